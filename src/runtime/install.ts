// Installs the runtime packages into the plugin's data dir: once, under a lock, in a detached process, so a hook
// never waits for npm. Until it is done, hooks spool what they receive.
import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_PACKAGES, loadSqlite, requireRuntimeModule, resolveRuntimeModule, verifySqlite, type RuntimeLocation } from './native.js';
import { lazyBuiltin } from './builtins.js';

/** Loaded when an install starts: a hook that only checks for the runtime never spawns. */
const childProcess = lazyBuiltin<typeof import('node:child_process')>('node:child_process');

export type RuntimePhase = keyof typeof RUNTIME_PACKAGES;

/** An install taking longer than this was killed; its lock is taken over. */
const LOCK_STALE_MS = 30 * 60_000;

const lockFile = (loc: RuntimeLocation) => path.join(loc.installDir, '.install.lock');
const markerFile = (loc: RuntimeLocation, phase: RuntimePhase) => path.join(loc.installDir, `.installed-${phase}.json`);

export interface RuntimeState {
  installDir: string;
  core: boolean;
  embed: boolean;
  installing: boolean;
  lastError: string | null;
}

export function runtimeState(loc: RuntimeLocation): RuntimeState {
  let lastError: string | null = null;
  try {
    lastError = fs.readFileSync(path.join(loc.installDir, '.install-error.txt'), 'utf8').slice(0, 2_000);
  } catch {
    // none
  }
  return {
    installDir: loc.installDir,
    core: sqliteLoads(() => loadSqlite(loc)),
    embed: resolveRuntimeModule(loc, '@energetic-ai/embeddings') !== null,
    installing: lockHeld(loc),
    lastError,
  };
}

/** Not just present: npm unpacks better-sqlite3 minutes before its native binary is compiled. */
function sqliteLoads(load: () => unknown): boolean {
  try {
    load();
    return true;
  } catch {
    return false;
  }
}

function lockHeld(loc: RuntimeLocation): boolean {
  try {
    return Date.now() - fs.statSync(lockFile(loc)).mtimeMs < LOCK_STALE_MS;
  } catch {
    return false;
  }
}

/** Starts `claude-memory runtime install` detached, unless an install is already running. Returns at once. */
export function startBackgroundInstall(loc: RuntimeLocation, entryScript: string, env: NodeJS.ProcessEnv): boolean {
  if (lockHeld(loc)) return false;
  const child = childProcess().spawn(process.execPath, [entryScript, 'runtime', 'install'], { detached: true, stdio: 'ignore', env });
  child.unref();
  return true;
}

export interface InstallResult {
  installed: RuntimePhase[];
  skipped: RuntimePhase[];
  error?: string;
}

/**
 * Installs the missing phases with npm into the install dir. `core` (SQLite) comes first so capture works as soon
 * as possible; `embed` (sentence encoders) follows. Holds the lock for the whole run.
 */
export function installRuntime(
  loc: RuntimeLocation,
  opts: { phases?: RuntimePhase[]; env: NodeJS.ProcessEnv; pointerFile: string; onProgress?: (msg: string) => void },
): InstallResult {
  const result: InstallResult = { installed: [], skipped: [] };
  fs.mkdirSync(loc.installDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(lockFile(loc), String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch {
    if (lockHeld(loc)) return { ...result, error: 'another install is running' };
    fs.writeFileSync(lockFile(loc), String(process.pid), { mode: 0o600 });
  }
  try {
    const manifest = path.join(loc.installDir, 'package.json');
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, JSON.stringify({ name: 'claude-memory-runtime', private: true }, null, 2));
    for (const phase of opts.phases ?? (['core', 'embed'] as RuntimePhase[])) {
      const here = { searchDirs: [loc.installDir], installDir: loc.installDir };
      if (
        phase === 'core'
          ? sqliteLoads(() => requireRuntimeModule(here, 'better-sqlite3', verifySqlite))
          : resolveRuntimeModule(here, '@energetic-ai/embeddings')
      ) {
        result.skipped.push(phase);
        continue;
      }
      // A better-sqlite3 without its binary (an install killed while compiling) counts as installed for npm, which
      // would not build it again: remove it first.
      if (phase === 'core') fs.rmSync(path.join(loc.installDir, 'node_modules', 'better-sqlite3'), { recursive: true, force: true });
      opts.onProgress?.(`installing ${phase} runtime: ${RUNTIME_PACKAGES[phase].join(' ')}`);
      // npm removes from node_modules whatever the runtime's package.json does not list: with --no-save, installing
      // the embed phase deleted the better-sqlite3 of the core phase. So save each phase, and name core again with a
      // later phase (a runtime dir installed before this fix has core unsaved).
      const packages = phase === 'core' ? [...RUNTIME_PACKAGES.core] : [...RUNTIME_PACKAGES.core, ...RUNTIME_PACKAGES[phase]];
      const npm = childProcess().spawnSync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--save', '--save-exact', '--omit=dev', ...packages],
        {
          cwd: loc.installDir,
          // The CUDA download of onnxruntime-node fails offline and is never needed.
          env: { ...opts.env, ONNXRUNTIME_NODE_INSTALL: 'skip', npm_config_onnxruntime_node_install: 'skip' },
          encoding: 'utf8',
          timeout: 25 * 60_000,
        },
      );
      if (npm.status !== 0) {
        const error = `npm install (${phase}) failed: ${(npm.stderr || npm.error?.message || '').slice(-1_500)}`;
        fs.writeFileSync(path.join(loc.installDir, '.install-error.txt'), error, { mode: 0o600 });
        return { ...result, error };
      }
      fs.writeFileSync(markerFile(loc, phase), JSON.stringify({ packages: RUNTIME_PACKAGES[phase], at: new Date().toISOString() }));
      result.installed.push(phase);
    }
    fs.rmSync(path.join(loc.installDir, '.install-error.txt'), { force: true });
    // A terminal has no CLAUDE_PLUGIN_DATA: leave it a pointer to where the runtime is.
    fs.writeFileSync(opts.pointerFile, JSON.stringify({ dir: loc.installDir }), { mode: 0o600 });
    return result;
  } finally {
    fs.rmSync(lockFile(loc), { force: true });
  }
}
