// Vector reads for the in-memory vector index: full loads, incremental changes from the vector log, the store's
// identity (so a snapshot on disk is only ever applied to the store it was taken from). Writes stay in search.ts.
import type { Db } from './connection.js';
import { VECTOR_KINDS } from './kinds.js';
import { statement } from './statements.js';

const VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');

export interface VectorChanges {
  /** The log position these changes bring an index to. */
  seq: number;
  upserts: { docId: number; vector: Float32Array }[];
  removals: number[];
}

const toFloat32 = (blob: Buffer): Float32Array => {
  const copy = new Float32Array(blob.byteLength / 4);
  new Uint8Array(copy.buffer).set(blob);
  return copy;
};

export function storeIdentity(db: Db): string {
  return (db.prepare('SELECT token FROM store_identity WHERE id = 1').get() as { token: string }).token;
}

/** The newest log position: unchanged means no vector was added or removed since. */
export function vectorLogHead(db: Db): number {
  return (db.prepare('SELECT max(seq) AS seq FROM vector_log').get() as { seq: number | null }).seq ?? 0;
}

/** Searchable vectors of one model, as the triggers of migration 15 keep count (a join would read every row). */
export function vectorCount(db: Db, model: string): number {
  return (db.prepare('SELECT n FROM vector_counts WHERE model = ?').get(model) as { n: number } | undefined)?.n ?? 0;
}

/**
 * Every searchable vector of one model, in doc id order, handed to `onRow` as raw little-endian float32 bytes.
 * Returns the log position the rows are consistent with (read in one transaction).
 */
export function readAllVectors(db: Db, model: string, onRow: (docId: number, bytes: Buffer) => void): number {
  const stmt = db.prepare(
    `SELECT e.doc_id, e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id
     WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY e.doc_id`,
  );
  // Every vector is most of the file: read through a memory map, not one read() per page (a 100k rebuild 4.3 →
  // 2.0 s, median of 3 fresh processes each, interleaved, load 10). Only for this read: the setting is per connection.
  const mapped = db.pragma('mmap_size', { simple: true }) as number;
  db.pragma(`mmap_size = ${READ_ALL_MMAP_BYTES}`);
  try {
    return db.transaction(() => {
      const seq = vectorLogHead(db);
      for (const [docId, bytes] of stmt.raw().iterate(model) as Iterable<[number, Buffer]>) onRow(docId, bytes);
      return seq;
    })();
  } finally {
    db.pragma(`mmap_size = ${mapped}`);
  }
}

/** SQLite caps it at its compile-time maximum (2 GB by default); a larger store is read mapped up to there. */
const READ_ALL_MMAP_BYTES = 2 ** 31 - 2 ** 16;

/**
 * What changed for one model after log position `afterSeq`, or null when the log no longer reaches back that far
 * (pruned, or another store) or holds more than `maxEntries`: the caller then reloads everything. Each doc appears
 * once, in its final state.
 */
export function vectorChangesSince(db: Db, model: string, afterSeq: number, maxEntries: number): VectorChanges | null {
  return db.transaction((): VectorChanges | null => {
    const oldest = (db.prepare('SELECT min(seq) AS seq FROM vector_log').get() as { seq: number | null }).seq;
    const head = vectorLogHead(db);
    if (oldest == null || afterSeq < oldest - 1 || afterSeq > head || head - afterSeq > maxEntries) return null;
    const entries = db.prepare('SELECT doc_id AS docId, model, added FROM vector_log WHERE seq > ? ORDER BY seq').all(afterSeq) as {
      docId: number;
      model: string;
      added: number;
    }[];
    const last = new Map<number, boolean>();
    for (const e of entries) if (e.docId > 0) last.set(e.docId, e.added === 1 && e.model === model);
    const removals: number[] = [];
    const wanted: number[] = [];
    for (const [docId, present] of last) (present ? wanted : removals).push(docId);
    const upserts: VectorChanges['upserts'] = [];
    const fetch = db.prepare(
      `SELECT e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.doc_id = ? AND e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL})`,
    );
    for (const docId of wanted) {
      const row = fetch.get(docId, model) as { vector: Buffer } | undefined;
      if (row) upserts.push({ docId, vector: toFloat32(row.vector) });
      else removals.push(docId);
    }
    return { seq: head, upserts, removals };
  })();
}

/** Rows per IN list when fetching vectors by id (SQLite's default variable limit is far higher; this keeps one statement). */
const BY_ID_CHUNK = 256;

/**
 * The stored float32 vectors of these docs under `model` (the exact values a quantized index re-ranks with). A doc
 * whose vector is gone (forgotten, re-embedded by another model) is simply absent.
 */
export function vectorsByDocIds(db: Db, model: string, docIds: readonly number[]): Map<number, Float32Array> {
  const out = new Map<number, Float32Array>();
  const full = statement(
    db,
    `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${Array(BY_ID_CHUNK).fill('?').join(',')})`,
  ).raw();
  for (let i = 0; i < docIds.length; i += BY_ID_CHUNK) {
    const chunk = docIds.slice(i, i + BY_ID_CHUNK);
    const stmt =
      chunk.length === BY_ID_CHUNK
        ? full
        : statement(db, `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${chunk.map(() => '?').join(',')})`).raw();
    for (const [docId, blob] of stmt.all(model, ...chunk) as [number, Buffer][]) out.set(docId, toFloat32(blob));
  }
  return out;
}

/** The model of the newest stored vector (a model change drops the others), or null when there are none. */
export function newestVectorModel(db: Db): string | null {
  return (db.prepare('SELECT model FROM embeddings ORDER BY doc_id DESC LIMIT 1').get() as { model: string } | undefined)?.model ?? null;
}
