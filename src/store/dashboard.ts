// Read models for the local dashboard: paged session listings, whole turns, the knowledge items by type, what a
// forget would delete, the queue, vector coverage and the raw material of the hot-files and topic panels.
import type { Db } from './connection.js';
import { VECTOR_KINDS, type MemoryKind } from './kinds.js';
import { findItem, getItem, isItemType, itemId, type ItemRow, type ItemType, type Trust } from './knowledge.js';

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

// ── What a forget removes ──

export interface ForgetImpact {
  /** The memory's own text, shortened, so the confirmation names what is meant. */
  label: string;
  /** Rows that will be deleted, by what they are; zero counts are left out. */
  deletes: { what: string; count: number }[];
  /** Items forgotten with it: inferred only from what is forgotten (their ids). */
  derivedItems: string[];
  /** What stays but changes: summaries rebuilt without it, items losing a receipt, replaced items relinked. */
  unlinks: { what: string; count: number }[];
}

const CAPTURED_TABLE: Partial<Record<MemoryKind, { table: string; label: string; noun: string }>> = {
  prompt: { table: 'prompts', label: 'text', noun: 'prompt' },
  assistant: { table: 'assistant_messages', label: 'text', noun: 'assistant message' },
  summary: { table: 'turn_summaries', label: 'summary', noun: 'turn summary' },
};

/**
 * The receipts forget drops for a captured memory (mirrors store/forget.ts): a SQL condition over memory_provenance
 * `p` and its parameters; null when forgetting it touches no receipt.
 */
function receiptScope(db: Db, kind: MemoryKind, ref: string): [string, unknown[]] | null {
  if (kind === 'session') return ['p.session_id = ?', [ref]];
  if (kind === 'prompt') {
    const r = db.prepare('SELECT session_id, prompt_number FROM prompts WHERE id = ?').get(ref) as
      | { session_id: string; prompt_number: number }
      | undefined;
    return r ? [`p.session_id = ? AND p.prompt_number = ? AND p.kind = 'prompt'`, [r.session_id, r.prompt_number]] : null;
  }
  if (kind === 'assistant') {
    const r = db.prepare('SELECT uuid FROM assistant_messages WHERE id = ?').get(ref) as { uuid: string } | undefined;
    return r ? ['p.transcript_uuid = ?', [r.uuid]] : null;
  }
  if (kind === 'tool') {
    const r = db.prepare('SELECT tool_use_id FROM tool_events WHERE id = ?').get(ref) as { tool_use_id: string } | undefined;
    return r ? ['p.tool_use_id = ?', [r.tool_use_id]] : null;
  }
  if (kind === 'turn') {
    // A turn card forgets the turn's prompt, replies and tool events: the receipts pointing at any of them.
    const r = db.prepare('SELECT session_id, prompt_number FROM turn_summaries WHERE id = ?').get(ref) as
      | { session_id: string; prompt_number: number }
      | undefined;
    return r
      ? [
          `(p.session_id = ? AND p.prompt_number = ? AND p.kind = 'prompt') OR p.transcript_uuid IN (SELECT uuid FROM assistant_messages WHERE session_id = ? AND prompt_number = ?)
            OR p.tool_use_id IN (SELECT tool_use_id FROM tool_events WHERE session_id = ? AND prompt_number = ?)`,
          [r.session_id, r.prompt_number, r.session_id, r.prompt_number, r.session_id, r.prompt_number],
        ]
      : null;
  }
  return null;
}

/**
 * Exactly what `forget` would delete for `<kind>:<ref>` (a full session id for session and rollup; an item id as
 * findItem resolves it), counted before it runs; null when nothing is stored under the id.
 */
export function forgetImpact(db: Db, kind: MemoryKind, ref: string): (ForgetImpact & { id: string }) | null {
  const one = (sql: string, ...p: unknown[]) => (db.prepare(sql).get(...p) as { n: number }).n;
  // [singular, plural, count]: the confirmation reads "1 prompt", "3 search entries".
  const list = (items: [string, string, number][]) =>
    items.filter(([, , n]) => n > 0).map(([one, many, count]) => ({ what: count === 1 ? one : many, count }));
  const searchAndVectors = (docKind: string, docRef: string): [string, string, number][] => [
    ['search entry', 'search entries', one('SELECT count(*) AS n FROM search_docs WHERE kind = ? AND ref_id = ?', docKind, docRef)],
    [
      'vector',
      'vectors',
      one(
        'SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.kind = ? AND d.ref_id = ?',
        docKind,
        docRef,
      ),
    ],
  ];

  if (isItemType(kind)) {
    const item = findItem(db, kind, ref);
    if (!item) return null;
    const label = item.type === 'code_area' ? `${item.subjectKey}: ${item.text}` : item.text;
    return {
      id: itemId(item),
      label,
      deletes: list([
        [NOUNS[item.type][0], NOUNS[item.type][1], 1],
        ['receipt', 'receipts', one('SELECT count(*) AS n FROM memory_provenance WHERE item_id = ?', item.id)],
        ...searchAndVectors(item.type, String(item.id)),
        [
          'conflict record',
          'conflict records',
          one('SELECT count(*) AS n FROM memory_conflicts WHERE item_a = ? OR item_b = ?', item.id, item.id),
        ],
      ]),
      derivedItems: [],
      unlinks: list(
        item.supersededBy != null
          ? [
              [
                'item it replaced (now points at its successor)',
                'items it replaced (now point at its successor)',
                one('SELECT count(*) AS n FROM memory_items WHERE superseded_by = ?', item.id),
              ],
            ]
          : [
              [
                'item it replaced (back as an unconfirmed candidate)',
                'items it replaced (back as unconfirmed candidates)',
                one('SELECT count(*) AS n FROM memory_items WHERE superseded_by = ?', item.id),
              ],
            ],
      ),
    };
  }

  // Items inferred only from what goes are forgotten with it; others keep their other receipts.
  const scope = receiptScope(db, kind, ref);
  const derived: string[] = [];
  let losingReceipts = 0;
  if (scope) {
    const [where, params] = scope;
    const touched = db
      .prepare(
        `SELECT i.id, i.type, i.origin,
           (SELECT count(*) FROM memory_provenance q WHERE q.item_id = i.id AND q.kind != 'review') AS total,
           (SELECT count(*) FROM memory_provenance p WHERE p.item_id = i.id AND p.kind != 'review' AND (${where})) AS matched
         FROM memory_items i WHERE i.id IN (SELECT p.item_id FROM memory_provenance p WHERE (${where})) ORDER BY i.id`,
      )
      .all(...params, ...params) as { id: number; type: string; origin: string; total: number; matched: number }[];
    for (const t of touched) {
      if (t.origin === 'inferred' && t.total === t.matched) derived.push(itemId(t));
      else losingReceipts++;
    }
  }
  const rebuilt = (sessionId: string, promptNumber: number | null): [string, string, number][] => [
    [
      'turn summary rebuilt without it',
      'turn summaries rebuilt without it',
      promptNumber == null
        ? 0
        : one('SELECT count(*) AS n FROM turn_summaries WHERE session_id = ? AND prompt_number = ?', sessionId, promptNumber),
    ],
    [
      'session rollup rebuilt without it',
      'session rollups rebuilt without it',
      one('SELECT count(*) AS n FROM sessions WHERE id = ? AND rollup_summary IS NOT NULL', sessionId),
    ],
  ];
  const keptItems: [string, string, number] = ['item keeping its other receipts', 'items keeping their other receipts', losingReceipts];
  const derivedRow: [string, string, number] = ['item inferred only from it', 'items inferred only from it', derived.length];

  if (kind === 'session') {
    const s = db.prepare('SELECT id, rollup_summary FROM sessions WHERE id = ?').get(ref) as
      | { id: string; rollup_summary: string | null }
      | undefined;
    if (!s) return null;
    return {
      id: `session:${s.id}`,
      label: s.rollup_summary ?? `session ${s.id}`,
      deletes: list([
        ['session', 'sessions', 1],
        ['prompt', 'prompts', one('SELECT count(*) AS n FROM prompts WHERE session_id = ?', ref)],
        ['assistant message', 'assistant messages', one('SELECT count(*) AS n FROM assistant_messages WHERE session_id = ?', ref)],
        ['tool event', 'tool events', one('SELECT count(*) AS n FROM tool_events WHERE session_id = ?', ref)],
        [
          'raw tool payload',
          'raw tool payloads',
          one('SELECT count(*) AS n FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL', ref),
        ],
        ['turn summary', 'turn summaries', one('SELECT count(*) AS n FROM turn_summaries WHERE session_id = ?', ref)],
        ['search entry', 'search entries', one('SELECT count(*) AS n FROM search_docs WHERE session_id = ?', ref)],
        [
          'vector',
          'vectors',
          one('SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.session_id = ?', ref),
        ],
        [
          'queued compression',
          'queued compressions',
          one(
            "SELECT count(*) AS n FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'",
            ref,
            `${ref.replace(/[\\%_]/g, '\\$&')}#%`,
          ),
        ],
        derivedRow,
      ]),
      derivedItems: derived,
      unlinks: list([keptItems]),
    };
  }
  if (kind === 'rollup') {
    const s = db.prepare('SELECT rollup_summary FROM sessions WHERE id = ? AND rollup_summary IS NOT NULL').get(ref) as
      | { rollup_summary: string }
      | undefined;
    if (!s) return null;
    return {
      id: `rollup:${ref}`,
      label: s.rollup_summary,
      deletes: list([['session rollup', 'session rollups', 1], ...searchAndVectors('rollup', ref)]),
      derivedItems: [],
      unlinks: [],
    };
  }
  if (kind === 'tool') {
    const t = db.prepare('SELECT tool_name, summary, payload_id, session_id, prompt_number FROM tool_events WHERE id = ?').get(ref) as
      | { tool_name: string; summary: string; payload_id: number | null; session_id: string; prompt_number: number }
      | undefined;
    if (!t) return null;
    return {
      id: `tool:${ref}`,
      label: `${t.tool_name}: ${t.summary}`,
      deletes: list([
        ['tool event', 'tool events', 1],
        ['raw tool payload', 'raw tool payloads', t.payload_id ? 1 : 0],
        ...searchAndVectors('tool', ref),
        derivedRow,
      ]),
      derivedItems: derived,
      unlinks: list([...rebuilt(t.session_id, t.prompt_number), keptItems]),
    };
  }
  if (kind === 'turn') {
    const t = db.prepare('SELECT session_id, prompt_number, summary FROM turn_summaries WHERE id = ?').get(ref) as
      | { session_id: string; prompt_number: number; summary: string }
      | undefined;
    if (!t) return null;
    const inTurn = (table: string, extra = '') =>
      one(`SELECT count(*) AS n FROM ${table} WHERE session_id = ? AND prompt_number = ?${extra}`, t.session_id, t.prompt_number);
    return {
      id: `turn:${ref}`,
      label: t.summary,
      deletes: list([
        ['prompt', 'prompts', inTurn('prompts')],
        ['assistant message', 'assistant messages', inTurn('assistant_messages')],
        ['tool event', 'tool events', inTurn('tool_events')],
        ['raw tool payload', 'raw tool payloads', inTurn('tool_events', ' AND payload_id IS NOT NULL')],
        ['turn summary', 'turn summaries', 1],
        ['search entry', 'search entries', inTurn('search_docs')],
        [
          'vector',
          'vectors',
          one(
            'SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.session_id = ? AND d.prompt_number = ?',
            t.session_id,
            t.prompt_number,
          ),
        ],
        derivedRow,
      ]),
      derivedItems: derived,
      unlinks: list([rebuilt(t.session_id, null)[1], keptItems]),
    };
  }
  const k = CAPTURED_TABLE[kind];
  if (!k) return null;
  const row = db.prepare(`SELECT ${k.label} AS label, session_id, prompt_number FROM ${k.table} WHERE id = ?`).get(ref) as
    | { label: string; session_id: string; prompt_number: number }
    | undefined;
  if (!row) return null;
  return {
    id: `${kind}:${ref}`,
    label: row.label,
    deletes: list([[k.noun, k.noun, 1], ...searchAndVectors(kind, ref), derivedRow]),
    derivedItems: derived,
    // A forgotten summary is never rebuilt; what quotes a forgotten prompt or message is.
    unlinks: list([...rebuilt(row.session_id, kind === 'summary' ? null : row.prompt_number), keptItems]),
  };
}

const NOUNS: Record<ItemType, [string, string]> = {
  decision: ['decision', 'decisions'],
  preference: ['preference', 'preferences'],
  convention: ['convention', 'conventions'],
  discovery: ['discovery', 'discoveries'],
  code_area: ['code area', 'code areas'],
};

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
