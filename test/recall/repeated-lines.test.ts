// The same lines stored in two places (a file read in two sessions, a log pasted twice) fill one slot, not two: the
// next hit, with words of its own, gets the room (issue 24, "injection budget" misses on the tuning folds).
import { afterAll, describe, expect, it } from 'vitest';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { cleanupTempDirs, DAY, freshDb, seedPrompt, seedRollup, seedSession, T0 } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

const search = async (db: Db, query: string, limit: number) =>
  (await recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, query, { limit, mode: 'fts' })).hits;

const PASTED = [
  'here is the webhook delivery client again:',
  '// Package delivery sends one webhook delivery request to one endpoint.',
  '// NewClient builds the webhook delivery client; the timeout bounds a whole request.',
].join('\n');

describe('repeated lines in recall', () => {
  it('a unit whose every line a better hit already shows gives its slot to the next', async () => {
    const db = freshDb();
    for (const days of [20, 10]) {
      const s = seedSession(db, { at: T0 - days * DAY });
      seedPrompt(db, { sessionId: s, text: PASTED, at: T0 - days * DAY });
    }
    const answer = seedSession(db, { at: T0 - 5 * DAY });
    seedPrompt(db, { sessionId: answer, text: 'every request goes out signed, in the X-Relay-Signature header', at: T0 - 30 * DAY });

    const hits = await search(db, 'the webhook delivery client: what bounds its timeout, and which header is signed?', 2);
    expect(hits.map((h) => h.session_id)).toContain(answer);
    expect(hits.filter((h) => h.snippet.includes('Package delivery sends'))).toHaveLength(1);
  });

  it('a turn still shows when its session rollup showed the same words first', async () => {
    const db = freshDb();
    const s = seedSession(db, { at: T0 - 3 * DAY });
    const { promptNumber } = seedPrompt(db, { sessionId: s, text: 'I painted that lake sunrise last year', at: T0 - 3 * DAY });
    seedRollup(db, s, 'I painted that lake sunrise last year');

    const hits = await search(db, 'when did she paint the lake sunrise?', 5);
    expect(hits.some((h) => h.session_id === s && h.prompt_number === promptNumber)).toBe(true);
  });
});
