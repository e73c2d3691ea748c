import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  applyExtractedWithin,
  isMemoryTombstoned,
  turnMemoryId,
  withoutForgottenSentences
} from "./chunk-BQM4FMEU.mjs";

// src/store/summaries.ts
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
function hasTurnSummary(db, sessionId, promptNumber) {
  return statement(db, "SELECT 1 FROM turn_summaries WHERE session_id = ? AND prompt_number = ?").get(sessionId, promptNumber) !== void 0;
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
function hideEchoTurn(db, sessionId, promptNumber) {
  statement(
    db,
    `UPDATE search_docs SET active = 0 WHERE session_id = ? AND prompt_number = ? AND kind IN ('prompt', 'assistant', 'summary', 'turn')
       AND active = 1`
  ).run(sessionId, promptNumber);
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
function saveRollup(db, sessionId, summary, tier, trivial) {
  if (trivial !== void 0) statement(db, "UPDATE sessions SET trivial = ? WHERE id = ?").run(trivial ? 1 : 0, sessionId);
  if (isMemoryTombstoned(db, `rollup:${sessionId}`)) return;
  const text = withoutForgottenSentences(db, summary);
  if (!text) return;
  statement(db, "UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?").run(text, tier, sessionId);
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
function sessionMaterial(db, sessionId) {
  const prompts = statement(db, "SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number").all(sessionId).map((r) => r.text);
  const replies = statement(db, "SELECT text FROM assistant_messages WHERE session_id = ? AND agent_id IS NULL ORDER BY created_at, id").all(
    sessionId
  ).map((r) => r.text);
  const count = (sql) => statement(db, sql).get(sessionId).n;
  return {
    prompts,
    replies,
    toolEvents: count("SELECT count(*) AS n FROM tool_events WHERE session_id = ?"),
    items: count("SELECT count(*) AS n FROM memory_items WHERE session_id = ?")
  };
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
function queueClosedSession(db, sessionId, now) {
  const add = statement(
    db,
    "INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(kind, target) DO NOTHING"
  );
  for (const n of unsummarizedTurns(db, sessionId)) add.run("turn", turnTarget(sessionId, n), now, now);
  enqueue(db, "session_rollup", sessionId, now);
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
function claimHolders(db) {
  return statement(db, "SELECT DISTINCT claimed_by FROM pending_compressions WHERE claimed_by IS NOT NULL").all().map((r) => r.claimed_by);
}
function releaseClaims(db, holders) {
  const release = db.transaction(
    () => holders.reduce(
      (n, h) => n + statement(db, "UPDATE pending_compressions SET claimed_by = NULL, claimed_at = NULL WHERE claimed_by = ?").run(h).changes,
      0
    )
  );
  return holders.length ? release.immediate() : 0;
}
function queueWaits(db, now) {
  const claimed = statement(
    db,
    `SELECT claimed_by AS holder, count(*) AS items, min(claimed_at) AS claimedAt FROM pending_compressions
         WHERE parked = 0 AND claimed_by IS NOT NULL GROUP BY claimed_by ORDER BY claimedAt`
  ).all().map((r) => ({ ...r }));
  const later = statement(
    db,
    "SELECT count(*) AS items, min(not_before) AS firstAt FROM pending_compressions WHERE parked = 0 AND claimed_by IS NULL AND not_before > ?"
  ).get(now);
  return { claimed, later };
}
function acknowledge(db, item, workerId) {
  return statement(db, "DELETE FROM pending_compressions WHERE id = ? AND claimed_by = ?").run(item.id, workerId).changes > 0;
}
function completeTurn(db, item, workerId, t, knowledge) {
  return db.transaction(() => {
    if (!acknowledge(db, item, workerId)) return false;
    saveTurnSummary(db, t.sessionId, t.promptNumber, t.summary, t.tier, t.evidenceJson, t.at, t.card ?? null);
    if (t.echo) hideEchoTurn(db, t.sessionId, t.promptNumber);
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
function completeRollup(db, item, workerId, sessionId, summary, tier, trivial) {
  return db.transaction(() => {
    if (!acknowledge(db, item, workerId)) return false;
    saveRollup(db, sessionId, summary, tier, trivial);
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
  loadTurn,
  hasTurnSummary,
  turnSummaries,
  sweepRawPayloads,
  sessionMaterial,
  turnTarget,
  parseTurnTarget,
  enqueue,
  queueTurns,
  queueClosedSession,
  queueSessionWork,
  claimNext,
  claimHolders,
  releaseClaims,
  queueWaits,
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
