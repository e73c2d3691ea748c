import { afterAll, describe, expect, it } from 'vitest';
import { estimateTokens } from '../../src/inject/budget.js';
import { buildDigest, type DigestOptions } from '../../src/inject/digest.js';
import type { Db } from '../../src/store/connection.js';
import { rememberItem } from '../../src/store/saved-items.js';
import {
  cleanupTempDirs,
  DAY,
  HOUR,
  MINUTE,
  freshDb,
  seedDecision,
  seedPrompt,
  seedRollup,
  seedSession,
  seedSummary,
  seedToolEvent,
  T0,
} from '../helpers/seed.js';

const fresh = freshDb;
afterAll(() => cleanupTempDirs());

const CURRENT = 'current-session-0000';
const opts = (over: Partial<DigestOptions> = {}): DigestOptions => ({
  projectName: 'demo',
  sessionId: CURRENT,
  source: 'startup',
  budgetTokens: 1_500,
  now: T0,
  ...over,
});

/** A modest history: two decisions, one finished session with a rollup, one unresolved failure, a hot file. */
function smallHistory(db: Db) {
  const past = seedSession(db, { sessionId: 'a1b2c3d4-past-session', at: T0 - 2 * DAY, end: { at: T0 - 2 * DAY + HOUR } });
  seedPrompt(db, { sessionId: past, text: 'Make the importer resumable', at: T0 - 2 * DAY });
  seedSummary(db, {
    sessionId: past,
    summary: '[turn 1] Made the importer resumable.',
    evidence: { filesModified: ['src/capture/import.ts'] },
    at: T0 - 2 * DAY,
  });
  seedRollup(db, past, 'Made the importer resumable with a cursor per transcript.');
  const manual = seedDecision(db, {
    decision: 'Keep the hook path free of zod',
    reason: 'startup time',
    source: 'manual',
    at: T0 - 3 * DAY,
  });
  const auto = seedDecision(db, {
    decision: 'Store vectors as float32 blobs',
    reason: '',
    source: 'auto',
    sessionId: past,
    at: T0 - 2 * DAY,
  });
  const failure = seedToolEvent(db, {
    sessionId: past,
    promptNumber: 1,
    toolName: 'Bash',
    success: false,
    summary: 'ran `npm run lint`',
    error: 'eslint: 3 problems',
    at: T0 - 2 * DAY + 10,
  });
  return { past, manual, auto, failure };
}

describe('buildDigest()', () => {
  it('returns null for an empty project', () => {
    const db = fresh();
    expect(buildDigest(db, opts())).toBeNull();
  });

  it('returns null when the only memory belongs to the current session', () => {
    const db = fresh();
    seedSession(db, { sessionId: CURRENT, at: T0 - HOUR });
    seedPrompt(db, { sessionId: CURRENT, text: 'hello there, start the work', at: T0 - HOUR });
    seedDecision(db, { decision: 'A decision made in this very session', sessionId: CURRENT, at: T0 - HOUR });
    expect(buildDigest(db, opts())).toBeNull();
  });

  it('carries the ids the MCP tools drill into', () => {
    const db = fresh();
    const { past, manual, auto, failure } = smallHistory(db);
    const text = buildDigest(db, opts())!;
    expect(text).toContain('## Project memory: demo (claude-memory)');
    expect(text).toContain(`[decision:${manual}, manual] Keep the hook path free of zod (because startup time)`);
    // Extracted automatically and never reviewed: injected, but marked unconfirmed.
    expect(text).toContain(`[decision:${auto}, unconfirmed] Store vectors as float32 blobs`);
    // Manual decisions are listed first.
    expect(text.indexOf(`decision:${manual}`)).toBeLessThan(text.indexOf(`decision:${auto}`));
    expect(text).toContain(
      `[session ${past}] ${new Date(T0 - 2 * DAY).toISOString().slice(0, 10)}, 1 turns: Made the importer resumable with a cursor per transcript.`,
    );
    expect(text).toMatch(
      new RegExp(`\\[tool:${failure}\\] ran \`npm run lint\`: eslint: 3 problems \\(session ${past.slice(0, 8)}, turn 1\\)`),
    );
    expect(text).toContain('- src/capture/import.ts (1 turns)');
    expect(text).not.toMatch(/more (decisions|sessions|failures|files)/);
    expect(estimateTokens(text)).toBeLessThanOrEqual(1_500);
  });

  it('lists extracted decisions that give their reason before bare ones, and says in what order', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'b2c3d4e5-past-session', at: T0 - 5 * DAY });
    const reasoned = seedDecision(db, {
      decision: 'Render invoices with WeasyPrint',
      reason: 'it keeps the CSS the designers wrote',
      source: 'auto',
      sessionId: s,
      at: T0 - 5 * DAY,
    });
    const bare = seedDecision(db, { decision: 'go with pino for the logs', reason: '', source: 'auto', sessionId: s, at: T0 - 4 * DAY });
    const manual = seedDecision(db, { decision: 'Keep invoices in UTC', reason: '', source: 'manual', at: T0 - 6 * DAY });
    const text = buildDigest(db, opts())!;
    expect(text).toContain('### Active decisions (confirmed first, then those with a reason, newest first)');
    expect(text).toContain(
      `[decision:${reasoned}, unconfirmed] Render invoices with WeasyPrint (because it keeps the CSS the designers wrote)`,
    );
    const at = (id: number) => text.indexOf(`[decision:${id},`);
    expect(at(manual)).toBeGreaterThanOrEqual(0);
    expect(at(manual)).toBeLessThan(at(reasoned));
    expect(at(reasoned)).toBeLessThan(at(bare));
  });

  it('lists the preferences and conventions a session must follow, after the decisions', () => {
    const db = fresh();
    const { auto } = smallHistory(db);
    const pref = rememberItem(db, 'preference', {
      decision: 'Never add a dependency without asking first',
      reason: 'I maintain this alone',
      at: T0 - DAY,
    });
    const conv = rememberItem(db, 'convention', {
      decision: 'Migrations live in migrations/versions/, numbered 0001_…',
      reason: '',
      at: T0 - DAY,
    });
    const text = buildDigest(db, opts())!;
    expect(text).toContain('### Preferences and conventions');
    expect(text).toContain(`[preference:${pref}, manual] Never add a dependency without asking first (because I maintain this alone)`);
    expect(text).toContain(`[convention:${conv}, manual] Migrations live in migrations/versions/, numbered 0001_…`);
    expect(text.indexOf(`decision:${auto}`)).toBeLessThan(text.indexOf(`preference:${pref}`));
  });

  it('gives the budget of a section with nothing to show to the others', () => {
    const db = fresh();
    // Forty long decisions and no sessions, failures or files: decisions may use the whole budget, not only their share.
    for (let i = 0; i < 40; i++)
      seedDecision(db, {
        decision: `Decision ${i}: ${'keep the importer resumable with one cursor per transcript file '.repeat(2)}`,
        at: T0 - DAY + i,
      });
    const text = buildDigest(db, opts())!;
    expect(estimateTokens(text)).toBeLessThanOrEqual(1_500);
    expect(estimateTokens(text)).toBeGreaterThan(1_300);
    expect(text).toMatch(/… \d+ more decisions/);
  });

  it('does not list a failure that was fixed later in its session', () => {
    const db = fresh();
    const { past, failure } = smallHistory(db);
    seedToolEvent(db, {
      sessionId: past,
      promptNumber: 1,
      toolName: 'Bash',
      success: true,
      summary: 'ran `npm run lint`',
      at: T0 - 2 * DAY + 20,
    });
    const text = buildDigest(db, opts())!;
    expect(text).not.toContain(`tool:${failure}`);
    expect(text).not.toContain('Unresolved failures');
  });

  it('does not list a failure that a later session fixed by running the same command again', () => {
    const db = fresh();
    const { failure } = smallHistory(db);
    const later = seedSession(db, { sessionId: 'later-session-fix', at: T0 - DAY, end: { at: T0 - DAY + HOUR } });
    seedToolEvent(db, {
      sessionId: later,
      promptNumber: 1,
      toolName: 'Bash',
      success: true,
      summary: 'ran `npm run lint`',
      at: T0 - DAY + 10,
    });
    expect(buildDigest(db, opts())!).not.toContain(`tool:${failure}`);
  });

  it('lists a command once however often it failed, and keeps one that still fails after its last success', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'flaky-session-1', at: T0 - DAY, end: { at: T0 - DAY + HOUR } });
    seedToolEvent(db, { sessionId: s, toolName: 'Bash', success: true, summary: 'Bash: npm test', at: T0 - DAY });
    const a = seedToolEvent(db, {
      sessionId: s,
      toolName: 'Bash',
      success: false,
      summary: 'Bash: npm test (exit 1)',
      error: 'Exit code 1',
      at: T0 - DAY + 10,
    });
    const b = seedToolEvent(db, {
      sessionId: s,
      toolName: 'Bash',
      success: false,
      summary: 'Bash: cd web && npm test (exit 1)',
      error: 'Exit code 1',
      at: T0 - DAY + 20,
    });
    const text = buildDigest(db, opts())!;
    expect(text).toContain(`tool:${b}]`);
    expect(text).not.toContain(`tool:${a}]`);
  });

  it('shows paths inside the project relative to its root', () => {
    const db = fresh();
    const past = seedSession(db, { sessionId: 'paths-session-1', at: T0 - DAY, end: { at: T0 - DAY + HOUR } });
    seedPrompt(db, { sessionId: past, text: 'tidy the loader', at: T0 - DAY });
    seedSummary(db, {
      sessionId: past,
      summary: '[turn 1] Tidied.',
      evidence: { filesModified: ['/home/dev/proj/src/loader.ts'] },
      at: T0 - DAY,
    });
    seedRollup(db, past, 'Split /home/dev/proj/src/loader.ts in two; the tests pass.');
    const text = buildDigest(db, opts({ projectRoot: '/home/dev/proj' }))!;
    expect(text).toContain('- src/loader.ts (1 turns)');
    expect(text).toContain('Split src/loader.ts in two');
    expect(text).not.toContain('/home/dev/proj/');
  });

  it('a session not summarized yet shows what was asked, not a bare count', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'unsummarized-1', at: T0 - HOUR });
    seedPrompt(db, { sessionId: s, text: 'migrate the billing cron to the new scheduler', at: T0 - HOUR });
    expect(buildDigest(db, opts())!).toContain('asked "migrate the billing cron to the new scheduler" (not summarized yet)');
  });

  it('excludes the current session', () => {
    const db = fresh();
    smallHistory(db);
    seedSession(db, { sessionId: CURRENT, at: T0 - HOUR });
    seedPrompt(db, { sessionId: CURRENT, text: 'current work in progress', at: T0 - HOUR });
    seedRollup(db, CURRENT, 'CURRENT-ROLLUP should not show');
    const own = seedDecision(db, { decision: 'CURRENT-DECISION should not show', sessionId: CURRENT, at: T0 - HOUR });
    const ownFailure = seedToolEvent(db, { sessionId: CURRENT, success: false, summary: 'CURRENT-FAILURE', error: 'boom', at: T0 - HOUR });
    const text = buildDigest(db, opts())!;
    expect(text).not.toContain(CURRENT);
    expect(text).not.toContain(`decision:${own}]`);
    expect(text).not.toContain(`tool:${ownFailure}]`);
    expect(text).not.toMatch(/CURRENT-(ROLLUP|DECISION|FAILURE)/);
  });

  it('on resume, shows only what happened since the session started', () => {
    const db = fresh();
    const { manual, past } = smallHistory(db);
    const started = T0 - DAY;
    seedSession(db, { sessionId: CURRENT, at: started });
    seedPrompt(db, { sessionId: CURRENT, text: 'resume me later please', at: started });
    // Meanwhile, in another terminal:
    const other = seedSession(db, { sessionId: 'f00dfeed-parallel', at: started + HOUR, end: { at: started + 2 * HOUR } });
    seedPrompt(db, { sessionId: other, text: 'Fix flaky test', at: started + HOUR });
    seedRollup(db, other, 'Fixed the flaky retry test.');
    const newer = seedDecision(db, { decision: 'Retry network tests twice', sessionId: other, at: started + HOUR });
    const newFailure = seedToolEvent(db, {
      sessionId: other,
      success: false,
      summary: 'ran `npm run e2e`',
      error: 'timeout',
      at: started + HOUR + 5 * MINUTE,
    });

    const text = buildDigest(db, opts({ source: 'resume', now: T0 }))!;
    expect(text).toContain('Only what happened since this session began is listed.');
    expect(text).toContain(`decision:${newer}`);
    expect(text).toContain(`[session ${other}]`);
    expect(text).toContain(`tool:${newFailure}`);
    expect(text).not.toContain(`decision:${manual}`);
    expect(text).not.toContain(past);
    expect(text).not.toContain('Hot files');

    // A fresh start of the same project shows everything.
    const startup = buildDigest(db, opts({ sessionId: 'another-new-session' }))!;
    expect(startup).toContain(`decision:${manual}`);
    expect(startup).toContain(past);
  });

  it('on resume with nothing new, returns null', () => {
    const db = fresh();
    smallHistory(db);
    seedSession(db, { sessionId: CURRENT, at: T0 - HOUR });
    expect(buildDigest(db, opts({ source: 'resume' }))).toBeNull();
  });

  describe('nothing relevant is crowded out', () => {
    it('on resume, a new decision shows even when many older manual ones exist', () => {
      const db = fresh();
      for (let i = 0; i < 60; i++) seedDecision(db, { decision: `Old manual rule ${i}`, source: 'manual', at: T0 - 10 * DAY + i });
      seedSession(db, { sessionId: CURRENT, at: T0 - DAY });
      const other = seedSession(db, { at: T0 - HOUR });
      const fresh1 = seedDecision(db, { decision: 'Fresh captured decision', source: 'auto', sessionId: other, at: T0 - HOUR });
      const text = buildDigest(db, opts({ source: 'resume' }));
      expect(text).toContain(`[decision:${fresh1}, unconfirmed] Fresh captured decision`);
      expect(text).not.toContain('Old manual rule');
    });

    it("decisions of the current session do not take the others' places", () => {
      const db = fresh();
      seedSession(db, { sessionId: CURRENT, at: T0 - HOUR });
      for (let i = 0; i < 60; i++)
        seedDecision(db, { decision: `Rule made right now ${i}`, source: 'manual', sessionId: CURRENT, at: T0 - i });
      const older = seedDecision(db, { decision: 'Rule from last week', source: 'manual', at: T0 - 7 * DAY });
      expect(buildDigest(db, opts())).toContain(`decision:${older}`);
    });

    it('sessions that never got a prompt do not hide the ones that did', () => {
      const db = fresh();
      const real = seedSession(db, { at: T0 - 3 * DAY, end: {} });
      seedPrompt(db, { sessionId: real, text: 'Real work happened here', at: T0 - 3 * DAY });
      seedRollup(db, real, 'Real work: the importer.');
      for (let i = 0; i < 30; i++) seedSession(db, { at: T0 - DAY + i * MINUTE, end: {} }); // opened and quit at once
      expect(buildDigest(db, opts())).toContain(`[session ${real}]`);
    });

    it("failures of the current session do not hide other sessions' failures", () => {
      const db = fresh();
      const past = seedSession(db, { at: T0 - 2 * DAY });
      const old = seedToolEvent(db, {
        sessionId: past,
        success: false,
        summary: 'ran `make release`',
        error: 'missing token',
        at: T0 - 2 * DAY,
      });
      seedSession(db, { sessionId: CURRENT, at: T0 - HOUR });
      for (let i = 0; i < 15; i++)
        seedToolEvent(db, { sessionId: CURRENT, success: false, summary: `ran \`step ${i}\``, error: 'x', at: T0 - HOUR + i });
      expect(buildDigest(db, opts())).toContain(`tool:${old}`);
    });
  });

  describe('with a lot of history', () => {
    function bigHistory(db: Db) {
      for (let i = 0; i < 60; i++) {
        seedDecision(db, {
          decision: `Decision number ${i}: always run the migration dry-run before deploying service ${i} to production`,
          reason: `incident ${i} showed that a missed dry-run corrupts the schema history table; ${'details '.repeat(10)}`,
          source: i % 3 === 0 ? 'manual' : 'auto',
          at: T0 - (i + 1) * HOUR,
        });
      }
      for (let i = 0; i < 25; i++) {
        const s = seedSession(db, { at: T0 - (i + 1) * DAY, end: { at: T0 - (i + 1) * DAY + HOUR } });
        seedPrompt(db, { sessionId: s, text: `Session ${i} work`, at: T0 - (i + 1) * DAY });
        seedSummary(db, {
          sessionId: s,
          summary: `[turn 1] Work ${i}.`,
          evidence: { filesModified: [`src/module${i % 12}.ts`, 'src/shared.ts'] },
          at: T0 - (i + 1) * DAY,
        });
        seedRollup(db, s, `In session ${i} we refactored the ${'very long '.repeat(30)}storage layer and fixed ${i} bugs.`);
        seedToolEvent(db, {
          sessionId: s,
          success: false,
          summary: `ran \`npm test -- shard ${i}\``,
          error: `shard ${i} failed: ${'stack frame '.repeat(20)}`,
          at: T0 - (i + 1) * DAY + 10,
        });
      }
    }

    for (const budget of [200, 500, 1_500]) {
      it(`stays within a ${budget}-token budget and says what was cut`, () => {
        const db = fresh();
        bigHistory(db);
        const text = buildDigest(db, opts({ budgetTokens: budget }))!;
        expect(text).not.toBeNull();
        expect(estimateTokens(text)).toBeLessThanOrEqual(budget);
        expect(text).toMatch(/\[decision:\d+/);
        expect(text).toMatch(/… \d+ more decisions \(session_recall finds them\)/);
        if (budget >= 500) {
          expect(text).toMatch(/\[session [^\]]+\]/);
          expect(text).toMatch(/… \d+ more sessions/);
        }
        // Bigger budgets show more.
        if (budget === 1_500) expect(estimateTokens(text)).toBeGreaterThan(1_000);
      });
    }

    it('counts in the trailer everything that was left out, not just what was fetched', () => {
      const db = fresh();
      bigHistory(db);
      for (const budget of [500, 1_500]) {
        const text = buildDigest(db, opts({ budgetTokens: budget }))!;
        const shownDecisions = (text.match(/^- \[decision:/gm) ?? []).length;
        const moreDecisions = Number(/… (\d+) more decisions/.exec(text)?.[1]);
        expect(shownDecisions + moreDecisions, `budget ${budget}`).toBe(60);
        const shownSessions = (text.match(/^- \[session /gm) ?? []).length;
        const moreSessions = Number(/… (\d+) more sessions/.exec(text)?.[1]);
        expect(shownSessions + moreSessions, `budget ${budget}`).toBe(25);
      }
    });

    it('says how many more exist even when every fetched line fits', () => {
      const db = fresh();
      for (let i = 0; i < 80; i++) seedDecision(db, { decision: `Rule ${i}`, source: 'auto', at: T0 - i });
      const text = buildDigest(db, opts({ budgetTokens: 9_000 }))!;
      expect(estimateTokens(text)).toBeLessThanOrEqual(9_000);
      const shown = (text.match(/^- \[decision:/gm) ?? []).length;
      expect(shown).toBeGreaterThan(0);
      expect(shown + Number(/… (\d+) more decisions/.exec(text)?.[1])).toBe(80);
    });

    it('shows more with a bigger budget', () => {
      const db = fresh();
      bigHistory(db);
      const count = (t: string) => (t.match(/^- \[/gm) ?? []).length;
      const small = buildDigest(db, opts({ budgetTokens: 200 }))!;
      const medium = buildDigest(db, opts({ budgetTokens: 500 }))!;
      const large = buildDigest(db, opts({ budgetTokens: 1_500 }))!;
      expect(count(small)).toBeLessThan(count(medium));
      expect(count(medium)).toBeLessThan(count(large));
    });

    it('stays within a tiny budget too (or says nothing)', () => {
      const db = fresh();
      bigHistory(db);
      for (const budget of [1, 50, 90, 120, 150]) {
        const text = buildDigest(db, opts({ budgetTokens: budget }));
        if (text !== null) expect(estimateTokens(text), `budget ${budget}`).toBeLessThanOrEqual(budget);
      }
    });
  });
});

describe('a digest that stays clean over a week of use (issue 22)', () => {
  /** One past session with a prompt, its rollup and, optionally, a tool call. */
  function session(db: Db, id: string, at: number, prompt: string, rollup: string | null, o: { tool?: boolean; trivial?: boolean } = {}) {
    const s = seedSession(db, { sessionId: id, at, end: { at: at + MINUTE } });
    seedPrompt(db, { sessionId: s, text: prompt, at });
    if (o.tool) seedToolEvent(db, { sessionId: s, summary: 'Bash: npm test', at: at + 1 });
    if (rollup) seedRollup(db, s, rollup);
    if (o.trivial !== undefined) db.prepare('UPDATE sessions SET trivial = ? WHERE id = ?').run(o.trivial ? 1 : 0, s);
    return s;
  }

  it('spends no line on a greeting, a thank-you or the plugin’s own slash commands', () => {
    const db = fresh();
    const work = session(
      db,
      'work-0000-session',
      T0 - 5 * HOUR,
      'Switch the parser tests to Vitest',
      'Switched the parser tests to Vitest.',
      {
        tool: true,
      },
    );
    // Not judged by the worker yet (no rollup, or a store from before): judged by the same rule here.
    session(db, 'hello-0000-session', T0 - 4 * HOUR, 'hello again', 'hello again; Hello! ok noted.');
    session(db, 'thanks-000-session', T0 - 3 * HOUR, 'thanks, that is all for today', null);
    session(db, 'status-000-session', T0 - 2 * HOUR, '/memory:status', '/memory:status');
    session(db, 'recall-000-session', T0 - 90 * MINUTE, '/memory:recall vitest', 'Memory has the Vitest decision.');
    // Judged trivial by the worker with its rollup (a question the memory answered).
    session(db, 'echo-00000-session', T0 - HOUR, 'Why did we switch the parser test runner?', 'Last time we decided to switch.', {
      trivial: true,
    });
    const text = buildDigest(db, opts())!;
    expect(text).toContain(`[session ${work}]`);
    for (const id of ['hello-0000', 'thanks-000', 'status-000', 'recall-000', 'echo-00000']) expect(text).not.toContain(`[session ${id}`);
    // Nothing left out is counted as more to find.
    expect(text).not.toMatch(/more sessions/);
  });

  it('keeps a short session that says something: a rule, a question with tool use', () => {
    const db = fresh();
    const rule = session(db, 'rule-00000-session', T0 - 2 * HOUR, 'From now on, every migration must be idempotent.', null);
    const ask = session(db, 'ask-000000-session', T0 - HOUR, 'why?', 'Read the logs.', { tool: true });
    const text = buildDigest(db, opts())!;
    expect(text).toContain(`[session ${rule}]`);
    expect(text).toContain(`[session ${ask}]`);
  });

  it('writes each line as whole sentences: a long rollup is never cut mid-sentence', () => {
    const db = fresh();
    const rollup =
      "Switched the parser's tests from Jest to Vitest, because Jest needed a Babel transform for the ESM modules and took 40 seconds a run. " +
      'The 48 tests now pass in 3.1 seconds, and vitest.config.ts replaces jest.config.js in the repository root. ' +
      'The next step is to remove the Babel config once the lint script no longer reads it, which also drops four dev dependencies.';
    const s = session(db, 'long-00000-session', T0 - HOUR, 'Switch to Vitest', rollup, { tool: true });
    const text = buildDigest(db, opts())!;
    const line = text.split('\n').find((l) => l.includes(`[session ${s}]`))!;
    expect(line).toBeDefined();
    expect(line).not.toContain('…');
    expect(line).toMatch(/\.$/);
    expect(line).toContain("Switched the parser's tests from Jest to Vitest");
    expect(line).not.toMatch(/the next step is to$/i);
  });

  it('shows a decision without its reason rather than cut, when the budget is small', () => {
    const db = fresh();
    const id = seedDecision(db, {
      decision: 'Run every schema migration through the dry-run job before it reaches production.',
      reason: `the March incident showed that a migration without a dry-run corrupts the history table; ${'and more detail '.repeat(12)}`,
      source: 'manual',
      at: T0 - HOUR,
    });
    const text = buildDigest(db, opts({ budgetTokens: 150 }))!;
    expect(text).toContain(`[decision:${id}, manual] Run every schema migration through the dry-run job before it reaches production.`);
    expect(text).not.toContain('…');
  });

  it('keeps Unresolved failures and Hot files while the budget has room, however long the other sections are', () => {
    const db = fresh();
    for (let i = 0; i < 40; i++)
      seedDecision(db, {
        decision: `Decision ${i}: ${'route the nightly exports through the queue worker and never the cron job '.repeat(3)}`,
        reason: 'the cron job dropped records under load, twice in March, and nobody noticed for a week.',
        source: 'manual',
        at: T0 - (i + 1) * MINUTE,
      });
    let failure = 0;
    for (let i = 0; i < 20; i++) {
      const s = session(
        db,
        `busy-${String(i).padStart(5, '0')}-session`,
        T0 - (i + 2) * HOUR,
        `Work on part ${i} of the exporter`,
        `${'We reworked the exporter and its retry queue for the nightly run. '.repeat(5)}`,
        {
          tool: true,
        },
      );
      seedSummary(db, {
        sessionId: s,
        summary: `[turn 1] Worked on part ${i}.`,
        evidence: { filesModified: ['src/exporter.ts'] },
        at: T0 - (i + 2) * HOUR,
      });
      if (i === 3)
        failure = seedToolEvent(db, {
          sessionId: s,
          success: false,
          summary: 'Bash: npm run build (exit 2)',
          error: "src/lexer.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
          at: T0 - (i + 2) * HOUR + 5,
        });
    }
    for (const budget of [800, 1_500, 2_500]) {
      const text = buildDigest(db, opts({ budgetTokens: budget }))!;
      expect(estimateTokens(text), `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(text, `budget ${budget}`).toContain('### Unresolved failures');
      expect(text, `budget ${budget}`).toContain(`[tool:${failure}]`);
      expect(text, `budget ${budget}`).toContain('### Hot files\n- src/exporter.ts (20 turns)');
      expect(text, `budget ${budget}`).not.toContain('…\n');
    }
  });

  it('tells what a session closed without its SessionEnd did, from its turns, before its rollup is written', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'lost-end-00-session', at: T0 - HOUR });
    seedPrompt(db, { sessionId: s, text: 'npm run build fails, can you check?', at: T0 - HOUR });
    seedSummary(db, {
      sessionId: s,
      summary: '[turn 1] The build fails with a type error in src/lexer.ts at line 12. Bash: sh build.sh (exit 2)',
      evidence: {},
      at: T0 - HOUR,
    });
    seedToolEvent(db, { sessionId: s, summary: 'Bash: sh build.sh (exit 2)', success: false, at: T0 - HOUR + 1 });
    const text = buildDigest(db, opts())!;
    expect(text).toContain(`[session ${s}]`);
    expect(text).toContain('The build fails with a type error in src/lexer.ts at line 12.');
    expect(text).not.toContain('not summarized yet');
  });
});

describe('a long list of decisions', () => {
  // Extracted decisions pile up (every switch, every setting's new figure); the recent sessions are where most answers
  // to "what did we do" are, and they must keep their room.
  it('leaves the recent sessions their share of the digest', () => {
    const db = fresh();
    for (let i = 0; i < 40; i++)
      seedDecision(db, {
        decision: `Set the worker ${i} batch size from ${i + 10} to ${i + 20}, the old value made the nightly import of partition ${i} slow on the reporting replica`,
        reason: '',
        source: 'auto',
        at: T0 - DAY - i * MINUTE,
      });
    for (let i = 0; i < 16; i++) {
      const s = seedSession(db, {
        sessionId: `sess-${String(i).padStart(2, '0')}-0000-recent`,
        at: T0 - (i + 2) * DAY,
        end: { at: T0 - (i + 2) * DAY + HOUR },
      });
      seedPrompt(db, { sessionId: s, text: `rework part ${i} of the importer so a crash loses nothing`, at: T0 - (i + 2) * DAY });
      seedSummary(db, {
        sessionId: s,
        summary: `[turn 1] Reworked part ${i} of the importer.`,
        evidence: { filesModified: [`src/import/part${i}.ts`] },
        at: T0 - (i + 2) * DAY,
      });
      seedRollup(
        db,
        s,
        `Reworked part ${i} of the importer: the cursor now survives a crash, the retry queue drains on start, and the nightly report lists what was skipped and why, with a link to the run. The staging replay of last week's traffic passed with no loss, and the runbook says how to resume a stopped import by hand.`,
      );
    }
    const text = buildDigest(db, opts())!;
    expect(estimateTokens(text)).toBeLessThanOrEqual(1_500);
    const sessionLines = text.split('\n').filter((l) => l.startsWith('- [session '));
    // 6 when decisions and sessions had 0.3 of the budget each.
    expect(sessionLines.length).toBeGreaterThanOrEqual(8);
  });
});
