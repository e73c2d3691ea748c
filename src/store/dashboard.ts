// Read models for the local dashboard: paged session listings, whole turns, the knowledge items by type, the queue,
// vector coverage and the raw material of the hot-files and topic panels. (What a forget would delete is forget.ts's.)
import type { Db } from './connection.js';
import { VECTOR_KINDS } from './kinds.js';
import { getItem, type ItemRow, type ItemType, type Trust } from './knowledge.js';

export const SESSION_SORTS = ['started', 'ended', 'duration', 'prompts', 'tools', 'failures', 'status'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

/** Sort keys map to fixed SQL expressions only: nothing from a request reaches the ORDER BY. */
const SORT_SQL: Record<SessionSort, string> = {
  started: 's.started_at',
  ended: 's.ended_at',
  duration: '(coalesce(s.ended_at, s.last_activity_at) - s.started_at)',
  prompts: 's.prompt_count',
  tools: '(SELECT count(*) FROM tool_events t WHERE t.session_id = s.id)',
  failures: '(SELECT count(*) FROM tool_events t WHERE t.session_id = s.id AND t.success = 0)',
  status: 's.status',
};

export interface SessionListQuery {
  sort: SessionSort;
  descending: boolean;
  offset: number;
  limit: number;
  /** Started at or after (epoch ms). */
  since?: number;
  /** Started before (epoch ms). */
  until?: number;
  /** Matched as a substring of the id, cwd or rollup. */
  text?: string;
  /** An FTS5 word query (from recall/fts-query) over the session's searchable memories. */
  match?: string | null;
}

export interface SessionListRow {
  id: string;
  cwd: string | null;
  status: string;
  startedAt: number;
  endedAt: number | null;
  lastActivityAt: number;
  durationMs: number;
  prompts: number;
  toolUses: number;
  failures: number;
  rollup: string | null;
  rollupTier: string | null;
}

function sessionWhere(q: SessionListQuery): { sql: string; params: Record<string, unknown> } {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  if (q.since != null) {
    where.push('s.started_at >= @since');
    params.since = q.since;
  }
  if (q.until != null) {
    where.push('s.started_at < @until');
    params.until = q.until;
  }
  if (q.text) {
    const like = `%${q.text.replace(/[\\%_]/g, '\\$&')}%`;
    const any = [`s.id LIKE @like ESCAPE '\\'`, `s.cwd LIKE @like ESCAPE '\\'`, `s.rollup_summary LIKE @like ESCAPE '\\'`];
    params.like = like;
    if (q.match) {
      any.push('s.id IN (SELECT d.session_id FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH @match)');
      params.match = q.match;
    }
    where.push(`(${any.join(' OR ')})`);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** One page of sessions; counts of tool uses and failures are computed for the page only (unless sorted by them). */
export function listSessions(db: Db, q: SessionListQuery): { rows: SessionListRow[]; total: number } {
  const { sql, params } = sessionWhere(q);
  const total = (db.prepare(`SELECT count(*) AS n FROM sessions s ${sql}`).get(params) as { n: number }).n;
  const dir = q.descending ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `WITH page AS (SELECT s.* FROM sessions s ${sql} ORDER BY ${SORT_SQL[q.sort]} ${dir}, s.started_at ${dir}, s.id LIMIT @limit OFFSET @offset)
       SELECT page.*, (SELECT count(*) FROM tool_events t WHERE t.session_id = page.id) AS tool_uses,
         (SELECT count(*) FROM tool_events t WHERE t.session_id = page.id AND t.success = 0) AS failures FROM page`,
    )
    .all({ ...params, limit: q.limit, offset: q.offset }) as Record<string, unknown>[];
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as string,
      cwd: (r.cwd as string) ?? null,
      status: r.status as string,
      startedAt: r.started_at as number,
      endedAt: (r.ended_at as number) ?? null,
      lastActivityAt: r.last_activity_at as number,
      durationMs: ((r.ended_at as number) ?? (r.last_activity_at as number)) - (r.started_at as number),
      prompts: r.prompt_count as number,
      toolUses: r.tool_uses as number,
      failures: r.failures as number,
      rollup: (r.rollup_summary as string) ?? null,
      rollupTier: (r.rollup_tier as string) ?? null,
    })),
  };
}

export interface TurnDetail {
  promptNumber: number;
  prompt: { id: number; text: string; at: string } | null;
  summary: { id: number; text: string; tier: string } | null;
  assistant: { id: number; text: string; agentId: string | null; at: string }[];
  toolEvents: { id: number; toolName: string; summary: string; success: boolean; error: string | null; retained: boolean; at: string }[];
}

/** Everything stored for one turn, for expanding it in the timeline. */
export function turnDetail(db: Db, sessionId: string, promptNumber: number): TurnDetail {
  const prompt = db
    .prepare('SELECT id, text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?')
    .get(sessionId, promptNumber) as { id: number; text: string; created_at_iso: string } | undefined;
  const summary = db
    .prepare('SELECT id, summary, tier FROM turn_summaries WHERE session_id = ? AND prompt_number = ?')
    .get(sessionId, promptNumber) as { id: number; summary: string; tier: string } | undefined;
  const assistant = db
    .prepare(
      'SELECT id, text, agent_id, created_at_iso FROM assistant_messages WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id',
    )
    .all(sessionId, promptNumber) as { id: number; text: string; agent_id: string | null; created_at_iso: string }[];
  const tools = db
    .prepare(
      `SELECT id, tool_name, summary, success, error, payload_id, created_at_iso FROM tool_events
       WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id`,
    )
    .all(sessionId, promptNumber) as {
    id: number;
    tool_name: string;
    summary: string;
    success: number;
    error: string | null;
    payload_id: number | null;
    created_at_iso: string;
  }[];
  return {
    promptNumber,
    prompt: prompt ? { id: prompt.id, text: prompt.text, at: prompt.created_at_iso } : null,
    summary: summary ? { id: summary.id, text: summary.summary, tier: summary.tier } : null,
    assistant: assistant.map((a) => ({ id: a.id, text: a.text, agentId: a.agent_id, at: a.created_at_iso })),
    toolEvents: tools.map((t) => ({
      id: t.id,
      toolName: t.tool_name,
      summary: t.summary,
      success: t.success === 1,
      error: t.error,
      retained: t.payload_id != null,
      at: t.created_at_iso,
    })),
  };
}

/** Tool-use and failure counts of one session. */
export function sessionToolCounts(db: Db, sessionId: string): { toolUses: number; failures: number } {
  const r = db
    .prepare('SELECT count(*) AS n, coalesce(sum(success = 0), 0) AS failed FROM tool_events WHERE session_id = ?')
    .get(sessionId) as { n: number; failed: number };
  return { toolUses: r.n, failures: r.failed };
}

// ── Knowledge ──

export interface ItemListQuery {
  type: ItemType;
  /** Superseded items too (they show their successor). */
  includeSuperseded: boolean;
  /** Rejected items too (never shown elsewhere; the reviewer may want to see what was turned down). */
  includeRejected: boolean;
  /** Only these trust states. */
  trusts?: Trust[];
  limit: number;
}

/** Items of one type, candidates first (they wait for review), then newest. */
export function listItems(db: Db, q: ItemListQuery): { rows: ItemRow[]; total: number } {
  const where = ['type = @type'];
  if (!q.includeSuperseded) where.push(`status = 'active'`);
  if (!q.includeRejected) where.push(`trust != 'rejected'`);
  const params: Record<string, unknown> = { type: q.type, limit: q.limit };
  if (q.trusts?.length) {
    where.push(`trust IN (${q.trusts.map((_, i) => `@trust${i}`).join(', ')})`);
    q.trusts.forEach((t, i) => (params[`trust${i}`] = t));
  }
  const sql = where.join(' AND ');
  const total = (db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${sql}`).get(params) as { n: number }).n;
  const ids = db
    .prepare(
      `SELECT id FROM memory_items WHERE ${sql} ORDER BY (trust = 'candidate') DESC, (status = 'active') DESC, recorded_at DESC, id DESC LIMIT @limit`,
    )
    .all(params) as { id: number }[];
  return { total, rows: ids.map((r) => getItem(db, r.id)!) };
}

// ── Health ──

export interface QueueItemRow {
  id: number;
  kind: string;
  target: string;
  attempts: number;
  lastError: string | null;
  parked: boolean;
  notBefore: number;
  claimedBy: string | null;
}

const QUEUE_COLUMNS = 'id, kind, target, attempts, last_error, parked, not_before, claimed_by';
type QueueRaw = {
  id: number;
  kind: string;
  target: string;
  attempts: number;
  last_error: string | null;
  parked: number;
  not_before: number;
  claimed_by: string | null;
};
const mapQueue = (r: QueueRaw): QueueItemRow => ({
  id: r.id,
  kind: r.kind,
  target: r.target,
  attempts: r.attempts,
  lastError: r.last_error,
  parked: r.parked === 1,
  notBefore: r.not_before,
  claimedBy: r.claimed_by,
});

/** Parked items first (they need a person), then the rest in claim order. */
export function queueItems(db: Db, limit: number): QueueItemRow[] {
  return (db.prepare(`SELECT ${QUEUE_COLUMNS} FROM pending_compressions ORDER BY parked DESC, id LIMIT ?`).all(limit) as QueueRaw[]).map(
    mapQueue,
  );
}

export function queueItem(db: Db, id: number): QueueItemRow | null {
  const r = db.prepare(`SELECT ${QUEUE_COLUMNS} FROM pending_compressions WHERE id = ?`).get(id) as QueueRaw | undefined;
  return r ? mapQueue(r) : null;
}

export interface VectorCoverage {
  /** Search docs of the kinds that get vectors. */
  eligible: number;
  byModel: { model: string; vectors: number }[];
}

export function vectorCoverage(db: Db): VectorCoverage {
  const kinds = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');
  const eligible = (db.prepare(`SELECT count(*) AS n FROM search_docs WHERE kind IN (${kinds})`).get() as { n: number }).n;
  const byModel = db.prepare('SELECT model, count(*) AS vectors FROM embeddings GROUP BY model ORDER BY vectors DESC').all() as {
    model: string;
    vectors: number;
  }[];
  return { eligible, byModel };
}

// ── Change marker ──

/**
 * A value that changes whenever the store may have: another connection committed (data_version) or this one wrote
 * (total_changes). Results derived only from the store can be kept until it changes.
 */
export function storeGeneration(db: Db): string {
  const dataVersion = db.pragma('data_version', { simple: true }) as number;
  const own = (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  return `${dataVersion}:${own}`;
}

// ── Hot files and topics ──

// "Most recent" is the most recently stored (rowid order): walking the primary key backwards stops after `limit`
// rows, where ordering by created_at sorted the whole table on every request (0.7 s at 100k items).

/** Tool evidence of the most recently stored turn summaries (the hot-files panel counts paths in it). */
export function recentTurnEvidence(db: Db, limit: number): string[] {
  return (db.prepare('SELECT evidence_json FROM turn_summaries ORDER BY id DESC LIMIT ?').all(limit) as { evidence_json: string }[]).map(
    (r) => r.evidence_json,
  );
}

/** Texts of the most recently stored summaries, rollups, items and prompts (the topic map clusters their terms). */
export function recentSummaryTexts(db: Db, limit: number): string[] {
  return (
    db
      .prepare(
        "SELECT text FROM search_docs WHERE kind IN ('summary', 'rollup', 'decision', 'preference', 'convention', 'discovery', 'prompt') AND active = 1 ORDER BY id DESC LIMIT ?",
      )
      .all(limit) as {
      text: string;
    }[]
  ).map((r) => r.text);
}
