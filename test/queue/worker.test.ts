import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_TIER_ORDER } from '../../src/compress/compressor.js';
import type { Config } from '../../src/config.js';
import type { Embedder } from '../../src/embed/embedder.js';
import { resetEmbedderSelection, selectEmbedder } from '../../src/embed/select.js';
import { CompressionWorker } from '../../src/queue/worker.js';
import { recall } from '../../src/recall/search.js';
import { VECTOR_KINDS } from '../../src/store/search.js';
import type { Db } from '../../src/store/connection.js';
import { endSession } from '../../src/store/capture.js';
import { enqueue, leaseHolder, queueStats, turnTarget } from '../../src/store/queue.js';
import {
  clock,
  cleanupTempDirs,
  conceptEmbedder,
  countRows,
  ensureBundle,
  makeProject,
  memoryLog,
  openTestDb,
  parseWorkerOutput,
  reopen,
  runBundle,
  seedSession,
  seedTurn,
  T0,
  DAY,
  tempDir,
  testConfig,
} from '../helpers/seed.js';

const dbs: Db[] = [];
const track = (db: Db) => (dbs.push(db), db);

function fresh(): { db: Db; file: string } {
  const o = openTestDb();
  track(o.db);
  return o;
}

function worker(
  db: Db,
  opts: { now?: () => number; config?: Config; embedder?: Embedder | null; log?: ReturnType<typeof memoryLog> } = {},
) {
  const log = opts.log ?? memoryLog();
  return new CompressionWorker({
    db,
    config: opts.config ?? testConfig(),
    log,
    now: opts.now ?? (() => T0),
    embedder: async () => opts.embedder ?? null,
    project: 'test',
  });
}

afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

describe('CompressionWorker: turns', () => {
  it('turns a queued turn into a turn_summary with a tier and evidence, and acknowledges it', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s, topic: 'the parser', tools: 6 });
    const w = worker(db);
    expect(w.acquire()).toBe(true);
    const stats = await w.drain();
    expect(stats).toMatchObject({ turns: 1, rollups: 0, failures: 0, parked: 0 });

    const row = db.prepare('SELECT summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? AND prompt_number = 1').get(s) as {
      summary: string;
      tier: string;
      evidence_json: string;
    };
    expect(row.summary).toMatch(/^\[turn 1\] \S/);
    expect(SUMMARY_TIER_ORDER).toContain(row.tier);
    // With more than K candidates and no embedder or Ollama, the lexical tier ranks them.
    expect(row.tier).toBe('lexical');
    expect(stats.tiers).toEqual({ lexical: 1 });
    const evidence = JSON.parse(row.evidence_json);
    expect(evidence.filesModified).toEqual(expect.arrayContaining(['src/the-parser/part0.ts', 'src/the-parser/part5.ts']));
    expect(countRows(db, 'pending_compressions')).toBe(0);
    // The summary is searchable.
    expect(countRows(db, 'search_docs', "kind = 'summary' AND session_id = ?", s)).toBe(1);
  });

  it('acknowledges and drops a turn whose session was deleted, without counting a failure', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s });
    enqueue(db, 'turn', turnTarget('never-existed', 3), T0);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(s); // cascades to its prompts and events; the queue row stays
    expect(countRows(db, 'pending_compressions')).toBe(2);
    const log = memoryLog();
    const w = worker(db, { log });
    const stats = await w.drain();
    expect(stats).toMatchObject({ turns: 0, failures: 0, parked: 0 });
    expect(countRows(db, 'pending_compressions')).toBe(0);
    expect(countRows(db, 'turn_summaries')).toBe(0);
    expect(log.entries).toEqual([]);
  });

  it('shares one run between concurrent drain() calls', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    for (let i = 0; i < 5; i++) seedTurn(db, { sessionId: s, at: T0 + i * 1000 });
    const w = worker(db);
    const a = w.drain();
    const b = w.drain();
    expect(b).toBe(a);
    expect((await a).turns).toBe(5);
    expect(countRows(db, 'turn_summaries')).toBe(5);
  });

  it('respects maxItems', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    for (let i = 0; i < 5; i++) seedTurn(db, { sessionId: s, at: T0 + i * 1000 });
    const stats = await worker(db).drain({ maxItems: 2 });
    expect(stats.turns).toBe(2);
    expect(countRows(db, 'pending_compressions')).toBe(3);
  });
});

describe('CompressionWorker: rollups', () => {
  it('defers a rollup while turns of its session are queued, then writes it', async () => {
    const { db } = fresh();
    const c = clock();
    const s = seedSession(db, { at: T0 });
    seedTurn(db, { sessionId: s, at: T0, topic: 'the parser' });
    // Turn 2 is queued but not ready yet (as if it were backing off after a failure).
    const { promptNumber } = seedTurn(db, { sessionId: s, at: T0 + 1000, topic: 'the lexer', queue: false });
    enqueue(db, 'turn', turnTarget(s, promptNumber), T0, 10_000);
    endSession(db, s, 'logout', T0 + 2000);
    enqueue(db, 'session_rollup', s, T0);
    const w = worker(db, { now: c.now });

    const first = await w.drain();
    expect(first).toMatchObject({ turns: 1, rollups: 0, failures: 0 });
    expect(
      (db.prepare('SELECT rollup_summary FROM sessions WHERE id = ?').get(s) as { rollup_summary: string | null }).rollup_summary,
    ).toBeNull();
    const waiting = db.prepare("SELECT not_before FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?").get(s) as {
      not_before: number;
    };
    expect(waiting.not_before).toBeGreaterThan(c.now());
    expect(countRows(db, 'search_docs', "kind = 'rollup'")).toBe(0);

    c.advance(10_000);
    const second = await w.drain();
    expect(second).toMatchObject({ turns: 1, rollups: 1, failures: 0 });
    const row = db.prepare('SELECT rollup_summary, rollup_tier FROM sessions WHERE id = ?').get(s) as {
      rollup_summary: string;
      rollup_tier: string;
    };
    expect(row.rollup_summary.length).toBeGreaterThan(10);
    expect(row.rollup_summary).not.toMatch(/\[turn \d+\]/);
    // Turns with cards roll up into the session's own sentences; without cards, a summary tier.
    expect([...SUMMARY_TIER_ORDER, 'sentences']).toContain(row.rollup_tier);
    const doc = db.prepare("SELECT ref_id, session_id, text FROM search_docs WHERE kind = 'rollup'").get() as {
      ref_id: string;
      session_id: string;
      text: string;
    };
    expect(doc).toEqual({ ref_id: s, session_id: s, text: row.rollup_summary });
    expect(countRows(db, 'pending_compressions')).toBe(0);
  });

  it('drops a rollup for a session with nothing summarized', async () => {
    const { db } = fresh();
    const s = seedSession(db, { end: {} });
    enqueue(db, 'session_rollup', s, T0);
    const stats = await worker(db).drain();
    expect(stats).toMatchObject({ rollups: 0, failures: 0 });
    expect(countRows(db, 'pending_compressions')).toBe(0);
  });
});

describe('CompressionWorker: failures', () => {
  it('records attempts and last_error with backoff, parks after maxAttempts, and shows it in queueStats', async () => {
    const { db } = fresh();
    const c = clock();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s });
    // A store that refuses the result: every attempt fails at the write, after compression succeeded.
    db.exec(`CREATE TRIGGER refuse_summaries BEFORE INSERT ON turn_summaries BEGIN SELECT RAISE(ABORT, 'disk says no'); END;`);
    const log = memoryLog();
    const w = worker(db, { now: c.now, log, config: testConfig({ worker: { maxAttempts: 3 } }) });
    const row = () =>
      db.prepare('SELECT attempts, last_error, not_before, parked, claimed_by FROM pending_compressions').get() as {
        attempts: number;
        last_error: string | null;
        not_before: number;
        parked: number;
        claimed_by: string | null;
      };

    expect(await w.drain()).toMatchObject({ turns: 0, failures: 1, parked: 0 });
    let r = row();
    expect(r).toMatchObject({ attempts: 1, parked: 0, claimed_by: null });
    expect(r.last_error).toContain('disk says no');
    expect(r.not_before).toBe(c.now() + 2_000);
    expect(queueStats(db, c.now())).toMatchObject({ ready: 0, waiting: 1, parked: 0 });

    // Still backing off: nothing is retried.
    c.advance(1_999);
    expect(await w.drain()).toMatchObject({ failures: 0 });
    expect(row().attempts).toBe(1);

    c.advance(1);
    expect(await w.drain()).toMatchObject({ failures: 1, parked: 0 });
    r = row();
    expect(r.attempts).toBe(2);
    expect(r.not_before).toBe(c.now() + 4_000); // exponential

    c.advance(4_000);
    expect(await w.drain()).toMatchObject({ failures: 1, parked: 1 });
    expect(row()).toMatchObject({ attempts: 3, parked: 1 });
    const stats = queueStats(db, c.now());
    expect(stats).toMatchObject({ ready: 0, waiting: 0, parked: 1 });
    expect(stats.parkedItems).toEqual([
      { kind: 'turn', target: turnTarget(s, 1), attempts: 3, lastError: expect.stringContaining('disk says no') },
    ]);
    expect(log.entries.filter((e) => e.scope === 'worker:turn')).toHaveLength(3);

    // Parked means parked, however long we wait.
    c.advance(3_600_000);
    expect(await w.drain()).toMatchObject({ turns: 0, failures: 0 });
    expect(countRows(db, 'turn_summaries')).toBe(0);

    // New material for the turn revives it; once the store accepts writes again it is summarized.
    db.exec('DROP TRIGGER refuse_summaries');
    enqueue(db, 'turn', turnTarget(s, 1), c.now());
    expect(row()).toMatchObject({ attempts: 0, parked: 0, last_error: null });
    expect(await w.drain()).toMatchObject({ turns: 1, failures: 0 });
    expect(countRows(db, 'turn_summaries')).toBe(1);
    expect(countRows(db, 'pending_compressions')).toBe(0);
  });

  it('a failing item does not block the rest of the queue', async () => {
    const { db } = fresh();
    const s1 = seedSession(db);
    const s2 = seedSession(db);
    seedTurn(db, { sessionId: s1 });
    seedTurn(db, { sessionId: s2 });
    db.exec(
      `CREATE TRIGGER refuse_s1 BEFORE INSERT ON turn_summaries WHEN NEW.session_id = '${s1}' BEGIN SELECT RAISE(ABORT, 'nope'); END;`,
    );
    const stats = await worker(db).drain();
    expect(stats).toMatchObject({ turns: 1, failures: 1 });
    expect(countRows(db, 'turn_summaries', 'session_id = ?', s2)).toBe(1);
  });
});

describe('CompressionWorker: lease', () => {
  it('lets only one of two workers on one store (two connections) hold the lease', async () => {
    const { db, file } = fresh();
    const other = track(reopen(file));
    const s = seedSession(db);
    for (let i = 0; i < 4; i++) seedTurn(db, { sessionId: s, at: T0 + i });
    const a = worker(db);
    const b = worker(other);
    expect(a.acquire()).toBe(true);
    expect(b.acquire()).toBe(false);
    expect(a.acquire()).toBe(true); // renewing one's own lease works
    expect(leaseHolder(other, T0)?.holder).toBe(a.id);

    // The worker without the lease does nothing, even when asked to drain.
    expect(await b.drain()).toMatchObject({ turns: 0, rollups: 0, failures: 0 });
    expect(countRows(db, 'turn_summaries')).toBe(0);
    expect(await a.drain()).toMatchObject({ turns: 4 });

    // Releasing someone else's lease is a no-op; releasing one's own frees it.
    b.release();
    expect(b.acquire()).toBe(false);
    a.release();
    expect(b.acquire()).toBe(true);
  });

  it('a worker without the lease changes nothing: no stale sessions closed, no vectors dropped', async () => {
    const { db, file } = fresh();
    const other = track(reopen(file));
    const c = clock(T0 + 24 * 3_600_000);
    const s = seedSession(db, { at: T0 }); // silent for a day: stale
    seedTurn(db, { sessionId: s });
    const holder = worker(db, { now: c.now });
    expect(holder.acquire()).toBe(true);
    db.prepare("INSERT INTO embeddings (doc_id, model, dims, vector) SELECT id, 'old-model', 1, x'0000803f' FROM search_docs").run();
    const vectors = countRows(db, 'embeddings');
    expect(vectors).toBeGreaterThan(0);

    const intruder = worker(other, { now: c.now, embedder: conceptEmbedder('new-model', [['parser']]) });
    expect(await intruder.drain()).toEqual({ turns: 0, rollups: 0, failures: 0, parked: 0, embedded: 0, tiers: {} });
    expect(countRows(db, 'embeddings', "model = 'old-model'")).toBe(vectors);
    expect(countRows(db, 'sessions', "status = 'active'")).toBe(1);
    expect(countRows(db, 'pending_compressions')).toBe(1);
  });

  it('takes over an expired lease, and the old holder loses it', () => {
    const { db, file } = fresh();
    const other = track(reopen(file));
    const c = clock();
    const config = testConfig({ worker: { leaseMs: 30_000 } });
    const a = worker(db, { now: c.now, config });
    const b = worker(other, { now: c.now, config });
    expect(a.acquire()).toBe(true);
    c.advance(29_999);
    expect(b.acquire()).toBe(false);
    c.advance(1);
    expect(b.acquire()).toBe(true);
    expect(a.acquire()).toBe(false);
    expect(leaseHolder(db, c.now())?.holder).toBe(b.id);
  });

  it('takes over a stale claim of a dead worker only after worker.staleClaimMs', async () => {
    const { db } = fresh();
    const c = clock();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s });
    db.prepare("UPDATE pending_compressions SET claimed_by = 'dead-worker', claimed_at = ?").run(T0);
    const w = worker(db, { now: c.now, config: testConfig({ worker: { staleClaimMs: 5_000 } }) });
    c.advance(4_999);
    expect(await w.drain()).toMatchObject({ turns: 0 });
    c.advance(2);
    expect(await w.drain()).toMatchObject({ turns: 1 });
    expect(countRows(db, 'pending_compressions')).toBe(0);
  });

  it('defaults worker.staleClaimMs to two minutes', () => {
    expect(testConfig().worker.staleClaimMs).toBe(120_000);
  });
});

describe('CompressionWorker: embeddings', () => {
  const topics = [
    ['parser', 'grammar'],
    ['database', 'sqlite', 'migration'],
    ['test', 'vitest'],
  ];

  it('embeds every single-utterance search doc with the current embedder, and re-embeds everything when the embedder changes', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s, topic: 'the parser' });
    seedTurn(db, { sessionId: s, topic: 'the database migration', at: T0 + 1000 });
    const e1 = conceptEmbedder('fake:v1', topics);
    // One worker at a time, as in real life: each releases its lease when done.
    const run = async (e: Embedder) => {
      const w = worker(db, { embedder: e });
      try {
        return await w.drain();
      } finally {
        w.release();
      }
    };
    const stats = await run(e1);
    const kinds = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');
    const docs = countRows(db, 'search_docs', `kind IN (${kinds})`);
    expect(docs).toBeGreaterThan(8);
    expect(stats.embedded).toBe(docs);
    expect(countRows(db, 'embeddings', 'model = ?', 'fake:v1')).toBe(docs);
    expect(countRows(db, 'embeddings', 'dims = ?', topics.length + 1)).toBe(docs);
    // The summaries the drain itself wrote are searched by keyword only: blends of sentences make vector hubs.
    expect(countRows(db, 'search_docs', "kind = 'summary'")).toBe(2);
    expect(countRows(db, 'search_docs d', "d.kind = 'summary' AND EXISTS (SELECT 1 FROM embeddings e WHERE e.doc_id = d.id)")).toBe(0);

    // Nothing new: nothing embedded again.
    expect((await run(e1)).embedded).toBe(0);

    const e2 = conceptEmbedder('fake:v2', topics);
    const again = await run(e2);
    expect(again.embedded).toBe(docs);
    expect(countRows(db, 'embeddings', 'model = ?', 'fake:v1')).toBe(0);
    expect(countRows(db, 'embeddings', 'model = ?', 'fake:v2')).toBe(docs);
  });

  it('caps the text sent to the embedder', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s, queue: false });
    db.prepare('UPDATE prompts SET text = ?').run('x'.repeat(10_000));
    const e = conceptEmbedder('fake:cap', topics);
    await worker(db, { embedder: e }).drain();
    expect(Math.max(...e.calls.flat().map((t) => t.length))).toBeLessThanOrEqual(2_000);
  });

  it('encodes a text once per drain when a summary candidate is also a search doc', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    for (let i = 0; i < 3; i++)
      seedTurn(db, { sessionId: s, topic: ['the parser', 'the database migration', 'the test runner'][i], at: T0 + i * 1000 });
    const e = conceptEmbedder('fake:once', topics);
    const stats = await worker(db, { embedder: e }).drain();
    expect(stats.turns).toBe(3);
    const sent = e.calls.flat();
    // Every doc got its vector, and no text reached the encoder twice: the prompts ("Please fix …") are both a
    // summary candidate and a search doc.
    const kinds = VECTOR_KINDS.map((k) => `'${k}'`).join(', ');
    expect(countRows(db, 'embeddings', 'model = ?', 'fake:once')).toBe(countRows(db, 'search_docs', `kind IN (${kinds})`));
    expect(new Set(sent).size).toBe(sent.length);
    const prompts = db.prepare('SELECT text FROM prompts').all() as { text: string }[];
    for (const p of prompts) expect(sent.filter((t) => t === p.text)).toHaveLength(1);
  });

  it('keeps compressing when the embedder fails to load', async () => {
    const { db } = fresh();
    const s = seedSession(db);
    seedTurn(db, { sessionId: s });
    const log = memoryLog();
    const w = new CompressionWorker({
      db,
      config: testConfig(),
      log,
      now: () => T0,
      embedder: async () => {
        throw new Error('no model here');
      },
    });
    expect(await w.drain()).toMatchObject({ turns: 1, embedded: 0, failures: 0 });
    expect(log.entries.map((e) => e.scope)).toContain('worker:embedder');
  });

  describe('with the real USE-Lite model', () => {
    let useLite: Embedder | null = null;
    beforeAll(async () => {
      resetEmbedderSelection();
      useLite = await selectEmbedder('use-lite', { cacheDir: tempDir('cm-models-'), allowDownload: false });
    }, 120_000);

    it('embeds after a drain, and hybrid recall uses the vectors', async () => {
      expect(useLite).not.toBeNull();
      const { db } = fresh();
      const s = seedSession(db);
      seedTurn(db, { sessionId: s, topic: 'the database migration' });
      seedTurn(db, { sessionId: s, topic: 'the login page styles', at: T0 + 1000 });
      const stats = await worker(db, { embedder: useLite }).drain();
      expect(stats.turns).toBe(2);
      const docs = countRows(db, 'search_docs', `kind IN (${VECTOR_KINDS.map((k) => `'${k}'`).join(', ')})`);
      expect(docs).toBeGreaterThan(4);
      expect(stats.embedded).toBe(docs);
      expect(countRows(db, 'embeddings', "model = 'use-lite:512' AND dims = 512")).toBe(docs);

      const result = await recall({ db, now: T0, weights: { fts: 1, vector: 0.5 }, embedder: useLite }, 'schema upgrade of the database', {
        limit: 5,
      });
      expect(result.mode).toBe('hybrid');
      expect(result.hits[0].snippet.toLowerCase()).toContain('database');
    }, 60_000);
  });
});

describe('`worker --once` (the bundle)', () => {
  beforeAll(() => {
    ensureBundle();
  });

  it('drains everything and prints the counts', async () => {
    const p = makeProject();
    const db = track(p.open());
    const s1 = seedSession(db, { at: Date.now() - 20_000 });
    const s2 = seedSession(db, { at: Date.now() - 20_000 });
    for (let i = 0; i < 3; i++) seedTurn(db, { sessionId: s1, at: Date.now() - 10_000 + i });
    for (let i = 0; i < 2; i++) seedTurn(db, { sessionId: s2, at: Date.now() - 10_000 + i });
    endSession(db, s1, 'logout', Date.now() - 5_000);
    enqueue(db, 'session_rollup', s1, Date.now() - 5_000);

    const r = await runBundle(['worker', '--once'], p);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(parseWorkerOutput(r.stdout)).toEqual({ turns: 5, rollups: 1, embedded: 0, failures: 0, parked: 0 });
    expect(r.stdout).toMatch(/tiers: .*lexical \d/);
    expect(countRows(db, 'turn_summaries')).toBe(5);
    expect(countRows(db, 'pending_compressions')).toBe(0);
    expect(countRows(db, 'sessions', 'rollup_summary IS NOT NULL')).toBe(1);
    expect(leaseHolder(db, Date.now())).toBeNull(); // released on exit
  });

  it('two racing `worker --once` processes summarize 200 turns exactly once', async () => {
    const p = makeProject();
    const db = track(p.open());
    const sessions = Array.from({ length: 4 }, () => seedSession(db, { at: Date.now() - 120_000 }));
    db.transaction(() => {
      for (let i = 0; i < 200; i++) seedTurn(db, { sessionId: sessions[i % 4], at: Date.now() - 60_000 + i, topic: `module ${i}` });
    })();
    expect(countRows(db, 'pending_compressions')).toBe(200);
    // Count every summary write, including an overwrite of an existing one (which the unique key would hide).
    db.exec(`CREATE TABLE summary_writes (session_id TEXT, prompt_number INTEGER);
      CREATE TRIGGER count_insert AFTER INSERT ON turn_summaries BEGIN INSERT INTO summary_writes VALUES (NEW.session_id, NEW.prompt_number); END;
      CREATE TRIGGER count_update AFTER UPDATE ON turn_summaries BEGIN INSERT INTO summary_writes VALUES (NEW.session_id, NEW.prompt_number); END;`);

    const [a, b] = await Promise.all([runBundle(['worker', '--once'], p), runBundle(['worker', '--once'], p)]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const reported = [a, b].map((r) => parseWorkerOutput(r.stdout)?.turns ?? 0);
    expect(reported[0] + reported[1]).toBe(200);
    expect(countRows(db, 'turn_summaries')).toBe(200);
    expect(countRows(db, 'summary_writes')).toBe(200);
    expect(
      (db.prepare('SELECT count(*) AS n FROM (SELECT DISTINCT session_id, prompt_number FROM summary_writes)').get() as { n: number }).n,
    ).toBe(200);
    expect(countRows(db, 'pending_compressions')).toBe(0);
  }, 120_000);
});

describe('CompressionWorker: retention', () => {
  it('deletes raw payloads past the window once their turn is summarized, keeping summaries, evidence and recent payloads', async () => {
    const { db } = fresh();
    const old = seedSession(db, { sessionId: 'old-session', at: T0 - 40 * DAY });
    seedTurn(db, { sessionId: old, topic: 'the old parser', tools: 2, at: T0 - 40 * DAY });
    const recent = seedSession(db, { sessionId: 'recent-session', at: T0 - DAY });
    seedTurn(db, { sessionId: recent, topic: 'the new lexer', tools: 2, at: T0 - DAY });
    enqueue(db, 'turn', turnTarget(old, 1), T0);
    enqueue(db, 'turn', turnTarget(recent, 1), T0);
    const w = worker(db, { config: testConfig({ retention: { rawPayloadDays: 30 } }) });
    expect(w.acquire()).toBe(true);
    await w.drain();
    expect(countRows(db, 'turn_summaries')).toBe(2);
    expect(countRows(db, 'tool_events', 'session_id = ? AND payload_id IS NOT NULL', old)).toBe(0);
    expect(countRows(db, 'tool_events', 'session_id = ? AND payload_id IS NOT NULL', recent)).toBe(2);
    expect(countRows(db, 'tool_event_payloads')).toBe(2);
    // The old turn's events stay, described, and its summary and evidence stay.
    expect(countRows(db, 'tool_events', 'session_id = ?', old)).toBe(2);
    expect(countRows(db, 'turn_summaries', "session_id = ? AND evidence_json != '{}'", old)).toBe(1);
  });
});
