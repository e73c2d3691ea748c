// SLOW (minutes; needs the npm registry): the plugin as a user gets it, from a clone of the repository without
// node_modules, through its own marketplace. The marketplace entry is the built plugin folder (plugin/): no package.json,
// so `claude plugin install` has nothing to npm ci, and installs a few MB in seconds. Its first hooks find no
// better-sqlite3: they journal their events and start `claude-memory runtime install` in the background, which installs
// better-sqlite3 and the sentence encoder into $CLAUDE_PLUGIN_DATA/runtime/<this Node's ABI>. When no prebuilt binary can
// be downloaded, better-sqlite3 is compiled with node-gyp, which takes a few minutes. The first session's MCP server is
// up all the while (Claude Code would not start a failed one again): it says the runtime is installing, then opens
// the store once it lands; the next session's first hook replays the journal, and its session_recall finds session 1.
//
// npm settings: the session is given the developer's own npm user config (NPM_CONFIG_USERCONFIG: registry, proxy, CA,
// nodedir), which the throw-away HOME would otherwise hide. On machines that reach neither nodejs.org nor GitHub,
// node-gyp needs `nodedir` from that config.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  copyBuiltDist,
  killProcessesNaming,
  makeTempDir,
  messageRequests,
  projectDbFiles,
  removeTempDirs,
  runClaude,
  runClaudeCmd,
  runMemoryCli,
  stageRepoSnapshot,
  startFakeApi,
  waitFor,
  MCP_TOOL_PREFIX,
  REPO_ROOT,
  toolResultsOf,
  type FakeApi,
} from './harness.js';

const dirBytes = (dir: string): number =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
        .map((f) => fs.lstatSync(path.join(dir, f)))
        .filter((st) => st.isFile())
        .reduce((n, st) => n + st.size, 0)
    : 0;
const findFiles = (dir: string, name: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => path.basename(f) === name)
    : [];

const INSTALL_TIMEOUT_MS = 8 * 60_000;
const NONCE = `RUNTIME${Date.now().toString(36).toUpperCase()}`;

let api: FakeApi | undefined;
const cleanup: string[] = [];

afterAll(async () => {
  await api?.close();
  // The installer (and npm / node-gyp under it) and the detached worker may still be running: end them by pid.
  for (const dir of cleanup) await killProcessesNaming(dir);
  removeTempDirs();
});

/** The developer's npm user config, for the runtime install inside the throw-away HOME (see the header). */
function userNpmEnv(): Record<string, string> {
  let userconfig = process.env.NPM_CONFIG_USERCONFIG ?? process.env.npm_config_userconfig;
  if (!userconfig) {
    try {
      userconfig = execFileSync('npm', ['config', 'get', 'userconfig'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      userconfig = path.join(os.homedir(), '.npmrc');
    }
  }
  return userconfig && fs.existsSync(userconfig) ? { NPM_CONFIG_USERCONFIG: userconfig } : {};
}

type SpoolLine = { event: string; payload: { session_id: string } };
/** Every event line in the spool (journal files under <data dir>/spool, whatever their layout), replayed or not. */
function readSpool(dataDir: string): SpoolLine[] {
  const dir = path.join(dataDir, 'spool');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.jsonl($|\.)/.test(path.basename(f)) && fs.statSync(path.join(dir, f)).isFile())
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean))
    .map((l) => JSON.parse(l) as SpoolLine);
}

describe('installed from the private marketplace without node_modules [SLOW: npm install of the runtime]', () => {
  it('spools the first session while the runtime installs in the background, then replays it into the store', async () => {
    const t0 = Date.now();
    const elapsed = () => `${Math.round((Date.now() - t0) / 1000)} s`;
    const source = stageRepoSnapshot({ includeDist: false });
    copyBuiltDist(source); // retried if someone is rebuilding dist/ right now
    fs.cpSync(path.join(REPO_ROOT, 'plugin'), path.join(source, 'plugin'), { recursive: true });
    expect(fs.existsSync(path.join(source, 'node_modules'))).toBe(false);
    expect(fs.existsSync(path.join(source, 'plugin', 'dist', 'claude-memory.mjs'))).toBe(true);

    const add = await runClaudeCmd(['plugin', 'marketplace', 'add', source]);
    expect(add.code).toBe(0);
    const home = add.home;
    const installStarted = Date.now();
    const install = await runClaudeCmd(['plugin', 'install', 'memory@claude-memory'], { home, timeoutMs: 180_000 });
    expect(install.stdout + install.stderr).toMatch(/Successfully installed/);
    cleanup.push(home, source);
    // What Claude Code installed: the plugin folder only, nothing fetched by an npm ci.
    const cache = path.join(home, '.claude', 'plugins', 'cache');
    const installedBytes = dirBytes(cache);
    console.log(
      `[runtime] plugin install took ${Date.now() - installStarted} ms; ${(installedBytes / 2 ** 20).toFixed(1)} MB under ${cache}`,
    );
    expect(installedBytes).toBeLessThan(30 * 2 ** 20);
    expect(findFiles(cache, 'node_modules')).toEqual([]);

    const dataDir = makeTempDir('cm-data-');
    const cwd = makeTempDir('cm-project-');
    fs.writeFileSync(path.join(cwd, 'readme.txt'), `README_${NONCE}\n`);
    // Created by the CLI for plugin memory of marketplace claude-memory; passed to every hook and the MCP server.
    const pluginData = path.join(home, '.claude', 'plugins', 'data', 'memory-claude-memory');
    const env = { CLAUDE_MEMORY_HOME: dataDir, ...userNpmEnv() };

    // ── Session 1: no runtime yet ──
    api = await startFakeApi({
      turns: [
        { tool_use: { name: 'Read', input: { file_path: path.join(cwd, 'readme.txt') } } },
        { tool_use: { name: 'Bash', input: { command: `echo ${NONCE}`, description: 'Echo the nonce' } } },
        { text: `First session done ${NONCE}.` },
      ],
    });
    const s1 = await runClaude({ prompt: `Read the readme (${NONCE}).`, api, home, cwd, pluginDir: null, env });
    expect(s1.code).toBe(0);
    expect(s1.result?.result).toBe(`First session done ${NONCE}.`);
    const init = s1.messages.find((m) => m.type === 'system' && m.subtype === 'init');
    expect(init.plugins?.map((p: any) => p.name)).toContain('memory');
    console.log(
      `[runtime] session 1 done after ${elapsed()}; plugin loaded from ${JSON.stringify(init.plugins?.find((p: any) => p.name === 'memory')?.path)}`,
    );
    // The installed plugin's MCP server is up although it cannot open the store yet.
    console.log(`[runtime] MCP servers in session 1: ${JSON.stringify(init.mcp_servers)}`);
    expect(init.mcp_servers).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'plugin:memory:memory', status: 'connected' })]),
    );

    // Everything session 1's hooks received went to the spool. The async PostToolUse hooks may still be landing, or
    // the CLI may have ended them when it exited (as it can skip SessionEnd; seen once in four runs while the
    // runtime's npm install loads the machine): the transcript, read when Stop is replayed, carries the same tool
    // calls, so either way they reach the store with their output (asserted after session 2).
    const toolHooksLanded = await waitFor(() => readSpool(dataDir).filter((l) => l.event === 'PostToolUse').length >= 2, {
      timeoutMs: 10_000,
    });
    const spooled = readSpool(dataDir);
    const events = spooled.map((l) => l.event);
    console.log(
      `[runtime] spooled after session 1: ${events.join(', ')}; the PostToolUse hooks ${toolHooksLanded ? 'landed' : 'were ended by the CLI'}`,
    );
    expect(events).toEqual(expect.arrayContaining(['SessionStart', 'UserPromptSubmit', 'Stop']));
    expect(new Set(spooled.map((l) => l.payload.session_id))).toEqual(new Set([s1.sessionId]));
    expect(projectDbFiles(dataDir)).toEqual([]);

    // ── The background install (started by the first hook) ──
    const runtimeRoot = path.join(pluginData, 'runtime');
    const cli = (args: string[]) => runMemoryCli(args, { pluginRoot: source, cwd, home, env: { ...env, CLAUDE_PLUGIN_DATA: pluginData } });
    const runtimeState = async () => JSON.parse((await cli(['runtime', 'status'])).stdout);
    const started = await runtimeState();
    expect(path.dirname(started.installDir)).toBe(runtimeRoot);
    const installDir: string = started.installDir;
    expect(started.installing || started.core).toBe(true);

    let lastDoctor: any;
    const coreReady = await waitFor(
      async () => {
        const d = await cli(['doctor', '--json']);
        lastDoctor = JSON.parse(d.stdout);
        const rt = lastDoctor.checks.find((c: any) => c.name === 'runtime dependencies');
        if (rt.ok) return true;
        const state = await runtimeState();
        // Failed for good: stop polling and show why.
        if (!state.installing && state.lastError) throw new Error(`runtime install failed: ${state.lastError}`);
        return false;
      },
      { timeoutMs: INSTALL_TIMEOUT_MS, intervalMs: 5_000 },
    );
    console.log(
      `[runtime] SQLite runtime ready after ${elapsed()}: ${JSON.stringify(lastDoctor.checks.find((c: any) => c.name === 'runtime dependencies'))}`,
    );
    expect(coreReady, JSON.stringify(lastDoctor)).toBe(true);
    expect(fs.existsSync(path.join(installDir, 'node_modules', 'better-sqlite3', 'package.json'))).toBe(true);
    // SQLite loads as soon as npm has built it; the installer writes its marker once npm has exited, a moment later.
    expect(await waitFor(() => fs.existsSync(path.join(installDir, '.installed-core.json')), { timeoutMs: 60_000 })).toBe(true);
    // (`doctor` opens the store once SQLite loads, and so may already have replayed the spool.)

    // ── Session 2: its first hook replays the spool, the digest already shows session 1, and session_recall finds it ──
    api.setScript({
      turns: [
        { tool_use: { name: `${MCP_TOOL_PREFIX}session_recall`, input: { topic: `readme ${NONCE}` } } },
        { text: 'Second session done.' },
      ],
    });
    const s2 = await runClaude({ prompt: 'What happened before?', api, home, cwd, pluginDir: null, env });
    expect(s2.code).toBe(0);
    expect(s2.sessionId).not.toBe(s1.sessionId);
    const first = messageRequests(s2.requests).find((r) => Array.isArray(r.body?.tools) && r.body.tools.length > 0);
    expect(JSON.stringify(first?.body ?? '')).toContain(`[session ${s1.sessionId}]`);
    const recalled = messageRequests(s2.requests).flatMap(toolResultsOf);
    console.log(`[runtime] session 2's session_recall: ${JSON.stringify(recalled).slice(0, 400)}`);
    expect(recalled.some((r) => !r.is_error && r.text.includes(NONCE))).toBe(true);

    const status = JSON.parse((await cli(['status', '--json'])).stdout);
    console.log(`[runtime] status after session 2: ${JSON.stringify(status.counts)}; spool ${JSON.stringify(status.spool)}`);
    // Nothing left to replay (the product's own count: the journal may keep replayed files until they age out).
    expect(status.spool.events).toBe(0);
    expect(status.counts.sessions).toBe(2);

    const file = projectDbFiles(dataDir)[0];
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const one = db.prepare('SELECT * FROM sessions WHERE id = ?').get(s1.sessionId) as any;
      expect(one).toBeTruthy();
      expect(one.cwd).toBe(cwd);
      // SessionEnd was spooled with the rest (if the CLI ran it), so session 1 is closed.
      const ended = spooled.some((l) => l.event === 'SessionEnd');
      console.log(
        `[runtime] session 1 SessionEnd ${ended ? 'was' : 'was NOT'} spooled; stored status=${one.status} exit_reason=${one.exit_reason}`,
      );
      if (ended) expect(one).toMatchObject({ status: 'completed', exit_reason: 'other' });
      const prompts = db.prepare('SELECT text FROM prompts WHERE session_id = ?').all(s1.sessionId) as any[];
      expect(prompts.map((p) => p.text)).toEqual([`Read the readme (${NONCE}).`]);
      const tools = db
        .prepare(
          'SELECT e.tool_name, e.success, p.output_text FROM tool_events e JOIN tool_event_payloads p ON p.id = e.payload_id WHERE e.session_id = ? ORDER BY e.id',
        )
        .all(s1.sessionId) as any[];
      // Async tool hooks run in concurrent processes, so they reach the journal in arrival order, not call order.
      expect(tools.map((t) => t.tool_name).sort()).toEqual(['Bash', 'Read']);
      expect(tools.every((t) => t.success === 1 && t.output_text.includes(NONCE))).toBe(true);
      // Stop's transcript ingestion was replayed too: the final words of session 1 are stored.
      const said = db.prepare('SELECT text FROM assistant_messages WHERE session_id = ?').all(s1.sessionId) as any[];
      expect(said.map((a) => a.text)).toContain(`First session done ${NONCE}.`);
      // Session 2 was recorded directly.
      expect(db.prepare('SELECT count(*) AS n FROM prompts WHERE session_id = ?').get(s2.sessionId)).toEqual({ n: 1 });
    } finally {
      db.close();
    }

    // ── The rest of the install (the sentence encoders) must not break what is already installed ──
    const settled = await waitFor(async () => !(await runtimeState()).installing, {
      timeoutMs: Math.max(0, t0 + INSTALL_TIMEOUT_MS - Date.now()),
      intervalMs: 5_000,
    });
    const final = await runtimeState();
    console.log(`[runtime] install ${settled ? 'finished' : 'still running'} after ${elapsed()}: ${JSON.stringify(final)}`);
    if (settled) {
      expect(final.lastError).toBeNull();
      expect(final).toMatchObject({ core: true, embed: true });
      const d = JSON.parse((await cli(['doctor', '--json'])).stdout);
      console.log(`[runtime] doctor: ${d.checks.map((c: any) => `${c.ok ? 'ok' : 'FAIL'} ${c.name}: ${c.detail}`).join(' | ')}`);
      expect(d.checks.find((c: any) => c.name === 'runtime dependencies').ok).toBe(true);
      expect(d.checks.find((c: any) => c.name === 'database integrity').ok).toBe(true);
      // USE-Lite from the runtime dir runs on onnxruntime (installed there without transformers.js), not the tfjs fallback.
      expect(d.checks.find((c: any) => c.name === 'embedder').detail).toBe('use-lite:512 (512 dims, on onnxruntime)');
      // A terminal (no CLAUDE_PLUGIN_DATA) finds the runtime through the pointer the installer left in the data dir.
      const term = await runMemoryCli(['status', '--json'], { pluginRoot: source, cwd, home, env });
      expect(term.code).toBe(0);
      expect(JSON.parse(term.stdout).counts.sessions).toBe(2);
    }
  }, 600_000);
});
