// A query that names a day or a month ranks what was said then (LoCoMo's "What did Maria donate in December
// 2023?"; a developer's "what did we deploy on 12 May?").
import { afterAll, describe, expect, it } from 'vitest';
import { namedPeriods } from '../../src/recall/dates.js';
import { recall } from '../../src/recall/search.js';
import { cleanupTempDirs, freshDb, seedPrompt, seedSession } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

const NOW = Date.UTC(2026, 5, 10, 12);
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const DAY = 86_400_000;

describe('namedPeriods()', () => {
  it('reads a day in the usual spellings, with a day of slack either side', () => {
    for (const q of [
      'What happened on October 13, 2023?',
      'on 13 October, 2023',
      'the 13th of October 2023',
      'on Oct. 13 2023',
      'on 2023-10-13',
    ])
      expect(namedPeriods(q, NOW)).toEqual([{ since: day(2023, 10, 12), until: day(2023, 10, 15) - 1 }]);
  });

  it('reads a month, and a day without a year as its latest occurrence', () => {
    expect(namedPeriods('in December 2023', NOW)).toEqual([{ since: day(2023, 12, 1) - DAY, until: day(2024, 1, 2) - 1 }]);
    expect(namedPeriods('what did we deploy on May 12?', NOW)).toEqual([{ since: day(2026, 5, 11), until: day(2026, 5, 14) - 1 }]);
    expect(namedPeriods('what did we deploy on 12 July?', NOW)).toEqual([{ since: day(2025, 7, 11), until: day(2025, 7, 14) - 1 }]);
  });

  it('names nothing without a date: "may", bare numbers, impossible days', () => {
    for (const q of ['you may 3x the pool size', 'bump it to 2023 connections', 'on February 30, 2024', 'what is the p95?'])
      expect(namedPeriods(q, NOW)).toEqual([]);
  });
});

describe('recall of a named day', () => {
  it('ranks what was said that day above the same words said on another', async () => {
    const db = freshDb();
    const said = (id: string, at: number, text: string) => seedPrompt(db, { sessionId: seedSession(db, { sessionId: id, at }), text, at });
    for (let i = 0; i < 6; i++) said(`later-${i}`, day(2026, 6, 1) + i * DAY, `We talked about the garden again, round ${i}.`);
    said('may-12', day(2026, 5, 12) + 3_600_000, 'We talked about the garden: the tomatoes went in.');

    const { hits } = await recall({ db, now: NOW, weights: { fts: 1, vector: 0 } }, 'What did we plant in the garden on May 12?', {
      limit: 3,
      mode: 'fts',
    });
    expect(hits[0].session_id).toBe('may-12');
  });
});
