// Search primitives over search_docs: BM25 over the word and trigram FTS5 indexes, and stored vectors.
import type { Db } from './connection.js';
import { VECTOR_KINDS } from './kinds.js';

export interface SearchFilters {
  sessionId?: string;
  kinds?: string[];
  /** Only memories of these sources (manual, auto, migrated). */
  sources?: string[];
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
const ITEM_KINDS_SQL = `('decision', 'preference', 'convention', 'discovery', 'code_area')`;

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

const DOC_COLUMNS = 'd.id AS docId, d.kind, d.ref_id AS refId, d.session_id AS sessionId, d.prompt_number AS promptNumber, d.source, d.active, d.trust, d.text, d.created_at AS createdAt';

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
  if (f.kinds?.length) {
    where.push(`d.kind IN (${f.kinds.map(() => '?').join(', ')})`);
    params.push(...f.kinds);
  }
  if (f.sources?.length) {
    where.push(`d.source IN (${f.sources.map(() => '?').join(', ')})`);
    params.push(...f.sources);
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

/** BM25 ranking (best first). `match` must come from the query sanitizer in recall/fts-query. */
export function ftsSearch(db: Db, index: 'search_fts' | 'search_trigram', match: string, filters: SearchFilters, limit: number): DocRow[] {
  const params: unknown[] = [match];
  const extra = filterSql(filters, params);
  params.push(limit);
  const rows = db
    .prepare(`SELECT ${DOC_COLUMNS} FROM ${index} JOIN search_docs d ON d.id = ${index}.rowid WHERE ${index} MATCH ? ${extra} ORDER BY bm25(${index}) LIMIT ?`)
    .all(...params) as (Omit<DocRow, 'active'> & { active: unknown })[];
  return rows.map(mapDoc);
}

export function docsByIds(db: Db, ids: number[]): Map<number, DocRow> {
  const out = new Map<number, DocRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = db.prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => '?').join(',')})`).all(...chunk) as (Omit<DocRow, 'active'> & {
      active: unknown;
    })[];
    for (const r of rows) out.set(r.docId, mapDoc(r));
  }
  return out;
}

/** The search entry of one memory (`kind`, `ref`), if it has one. */
export function docByRef(db: Db, kind: string, ref: string): DocRow | null {
  const r = db.prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.kind = ? AND d.ref_id = ?`).get(kind, ref) as (Omit<DocRow, 'active'> & { active: unknown }) | undefined;
  return r ? mapDoc(r) : null;
}

/** Ids of docs passing the filters (for restricting a vector scan). */
export function filteredDocIds(db: Db, filters: SearchFilters): Set<number> {
  const params: unknown[] = [];
  const extra = filterSql(filters, params);
  const rows = db.prepare(`SELECT d.id FROM search_docs d WHERE 1 = 1 ${extra}`).all(...params) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

export const hasAnyFilter = (f: SearchFilters) =>
  Boolean(f.sessionId || f.kinds?.length || f.sources?.length || f.since != null || f.until != null || f.filePath || f.asOf != null);

// ── Vectors ──

/**
 * Only single utterances get vectors: summaries and rollups are blends of many sentences, and such blends sit near
 * the centre of the embedding space, close to almost any query ("hubs"). On the LoCoMo dev split, leaving them out
 * of the vector side turned fusion from a small loss into a gain over keyword search (BENCHMARKS.md); the keyword
 * side still searches them.
 */
export { VECTOR_KINDS };
const VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');

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

export function saveEmbeddings(db: Db, model: string, rows: { docId: number; vector: Float32Array }[]): void {
  const insert = db.prepare('INSERT OR REPLACE INTO embeddings (doc_id, model, dims, vector) VALUES (?, ?, ?, ?)');
  const exists = db.prepare('SELECT 1 FROM search_docs WHERE id = ?');
  db.transaction(() => {
    for (const r of rows) {
      // The doc may have been forgotten while it was being embedded.
      if (!exists.get(r.docId)) continue;
      insert.run(r.docId, model, r.vector.length, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength));
    }
  })();
}

export function embeddingCount(db: Db, model: string): number {
  return (
    db.prepare(`SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL})`).get(model) as {
      n: number;
    }
  ).n;
}

/** Streams stored vectors of one model with doc id > afterId, in id order. */
export function* iterateVectors(db: Db, model: string, afterId = 0): Generator<{ docId: number; vector: Float32Array }> {
  const stmt = db.prepare(
    `SELECT e.doc_id, e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id
     WHERE e.model = ? AND e.doc_id > ? AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY e.doc_id`,
  );
  for (const row of stmt.iterate(model, afterId) as Iterable<{ doc_id: number; vector: Buffer }>) {
    const copy = new Float32Array(row.vector.byteLength / 4);
    new Uint8Array(copy.buffer).set(row.vector);
    yield { docId: row.doc_id, vector: copy };
  }
}
