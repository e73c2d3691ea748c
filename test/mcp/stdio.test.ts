// The real MCP server (the bundle's `mcp` command) driven by the real MCP SDK client over stdio.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENCODER_LOADING_NOTICE } from '../../src/embed/encoder-thread.js';
import type { Db } from '../../src/store/connection.js';
import { createItem } from '../../src/store/knowledge.js';
import {
  BUNDLE,
  cleanupTempDirs,
  countRows,
  ensureBundle,
  makeProject,
  seedPrompt,
  seedRollup,
  seedSession,
  seedSummary,
  seedToolEvent,
  T0,
  type TestProject,
} from '../helpers/seed.js';

type CallResult = { content: { type: string; text?: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };

const open: { client: Client; transport: StdioClientTransport }[] = [];
const dbs: Db[] = [];

beforeAll(() => {
  ensureBundle();
});
afterEach(async () => {
  for (const c of open.splice(0)) await c.client.close().catch(() => undefined);
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

async function connect(p: TestProject, env: Record<string, string> = {}) {
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...p.env, ...env })) if (v !== undefined) childEnv[k] = v;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BUNDLE, 'mcp'],
    cwd: p.dir,
    env: childEnv,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'claude-memory-test', version: '0.0.0' });
  await client.connect(transport);
  const entry = { client, transport };
  open.push(entry);
  const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallResult;
  return { client, transport, call, stderr: () => stderr };
}

const textOf = (r: CallResult) => r.content.map((c) => c.text ?? '').join('\n');

/** A finished session with two turns, a failing and a passing tool call, summaries and a rollup. */
function seedHistory(db: Db) {
  const at = Date.now() - 3_600_000;
  const s = seedSession(db, { sessionId: '5e551011-aaaa-bbbb-cccc-000000000001', at, end: { at: at + 600_000, reason: 'logout' } });
  seedPrompt(db, { sessionId: s, text: 'Add a --dry-run flag to the deploy script', at });
  const failing = seedToolEvent(db, {
    sessionId: s,
    promptNumber: 1,
    toolName: 'Bash',
    success: false,
    summary: 'ran `./deploy.sh --dry-run`',
    error: 'unknown option --dry-run',
    inputJson: JSON.stringify({ command: './deploy.sh --dry-run' }),
    outputText: 'unknown option --dry-run',
    at: at + 1_000,
  });
  seedSummary(db, {
    sessionId: s,
    promptNumber: 1,
    summary: '[turn 1] Added a --dry-run flag to deploy.sh.',
    evidence: { filesModified: ['deploy.sh'] },
    at: at + 2_000,
  });
  seedPrompt(db, { sessionId: s, text: 'Now document the flag in the README', at: at + 3_000 });
  const passing = seedToolEvent(db, {
    sessionId: s,
    promptNumber: 2,
    toolName: 'Edit',
    summary: 'edited README.md',
    inputJson: JSON.stringify({ file_path: 'README.md', old_string: '## Deploy', new_string: '## Deploy\n\nUse --dry-run first.' }),
    outputText: 'The file README.md has been updated.',
    at: at + 4_000,
  });
  seedSummary(db, { sessionId: s, promptNumber: 2, summary: '[turn 2] Documented --dry-run in the README.', at: at + 5_000 });
  seedRollup(db, s, 'Added and documented a --dry-run flag for deploy.sh.');
  return { s, failing, passing };
}

/** "No memories match": exactly, or with the notice that the sentence encoder was still loading (keyword-only). */
const noMatch = (topic: string) => new RegExp(`^No memories match "${topic}"( \\(${ENCODER_LOADING_NOTICE}\\))?\\.$`);

describe('MCP over stdio (the bundle)', () => {
  it('lists the tools with their annotations', async () => {
    const p = makeProject();
    const { client } = await connect(p);
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    const knowledge = [
      'memory_explain',
      'memory_changes',
      'memory_conflicts',
      'memory_review',
      'memory_verify',
      'memory_reject',
      'memory_supersede',
      'memory_forget',
    ];
    expect([...byName.keys()].sort()).toEqual(
      [
        'forget_memory',
        'memory_status',
        'record_code_area',
        'record_decision',
        'record_preference',
        'session_event',
        'session_recall',
        'session_timeline',
        'supersede_decision',
        'memory_promote',
        'memory_demote',
        'memory_share',
        'memory_unshare',
        ...knowledge,
      ].sort(),
    );
    for (const name of [
      'session_recall',
      'session_timeline',
      'session_event',
      'memory_status',
      'memory_explain',
      'memory_changes',
      'memory_conflicts',
      'memory_review',
    ]) {
      expect(byName.get(name)!.annotations?.readOnlyHint, name).toBe(true);
    }
    for (const name of [
      'record_decision',
      'record_preference',
      'record_code_area',
      'supersede_decision',
      'forget_memory',
      'memory_verify',
      'memory_reject',
      'memory_supersede',
      'memory_forget',
      'memory_promote',
      'memory_demote',
      'memory_share',
      'memory_unshare',
    ]) {
      expect(byName.get(name)!.annotations?.readOnlyHint, name).toBe(false);
    }
    for (const name of ['forget_memory', 'memory_forget', 'memory_reject'])
      expect(byName.get(name)!.annotations?.destructiveHint, name).toBe(true);
    expect(byName.get('session_recall')!.inputSchema.required).toEqual(['topic']);
    expect(client.getServerVersion()?.name).toBe('memory');
  });

  it('records a decision, recalls it, and forgets it', async () => {
    const p = makeProject();
    const db = p.open();
    dbs.push(db);
    const { s } = seedHistory(db);
    const { call } = await connect(p, { CLAUDE_CODE_SESSION_ID: s });

    const recorded = await call('record_decision', {
      decision: 'Every deploy runs with --dry-run first',
      reason: 'a bad deploy took prod down',
    });
    expect(recorded.isError).toBeFalsy();
    const id = /Recorded (decision:\d+)\./.exec(textOf(recorded))?.[1];
    expect(id).toBeDefined();
    // Attributed to the session named in the server's environment.
    expect(db.prepare('SELECT session_id, source FROM memory_items WHERE id = ?').get(Number(id!.split(':')[1])) as object).toEqual({
      session_id: s,
      source: 'manual',
    });

    const found = await call('session_recall', { topic: 'dry-run deploy' });
    expect(found.isError).toBeFalsy();
    const t = textOf(found);
    expect(t).toMatch(/hits for "dry-run deploy"/);
    expect(t.split('\n')[1]).toContain(`[${id}] (decision, manual`); // the manual decision ranks first
    // Only the budgeted text goes over the wire (Claude Code would show the model structuredContent instead).
    expect(found.structuredContent).toBeUndefined();

    const forgotten = await call('forget_memory', { memory_id: id! });
    expect(forgotten.isError).toBeFalsy();
    expect(textOf(forgotten)).toMatch(new RegExp(`^Forgot ${id} for good`));
    const after = await call('session_recall', { topic: 'dry-run deploy', filters: { kinds: ['decision'] } });
    expect(textOf(after)).toMatch(noMatch('dry-run deploy'));
    expect(countRows(db, 'memory_items')).toBe(0);

    const again = await call('forget_memory', { memory_id: id! });
    expect(again.isError).toBe(true);
  });

  it('saves to the global memory and promotes: another project (same user) recalls it, marked global; scope filters', async () => {
    const a = makeProject();
    const b = { ...makeProject(), env: a.env }; // same data dir (the same user), another project directory
    const first = await connect(a);
    const pref = await first.call('record_preference', {
      type: 'preference',
      text: 'Name branches after the ticket number',
      scope: 'global',
    });
    expect(pref.isError).toBeFalsy();
    const globalPref = /Recorded (global:preference:\d+)\./.exec(textOf(pref))?.[1];
    expect(globalPref).toBeDefined();
    const decision = /Recorded (decision:\d+)\./.exec(
      textOf(await first.call('record_decision', { decision: 'Use zstd for every archive we write', reason: 'smaller and faster' })),
    )?.[1];
    const promoted = await first.call('memory_promote', { memory_id: decision! });
    expect(textOf(promoted)).toMatch(new RegExp(`^${decision} is promoted: it now also holds in every project as global:decision:\\d+`));

    const second = await connect(b);
    const recalled = textOf(await second.call('session_recall', { topic: 'branches ticket number' }));
    expect(recalled).toContain(`[${globalPref}] (preference, manual`);
    expect(textOf(await second.call('session_recall', { topic: 'zstd archive' }))).toMatch(/\[global:decision:\d+\] \(decision, manual/);
    expect(textOf(await second.call('session_recall', { topic: 'zstd archive', scope: 'project' }))).toMatch(noMatch('zstd archive'));
    // In the first project the promoted decision shows once, as the project's own.
    const home = textOf(await first.call('session_recall', { topic: 'zstd archive' }));
    expect(home).toContain(`[${decision}]`);
    expect(home).not.toContain('global:decision');
    // Demote from the other project's session: the global copy goes, and so does the hit there.
    const globalId = /global:decision:\d+/.exec(textOf(promoted))![0];
    expect((await second.call('memory_demote', { memory_id: globalId })).isError).toBeFalsy();
    expect(textOf(await second.call('session_recall', { topic: 'zstd archive' }))).toMatch(/\[decision:\d+\] \(decision, manual/);
    expect(textOf(await first.call('session_recall', { topic: 'zstd archive', scope: 'global' }))).toMatch(noMatch('zstd archive'));
    expect(textOf(await second.call('memory_changes', { scope: 'global' }))).toMatch(/demote global:decision:\d+/);
  });

  it('runs a review pass: explain a candidate, reject it (gone from recall), supersede another, and read the changes', async () => {
    const p = makeProject();
    const db = p.open();
    dbs.push(db);
    const { s } = seedHistory(db);
    const cand = createItem(
      db,
      {
        type: 'convention',
        text: 'Deploy scripts always take --dry-run first',
        subjectKey: 'deploy',
        origin: 'inferred',
        source: 'auto',
        validFrom: T0,
        receipts: [{ kind: 'prompt', strength: 'stated', sessionId: s, promptNumber: 1, quote: 'always --dry-run first' }],
      },
      { actor: 'worker', now: T0 },
    ).id!;
    const pref = createItem(
      db,
      { type: 'preference', text: 'Prefer tabs in shell scripts', origin: 'inferred', source: 'auto', validFrom: T0 },
      { actor: 'worker', now: T0 },
    ).id!;
    const { call } = await connect(p);

    const review = textOf(await call('memory_review', {}));
    expect(review).toContain(`[convention:${cand}] (unconfirmed`);
    expect(review).toContain(`[preference:${pref}] (unconfirmed`);
    const explained = textOf(await call('memory_explain', { memory_id: `convention:${cand}` }));
    expect(explained).toContain(`session ${s}, turn 1`);
    expect(explained).toContain('"always --dry-run first"');

    expect((await call('memory_reject', { memory_id: `convention:${cand}`, reason: 'only for prod' })).isError).toBeFalsy();
    expect(textOf(await call('session_recall', { topic: 'dry-run first deploy scripts', filters: { kinds: ['convention'] } }))).toMatch(
      noMatch('dry-run first deploy scripts'),
    );
    const superseded = await call('memory_supersede', {
      memory_id: `preference:${pref}`,
      text: 'Prefer two spaces in shell scripts',
      reason: 'shfmt default',
    });
    expect(textOf(superseded)).toMatch(new RegExp(`^preference:${pref} is superseded by preference:\\d+\\.`));
    const log = textOf(await call('memory_changes', {}));
    expect(log).toMatch(new RegExp(`mcp reject convention:${cand} \\(only for prod\\)`));
    expect(log).toMatch(new RegExp(`mcp supersede preference:${pref}`));
    expect((await call('memory_verify', { memory_id: 'convention:not-a-number' })).isError).toBe(true);
  });

  it('drills down from recall to the timeline to the raw event', async () => {
    const p = makeProject();
    const db = p.open();
    dbs.push(db);
    const { s, failing, passing } = seedHistory(db);
    const { call } = await connect(p);

    const hits = textOf(await call('session_recall', { topic: 'deploy dry-run flag' }));
    expect(hits).toContain(`session=${s}`);

    const timeline = await call('session_timeline', { session_id: s.slice(0, 8) });
    expect(timeline.isError).toBeFalsy();
    const t = textOf(timeline);
    expect(t).toContain(`Session ${s} (completed, ended: logout)`);
    expect(t).toContain('Rollup: Added and documented a --dry-run flag for deploy.sh.');
    expect(t).toContain('[turn 1] Added a --dry-run flag to deploy.sh.');
    expect(t).toContain(`[tool:${failing}] ran \`./deploy.sh --dry-run\` ✗`);
    expect(t).toContain(`[tool:${passing}] edited README.md`);

    const event = await call('session_event', { event_id: `tool:${failing}` });
    expect(event.isError).toBeFalsy();
    const e = textOf(event);
    expect(e).toContain(`Tool event ${failing}: ran \`./deploy.sh --dry-run\` (failed) in session ${s}, turn 1`);
    expect(e).toContain('Error: unknown option --dry-run');
    expect(e).toContain('Input:\n{"command":"./deploy.sh --dry-run"}');
    const byNumber = await call('session_event', { event_id: passing });
    expect(textOf(byNumber)).toContain('Output:\nThe file README.md has been updated.');

    for (const bad of ['tool:nope', 'tool:999999']) {
      const r = await call('session_event', { event_id: bad });
      expect(r.isError, bad).toBe(true);
    }
    expect((await call('session_timeline', { session_id: 'no-such-session' })).isError).toBe(true);
  });

  it('reports status, and rejects invalid arguments', async () => {
    const p = makeProject();
    const db = p.open();
    dbs.push(db);
    seedHistory(db);
    const { call } = await connect(p);
    const status = await call('memory_status');
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent).toBeUndefined();
    const json = JSON.parse(textOf(status));
    expect(json).toMatchObject({ counts: { sessions: 1, prompts: 2, toolEvents: 2, turnSummaries: 2, rollups: 1 }, queue: { parked: 0 } });
    expect(json.project.root).toBe(fs.realpathSync(p.dir));

    const missingTopic = await call('session_recall', {}).catch(
      (err: Error) => ({ content: [{ type: 'text', text: err.message }], isError: true }) as CallResult,
    );
    expect(missingTopic.isError).toBe(true);
    const tooShort = await call('record_decision', { decision: 'x', reason: '' }).catch(
      (err: Error) => ({ content: [{ type: 'text', text: err.message }], isError: true }) as CallResult,
    );
    expect(tooShort.isError).toBe(true);
    expect(countRows(db, 'memory_items')).toBe(0);
  });

  it('ends the server process when the client closes', async () => {
    const p = makeProject();
    const { client, transport, stderr } = await connect(p);
    await client.listTools().catch((err) => {
      throw new Error(`${err.message}; server stderr: ${stderr()}`);
    });
    const pid = transport.pid;
    expect(pid).toBeGreaterThan(0);
    const started = Date.now();
    await client.close();
    open.length = 0;
    // The transport would SIGTERM a server still running after 2 s; the server must go on its own, at stdin close.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(() => process.kill(pid!, 0)).toThrow(/ESRCH/);
  });
});
