import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/read.ts
var mapSession = (r) => ({
  id: r.id,
  cwd: r.cwd ?? null,
  status: r.status,
  startedAt: r.started_at,
  startedAtIso: r.started_at_iso,
  endedAt: r.ended_at ?? null,
  endedAtIso: r.ended_at_iso ?? null,
  exitReason: r.exit_reason ?? null,
  promptCount: r.prompt_count,
  rollup: r.rollup_summary ?? null,
  rollupTier: r.rollup_tier ?? null,
  trivial: r.trivial == null ? null : r.trivial === 1
});
function getSession(db, id) {
  const row = db.prepare("SELECT * FROM sessions WHERE id = ?").get(id);
  return row ? mapSession(row) : null;
}
function resolveSessionId(db, idOrPrefix) {
  const exact = db.prepare("SELECT id FROM sessions WHERE id = ?").get(idOrPrefix);
  if (exact) return exact.id;
  const rows = db.prepare("SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\' LIMIT 2").all(`${idOrPrefix.replace(/[\\%_]/g, "\\$&")}%`);
  return rows.length === 1 ? rows[0].id : null;
}
var SESSION_FILTER = `id != @except AND started_at >= @since AND (@nonEmpty = 0 OR rollup_summary IS NOT NULL OR prompt_count > 0)
  AND (@substantial = 0 OR trivial IS NOT 1)`;
var sessionParams = (exceptSessionId, f) => ({
  except: exceptSessionId ?? "",
  since: f.since ?? 0,
  nonEmpty: f.nonEmpty ? 1 : 0,
  substantial: f.substantial ? 1 : 0
});
function recentSessions(db, limit, exceptSessionId, filter = {}) {
  return db.prepare(`SELECT * FROM sessions WHERE ${SESSION_FILTER} ORDER BY started_at DESC LIMIT @limit`).all({ ...sessionParams(exceptSessionId, filter), limit }).map(mapSession);
}
function countRecentSessions(db, exceptSessionId, filter = {}) {
  return db.prepare(`SELECT count(*) AS n FROM sessions WHERE ${SESSION_FILTER}`).get(sessionParams(exceptSessionId, filter)).n;
}
function sessionTimeline(db, sessionId, limit) {
  const numbers = db.prepare(
    `SELECT prompt_number AS n FROM prompts WHERE session_id = @id UNION SELECT prompt_number FROM turn_summaries WHERE session_id = @id
       UNION SELECT prompt_number FROM tool_events WHERE session_id = @id ORDER BY 1`
  ).all({ id: sessionId });
  const picked = numbers.slice(0, limit);
  const prompt = db.prepare("SELECT text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?");
  const summary = db.prepare("SELECT summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? AND prompt_number = ?");
  const tools = db.prepare(
    "SELECT id, tool_name, summary, success FROM tool_events WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id"
  );
  const turns = picked.map(({ n }) => {
    const p = prompt.get(sessionId, n);
    const s = summary.get(sessionId, n);
    const t = tools.all(sessionId, n);
    return {
      promptNumber: n,
      prompt: p?.text ?? null,
      summary: s?.summary ?? null,
      tier: s?.tier ?? null,
      evidence: s ? JSON.parse(s.evidence_json) : null,
      toolEvents: t.map((e) => ({ id: e.id, toolName: e.tool_name, summary: e.summary, success: e.success === 1 })),
      createdAtIso: p?.created_at_iso ?? null
    };
  });
  return { turns, total: numbers.length };
}
function toolEvent(db, id) {
  const r = db.prepare(
    `SELECT t.*, p.input_json, p.output_text, p.size_bytes, p.truncated FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.id = ?`
  ).get(id);
  if (!r) return null;
  return {
    id: r.id,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    toolName: r.tool_name,
    toolUseId: r.tool_use_id,
    success: r.success === 1,
    summary: r.summary,
    error: r.error ?? null,
    createdAtIso: r.created_at_iso,
    payload: r.input_json == null ? null : {
      input: r.input_json,
      output: r.output_text,
      // Failed calls recorded before their size was their error's said 0 bytes.
      sizeBytes: r.size_bytes || Buffer.byteLength(r.output_text ?? ""),
      truncated: r.truncated === 1
    }
  };
}
function hotFiles(db, since, limit) {
  const rows = db.prepare("SELECT evidence_json FROM turn_summaries WHERE created_at >= ? ORDER BY created_at DESC LIMIT 500").all(since);
  const counts = /* @__PURE__ */ new Map();
  for (const r of rows) {
    let evidence;
    try {
      evidence = JSON.parse(r.evidence_json);
    } catch {
      continue;
    }
    for (const f of evidence.filesModified ?? []) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit).map(([p, count]) => ({ path: p, count }));
}
function sessionSubstance(db, sessionIds) {
  const prompts = db.prepare("SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number LIMIT 50");
  const counts = db.prepare(
    // Tool use is the events, or a turn's evidence of work (what a summary kept once raw events went).
    `SELECT (SELECT count(*) FROM tool_events WHERE session_id = @id)
       + (SELECT count(*) FROM turn_summaries WHERE session_id = @id
            AND (json_array_length(evidence_json, '$.filesModified') > 0 OR json_array_length(evidence_json, '$.commands') > 0)) AS tools,
       (SELECT count(*) FROM memory_items WHERE session_id = @id) AS items`
  );
  const out = /* @__PURE__ */ new Map();
  for (const id of sessionIds) {
    const c = counts.get({ id });
    out.set(id, { prompts: prompts.all(id).map((r) => r.text), toolEvents: c.tools, items: c.items });
  }
  return out;
}
function turnGists(db, sessionIds) {
  const stmt = db.prepare("SELECT summary FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number LIMIT 5");
  const out = /* @__PURE__ */ new Map();
  for (const id of sessionIds) {
    const gists = stmt.all(id).map((r) => r.summary.replace(/^\[turn \d+\]\s*/, "").trim()).filter(Boolean);
    if (gists.length) out.set(id, gists);
  }
  return out;
}
function firstPrompts(db, sessionIds) {
  const stmt = db.prepare("SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number LIMIT 1");
  const out = /* @__PURE__ */ new Map();
  for (const id of sessionIds) {
    const row = stmt.get(id);
    if (row) out.set(id, row.text);
  }
  return out;
}
function toolRunsSince(db, since, exceptSessionId, limit = 5e3) {
  return db.prepare(
    `SELECT id, session_id, prompt_number, tool_name, summary, error, success, created_at FROM tool_events t
         WHERE created_at >= @since AND (success = 1 OR session_id != @except)
           AND tool_name IN (SELECT DISTINCT tool_name FROM tool_events WHERE success = 0 AND created_at >= @since)
         ORDER BY created_at, id LIMIT @limit`
  ).all({ since, except: exceptSessionId ?? "", limit }).map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    toolName: r.tool_name,
    summary: r.summary,
    error: r.error,
    success: r.success === 1,
    createdAt: r.created_at
  }));
}
function lastActivityAt(db) {
  return db.prepare("SELECT max(last_activity_at) AS t FROM sessions").get().t;
}
function storeCounts(db) {
  const one = (sql) => db.prepare(sql).get().n;
  const tiers = {};
  for (const r of db.prepare("SELECT tier, count(*) AS n FROM turn_summaries GROUP BY tier").all())
    tiers[r.tier] = r.n;
  const last = db.prepare("SELECT max(last_activity_at) AS t FROM sessions").get();
  return {
    sessions: one("SELECT count(*) AS n FROM sessions"),
    activeSessions: one("SELECT count(*) AS n FROM sessions WHERE status = 'active'"),
    prompts: one("SELECT count(*) AS n FROM prompts"),
    toolEvents: one("SELECT count(*) AS n FROM tool_events"),
    assistantMessages: one("SELECT count(*) AS n FROM assistant_messages"),
    turnSummaries: one("SELECT count(*) AS n FROM turn_summaries"),
    rollups: one("SELECT count(*) AS n FROM sessions WHERE rollup_summary IS NOT NULL"),
    decisions: one("SELECT count(*) AS n FROM memory_items WHERE type = 'decision' AND status = 'active' AND trust != 'rejected'"),
    codeAreas: one("SELECT count(*) AS n FROM memory_items WHERE type = 'code_area' AND status = 'active' AND trust != 'rejected'"),
    candidates: one("SELECT count(*) AS n FROM memory_items WHERE trust = 'candidate' AND status = 'active'"),
    openConflicts: one("SELECT count(*) AS n FROM memory_conflicts WHERE status = 'open'"),
    embeddings: one("SELECT count(*) AS n FROM embeddings"),
    lastActivityIso: last.t ? new Date(last.t).toISOString() : null,
    tiers
  };
}

export {
  getSession,
  resolveSessionId,
  recentSessions,
  countRecentSessions,
  sessionTimeline,
  toolEvent,
  hotFiles,
  sessionSubstance,
  turnGists,
  firstPrompts,
  toolRunsSince,
  lastActivityAt,
  storeCounts
};
