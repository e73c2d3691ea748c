// End-to-end harness: drives the real Claude Code CLI headless and offline against test/e2e/fake-anthropic.mjs, with
// this repository loaded as a plugin. Two pinned CLIs are devDependencies: @anthropic-ai/claude-code (2.1.197, the
// default) and claude-code-latest (an npm alias of the latest release tried, 2.1.332). CM_E2E_CLAUDE picks one:
// `pinned` (default), `latest`, or a path to a claude binary. Both ship a `claude` bin, so node_modules/.bin/claude
// is whichever npm linked last: never use it.
//
//   const api = await startFakeApi({ turns: [{ tool_use: { name: 'Read', input: { file_path } } }, { text: 'done' }] });
//   const run = await runClaude({ prompt: 'hi', api });          // or { prompt, script } to start/stop a fake per run
//   expect(run.code).toBe(0); expect(requestsContaining(run.requests, 'NONCE')).not.toHaveLength(0);
//   await api.close();
//
// Every run gets a throw-away HOME (unless one is passed) and a minimal environment: nothing from the parent
// process except PATH/locale/SHELL/USER (TMPDIR is <HOME>/tmp), so no real credentials or outer-session
// variables reach the CLI.
// Nothing here logs the environment.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The Claude Code CLIs of package.json's devDependencies, by the name CM_E2E_CLAUDE gives them. */
export const CLAUDE_CLIS = {
  pinned: path.join(REPO_ROOT, 'node_modules', '@anthropic-ai', 'claude-code'),
  latest: path.join(REPO_ROOT, 'node_modules', 'claude-code-latest'),
} as const;

function pickClaude(choice = process.env.CM_E2E_CLAUDE || 'pinned'): { bin: string; version: string } {
  const dir = CLAUDE_CLIS[choice as keyof typeof CLAUDE_CLIS];
  if (!dir) return { bin: path.resolve(choice), version: execFileSync(choice, ['--version'], { encoding: 'utf8' }).split(' ')[0].trim() };
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; bin: { claude: string } };
  return { bin: path.join(dir, pkg.bin.claude), version: pkg.version };
}

const picked = pickClaude();
/** The claude binary this run drives (CM_E2E_CLAUDE). */
export const CLAUDE_BIN = picked.bin;
/** Its version, e.g. '2.1.197'. */
export const CLAUDE_VERSION = picked.version;
/** Whether the CLI driven is at least `version` (a behaviour that changed between the pinned CLIs). */
export function claudeAtLeast(version: string): boolean {
  const a = CLAUDE_VERSION.split('.').map(Number);
  const b = version.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}
const FAKE_SERVER = fileURLToPath(new URL('./fake-anthropic.mjs', import.meta.url));

/** Plugin `memory`, MCP server `memory`: every tool of the server is allowed by this one rule. */
export const MCP_TOOL_PREFIX = 'mcp__plugin_memory_memory__';
export const DEFAULT_ALLOWED_TOOLS = ['Read', 'Bash', 'mcp__plugin_memory_memory'];

// ── Fake API script ──────────────────────────────────────────────────────────────────────────────

export interface ToolCall {
  name: string;
  input?: Record<string, unknown>;
}
/** One scripted model reply: final text, or (optional text +) one or several tool calls. */
export interface Turn {
  text?: string;
  tool_use?: ToolCall;
  tool_uses?: ToolCall[];
}
export interface Route {
  /** Substring searched in the request's system prompt, first and last message. */
  when: string;
  turns: Turn[];
}
export interface Script {
  turns: Turn[];
  routes?: Route[];
}

/** One request the CLI sent to the fake API, as saved by fake-anthropic.mjs (credentials stripped). */
export interface RecordedRequest {
  n: string;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: any;
  reply: any;
  file: string;
}

export interface FakeApi {
  url: string;
  requestsDir: string;
  /** All requests so far, in arrival order. */
  requests(): RecordedRequest[];
  /** Replace the script; takes effect from the next request. */
  setScript(script: Script): void;
  /** What the fake server printed (one line per request). */
  log(): string;
  close(): Promise<void>;
}

export const DEFAULT_SCRIPT: Script = { turns: [{ text: 'done' }] };

const tempDirs: string[] = [];

/** A new dir under the OS temp dir (realpath'd, as the CLI sees it); removed by removeTempDirs(). */
export function makeTempDir(prefix = 'cm-e2e-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  tempDirs.push(dir);
  return dir;
}

/** Removes every dir made by makeTempDir in this process (call from afterAll). CM_E2E_KEEP=1 keeps them. */
export function removeTempDirs(): void {
  if (process.env.CM_E2E_KEEP === '1') return;
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export async function startFakeApi(
  script: Script = DEFAULT_SCRIPT,
  opts: { dir?: string; inputTokens?: number; startTimeoutMs?: number } = {},
): Promise<FakeApi> {
  const dir = opts.dir ?? makeTempDir('cm-fake-api-');
  const requestsDir = path.join(dir, 'requests');
  const scriptPath = path.join(dir, 'script.json');
  fs.mkdirSync(requestsDir, { recursive: true });
  const writeScript = (s: Script) => fs.writeFileSync(scriptPath, JSON.stringify(s, null, 1));
  writeScript(script);

  const child = spawn(process.execPath, [FAKE_SERVER], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      REQ_DIR: requestsDir,
      FAKE_SCRIPT: scriptPath,
      FAKE_PARENT_PID: String(process.pid),
      ...(opts.inputTokens ? { FAKE_INPUT_TOKENS: String(opts.inputTokens) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (c: string) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fake API did not start:\n${out}`)), opts.startTimeoutMs ?? 10_000);
    child.stdout.on('data', (c: string) => {
      out += c;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fake API exited early (code ${code}):\n${out}`));
    });
  });

  return {
    url,
    requestsDir,
    requests: () => readRequests(requestsDir),
    setScript: writeScript,
    log: () => out,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function readRequests(requestsDir: string): RecordedRequest[] {
  if (!fs.existsSync(requestsDir)) return [];
  return fs
    .readdirSync(requestsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ ...JSON.parse(fs.readFileSync(path.join(requestsDir, f), 'utf8')), file: f }));
}

/** Main-loop and side requests to POST /v1/messages. */
export function messageRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method === 'POST' && r.url.split('?')[0] === '/v1/messages');
}

/** Requests whose body (system prompt, messages, tools, ...) contains `needle` anywhere. */
export function requestsContaining(requests: RecordedRequest[], needle: string): RecordedRequest[] {
  return requests.filter((r) => JSON.stringify(r.body ?? '').includes(needle));
}

/** Where the CLI writes a session's transcript for a given HOME and cwd. */
export function projectTranscriptDir(home: string, cwd: string): string {
  return path.join(home, '.claude', 'projects', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
}

// ── Processes ─────────────────────────────────────────────────────────────────────────────────────

/** The environment every CLI process gets: minimal, offline, quiet. `apiUrl` defaults to a closed port. */
export function claudeEnv(home: string, apiUrl = 'http://127.0.0.1:9', extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const k of ['PATH', 'LANG', 'LC_ALL', 'TZ', 'USER', 'SHELL']) {
    if (process.env[k] !== undefined) env[k] = process.env[k];
  }
  // The CLI keeps per-project scratch files under $TMPDIR/claude-<uid>/: keep them inside the throw-away HOME.
  const tmp = path.join(home, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  Object.assign(env, {
    HOME: home,
    TMPDIR: tmp,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    ANTHROPIC_BASE_URL: apiUrl,
    ANTHROPIC_API_KEY: 'sk-ant-fake',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_BUG_COMMAND: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    MCP_CONNECTION_NONBLOCKING: '0',
    ...extra,
  });
  return env;
}

export interface ProcResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

interface ProcOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Called for every stdout line; gets the child's stdin (open only when `interactive`). */
  onLine?: (line: string, stdin: NodeJS.WritableStream) => void;
  /** Keep stdin open as a pipe (for stream-json input); otherwise stdin is /dev/null. */
  interactive?: boolean;
  onSpawn?: (stdin: NodeJS.WritableStream) => void;
}

/** Pids of all descendants of `root` (Linux /proc; elsewhere none). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const e of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      /* exited meanwhile */
    }
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      out.push(c);
      stack.push(c);
    }
  }
  return out;
}

/** Runs a process in its own process group; on timeout the CLI and everything it started (hooks, MCP server, shells) is killed. */
function runProc(cmd: string, args: string[], o: ProcOptions): Promise<ProcResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: o.cwd,
      env: o.env,
      stdio: [o.interactive ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdin?.on('error', () => {}); // EPIPE when the CLI exits before reading a turn
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (c: string) => (stderr += c));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      stdout += `${line}\n`;
      if (o.onLine) o.onLine(line, child.stdin!);
    });
    // The CLI starts some children (the Bash tool's shell) in their own process groups, so collect the whole tree
    // first (before the parent dies and they are re-parented), then signal the group and every process found.
    let tree: number[] = [];
    const kill = (sig: NodeJS.Signals) => {
      for (const target of [-child.pid!, ...tree]) {
        try {
          process.kill(target, sig);
        } catch {
          /* already gone */
        }
      }
    };
    let hardKill: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      tree = descendants(child.pid!);
      kill('SIGTERM');
      hardKill = setTimeout(() => kill('SIGKILL'), 5_000);
    }, o.timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('spawn', () => {
      if (o.interactive && o.onSpawn) o.onSpawn(child.stdin!);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (hardKill) clearTimeout(hardKill);
      if (timedOut) kill('SIGKILL'); // whatever ignored SIGTERM
      resolve({ code, signal, timedOut, stdout, stderr });
    });
  });
}

// ── claude -p ─────────────────────────────────────────────────────────────────────────────────────

export interface RunOptions {
  prompt: string;
  /** Plugin root loaded with --plugin-dir (default: this repository). null = load no plugin dir. */
  pluginDir?: string | null;
  /** Session cwd (the "project"); default: a new temp dir. Reuse it across runs for a second session. */
  cwd?: string;
  /** HOME for the CLI; default: a new temp dir. Reuse it to keep transcripts, settings and plugin data. */
  home?: string;
  /** Script for a fake API started and stopped for this run (ignored when `api` is given). */
  script?: Script;
  /** A fake API shared across runs (started with startFakeApi). */
  api?: FakeApi;
  /** Extra environment for the CLI (and so for hooks and the MCP server). */
  env?: Record<string, string>;
  /** Extra CLI arguments, e.g. ['--resume', id] or ['--model', 'haiku']. */
  args?: string[];
  /** Passed as --allowedTools (default DEFAULT_ALLOWED_TOOLS); [] passes none. */
  allowedTools?: string[];
  timeoutMs?: number;
}

export interface RunResult extends ProcResult {
  /** Parsed stream-json lines (non-JSON lines skipped). */
  messages: any[];
  /** The last {"type":"result"} message, if any. */
  result: any | undefined;
  /** Requests sent to the fake API during this run. */
  requests: RecordedRequest[];
  /** session_id from the init message. */
  sessionId: string | undefined;
  home: string;
  cwd: string;
}

function baseArgs(o: Omit<RunOptions, 'prompt'>): string[] {
  const args = ['--output-format', 'stream-json', '--verbose'];
  const pluginDir = o.pluginDir === undefined ? REPO_ROOT : o.pluginDir;
  if (pluginDir) args.push('--plugin-dir', pluginDir);
  args.push(...(o.args ?? []));
  // --allowedTools is variadic: keep it last so it cannot swallow the prompt or other arguments.
  const allowed = o.allowedTools ?? DEFAULT_ALLOWED_TOOLS;
  if (allowed.length) args.push('--allowedTools', ...allowed);
  return args;
}

async function withApi<T>(o: Omit<RunOptions, 'prompt'>, fn: (api: FakeApi) => Promise<T>): Promise<T> {
  if (o.api) return fn(o.api);
  const api = await startFakeApi(o.script ?? DEFAULT_SCRIPT);
  try {
    return await fn(api);
  } finally {
    await api.close();
  }
}

function parseLines(stdout: string): any[] {
  const out: any[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      /* not JSON */
    }
  }
  return out;
}

function finish(proc: ProcResult, before: number, api: FakeApi, home: string, cwd: string): RunResult {
  const messages = parseLines(proc.stdout);
  const results = messages.filter((m) => m?.type === 'result');
  const init = messages.find((m) => m?.type === 'system' && m?.subtype === 'init');
  return {
    ...proc,
    messages,
    result: results.at(-1),
    requests: api.requests().slice(before),
    sessionId: init?.session_id ?? results.at(-1)?.session_id,
    home,
    cwd,
  };
}

/** One headless turn: `claude -p <prompt> --output-format stream-json --verbose --plugin-dir ... --allowedTools ...`. */
export async function runClaude(o: RunOptions): Promise<RunResult> {
  const home = o.home ?? makeTempDir('cm-home-');
  const cwd = o.cwd ?? makeTempDir('cm-work-');
  return withApi(o, async (api) => {
    const before = api.requests().length;
    const proc = await runProc(CLAUDE_BIN, ['-p', o.prompt, ...baseArgs(o)], {
      cwd,
      env: claudeEnv(home, api.url, o.env),
      timeoutMs: o.timeoutMs ?? 120_000,
    });
    return finish(proc, before, api, home, cwd);
  });
}

/**
 * Several user turns through ONE claude process (--input-format stream-json): sends a turn, waits for its
 * {"type":"result"} line, sends the next, then closes stdin. (Writing all turns at once and closing stdin only runs
 * the first turn.) The fake API's turn index keeps counting assistant messages across user turns.
 */
export async function runClaudeTurns(o: Omit<RunOptions, 'prompt'> & { prompts: string[] }): Promise<RunResult> {
  if (o.prompts.length === 0) throw new Error('runClaudeTurns: no prompts');
  const home = o.home ?? makeTempDir('cm-home-');
  const cwd = o.cwd ?? makeTempDir('cm-work-');
  return withApi(o, async (api) => {
    const before = api.requests().length;
    let next = 0;
    const send = (stdin: NodeJS.WritableStream) => {
      const text = o.prompts[next++];
      stdin.write(`${JSON.stringify({ type: 'user', message: { role: 'user', content: text } })}\n`);
    };
    const proc = await runProc(CLAUDE_BIN, ['-p', '--input-format', 'stream-json', ...baseArgs(o)], {
      cwd,
      env: claudeEnv(home, api.url, o.env),
      timeoutMs: o.timeoutMs ?? 180_000,
      interactive: true,
      onSpawn: send,
      onLine: (line, stdin) => {
        let msg: any;
        try {
          msg = JSON.parse(line);
        } catch {
          return;
        }
        if (msg?.type !== 'result') return;
        if (next < o.prompts.length) send(stdin);
        else stdin.end();
      },
    });
    return finish(proc, before, api, home, cwd);
  });
}

// ── claude plugin ... ─────────────────────────────────────────────────────────────────────────────

export interface CmdResult extends ProcResult {
  home: string;
}

/** Any non-session subcommand, e.g. runClaudeCmd(['plugin', 'validate', '--strict', REPO_ROOT]). */
export async function runClaudeCmd(
  args: string[],
  o: { home?: string; cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CmdResult> {
  const home = o.home ?? makeTempDir('cm-home-');
  const proc = await runProc(CLAUDE_BIN, args, {
    cwd: o.cwd ?? home,
    env: claudeEnv(home, undefined, o.env),
    timeoutMs: o.timeoutMs ?? 60_000,
  });
  return { ...proc, home };
}

// ── Marketplace snapshot ──────────────────────────────────────────────────────────────────────────

/**
 * Copies the repository as a fresh clone would have it (tracked + untracked-but-not-ignored files, via git; without
 * git: everything but node_modules/.git) plus dist/ when built, into a new temp dir, and returns that dir.
 * `claude plugin install` from a directory marketplace copies the WHOLE source dir into ~/.claude/plugins/cache
 * (node_modules included, >1 GB here) and fails if a file vanishes mid-copy, so tests install from a snapshot.
 */
export function stageRepoSnapshot(opts: { includeDist?: boolean } = {}): string {
  const dest = makeTempDir('cm-marketplace-');
  const copy = (rel: string) => {
    const from = path.join(REPO_ROOT, rel);
    const to = path.join(dest, rel);
    try {
      if (!fs.statSync(from).isFile()) return;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    } catch (err: any) {
      if (err?.code !== 'ENOENT') throw err; // a scratch file removed since it was listed
    }
  };
  let files: string[] | undefined;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = undefined;
  }
  if (files) files.forEach(copy);
  else {
    fs.cpSync(REPO_ROOT, dest, {
      recursive: true,
      filter: (src) => !/(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(path.relative(REPO_ROOT, src)),
    });
  }
  const dist = path.join(REPO_ROOT, 'dist');
  if ((opts.includeDist ?? true) && fs.existsSync(dist)) fs.cpSync(dist, path.join(dest, 'dist'), { recursive: true });
  return dest;
}

// ── The plugin's own CLI and store (used by the runtime tests) ───────────────────────────────────

/**
 * Copies this repository's built dist/ into `dest`/dist and checks that the entry loads with every chunk it imports.
 * `node scripts/build.mjs` deletes dist/ before writing it again, so a copy taken during someone's build is retried.
 */
export function copyBuiltDist(dest: string, source: string = REPO_ROOT): void {
  const entry = path.join(source, 'dist', 'claude-memory.mjs');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.rmSync(path.join(dest, 'dist'), { recursive: true, force: true });
      fs.cpSync(path.join(source, 'dist'), path.join(dest, 'dist'), { recursive: true });
      execFileSync(process.execPath, [path.join(dest, 'dist', 'claude-memory.mjs'), '--version'], { stdio: 'ignore', timeout: 30_000 });
      return;
    } catch (err) {
      if (attempt >= 5) {
        if (!fs.existsSync(entry)) throw new Error('dist/ is not built: run `node scripts/build.mjs` first');
        throw err;
      }
      execFileSync('sleep', ['2']);
    }
  }
}

/**
 * A private copy of the built plugin (manifests, hooks, MCP config, commands, agents, dist/) with node_modules
 * symlinked to this repository's (or to those of `source`, another built checkout). Sessions loaded from it are not disturbed by a concurrent `node scripts/build.mjs`.
 */
export function stagePluginCopy(source: string = REPO_ROOT): string {
  const dest = makeTempDir('cm-plugin-');
  for (const rel of ['.claude-plugin', 'hooks', 'mcp', 'commands', 'agents', 'output-styles']) {
    fs.cpSync(path.join(source, rel), path.join(dest, rel), { recursive: true });
  }
  fs.copyFileSync(path.join(source, 'package.json'), path.join(dest, 'package.json'));
  copyBuiltDist(dest, source);
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return dest;
}

/** Runs `node <pluginRoot>/dist/claude-memory.mjs <args>` the way a terminal user would, in the given env. */
export async function runMemoryCli(
  args: string[],
  o: { pluginRoot?: string; cwd: string; home: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<ProcResult> {
  const entry = path.join(o.pluginRoot ?? REPO_ROOT, 'dist', 'claude-memory.mjs');
  return runProc(process.execPath, [entry, ...args], {
    cwd: o.cwd,
    env: claudeEnv(o.home, undefined, o.env),
    timeoutMs: o.timeoutMs ?? 120_000,
  });
}

/** Polls `probe` until it returns a truthy value (returned) or the time is up (the last value is returned). */
export async function waitFor<T>(probe: () => T | Promise<T>, o: { timeoutMs?: number; intervalMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (o.timeoutMs ?? 10_000);
  for (;;) {
    const value = await probe();
    if (value || Date.now() >= deadline) return value;
    await new Promise((r) => setTimeout(r, o.intervalMs ?? 250));
  }
}

/** The project databases under a data dir (`<CLAUDE_MEMORY_HOME>/projects/*.db`). */
export function projectDbFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'projects');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.db'))
    .map((f) => path.join(dir, f));
}

/**
 * The tools a request offers the model: its `tools`, and those CLI 2.1.332 defers (an MCP server's among them), which
 * a message of the conversation names, one a line, for the model to load through ToolSearch.
 */
export function offeredToolNames(request: RecordedRequest): string[] {
  const names = (Array.isArray(request.body?.tools) ? request.body.tools : []).map((t: { name?: string }) => String(t?.name));
  for (const m of request.body?.messages ?? []) {
    const texts =
      typeof m?.content === 'string' ? [m.content] : (m?.content ?? []).map((b: any) => (typeof b?.text === 'string' ? b.text : ''));
    for (const text of texts as string[]) {
      const at = text.indexOf('deferred tools are now available');
      if (at < 0) continue;
      for (const line of text.slice(at).split('\n').slice(1)) {
        if (!/^[\w-]+$/.test(line.trim())) break;
        names.push(line.trim());
      }
    }
  }
  return names;
}

/** The tool_result blocks a request carries back to the model, each with its text flattened. */
export function toolResultsOf(request: RecordedRequest): { tool_use_id: string; text: string; is_error?: boolean }[] {
  const out: { tool_use_id: string; text: string; is_error?: boolean }[] = [];
  for (const m of request.body?.messages ?? []) {
    if (m.role !== 'user' || !Array.isArray(m.content)) continue;
    for (const b of m.content) {
      if (b?.type !== 'tool_result') continue;
      const text = typeof b.content === 'string' ? b.content : (b.content ?? []).map((c: any) => c?.text ?? '').join('\n');
      out.push({ tool_use_id: b.tool_use_id, text, is_error: b.is_error });
    }
  }
  return out;
}

/**
 * Ends the processes a test left running whose command line names `dir`, or whose working directory is inside it
 * (detached workers and runtime installers the plugin spawned, and the npm / node-gyp processes under them), one pid
 * at a time. Returns the pids signalled. Linux /proc only.
 */
export async function killProcessesNaming(dir: string): Promise<number[]> {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return pids;
  }
  for (const e of entries) {
    const pid = Number(e);
    if (pid === process.pid) continue;
    try {
      const named = fs
        .readFileSync(`/proc/${e}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => arg.includes(dir));
      let cwd = '';
      try {
        cwd = fs.readlinkSync(`/proc/${e}/cwd`);
      } catch {
        /* not ours to read */
      }
      if (named || cwd === dir || cwd.startsWith(`${dir}/`)) pids.push(pid);
    } catch {
      /* exited meanwhile */
    }
  }
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  signal('SIGTERM');
  const alive = () => pids.some((pid) => fs.existsSync(`/proc/${pid}`) && !/^\S+ \(.*\) Z/.test(safeRead(`/proc/${pid}/stat`)));
  await waitFor(() => !alive(), { timeoutMs: 5_000, intervalMs: 100 });
  if (alive()) signal('SIGKILL');
  return pids;
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Whether a CLI debug log (`--debug-file`) shows the plugin hook for `event` completing: its line names the hook's
 * command, `node ".../dist/hook.cjs" <Event>` (CLIs 2.1.197 and 2.1.332 log it so for SessionEnd only).
 */
export function hookCompletedInDebugLog(debugFile: string, event: string): boolean {
  const log = fs.existsSync(debugFile) ? fs.readFileSync(debugFile, 'utf8') : '';
  return new RegExp(`${event}:\\S+ \\[[^\\]]*hook\\.cjs"? ${event}\\] completed with status 0`).test(log);
}
