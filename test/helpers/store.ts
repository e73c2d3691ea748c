// Shared helpers for the capture, store and CLI tests: a throwaway data dir + HOME + project dir per test, the
// project store opened through the real composition root, the real fixture payloads pointed at those dirs, and the
// built bundle run as a child process. Nothing here replaces our own code: tests exercise the real modules.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../src/app.js';
import { type HookContext, type HookReply, handleHookEvent } from '../../src/hook/handle.js';
import { processHookContext } from '../../src/hook/process-context.js';
import { processStore } from '../../src/hook/process-store.js';
import { readSettings, type Settings } from '../../src/settings.js';
import type { HookEventName } from '../../src/capture/payloads.js';
import type { SpooledEvent } from '../../src/capture/spool.js';
import { projectDbPath, type ProjectIdentity } from '../../src/paths.js';
import type { Actor } from '../../src/store/audit.js';
import { forgetMemory } from '../../src/store/forget.js';
import type { MemoryId } from '../../src/store/kinds.js';
import type { Db } from '../../src/store/connection.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built entry (`node scripts/build.mjs`). Resolves better-sqlite3 from the repository's node_modules. */
export const BUNDLE = path.join(REPO_ROOT, 'dist', 'claude-memory.mjs');
export const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures');
export const CLI_FIXTURES = path.join(FIXTURES, 'claude-code-2.1.197');
/** What the recorded fixtures say: rewritten to the sandbox's dirs when loaded. */
export const FIXTURE_CWD = '/home/dev/project';
export const FIXTURE_CLAUDE_DIR = '/home/dev/.claude';

export interface Sandbox {
  /** Parent of everything below; removed by cleanupSandboxes(). */
  root: string;
  /** CLAUDE_MEMORY_HOME */
  dataDir: string;
  /** HOME (holds .claude/projects/... transcripts) */
  home: string;
  /** The project the fixtures' cwd is rewritten to. */
  projectDir: string;
  /** A minimal environment: nothing from the outer session (CLAUDE_PROJECT_DIR, API keys) leaks in. */
  env: NodeJS.ProcessEnv;
}

const sandboxes: string[] = [];

export interface SandboxOptions {
  /** `git init` the project dir. */
  git?: boolean;
  /** Written to <dataDir>/config.json. */
  config?: Record<string, unknown>;
  /** Extra environment for child processes and createApp. */
  env?: NodeJS.ProcessEnv;
}

export function makeSandbox(opts: SandboxOptions = {}): Sandbox {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-test-')));
  sandboxes.push(root);
  const dataDir = path.join(root, 'data');
  const home = path.join(root, 'home');
  const projectDir = path.join(root, 'project');
  fs.mkdirSync(home, { recursive: true });
  fs.mkdirSync(projectDir, { recursive: true });
  if (opts.git) git(projectDir, 'init', '-q');
  if (opts.config) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify(opts.config));
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    CLAUDE_MEMORY_HOME: dataDir,
    HOME: home,
    // Never reach for the network from a test (model downloads).
    CLAUDE_MEMORY_OFFLINE: '1',
    ...opts.env,
  };
  return { root, dataDir, home, projectDir, env };
}

export function cleanupSandboxes(): void {
  for (const dir of sandboxes.splice(0)) {
    stopSandboxProcesses(dir);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Stops processes a test started indirectly inside this sandbox (a detached `claude-memory worker --project
 * <sandbox>/...` spawned by a hook), by pid, so none outlives its data dir.
 */
function stopSandboxProcesses(dir: string): void {
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  } catch {
    return; // no procfs
  }
  for (const pid of pids) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.includes(BUNDLE) && args.some((a) => a.startsWith(`${dir}${path.sep}`))) process.kill(Number(pid), 'SIGTERM');
    } catch {
      // gone already, or not ours to read
    }
  }
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=test@example.com', '-c', 'user.name=test', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The settings a process started in the sandbox reads. */
export function sandboxSettings(sb: Sandbox, env: NodeJS.ProcessEnv = {}): Settings {
  return readSettings({ ...sb.env, ...env });
}

/** The app as a hook or the CLI would build it, pointed at the sandbox. */
export function sandboxApp(sb: Sandbox, opts: { now?: () => number; cwd?: string } = {}): App {
  return createApp(sandboxSettings(sb), { entryScript: BUNDLE, cwd: opts.cwd ?? sb.projectDir, now: opts.now });
}

export interface OpenStore {
  app: App;
  project: ProjectIdentity;
  db: Db;
  dbPath: string;
}

/** Opens the sandbox project's store (creating and migrating it if needed). Close `db` when done. */
export function openProject(sb: Sandbox, dir: string = sb.projectDir): OpenStore {
  const app = sandboxApp(sb, { cwd: dir });
  const project = app.project(dir);
  const db = app.openProjectStore(project);
  return { app, project, db, dbPath: projectDbPath(app.paths, project) };
}

/** Runs `fn` against the project's store and closes it. */
export function withProject<T>(sb: Sandbox, fn: (db: Db, project: ProjectIdentity) => T, dir?: string): T {
  const { db, project } = openProject(sb, dir);
  try {
    return fn(db, project);
  } finally {
    db.close();
  }
}

export interface TestHookContext extends HookContext {
  /** The clock a hook reads its input by. */
  now: () => number;
  /** Projects a compression worker was requested for (recorded instead of spawning a detached process). */
  workerRequests: string[];
  /** Times the runtime installer was requested (recorded instead of spawning npm). */
  installRequests: number;
}

/**
 * The hook process's context (hook/process-context.ts, with its real store side), except that worker and installer
 * starts are recorded rather than spawned; `store.openStore` replaces how the connection is opened (e.g. one that
 * fails the way a missing runtime does); `projectDir` is Claude Code's CLAUDE_PROJECT_DIR.
 */
export function hookDeps(
  sb: Sandbox,
  opts: { now?: () => number; projectDir?: string; store?: { openStore?: (project: ProjectIdentity) => Db } } = {},
): TestHookContext {
  const settings = sandboxSettings(sb, opts.projectDir ? { CLAUDE_PROJECT_DIR: opts.projectDir } : {});
  const app = createApp(settings, { entryScript: BUNDLE, cwd: sb.projectDir, now: opts.now });
  const deps: TestHookContext = {
    ...processHookContext(settings, BUNDLE),
    now: app.now,
    workerRequests: [],
    installRequests: 0,
    startRuntimeInstall: () => {
      deps.installRequests++;
    },
    openStore: async (project) => {
      const db = opts.store?.openStore ? opts.store.openStore(project) : app.openProjectStore(project, { busyTimeoutMs: 1_000 });
      return { ...processStore(app, project, db), ensureWorker: () => void deps.workerRequests.push(project.key) };
    },
  };
  return deps;
}

/** A hook that read `raw` on stdin now (by the context's clock). */
export function runHook(event: string, raw: string, deps: TestHookContext): Promise<HookReply> {
  return handleHookEvent(deps, event, raw, deps.now());
}

/** Rewrites the recorded machine's paths to the sandbox's. */
export function rewritePaths(text: string, sb: Sandbox, projectDir: string = sb.projectDir): string {
  return text.split(FIXTURE_CLAUDE_DIR).join(path.join(sb.home, '.claude')).split(FIXTURE_CWD).join(projectDir);
}

/** A recorded hook payload (e.g. 'Stop' or 'PostToolUse-Bash') with cwd and transcript paths inside the sandbox. */
export function fixturePayload(name: string, sb: Sandbox, projectDir?: string): Record<string, unknown> {
  return JSON.parse(rewritePaths(fs.readFileSync(path.join(CLI_FIXTURES, `${name}.json`), 'utf8'), sb, projectDir)) as Record<
    string,
    unknown
  >;
}

/** Copies a recorded transcript (e.g. 'transcript.jsonl') to `dest`, its cwd rewritten. Returns dest. */
export function installTranscript(name: string, sb: Sandbox, dest: string, projectDir?: string): string {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.writeFileSync(dest, rewritePaths(fs.readFileSync(path.join(CLI_FIXTURES, name), 'utf8'), sb, projectDir));
  return dest;
}

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs `node dist/claude-memory.mjs <args>` with `input` on stdin (then closed).
 * While dist/ is being rebuilt (`node scripts/build.mjs` deletes it first) a run can find a chunk missing at start-up,
 * before it does anything: such a run waits for the build to finish and is started once more.
 */
export async function runBundle(
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cwd?: string; input?: string | Buffer; timeoutMs?: number },
): Promise<ProcessResult> {
  await waitForBundle();
  const r = await spawnBundle(args, opts);
  if (r.code !== 0 && r.stderr.includes('ERR_MODULE_NOT_FOUND') && r.stderr.includes(path.join(REPO_ROOT, 'dist'))) {
    await new Promise((res) => setTimeout(res, 3_000));
    await waitForBundle();
    return spawnBundle(args, opts);
  }
  return r;
}

async function waitForBundle(): Promise<void> {
  for (let waited = 0; !fs.existsSync(BUNDLE); waited += 250) {
    if (waited > 20_000) throw new Error(`${BUNDLE} is missing: run \`node scripts/build.mjs\` first`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

function spawnBundle(
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cwd?: string; input?: string | Buffer; timeoutMs?: number },
): Promise<ProcessResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    // A command that never reads stdin may exit before we finish writing.
    child.stdin.on('error', () => undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ms: performance.now() - started,
      });
    });
    if (opts.input !== undefined) child.stdin.end(opts.input);
    else child.stdin.end();
  });
}

/** Runs a hook through the built bundle, exactly as Claude Code does. */
export function runHookProcess(
  sb: Sandbox,
  event: string,
  payload: unknown,
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessResult> {
  const input = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  return runBundle(['hook', event], { env: { ...sb.env, ...opts.env }, cwd: opts.cwd ?? sb.projectDir, input });
}

/** Runs a CLI command through the built bundle in the sandbox project. */
export function runCliProcess(
  sb: Sandbox,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<ProcessResult> {
  return runBundle(args, { env: { ...sb.env, ...opts.env }, cwd: opts.cwd ?? sb.projectDir, input: opts.input });
}

/**
 * Marks the project's worker lease as held (as the session's MCP server does), so hooks that queue compression work
 * leave the queue alone instead of starting a detached worker that would outlive the test.
 */
export function holdWorkerLease(db: Db, until = Date.now() + 3_600_000): void {
  db.prepare(
    `INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES ('compression-worker', 'test', ?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, expires_at = excluded.expires_at`,
  ).run(process.pid, Date.now(), until);
}

/** Every file under `dir`, recursively. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Files under `dir` whose bytes contain `needle` (binary-safe: databases and WAL files included). */
export function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return listFiles(dir).filter((f) => fs.readFileSync(f).includes(bytes));
}

/** Parsed lines of <data>/logs/errors.jsonl. */
export function errorLog(sb: Sandbox): { at: string; scope: string; project: string | null; message: string }[] {
  const file = path.join(sb.dataDir, 'logs', 'errors.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { at: string; scope: string; project: string | null; message: string });
}

/** Count of rows in `table` (optionally with a WHERE clause). */
export function count(db: Db, table: string, where = '1 = 1', ...params: unknown[]): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
}

/** A controllable clock for `createApp({ now })`. */
export function clock(start = Date.parse('2026-11-30T00:40:00.000Z')): {
  now: () => number;
  set(t: number): void;
  advance(ms: number): void;
} {
  let t = start;
  return {
    now: () => t,
    set: (v) => {
      t = v;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** A journal entry for tests that write or record one directly; its payload is checked only as far as the test needs. */
export const spooled = (event: HookEventName, payload: Record<string, unknown>, at: number): SpooledEvent =>
  ({ event, payload, at }) as SpooledEvent;

/** forgetMemory for a test's store (its journal, if any, is not the test's concern): 0 removed when nothing is stored. */
export function forget(db: Db, id: MemoryId, ctx: { actor: Actor; now: number; reason?: string } = { actor: 'cli', now: Date.now() }) {
  const r = forgetMemory(db, id, { ...ctx, journal: null });
  return { removed: r?.removed ?? 0, id: r?.memoryId ?? `${id.kind}:${id.ref}` };
}
