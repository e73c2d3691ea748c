// Keyword recall in a large store: words common enough to make a BM25 OR query read most of the index are left to
// the relevance weights, document frequencies past a cap are estimated, and the docs count comes from a counter.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { forget } from '../helpers/store.js';
import { affordableTerms } from '../../src/recall/fts-query.js';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { docFrequencies, EXACT_DF_UP_TO, ftsSearchHolding } from '../../src/store/search.js';
import { cleanupTempDirs, openTestDb, reopen, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
afterAll(() => cleanupTempDirs());

/** `n` prompts in one transaction (fast): every one says "tests", every 2nd "deploy", one in 499 "pipeline". */
function bigStore(n: number): { db: Db; session: string } {
  const { db } = openTestDb();
  dbs.push(db);
  const session = seedSession(db);
  const insert = db.prepare("INSERT INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, '')");
  db.transaction(() => {
    for (let i = 1; i <= n; i++) {
      const words = ['please run the tests', i % 2 === 0 ? 'before the deploy' : '', i % 499 === 0 ? 'of the pipeline' : '', `item${i}`];
      insert.run(session, i, words.filter(Boolean).join(' '), T0 + i);
    }
  })();
  return { db, session };
}

const search = (db: Db, query: string) => recall({ db, now: T0 + 10_000_000, weights: { fts: 1, vector: 0 } }, query, { limit: 10 });

describe('affordableTerms()', () => {
  const df = new Map([
    ['tests', 40_000],
    ['deploy', 9_000],
    ['pipeline', 30],
    ['typo', 0],
  ]);
  it('takes terms rarest first while the rows they match stay within the budget; unknown words are free', () => {
    expect(affordableTerms(['tests', 'deploy', 'pipeline', 'typo'], df, 10_000)).toEqual({
      terms: ['deploy', 'pipeline', 'typo'],
      dropped: ['tests'],
      overBudget: false,
    });
    expect(affordableTerms(['tests', 'deploy', 'pipeline'], df, 5_000)).toEqual({
      terms: ['pipeline'],
      dropped: ['tests', 'deploy'],
      overBudget: false,
    });
    expect(affordableTerms(['pipeline', 'typo'], df, 5_000).terms).toEqual(['pipeline', 'typo']);
  });
  it('always keeps the rarest word found anywhere, and says when even it is over the budget', () => {
    expect(affordableTerms(['tests', 'deploy', 'typo'], df, 5_000)).toEqual({
      terms: ['deploy', 'typo'],
      dropped: ['tests'],
      overBudget: true,
    });
    expect(affordableTerms(['tests'], df, 5_000)).toEqual({ terms: ['tests'], dropped: [], overBudget: true });
  });
});

describe('keyword recall in a large store', () => {
  it('finds the rare word first when a very common word rides along, and still answers a query of common words only', async () => {
    const { db } = bigStore(12_000);
    const res = await search(db, 'tests pipeline');
    // The 24 pipeline prompts carry the query's real topic; "tests" is in every doc.
    expect(res.hits.length).toBe(10);
    for (const h of res.hits) expect(h.snippet).toContain('pipeline');
    // "deploy" is too common to rank (6,000 docs), but the pipeline docs that also say it come first.
    const both = await search(db, 'deploy pipeline');
    expect(both.hits.length).toBe(10);
    for (const h of both.hits) expect(h.snippet).toMatch(/deploy.*pipeline/);
    // Both words are in thousands of docs: the newest matches of the rarer one stand in for a ranking.
    const common = await search(db, 'tests deploy');
    expect(common.hits.length).toBe(10);
    for (const h of common.hits) {
      expect(h.snippet).toContain('deploy');
      expect(h.prompt_number).toBeGreaterThan(12_000 - 200);
    }
  });

  it('orders the docs of a rankable word by how many common words they also hold, then by BM25, then beyond the newest, newest first', () => {
    const { db } = openTestDb();
    dbs.push(db);
    const session = seedSession(db);
    const say = (text: string) => seedPrompt(db, { sessionId: session, text }).id;
    const docOf = new Map<number, string>();
    const doc = (name: string, text: string) =>
      docOf.set(
        db
          .prepare("SELECT id FROM search_docs WHERE kind = 'prompt' AND ref_id = ?")
          .pluck()
          .get(String(say(text))) as number,
        name,
      );
    doc('one', 'the walrus said nothing else at all today, nothing');
    doc('both', 'the walrus sang and the band played');
    doc('dense', 'walrus walrus walrus');
    doc('sang', 'a walrus sang once upon a long and winding road by the sea');
    doc('none', 'no such animal here');
    const also = ['"walrus" AND "sang"', '"walrus" AND "played"'];
    const names = (rows: { docId: number }[]) => rows.map((r) => docOf.get(r.docId));
    // Both other words, then one, then none; within as many, BM25 (three walruses in three words before one in ten).
    expect(names(ftsSearchHolding(db, '"walrus"', also, {}, 10))).toEqual(['both', 'sang', 'dense', 'one']);
    expect(names(ftsSearchHolding(db, '"walrus"', also, {}, 2))).toEqual(['both', 'sang']);
    // Ranked by recency when the word is too common: the newest two; a doc holding more words beyond them still leads.
    expect(names(ftsSearchHolding(db, '"walrus"', also, {}, 10, 2))).toEqual(['both', 'sang', 'dense']);
    expect(names(ftsSearchHolding(db, '"walrus"', ['"walrus" AND "nothing"'], {}, 10, 2))).toEqual(['one', 'sang', 'dense']);
    // Filters apply in that order: a session filter that no doc passes leaves nothing.
    expect(ftsSearchHolding(db, '"walrus"', also, { sessionId: 'another' }, 10)).toEqual([]);
  });

  it('counts document frequencies exactly up to the cap and estimates past it, within a few percent', () => {
    const { db } = bigStore(EXACT_DF_UP_TO + 2_000);
    const n = EXACT_DF_UP_TO + 2_000;
    const { total, df } = docFrequencies(db, ['tests', 'deploy', 'pipeline', 'absent']);
    expect(total).toBe(n);
    expect(df.get('deploy')).toBe(Math.floor(n / 2));
    expect(df.get('pipeline')).toBe(Math.floor(n / 499));
    expect(df.get('absent')).toBe(0);
    // Past the cap: "tests" is in every doc; the estimate may not exceed the total.
    expect(df.get('tests')!).toBeGreaterThan(n * 0.97);
    expect(df.get('tests')!).toBeLessThanOrEqual(n);
  });

  it('estimates a word that came into use late over the span it is used in, not the whole store', () => {
    const { db } = openTestDb();
    dbs.push(db);
    const session = seedSession(db);
    const n = 9_000;
    const insert = db.prepare("INSERT INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, '')");
    db.transaction(() => {
      for (let i = 1; i <= n; i++) {
        const words = ['a routine prompt', i > n - 3_000 ? 'about kafka' : '', i > n - 6_000 && i % 2 === 0 ? 'with grpc' : '', `item${i}`];
        insert.run(session, i, words.filter(Boolean).join(' '), T0 + i);
      }
    })();
    const { df } = docFrequencies(db, ['kafka', 'grpc']);
    // 3,000 each, past the exact count: spread over the whole store they would be estimated about 2,250 and 2,570.
    expect(Math.abs(df.get('kafka')! - 3_000)).toBeLessThanOrEqual(60);
    expect(Math.abs(df.get('grpc')! - 3_000)).toBeLessThanOrEqual(60);
  });

  it('keeps word counts between queries only while the store is unchanged, by this connection or another', () => {
    const { db, file } = openTestDb();
    dbs.push(db);
    const other = reopen(file);
    dbs.push(other);
    const a = seedSession(db);
    const ids = [1, 2].map((i) => seedPrompt(db, { sessionId: a, text: `walrus ${i}` }).id);
    const walrus = () => docFrequencies(db, ['walrus']).df.get('walrus');
    expect(walrus()).toBe(2);
    expect(walrus()).toBe(2);
    seedPrompt(other, { sessionId: a, text: 'walrus from another process' });
    expect(walrus()).toBe(3);
    seedPrompt(db, { sessionId: a, text: 'walrus here' });
    expect(walrus()).toBe(4);
    forget(db, { kind: 'prompt', ref: String(ids[0]) });
    expect(walrus()).toBe(3);
    other.prepare('UPDATE prompts SET text = ? WHERE id = ?').run('no longer that word', ids[1]);
    expect(walrus()).toBe(2);
    // The asking session's docs are left out under their own key.
    expect(docFrequencies(db, ['walrus'], a).df.get('walrus')).toBe(0);
    expect(walrus()).toBe(2);
  });

  it("leaves out the asking session's own matches exactly, whether its docs lie together or spread over the store", () => {
    const { db } = openTestDb();
    dbs.push(db);
    const [early, late, spread] = ['early', 'late', 'spread'].map((sessionId) => seedSession(db, { sessionId }));
    const insert = db.prepare("INSERT INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, '')");
    const numbers = new Map<string, number>();
    const say = (session: string, text: string) => {
      const n = (numbers.get(session) ?? 0) + 1;
      numbers.set(session, n);
      insert.run(session, n, text, T0 + n);
    };
    db.transaction(() => {
      // "spread" has a doc at both ends, so its span holds every other doc: its own matches are found the long way.
      say(spread, 'tests and the walrus');
      for (let i = 1; i <= 6_000; i++)
        say(i <= 3_000 ? early : late, ['tests', i % 3 === 0 ? 'walrus' : '', i % 1_000 === 0 ? 'narwhal' : ''].join(' '));
      say(spread, 'tests, the walrus and the narwhal');
    })();
    const brute = (word: string, except: string) =>
      (
        db
          .prepare(
            'SELECT count(*) AS n FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH ? AND d.session_id IS NOT ?',
          )
          .get(`"${word}"`, except) as { n: number }
      ).n;
    for (const session of [early, late, spread]) {
      const { df } = docFrequencies(db, ['walrus', 'narwhal', 'absent'], session);
      for (const word of ['walrus', 'narwhal', 'absent'])
        expect([session, word, df.get(word)]).toEqual([session, word, brute(word, session)]);
      // Past the exact count, the estimate still leaves the session out: "tests" is in every doc but the session's.
      const tests = docFrequencies(db, ['tests'], session).df.get('tests')!;
      expect(Math.abs(tests - brute('tests', session))).toBeLessThanOrEqual(60);
    }
  });

  it("keeps the docs count with every insert and forget, and leaves out the asking session's docs", () => {
    const { db } = openTestDb();
    dbs.push(db);
    const a = seedSession(db);
    const b = seedSession(db);
    const ids = [1, 2, 3].map((i) => seedPrompt(db, { sessionId: a, text: `alpha prompt ${i}` }).id);
    seedPrompt(db, { sessionId: b, text: 'beta prompt' });
    const count = () => (db.prepare('SELECT count(*) AS n FROM search_docs').get() as { n: number }).n;
    expect(docFrequencies(db, ['prompt']).total).toBe(count());
    forget(db, { kind: 'prompt', ref: String(ids[0]) });
    expect(docFrequencies(db, ['prompt']).total).toBe(count());
    expect(docFrequencies(db, ['prompt'], b)).toEqual({ total: count() - 1, df: new Map([['prompt', 2]]) });
  });
});
