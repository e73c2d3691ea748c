import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  MEMORY_KINDS,
  formatMemoryId
} from "./chunk-RUVUNKXK.mjs";

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
  rollupTier: r.rollup_tier ?? null
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
function sessionTimeline(db, sessionId, limit) {
  const numbers = db.prepare(
    `SELECT prompt_number AS n FROM prompts WHERE session_id = @id UNION SELECT prompt_number FROM turn_summaries WHERE session_id = @id
       UNION SELECT prompt_number FROM tool_events WHERE session_id = @id ORDER BY 1`
  ).all({ id: sessionId });
  const picked = numbers.slice(0, limit);
  const prompt = db.prepare("SELECT text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?");
  const summary = db.prepare("SELECT summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? AND prompt_number = ?");
  const tools = db.prepare("SELECT id, tool_name, summary, success FROM tool_events WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id");
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
    payload: r.input_json == null ? null : { input: r.input_json, output: r.output_text, sizeBytes: r.size_bytes, truncated: r.truncated === 1 }
  };
}
function lastActivityAt(db) {
  return db.prepare("SELECT max(last_activity_at) AS t FROM sessions").get().t;
}
function storeCounts(db) {
  const one = (sql) => db.prepare(sql).get().n;
  const tiers = {};
  for (const r of db.prepare("SELECT tier, count(*) AS n FROM turn_summaries GROUP BY tier").all()) tiers[r.tier] = r.n;
  const last = db.prepare("SELECT max(last_activity_at) AS t FROM sessions").get();
  return {
    sessions: one("SELECT count(*) AS n FROM sessions"),
    activeSessions: one("SELECT count(*) AS n FROM sessions WHERE status = 'active'"),
    prompts: one("SELECT count(*) AS n FROM prompts"),
    toolEvents: one("SELECT count(*) AS n FROM tool_events"),
    assistantMessages: one("SELECT count(*) AS n FROM assistant_messages"),
    turnSummaries: one("SELECT count(*) AS n FROM turn_summaries"),
    rollups: one("SELECT count(*) AS n FROM sessions WHERE rollup_summary IS NOT NULL"),
    decisions: one("SELECT count(*) AS n FROM decisions WHERE status = 'active'"),
    codeAreas: one("SELECT count(*) AS n FROM code_areas"),
    embeddings: one("SELECT count(*) AS n FROM embeddings"),
    lastActivityIso: last.t ? new Date(last.t).toISOString() : null,
    tiers
  };
}

// src/store/memory.ts
var iso = (ms) => new Date(ms).toISOString();
function loadTurn(db, sessionId, promptNumber) {
  const prompt = db.prepare("SELECT text, created_at FROM prompts WHERE session_id = ? AND prompt_number = ?").get(sessionId, promptNumber);
  const tools = db.prepare(
    `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`
  ).all(sessionId, promptNumber);
  const assistant = db.prepare("SELECT text FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id").all(sessionId, promptNumber);
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? "",
    tools: tools.map((t) => ({ toolName: t.tool_name, inputJson: t.input_json, output: t.output_text, success: t.success === 1, error: t.error, summary: t.summary })),
    assistantText: assistant.map((a) => a.text)
  };
}
function saveTurnSummary(db, sessionId, promptNumber, summary, tier, evidenceJson, now) {
  db.prepare(
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json`
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now);
}
function turnSummaries(db, sessionId) {
  return db.prepare("SELECT prompt_number, summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number").all(sessionId).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json }));
}
function unsummarizedTurns(db, sessionId) {
  return db.prepare(
    `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`
  ).all(sessionId).map((r) => r.n);
}
function saveRollup(db, sessionId, summary, tier) {
  db.prepare("UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?").run(summary, tier, sessionId);
}
function recordDecision(db, d) {
  return db.transaction(() => {
    const dup = db.prepare(`SELECT id FROM decisions WHERE decision = ? AND reason = ? AND status = 'active'`).get(d.decision, d.reason);
    if (dup) return dup.id;
    const result = db.prepare(
      `INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso)
           VALUES (?, ?, ?, ?, ?, ?, ?)`
    ).run(d.sessionId ?? null, d.promptNumber ?? null, d.decision, d.reason, d.source, d.at, iso(d.at));
    return Number(result.lastInsertRowid);
  }).immediate();
}
function supersedeDecision(db, oldId, replacement) {
  const tx = db.transaction(() => {
    const old = db.prepare(`SELECT id FROM decisions WHERE id = ?`).get(oldId);
    if (!old) return null;
    const newId = Number(
      db.prepare(`INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(replacement.sessionId ?? null, replacement.promptNumber ?? null, replacement.decision, replacement.reason, replacement.source, replacement.at, iso(replacement.at)).lastInsertRowid
    );
    db.prepare(`UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?`).run(newId, oldId);
    return newId;
  });
  return tx.immediate();
}
function recordCodeArea(db, filePath, description, source, at, sessionId) {
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO code_areas (session_id, file_path, description, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(file_path, description) DO NOTHING`
    ).run(sessionId ?? null, filePath, description, source, at, iso(at));
    return db.prepare("SELECT id FROM code_areas WHERE file_path = ? AND description = ?").get(filePath, description).id;
  }).immediate();
}
function forget(db, id) {
  const tx = db.transaction(() => {
    const ref = MEMORY_KINDS[id.kind].ref === "session" ? resolveSessionId(db, id.ref) : id.ref;
    if (ref == null) return { removed: 0, id: formatMemoryId(id.kind, id.ref) };
    const removed = forgetRows(db, id.kind, ref);
    return { removed, id: formatMemoryId(id.kind, ref) };
  });
  const result = tx.immediate();
  if (result.removed > 0) {
    db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
    db.pragma("wal_checkpoint(TRUNCATE)");
  }
  return result;
}
function forgetRows(db, kind, ref) {
  switch (kind) {
    case "decision":
      db.prepare("UPDATE decisions SET superseded_by = NULL WHERE superseded_by = ?").run(ref);
      return db.prepare("DELETE FROM decisions WHERE id = ?").run(ref).changes;
    case "prompt":
      return db.prepare("DELETE FROM prompts WHERE id = ?").run(ref).changes;
    case "assistant":
      return db.prepare("DELETE FROM assistant_messages WHERE id = ?").run(ref).changes;
    case "summary":
      return db.prepare("DELETE FROM turn_summaries WHERE id = ?").run(ref).changes;
    case "code_area":
      return db.prepare("DELETE FROM code_areas WHERE id = ?").run(ref).changes;
    case "rollup":
      return db.prepare("UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL").run(ref).changes;
    case "tool": {
      const row = db.prepare("SELECT payload_id FROM tool_events WHERE id = ?").get(ref);
      if (!row) return 0;
      const n = db.prepare("DELETE FROM tool_events WHERE id = ?").run(ref).changes;
      if (row.payload_id) db.prepare("DELETE FROM tool_event_payloads WHERE id = ?").run(row.payload_id);
      return n;
    }
    case "session": {
      const payloads = db.prepare("SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL").all(ref);
      db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(ref, `${ref.replace(/[\\%_]/g, "\\$&")}#%`);
      const n = db.prepare("DELETE FROM sessions WHERE id = ?").run(ref).changes;
      const del = db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
      for (const p of payloads) del.run(p.payload_id);
      return n;
    }
  }
}
function sweepRawPayloads(db, cutoff) {
  const tx = db.transaction(() => {
    const ids = db.prepare(
      `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`
    ).all(cutoff);
    const unlink = db.prepare("UPDATE tool_events SET payload_id = NULL WHERE id = ?");
    const del = db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}

export {
  getSession,
  resolveSessionId,
  sessionTimeline,
  toolEvent,
  lastActivityAt,
  storeCounts,
  loadTurn,
  saveTurnSummary,
  turnSummaries,
  unsummarizedTurns,
  saveRollup,
  recordDecision,
  supersedeDecision,
  recordCodeArea,
  forget,
  sweepRawPayloads
};
