// A question that asks where, or how much, prefers the unit whose best passage names a path or carries a figure: "where
// does the warehouse file live" is answered by the turn that says /var/lib/..., not by the one that talks about the
// warehouse file most (rank-weights.ts, placeAnswer and figureAnswer).
import { afterAll, describe, expect, it } from 'vitest';
import { recall } from '../../src/recall/search.js';
import { RANK_WEIGHTS } from '../../src/recall/rank-weights.js';
import type { Db } from '../../src/store/connection.js';
import { cleanupTempDirs, DAY, freshDb, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

const ask = async (db: Db, query: string, rankWeights = RANK_WEIGHTS) =>
  (await recall({ db, now: T0, weights: { fts: 1, vector: 0 }, rankWeights }, query, { limit: 5, mode: 'fts' })).hits;
const before = { ...RANK_WEIGHTS, placeAnswer: 0, figureAnswer: 0 };

function store(): { db: Db; talk: string; answer: string } {
  const db = freshDb();
  const talk = seedSession(db, { at: T0 - 3 * DAY });
  seedPrompt(db, {
    sessionId: talk,
    text: 'the nightly warehouse rebuild keeps the warehouse file on the server small; the nightly job compacts the warehouse file and the server stays fast',
    at: T0 - 3 * DAY,
  });
  const answer = seedSession(db, { at: T0 - 9 * DAY });
  seedPrompt(db, { sessionId: answer, text: 'moved the warehouse on the server to /var/lib/acme/warehouse.duckdb', at: T0 - 9 * DAY });
  return { db, talk, answer };
}

describe('questions that ask for a place or a figure', () => {
  it('a where question ranks the turn naming the path first', async () => {
    const { db, answer, talk } = store();
    const query = 'where does the warehouse file live on the server?';
    expect((await ask(db, query))[0].session_id).toBe(answer);
    // What the weight changed: the turn that only talks about it came first.
    expect((await ask(db, query, before))[0].session_id).toBe(talk);
  });

  it('a how-much question ranks the turn with the figure first', async () => {
    const db = freshDb();
    const talk = seedSession(db, { at: T0 - 3 * DAY });
    seedPrompt(db, {
      sessionId: talk,
      text: 'the import batch size matters for the nightly import; a bigger import batch size makes the nightly import faster',
      at: T0 - 3 * DAY,
    });
    const answer = seedSession(db, { at: T0 - 9 * DAY });
    seedPrompt(db, { sessionId: answer, text: 'set the import batch size to 500 rows', at: T0 - 9 * DAY });
    const query = 'how large is the import batch size?';
    expect((await ask(db, query))[0].session_id).toBe(answer);
    expect((await ask(db, query, before))[0].session_id).toBe(talk);
  });
});
