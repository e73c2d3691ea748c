import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { forget } from '../helpers/store.js';
import { VectorIndex } from '../../src/recall/vector-index.js';
import type { Db } from '../../src/store/connection.js';
import { dropForeignEmbeddings, saveEmbeddings } from '../../src/store/search.js';
import { snapshotPath } from '../../src/store/vector-snapshot.js';
import { cleanupTempDirs, openTestDb, REPO_ROOT, reopen, seedAssistant, seedPrompt, seedSession, seedSummary } from '../helpers/seed.js';

const MODEL = 'test-model:16';
const DIMS = 16;

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
afterAll(() => cleanupTempDirs());

/** Seeded unit vectors: the same "random" data on every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function unitVector(r: () => number, dims = DIMS): Float32Array {
  const v = new Float32Array(dims);
  let norm = 0;
  for (let i = 0; i < dims; i++) norm += (v[i] = r() * 2 - 1) ** 2;
  for (let i = 0; i < dims; i++) v[i] /= Math.sqrt(norm);
  return v;
}

interface Seeded {
  db: Db;
  file: string;
  /** doc id -> vector, for the brute-force reference. */
  vectors: Map<number, Float32Array>;
  /** doc id -> prompt row id (for forget). */
  promptIds: Map<number, number>;
}

function seedStore(n: number, seed = 1): Seeded {
  const { db, file } = openTestDb();
  dbs.push(db);
  const r = prng(seed);
  const session = seedSession(db);
  const promptIds = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const { id } = seedPrompt(db, { sessionId: session, text: `prompt number ${i}` });
    const docId = (db.prepare("SELECT id FROM search_docs WHERE kind = 'prompt' AND ref_id = ?").get(String(id)) as { id: number }).id;
    promptIds.set(docId, id);
  }
  const vectors = new Map<number, Float32Array>();
  for (const docId of promptIds.keys()) vectors.set(docId, unitVector(r));
  saveEmbeddings(
    db,
    MODEL,
    [...vectors].map(([docId, vector]) => ({ docId, vector })),
  );
  return { db, file, vectors, promptIds };
}

const dot = (v: Float32Array, q: Float32Array) => v.reduce((s, x, i) => s + x * q[i], 0);

/** The reference: score every vector in double precision, sort by score then doc id. */
function bruteForce(vectors: Map<number, Float32Array>, q: Float32Array, k: number): number[] {
  const scored = [...vectors].map(([docId, v]) => ({ docId, score: dot(v, q) }));
  return scored
    .sort((a, b) => b.score - a.score || a.docId - b.docId)
    .slice(0, k)
    .map((s) => s.docId);
}

/**
 * Same top-k as exact search. The index sums in float32, the reference in float64: two docs whose scores differ by
 * less than float32 rounding may trade places, nothing else.
 */
function expectExactTopK(got: { docId: number; score: number }[], vectors: Map<number, Float32Array>, q: Float32Array, k: number): void {
  const expected = bruteForce(vectors, q, k);
  expect(got).toHaveLength(expected.length);
  got.forEach((hit, i) => {
    expect(vectors.has(hit.docId)).toBe(true);
    expect(hit.score).toBeCloseTo(dot(vectors.get(hit.docId)!, q), 5);
    if (hit.docId !== expected[i]) expect(Math.abs(dot(vectors.get(expected[i])!, q) - hit.score)).toBeLessThan(1e-5);
  });
}

/** Snapshots are written right after the search that made them due, not during it. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('VectorIndex', () => {
  it('returns the same top-k as brute-force exact search', () => {
    const { db, vectors } = seedStore(600);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    expect(index.size).toBe(600);
    const r = prng(99);
    for (let i = 0; i < 20; i++) {
      const q = unitVector(r);
      for (const k of [1, 10, 100]) {
        const got = index.search(q, k);
        expectExactTopK(got, vectors, q, k);
        for (let j = 1; j < got.length; j++) expect(got[j - 1].score).toBeGreaterThanOrEqual(got[j].score);
      }
    }
  });

  it('matches exact search on a larger index of real-sized vectors (384 dims), built by hand', () => {
    const r = prng(123);
    const index = new VectorIndex({ snapshotFile: null });
    const vectors = new Map<number, Float32Array>();
    for (let id = 1; id <= 3000; id++) {
      const v = unitVector(r, 384);
      vectors.set(id, v);
      index.add(id, v);
    }
    expect(index.size).toBe(3000);
    for (let i = 0; i < 5; i++) {
      const q = unitVector(r, 384);
      expectExactTopK(index.search(q, 50), vectors, q, 50);
    }
  });

  it('finds the exact top-k at scale, where only a few candidates of the int8 scan are re-scored (fixed data)', () => {
    // 10,000 vectors of 512 dims and k = 10 or 100: the re-rank sees 84 or 200 of them, the rest only as int8.
    const r = prng(2024);
    const index = new VectorIndex({ snapshotFile: null });
    const vectors = new Map<number, Float32Array>();
    for (let id = 1; id <= 10_000; id++) {
      const v = unitVector(r, 512);
      vectors.set(id, v);
      index.add(id, v);
    }
    const stored = [...vectors.values()];
    for (let i = 0; i < 12; i++) {
      // Half the queries are random, half close to a stored vector (a near duplicate must come first).
      const q = i % 2 === 0 ? unitVector(r, 512) : stored[Math.floor(r() * stored.length)].map((x) => x + (r() - 0.5) * 0.02);
      for (const k of [10, 100]) expectExactTopK(index.search(q, k), vectors, q, k);
    }
  });

  it('finds the exact top-k in a large index, whose candidates are picked by a threshold, with replaced vectors (fixed data)', () => {
    // Past 32,768 slots the candidates are the slots over a sampled threshold, not every slot offered to a heap;
    // replaced vectors leave dead slots behind (score 0) that must never count toward the k.
    const r = prng(77);
    const dims = 64;
    const index = new VectorIndex({ snapshotFile: null });
    const vectors = new Map<number, Float32Array>();
    for (let id = 1; id <= 40_000; id++) {
      const v = unitVector(r, dims);
      vectors.set(id, v);
      index.add(id, v);
    }
    for (let id = 1; id <= 40_000; id += 5) {
      const v = unitVector(r, dims);
      vectors.set(id, v);
      index.add(id, v);
    }
    expect(index.size).toBe(40_000);
    const stored = [...vectors.values()];
    for (let i = 0; i < 6; i++) {
      const q = i % 2 === 0 ? unitVector(r, dims) : stored[Math.floor(r() * stored.length)].map((x) => x + (r() - 0.5) * 0.02);
      for (const k of [1, 100]) expectExactTopK(index.search(q, k), vectors, q, k);
    }
    // A filter letting half the docs through is picked by threshold as well; one letting a tenth through gets the
    // full pass. Both exact.
    for (const every of [2, 10]) {
      const allowed = new Set([...vectors.keys()].filter((id) => id % every === 0));
      const allowedVectors = new Map([...vectors].filter(([id]) => allowed.has(id)));
      for (let i = 0; i < 2; i++) {
        const q = i === 0 ? unitVector(r, dims) : allowedVectors.get(every * 7)!.map((x) => x + (r() - 0.5) * 0.02);
        for (const k of [1, 100]) expectExactTopK(index.search(q, k, allowed), allowedVectors, q, k);
      }
    }
    // A query all of whose scores tie (zero) has no useful threshold: the full pass answers, still exactly.
    const zero = new Float32Array(dims);
    expect(index.search(zero, 5).map((h) => h.docId)).toEqual([1, 2, 3, 4, 5]);
  });

  it("a rebuild from the rows (read through a memory map) leaves the connection's mmap_size as it found it", () => {
    const { db, vectors } = seedStore(300, 9);
    const before = db.pragma('mmap_size', { simple: true });
    const index = new VectorIndex({ snapshotFile: null });
    index.refresh(db, MODEL);
    expect(index.size).toBe(300);
    expect(db.pragma('mmap_size', { simple: true })).toBe(before);
    const q = unitVector(prng(5));
    expectExactTopK(index.search(q, 10), vectors, q, 10);
  });

  it('re-scores candidates with the exact stored vectors, so the scores are exact cosines', () => {
    const { db, vectors } = seedStore(1_000, 9);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    const r = prng(77);
    for (let i = 0; i < 10; i++) {
      const q = unitVector(r);
      const got = index.search(q, 5);
      expectExactTopK(got, vectors, q, 5);
      for (const hit of got) expect(hit.score).toBeCloseTo(dot(vectors.get(hit.docId)!, q), 6);
    }
  });

  it('never returns a doc forgotten after its last refresh (the exact vector is gone)', () => {
    const { db, vectors, promptIds } = seedStore(300, 4);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    const q = unitVector(prng(12));
    const [best, second] = index.search(q, 2);
    forget(db, { kind: 'prompt', ref: String(promptIds.get(best.docId)) });
    // No refresh in between: the int8 copy is still in memory, the stored vector is not.
    const after = index.search(q, 2);
    expect(after.map((h) => h.docId)).not.toContain(best.docId);
    expect(after[0].docId).toBe(second.docId);
    vectors.delete(best.docId);
    expectExactTopK(after, vectors, q, 2);
  });

  it('restricts the scan to an allowed set', () => {
    const { db, vectors } = seedStore(200);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    const allowed = new Set([...vectors.keys()].filter((id) => id % 3 === 0));
    const q = unitVector(prng(5));
    const subset = new Map([...vectors].filter(([id]) => allowed.has(id)));
    expectExactTopK(index.search(q, 10, allowed), subset, q, 10);
  });

  it('picks up vectors added by another connection, incrementally', () => {
    const { db, file, vectors } = seedStore(50);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    const other = reopen(file);
    dbs.push(other);
    const session = seedSession(other);
    const r = prng(7);
    for (let i = 0; i < 30; i++) {
      const { id } = seedPrompt(other, { sessionId: session, text: `later prompt ${i}` });
      const docId = (other.prepare("SELECT id FROM search_docs WHERE kind = 'prompt' AND ref_id = ?").get(String(id)) as { id: number }).id;
      const v = unitVector(r);
      vectors.set(docId, v);
      saveEmbeddings(other, MODEL, [{ docId, vector: v }]);
    }
    index.refresh(db, MODEL);
    expect(index.size).toBe(80);
    const q = unitVector(prng(8));
    expectExactTopK(index.search(q, 15), vectors, q, 15);
  });

  it('honours forgets: a forgotten doc never comes back, from memory or from the snapshot', async () => {
    const { db, file, vectors, promptIds } = seedStore(120);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    await settle();
    const snapshot = snapshotPath(file)!;
    expect(fs.existsSync(snapshot)).toBe(true);
    // Forget exactly the best match of a query, and a few others.
    const q = unitVector(prng(11));
    const [best] = index.search(q, 1);
    const gone = [best.docId, ...[...promptIds.keys()].slice(0, 5)];
    for (const docId of gone) {
      forget(db, { kind: 'prompt', ref: String(promptIds.get(docId)) });
      vectors.delete(docId);
    }
    // Gone from disk with the forget itself, before any index runs again.
    expect(fs.existsSync(snapshot)).toBe(false);
    index.refresh(db, MODEL);
    await settle();
    expect(index.size).toBe(vectors.size);
    const top = index.search(q, 200).map((h) => h.docId);
    for (const docId of gone) expect(top).not.toContain(docId);
    expectExactTopK(index.search(q, 200), vectors, q, 200);
    // The snapshot written before the forget held the vector; it must not survive it.
    const fresh = new VectorIndex();
    fresh.refresh(db, MODEL);
    expect(fresh.search(q, 200).map((h) => h.docId)).toEqual(top);
    {
      const bytes = fs.readFileSync(snapshot);
      const needle = Buffer.from(new Float64Array([best.docId]).buffer);
      // Everything before the scales and codes (4 + DIMS bytes per vector): the header and the ids.
      const ids = bytes.subarray(0, bytes.length - vectors.size * (4 + DIMS));
      expect(ids.includes(needle)).toBe(false);
    }
  });

  it('drops vectors of another model: a model change reloads, and foreign vectors are never mixed in', () => {
    const { db, vectors } = seedStore(40);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    expect(index.size).toBe(40);
    // The worker switches models: foreign vectors go, new ones come in (different dims).
    dropForeignEmbeddings(db, 'other-model:8');
    index.refresh(db, MODEL);
    expect(index.size).toBe(0);
    const r = prng(3);
    const fresh = new Map<number, Float32Array>();
    for (const docId of [...vectors.keys()].slice(0, 10)) fresh.set(docId, unitVector(r, 8));
    saveEmbeddings(
      db,
      'other-model:8',
      [...fresh].map(([docId, vector]) => ({ docId, vector })),
    );
    index.refresh(db, MODEL);
    expect(index.size).toBe(0);
    index.refresh(db, 'other-model:8');
    expect(index.size).toBe(10);
    const q = unitVector(prng(4), 8);
    expectExactTopK(index.search(q, 5), fresh, q, 5);
    // A query of the old model's size finds nothing rather than comparing unlike vectors.
    expect(index.search(unitVector(prng(4)), 5)).toEqual([]);
  });

  it('only indexes single utterances (no summary vectors)', () => {
    const { db } = seedStore(10);
    const session = seedSession(db);
    seedSummary(db, { sessionId: session, summary: 'a blend of many sentences' });
    const summaryDoc = (db.prepare("SELECT id FROM search_docs WHERE kind = 'summary'").get() as { id: number }).id;
    const assistantDoc = (() => {
      const id = seedAssistant(db, { sessionId: session, text: 'a reply' });
      return (db.prepare("SELECT id FROM search_docs WHERE kind = 'assistant' AND ref_id = ?").get(String(id)) as { id: number }).id;
    })();
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    saveEmbeddings(db, MODEL, [
      { docId: summaryDoc, vector: unitVector(prng(1)) },
      { docId: assistantDoc, vector: unitVector(prng(2)) },
    ]);
    index.refresh(db, MODEL);
    expect(index.size).toBe(11);
    expect(index.search(unitVector(prng(1)), 20).map((h) => h.docId)).not.toContain(summaryDoc);
  });

  it('a cold start reads the snapshot and replays what changed since', async () => {
    const { db, file, vectors } = seedStore(300);
    new VectorIndex().refresh(db, MODEL);
    await settle();
    const snapshot = snapshotPath(file)!;
    const before = fs.statSync(snapshot).mtimeMs;
    // Changes after the snapshot: a few more vectors.
    const session = seedSession(db);
    const r = prng(21);
    for (let i = 0; i < 5; i++) {
      const { id } = seedPrompt(db, { sessionId: session, text: `after snapshot ${i}` });
      const docId = (db.prepare("SELECT id FROM search_docs WHERE kind = 'prompt' AND ref_id = ?").get(String(id)) as { id: number }).id;
      const v = unitVector(r);
      vectors.set(docId, v);
      saveEmbeddings(db, MODEL, [{ docId, vector: v }]);
    }
    const cold = new VectorIndex();
    cold.refresh(db, MODEL);
    await settle();
    expect(cold.size).toBe(305);
    // 5 new vectors are far below the rewrite threshold: the snapshot was read, not rebuilt.
    expect(fs.statSync(snapshot).mtimeMs).toBe(before);
    const q = unitVector(prng(22));
    expectExactTopK(cold.search(q, 25), vectors, q, 25);
  });

  it('a crash during the snapshot write leaves a usable store: torn, stray or foreign snapshots are rebuilt from rows', async () => {
    const { db, file, vectors } = seedStore(200);
    new VectorIndex().refresh(db, MODEL);
    await settle();
    const snapshot = snapshotPath(file)!;
    const good = fs.readFileSync(snapshot);
    const q = unitVector(prng(31));
    const corruptions: [string, () => void | Promise<void>][] = [
      ['cut short mid-vector', () => fs.writeFileSync(snapshot, good.subarray(0, Math.floor(good.length * 0.6)))],
      ['header only', () => fs.writeFileSync(snapshot, good.subarray(0, 40))],
      ['empty', () => fs.writeFileSync(snapshot, '')],
      ['garbage', () => fs.writeFileSync(snapshot, Buffer.alloc(good.length, 0x5a))],
      [
        "the previous release's layout (float32 vectors, CMVECS01)",
        () => {
          const header = Buffer.from(JSON.stringify({ identity: 'x', model: MODEL, dims: DIMS, count: 200, seq: 1 }));
          const head = Buffer.alloc((8 + 4 + header.length + 7) & ~7);
          head.write('CMVECS01');
          head.writeUInt32LE(header.length, 8);
          header.copy(head, 12);
          fs.writeFileSync(snapshot, Buffer.concat([head, Buffer.alloc(200 * 8 + 200 * DIMS * 4)]));
        },
      ],
      [
        'from another store',
        async () => {
          const other = seedStore(200, 2);
          new VectorIndex({ snapshotFile: `${snapshot}.other` }).refresh(other.db, MODEL);
          await settle();
          fs.copyFileSync(`${snapshot}.other`, snapshot);
        },
      ],
      [
        'stray temp file of a killed writer, and no snapshot',
        () => {
          fs.writeFileSync(`${snapshot}.12345.tmp`, good.subarray(0, 100));
          fs.rmSync(snapshot);
        },
      ],
    ];
    for (const [what, corrupt] of corruptions) {
      await corrupt();
      const index = new VectorIndex();
      index.refresh(db, MODEL);
      expect(index.size, what).toBe(200);
      expectExactTopK(index.search(q, 20), vectors, q, 20);
      await settle();
      // It heals: the snapshot is whole again.
      expect(fs.readFileSync(snapshot).length, what).toBe(good.length);
    }
  });

  it('a snapshot that disagrees with the rows (a vector deleted behind its back, log pruned) is not trusted', async () => {
    const { db, file, vectors } = seedStore(100);
    new VectorIndex().refresh(db, MODEL);
    await settle();
    expect(fs.existsSync(snapshotPath(file)!)).toBe(true);
    const [victim] = vectors.keys();
    // Simulate a store restored from an older state: the row goes and the log forgets it ever happened.
    db.prepare('DELETE FROM embeddings WHERE doc_id = ?').run(victim);
    db.prepare('DELETE FROM vector_log WHERE seq < (SELECT max(seq) FROM vector_log)').run();
    vectors.delete(victim);
    const index = new VectorIndex();
    index.refresh(db, MODEL);
    expect(index.size).toBe(99);
    const q = unitVector(prng(41));
    expectExactTopK(index.search(q, 100), vectors, q, 100);
  });

  it('snapshots are private files', async () => {
    const { db, file } = seedStore(20);
    new VectorIndex().refresh(db, MODEL);
    await settle();
    expect(fs.statSync(snapshotPath(file)!).mode & 0o777).toBe(0o600);
  });
});

describe('the SIMD kernel', () => {
  it('is the committed build of dot.wat', () => {
    const r = spawnSync(process.execPath, ['scripts/build-wasm.mjs', '--check'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
