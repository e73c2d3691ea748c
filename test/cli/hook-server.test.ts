// The prompt and session-start hooks hand their whole event to the session's MCP server when one runs: the server
// validates, sanitizes and records it and builds the injection. The real server (the bundle's `mcp`, over stdio with
// the real MCP SDK client) and the real hook entry (dist/hook.cjs) are used; the same store without a server is the
// reference the served injection must equal.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { readSettings } from '../../src/settings.js';
import { handleHookEvent } from '../../src/hook/handle.js';
import { processHookContext } from '../../src/hook/process-context.js';
import { dataPaths } from '../../src/paths.js';
import { bareModules, costlyModuleFloor, runReportingLoads } from '../helpers/node-load.js';
import { handOverToServer, projectSockets, sessionSocketPath, type HandOver } from '../../src/hook/session-socket.js';
import {
  BUNDLE,
  cleanupTempDirs,
  countRows,
  ensureBundle,
  makeProject,
  runBundle,
  seedDecision,
  seedPrompt,
  seedRollup,
  seedSession,
  seedSummary,
  tempDir,
  type TestProject,
} from '../helpers/seed.js';

const HOOK_ENTRY = path.join(path.dirname(BUNDLE), 'hook.cjs');
const clients: Client[] = [];
const closers: (() => void)[] = [];

beforeAll(() => {
  ensureBundle();
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close().catch(() => undefined);
  for (const close of closers.splice(0)) close();
});
afterAll(() => cleanupTempDirs());

/** A project with a history the test prompts match by keyword (the embedder is off: recall is the same everywhere). */
function seededProject(): TestProject {
  const p = makeProject();
  const db = p.open();
  try {
    // A finished, rolled-up session: the server's worker finds nothing to do, so both stores stay alike.
    const s = seedSession(db, {
      sessionId: '0a0a0a0a-1111-2222-3333-444444444444',
      at: Date.now() - 86_400_000,
      end: { at: Date.now() - 85_000_000, reason: 'logout' },
    });
    seedPrompt(db, { sessionId: s, text: 'Move the session store from Redis to PostgreSQL', at: Date.now() - 86_400_000 });
    seedSummary(db, {
      sessionId: s,
      promptNumber: 1,
      summary: '[turn 1] Moved the session store to PostgreSQL: Redis lost sessions on restart.',
      at: Date.now() - 86_000_000,
    });
    seedDecision(db, {
      decision: 'Keep sessions in PostgreSQL, not Redis',
      reason: 'Redis lost sessions on every restart',
      sessionId: s,
      promptNumber: 1,
      at: Date.now() - 86_000_000,
    });
    seedRollup(db, s, 'Moved the session store from Redis to PostgreSQL.');
  } finally {
    db.close();
  }
  return p;
}

/** The same store under another data dir: what the hook sees there without any server is the reference. */
function copyOf(p: TestProject): TestProject {
  const home = tempDir('cm-home-copy-');
  fs.cpSync(p.home, home, { recursive: true });
  return { ...p, home, env: { ...p.env, CLAUDE_MEMORY_HOME: home } };
}

/** Starts the project's MCP server as Claude Code does and waits until its socket is up. */
async function startServer(p: TestProject): Promise<string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.env)) if (v !== undefined) env[k] = v;
  const client = new Client({ name: 'claude-memory-test', version: '0.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BUNDLE, 'mcp'], cwd: p.dir, env, stderr: 'pipe' }));
  clients.push(client);
  const runDir = dataPaths(p.home).runDir;
  const key = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir }).project(p.dir).key;
  for (let i = 0; i < 200 && !projectSockets(runDir, key).length; i++) await new Promise((r) => setTimeout(r, 25));
  const [socket] = projectSockets(runDir, key);
  expect(socket).toBeDefined();
  return socket;
}

function runHookEntry(
  event: string,
  payload: Record<string, unknown>,
  p: TestProject,
): Promise<{ code: number | null; stdout: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [HOOK_ENTRY, event], { cwd: p.dir, env: p.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stdin.end(JSON.stringify(payload));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, ms: Date.now() - started })));
}

const SESSION = 'b1b1b1b1-2222-3333-4444-555555555555';
const SESSION_2 = 'c2c2c2c2-3333-4444-5555-666666666666';
const promptPayload = (p: TestProject, prompt: string, promptId = `p-${Math.random().toString(36).slice(2)}`, sessionId = SESSION) => ({
  session_id: sessionId,
  transcript_path: path.join(p.dir, 'transcript.jsonl'),
  cwd: p.dir,
  prompt_id: promptId,
  hook_event_name: 'UserPromptSubmit',
  prompt,
});
const startPayload = (p: TestProject, source: string) => ({
  session_id: SESSION,
  transcript_path: path.join(p.dir, 'transcript.jsonl'),
  cwd: p.dir,
  hook_event_name: 'SessionStart',
  source,
});
/** What the hook entry sends for this payload (its raw stdin). */
const handOver = (p: TestProject, raw: string): HandOver => ({
  handOver: 'UserPromptSubmit',
  payload: raw,
  projectKey: createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir }).project(p.dir).key,
  at: Date.now(),
});
const contextOf = (stdout: string) =>
  stdout ? (JSON.parse(stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext : null;

describe('a hook served by the session MCP server', () => {
  it('is validated, sanitized, recorded and answered by the server from what the hook read', async () => {
    const p = seededProject();
    await startServer(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const project = app.project(p.dir);
    const reply = await handOverToServer(
      projectSockets(app.paths.runDir, project.key),
      handOver(p, JSON.stringify(promptPayload(p, 'Why did the session store move to PostgreSQL?'))),
      5_000,
    );
    expect(contextOf(reply?.output ?? '')).toContain('PostgreSQL');
    const db = p.open();
    try {
      expect(countRows(db, 'prompts', 'session_id = ?', SESSION)).toBe(1);
      // What the server injected is remembered once the hook confirmed it took the answer, so no prompt repeats it.
      for (let i = 0; i < 100 && !countRows(db, 'injected_memories', 'session_id = ?', SESSION); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(countRows(db, 'injected_memories', 'session_id = ?', SESSION)).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  }, 60_000);

  it('records a prompt once when the server took it but answered too late and the hook recorded it too, prompt_id or not', async () => {
    const p = seededProject();
    await startServer(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const sockets = projectSockets(app.paths.runDir, app.project(p.dir).key);
    const withId = promptPayload(p, 'Why did the session store move to PostgreSQL?', 'prompt-late');
    const { prompt_id: _, ...withoutId } = { ...promptPayload(p, 'What did Redis lose on every restart?'), session_id: SESSION_2 };
    for (const payload of [withId, withoutId]) {
      const raw = JSON.stringify(payload);
      const request = handOver(p, raw);
      // A hook that gives up at once; the server still records the event.
      expect(await handOverToServer(sockets, request, 1)).toBeUndefined();
      // The hook's own path then records the same input, read at the same time.
      const hook = processHookContext(readSettings({ ...p.env, CLAUDE_PROJECT_DIR: p.dir }), BUNDLE);
      const result = await handleHookEvent(hook, 'UserPromptSubmit', raw, request.at);
      expect(result.outcome).toBe('recorded');
    }
    const db = p.open();
    try {
      for (let i = 0; i < 100 && countRows(db, 'prompts', 'session_id IN (?, ?)', SESSION, SESSION_2) < 2; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(countRows(db, 'prompts', 'session_id = ?', SESSION)).toBe(1);
      expect(countRows(db, 'prompts', 'session_id = ?', SESSION_2)).toBe(1);
    } finally {
      db.close();
    }
  }, 60_000);

  it('records a hand-over it reads after its hook gave up, without building an answer no one takes', async () => {
    const p = seededProject();
    await startServer(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const sockets = projectSockets(app.paths.runDir, app.project(p.dir).key);
    const raw = JSON.stringify(promptPayload(p, 'Why did the session store move to PostgreSQL?'));
    // Read a minute after its hook read it: far past the prompt's latency budget.
    const late = { ...handOver(p, raw), at: Date.now() - 60_000 };
    expect(await handOverToServer(sockets, late, 5_000)).toEqual({ output: '' });
    const db = p.open();
    try {
      expect(db.prepare('SELECT created_at AS at FROM prompts WHERE session_id = ?').all(SESSION)).toEqual([{ at: late.at }]);
      expect(countRows(db, 'injected_memories', 'session_id = ?', SESSION)).toBe(0);
    } finally {
      db.close();
    }
    // The same prompt in time is answered.
    expect(contextOf((await handOverToServer(sockets, { ...handOver(p, raw), at: Date.now() }, 5_000))?.output ?? '')).toContain(
      'PostgreSQL',
    );
  }, 60_000);

  it('refuses an event of another project, and answers nothing for a payload it rejects, logging why', async () => {
    const p = seededProject();
    await startServer(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const sockets = projectSockets(app.paths.runDir, app.project(p.dir).key);
    const raw = JSON.stringify(promptPayload(p, 'Why did the session store move to PostgreSQL?'));
    expect(await handOverToServer(sockets, { ...handOver(p, raw), projectKey: 'another-project-0123456789ab' }, 5_000)).toBeUndefined();
    // No session id: the hook itself would reject it the same way.
    const { session_id: _, ...noSession } = promptPayload(p, 'Why did the session store move to PostgreSQL?');
    expect(await handOverToServer(sockets, handOver(p, JSON.stringify(noSession)), 5_000)).toEqual({ output: '' });
    // The server is still up and serves the next prompt.
    expect(contextOf((await handOverToServer(sockets, handOver(p, raw), 5_000))?.output ?? '')).toContain('PostgreSQL');
    const db = p.open();
    try {
      expect(countRows(db, 'prompts', 'session_id = ?', SESSION)).toBe(1);
    } finally {
      db.close();
    }
    expect(fs.readFileSync(path.join(app.paths.logDir, 'errors.jsonl'), 'utf8')).toMatch(/invalid payload/);
  }, 60_000);

  it("through the real hook entry, a served prompt loads no SQLite, and adds fewer of Node's modules to a bare node than any costly built-in would alone", async () => {
    const p = seededProject();
    await startServer(p);
    const bare = bareModules(p.home);
    const costly = costlyModuleFloor(p.home, bare);
    for (let i = 0; i < 2; i++) {
      // The second run is the usual one: through the code cache the first run wrote.
      const r = runReportingLoads(p.home, [HOOK_ENTRY, 'UserPromptSubmit'], {
        // A session of its own each time: what one prompt was shown, the same session's next prompt is not shown again.
        input: JSON.stringify(promptPayload(p, 'Why did the session store move to PostgreSQL?', undefined, [SESSION, SESSION_2][i])),
        env: p.env,
        cwd: p.dir,
      });
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(contextOf(r.stdout)).toContain('PostgreSQL');
      const added = r.modules.filter((m) => !bare.has(m));
      expect(added.length, `added ${added.join(', ')}; alone: ${JSON.stringify(costly.each)}`).toBeLessThan(costly.floor);
      expect(r.maps).not.toMatch(/better_sqlite3/);
    }
    // Only the hand-over's own code ran: neither the in-process hook (validate, sanitize, journal) nor the store side.
    expect(fs.readdirSync(dataPaths(p.home).codeCacheDir).map((f) => f.split('-')[0])).toEqual(['handover']);
    const db = p.open();
    try {
      for (const session of [SESSION, SESSION_2]) expect(countRows(db, 'prompts', 'session_id = ?', session)).toBe(1);
    } finally {
      db.close();
    }
  }, 60_000);

  it('marks nothing shown when its answer comes too late for the hook', async () => {
    const p = seededProject();
    await startServer(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const sockets = projectSockets(app.paths.runDir, app.project(p.dir).key);
    // A hook that gives up at once: the server still records the prompt, but must not mark its answer shown.
    const payload = promptPayload(p, 'Why did the session store move to PostgreSQL?');
    expect(await handOverToServer(sockets, handOver(p, JSON.stringify(payload)), 1)).toBeUndefined();
    // One in time, from another session, shows the server is up and marks what it answered.
    const other = { ...payload, session_id: SESSION_2 };
    expect(contextOf((await handOverToServer(sockets, handOver(p, JSON.stringify(other)), 5_000))?.output ?? '')).toContain('PostgreSQL');
    const db = p.open();
    try {
      for (let i = 0; i < 100 && !countRows(db, 'injected_memories', 'session_id = ?', SESSION_2); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(countRows(db, 'injected_memories', 'session_id = ?', SESSION_2)).toBeGreaterThan(0);
      expect(countRows(db, 'injected_memories', 'session_id = ?', SESSION)).toBe(0);
    } finally {
      db.close();
    }
  }, 60_000);

  it('injects exactly what the hook injects on the same store without a server, prompt and session start', async () => {
    const served = seededProject();
    const local = copyOf(served);
    await startServer(served);
    for (const [event, payload] of [
      ['SessionStart', (p: TestProject) => startPayload(p, 'startup')],
      ['UserPromptSubmit', (p: TestProject) => promptPayload(p, 'Why did the session store move to PostgreSQL?', 'prompt-1')],
      // Another session: within one, a memory is injected once.
      [
        'UserPromptSubmit',
        (p: TestProject) => promptPayload(p, 'Redis lost sessions again after the restart, what did we decide?', 'prompt-2', SESSION_2),
      ],
    ] as const) {
      const a = await runHookEntry(event, payload(served), served);
      const b = await runHookEntry(event, payload(local), local);
      expect(a.code).toBe(0);
      expect(b.code).toBe(0);
      expect(contextOf(a.stdout), `${event} in ${a.ms} ms: ${a.stdout} / ${b.stdout}`).not.toBeNull();
      expect(contextOf(a.stdout)).toBe(contextOf(b.stdout));
    }
    // Every prompt reached both stores, once.
    for (const p of [served, local]) {
      const db = p.open();
      try {
        expect(countRows(db, 'prompts', 'session_id IN (?, ?)', SESSION, SESSION_2)).toBe(2);
      } finally {
        db.close();
      }
    }
  }, 90_000);

  it('stores the prompt without its private block or secret, as the hook itself would', async () => {
    const p = seededProject();
    await startServer(p);
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const r = await runHookEntry(
      'UserPromptSubmit',
      promptPayload(p, `Deploy with token ${secret} <private>my home address</private> please`),
      p,
    );
    expect(r.code).toBe(0);
    const db = p.open();
    try {
      const rows = db.prepare('SELECT text FROM prompts WHERE session_id = ?').all(SESSION) as { text: string }[];
      expect(rows).toHaveLength(1);
      expect(rows[0].text).toContain('Deploy with token');
      expect(rows[0].text).not.toContain(secret);
      expect(rows[0].text).not.toContain('my home address');
    } finally {
      db.close();
    }
  }, 60_000);

  it('falls back to the local path, within its wait, when the server takes the connection and never answers', async () => {
    const p = seededProject();
    const reference = copyOf(p);
    const app = createApp(readSettings(p.env), { entryScript: BUNDLE, cwd: p.dir });
    const file = sessionSocketPath(app.paths.runDir, app.project(p.dir).key, 4_242_424);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const held: net.Socket[] = [];
    const hung = net.createServer((conn) => void held.push(conn));
    await new Promise<void>((resolve) => hung.listen(file, resolve));
    closers.push(() => {
      for (const c of held) c.destroy();
      hung.close();
    });
    const prompt = (q: TestProject) => promptPayload(q, 'Why did the session store move to PostgreSQL?', 'prompt-hung');
    const a = await runHookEntry('UserPromptSubmit', prompt(p), p);
    const b = await runHookEntry('UserPromptSubmit', prompt(reference), reference);
    expect(a.code).toBe(0);
    expect(held.length).toBeGreaterThan(0); // the hook did ask the hung server
    expect(a.ms).toBeLessThan(10_000);
    expect(contextOf(a.stdout)).toContain('PostgreSQL');
    expect(contextOf(a.stdout)).toBe(contextOf(b.stdout));
    const db = p.open();
    try {
      // Recorded by the hook itself: once.
      expect(countRows(db, 'prompts', 'session_id = ?', SESSION)).toBe(1);
    } finally {
      db.close();
    }
  }, 60_000);

  it('never shows a memory forgotten through the CLI in the next session start it serves', async () => {
    const p = seededProject();
    await startServer(p);
    const saved = await runBundle(['remember', 'Deploy with the blue-green script, never in place', '--reason', 'zero downtime'], p);
    expect(saved.stdout).toMatch(/Remembered as decision:\d+/);
    const id = /decision:\d+/.exec(saved.stdout)![0];
    const before = await runHookEntry(
      'SessionStart',
      { ...startPayload(p, 'startup'), session_id: 'd1d1d1d1-0000-0000-0000-000000000001' },
      p,
    );
    expect(contextOf(before.stdout)).toContain('blue-green');
    expect((await runBundle(['forget', id], p)).code).toBe(0);
    const after = await runHookEntry(
      'SessionStart',
      { ...startPayload(p, 'startup'), session_id: 'd1d1d1d1-0000-0000-0000-000000000002' },
      p,
    );
    expect(after.code).toBe(0);
    expect(contextOf(after.stdout) ?? '').not.toContain('blue-green');
    expect(contextOf(after.stdout) ?? '').not.toContain(id);
  }, 60_000);
});
