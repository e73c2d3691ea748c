import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { estimateTokens } from '../../src/inject/budget.js';
import {
  forgetMemoryHandler,
  memoryStatusHandler,
  recordCodeAreaHandler,
  recordDecisionHandler,
  sessionEventHandler,
  sessionRecallHandler,
  sessionTimelineHandler,
  supersedeDecisionHandler,
  type ToolDeps,
} from '../../src/mcp/tools.js';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { storeCounts } from '../../src/store/read.js';
import {
  cleanupTempDirs,
  countRows,
  DAY,
  openTestDb,
  seedAssistant,
  seedCodeArea,
  seedDecision,
  seedPrompt,
  seedRollup,
  seedSession,
  seedSummary,
  seedToolEvent,
  T0,
} from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
afterAll(() => cleanupTempDirs());

function setup(over: Partial<ToolDeps> = {}): ToolDeps & { db: Db } {
  const { db } = openTestDb();
  dbs.push(db);
  return {
    db,
    now: () => T0,
    recall: (query, limit, filters) => recall({ db, now: T0, weights: { fts: 1, vector: 0.5 } }, query, { limit, filters }),
    status: () => storeCounts(db) as unknown as Record<string, unknown>,
    journal: null,
    ...over,
  };
}

const textOf = (r: { content: { text: string }[] }) => r.content.map((c) => c.text).join('\n');

describe('session_recall', () => {
  it('returns compact hits with ids and structured content', async () => {
    const deps = setup();
    const s = seedSession(deps.db);
    const p = seedPrompt(deps.db, { sessionId: s, text: 'Migrate the settings file to TOML' });
    const d = seedDecision(deps.db, { decision: 'Settings live in TOML, not JSON', reason: 'comments', source: 'manual' });
    const r = await sessionRecallHandler(deps, { topic: 'settings TOML' });
    expect(r.isError).toBeUndefined();
    const t = textOf(r);
    expect(t).toMatch(/^2 of 2 hits for "settings TOML" \(fts\)/);
    expect(t).toContain(`- [decision:${d}] (decision, manual, 2026-03-01) Settings live in TOML, not JSON — because comments`);
    expect(t).toContain(`- [prompt:${p.id}] (prompt, 2026-03-01 session=${s} turn=1) Migrate the settings file to TOML`);
    expect(r.structuredContent).toMatchObject({ total: 2, mode: 'fts' });
    expect((r.structuredContent!.hits as unknown[]).length).toBe(2);
  });

  it('says so when nothing matches', async () => {
    const deps = setup();
    const r = await sessionRecallHandler(deps, { topic: 'nothing like this' });
    expect(r.isError).toBeUndefined();
    expect(textOf(r)).toBe('No memories match "nothing like this".');
    expect(r.structuredContent).toEqual({ hits: [], total: 0, mode: 'fts' });
  });

  it('cuts to the budget with an "N more" trailer, and structured hits match what was shown', async () => {
    const deps = setup({ budgets: { recall: 150 } });
    const s = seedSession(deps.db);
    for (let i = 0; i < 20; i++)
      seedPrompt(deps.db, { sessionId: s, text: `gradle build cache miss number ${i} ${'with a long explanation '.repeat(6)}` });
    const r = await sessionRecallHandler(deps, { topic: 'gradle build cache', limit: 20 });
    const t = textOf(r);
    expect(estimateTokens(t)).toBeLessThanOrEqual(150);
    const shown = (t.match(/^- \[prompt:/gm) ?? []).length;
    const more = Number(/… (\d+) more hits cut to fit the budget/.exec(t)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown + more).toBe(20);
    expect((r.structuredContent!.hits as unknown[]).length).toBe(shown);
  });

  it('applies filters: session (by prefix), kinds, dates, file, superseded', async () => {
    const deps = setup();
    const a = seedSession(deps.db, { sessionId: 'aaaa1111-session' });
    const b = seedSession(deps.db, { sessionId: 'bbbb2222-session' });
    seedPrompt(deps.db, { sessionId: a, text: 'flaky login test', at: T0 - 10 * DAY });
    seedPrompt(deps.db, { sessionId: b, text: 'flaky login test again', at: T0 });
    const oldD = seedDecision(deps.db, { decision: 'Retry the flaky login test', at: T0 });
    const newD = supersedeDecisionHandler(deps, {
      decision_id: oldD,
      decision: 'Quarantine the flaky login test',
      reason: 'retries hide bugs',
    });
    expect(newD.isError).toBeUndefined();

    const ids = async (filters: Parameters<typeof sessionRecallHandler>[1]['filters']) =>
      (await sessionRecallHandler(deps, { topic: 'flaky login test', filters })).structuredContent!.hits as {
        id: string;
        session_id: string | null;
      }[];
    expect((await ids({ session_id: 'aaaa' })).map((h) => h.session_id)).toEqual([a]);
    expect((await ids({ kinds: ['decision'] })).map((h) => h.id)).toEqual([(newD.structuredContent as { id: string }).id]);
    expect((await ids({ kinds: ['decision'], include_superseded: true })).map((h) => h.id)).toContain(`decision:${oldD}`);
    expect((await ids({ kinds: ['prompt'], since: new Date(T0 - DAY).toISOString().slice(0, 10) })).map((h) => h.session_id)).toEqual([b]);
    expect((await ids({ kinds: ['prompt'], until: new Date(T0 - 5 * DAY).toISOString() })).map((h) => h.session_id)).toEqual([a]);
  });

  it('does not spend a hit on the question being answered: the prompt just asked, word for word, in a live turn', async () => {
    const deps = setup();
    const past = seedSession(deps.db, { at: T0 - 3 * DAY, end: { at: T0 - 3 * DAY + 60_000 } });
    seedPrompt(deps.db, { sessionId: past, text: 'which port does the staging database listen on', at: T0 - 3 * DAY });
    seedAssistant(deps.db, { sessionId: past, text: 'Staging Postgres listens on port 6543 behind pgbouncer.', at: T0 - 3 * DAY });
    const live = seedSession(deps.db, { at: T0 - 60_000 });
    const question = 'Which port does the staging database listen on?';
    const asked = seedPrompt(deps.db, { sessionId: live, text: question, at: T0 - 1_000 });
    const hits = (await sessionRecallHandler(deps, { topic: question })).structuredContent!.hits as { id: string; session_id: string }[];
    expect(hits.map((h) => h.session_id)).toContain(past);
    expect(hits.map((h) => h.id)).not.toContain(`prompt:${asked.id}`);
    // Once the turn has its answer it is a memory like any other.
    seedAssistant(deps.db, { sessionId: live, text: 'It is 6543, as decided three days ago.', at: T0 });
    const later = (await sessionRecallHandler(deps, { topic: question })).structuredContent!.hits as { session_id: string }[];
    expect(later.map((h) => h.session_id)).toContain(live);
  });

  it("never returns the asking session's own current prompt, however the model words its topic (issue 22)", async () => {
    const live = 'asking-000-session';
    const deps = setup({ sessionId: live });
    const past = seedSession(deps.db, { at: T0 - 3 * DAY, end: { at: T0 - 3 * DAY + 60_000 } });
    seedPrompt(deps.db, { sessionId: past, text: "Switch the parser's tests from Jest to Vitest", at: T0 - 3 * DAY });
    const d = seedDecision(deps.db, {
      decision: "Switch the parser's tests from Jest to Vitest",
      reason: 'Jest needs Babel',
      source: 'auto',
    });
    seedSession(deps.db, { sessionId: live, at: T0 - 60_000 });
    const earlier = seedPrompt(deps.db, {
      sessionId: live,
      text: "Which test runner does the parser use? It's Vitest now.",
      at: T0 - 50_000,
    });
    seedAssistant(deps.db, { sessionId: live, promptNumber: 1, text: 'Vitest, since the switch from Jest.', at: T0 - 40_000 });
    const asked = seedPrompt(deps.db, { sessionId: live, text: "Why did we switch the parser's test runner?", at: T0 - 1_000 });
    // The model's topic is not the prompt word for word, and the turn has a first reply already.
    seedAssistant(deps.db, { sessionId: live, promptNumber: 2, text: 'Let me check the memory.', at: T0 - 500 });
    const r = await sessionRecallHandler(deps, { topic: "why did we switch the parser's test runner" });
    const ids = (r.structuredContent!.hits as { id: string }[]).map((h) => h.id);
    expect(ids).toContain(`decision:${d}`);
    expect(ids).not.toContain(`prompt:${asked.id}`);
    expect(textOf(r)).not.toContain('Let me check the memory');
    // The session's earlier turns are memories like any other.
    expect(ids).toContain(`prompt:${earlier.id}`);
  });

  it('rejects a bad date with isError', async () => {
    const deps = setup();
    const r = await sessionRecallHandler(deps, { topic: 'x y z', filters: { since: 'last tuesday' } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/since is not a date: "last tuesday"/);
  });
});

describe('session_timeline', () => {
  function session(deps: ToolDeps & { db: Db }, turns: number) {
    const s = seedSession(deps.db, { sessionId: 'cafebabe-0000-timeline', at: T0, end: { at: T0 + 3_600_000, reason: 'logout' } });
    const tools: number[] = [];
    for (let i = 1; i <= turns; i++) {
      seedPrompt(deps.db, { sessionId: s, text: `Turn ${i}: do step ${i}`, at: T0 + i * 1000 });
      seedSummary(deps.db, {
        sessionId: s,
        promptNumber: i,
        summary: `[turn ${i}] Did step ${i} ${'thoroughly '.repeat(10)}`,
        at: T0 + i * 1000,
      });
      tools.push(
        seedToolEvent(deps.db, {
          sessionId: s,
          promptNumber: i,
          summary: `ran \`step ${i}\``,
          success: i % 2 === 1,
          at: T0 + i * 1000 + 1,
        }),
      );
    }
    seedRollup(deps.db, s, 'Did all the steps.');
    return { s, tools };
  }

  it('shows the session, its rollup and ordered turns with their tool events', () => {
    const deps = setup();
    const { s, tools } = session(deps, 3);
    const r = sessionTimelineHandler(deps, { session_id: s });
    expect(r.isError).toBeUndefined();
    const t = textOf(r);
    expect(t).toContain(`Session ${s} (completed, ended: logout)`);
    expect(t).toContain('Rollup: Did all the steps.');
    expect(t.indexOf('- turn 1')).toBeLessThan(t.indexOf('- turn 2'));
    expect(t.indexOf('- turn 2')).toBeLessThan(t.indexOf('- turn 3'));
    expect(t).toContain(`    - [tool:${tools[0]}] ran \`step 1\``);
    expect(t).toContain(`    - [tool:${tools[1]}] ran \`step 2\` ✗`);
    expect(r.structuredContent).toMatchObject({ total_turns: 3 });
  });

  it('accepts a unique id prefix', () => {
    const deps = setup();
    const { s } = session(deps, 1);
    expect(textOf(sessionTimelineHandler(deps, { session_id: 'cafebabe' }))).toContain(`Session ${s}`);
  });

  it('says how many turns are left beyond the limit', () => {
    const deps = setup();
    session(deps, 10);
    const t = textOf(sessionTimelineHandler(deps, { session_id: 'cafebabe', limit: 4 }));
    expect((t.match(/^- turn \d+/gm) ?? []).length).toBe(4);
    expect(t).toMatch(/… 6 more turns \(raise limit\)/);
  });

  it('cuts to the budget with an "N more turns" trailer', () => {
    const deps = setup({ budgets: { timeline: 250 } });
    session(deps, 20);
    const t = textOf(sessionTimelineHandler(deps, { session_id: 'cafebabe', limit: 15 }));
    expect(estimateTokens(t)).toBeLessThanOrEqual(250);
    const shown = (t.match(/^- turn \d+/gm) ?? []).length;
    const more = Number(/… (\d+) more turns/.exec(t)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown + more).toBe(20);
  });

  it('is an error for an unknown or ambiguous id', () => {
    const deps = setup();
    seedSession(deps.db, { sessionId: 'dup-1' });
    seedSession(deps.db, { sessionId: 'dup-2' });
    for (const id of ['no-such-session', 'dup-', '%']) {
      const r = sessionTimelineHandler(deps, { session_id: id });
      expect(r.isError, id).toBe(true);
      expect(textOf(r)).toContain(`No session "${id}"`);
    }
  });
});

describe('session_event', () => {
  it('returns the raw input and output, by number or "tool:<n>"', () => {
    const deps = setup();
    const s = seedSession(deps.db);
    const id = seedToolEvent(deps.db, {
      sessionId: s,
      inputJson: '{"command":"npm test"}',
      outputText: '42 tests passed',
      summary: 'ran `npm test`',
    });
    for (const ref of [id, `tool:${id}`, String(id)]) {
      const r = sessionEventHandler(deps, { event_id: ref });
      expect(r.isError).toBeUndefined();
      const t = textOf(r);
      expect(t).toContain(`Tool event ${id}: ran \`npm test\` (succeeded) in session ${s}, turn 1`);
      expect(t).toContain('Input:\n{"command":"npm test"}');
      expect(t).toContain('Output:\n42 tests passed');
    }
  });

  it('shows the error of a failed call', () => {
    const deps = setup();
    const s = seedSession(deps.db);
    const id = seedToolEvent(deps.db, { sessionId: s, success: false, error: 'ENOENT: no such file', outputText: 'ENOENT: no such file' });
    const t = textOf(sessionEventHandler(deps, { event_id: id }));
    expect(t).toContain('(failed)');
    expect(t).toContain('Error: ENOENT: no such file');
  });

  it('cuts a huge output to the budget instead of dropping it', () => {
    for (const budget of [300, 4_000]) {
      const deps = setup({ budgets: { event: budget } });
      const s = seedSession(deps.db);
      // A capture-capped output (16 KB by default) is bigger than the default 4,000-token budget.
      const output = Array.from({ length: 2_000 }, (_, i) => `log line ${i}`).join('\n');
      const id = seedToolEvent(deps.db, {
        sessionId: s,
        inputJson: JSON.stringify({ command: 'cat big.log' }),
        outputText: output,
        truncated: true,
        sizeBytes: 200_000,
      });
      const t = textOf(sessionEventHandler(deps, { event_id: id }));
      expect(estimateTokens(t), `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(t).toContain('Input:\n{"command":"cat big.log"}');
      expect(t).toContain('Output (cut at capture from 200000 bytes):\nlog line 0\nlog line 1\n');
      expect(t.endsWith('…')).toBe(true);
      // Most of the budget goes to the output.
      expect(estimateTokens(t)).toBeGreaterThan(budget * 0.8);
    }
  });

  it('cuts a huge input too, keeping room for the output', () => {
    const deps = setup({ budgets: { event: 1_000 } });
    const s = seedSession(deps.db);
    const id = seedToolEvent(deps.db, {
      sessionId: s,
      toolName: 'Write',
      inputJson: JSON.stringify({ file_path: 'big.txt', content: 'lorem ipsum '.repeat(5_000) }),
      outputText: 'File created successfully at: big.txt',
    });
    const t = textOf(sessionEventHandler(deps, { event_id: id }));
    expect(estimateTokens(t)).toBeLessThanOrEqual(1_000);
    expect(t).toContain('Output:\nFile created successfully at: big.txt');
  });

  it('keeps a big failed call within the budget', () => {
    const deps = setup({ budgets: { event: 500 } });
    const s = seedSession(deps.db);
    const err = `Error: ${'stack frame\n'.repeat(1_500)}`;
    const id = seedToolEvent(deps.db, { sessionId: s, success: false, error: err, outputText: err });
    const t = textOf(sessionEventHandler(deps, { event_id: id }));
    expect(estimateTokens(t)).toBeLessThanOrEqual(500);
    expect(t).toMatch(/^Tool event \d+: .*\(failed\)/);
  });

  it('explains when the payload is past retention', () => {
    const deps = setup();
    const s = seedSession(deps.db);
    const id = seedToolEvent(deps.db, { sessionId: s });
    deps.db.prepare('UPDATE tool_events SET payload_id = NULL WHERE id = ?').run(id);
    const r = sessionEventHandler(deps, { event_id: id });
    expect(r.isError).toBeUndefined();
    expect(textOf(r)).toMatch(/no longer retained/);
  });

  it('is an error for a bad or unknown id', () => {
    const deps = setup();
    for (const bad of ['abc', 'tool:abc', 'tool:1.5', 'prompt:3']) {
      const r = sessionEventHandler(deps, { event_id: bad });
      expect(r.isError, bad).toBe(true);
      expect(textOf(r)).toMatch(/is not a tool event id/);
    }
    for (const unknown of [999, 'tool:999', -1]) {
      const r = sessionEventHandler(deps, { event_id: unknown });
      expect(r.isError, String(unknown)).toBe(true);
      expect(textOf(r)).toMatch(/No tool event/);
    }
  });
});

describe('record_decision / record_code_area / supersede_decision', () => {
  it('records a manual decision, attributed to the current session when it is known', async () => {
    const deps = setup({ sessionId: 'live-session' });
    const unattributed = recordDecisionHandler(deps, { decision: '  Use UTC everywhere  ', reason: ' logs ' });
    expect(unattributed.isError).toBeUndefined();
    const id1 = Number((unattributed.structuredContent as { id: string }).id.split(':')[1]);
    expect(textOf(unattributed)).toBe(`Recorded decision:${id1}.`);
    expect(deps.db.prepare('SELECT text AS decision, reason, source, session_id FROM memory_items WHERE id = ?').get(id1)).toEqual({
      decision: 'Use UTC everywhere',
      reason: 'logs',
      source: 'manual',
      session_id: null, // the session is not in the store yet
    });

    seedSession(deps.db, { sessionId: 'live-session' });
    const attributed = recordDecisionHandler(deps, { decision: 'Dates are ISO 8601', reason: '' });
    const id2 = Number((attributed.structuredContent as { id: string }).id.split(':')[1]);
    expect((deps.db.prepare('SELECT session_id FROM memory_items WHERE id = ?').get(id2) as { session_id: string }).session_id).toBe(
      'live-session',
    );

    // Recording it again is idempotent.
    expect((recordDecisionHandler(deps, { decision: 'Dates are ISO 8601', reason: '' }).structuredContent as { id: string }).id).toBe(
      `decision:${id2}`,
    );
    const hits = (await sessionRecallHandler(deps, { topic: 'ISO 8601 dates' })).structuredContent!.hits as { id: string }[];
    expect(hits[0].id).toBe(`decision:${id2}`);
  });

  it('records a code area, idempotently', async () => {
    const deps = setup();
    const r = recordCodeAreaHandler(deps, { file_path: ' src/store/ ', description: 'SQLite access, migrations, queue' });
    const id = (r.structuredContent as { id: string }).id;
    expect(id).toMatch(/^code_area:\d+$/);
    expect(
      (
        recordCodeAreaHandler(deps, { file_path: 'src/store/', description: 'SQLite access, migrations, queue' }).structuredContent as {
          id: string;
        }
      ).id,
    ).toBe(id);
    const hits = (await sessionRecallHandler(deps, { topic: 'migrations queue' })).structuredContent!.hits as {
      id: string;
      snippet: string;
    }[];
    expect(hits[0]).toMatchObject({ id, snippet: 'src/store/: SQLite access, migrations, queue' });
  });

  it('supersedes a decision; the old one is hidden from recall by default', async () => {
    const deps = setup();
    const old = seedDecision(deps.db, { decision: 'Use yarn for installs' });
    const r = supersedeDecisionHandler(deps, { decision_id: old, decision: 'Use pnpm for installs', reason: 'disk space' });
    expect(r.isError).toBeUndefined();
    const newId = (r.structuredContent as { id: string }).id;
    expect(textOf(r)).toBe(`decision:${old} is superseded by ${newId}.`);
    expect(deps.db.prepare('SELECT status, superseded_by FROM memory_items WHERE id = ?').get(old)).toEqual({
      status: 'superseded',
      superseded_by: Number(newId.split(':')[1]),
    });
    const hits = (await sessionRecallHandler(deps, { topic: 'installs' })).structuredContent!.hits as { id: string }[];
    expect(hits.map((h) => h.id)).toEqual([newId]);
  });

  it('is an error to supersede an unknown decision', () => {
    const deps = setup();
    const r = supersedeDecisionHandler(deps, { decision_id: 4242, decision: 'Something else', reason: '' });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe('No decision 4242.');
    expect(countRows(deps.db, 'memory_items', "type = 'decision'")).toBe(0);
  });
});

describe('forget_memory', () => {
  it('forgets a decision, a prompt, a tool event (with its payload) and a code area, search entries included', async () => {
    const deps = setup();
    const s = seedSession(deps.db);
    const d = seedDecision(deps.db, { decision: 'Secret decision about zebras' });
    const p = seedPrompt(deps.db, { sessionId: s, text: 'zebras are striped' });
    const t = seedToolEvent(deps.db, { sessionId: s, summary: 'grep zebras', outputText: 'zebra payload' });
    const c = seedCodeArea(deps.db, { filePath: 'src/zebras.ts', description: 'zebra code' });
    const a = seedAssistant(deps.db, { sessionId: s, text: 'zebras answered' });
    for (const id of [`decision:${d}`, `prompt:${p.id}`, `tool:${t}`, `code_area:${c}`, `assistant:${a}`]) {
      const r = forgetMemoryHandler(deps, { memory_id: id });
      expect(r.isError, id).toBeUndefined();
      expect(textOf(r)).toMatch(new RegExp(`^Forgot ${id} for good \\(1 row,`));
    }
    expect(countRows(deps.db, 'search_docs', "text LIKE '%zebra%'")).toBe(0);
    expect(countRows(deps.db, 'tool_event_payloads', "output_text LIKE '%zebra%'")).toBe(0);
    expect((await sessionRecallHandler(deps, { topic: 'zebras' })).structuredContent).toMatchObject({ total: 0 });
  });

  it('forgets a whole session by id prefix, with its queue entries', () => {
    const deps = setup();
    const s = seedSession(deps.db, { sessionId: 'deadbeef-forget-me' });
    seedPrompt(deps.db, { sessionId: s, text: 'forget this whole session' });
    seedToolEvent(deps.db, { sessionId: s });
    seedSummary(deps.db, { sessionId: s });
    deps.db
      .prepare("INSERT INTO pending_compressions (kind, target, created_at) VALUES ('turn', ?, 0), ('session_rollup', ?, 0)")
      .run(`${s}#1`, s);
    const r = forgetMemoryHandler(deps, { memory_id: 'session:deadbeef' });
    expect(r.isError).toBeUndefined();
    expect(textOf(r)).toMatch(/^Forgot session:deadbeef-forget-me for good/);
    for (const table of [
      'sessions',
      'prompts',
      'tool_events',
      'tool_event_payloads',
      'turn_summaries',
      'search_docs',
      'pending_compressions',
    ]) {
      expect(countRows(deps.db, table), table).toBe(0);
    }
  });

  it('is an error for a malformed, unsupported or unknown id', () => {
    const deps = setup();
    const cases: [string, RegExp][] = [
      ['decision', /is not a memory id/],
      ['decision:', /is not a memory id/],
      ['decision:abc', /a decision id is a number/],
      // Every id recall shows can be forgotten, rollups included: an unknown session is the error.
      ['rollup:abc', /No session "abc"/],
      ['zebra:1', /is not a memory id/],
      ['decision:999', /Nothing stored under decision:999/],
      ['tool:999', /Nothing stored under tool:999/],
      ['session:nope', /No session "nope"/],
    ];
    for (const [id, msg] of cases) {
      const r = forgetMemoryHandler(deps, { memory_id: id });
      expect(r.isError, id).toBe(true);
      expect(textOf(r), id).toMatch(msg);
    }
  });
});

describe('memory_status', () => {
  it('returns the status as JSON text and structured content, within its budget', () => {
    const deps = setup({ budgets: { status: 40 } });
    const s = seedSession(deps.db);
    seedPrompt(deps.db, { sessionId: s });
    const r = memoryStatusHandler(deps);
    expect(r.structuredContent).toMatchObject({ sessions: 1, prompts: 1 });
    expect(estimateTokens(textOf(r))).toBeLessThanOrEqual(40);
    const full = memoryStatusHandler({ ...deps, budgets: {} });
    expect(JSON.parse(textOf(full))).toMatchObject({ sessions: 1, prompts: 1 });
  });
});
