// Search primitives over search_docs: BM25 over the word and trigram FTS5 indexes, and stored vectors.
import type { Db } from './connection.js';
import { ITEM_TYPES, VECTOR_KINDS } from './kinds.js';
import { statement } from './statements.js';

export interface SearchFilters {
  sessionId?: string;
  /** The asking session: its own docs (the prompt being answered, for one) are neither hits nor evidence. */
  exceptSessionId?: string;
  /** Leave out a turn still waiting for its answer whose prompt is the query itself: a tool called mid-turn with the
   *  user's question would otherwise find that question first. */
  exceptAskingTurn?: boolean;
  kinds?: string[];
  /** Only memories of these sources (manual, auto, migrated). */
  sources?: string[];
  /** Only items in these trust states (candidate, verified); captured text has none and is left out. */
  trusts?: string[];
  since?: number;
  until?: number;
  /** Only memories of turns that touched this file (by evidence or by mention). */
  filePath?: string;
  /** Superseded items are hidden unless asked for (rejected ones always are). */
  includeInactive?: boolean;
  /** What was believed at this time (epoch ms): items valid and recorded then, captured memories from before it. */
  asOf?: number;
}

/** search_docs kinds that are memory items (the rest are captured text). */
const ITEM_KINDS_SQL = `(${ITEM_TYPES.map((t) => `'${t}'`).join(', ')})`;

export interface DocRow {
  docId: number;
  kind: string;
  refId: string;
  sessionId: string | null;
  promptNumber: number | null;
  source: string;
  active: boolean;
  /** An item's trust (candidate, verified); null for captured text. */
  trust: string | null;
  text: string;
  createdAt: number;
}

const DOC_COLUMNS =
  'd.id AS docId, d.kind, d.ref_id AS refId, d.session_id AS sessionId, d.prompt_number AS promptNumber, d.source, d.active, d.trust, d.text, d.created_at AS createdAt';

function filterSql(f: SearchFilters, params: unknown[]): string {
  // A rejected item was never right: no filter shows it.
  const where: string[] = [`(d.trust IS NULL OR d.trust != 'rejected')`];
  if (f.asOf != null) {
    where.push(`d.created_at <= ?`);
    where.push(`(d.kind NOT IN ${ITEM_KINDS_SQL} OR EXISTS (SELECT 1 FROM memory_items i WHERE i.id = CAST(d.ref_id AS INTEGER)
      AND i.valid_from <= ? AND (i.valid_to IS NULL OR i.valid_to > ?) AND i.recorded_at <= ? AND (i.retracted_at IS NULL OR i.retracted_at > ?)))`);
    params.push(f.asOf, f.asOf, f.asOf, f.asOf, f.asOf);
  } else if (!f.includeInactive) where.push('d.active = 1');
  if (f.sessionId) {
    where.push('d.session_id = ?');
    params.push(f.sessionId);
  }
  if (f.exceptSessionId) {
    where.push('d.session_id IS NOT ?');
    params.push(f.exceptSessionId);
  }
  if (f.kinds?.length) {
    where.push(`d.kind IN (${f.kinds.map(() => '?').join(', ')})`);
    params.push(...f.kinds);
  }
  if (f.sources?.length) {
    where.push(`d.source IN (${f.sources.map(() => '?').join(', ')})`);
    params.push(...f.sources);
  }
  if (f.trusts?.length) {
    where.push(`d.trust IN (${f.trusts.map(() => '?').join(', ')})`);
    params.push(...f.trusts);
  }
  if (f.since != null) {
    where.push('d.created_at >= ?');
    params.push(f.since);
  }
  if (f.until != null) {
    where.push('d.created_at <= ?');
    params.push(f.until);
  }
  if (f.filePath) {
    const like = `%${f.filePath.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(`(d.text LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM turn_summaries s WHERE s.session_id = d.session_id
      AND s.prompt_number = d.prompt_number AND s.evidence_json LIKE ? ESCAPE '\\'))`);
    params.push(like, like);
  }
  return where.length ? `AND ${where.join(' AND ')}` : '';
}

const mapDoc = (r: Omit<DocRow, 'active'> & { active: unknown }): DocRow => ({ ...r, active: r.active === 1 });

/**
 * BM25 ranking (best first). `match` must come from the query sanitizer in recall/fts-query.
 *
 * The ranking runs on the FTS index alone and only its top rows are joined to search_docs: joining first would
 * carry every match's full text through the sort (at 100k docs, a common term matches tens of thousands). With only
 * the default filters (active, not rejected), a few extra rows cover the rare doc they drop, checked with the same
 * conditions; a narrower filter, or too many dropped, ranks among the filtered docs directly.
 */
export function ftsSearch(db: Db, index: 'search_fts' | 'search_trigram', match: string, filters: SearchFilters, limit: number): DocRow[] {
  if (!hasAnyFilter(filters)) {
    const fetch = limit + TOP_SLACK;
    // The conditions' placeholders come first in the statement's text, so their values do too.
    const conditionParams: unknown[] = [];
    const conditions = filterSql(filters, conditionParams);
    const rows = statement(
      db,
      `SELECT ${DOC_COLUMNS}, (1 = 1 ${conditions}) AS passes
       FROM (SELECT rowid AS id, bm25(${index}) AS score FROM ${index} WHERE ${index} MATCH ? ORDER BY score LIMIT ?) f
       JOIN search_docs d ON d.id = f.id ORDER BY f.score, f.id`,
    ).all(...conditionParams, match, fetch) as (Omit<DocRow, 'active'> & { active: unknown; passes: number })[];
    const kept = rows.filter((r) => r.passes === 1);
    // Enough rows pass, or there are no more matches to find: the full query could not do better.
    if (kept.length >= limit || rows.length < fetch) return kept.slice(0, limit).map(({ passes: _, ...r }) => mapDoc(r));
  }
  const params: unknown[] = [match];
  const extra = filterSql(filters, params);
  params.push(limit);
  const rows = statement(
    db,
    `SELECT ${DOC_COLUMNS} FROM ${index} JOIN search_docs d ON d.id = ${index}.rowid WHERE ${index} MATCH ? ${extra} ORDER BY bm25(${index}), d.id LIMIT ?`,
  ).all(...params) as (Omit<DocRow, 'active'> & { active: unknown })[];
  return rows.map(mapDoc);
}

/**
 * The docs matching `match` (the affordable words of a query), with those that also hold words too common to rank
 * (`alsoMatches`, one expression per word, each `match AND word`) moved up by how many of them they hold: a doc with
 * every query word still comes first, as in a BM25 ranking of all of them. Within that, by BM25 over all of
 * `match`'s rows (the caller keeps them few); or, with `newest`, when even `match` is too common to rank, its newest
 * `newest` matches (and the newest that hold the other words) by recency. Joined to search_docs in that order until
 * `limit` pass the filters.
 */
export function ftsSearchHolding(
  db: Db,
  match: string,
  alsoMatches: string[],
  filters: SearchFilters,
  limit: number,
  newest: number | null = null,
): DocRow[] {
  const matching = (expr: string): number[] =>
    (newest == null
      ? statement(db, 'SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts), rowid').pluck().all(expr)
      : statement(db, 'SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ?')
          .pluck()
          .all(expr, newest)) as number[];
  const ranked = matching(match);
  const holds = new Map<number, number>();
  for (const also of alsoMatches) {
    // Without BM25 in the expression, FTS5 reads none of the common word's posting list beyond what it must.
    const ids =
      newest == null
        ? (statement(db, 'SELECT rowid FROM search_fts WHERE search_fts MATCH ?').pluck().all(also) as number[])
        : matching(also);
    for (const id of ids) holds.set(id, (holds.get(id) ?? 0) + 1);
  }
  // By how many other words a doc holds, then in `ranked` order; a doc that holds some but lies beyond the newest
  // `newest` matches follows those holding as many, newest first. Bucketed in one pass: the ranking is already sorted.
  const buckets = Array.from({ length: alsoMatches.length + 1 }, () => ({ ranked: [] as number[], beyond: [] as number[] }));
  for (const id of ranked) {
    buckets[holds.get(id) ?? 0].ranked.push(id);
    holds.delete(id);
  }
  for (const [id, n] of holds) buckets[n].beyond.push(id);
  const order = buckets.reverse().flatMap((b) => [...b.ranked, ...b.beyond.sort((x, y) => y - x)]);
  const out: DocRow[] = [];
  for (let i = 0; i < order.length && out.length < limit; i += HOLDING_CHUNK) {
    const chunk = order.slice(i, i + HOLDING_CHUNK);
    const params: unknown[] = [...chunk];
    const extra = filterSql(filters, params);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => '?').join(',')}) ${extra}`).all(
      ...params,
    ) as (Omit<DocRow, 'active'> & {
      active: unknown;
    })[];
    const byId = new Map(rows.map((r) => [r.docId, r]));
    for (const id of chunk) {
      const r = byId.get(id);
      if (r && out.length < limit) out.push(mapDoc(r));
    }
  }
  return out;
}

/** Docs joined per statement when walking a ranking in order (enough for a limit and the docs filters drop). */
const HOLDING_CHUNK = 128;

/** Rows ranked beyond the limit when only the default filters apply (superseded or rejected docs are few). */
const TOP_SLACK = 20;

export function docsByIds(db: Db, ids: number[]): Map<number, DocRow> {
  const out = new Map<number, DocRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => '?').join(',')})`).all(
      ...chunk,
    ) as (Omit<DocRow, 'active'> & {
      active: unknown;
    })[];
    for (const r of rows) out.set(r.docId, mapDoc(r));
  }
  return out;
}

/** The search entry of one memory (`kind`, `ref`), if it has one. */
export function docByRef(db: Db, kind: string, ref: string): DocRow | null {
  const r = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.kind = ? AND d.ref_id = ?`).get(kind, ref) as
    | (Omit<DocRow, 'active'> & { active: unknown })
    | undefined;
  return r ? mapDoc(r) : null;
}

/**
 * For a vector scan whose only filter leaves out one session (a prompt's recall leaves out the asking session): the
 * docs to leave out, that session's and those no recall shows (inactive, rejected; migration 26's partial index), both
 * read by index. filteredDocIds would list every other doc of the store instead. Null for any other filter.
 */
export function docsLeftOutOf(db: Db, filters: SearchFilters): Set<number> | null {
  const { exceptSessionId, includeInactive, ...rest } = filters;
  if (!exceptSessionId || includeInactive || hasAnyFilter(rest)) return null;
  const rows = statement(
    db,
    `SELECT id FROM search_docs WHERE session_id = ? UNION SELECT id FROM search_docs WHERE active = 0 OR trust = 'rejected'`,
  ).all(exceptSessionId) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Ids of docs passing the filters (for restricting a vector scan). */
export function filteredDocIds(db: Db, filters: SearchFilters): Set<number> {
  const params: unknown[] = [];
  const extra = filterSql(filters, params);
  const rows = db.prepare(`SELECT d.id FROM search_docs d WHERE 1 = 1 ${extra}`).all(...params) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

export const hasAnyFilter = (f: SearchFilters) =>
  Boolean(
    f.sessionId ||
      f.exceptSessionId ||
      f.kinds?.length ||
      f.sources?.length ||
      f.trusts?.length ||
      f.since != null ||
      f.until != null ||
      f.filePath ||
      f.asOf != null,
  );

// ── Vectors ──

/**
 * Only single utterances get vectors: summaries and rollups are blends of many sentences, and such blends sit near
 * the centre of the embedding space, close to almost any query ("hubs"). On the LoCoMo dev split, leaving them out
 * of the vector side turned fusion from a small loss into a gain over keyword search (BENCHMARKS.md); the keyword
 * side still searches them.
 */
export { VECTOR_KINDS };
const VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');
/** Vector log entries kept behind the newest (see migration 6). */
const VECTOR_LOG_KEEP = 200_000;

/** Drops vectors made by any other model, so a model change re-embeds everything and nothing mixes. */
export function dropForeignEmbeddings(db: Db, model: string): number {
  return db.prepare('DELETE FROM embeddings WHERE model != ?').run(model).changes;
}

export function docsMissingEmbedding(db: Db, limit: number): { docId: number; text: string }[] {
  return db
    .prepare(
      `SELECT d.id AS docId, d.text FROM search_docs d LEFT JOIN embeddings e ON e.doc_id = d.id
       WHERE e.doc_id IS NULL AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY d.id LIMIT ?`,
    )
    .all(limit) as { docId: number; text: string }[];
}

/** The vector-kind docs of one turn (its prompt, replies and tool calls) that have no vector yet. */
export function turnDocsMissingEmbedding(db: Db, sessionId: string, promptNumber: number): { docId: number; text: string }[] {
  return statement(
    db,
    `SELECT d.id AS docId, d.text FROM search_docs d LEFT JOIN embeddings e ON e.doc_id = d.id
     WHERE d.session_id = ? AND d.prompt_number = ? AND e.doc_id IS NULL AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY d.id`,
  ).all(sessionId, promptNumber) as { docId: number; text: string }[];
}

/** Saves vectors; returns how many were saved (a doc forgotten meanwhile is skipped). */
export function saveEmbeddings(db: Db, model: string, rows: { docId: number; vector: Float32Array }[]): number {
  const insert = db.prepare('INSERT OR REPLACE INTO embeddings (doc_id, model, dims, vector) VALUES (?, ?, ?, ?)');
  const exists = db.prepare('SELECT 1 FROM search_docs WHERE id = ?');
  const pruneLog = db.prepare('DELETE FROM vector_log WHERE seq < (SELECT max(seq) FROM vector_log) - ?');
  return db.transaction(() => {
    let saved = 0;
    for (const r of rows) {
      // The doc may have been forgotten while it was being embedded.
      if (!exists.get(r.docId)) continue;
      insert.run(r.docId, model, r.vector.length, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength));
      saved++;
    }
    // The log only has to reach back as far as a running vector index can lag; one further behind reloads.
    pruneLog.run(VECTOR_LOG_KEEP);
    return saved;
  })();
}

// ── Relevance evidence and answer units ──

/**
 * Past this many matches a word's document frequency is estimated rather than counted: counting reads the word's
 * whole posting list (a third of a million rows for "tests" at 1M docs), while a word that common gets an IDF near
 * zero whatever its exact count, and recall ranks no word that common with BM25 (its row budget is this size).
 */
export const EXACT_DF_UP_TO = 2_000;
/**
 * Past EXACT_DF_UP_TO, the estimate reads the word's newest DF_SAMPLE matches too, and spreads the density of both
 * samples over the span from its first match to its last: a word that came into use half-way through the store is
 * not spread over the half before it, nor one that went out of use over the half after.
 */
const DF_SAMPLE = 1_000;

/** Words whose document frequencies are kept per connection (counting a common word reads 3,000 posting-list rows). */
const MATCH_COUNTS_KEPT = 2_000;
const matchCountCache = new WeakMap<Db, { version: string; counts: Map<string, number> }>();

/**
 * The kept document frequencies of this connection, emptied whenever the store changed: through another connection
 * (data_version) or this one (total_changes, which counts the rows triggers write too).
 */
function matchCounts(db: Db): Map<string, number> {
  const version = `${statement(db, 'PRAGMA data_version').pluck().get() as number}:${statement(db, 'SELECT total_changes()').pluck().get() as number}`;
  let kept = matchCountCache.get(db);
  if (!kept || kept.version !== version) matchCountCache.set(db, (kept = { version, counts: new Map() }));
  return kept.counts;
}

type MatchSample = { n: number; first: number | null; last: number | null };

/** A word's matches in the asking session's span of ids read to find the session's own; past this, the long way. */
const SESSION_SPAN_SCAN = 2_000;

/**
 * How many docs contain each word (through the word index, so stemming matches the ranking), and how many docs there
 * are; the docs of `exceptSessionId` (the asking session, whose prompt holds every query word) are not counted.
 * Exact up to EXACT_DF_UP_TO, estimated beyond.
 */
export function docFrequencies(db: Db, words: string[], exceptSessionId?: string): { total: number; df: Map<string, number> } {
  // The count the triggers keep (migration 25), less the asking session's docs (an indexed count).
  const all = (statement(db, 'SELECT n FROM search_doc_count WHERE id = 1').get() as { n: number }).n;
  const own = exceptSessionId
    ? (statement(db, 'SELECT count(*) AS n, min(id) AS lo, max(id) AS hi FROM search_docs WHERE session_id = ?').get(exceptSessionId) as {
        n: number;
        lo: number | null;
        hi: number | null;
      })
    : null;
  const total = own ? all - own.n : all;
  const counted = matchCounts(db);
  const kept = (key: string, count: () => number): number => {
    let n = counted.get(key);
    if (n === undefined) {
      n = count();
      if (counted.size >= MATCH_COUNTS_KEPT) counted.clear();
      counted.set(key, n);
    }
    return n;
  };
  const df = new Map<string, number>();
  for (const w of words) {
    // Each word is quoted: the FTS5 string syntax cannot carry an operator.
    const match = `"${w.replace(/"/g, '""')}"`;
    const everywhere = () => kept(`\u0000${w}`, () => matchCount(db, match, null, all));
    if (!own || own.lo == null || own.hi == null) {
      df.set(w, everywhere());
      continue;
    }
    const { lo, hi } = own;
    df.set(
      w,
      kept(`${exceptSessionId}\u0000${w}`, () => {
        // A session's docs lie close together: its own matches are counted within its span, and taken from the count
        // over every doc, which other queries share. Leaving them out row by row costs a search_docs look-up a match.
        const span = statement(
          db,
          `SELECT count(*) AS scanned, coalesce(sum(d.session_id = ?), 0) AS mine FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?) f
           JOIN search_docs d ON d.id = f.id`,
        ).get(exceptSessionId, match, lo, hi, SESSION_SPAN_SCAN + 1) as { scanned: number; mine: number };
        return span.scanned <= SESSION_SPAN_SCAN
          ? Math.min(total, everywhere() - span.mine)
          : matchCount(db, match, exceptSessionId!, total);
      }),
    );
  }
  return { total, df };
}

/** Docs matching `match` (less those of `exceptSessionId`): exact up to EXACT_DF_UP_TO, estimated past it, at most `total`. */
function matchCount(db: Db, match: string, exceptSessionId: string | null, total: number): number {
  // The oldest `limit` matches (FTS5 returns them in rowid order), or with DESC the newest.
  const sample = (order: 'ASC' | 'DESC', limit: number): MatchSample =>
    (exceptSessionId
      ? statement(
          db,
          `SELECT count(*) AS n, min(id) AS first, max(id) AS last FROM (SELECT f.rowid AS id FROM search_fts f JOIN search_docs d ON d.id = f.rowid
           WHERE search_fts MATCH ? AND d.session_id IS NOT ? ORDER BY f.rowid ${order} LIMIT ?)`,
        ).get(match, exceptSessionId, limit)
      : statement(
          db,
          `SELECT count(*) AS n, min(id) AS first, max(id) AS last FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid ${order} LIMIT ?)`,
        ).get(match, limit)) as MatchSample;
  const oldest = sample('ASC', EXACT_DF_UP_TO + 1);
  if (oldest.n <= EXACT_DF_UP_TO) return oldest.n;
  const newest = sample('DESC', DF_SAMPLE);
  const covered = oldest.last! - oldest.first! + 1 + (newest.last! - newest.first! + 1);
  return Math.min(total, Math.max(oldest.n, Math.round(((oldest.n + newest.n) / covered) * (newest.last! - oldest.first! + 1))));
}

/** The card text of each turn (`<session>#<prompt number>`) that has one. */
export function turnCards(db: Db, turns: { sessionId: string; promptNumber: number }[]): Map<string, { id: number; text: string }> {
  const out = new Map<string, { id: number; text: string }>();
  if (!turns.length) return out;
  // One statement for all of them: a look-up each costs more in calls than in reading.
  const rows = statement(
    db,
    `SELECT t.session_id AS sessionId, t.prompt_number AS promptNumber, t.id, t.card FROM json_each(?) j
     JOIN turn_summaries t ON t.session_id = j.value ->> 0 AND t.prompt_number = j.value ->> 1 WHERE t.card IS NOT NULL`,
  ).all(JSON.stringify(turns.map((t) => [t.sessionId, t.promptNumber]))) as {
    sessionId: string;
    promptNumber: number;
    id: number;
    card: string;
  }[];
  for (const r of rows) out.set(`${r.sessionId}#${r.promptNumber}`, { id: r.id, text: r.card });
  return out;
}

/**
 * One search doc per given turn that passes `filters` (its prompt's, else its first), keyed `session#prompt`: the doc
 * a turn found only as another hit's neighbour is listed by.
 */
export function turnDocs(db: Db, turns: { sessionId: string; promptNumber: number }[], filters: SearchFilters): Map<string, DocRow> {
  const out = new Map<string, DocRow>();
  if (!turns.length) return out;
  const params: unknown[] = [JSON.stringify(turns.map((t) => [t.sessionId, t.promptNumber]))];
  const conditions = filterSql(filters, params);
  const rows = statement(
    db,
    `SELECT ${DOC_COLUMNS} FROM json_each(?) j
     JOIN search_docs d ON d.session_id = j.value ->> 0 AND d.prompt_number = j.value ->> 1
     WHERE d.kind IN ('prompt', 'assistant', 'summary', 'turn') ${conditions}
     ORDER BY d.kind = 'prompt' DESC, d.id`,
  ).all(...params) as (Omit<DocRow, 'active'> & { active: unknown })[];
  for (const r of rows) {
    const key = `${r.sessionId}#${r.promptNumber}`;
    if (!out.has(key)) out.set(key, mapDoc(r));
  }
  return out;
}

/**
 * Of the given turns, those still waiting for their answer, with their prompt: the latest prompt of an active session,
 * asked since `since`, with no reply or summary yet (a question being asked now, in this session or a parallel one).
 */
export function turnsInProgress(db: Db, turns: { sessionId: string; promptNumber: number }[], since: number): Map<string, string> {
  const out = new Map<string, string>();
  if (!turns.length) return out;
  // Most turns are in sessions that ended: one look at the sessions leaves the latest turn of each active one.
  const latest = new Map(
    (
      statement(
        db,
        `SELECT id, prompt_count AS promptCount FROM sessions WHERE status = 'active' AND id IN (SELECT value FROM json_each(?))`,
      ).all(JSON.stringify([...new Set(turns.map((t) => t.sessionId))])) as { id: string; promptCount: number }[]
    ).map((s) => [s.id, s.promptCount]),
  );
  const stmt = statement(
    db,
    `SELECT p.text FROM sessions s JOIN prompts p ON p.session_id = s.id AND p.prompt_number = @promptNumber
     WHERE s.id = @sessionId AND s.status = 'active' AND s.prompt_count = @promptNumber AND p.created_at >= @since
       AND NOT EXISTS (SELECT 1 FROM assistant_messages a WHERE a.session_id = s.id AND a.prompt_number = @promptNumber)
       AND NOT EXISTS (SELECT 1 FROM turn_summaries u WHERE u.session_id = s.id AND u.prompt_number = @promptNumber)`,
  );
  for (const t of turns) {
    if (latest.get(t.sessionId) !== t.promptNumber) continue;
    const row = stmt.get({ ...t, since }) as { text: string } | undefined;
    if (row) out.set(`${t.sessionId}#${t.promptNumber}`, row.text);
  }
  return out;
}

export interface Successor {
  id: number;
  /** The item type: the successor's id is `<type>:<id>`. */
  type: string;
  text: string;
  sessionId: string | null;
  promptNumber: number | null;
  source: string;
  createdAt: number;
  /** The value it holds (`postmark`, `18`), when it names one. */
  value: string | null;
}

/**
 * The decision that currently stands for each superseded decision that is the given doc or was made in the given
 * doc's turn: the end of its superseded_by chain. Keyed by doc id; docs with nothing superseded are absent.
 */
export function currentSuccessors(
  db: Db,
  docs: { docId: number; kind: string; refId: string; sessionId: string | null; promptNumber: number | null }[],
): Map<number, Successor> {
  const out = new Map<number, Successor>();
  const chainEnd = successorChain(db);
  const byId = statement(
    db,
    `SELECT id, superseded_by FROM memory_items WHERE id = ? AND status = 'superseded' AND superseded_by IS NOT NULL`,
  );
  const byTurn = statement(
    db,
    `SELECT id, superseded_by FROM memory_items WHERE session_id = ? AND prompt_number = ? AND status = 'superseded' AND superseded_by IS NOT NULL ORDER BY id LIMIT 1`,
  );
  for (const d of docs) {
    const start = (
      ITEM_KINDS.has(d.kind)
        ? byId.get(Number(d.refId))
        : d.sessionId && d.promptNumber != null
          ? byTurn.get(d.sessionId, d.promptNumber)
          : undefined
    ) as { id: number; superseded_by: number } | undefined;
    if (!start) continue;
    const successor = chainEnd(start.id, start.superseded_by);
    if (successor) out.set(d.docId, successor);
  }
  return out;
}

/** Follows a superseded item's chain to the item that still stands (a cycle or a gap stops at the last one found). */
function successorChain(db: Db): (startId: number, supersededBy: number) => Successor | undefined {
  const next = statement(
    db,
    `SELECT id, type, text, reason, status, trust, superseded_by, session_id, prompt_number, source, created_at, value FROM memory_items WHERE id = ?`,
  );
  return (startId, supersededBy) => {
    let id: number | null = supersededBy;
    const visited = new Set<number>([startId]);
    let last: SuccessorRow | undefined;
    while (id != null && !visited.has(id)) {
      visited.add(id);
      const row = next.get(id) as SuccessorRow | undefined;
      if (!row) break;
      last = row;
      if (row.status === 'active') break;
      id = row.superseded_by;
    }
    if (!last || last.trust === 'rejected') return undefined;
    return successorOf(last);
  };
}

const successorOf = (row: SuccessorRow): Successor => ({
  id: row.id,
  type: row.type,
  text: row.text + (row.reason ? ` — because ${row.reason}` : ''),
  value: row.value,
  sessionId: row.session_id,
  promptNumber: row.prompt_number,
  source: row.source,
  createdAt: row.created_at,
});

/** A value the project no longer holds: an item that held it, or a current one that retired it. */
export interface RetiredValue {
  value: string;
  subject: string;
  /** The text of the item that held it (empty when a current item only says it retired it). */
  text: string;
  /** Where the chain to what stands now starts: the replacing item, or the retiring item itself. */
  nextId: number;
}

/** How many retired values recall checks its hits against: the latest replacements are the ones still talked about. */
const RETIRED_VALUES = 200;

/**
 * The values the project no longer holds, newest first: what replaced decisions and rules held (`twilio`, `render`,
 * `12`), and what a current item says it retired when the old one was never stored as an item ("forget the
 * squash-merge rule: we rebase-and-merge" retires `squash`). One query; what stands now is looked up only for a value
 * a hit names (`standingItem`).
 */
export function retiredValues(db: Db): RetiredValue[] {
  return statement(
    db,
    `SELECT value, subject, text, nextId FROM (
       SELECT value, subject_key AS subject, text, superseded_by AS nextId, valid_to AS at, id FROM memory_items
        WHERE status = 'superseded' AND superseded_by IS NOT NULL AND value IS NOT NULL AND value != '' AND trust != 'rejected'
       UNION ALL
       SELECT replaces, subject_key, '', id, valid_from, id FROM memory_items
        WHERE status = 'active' AND replaces IS NOT NULL AND replaces != '' AND trust != 'rejected'
     ) ORDER BY at DESC, id DESC LIMIT ${RETIRED_VALUES}`,
  ).all() as RetiredValue[];
}

/** The item that stands now at the end of the chain starting at `id` (itself when current); none when rejected. */
export function standingItem(db: Db, id: number): Successor | undefined {
  const row = statement(
    db,
    `SELECT id, type, text, reason, status, trust, superseded_by, session_id, prompt_number, source, created_at, value FROM memory_items WHERE id = ?`,
  ).get(id) as SuccessorRow | undefined;
  if (!row) return undefined;
  if (row.status === 'active') return row.trust === 'rejected' ? undefined : successorOf(row);
  return row.superseded_by == null ? undefined : successorChain(db)(row.id, row.superseded_by);
}

type SuccessorRow = {
  id: number;
  type: string;
  text: string;
  reason: string;
  status: string;
  trust: string;
  superseded_by: number | null;
  session_id: string | null;
  prompt_number: number | null;
  source: string;
  created_at: number;
  value: string | null;
};
const ITEM_KINDS: ReadonlySet<string> = new Set(ITEM_TYPES);

// ── Short CJK words ──

const trigramVocabulary = new WeakSet<Db>();

/**
 * Trigrams of the index that start with `prefix` (one or two CJK characters), at most `limit`: every place the short
 * word is followed by another character (the end of a text is the one place missed). Read from the index's own
 * vocabulary (an fts5vocab table in this connection's temp schema, created on first use), by a range on the term:
 * the cost grows with the trigrams that start with the word, not with the store. [] where the vocabulary cannot be
 * read (an old SQLite).
 */
export function trigramsStartingWith(db: Db, prefix: string, limit: number, rowBudget = Infinity): string[] {
  try {
    if (!trigramVocabulary.has(db)) {
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_trigram_terms USING fts5vocab(main, search_trigram, 'row')`);
      trigramVocabulary.add(db);
    }
    const rows = statement(db, 'SELECT term, doc FROM temp.search_trigram_terms WHERE term >= ? AND term < ? LIMIT ?').all(
      prefix,
      `${prefix}\u{10FFFF}`,
      limit,
    ) as { term: string; doc: number }[];
    // As for words (fts-query.affordableTerms): the rarest first while the rows BM25 must score stay within the budget.
    rows.sort((a, b) => a.doc - b.doc);
    const out: string[] = [];
    let used = 0;
    for (const r of rows) {
      if (out.length && used + r.doc > rowBudget) break;
      out.push(r.term);
      used += r.doc;
    }
    return out;
  } catch {
    return [];
  }
}

/**
 * Texts holding `fragment` anywhere, at most `limit` (the trigram index: three characters and more), for a check the
 * word index cannot make: whether a word occurs inside a longer token ("OOM" in OOMKilled). [] on a shorter fragment.
 */
export function textsHolding(db: Db, fragment: string, limit: number): string[] {
  if ([...fragment].length < 3) return [];
  const rows = statement(
    db,
    'SELECT d.text FROM (SELECT rowid AS id FROM search_trigram WHERE search_trigram MATCH ? LIMIT ?) f JOIN search_docs d ON d.id = f.id',
  ).all(`"${fragment.replace(/"/g, '""')}"`, limit) as { text: string }[];
  return rows.map((r) => r.text);
}
