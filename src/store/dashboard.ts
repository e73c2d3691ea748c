// Read models for the local dashboard: paged session listings, whole turns, the knowledge lists, what a forget
// would delete, the queue, vector coverage and the raw material of the hot-files and topic panels.
import type { Db } from './connection.js';
import { VECTOR_KINDS, type MemoryKind } from './kinds.js';

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
  const prompt = db.prepare('SELECT id, text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?').get(sessionId, promptNumber) as
    | { id: number; text: string; created_at_iso: string }
    | undefined;
  const summary = db.prepare('SELECT id, summary, tier FROM turn_summaries WHERE session_id = ? AND prompt_number = ?').get(sessionId, promptNumber) as
    | { id: number; summary: string; tier: string }
    | undefined;
  const assistant = db
    .prepare('SELECT id, text, agent_id, created_at_iso FROM assistant_messages WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id')
    .all(sessionId, promptNumber) as { id: number; text: string; agent_id: string | null; created_at_iso: string }[];
  const tools = db
    .prepare(
      `SELECT id, tool_name, summary, success, error, payload_id, created_at_iso FROM tool_events
       WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id`,
    )
    .all(sessionId, promptNumber) as { id: number; tool_name: string; summary: string; success: number; error: string | null; payload_id: number | null; created_at_iso: string }[];
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
  const r = db.prepare('SELECT count(*) AS n, coalesce(sum(success = 0), 0) AS failed FROM tool_events WHERE session_id = ?').get(sessionId) as { n: number; failed: number };
  return { toolUses: r.n, failures: r.failed };
}

// ── Knowledge ──

export interface DecisionListRow {
  id: number;
  decision: string;
  reason: string;
  source: string;
  status: string;
  supersededBy: number | null;
  sessionId: string | null;
  promptNumber: number | null;
  createdAt: string;
}

/** Decisions, newest first; superseded ones too when asked (they show their replacement). */
export function listDecisions(db: Db, opts: { includeSuperseded: boolean; limit: number }): { rows: DecisionListRow[]; total: number } {
  const where = opts.includeSuperseded ? '' : "WHERE status = 'active'";
  const total = (db.prepare(`SELECT count(*) AS n FROM decisions ${where}`).get() as { n: number }).n;
  const rows = db
    .prepare(`SELECT id, decision, reason, source, status, superseded_by, session_id, prompt_number, created_at_iso FROM decisions ${where} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .all(opts.limit) as { id: number; decision: string; reason: string; source: string; status: string; superseded_by: number | null; session_id: string | null; prompt_number: number | null; created_at_iso: string }[];
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      decision: r.decision,
      reason: r.reason,
      source: r.source,
      status: r.status,
      supersededBy: r.superseded_by,
      sessionId: r.session_id,
      promptNumber: r.prompt_number,
      createdAt: r.created_at_iso,
    })),
  };
}

export interface CodeAreaRow {
  id: number;
  filePath: string;
  description: string;
  source: string;
  sessionId: string | null;
  createdAt: string;
}

export function listCodeAreas(db: Db, limit: number): { rows: CodeAreaRow[]; total: number } {
  const total = (db.prepare('SELECT count(*) AS n FROM code_areas').get() as { n: number }).n;
  const rows = db
    .prepare('SELECT id, file_path, description, source, session_id, created_at_iso FROM code_areas ORDER BY file_path, id LIMIT ?')
    .all(limit) as { id: number; file_path: string; description: string; source: string; session_id: string | null; created_at_iso: string }[];
  return {
    total,
    rows: rows.map((r) => ({ id: r.id, filePath: r.file_path, description: r.description, source: r.source, sessionId: r.session_id, createdAt: r.created_at_iso })),
  };
}

export function getDecision(db: Db, id: number): DecisionListRow | null {
  const r = db.prepare('SELECT id, decision, reason, source, status, superseded_by, session_id, prompt_number, created_at_iso FROM decisions WHERE id = ?').get(id) as
    | { id: number; decision: string; reason: string; source: string; status: string; superseded_by: number | null; session_id: string | null; prompt_number: number | null; created_at_iso: string }
    | undefined;
  return r
    ? { id: r.id, decision: r.decision, reason: r.reason, source: r.source, status: r.status, supersededBy: r.superseded_by, sessionId: r.session_id, promptNumber: r.prompt_number, createdAt: r.created_at_iso }
    : null;
}

// ── What a forget removes ──

export interface ForgetImpact {
  /** The memory's own text, shortened, so the confirmation names what is meant. */
  label: string;
  /** Rows that will be deleted, by what they are; zero counts are left out. */
  deletes: { what: string; count: number }[];
  /** What stays but loses its link to the forgotten memory. */
  unlinks: { what: string; count: number }[];
}

const KIND_TABLE: Partial<Record<Exclude<MemoryKind, 'session' | 'tool' | 'rollup'>, { table: string; label: string; noun: string }>> = {
  decision: { table: 'decisions', label: 'decision', noun: 'decision' },
  prompt: { table: 'prompts', label: 'text', noun: 'prompt' },
  assistant: { table: 'assistant_messages', label: 'text', noun: 'assistant message' },
  summary: { table: 'turn_summaries', label: 'summary', noun: 'turn summary' },
  code_area: { table: 'code_areas', label: "file_path || ': ' || description", noun: 'code area' },
};

/**
 * Exactly what `forget` would delete for `<kind>:<id>` (a full session id for session and rollup), counted before
 * it runs; null when nothing is stored under the id.
 */
export function forgetImpact(db: Db, kind: MemoryKind, id: string): ForgetImpact | null {
  const one = (sql: string, ...p: unknown[]) => (db.prepare(sql).get(...p) as { n: number }).n;
  // [singular, plural, count]: the confirmation reads "1 prompt", "3 search entries".
  const list = (items: [string, string, number][]) => items.filter(([, , n]) => n > 0).map(([one, many, count]) => ({ what: count === 1 ? one : many, count }));
  if (kind === 'session') {
    const s = db.prepare('SELECT id, rollup_summary FROM sessions WHERE id = ?').get(id) as { id: string; rollup_summary: string | null } | undefined;
    if (!s) return null;
    return {
      label: s.rollup_summary ?? `session ${s.id}`,
      deletes: list([
        ['session', 'sessions', 1],
        ['prompt', 'prompts', one('SELECT count(*) AS n FROM prompts WHERE session_id = ?', id)],
        ['assistant message', 'assistant messages', one('SELECT count(*) AS n FROM assistant_messages WHERE session_id = ?', id)],
        ['tool event', 'tool events', one('SELECT count(*) AS n FROM tool_events WHERE session_id = ?', id)],
        ['raw tool payload', 'raw tool payloads', one('SELECT count(*) AS n FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL', id)],
        ['turn summary', 'turn summaries', one('SELECT count(*) AS n FROM turn_summaries WHERE session_id = ?', id)],
        ['search entry', 'search entries', one('SELECT count(*) AS n FROM search_docs WHERE session_id = ?', id)],
        ['vector', 'vectors', one('SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.session_id = ?', id)],
        ['queued compression', 'queued compressions', one("SELECT count(*) AS n FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'", id, `${id.replace(/[\\%_]/g, '\\$&')}#%`)],
      ]),
      unlinks: list([
        ['decision made in it (kept)', 'decisions made in it (kept)', one('SELECT count(*) AS n FROM decisions WHERE session_id = ?', id)],
        ['code area noted in it (kept)', 'code areas noted in it (kept)', one('SELECT count(*) AS n FROM code_areas WHERE session_id = ?', id)],
      ]),
    };
  }
  const searchAndVectors = (docKind: string, ref: string): [string, string, number][] => [
    ['search entry', 'search entries', one('SELECT count(*) AS n FROM search_docs WHERE kind = ? AND ref_id = ?', docKind, ref)],
    ['vector', 'vectors', one('SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.kind = ? AND d.ref_id = ?', docKind, ref)],
  ];
  if (kind === 'rollup') {
    const s = db.prepare('SELECT rollup_summary FROM sessions WHERE id = ? AND rollup_summary IS NOT NULL').get(id) as { rollup_summary: string } | undefined;
    if (!s) return null;
    return { label: s.rollup_summary, deletes: list([['session rollup', 'session rollups', 1], ...searchAndVectors('rollup', id)]), unlinks: [] };
  }
  if (kind === 'tool') {
    const t = db.prepare('SELECT tool_name, summary, payload_id FROM tool_events WHERE id = ?').get(id) as { tool_name: string; summary: string; payload_id: number | null } | undefined;
    if (!t) return null;
    return { label: `${t.tool_name}: ${t.summary}`, deletes: list([['tool event', 'tool events', 1], ['raw tool payload', 'raw tool payloads', t.payload_id ? 1 : 0], ...searchAndVectors('tool', id)]), unlinks: [] };
  }
  const k = KIND_TABLE[kind];
  if (!k) return null;
  const row = db.prepare(`SELECT ${k.label} AS label FROM ${k.table} WHERE id = ?`).get(id) as { label: string } | undefined;
  if (!row) return null;
  return {
    label: row.label,
    deletes: list([[k.noun, k.noun, 1], ...searchAndVectors(kind, id)]),
    unlinks: kind === 'decision' ? list([['decision it replaced (stays superseded)', 'decisions it replaced (they stay superseded)', one('SELECT count(*) AS n FROM decisions WHERE superseded_by = ?', id)]]) : [],
  };
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
type QueueRaw = { id: number; kind: string; target: string; attempts: number; last_error: string | null; parked: number; not_before: number; claimed_by: string | null };
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
  return (db.prepare(`SELECT ${QUEUE_COLUMNS} FROM pending_compressions ORDER BY parked DESC, id LIMIT ?`).all(limit) as QueueRaw[]).map(mapQueue);
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
  const byModel = db.prepare('SELECT model, count(*) AS vectors FROM embeddings GROUP BY model ORDER BY vectors DESC').all() as { model: string; vectors: number }[];
  return { eligible, byModel };
}

// ── Hot files and topics ──

/** Tool evidence of the most recent turn summaries (the hot-files panel counts paths in it). */
export function recentTurnEvidence(db: Db, limit: number): string[] {
  return (db.prepare('SELECT evidence_json FROM turn_summaries ORDER BY created_at DESC, id DESC LIMIT ?').all(limit) as { evidence_json: string }[]).map((r) => r.evidence_json);
}

/** Texts of the most recent summaries and rollups (the topic map clusters their terms). */
export function recentSummaryTexts(db: Db, limit: number): string[] {
  return (
    db.prepare("SELECT text FROM search_docs WHERE kind IN ('summary', 'rollup', 'decision', 'prompt') AND active = 1 ORDER BY created_at DESC, id DESC LIMIT ?").all(limit) as {
      text: string;
    }[]
  ).map((r) => r.text);
}
