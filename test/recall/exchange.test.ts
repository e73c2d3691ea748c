// A question and its answer are one exchange even when a turn boundary splits them: the reply of one turn asks
// ("What did you take away from it?"), the next prompt answers without a word of the question.
import { afterAll, describe, expect, it } from 'vitest';
import { questionAnswered, recall } from '../../src/recall/search.js';
import { cleanupTempDirs, DAY, freshDb, seedPrompt, seedSession, seedSummary, T0 } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

describe('questionAnswered()', () => {
  it("is the question a card's reply ends on, and nothing when it ends on a statement", () => {
    expect(questionAnswered('Asked: I loved the book.\nSaid: Glad you liked it! What did you take away from it?\n$ ls')).toBe(
      'What did you take away from it?',
    );
    expect(questionAnswered('Asked: deploy it\nSaid: Deployed. Want me to tag it?\n  v1.2.0')).toBe('Want me to tag it?');
    expect(questionAnswered('Asked: why?\nSaid: Because the cache was cold.')).toBe('');
    expect(questionAnswered(undefined)).toBe('');
  });
});

describe('the turn after a question', () => {
  it('is found and relevant when it answers the question the previous reply ended on', async () => {
    const db = freshDb();
    const s = seedSession(db, { sessionId: 'talk', at: T0 - 2 * DAY });
    const turn = (asked: string, said: string, at: number) => {
      const { promptNumber } = seedPrompt(db, { sessionId: s, text: asked, at });
      seedSummary(db, {
        sessionId: s,
        promptNumber,
        summary: `[turn ${promptNumber}] ${asked}`,
        at,
        card: `Asked: ${asked}\nSaid: ${said}`,
      });
      return promptNumber;
    };
    turn('I finally read "Becoming Nicole" last month.', 'Oh nice! What did you take away from the book?', T0 - 2 * DAY);
    const answer = turn('That being yourself needs courage, and that family can learn to follow.', 'So true.', T0 - 2 * DAY + 60_000);
    for (let i = 0; i < 8; i++) {
      const other = seedSession(db, { sessionId: `other-${i}`, at: T0 - DAY });
      seedPrompt(db, { sessionId: other, text: `A book club evening, number ${i}, we talked about the weather`, at: T0 - DAY });
    }

    const res = await recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, 'What did she take away from the book Becoming Nicole?', {
      limit: 5,
      mode: 'fts',
    });
    const hit = res.hits.find((h) => h.session_id === s && h.prompt_number === answer);
    expect(hit?.snippet).toContain('being yourself needs courage');
    expect(hit?.relevant).toBe(true);
  });
});
