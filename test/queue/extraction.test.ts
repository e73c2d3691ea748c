// Knowledge extraction in the real worker: summarizing a turn stores what it decided as an unconfirmed candidate
// with the turn as its receipt, a later "switch from X to Y" supersedes it automatically, and nothing is extracted
// twice when a turn is summarized again.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CompressionWorker } from '../../src/queue/worker.js';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { enqueue, turnTarget } from '../../src/store/queue.js';
import {
  cleanupTempDirs,
  clock,
  countRows,
  memoryLog,
  openTestDb,
  seedAssistant,
  seedPrompt,
  seedSession,
  T0,
  DAY,
  testConfig,
} from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

function setup() {
  const { db } = openTestDb();
  dbs.push(db);
  const time = clock(T0);
  const log = memoryLog();
  const worker = new CompressionWorker({ db, config: testConfig(), log, now: () => time.now(), embedder: async () => null, project: 't' });
  return { db, time, worker, log };
}

function turn(db: Db, sessionId: string, prompt: string, reply: string, at: number): number {
  const { promptNumber } = seedPrompt(db, { sessionId, text: prompt, at, uuid: `${sessionId}-p-${at}` });
  seedAssistant(db, { sessionId, promptNumber, text: reply, at: at + 1_000, uuid: `${sessionId}-a-${at}` });
  enqueue(db, 'turn', turnTarget(sessionId, promptNumber), at);
  return promptNumber;
}

describe('extraction when a turn is summarized', () => {
  it('stores a stated decision as an unconfirmed candidate with the turn as its receipt, and supersedes it on "switch from X to Y"', async () => {
    const { db, time, worker, log } = setup();
    const s1 = seedSession(db, { sessionId: 'sess-a', at: T0 });
    turn(db, s1, 'We decided to use npm as the package manager for this repo.', 'Understood, I set up the scripts with npm.', T0);
    await worker.drain();
    const first = db.prepare(`SELECT id, type, trust, origin, source, subject_key FROM memory_items`).all() as {
      id: number;
      type: string;
      trust: string;
      subject_key: string;
    }[];
    expect(first).toEqual([
      { id: first[0].id, type: 'decision', trust: 'candidate', origin: 'inferred', source: 'auto', subject_key: 'package manager' },
    ]);
    expect(
      db.prepare('SELECT kind, session_id, prompt_number, transcript_uuid FROM memory_provenance WHERE item_id = ?').get(first[0].id),
    ).toEqual({
      kind: 'prompt',
      session_id: s1,
      prompt_number: 1,
      transcript_uuid: `${s1}-p-${T0}`,
    });

    time.set(T0 + DAY);
    const s2 = seedSession(db, { sessionId: 'sess-b', at: T0 + DAY });
    turn(db, s2, "Let's switch from npm to pnpm for package management.", 'Done: the lockfile is now pnpm-lock.yaml.', T0 + DAY);
    await worker.drain();
    const items = db.prepare(`SELECT id, status, superseded_by, valid_to FROM memory_items ORDER BY id`).all() as {
      id: number;
      status: string;
      superseded_by: number | null;
      valid_to: number | null;
    }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({ id: first[0].id, status: 'superseded', superseded_by: items[1].id, valid_to: T0 + DAY });
    const hits = (
      await recall({ db, now: T0 + DAY, weights: { fts: 1, vector: 0 } }, 'package manager', {
        limit: 10,
        mode: 'fts',
        filters: { kinds: ['decision'] },
      })
    ).hits;
    expect(hits.map((h) => h.id)).toEqual([`decision:${items[1].id}`]);
    expect(log.entries).toEqual([]);

    // Summarizing the same turn again adds no item (the same words are the same item).
    enqueue(db, 'turn', turnTarget(s2, 1), T0 + DAY);
    await worker.drain();
    expect(countRows(db, 'memory_items')).toBe(2);
  });

  it('extracts nothing from hedged talk', async () => {
    const { db, worker } = setup();
    const s = seedSession(db, { sessionId: 'sess-h', at: T0 });
    turn(db, s, 'Maybe we should consider switching to pnpm at some point?', 'It could be worth trying pnpm later.', T0);
    await worker.drain();
    expect(countRows(db, 'memory_items')).toBe(0);
    expect(countRows(db, 'turn_summaries')).toBe(1);
  });
});
