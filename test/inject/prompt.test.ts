import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateTokens } from '../../src/inject/budget.js';
import { buildPromptContext, type PromptInjectionOptions } from '../../src/inject/prompt.js';
import { recall, type RecallResult } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { cleanupTempDirs, countRows, DAY, freshDb, seedDecision, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

const fresh = freshDb;
afterAll(() => cleanupTempDirs());

const CURRENT = 'current-session-1111';

/** The real keyword search, counting its calls. */
function realSearch(db: Db, delayMs = 0) {
  const calls: string[] = [];
  const fn = async (query: string, limit: number): Promise<RecallResult> => {
    calls.push(query);
    if (delayMs) await sleep(delayMs);
    return recall({ db, now: T0, weights: { fts: 1, vector: 0.5 } }, query, { limit });
  };
  return Object.assign(fn, { calls });
}

const opts = (over: Partial<PromptInjectionOptions> = {}): PromptInjectionOptions => ({
  sessionId: CURRENT,
  maxItems: 5,
  budgetTokens: 500,
  latencyBudgetMs: 5_000,
  now: Date.now,
  ...over,
});

function history(db: Db, n: number): { session: string; ids: string[] } {
  const s = seedSession(db, { at: T0 - 2 * DAY });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = seedPrompt(db, {
      sessionId: s,
      text: `The websocket reconnect logic needs backoff, variant ${i}`,
      at: T0 - 2 * DAY + i,
    });
    ids.push(`prompt:${id}`);
  }
  return { session: s, ids };
}

const idsIn = (text: string | null) => [...(text ?? '').matchAll(/^- \[([a-z_]+:\d+)\]/gm)].map((m) => m[1]);

describe('buildPromptContext()', () => {
  it('injects relevant memories from other sessions, with ids and where they came from', async () => {
    const db = fresh();
    const { session, ids } = history(db, 2);
    const decision = seedDecision(db, { decision: 'Websocket reconnect uses exponential backoff', source: 'manual' });
    const text = await buildPromptContext(db, 'How does the websocket reconnect work?', realSearch(db), opts());
    expect(text).toMatch(/^Possibly relevant memories from earlier sessions/);
    expect(idsIn(text).sort()).toEqual([...ids, `decision:${decision}`].sort());
    expect(text).toContain(`(session ${session.slice(0, 8)}, turn 1, ${new Date(T0 - 2 * DAY).toISOString().slice(0, 10)})`);
    expect(countRows(db, 'injected_memories', 'session_id = ?', CURRENT)).toBe(3);
  });

  it('never injects the same memory twice in one session', async () => {
    const db = fresh();
    history(db, 3);
    const search = realSearch(db);
    const prompt = 'Fix the websocket reconnect backoff please';
    const first = await buildPromptContext(db, prompt, search, opts());
    expect(idsIn(first)).toHaveLength(3);
    expect(await buildPromptContext(db, prompt, search, opts())).toBeNull();
    expect(await buildPromptContext(db, 'websocket reconnect backoff again', search, opts())).toBeNull();
    // Another session gets them again.
    expect(idsIn(await buildPromptContext(db, prompt, search, opts({ sessionId: 'another-session' })))).toHaveLength(3);
  });

  it('offers the next memories on a repeated prompt, never a repeat', async () => {
    const db = fresh();
    const { ids } = history(db, 8);
    const search = realSearch(db);
    const seen: string[] = [];
    for (let round = 0; round < 4; round++) {
      const text = await buildPromptContext(db, 'websocket reconnect backoff', search, opts({ maxItems: 3 }));
      const got = idsIn(text);
      expect(got.length).toBeLessThanOrEqual(3);
      for (const id of got) expect(seen).not.toContain(id);
      seen.push(...got);
    }
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('leaves out memories of the current session', async () => {
    const db = fresh();
    seedSession(db, { sessionId: CURRENT, at: T0 });
    seedPrompt(db, { sessionId: CURRENT, text: 'The websocket reconnect logic is being written right now' });
    expect(await buildPromptContext(db, 'websocket reconnect logic', realSearch(db), opts())).toBeNull();
  });

  it('caps the number of items', async () => {
    const db = fresh();
    history(db, 10);
    const text = await buildPromptContext(db, 'websocket reconnect backoff', realSearch(db), opts({ maxItems: 2 }));
    expect(idsIn(text)).toHaveLength(2);
    expect(countRows(db, 'injected_memories')).toBe(2);
  });

  it('caps the tokens, says what was cut, and marks only what was shown', async () => {
    const db = fresh();
    const s = seedSession(db, { at: T0 - DAY });
    for (let i = 0; i < 5; i++)
      seedPrompt(db, { sessionId: s, text: `websocket reconnect ${i}: ${'a long explanation of the backoff strategy '.repeat(8)}` });
    for (const budget of [60, 80, 120]) {
      const session = `budget-${budget}`;
      const text = await buildPromptContext(
        db,
        'websocket reconnect backoff strategy',
        realSearch(db),
        opts({ sessionId: session, budgetTokens: budget }),
      );
      expect(text).not.toBeNull();
      expect(estimateTokens(text!), `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(text).toMatch(/… \d+ more \(session_recall finds them\)/);
      const shown = idsIn(text);
      expect(shown.length).toBeGreaterThan(0);
      expect(countRows(db, 'injected_memories', 'session_id = ?', session)).toBe(shown.length);
    }
  });

  it('is silent past the latency budget, and marks nothing', async () => {
    const db = fresh();
    history(db, 3);
    const slow = realSearch(db, 120);
    const text = await buildPromptContext(db, 'websocket reconnect backoff', slow, opts({ latencyBudgetMs: 40 }));
    expect(slow.calls).toHaveLength(1);
    expect(text).toBeNull();
    expect(countRows(db, 'injected_memories')).toBe(0);
    // The same search within budget injects.
    expect(await buildPromptContext(db, 'websocket reconnect backoff', realSearch(db), opts({ latencyBudgetMs: 5_000 }))).not.toBeNull();
  });

  it('gives short prompts nothing, without searching', async () => {
    const db = fresh();
    history(db, 3);
    const search = realSearch(db);
    for (const p of ['yes', 'go on', 'ok thanks', '   websocket  ', '']) {
      expect(await buildPromptContext(db, p, search, opts())).toBeNull();
    }
    expect(search.calls).toEqual([]);
  });

  it('injects nothing when maxItems is 0 or nothing matches', async () => {
    const db = fresh();
    history(db, 3);
    const search = realSearch(db);
    expect(await buildPromptContext(db, 'websocket reconnect backoff', search, opts({ maxItems: 0 }))).toBeNull();
    expect(search.calls).toEqual([]);
    expect(await buildPromptContext(db, 'completely unrelated gardening question', search, opts())).toBeNull();
    expect(countRows(db, 'injected_memories')).toBe(0);
  });
});

describe('packing the injection', () => {
  it('shows every relevant hit by its best lines when their full snippets would not all fit, the best one whole', async () => {
    const db = fresh();
    const s = seedSession(db, { at: T0 - 2 * DAY });
    const filler = 'The retry worker keeps its state in the stream and nothing else needs to change for that. '.repeat(6);
    for (let i = 0; i < 5; i++)
      seedPrompt(db, {
        sessionId: s,
        text: `${filler}\nThe webhook retry backoff for tier ${i} is ${10 + i} seconds.\n${filler}`,
        at: T0 - 2 * DAY + i,
      });
    const text = await buildPromptContext(db, 'what is the webhook retry backoff per tier?', realSearch(db), opts());
    expect(idsIn(text)).toHaveLength(5);
    for (let i = 0; i < 5; i++) expect(text).toContain(`tier ${i} is ${10 + i} seconds`);
    expect(estimateTokens(text!)).toBeLessThanOrEqual(500);
  });
});
