// The current truth first: whatever path a superseded decision comes back by (its own doc, asked for with
// includeInactive, or the turn it was made in), the decision that replaced it is listed just before it.
import { afterAll, describe, expect, it } from 'vitest';
import { recall, type RecallHit } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { recordDecision, supersedeDecision } from '../../src/store/saved-items.js';
import { cleanupTempDirs, DAY, freshDb, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

const fresh = freshDb;
afterAll(() => cleanupTempDirs());

const search = async (db: Db, query: string, opts: { includeInactive?: boolean; limit?: number } = {}) =>
  (
    await recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, query, {
      limit: opts.limit ?? 10,
      mode: 'fts',
      filters: { includeInactive: opts.includeInactive },
    })
  ).hits;

/** Every stale hit comes right after the hit of the decision that replaced it. */
function expectSuccessorsFirst(hits: RecallHit[]): void {
  hits.forEach((h, i) => {
    if (!h.superseded_by) return;
    expect(hits.slice(0, i).map((x) => x.id)).toContain(h.superseded_by);
  });
}

describe('supersession in results', () => {
  it('a turn where a replaced decision was made brings the current decision with it', async () => {
    const db = fresh();
    const s = seedSession(db, { at: T0 - 30 * DAY });
    const { promptNumber } = seedPrompt(db, { sessionId: s, text: 'store the queue in redis streams, we agreed', at: T0 - 30 * DAY });
    const old = recordDecision(db, {
      decision: 'Queue on Redis streams',
      reason: 'already deployed',
      source: 'manual',
      sessionId: s,
      promptNumber,
      at: T0 - 30 * DAY,
    });
    const current = supersedeDecision(db, old, {
      decision: 'Queue on the Postgres jobs table (SKIP LOCKED)',
      reason: 'one less service to run',
      source: 'manual',
      at: T0 - DAY,
    })!;

    const hits = await search(db, 'where does the queue live, redis streams?');
    const turn = hits.find((h) => h.session_id === s && h.prompt_number === promptNumber)!;
    expect(turn.superseded_by).toBe(`decision:${current}`);
    expect(hits.map((h) => h.id)).toContain(`decision:${current}`);
    expect(hits.find((h) => h.id === `decision:${current}`)!.snippet).toContain('SKIP LOCKED');
    expectSuccessorsFirst(hits);
  });

  it('follows a chain of replacements to the decision that stands now', async () => {
    const db = fresh();
    const a = recordDecision(db, { decision: 'Logs go to syslog', reason: '', source: 'manual', at: T0 - 20 * DAY });
    const b = supersedeDecision(db, a, { decision: 'Logs go to Loki', reason: 'search', source: 'manual', at: T0 - 10 * DAY })!;
    const c = supersedeDecision(db, b, {
      decision: 'Logs go to a local JSON file, shipped nightly',
      reason: 'cost',
      source: 'manual',
      at: T0 - DAY,
    })!;
    const hits = await search(db, 'syslog logs', { includeInactive: true });
    expect(hits[0].id).toBe(`decision:${c}`);
    expect(hits.find((h) => h.id === `decision:${a}`)!.superseded_by).toBe(`decision:${c}`);
    expectSuccessorsFirst(hits);
  });

  it('never cuts a successor off when the limit falls between it and its stale decision', async () => {
    const db = fresh();
    const old = recordDecision(db, { decision: 'Deploy with Capistrano', reason: '', source: 'manual', at: T0 - 9 * DAY });
    supersedeDecision(db, old, { decision: 'Deploy with Kamal', reason: 'containers', source: 'manual', at: T0 - DAY });
    for (const limit of [1, 2, 3]) {
      const hits = await search(db, 'capistrano deploy', { includeInactive: true, limit });
      expect(hits.length).toBeLessThanOrEqual(limit);
      expectSuccessorsFirst(hits);
      expect(hits.some((h) => h.id === `decision:${old}` && !hits.some((x) => x.id === h.superseded_by))).toBe(false);
    }
  });

  it('by default a superseded decision stays out; its successor answers', async () => {
    const db = fresh();
    const old = recordDecision(db, { decision: 'Feature flags in a YAML file', reason: '', source: 'manual', at: T0 - 9 * DAY });
    const current = supersedeDecision(db, old, {
      decision: 'Feature flags in Unleash',
      reason: 'per-user rollout of YAML-era flags',
      source: 'manual',
      at: T0 - DAY,
    })!;
    const hits = await search(db, 'feature flags yaml');
    expect(hits.map((h) => h.id)).toEqual([`decision:${current}`]);
  });
});

describe('a later statement about the same thing, without any item', () => {
  // A year old both: the recency prior no longer tells them apart, the earlier one matches more densely.
  it('a question about the present gets the later turn first, and the earlier one never alone', async () => {
    const db = fresh();
    const early = seedSession(db, { at: T0 - 400 * DAY });
    seedPrompt(db, {
      sessionId: early,
      text: 'importer upload chunk size: 8 MB (the upload chunk size of the importer)',
      at: T0 - 400 * DAY,
    });
    const late = seedSession(db, { at: T0 - 300 * DAY });
    seedPrompt(db, {
      sessionId: late,
      text: 'uploads stall on hotel wifi, so from today the importer sends smaller pieces: chunk size 2 MB, which means more requests, but each finishes before a weak connection drops',
      at: T0 - 300 * DAY,
    });
    const hits = await search(db, 'what upload chunk size does the importer use now?');
    const order = hits.map((h) => h.session_id);
    expect(order.indexOf(late)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(late)).toBeLessThan(order.indexOf(early));
  });
});

describe('a turn that still talks of a replaced value', () => {
  // The decision was replaced in the store, but the week-one turns about the old tool are history and still match.
  function twilioStore() {
    const db = fresh();
    const early = seedSession(db, { at: T0 - 30 * DAY });
    const decidedIn = seedPrompt(db, { sessionId: early, text: 'use Twilio for the SMS reminders, we decided', at: T0 - 30 * DAY });
    const old = recordDecision(db, {
      decision: 'Use Twilio for the SMS reminders',
      reason: 'cheapest per message',
      source: 'manual',
      sessionId: early,
      promptNumber: decidedIn.promptNumber,
      at: T0 - 30 * DAY,
    });
    const later = seedSession(db, { at: T0 - 20 * DAY });
    const webhook = seedPrompt(db, {
      sessionId: later,
      text: 'the reminders webhook from Twilio returns 401: the signature check used the internal URL, it now signs the public one',
      at: T0 - 20 * DAY,
    });
    const current = supersedeDecision(db, old, {
      decision: 'Switch from Twilio SMS to email reminders through Postmark',
      reason: 'almost nobody answered the SMS',
      source: 'manual',
      at: T0 - 2 * DAY,
    })!;
    return { db, later, webhook, current };
  }

  it('is shown after the item that stands now', async () => {
    const { db, later, webhook, current } = twilioStore();
    const hits = await search(db, 'how do the reminders go out, and why did the twilio webhook fail?');
    const turn = hits.find((h) => h.session_id === later && h.prompt_number === webhook.promptNumber)!;
    expect(turn).toBeDefined();
    expect(turn.superseded_by).toBe(`decision:${current}`);
    expect(hits.find((h) => h.id === `decision:${current}`)!.snippet).toContain('Postmark');
    expectSuccessorsFirst(hits);
  });

  it('whatever the limit, the replaced value is never listed alone', async () => {
    const { db, current } = twilioStore();
    for (const limit of [1, 2, 3]) {
      const hits = await search(db, 'twilio webhook signature 401 reminders', { limit });
      expect(hits.length).toBeLessThanOrEqual(limit);
      expectSuccessorsFirst(hits);
      // Whatever the cut, a hit that speaks of Twilio has the Postmark decision listed before it.
      hits.forEach((h, i) => {
        if (/twilio/i.test(h.snippet) && !/postmark/i.test(h.snippet))
          expect(hits.slice(0, i).map((x) => x.id)).toContain(`decision:${current}`);
      });
    }
  });

  it('is left alone when it already names the new value, or when the question is about something else', async () => {
    const db = fresh();
    const s = seedSession(db, { at: T0 - 30 * DAY });
    const old = recordDecision(db, { decision: 'Use Twilio for the SMS reminders', reason: '', source: 'manual', at: T0 - 30 * DAY });
    supersedeDecision(db, old, {
      decision: 'Switch from Twilio SMS to email reminders through Postmark',
      reason: 'nobody answered',
      source: 'manual',
      at: T0 - 2 * DAY,
    });
    const both = seedPrompt(db, {
      sessionId: s,
      text: 'Twilio is out, Postmark sends the reminders now; the Postmark template has the slot time',
      at: T0 - DAY,
    });
    const other = seedPrompt(db, {
      sessionId: s,
      text: 'the Twilio account number goes in the invoice footer for accounting',
      at: T0 - DAY,
    });
    const switchHit = (await search(db, 'postmark template slot time')).find((h) => h.prompt_number === both.promptNumber)!;
    expect(switchHit.superseded_by).toBeUndefined();
    const footer = (await search(db, 'invoice footer account number')).find((h) => h.prompt_number === other.promptNumber)!;
    expect(footer.superseded_by).toBeUndefined();
  });
});
