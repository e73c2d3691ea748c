// The compression work queue and the single-worker lease. Work is acknowledged (the queue row deleted) in the same
// transaction that stores its result, so a worker killed at any point loses nothing and duplicates nothing.
import type { Db } from './connection.js';
import { applyExtractedWithin, type ExtractedItem, type WriteContext } from './knowledge.js';
import { hideEchoTurn, saveRollup, saveTurnSummary, unsummarizedTurns } from './summaries.js';
import { statement } from './statements.js';

export type QueueKind = 'turn' | 'session_rollup';

export interface QueueItem {
  id: number;
  kind: QueueKind;
  target: string;
  attempts: number;
}

export const turnTarget = (sessionId: string, promptNumber: number) => `${sessionId}#${promptNumber}`;

export function parseTurnTarget(target: string): { sessionId: string; promptNumber: number } {
  const at = target.lastIndexOf('#');
  return { sessionId: target.slice(0, at), promptNumber: Number(target.slice(at + 1)) };
}

/** Adds work, or revives it: new material for an already queued or parked target resets its attempts. */
export function enqueue(db: Db, kind: QueueKind, target: string, now: number, delayMs = 0): void {
  statement(
    db,
    `INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(kind, target) DO UPDATE SET attempts = 0, parked = 0, last_error = NULL,
       not_before = min(pending_compressions.not_before, excluded.not_before)`,
  ).run(kind, target, now + delayMs, now);
}

/** Queues every turn of the session (before `beforePrompt`, if given) that has material but no summary yet. */
export function queueTurns(db: Db, sessionId: string, now: number, beforePrompt = Number.POSITIVE_INFINITY): boolean {
  const turns = unsummarizedTurns(db, sessionId).filter((n) => n < beforePrompt);
  for (const n of turns) enqueue(db, 'turn', turnTarget(sessionId, n), now);
  return turns.length > 0;
}

/**
 * Queues a session closed without its SessionEnd for its rollup, with its turns not queued yet; a turn parked after
 * failing is left parked (closing a session is no new material for it).
 */
export function queueClosedSession(db: Db, sessionId: string, now: number): void {
  const add = statement(
    db,
    'INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(kind, target) DO NOTHING',
  );
  for (const n of unsummarizedTurns(db, sessionId)) add.run('turn', turnTarget(sessionId, n), now, now);
  enqueue(db, 'session_rollup', sessionId, now);
}

/** Queues a finished session's remaining turns and its rollup (the worker rolls up after the turns). */
export function queueSessionWork(db: Db, sessionId: string, now: number, rollup: boolean): boolean {
  const queued = queueTurns(db, sessionId, now);
  if (rollup) enqueue(db, 'session_rollup', sessionId, now);
  return queued || rollup;
}

/** Claims the oldest ready item. A claim older than `staleClaimMs` belonged to a dead worker and is taken over. */
export function claimNext(db: Db, workerId: string, now: number, staleClaimMs: number): QueueItem | null {
  const claim = db.transaction(() => {
    const row = statement(
      db,
      `SELECT id, kind, target, attempts FROM pending_compressions
         WHERE parked = 0 AND not_before <= ? AND (claimed_by IS NULL OR claimed_at < ?)
         ORDER BY CASE kind WHEN 'turn' THEN 0 ELSE 1 END, id LIMIT 1`,
    ).get(now, now - staleClaimMs) as QueueItem | undefined;
    if (!row) return null;
    statement(db, 'UPDATE pending_compressions SET claimed_by = ?, claimed_at = ? WHERE id = ?').run(workerId, now, row.id);
    return row;
  });
  return claim.immediate();
}

/** The workers holding claims on queued work (a worker's id starts with its process id). */
export function claimHolders(db: Db): string[] {
  return (
    statement(db, 'SELECT DISTINCT claimed_by FROM pending_compressions WHERE claimed_by IS NOT NULL').all() as { claimed_by: string }[]
  ).map((r) => r.claimed_by);
}

/** Gives the work claimed by `holders` (workers whose process is gone) back to the queue, to be claimed at once. */
export function releaseClaims(db: Db, holders: string[]): number {
  const release = db.transaction(() =>
    holders.reduce(
      (n, h) =>
        n + statement(db, 'UPDATE pending_compressions SET claimed_by = NULL, claimed_at = NULL WHERE claimed_by = ?').run(h).changes,
      0,
    ),
  );
  return holders.length ? release.immediate() : 0;
}

/** Why queued work that is not parked is not being done now: claimed by a worker, or waiting for a retry. */
export interface QueueWaits {
  claimed: { holder: string; items: number; claimedAt: number }[];
  /** Items waiting for their time (a retry after a failure, a rollup after its turns), and the first of those times. */
  later: { items: number; firstAt: number | null };
}

export function queueWaits(db: Db, now: number): QueueWaits {
  const claimed = (
    statement(
      db,
      `SELECT claimed_by AS holder, count(*) AS items, min(claimed_at) AS claimedAt FROM pending_compressions
         WHERE parked = 0 AND claimed_by IS NOT NULL GROUP BY claimed_by ORDER BY claimedAt`,
    ).all() as { holder: string; items: number; claimedAt: number }[]
  ).map((r) => ({ ...r }));
  const later = statement(
    db,
    'SELECT count(*) AS items, min(not_before) AS firstAt FROM pending_compressions WHERE parked = 0 AND claimed_by IS NULL AND not_before > ?',
  ).get(now) as { items: number; firstAt: number | null };
  return { claimed, later };
}

/** Deletes the queue row only if this worker still holds the claim; returns false if it lost it. */
export function acknowledge(db: Db, item: QueueItem, workerId: string): boolean {
  return statement(db, 'DELETE FROM pending_compressions WHERE id = ? AND claimed_by = ?').run(item.id, workerId).changes > 0;
}

// ── Units of work for the worker: a result and its acknowledgement commit together ──

/**
 * Stores a turn's summary, and what extraction found in it (resolved against the items current now), and
 * acknowledges its item; false (nothing written) when the claim was lost meanwhile. A failure while storing the
 * extracted items rolls back those items only, and is reported to `onError`.
 */
export function completeTurn(
  db: Db,
  item: QueueItem,
  workerId: string,
  t: {
    sessionId: string;
    promptNumber: number;
    summary: string;
    tier: string;
    evidenceJson: string;
    at: number;
    card?: string | null;
    /** Answered only by memory the session was shown: kept out of search (summaries.hideEchoTurn). */
    echo?: boolean;
  },
  knowledge?: { items: ExtractedItem[]; ctx: WriteContext; onError: (err: unknown) => void },
): boolean {
  return db
    .transaction(() => {
      if (!acknowledge(db, item, workerId)) return false; // reclaimed meanwhile: the other worker's result wins
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
    })
    .immediate();
}

/** Stores a session's rollup (and whether the session was trivial) and acknowledges its item. */
export function completeRollup(
  db: Db,
  item: QueueItem,
  workerId: string,
  sessionId: string,
  summary: string,
  tier: string,
  trivial?: boolean,
): boolean {
  return db
    .transaction(() => {
      if (!acknowledge(db, item, workerId)) return false;
      saveRollup(db, sessionId, summary, tier, trivial);
      return true;
    })
    .immediate();
}

/** Acknowledges an item that has nothing (left) to compress. */
export function dropItem(db: Db, item: QueueItem, workerId: string): void {
  db.transaction(() => acknowledge(db, item, workerId)).immediate();
}

/** A rollup whose session still has turns queued goes back in the queue, a little later. */
export function deferItem(db: Db, item: QueueItem, workerId: string, now: number, delayMs: number): void {
  db.transaction(() => {
    if (acknowledge(db, item, workerId)) enqueue(db, item.kind, item.target, now, delayMs);
  }).immediate();
}

/** Turns of a session still waiting in the queue (parked ones do not hold up its rollup). */
export function queuedTurnCount(db: Db, sessionId: string): number {
  return (
    statement(db, "SELECT count(*) AS n FROM pending_compressions WHERE kind = 'turn' AND parked = 0 AND target LIKE ? ESCAPE '\\'").get(
      `${sessionId.replace(/[\\%_]/g, '\\$&')}#%`,
    ) as { n: number }
  ).n;
}

export function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

export function recordFailure(db: Db, item: QueueItem, workerId: string, error: string, now: number, maxAttempts: number): void {
  const attempts = item.attempts + 1;
  statement(
    db,
    `UPDATE pending_compressions SET attempts = ?, last_error = ?, not_before = ?, parked = ?, claimed_by = NULL, claimed_at = NULL
     WHERE id = ? AND claimed_by = ?`,
  ).run(attempts, error.slice(0, 2_000), now + backoffMs(attempts), attempts >= maxAttempts ? 1 : 0, item.id, workerId);
}

export interface QueueStats {
  ready: number;
  waiting: number;
  parked: number;
  parkedItems: { kind: string; target: string; attempts: number; lastError: string | null }[];
}

export function queueStats(db: Db, now: number): QueueStats {
  const counts = statement(
    db,
    `SELECT sum(parked = 0 AND not_before <= ?) AS ready, sum(parked = 0 AND not_before > ?) AS waiting, sum(parked) AS parked
       FROM pending_compressions`,
  ).get(now, now) as { ready: number | null; waiting: number | null; parked: number | null };
  const parkedItems = (
    statement(db, 'SELECT kind, target, attempts, last_error FROM pending_compressions WHERE parked = 1 ORDER BY id LIMIT 20').all() as {
      kind: string;
      target: string;
      attempts: number;
      last_error: string | null;
    }[]
  ).map((r) => ({ kind: r.kind, target: r.target, attempts: r.attempts, lastError: r.last_error }));
  return { ready: counts.ready ?? 0, waiting: counts.waiting ?? 0, parked: counts.parked ?? 0, parkedItems };
}

// ── Lease: one worker per store ──

export const LEASE_NAME = 'compression-worker';

/** Takes the lease if it is free, expired, or already ours. */
export function acquireLease(db: Db, holder: string, pid: number, now: number, leaseMs: number): boolean {
  const take = db.transaction(() => {
    const row = statement(db, 'SELECT holder, expires_at FROM worker_lease WHERE name = ?').get(LEASE_NAME) as
      | { holder: string; expires_at: number }
      | undefined;
    if (row && row.holder !== holder && row.expires_at > now) return false;
    statement(
      db,
      `INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, heartbeat_at = excluded.heartbeat_at, expires_at = excluded.expires_at`,
    ).run(LEASE_NAME, holder, pid, now, now + leaseMs);
    return true;
  });
  return take.immediate();
}

export function releaseLease(db: Db, holder: string): void {
  statement(db, 'DELETE FROM worker_lease WHERE name = ? AND holder = ?').run(LEASE_NAME, holder);
}

export function leaseHolder(db: Db, now: number): { holder: string; pid: number; expiresAt: number } | null {
  const row = statement(db, 'SELECT holder, pid, expires_at FROM worker_lease WHERE name = ? AND expires_at > ?').get(LEASE_NAME, now) as
    | { holder: string; pid: number; expires_at: number }
    | undefined;
  return row ? { holder: row.holder, pid: row.pid, expiresAt: row.expires_at } : null;
}
