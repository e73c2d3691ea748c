// The per-model count of searchable vectors that migration 15's triggers keep: a vector snapshot is trusted at a
// cold start only when its size equals it, so it must equal the count a join over every row gives, whatever
// path adds, replaces or removes a vector.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { forget } from '../helpers/store.js';
import type { Db } from '../../src/store/connection.js';
import { VECTOR_KINDS } from '../../src/store/kinds.js';
import { VECTOR_KINDS_AT_15 } from '../../src/store/migrations.js';
import { dropForeignEmbeddings, saveEmbeddings } from '../../src/store/search.js';
import { vectorCount } from '../../src/store/vectors.js';
import { cleanupTempDirs, openTestDb, seedAssistant, seedPrompt, seedSession, seedSummary } from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
afterAll(() => cleanupTempDirs());

const kindsSql = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');

/** The reference: every stored vector of a searchable kind, per model, counted by reading the rows. */
function joinedCounts(db: Db): Record<string, number> {
  const rows = db
    .prepare(
      `SELECT e.model, count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.kind IN (${kindsSql}) GROUP BY e.model`,
    )
    .all() as { model: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.model, r.n]));
}

function expectCountsTrue(db: Db, models: string[]): void {
  const joined = joinedCounts(db);
  for (const m of models) expect(vectorCount(db, m), m).toBe(joined[m] ?? 0);
}

const vec = (x: number) => Float32Array.from({ length: 4 }, (_, i) => (i === 0 ? x : 0.5));
const docOf = (db: Db, kind: string, ref: number | string) =>
  (db.prepare('SELECT id FROM search_docs WHERE kind = ? AND ref_id = ?').get(kind, String(ref)) as { id: number }).id;

describe('vector counts kept by triggers', () => {
  it('equal a join over the rows through adds, replacements, model changes, edits, forgets and deletes', () => {
    const { db } = openTestDb();
    dbs.push(db);
    const session = seedSession(db);
    const prompts = Array.from({ length: 6 }, (_, i) => seedPrompt(db, { sessionId: session, text: `prompt ${i}` }).id);
    const promptDocs = prompts.map((id) => docOf(db, 'prompt', id));
    const assistantDoc = docOf(db, 'assistant', seedAssistant(db, { sessionId: session, text: 'the reply' }));
    const summaryDoc = docOf(db, 'summary', seedSummary(db, { sessionId: session }));
    const models = ['m1:4', 'm2:4'];
    expectCountsTrue(db, models);

    // A summary's vector is stored but not searchable: not counted.
    saveEmbeddings(
      db,
      'm1:4',
      [...promptDocs, assistantDoc, summaryDoc].map((docId, i) => ({ docId, vector: vec(i) })),
    );
    expect(vectorCount(db, 'm1:4')).toBe(7);
    expectCountsTrue(db, models);

    // Re-embedding (INSERT OR REPLACE) the same docs, then one of them by another model.
    saveEmbeddings(
      db,
      'm1:4',
      promptDocs.slice(0, 3).map((docId) => ({ docId, vector: vec(9) })),
    );
    saveEmbeddings(db, 'm2:4', [{ docId: promptDocs[0], vector: vec(1) }]);
    expect(vectorCount(db, 'm1:4')).toBe(6);
    expect(vectorCount(db, 'm2:4')).toBe(1);
    expectCountsTrue(db, models);

    db.prepare('UPDATE embeddings SET model = ? WHERE doc_id = ?').run('m2:4', promptDocs[1]);
    expectCountsTrue(db, models);

    // Forgetting a prompt deletes its doc, whose vector goes by cascade.
    forget(db, { kind: 'prompt', ref: String(prompts[2]) });
    expectCountsTrue(db, models);

    // An edit to a doc's text drops its vector (it no longer describes the text).
    db.prepare('UPDATE search_docs SET text = ? WHERE id = ?').run('edited', promptDocs[3]);
    expectCountsTrue(db, models);

    // A vector deleted directly, and a model change dropping the other model's vectors.
    db.prepare('DELETE FROM embeddings WHERE doc_id = ?').run(promptDocs[4]);
    expectCountsTrue(db, models);
    dropForeignEmbeddings(db, 'm2:4');
    expect(vectorCount(db, 'm1:4')).toBe(0);
    expectCountsTrue(db, models);

    // A whole session deleted takes its docs and their vectors.
    saveEmbeddings(
      db,
      'm2:4',
      [promptDocs[5], assistantDoc].map((docId) => ({ docId, vector: vec(3) })),
    );
    expectCountsTrue(db, models);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(session);
    expect(vectorCount(db, 'm2:4')).toBe(0);
    expectCountsTrue(db, models);
  });

  it('count the kinds that have vectors today (a change to them needs a migration rewriting the triggers)', () => {
    expect(
      VECTOR_KINDS_AT_15.split(', ')
        .map((k) => k.replace(/'/g, ''))
        .sort(),
    ).toEqual([...VECTOR_KINDS].sort());
  });
});
