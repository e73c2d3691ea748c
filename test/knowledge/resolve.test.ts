import { describe, expect, it } from 'vitest';
import { extractCandidates, type KnowledgeCandidate } from '../../src/knowledge/extract.js';
import { resolve, type KnownItem, type NewItem } from '../../src/knowledge/resolve.js';

let nextId = 1;
/** An item as the store would hold it after extracting `sentence` (the user said it). */
function held(sentence: string, extra: Partial<KnownItem> = {}): KnownItem {
  const [c] = extractCandidates({ prompt: sentence });
  if (!c) throw new Error(`nothing extracted from: ${sentence}`);
  return {
    id: nextId++,
    kind: c.kind,
    subject: c.subject,
    text: c.text,
    value: c.value,
    replaces: c.replaces,
    contrast: c.contrast,
    polarity: c.polarity,
    validFrom: '2026-01-01T00:00:00Z',
    trust: 'candidate',
    ...extra,
  };
}
function said(sentence: string, part: 'prompt' | 'assistant' = 'prompt'): KnowledgeCandidate {
  const [c] =
    part === 'prompt'
      ? extractCandidates({ prompt: sentence })
      : extractCandidates({ assistant: [sentence], evidence: { filesModified: ['src/a.ts'] } });
  if (!c) throw new Error(`nothing extracted from: ${sentence}`);
  return c;
}

describe('resolve: equivalence', () => {
  it('merges the same sentence said again, whatever its case and punctuation', () => {
    const old = held("Let's go with Drizzle as our ORM.");
    expect(resolve(said("let's go with drizzle as our ORM"), [old])).toMatchObject({
      outcome: 'equivalent',
      targetIds: [old.id],
      reason: 'same_text',
    });
  });

  it('merges the same choice said in other words (same subject, same value)', () => {
    const old = held("We'll use Postgres instead of MySQL.");
    const r = resolve(said('We decided to use PostgreSQL as the database.'), [old]);
    expect(r).toMatchObject({ outcome: 'equivalent', targetIds: [old.id], reason: 'same_value' });
  });

  it('merges a near-identical convention by token overlap, but not a different rule about the same thing', () => {
    const old: KnownItem = {
      id: 'c1',
      kind: 'convention',
      subject: 'handler',
      text: 'All handlers must return a Result instead of throwing.',
    };
    const again = said('All handlers must always return a Result instead of throwing.', 'assistant');
    expect(resolve(again, [old])).toMatchObject({ outcome: 'equivalent', targetIds: ['c1'], reason: 'similar_text' });
    const other = said('All handlers must log the request id before responding.', 'assistant');
    expect(resolve(other, [old])).toMatchObject({ outcome: 'additive', reason: 'distinct_item', related: ['c1'] });
  });

  it('never merges short texts fuzzily', () => {
    const old: KnownItem = { id: 1, kind: 'preference', subject: 'main', text: 'Never push to main.' };
    const r = resolve({ kind: 'preference', subject: 'main', text: 'Never merge to main.', polarity: 'positive' }, [old]);
    expect(r.outcome).not.toBe('equivalent');
  });

  it('uses vectors when given, only within the same subject', () => {
    const v = new Float32Array([0.1, 0.9, 0.2]);
    const old: KnownItem = {
      id: 7,
      kind: 'discovery',
      subject: 'cache key',
      text: 'The stale reads came from a cache key that ignored the tenant.',
      vector: v,
    };
    const cand: NewItem = {
      kind: 'discovery',
      subject: 'cache key',
      text: 'It turned out tenants shared entries because the key lacked the tenant id.',
      vector: new Float32Array([0.1, 0.88, 0.21]),
    };
    expect(resolve(cand, [old])).toMatchObject({ outcome: 'equivalent', reason: 'similar_vector' });
    expect(resolve({ ...cand, subject: 'tenant' }, [old]).outcome).toBe('additive');
  });
});

describe('resolve: supersession', () => {
  it('a change of tool whose message names the old tool retires every current item that states the old tool', () => {
    const setup = extractCandidates({
      assistant: ['Done. The unit runs as user `svc` with `Restart=always`, logs through zerolog (`LOG_LEVEL=info`) to the journal.'],
      evidence: { filesModified: ['deploy/app.service'] },
    });
    const change = extractCandidates({ prompt: 'grafana cannot parse the zerolog lines. switch logging to slog and json' });
    const next = change.find((c) => c.subject === 'logging')!;
    expect(next).toMatchObject({ value: 'slog', replaces: 'zerolog' });
    const known = setup.map((c, i) => ({ id: i + 1, ...c }));
    expect(known.length).toBeGreaterThan(0);
    expect(resolve(next, known)).toMatchObject({ outcome: 'supersedes', reason: 'replacement_language' });
    // An item that does not state the old tool is left alone.
    expect(
      resolve(next, [{ id: 9, kind: 'decision', subject: 'deploy target', text: 'We deploy on Hetzner.', value: 'hetzner' }]).outcome,
    ).not.toBe('supersedes');
  });

  it('stores a backfilled statement of the old tool already closed when a newer item retired it', () => {
    const [change] = extractCandidates({ prompt: 'grafana cannot parse the zerolog lines. switch logging to slog and json' }).filter(
      (c) => c.subject === 'logging',
    );
    const newer: KnownItem = { id: 7, ...change, validFrom: '2026-03-03T08:00:00.000Z' };
    const [setup] = extractCandidates({
      assistant: ['Done. The unit runs as user `svc` with `Restart=always`, logs through zerolog (`LOG_LEVEL=info`) to the journal.'],
      evidence: { filesModified: ['deploy/app.service'] },
    });
    expect(resolve({ ...setup, at: '2026-02-13T10:00:00.000Z' }, [newer])).toMatchObject({
      outcome: 'superseded',
      targetIds: [7],
      reason: 'older_than_current',
    });
    // Said after the change, the same words are news, not history.
    expect(resolve({ ...setup, at: '2026-03-04T10:00:00.000Z' }, [newer]).outcome).not.toBe('superseded');
  });

  it('names no old tool when the message names two candidates for it', () => {
    const [c] = extractCandidates({ prompt: 'zerolog and logrus both mangle the lines. switch logging to slog' }).filter(
      (x) => x.subject === 'logging',
    );
    expect(c.replaces).toBeUndefined();
  });

  it('a change of tool on a known role retires the old one, however differently the two are worded', () => {
    const [old] = extractCandidates({ prompt: 'We use env_logger for logging in the daemon.' });
    const [next] = extractCandidates({ prompt: 'Logging moved to tracing, with tracing-subscriber printing JSON.' });
    const r = resolve(next, [{ id: 1, ...old }]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: [1] });
  });

  it('supersedes the item holding the value the new sentence replaces', () => {
    const npm = held('We use npm as the package manager.', { id: 'npm' });
    const r = resolve(said("Let's switch from npm to pnpm."), [npm]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: ['npm'], reason: 'replacement_language' });
  });

  it('finds the replaced value even when the old item was filed under another subject', () => {
    const old = held('Switch the session store from Memcached to Redis.', { id: 's' });
    expect(old.subject).toBe('session store');
    const r = resolve(said('We no longer use Redis.'), [old]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: ['s'] });
  });

  it('supersedes a single-valued slot when the new value is stated explicitly', () => {
    const old = held("Let's go with Heroku for deployment.", { id: 'h' });
    const r = resolve(said('We decided to deploy on Fly.io.'), [old]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: ['h'], reason: 'explicit_new_value' });
  });

  it('ignores closed and rejected items', () => {
    const closed = held('We use npm as the package manager.', { validTo: '2026-02-01T00:00:00Z' });
    const rejected = held('We use yarn as the package manager.', { trust: 'rejected' });
    expect(resolve(said("Let's switch from npm to pnpm."), [closed, rejected]).outcome).toBe('additive');
  });

  it('stores a backfilled statement as already superseded by the newer item', () => {
    const pnpm = held("Let's switch from npm to pnpm.", { id: 'pnpm', validFrom: '2026-03-01T00:00:00Z' });
    const old: NewItem = { ...said("Let's switch from yarn to npm."), at: '2026-01-15T00:00:00Z' };
    // The newer pnpm item already holds the slot; the older statement must not close it.
    expect(resolve(old, [pnpm])).toMatchObject({ outcome: 'superseded', targetIds: ['pnpm'] });
  });

  it('switching back is a supersession of the current value, not a conflict', () => {
    const pnpm = held("Let's switch from npm to pnpm.", { id: 'p' });
    expect(resolve(said('Move from pnpm back to npm.'), [pnpm])).toMatchObject({ outcome: 'supersedes', targetIds: ['p'] });
  });
});

describe('resolve: conflicts and additions', () => {
  it('records a conflict when a single-valued slot gets a different value without replacement wording', () => {
    const vitest = held("Let's go with Vitest as the test runner.", { id: 'v' });
    const jest: NewItem = {
      kind: 'decision',
      subject: 'test runner',
      value: 'jest',
      text: 'We use Jest as the test runner.',
      polarity: 'positive',
      signals: [],
    };
    expect(resolve(jest, [vitest])).toMatchObject({ outcome: 'conflict', targetIds: ['v'], reason: 'different_value' });
  });

  it('treats the opposite statement on the same subject as a conflict, or a reversal when said as a standing rule', () => {
    const old = held('Always squash commits before merging.', { id: 'sq' });
    const opposite: NewItem = {
      kind: 'preference',
      subject: old.subject,
      text: 'Do not squash commits before merging.',
      polarity: 'negative',
    };
    expect(resolve(opposite, [old])).toMatchObject({ outcome: 'conflict', targetIds: ['sq'], reason: 'opposite_statement' });
    expect(resolve({ ...opposite, signals: ['standing'] }, [old])).toMatchObject({
      outcome: 'supersedes',
      targetIds: ['sq'],
      reason: 'explicit_reversal',
    });
  });

  it('sees "spaces over tabs" as the reverse of "tabs over spaces"', () => {
    const old = held('I prefer tabs over spaces.', { id: 't' });
    const r = resolve(said('I prefer spaces over tabs.'), [old]);
    expect(r).toMatchObject({ outcome: 'conflict', targetIds: ['t'] });
  });

  it('adds a second value to a multi-valued subject and a first item to a new one', () => {
    const tests = held('Tests live in test/ next to the source tree.', { id: 't' });
    const fixtures = said('Fixtures live in test/fixtures.', 'assistant');
    expect(resolve(fixtures, [tests])).toMatchObject({ outcome: 'additive', reason: 'new_subject', related: [] });
    const cache = said("Let's use Redis for caching.");
    expect(resolve(cache, [])).toMatchObject({ outcome: 'additive', reason: 'new_subject' });
  });

  it('keeps different kinds apart', () => {
    const decision = held("We'll use Postgres instead of MySQL.");
    const discovery: NewItem = { kind: 'discovery', subject: 'database', text: "We'll use Postgres instead of MySQL." };
    expect(resolve(discovery, [decision]).outcome).toBe('additive');
  });

  it('is deterministic and does not touch its inputs', () => {
    const items = [held("Let's go with Heroku for deployment."), held('We use npm as the package manager.')];
    const copy = JSON.parse(JSON.stringify(items));
    const cand = said('We decided to deploy on Fly.io.');
    const a = resolve(cand, items);
    const b = resolve(cand, items);
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(items))).toEqual(copy);
  });
});

describe('resolve: one sentence, several items', () => {
  it('keeps items from the same sentence apart when their subjects differ', () => {
    const [web, db] = extractCandidates({ prompt: "I'm building a booking app for the clinic: Django, HTMX, Postgres." }).filter(
      (c) => c.subject !== 'frontend framework',
    );
    const stored: KnownItem = { id: 1, kind: web.kind, subject: web.subject, text: web.text, value: web.value };
    expect(resolve(db, [stored])).toMatchObject({ outcome: 'additive', reason: 'new_subject' });
  });

  it('matches a replaced value named with extra words', () => {
    const twilio = held("let's use Twilio for the SMS", { id: 'tw' });
    const r = resolve(said("let's switch from Twilio SMS to email reminders through Postmark"), [twilio]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: ['tw'], reason: 'replacement_language' });
    // ...but not a different value that merely shares a word.
    const pg: KnownItem = { id: 'pg', kind: 'decision', subject: 'database', text: 'We use Postgres 15.', value: 'postgres 15' };
    expect(
      resolve(
        {
          kind: 'decision',
          subject: 'database',
          text: 'We no longer use Postgres 14.',
          replaces: 'postgres 14',
          polarity: 'negative',
          signals: ['replacement'],
        },
        [pg],
      ).outcome,
    ).toBe('additive');
  });
});

describe('resolve: settings', () => {
  it('a later change that writes a new value supersedes the old one', () => {
    const [old] = extractCandidates({
      prompt: 'a dozen per slot',
      assistant: ['`SLOT_CAPACITY=12` in `app/settings.py`.'],
      evidence: { filesModified: ['app/settings.py'] },
    });
    const stored: KnownItem = {
      id: 's12',
      kind: old.kind,
      subject: old.subject,
      text: old.text,
      value: old.value,
      validFrom: '2026-05-04T00:00:00Z',
    };
    const [next] = extractCandidates({
      prompt: 'two volunteers now',
      assistant: ['Capacity goes to 18 (`SLOT_CAPACITY: int = 18`).'],
      evidence: { filesModified: ['app/settings.py'] },
    });
    expect(resolve({ ...next, at: '2026-05-21T00:00:00Z' }, [stored])).toMatchObject({
      outcome: 'supersedes',
      targetIds: ['s12'],
      reason: 'explicit_new_value',
    });
    // The same value written again is the same item.
    expect(resolve({ ...old, at: '2026-05-21T00:00:00Z' }, [stored]).outcome).toBe('equivalent');
  });
});

describe('resolve: rules taken back', () => {
  it('a rule the user took back by name ends the standing rule that said it, whatever it was filed under', () => {
    const old = held('house rule: every PR gets squash-merged, one commit per PR on main');
    const r = resolve(said('and forget what I said about squash merges. from now on we rebase-merge, small commits'), [old]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: [old.id] });
  });

  it('a setting given a new number replaces the same setting, not another one', () => {
    const item = (id: number, subject: string, text: string, value: string): KnownItem => ({
      id,
      kind: 'decision',
      subject,
      text,
      value,
      polarity: 'positive',
      validFrom: '2026-01-01T00:00:00Z',
      trust: 'candidate',
    });
    const timeout = item(901, 'setting query timeout', 'The query timeout is 45 second for now.', '45 second');
    const retries = item(902, 'setting retries', 'Retries stay at 10.', '10');
    const r = resolve(said('the 45 second query timeout is too short for the big tenants. make it 3 minutes'), [timeout, retries]);
    expect(r).toMatchObject({ outcome: 'supersedes', targetIds: [timeout.id] });
  });
});
