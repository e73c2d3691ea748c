import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  saveRollup,
  saveTurnSummary,
  unsummarizedTurns
} from "./chunk-V2JGOLJS.mjs";

// src/store/queue.ts
var turnTarget = (sessionId, promptNumber) => `${sessionId}#${promptNumber}`;
function parseTurnTarget(target) {
  const at = target.lastIndexOf("#");
  return { sessionId: target.slice(0, at), promptNumber: Number(target.slice(at + 1)) };
}
function enqueue(db, kind, target, now, delayMs = 0) {
  db.prepare(
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
    const row = db.prepare(
      `SELECT id, kind, target, attempts FROM pending_compressions
         WHERE parked = 0 AND not_before <= ? AND (claimed_by IS NULL OR claimed_at < ?)
         ORDER BY CASE kind WHEN 'turn' THEN 0 ELSE 1 END, id LIMIT 1`
    ).get(now, now - staleClaimMs);
    if (!row) return null;
    db.prepare("UPDATE pending_compressions SET claimed_by = ?, claimed_at = ? WHERE id = ?").run(workerId, now, row.id);
    return row;
  });
  return claim.immediate();
}
function acknowledge(db, item, workerId) {
  return db.prepare("DELETE FROM pending_compressions WHERE id = ? AND claimed_by = ?").run(item.id, workerId).changes > 0;
}
function completeTurn(db, item, workerId, t) {
  return db.transaction(() => {
    if (!acknowledge(db, item, workerId)) return false;
    saveTurnSummary(db, t.sessionId, t.promptNumber, t.summary, t.tier, t.evidenceJson, t.at);
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
  return db.prepare("SELECT count(*) AS n FROM pending_compressions WHERE kind = 'turn' AND parked = 0 AND target LIKE ? ESCAPE '\\'").get(`${sessionId.replace(/[\\%_]/g, "\\$&")}#%`).n;
}
function backoffMs(attempts) {
  return Math.min(5 * 6e4, 2e3 * 2 ** Math.max(0, attempts - 1));
}
function recordFailure(db, item, workerId, error, now, maxAttempts) {
  const attempts = item.attempts + 1;
  db.prepare(
    `UPDATE pending_compressions SET attempts = ?, last_error = ?, not_before = ?, parked = ?, claimed_by = NULL, claimed_at = NULL
     WHERE id = ? AND claimed_by = ?`
  ).run(attempts, error.slice(0, 2e3), now + backoffMs(attempts), attempts >= maxAttempts ? 1 : 0, item.id, workerId);
}
function queueStats(db, now) {
  const counts = db.prepare(
    `SELECT sum(parked = 0 AND not_before <= ?) AS ready, sum(parked = 0 AND not_before > ?) AS waiting, sum(parked) AS parked
       FROM pending_compressions`
  ).get(now, now);
  const parkedItems = db.prepare("SELECT kind, target, attempts, last_error FROM pending_compressions WHERE parked = 1 ORDER BY id LIMIT 20").all().map((r) => ({ kind: r.kind, target: r.target, attempts: r.attempts, lastError: r.last_error }));
  return { ready: counts.ready ?? 0, waiting: counts.waiting ?? 0, parked: counts.parked ?? 0, parkedItems };
}
var LEASE_NAME = "compression-worker";
function acquireLease(db, holder, pid, now, leaseMs) {
  const take = db.transaction(() => {
    const row = db.prepare("SELECT holder, expires_at FROM worker_lease WHERE name = ?").get(LEASE_NAME);
    if (row && row.holder !== holder && row.expires_at > now) return false;
    db.prepare(
      `INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, heartbeat_at = excluded.heartbeat_at, expires_at = excluded.expires_at`
    ).run(LEASE_NAME, holder, pid, now, now + leaseMs);
    return true;
  });
  return take.immediate();
}
function releaseLease(db, holder) {
  db.prepare("DELETE FROM worker_lease WHERE name = ? AND holder = ?").run(LEASE_NAME, holder);
}
function leaseHolder(db, now) {
  const row = db.prepare("SELECT holder, pid, expires_at FROM worker_lease WHERE name = ? AND expires_at > ?").get(LEASE_NAME, now);
  return row ? { holder: row.holder, pid: row.pid, expiresAt: row.expires_at } : null;
}

export {
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
