// Memory never confirms itself (issue 22): a session that was shown a decision (digest, injected memories, the plugin's
// own recall) and restates it ("Last time we decided to switch…") gives that decision no receipt, no corroboration and
// no new item; its summaries, card and rollup do not repeat it, and such a session takes no digest line. A real
// change of mind in the same session ("switch back from Vitest to Jest") is still extracted.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CompressionWorker } from '../../src/queue/worker.js';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { recordShown } from '../../src/store/exposures.js';
import { enqueue, turnTarget } from '../../src/store/queue.js';
import { cleanupTempDirs, memoryLog, openTestDb, seedAssistant, seedPrompt, seedSession, T0, HOUR, testConfig } from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

const DECIDED = "Let's switch the parser's tests from Jest to Vitest, because Jest needs a Babel transform for our ESM modules.";
const RESTATED =
  "Last time we decided to switch the parser's tests from Jest to Vitest, because Jest needs a Babel transform for our ESM modules.";

async function drain(db: Db, now: number): Promise<void> {
  const w = new CompressionWorker({
    db,
    config: testConfig(),
    log: memoryLog(),
    now: () => now,
    embedder: async () => null,
    project: 'test',
  });
  expect(w.acquire()).toBe(true);
  await w.drain();
  w.release();
}

function turn(db: Db, sessionId: string, n: number, prompt: string, reply: string, at: number): void {
  seedPrompt(db, { sessionId, text: prompt, at, promptId: `${sessionId}-p${n}` });
  seedAssistant(db, { sessionId, promptNumber: n, uuid: `${sessionId}-a${n}`, text: reply, at: at + 1 });
  enqueue(db, 'turn', turnTarget(sessionId, n), at);
}

/** Session 1 decides; session 2 is shown the decision and restates it. */
async function week(): Promise<{ db: Db; decision: number; later: string }> {
  const { db } = openTestDb();
  dbs.push(db);
  const first = seedSession(db, { sessionId: 'decide-000-session', at: T0 });
  turn(db, first, 1, DECIDED, 'Switched the parser tests; 48 pass in 3.1 seconds.', T0);
  await drain(db, T0 + 1_000);
  const decision = (db.prepare("SELECT id FROM memory_items WHERE type = 'decision'").get() as { id: number }).id;
  const later = seedSession(db, { sessionId: 'echo-00000-session', at: T0 + HOUR });
  // The digest at its start showed the decision; the plugin's recall showed it again in turn 1.
  recordShown(db, { sessionId: later, promptNumber: 0, memoryIds: [`decision:${decision}`], at: T0 + HOUR });
  turn(db, later, 1, "Why did we switch the parser's test runner?", RESTATED, T0 + HOUR + 10);
  await drain(db, T0 + HOUR + 1_000);
  return { db, decision, later };
}

describe('memory never confirms itself', () => {
  it('a restatement of a decision the session was shown is no receipt, no corroboration and no new item', async () => {
    const { db, decision, later } = await week();
    const receipts = db.prepare('SELECT session_id FROM memory_provenance WHERE item_id = ?').all(decision) as { session_id: string }[];
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.map((r) => r.session_id)).not.toContain(later);
    expect(db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'corroborate'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM memory_items WHERE session_id = ?').get(later)).toEqual({ n: 0 });
  });

  it("the restating turn's summary and card do not repeat it, and its session is trivial: no digest line", async () => {
    const { db, later } = await week();
    const row = db.prepare('SELECT summary, card FROM turn_summaries WHERE session_id = ?').get(later) as { summary: string; card: string };
    expect(row.summary).not.toContain('Last time we decided');
    expect(row.card).not.toContain('Last time we decided');
    enqueue(db, 'session_rollup', later, T0 + 2 * HOUR);
    await drain(db, T0 + 2 * HOUR);
    const s = db.prepare('SELECT trivial, rollup_summary FROM sessions WHERE id = ?').get(later) as {
      trivial: number;
      rollup_summary: string;
    };
    expect(s.trivial).toBe(1);
    // Nothing to roll up: its rollup would be the question alone.
    expect(s.rollup_summary).toBeNull();
  });

  it('a turn answered only by restating memory is kept out of search: the decision ranks first for its question', async () => {
    const { db, decision, later } = await week();
    const hidden = db.prepare('SELECT kind, active FROM search_docs WHERE session_id = ? ORDER BY kind').all(later);
    expect(hidden).toEqual([
      { kind: 'assistant', active: 0 },
      { kind: 'prompt', active: 0 },
      { kind: 'summary', active: 0 },
      { kind: 'turn', active: 0 },
    ]);
    const r = await recall({ db, now: T0 + 3 * HOUR, weights: { fts: 1, vector: 0 } }, "Why did we switch the parser's test runner?", {
      limit: 5,
    });
    expect(r.hits[0]?.id).toBe(`decision:${decision}`);
    expect(r.hits.map((h) => h.session_id)).not.toContain(later);
    // It is still in the session's timeline.
    expect(db.prepare('SELECT count(*) AS n FROM prompts WHERE session_id = ?').get(later)).toEqual({ n: 1 });
  });

  it('a change of mind in a session that was shown the decision is still extracted', async () => {
    const { db, later } = await week();
    turn(
      db,
      later,
      2,
      "We're switching the parser's tests back from Vitest to Jest, because Vitest breaks our snapshot files.",
      'Done.',
      T0 + HOUR + 60_000,
    );
    await drain(db, T0 + HOUR + 120_000);
    const items = db.prepare('SELECT text FROM memory_items WHERE session_id = ?').all(later) as { text: string }[];
    expect(items.map((i) => i.text)).toContain(
      "We're switching the parser's tests back from Vitest to Jest, because Vitest breaks our snapshot files.",
    );
  });
});
