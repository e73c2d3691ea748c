import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  MEMORY_KINDS,
  formatMemoryId
} from "./chunk-3H2SSG77.mjs";
import {
  KnowledgeError,
  applyExtractedWithin,
  createItem,
  findItem,
  forgetItemWithin,
  getItem,
  hashText,
  isItemType,
  isMemoryTombstoned,
  supersedeItem,
  withoutForgottenSentences,
  writeAudit,
  writeTombstone
} from "./chunk-LY5XYCVN.mjs";

// src/store/vector-snapshot.ts
import fs from "node:fs";
var MAGIC = Buffer.from("CMVECS02");
function snapshotPath(dbFile) {
  return dbFile && dbFile !== ":memory:" ? `${dbFile}.vectors` : null;
}
var align8 = (n) => n + 7 & ~7;
function writeVectorSnapshot(file, snap) {
  const count = snap.ids.length;
  const header = Buffer.from(JSON.stringify({ identity: snap.identity, model: snap.model, dims: snap.dims, count, seq: snap.seq }));
  const idsOffset = align8(MAGIC.length + 4 + header.length);
  const head = Buffer.alloc(idsOffset);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(header.length, MAGIC.length);
  header.copy(head, MAGIC.length + 4);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, "w", 384);
  try {
    fs.writeSync(fd, head);
    fs.writeSync(fd, new Uint8Array(snap.ids.buffer, snap.ids.byteOffset, count * 8));
    fs.writeSync(fd, new Uint8Array(snap.scales.buffer, snap.scales.byteOffset, count * 4));
    writeAll(fd, new Uint8Array(snap.codes.buffer, snap.codes.byteOffset, count * snap.dims));
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
}
function writeAll(fd, bytes) {
  for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off, Math.min(bytes.length - off, 64 << 20));
}
function readVectorSnapshot(file, into) {
  let fd;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    readExactly(fd, new Uint8Array(head.buffer, head.byteOffset, head.length), 0);
    if (head.length < MAGIC.length + 4 || !head.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const headerLength = head.readUInt32LE(MAGIC.length);
    if (MAGIC.length + 4 + headerLength > head.length) return null;
    const parsed = JSON.parse(head.toString("utf8", MAGIC.length + 4, MAGIC.length + 4 + headerLength));
    const { identity, model, dims, count, seq } = parsed;
    if (typeof identity !== "string" || typeof model !== "string") return null;
    if (![dims, count, seq].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
    const header = { identity, model, dims, count, seq };
    const idsOffset = align8(MAGIC.length + 4 + headerLength);
    if (size !== idsOffset + header.count * (8 + 4 + header.dims)) return null;
    const target = into(header);
    if (!target || target.scales.length !== header.count || target.codes.length !== header.count * header.dims) return null;
    const ids = new Float64Array(header.count);
    readExactly(fd, new Uint8Array(ids.buffer), idsOffset);
    readExactly(fd, new Uint8Array(target.scales.buffer, target.scales.byteOffset, target.scales.byteLength), idsOffset + header.count * 8);
    readExactly(fd, new Uint8Array(target.codes.buffer, target.codes.byteOffset, target.codes.byteLength), idsOffset + header.count * 12);
    return { header, ids };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
function readExactly(fd, into, position) {
  for (let off = 0; off < into.length; ) {
    const n = fs.readSync(fd, into, off, Math.min(into.length - off, 64 << 20), position + off);
    if (n === 0) throw new Error("snapshot ended early");
    off += n;
  }
}
function removeVectorSnapshot(file) {
  fs.rmSync(file, { force: true });
}

// src/store/forget.ts
function forgetMemory(db, kind, ref, ctx) {
  const result = db.transaction(() => forgetWithin(db, kind, ref, ctx)).immediate();
  if (result) purgeForgottenTraces(db);
  return result;
}
function purgeForgottenTraces(db) {
  db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
  db.pragma("wal_checkpoint(TRUNCATE)");
  const snapshot = snapshotPath(db.name);
  if (snapshot) removeVectorSnapshot(snapshot);
}
function forgetWithin(db, kind, ref, ctx) {
  const out = { memoryId: `${kind}:${ref}`, removed: 0, requeued: [], derivedItems: [] };
  const tomb = (t) => writeTombstone(db, t, ctx.now);
  const rebuildTurn = (sessionId, promptNumber) => {
    const had = db.prepare("DELETE FROM turn_summaries WHERE session_id = ? AND prompt_number = ?").run(sessionId, promptNumber).changes;
    if (had && !isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) {
      enqueue(db, "turn", turnTarget(sessionId, promptNumber), ctx.now);
      out.requeued.push(`summary:${sessionId}#${promptNumber}`);
    }
  };
  const rebuildRollup = (sessionId) => {
    const had = db.prepare("UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL").run(sessionId).changes;
    if (had) {
      enqueue(db, "session_rollup", sessionId, ctx.now, 1e3);
      out.requeued.push(`rollup:${sessionId}`);
    }
  };
  const dropReceipts = (where, ...params) => {
    const items = db.prepare(`SELECT DISTINCT item_id FROM memory_provenance WHERE ${where}`).all(...params);
    db.prepare(`DELETE FROM memory_provenance WHERE ${where}`).run(...params);
    for (const { item_id } of items) {
      const row = getItem(db, item_id);
      if (row?.origin !== "inferred") continue;
      const left = db.prepare(`SELECT count(*) AS n FROM memory_provenance WHERE item_id = ? AND kind != 'review'`).get(item_id);
      if (left.n > 0) continue;
      forgetItemWithin(db, row, { ...ctx, reason: `derived only from ${out.memoryId}` }, (t) => tomb({ ...t }));
      out.derivedItems.push(`${row.type}:${row.id}`);
      out.removed++;
    }
  };
  if (isItemType(kind)) {
    const row = findItem(db, kind, ref);
    if (!row) return null;
    out.memoryId = `${row.type}:${row.id}`;
    forgetItemWithin(db, row, ctx, (t) => tomb(t));
    return { ...out, removed: 1 };
  }
  switch (kind) {
    case "prompt": {
      const p = db.prepare("SELECT id, session_id, prompt_number, prompt_id, uuid, text FROM prompts WHERE id = ?").get(ref);
      if (!p) return null;
      tomb({
        memoryId: out.memoryId,
        contentHash: hashText(db, p.text),
        sessionId: p.session_id,
        transcriptUuid: p.uuid,
        promptId: p.prompt_id,
        text: p.text
      });
      out.removed += db.prepare("DELETE FROM prompts WHERE id = ?").run(p.id).changes;
      dropReceipts(`session_id = ? AND prompt_number = ? AND kind = 'prompt'`, p.session_id, p.prompt_number);
      rebuildTurn(p.session_id, p.prompt_number);
      rebuildRollup(p.session_id);
      break;
    }
    case "assistant": {
      const a = db.prepare("SELECT id, session_id, prompt_number, uuid, text FROM assistant_messages WHERE id = ?").get(ref);
      if (!a) return null;
      tomb({ memoryId: out.memoryId, contentHash: hashText(db, a.text), sessionId: a.session_id, transcriptUuid: a.uuid, text: a.text });
      out.removed += db.prepare("DELETE FROM assistant_messages WHERE id = ?").run(a.id).changes;
      dropReceipts(`transcript_uuid = ?`, a.uuid);
      rebuildTurn(a.session_id, a.prompt_number);
      rebuildRollup(a.session_id);
      break;
    }
    case "tool": {
      const t = db.prepare("SELECT id, session_id, prompt_number, tool_use_id, payload_id, summary FROM tool_events WHERE id = ?").get(ref);
      if (!t) return null;
      tomb({ memoryId: out.memoryId, sessionId: t.session_id, toolUseId: t.tool_use_id, text: t.summary });
      out.removed += db.prepare("DELETE FROM tool_events WHERE id = ?").run(t.id).changes;
      if (t.payload_id) db.prepare("DELETE FROM tool_event_payloads WHERE id = ?").run(t.payload_id);
      dropReceipts(`tool_use_id = ?`, t.tool_use_id);
      rebuildTurn(t.session_id, t.prompt_number);
      rebuildRollup(t.session_id);
      break;
    }
    case "summary": {
      const s = db.prepare("SELECT id, session_id, prompt_number, summary FROM turn_summaries WHERE id = ?").get(ref);
      if (!s) return null;
      tomb({ memoryId: turnMemoryId(s.session_id, s.prompt_number), sessionId: s.session_id, text: s.summary });
      tomb({ memoryId: out.memoryId, sessionId: s.session_id });
      out.removed += db.prepare("DELETE FROM turn_summaries WHERE id = ?").run(s.id).changes;
      db.prepare(`DELETE FROM pending_compressions WHERE kind = 'turn' AND target = ?`).run(turnTarget(s.session_id, s.prompt_number));
      rebuildRollup(s.session_id);
      break;
    }
    case "turn": {
      const t = db.prepare("SELECT id, session_id, prompt_number FROM turn_summaries WHERE id = ?").get(ref);
      if (!t) return null;
      const parts = [
        ...db.prepare("SELECT id FROM prompts WHERE session_id = ? AND prompt_number = ?").all(t.session_id, t.prompt_number).map((r) => ["prompt", r.id]),
        ...db.prepare("SELECT id FROM assistant_messages WHERE session_id = ? AND prompt_number = ?").all(t.session_id, t.prompt_number).map((r) => ["assistant", r.id]),
        ...db.prepare("SELECT id FROM tool_events WHERE session_id = ? AND prompt_number = ?").all(t.session_id, t.prompt_number).map((r) => ["tool", r.id])
      ];
      for (const [k, id] of parts) {
        const r = forgetWithin(db, k, String(id), ctx);
        if (r) out.removed += r.removed;
      }
      const summary = forgetWithin(db, "summary", String(t.id), ctx);
      if (summary) out.removed += summary.removed;
      break;
    }
    case "rollup": {
      const s = db.prepare("SELECT id, rollup_summary FROM sessions WHERE id = ?").get(ref);
      const queued = db.prepare(`SELECT 1 FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`).get(ref);
      if (!s || s.rollup_summary == null && !queued) return null;
      out.memoryId = `rollup:${s.id}`;
      tomb({ memoryId: out.memoryId, sessionId: s.id, text: s.rollup_summary ?? void 0 });
      out.removed += db.prepare("UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL").run(s.id).changes;
      out.removed += db.prepare(`DELETE FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`).run(s.id).changes;
      break;
    }
    case "session": {
      const s = db.prepare("SELECT id, transcript_path FROM sessions WHERE id = ?").get(ref);
      if (!s) return null;
      out.memoryId = `session:${s.id}`;
      tomb({ memoryId: out.memoryId, sessionId: s.id, transcriptPath: s.transcript_path });
      dropReceipts(`session_id = ?`, s.id);
      const payloads = db.prepare("SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL").all(s.id);
      db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(
        s.id,
        `${s.id.replace(/[\\%_]/g, "\\$&")}#%`
      );
      db.prepare("DELETE FROM injected_memories WHERE session_id = ?").run(s.id);
      out.removed += db.prepare("DELETE FROM sessions WHERE id = ?").run(s.id).changes;
      const del = db.prepare("DELETE FROM tool_event_payloads WHERE id = ?");
      for (const p of payloads) del.run(p.payload_id);
      break;
    }
    default:
      return null;
  }
  db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(out.memoryId);
  writeAudit(db, {
    ctx,
    action: "forget",
    memoryId: out.memoryId,
    reason: ctx.reason ?? "",
    before: null,
    after: { removed: out.removed, requeued: out.requeued, derived: out.derivedItems }
  });
  return out;
}
var turnMemoryId = (sessionId, promptNumber) => `turn:${sessionId}#${promptNumber}`;

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
var SESSION_FILTER = `id != @except AND started_at >= @since AND (@nonEmpty = 0 OR rollup_summary IS NOT NULL OR prompt_count > 0)`;
var sessionParams = (exceptSessionId, f) => ({
  except: exceptSessionId ?? "",
  since: f.since ?? 0,
  nonEmpty: f.nonEmpty ? 1 : 0
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
      sizeBytes: r.size_bytes,
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

// src/store/memory.ts
function loadTurn(db, sessionId, promptNumber) {
  const prompt = statement(db, "SELECT text, created_at, prompt_id, uuid FROM prompts WHERE session_id = ? AND prompt_number = ?").get(
    sessionId,
    promptNumber
  );
  const tools = statement(
    db,
    `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`
  ).all(sessionId, promptNumber);
  const assistant = statement(
    db,
    "SELECT text, uuid FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id"
  ).all(sessionId, promptNumber);
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? "",
    tools: tools.map((t) => ({
      toolName: t.tool_name,
      inputJson: t.input_json,
      output: t.output_text,
      success: t.success === 1,
      error: t.error,
      summary: t.summary
    })),
    assistantText: assistant.map((a) => a.text),
    promptId: prompt?.prompt_id ?? null,
    promptUuid: prompt?.uuid ?? null,
    assistantUuids: assistant.map((a) => a.uuid)
  };
}
function saveTurnSummary(db, sessionId, promptNumber, summary, tier, evidenceJson, now, card = null) {
  if (isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) return;
  summary = withoutForgottenSentences(db, summary);
  if (card != null) card = withoutForgottenSentences(db, card);
  statement(
    db,
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at, card) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json,
       card = excluded.card`
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now, card || null);
}
function turnSummaries(db, sessionId) {
  return statement(
    db,
    "SELECT prompt_number, summary, tier, evidence_json, card FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number"
  ).all(sessionId).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json, card: r.card }));
}
function unsummarizedTurns(db, sessionId) {
  return statement(
    db,
    `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`
  ).all(sessionId).map((r) => r.n).filter((n) => !isMemoryTombstoned(db, turnMemoryId(sessionId, n)));
}
function saveRollup(db, sessionId, summary, tier) {
  if (isMemoryTombstoned(db, `rollup:${sessionId}`)) return;
  const text = withoutForgottenSentences(db, summary);
  if (!text) return;
  statement(db, "UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?").run(text, tier, sessionId);
}
var decisionItem = (d) => ({
  type: "decision",
  text: d.decision,
  reason: d.reason,
  origin: d.source === "auto" ? "inferred" : "explicit",
  source: d.source,
  validFrom: d.at,
  sessionId: d.sessionId,
  promptNumber: d.promptNumber,
  receipts: [
    {
      kind: d.source === "auto" ? "assistant" : "explicit",
      strength: d.source === "auto" ? "inferred" : "stated",
      sessionId: d.sessionId,
      promptNumber: d.promptNumber
    }
  ]
});
function recordDecision(db, d) {
  const r = createItem(db, decisionItem(d), { actor: d.actor ?? "cli", now: d.at });
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
var SAVED_ITEM_TYPES = ["decision", "preference", "convention", "discovery"];
function rememberItem(db, type, d) {
  const r = createItem(db, { ...decisionItem({ ...d, source: "manual" }), type }, { actor: d.actor ?? "cli", now: d.at });
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
function supersedeDecision(db, oldId, replacement) {
  if (!findItem(db, "decision", String(oldId))) return null;
  return supersedeItem(db, oldId, { input: decisionItem(replacement) }, { actor: replacement.actor ?? "cli", now: replacement.at }).newId;
}
var ITEM_FILTER = `status = 'active' AND trust != 'rejected' AND created_at >= @since AND session_id IS NOT @except`;
var itemParams = (f) => ({ since: f.since ?? 0, except: f.exceptSessionId ?? "" });
var typeList = (types) => `type IN (${types.map((t) => `'${t}'`).join(", ")})`;
function countActiveDecisions(db, filter = {}) {
  return countActiveItems(db, ["decision"], filter);
}
function countActiveItems(db, types, filter = {}) {
  return db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}`).get(itemParams(filter)).n;
}
function activeDecisions(db, limit, filter = {}) {
  return activeItems(db, ["decision"], limit, filter);
}
function activeItems(db, types, limit, filter = {}) {
  return db.prepare(
    `SELECT id, type, text AS decision, reason, source, status, trust, superseded_by AS supersededBy, session_id AS sessionId, created_at AS createdAt,
           CASE WHEN team_uid IS NOT NULL THEN shared_by END AS sharedBy,
           (SELECT group_concat(o.type || ':' || o.id, ' ') FROM memory_conflicts c
              JOIN memory_items o ON o.id = CASE WHEN c.item_a = memory_items.id THEN c.item_b ELSE c.item_a END
            WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id)) AS conflictsWith
         FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}
         ORDER BY (trust = 'verified') DESC, (source = 'manual') DESC, (coalesce(trim(reason), '') != '') DESC, created_at DESC LIMIT @limit`
  ).all({ ...itemParams(filter), limit }).map((r) => ({ ...r, conflictsWith: r.conflictsWith ? r.conflictsWith.split(" ") : [] }));
}
function recordCodeArea(db, filePath, description, source, at, sessionId, actor = "cli") {
  const r = createItem(
    db,
    {
      type: "code_area",
      text: description,
      subjectKey: filePath,
      origin: source === "auto" ? "inferred" : "explicit",
      source,
      validFrom: at,
      sessionId,
      receipts: [
        {
          kind: source === "auto" ? "tool" : "explicit",
          strength: source === "auto" ? "inferred" : "stated",
          sessionId,
          files: [filePath]
        }
      ]
    },
    { actor, now: at }
  );
  if (r.outcome === "blocked") throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
function forget(db, id, ctx = { actor: "cli", now: Date.now() }) {
  const ref = MEMORY_KINDS[id.kind].ref === "session" ? resolveSessionId(db, id.ref) : id.ref;
  if (ref == null) return { removed: 0, id: formatMemoryId(id.kind, id.ref) };
  const result = forgetMemory(db, id.kind, ref, ctx);
  return result ? { removed: result.removed, id: result.memoryId } : { removed: 0, id: formatMemoryId(id.kind, ref) };
}
function sweepRawPayloads(db, cutoff) {
  const tx = db.transaction(() => {
    const ids = statement(
      db,
      `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`
    ).all(cutoff);
    const unlink = statement(db, "UPDATE tool_events SET payload_id = NULL WHERE id = ?");
    const del = statement(db, "DELETE FROM tool_event_payloads WHERE id = ?");
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}
function spooledMatchFor(db, id) {
  if (id.kind === "session") {
    const ref = resolveSessionId(db, id.ref);
    return ref == null ? null : { field: "session_id", value: ref };
  }
  if (id.kind === "tool") {
    const row = statement(db, "SELECT tool_use_id FROM tool_events WHERE id = ?").get(id.ref);
    return row?.tool_use_id ? { field: "tool_use_id", value: row.tool_use_id } : null;
  }
  if (id.kind === "prompt") {
    const row = statement(db, "SELECT prompt_id FROM prompts WHERE id = ?").get(id.ref);
    return row?.prompt_id ? { field: "prompt_id", value: row.prompt_id } : null;
  }
  return null;
}

// src/store/queue.ts
var turnTarget = (sessionId, promptNumber) => `${sessionId}#${promptNumber}`;
function parseTurnTarget(target) {
  const at = target.lastIndexOf("#");
  return { sessionId: target.slice(0, at), promptNumber: Number(target.slice(at + 1)) };
}
function enqueue(db, kind, target, now, delayMs = 0) {
  statement(
    db,
    `INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(kind, target) DO UPDATE SET attempts = 0, parked = 0, last_error = NULL,
       not_before = min(pending_compressions.not_before, excluded.not_before)`
  ).run(kind, target, now + delayMs, now);
}
function queueTurns(db, sessionId, now, beforePrompt = Number.POSITIVE_INFINITY) {
  const turns = unsummarizedTurns(db, sessionId).filter((n) => n < beforePrompt);
  for (const n of turns) enqueue(db, "turn", turnTarget(sessionId, n), now);
  return turns.length > 0;
}
function queueSessionWork(db, sessionId, now, rollup) {
  const queued = queueTurns(db, sessionId, now);
  if (rollup) enqueue(db, "session_rollup", sessionId, now);
  return queued || rollup;
}
function claimNext(db, workerId, now, staleClaimMs) {
  const claim = db.transaction(() => {
    const row = statement(
      db,
      `SELECT id, kind, target, attempts FROM pending_compressions
         WHERE parked = 0 AND not_before <= ? AND (claimed_by IS NULL OR claimed_at < ?)
         ORDER BY CASE kind WHEN 'turn' THEN 0 ELSE 1 END, id LIMIT 1`
    ).get(now, now - staleClaimMs);
    if (!row) return null;
    statement(db, "UPDATE pending_compressions SET claimed_by = ?, claimed_at = ? WHERE id = ?").run(workerId, now, row.id);
    return row;
  });
  return claim.immediate();
}
function acknowledge(db, item, workerId) {
  return statement(db, "DELETE FROM pending_compressions WHERE id = ? AND claimed_by = ?").run(item.id, workerId).changes > 0;
}
function completeTurn(db, item, workerId, t, knowledge) {
  return db.transaction(() => {
    if (!acknowledge(db, item, workerId)) return false;
    saveTurnSummary(db, t.sessionId, t.promptNumber, t.summary, t.tier, t.evidenceJson, t.at, t.card ?? null);
    if (knowledge?.items.length) {
      try {
        applyExtractedWithin(db, knowledge.items, knowledge.ctx);
      } catch (err) {
        knowledge.onError(err);
      }
    }
    return true;
  }).immediate();
}
function completeRollup(db, item, workerId, sessionId, summary, tier) {
  return db.transaction(() => {
    if (!acknowledge(db, item, workerId)) return false;
    saveRollup(db, sessionId, summary, tier);
    return true;
  }).immediate();
}
function dropItem(db, item, workerId) {
  db.transaction(() => acknowledge(db, item, workerId)).immediate();
}
function deferItem(db, item, workerId, now, delayMs) {
  db.transaction(() => {
    if (acknowledge(db, item, workerId)) enqueue(db, item.kind, item.target, now, delayMs);
  }).immediate();
}
function queuedTurnCount(db, sessionId) {
  return statement(db, "SELECT count(*) AS n FROM pending_compressions WHERE kind = 'turn' AND parked = 0 AND target LIKE ? ESCAPE '\\'").get(
    `${sessionId.replace(/[\\%_]/g, "\\$&")}#%`
  ).n;
}
function backoffMs(attempts) {
  return Math.min(5 * 6e4, 2e3 * 2 ** Math.max(0, attempts - 1));
}
function recordFailure(db, item, workerId, error, now, maxAttempts) {
  const attempts = item.attempts + 1;
  statement(
    db,
    `UPDATE pending_compressions SET attempts = ?, last_error = ?, not_before = ?, parked = ?, claimed_by = NULL, claimed_at = NULL
     WHERE id = ? AND claimed_by = ?`
  ).run(attempts, error.slice(0, 2e3), now + backoffMs(attempts), attempts >= maxAttempts ? 1 : 0, item.id, workerId);
}
function queueStats(db, now) {
  const counts = statement(
    db,
    `SELECT sum(parked = 0 AND not_before <= ?) AS ready, sum(parked = 0 AND not_before > ?) AS waiting, sum(parked) AS parked
       FROM pending_compressions`
  ).get(now, now);
  const parkedItems = statement(db, "SELECT kind, target, attempts, last_error FROM pending_compressions WHERE parked = 1 ORDER BY id LIMIT 20").all().map((r) => ({ kind: r.kind, target: r.target, attempts: r.attempts, lastError: r.last_error }));
  return { ready: counts.ready ?? 0, waiting: counts.waiting ?? 0, parked: counts.parked ?? 0, parkedItems };
}
var LEASE_NAME = "compression-worker";
function acquireLease(db, holder, pid, now, leaseMs) {
  const take = db.transaction(() => {
    const row = statement(db, "SELECT holder, expires_at FROM worker_lease WHERE name = ?").get(LEASE_NAME);
    if (row && row.holder !== holder && row.expires_at > now) return false;
    statement(
      db,
      `INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, heartbeat_at = excluded.heartbeat_at, expires_at = excluded.expires_at`
    ).run(LEASE_NAME, holder, pid, now, now + leaseMs);
    return true;
  });
  return take.immediate();
}
function releaseLease(db, holder) {
  statement(db, "DELETE FROM worker_lease WHERE name = ? AND holder = ?").run(LEASE_NAME, holder);
}
function leaseHolder(db, now) {
  const row = statement(db, "SELECT holder, pid, expires_at FROM worker_lease WHERE name = ? AND expires_at > ?").get(LEASE_NAME, now);
  return row ? { holder: row.holder, pid: row.pid, expiresAt: row.expires_at } : null;
}

export {
  snapshotPath,
  writeVectorSnapshot,
  readVectorSnapshot,
  removeVectorSnapshot,
  forgetMemory,
  purgeForgottenTraces,
  getSession,
  resolveSessionId,
  recentSessions,
  countRecentSessions,
  sessionTimeline,
  toolEvent,
  hotFiles,
  firstPrompts,
  toolRunsSince,
  lastActivityAt,
  storeCounts,
  loadTurn,
  turnSummaries,
  recordDecision,
  SAVED_ITEM_TYPES,
  rememberItem,
  supersedeDecision,
  countActiveDecisions,
  countActiveItems,
  activeDecisions,
  activeItems,
  recordCodeArea,
  forget,
  sweepRawPayloads,
  spooledMatchFor,
  turnTarget,
  parseTurnTarget,
  enqueue,
  queueTurns,
  queueSessionWork,
  claimNext,
  acknowledge,
  completeTurn,
  completeRollup,
  dropItem,
  deferItem,
  queuedTurnCount,
  backoffMs,
  recordFailure,
  queueStats,
  LEASE_NAME,
  acquireLease,
  releaseLease,
  leaseHolder
};
