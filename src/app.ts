// The services of a process, built once from its settings (settings.ts) by the composition root, then passed down.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Embedder } from './embed/embedder.js';
import { selectEmbedder } from './embed/select.js';
import type { ErrorLog } from './log.js';
import {
  enclosingRoot,
  ensurePrivateDir,
  isBareDirectory,
  projectDbPath,
  projectIdentity,
  saveProjectKey,
  spoolPath,
  type DataPaths,
  type ProjectIdentity,
} from './paths.js';
import { startBackgroundInstall } from './runtime/install.js';
import { lazyBuiltin } from './runtime/builtins.js';
import { setRuntimeLocation } from './runtime/modules.js';
import { loadSqlite, runtimeLocation, type RuntimeLocation } from './runtime/native.js';
import { openDatabase, type Db } from './store/connection.js';
import { GLOBAL_MIGRATIONS } from './store/migrations.js';
import { leaseHolder } from './store/queue.js';
import type { TeamAccess } from './team/service.js';
import { registeredProjects, registerProject as registerProjectRow } from './store/registry.js';
import type { Settings } from './settings.js';
import { journalCopies } from './capture/spool.js';
import type { JournalCopies } from './store/forget.js';

const childProcess = lazyBuiltin<typeof import('node:child_process')>('node:child_process');

export interface App {
  settings: Settings;
  paths: DataPaths;
  config: Config;
  log: ErrorLog;
  runtime: RuntimeLocation;
  /** The bundled entry script, for spawning detached workers and installers. */
  entryScript: string;
  now: () => number;
  project(dir?: string): ProjectIdentity;
  /**
   * Whether the project has a memory yet: a store, or events journaled while none could be written (read-only
   * commands never create a store for a project without one).
   */
  hasProjectStore(project: ProjectIdentity): boolean;
  /**
   * Opens (creating) the project's store. The registry notes a store's project when it is created and, unless
   * `registerOnlyIfNew` (a hook must stay fast), whenever it has moved or been renamed since.
   */
  openProjectStore(project: ProjectIdentity, opts?: { busyTimeoutMs?: number; registerOnlyIfNew?: boolean }): Db;
  /** The user-wide registry of projects (not memory: see openGlobalMemory). */
  openGlobalStore(): Db;
  /** Whether the user-wide memory exists (read paths never create it). */
  hasGlobalMemory(): boolean;
  /** The user-wide memory: a store with the project schema holding items of scope 'global'. Creates it. */
  openGlobalMemory(opts?: { busyTimeoutMs?: number }): Db;
  /** The configured sentence encoder (`residentWeights`: see SelectOptions), or null when none loads. */
  embedder(opts?: { residentWeights?: boolean }): Promise<Embedder | null>;
  /**
   * The encoder that made the stored `model` vectors, for a process that embeds one query (CLI recall): loaded from
   * disk only (a query must not wait for a download), or null when it is not available here.
   */
  queryEmbedder(model: string): Promise<Embedder | null>;
  startRuntimeInstall(): void;
  /** How this process reaches a project's team server (the password file, PGPASSWORD as given to this process). */
  teamAccess(project: ProjectIdentity): TeamAccess;
  ensureWorker(project: ProjectIdentity, db: Db): void;
  /** The project's journal as forget sees it (its copies of a forgotten memory are blanked). */
  journalOf(project: ProjectIdentity): JournalCopies;
}

export function createApp(settings: Settings, opts: { entryScript: string; cwd: string; now?: () => number }): App {
  const { paths, log, config } = settings;
  const runtime = runtimeLocation({
    pluginData: settings.pluginData,
    dataDir: paths.dataDir,
    home: settings.home,
    runtimePointer: paths.runtimePointer,
    bundleDir: path.dirname(opts.entryScript),
  });
  setRuntimeLocation(runtime);
  const now = opts.now ?? Date.now;

  const app: App = {
    settings,
    paths,
    config,
    log,
    runtime,
    entryScript: opts.entryScript,
    now,
    // A folder given explicitly (--project, Claude Code's CLAUDE_PROJECT_DIR) is a named project root.
    project: (dir) => {
      const named = dir !== undefined || Boolean(settings.projectDir);
      const found = projectIdentity(dir ?? settings.projectDir ?? opts.cwd, { named, stores: paths });
      if (named || !isBareDirectory(found) || !fs.existsSync(paths.globalDb)) return found;
      // A shell in a subfolder of a project with neither git nor markers: the registered project whose root holds it.
      const root = enclosingRoot(
        found.root,
        listProjects(app).map((p) => p.root),
      );
      return root ? projectIdentity(root, { named: true, stores: paths }) : found;
    },
    hasProjectStore: (project) => fs.existsSync(projectDbPath(paths, project)) || hasJournal(spoolPath(paths, project.key)),
    openProjectStore(project, o = {}) {
      const Sqlite = loadSqlite(runtime);
      ensurePrivateDir(paths.projectsDir);
      // Before the memory's first write: from now on it follows the repository (paths.saveProjectKey).
      saveProjectKey(project, paths.projectsDir);
      const file = projectDbPath(paths, project);
      const isNew = !fs.existsSync(file);
      const db = openDatabase(Sqlite, file, {
        busyTimeoutMs: o.busyTimeoutMs,
        onQuarantine: (message) => log.error('store:quarantine', new Error(message), project.key),
        onWalProblem: (message) => log.error('store:wal', new Error(message), project.key),
      });
      if (isNew || !o.registerOnlyIfNew) registerProject(app, project, file, { onlyIfChanged: !isNew });
      return db;
    },
    openGlobalStore() {
      ensurePrivateDir(paths.dataDir);
      return openDatabase(loadSqlite(runtime), paths.globalDb, { migrations: GLOBAL_MIGRATIONS });
    },
    hasGlobalMemory: () => fs.existsSync(paths.globalMemoryDb),
    openGlobalMemory(o = {}) {
      ensurePrivateDir(paths.dataDir);
      return openDatabase(loadSqlite(runtime), paths.globalMemoryDb, {
        busyTimeoutMs: o.busyTimeoutMs,
        onQuarantine: (message) => log.error('store:quarantine', new Error(message), 'global'),
      });
    },
    embedder(o = {}) {
      return selectEmbedder(config.embedder.provider, {
        cacheDir: paths.modelsDir,
        residentWeights: o.residentWeights,
        codeCacheDir: paths.codeCacheDir,
        onCodeCacheError: (err) => log.error('embedder:code-cache', err),
        onOnnxUnavailable: (err) => log.error('embedder:use-lite-onnx', err),
        onModelFilesError: (err) => log.error('embedder:model-files', err),
        allowDownload: config.embedder.allowDownload && !settings.offline,
        model: config.embedder.model,
        dtype: config.embedder.dtype,
        // With 'auto', an unavailable backend is the normal offline case, not an error worth counting.
        onUnavailable: (backend, err) => {
          if (config.embedder.provider !== 'auto') log.error(`embedder:${backend}`, err);
        },
      });
    },
    async queryEmbedder(model) {
      // Ids are `use-lite:<dims>` or `transformers:<hub model>:<dtype>`.
      const transformers = /^transformers:(.+):(q8|fp32)$/.exec(model);
      const embedder = await selectEmbedder(transformers ? 'transformers' : 'use-lite', {
        cacheDir: paths.modelsDir,
        codeCacheDir: paths.codeCacheDir,
        onCodeCacheError: (err) => log.error('embedder:code-cache', err),
        onOnnxUnavailable: (err) => log.error('embedder:use-lite-onnx', err),
        onModelFilesError: (err) => log.error('embedder:model-files', err),
        allowDownload: false,
        model: transformers?.[1] ?? config.embedder.model,
        dtype: (transformers?.[2] as 'q8' | 'fp32' | undefined) ?? config.embedder.dtype,
      });
      return embedder?.id === model ? embedder : null;
    },
    teamAccess: (project) => ({ dataDir: paths.dataDir, projectKey: project.key, envPassword: settings.pgPassword }),
    startRuntimeInstall() {
      startBackgroundInstall(runtime, opts.entryScript, settings.childEnv);
    },
    journalOf: (project) => journalCopies(spoolPath(paths, project.key)),
    ensureWorker(project, db) {
      if (leaseHolder(db, now())) return; // the session's MCP server (or another worker) is draining
      const child = childProcess().spawn(process.execPath, [opts.entryScript, 'worker', '--project', project.root], {
        detached: true,
        stdio: 'ignore',
        env: settings.childEnv,
        cwd: project.root,
      });
      child.unref();
    },
  };
  return app;
}

function hasJournal(dir: string): boolean {
  try {
    return fs.readdirSync(dir).some((f) => f.endsWith('.jsonl'));
  } catch {
    return false;
  }
}

/**
 * Records the project in the user-wide registry, or (onlyIfChanged) only where it moved or was renamed since; best
 * effort (the project store works without it).
 */
function registerProject(app: App, project: ProjectIdentity, file: string, opts: { onlyIfChanged: boolean }): void {
  if (opts.onlyIfChanged && !fs.existsSync(app.paths.globalDb)) return;
  try {
    const db = app.openGlobalStore();
    try {
      registerProjectRow(
        db,
        { key: project.key, identity: project.identity, name: project.name, root: project.root, dbPath: file },
        app.now(),
        opts,
      );
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error('registry', err, project.key);
  }
}

export interface ProjectEntry {
  key: string;
  /** Where the project was when last registered ('' for a store the registry missed). */
  identity: string;
  name: string;
  root: string;
  dbPath: string;
  lastSeenAt: number;
}

/**
 * A registered project as it is now: its root's identity while that root still holds this memory's project, else the
 * registry's record of it (a repository moved, renamed or deleted since it was last seen, or a new one created at
 * its old root), so its memory is still found by its key.
 */
export function registeredProject(app: App, entry: ProjectEntry, opts: { named?: boolean } = { named: true }): ProjectIdentity {
  if (entry.root && fs.existsSync(entry.root)) {
    const now = projectIdentity(entry.root, { named: opts.named, stores: app.paths });
    if (now.key === entry.key) return now;
  }
  return { key: entry.key, identity: entry.identity || entry.root, name: entry.name, root: entry.root };
}

/** Every project with a memory: the registry, plus any database file the registry missed. */
export function listProjects(app: App): ProjectEntry[] {
  const out = new Map<string, ProjectEntry>();
  try {
    const db = app.openGlobalStore();
    try {
      for (const r of registeredProjects(db))
        out.set(r.key, { key: r.key, identity: r.identity, name: r.name, root: r.root, dbPath: r.dbPath, lastSeenAt: r.lastSeenAt });
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error('registry', err);
  }
  let files: string[] = [];
  try {
    files = fs.readdirSync(app.paths.projectsDir).filter((f) => f.endsWith('.db'));
  } catch {
    // no projects yet
  }
  for (const f of files) {
    const key = f.slice(0, -3);
    if (!out.has(key))
      out.set(key, {
        key,
        identity: '',
        name: key.replace(/-[0-9a-f]{12}$/, ''),
        root: '',
        dbPath: path.join(app.paths.projectsDir, f),
        lastSeenAt: 0,
      });
  }
  return [...out.values()];
}

/**
 * The projects the config's `search.alsoProjects` names (by name or directory), other than `project` itself, that
 * have a memory. A name that matches no project, or several, is left out and logged.
 */
export function alsoSearchedProjects(app: App, project: ProjectIdentity): ProjectIdentity[] {
  const wanted = app.config.search.alsoProjects;
  if (!wanted.length) return [];
  const known = listProjects(app).filter((p) => p.root);
  const out = new Map<string, ProjectIdentity>();
  for (const w of wanted) {
    const byName = known.filter((p) => p.name === w);
    if (!fs.existsSync(w) && byName.length === 1) {
      const other = registeredProject(app, byName[0]);
      if (other.key !== project.key && app.hasProjectStore(other)) out.set(other.key, other);
      continue;
    }
    const dir = fs.existsSync(w) ? w : null;
    if (!dir) {
      app.log.error(
        'config:search.alsoProjects',
        new Error(
          `"${w}" is ${byName.length > 1 ? 'the name of several projects (give the directory)' : 'neither a directory nor the name of a project with a memory'}`,
        ),
        project.key,
      );
      continue;
    }
    const other = projectIdentity(dir, { named: true, stores: app.paths });
    if (other.key !== project.key && app.hasProjectStore(other)) out.set(other.key, other);
  }
  return [...out.values()];
}
