import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  startBackgroundInstall
} from "./chunk-WR5O2JL6.mjs";
import {
  GLOBAL_MIGRATIONS,
  openDatabase
} from "./chunk-2FOQSPOT.mjs";
import {
  journalCopies
} from "./chunk-JOOESFS7.mjs";
import {
  DEFAULT_TRANSFORMERS_MODEL
} from "./chunk-ZFXYKY6M.mjs";
import {
  setRuntimeLocation
} from "./chunk-CITHCAO7.mjs";
import {
  loadSqlite,
  runtimeLocation
} from "./chunk-7C5TB666.mjs";
import {
  leaseHolder
} from "./chunk-R3T3FHGL.mjs";
import {
  lazyBuiltin
} from "./chunk-TTRUGMK2.mjs";
import {
  enclosingRoot,
  ensurePrivateDir,
  isBareDirectory,
  projectDbPath,
  projectIdentity,
  saveProjectKey,
  spoolPath
} from "./chunk-XJMLOSZ2.mjs";

// src/app.ts
import fs from "node:fs";
import path from "node:path";

// src/embed/select.ts
var OFFLINE_LOAD_TIMEOUT_MS = 3e4;
var DOWNLOAD_LOAD_TIMEOUT_MS = 10 * 6e4;
var memo = /* @__PURE__ */ new Map();
function selectEmbedder(choice, opts) {
  const key = JSON.stringify([
    choice,
    opts.cacheDir,
    opts.allowDownload,
    opts.model ?? DEFAULT_TRANSFORMERS_MODEL,
    opts.dtype ?? "q8",
    opts.localModelPath ?? null,
    opts.residentWeights ?? false
  ]);
  let p = memo.get(key);
  if (!p) {
    p = choose(choice, opts).catch(() => null);
    memo.set(key, p);
  }
  return p;
}
async function choose(choice, opts) {
  if (choice === "none") return null;
  if (choice === "transformers" || choice === "auto") {
    const e = await attempt("transformers", opts, async () => {
      const { loadTransformersEmbedder } = await import("./transformers-HC4EDACQ.mjs");
      return loadTransformersEmbedder({
        model: opts.model ?? DEFAULT_TRANSFORMERS_MODEL,
        dtype: opts.dtype ?? "q8",
        cacheDir: opts.cacheDir,
        allowDownload: opts.allowDownload,
        fetchTimeoutMs: opts.fetchTimeoutMs,
        localModelPath: opts.localModelPath,
        loadTimeoutMs: opts.loadTimeoutMs
      });
    });
    if (e || choice === "transformers") return e;
  }
  return attempt("use-lite", opts, async () => {
    const { loadUseLiteEmbedder } = await import("./use-lite-SAEN5UER.mjs");
    return loadUseLiteEmbedder({
      codeCacheDir: opts.codeCacheDir,
      onCodeCacheError: opts.onCodeCacheError,
      // Without model files, onnxruntime gets the model built in memory, weights and all.
      modelsDir: opts.residentWeights ? null : opts.cacheDir,
      onOnnxUnavailable: opts.onOnnxUnavailable,
      onModelFilesError: opts.onModelFilesError
    });
  });
}
async function attempt(backend, opts, load) {
  const ms = opts.loadTimeoutMs ?? (backend === "transformers" && opts.allowDownload ? DOWNLOAD_LOAD_TIMEOUT_MS : OFFLINE_LOAD_TIMEOUT_MS);
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${backend} load exceeded ${ms} ms`)), ms);
      timer.unref?.();
    });
    return await Promise.race([load(), timeout]);
  } catch (err) {
    try {
      opts.onUnavailable?.(backend, err);
    } catch {
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
}

// src/store/registry.ts
function registerProject(db, p, at, opts = {}) {
  db.prepare(
    `INSERT INTO projects (key, identity, name, root, db_path, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET last_seen_at = excluded.last_seen_at, root = excluded.root, name = excluded.name,
       identity = excluded.identity
     WHERE NOT ? OR (projects.root, projects.name, projects.identity) IS NOT (excluded.root, excluded.name, excluded.identity)`
  ).run(p.key, p.identity, p.name, p.root, p.dbPath, at, at, opts.onlyIfChanged ? 1 : 0);
}
function registeredProjects(db) {
  return db.prepare("SELECT key, identity, name, root, db_path, last_seen_at FROM projects ORDER BY last_seen_at DESC").all().map((r) => ({ key: r.key, identity: r.identity, name: r.name, root: r.root, dbPath: r.db_path, lastSeenAt: r.last_seen_at }));
}

// src/app.ts
var childProcess = lazyBuiltin("node:child_process");
function createApp(settings, opts) {
  const { paths, log, config } = settings;
  const runtime = runtimeLocation({
    pluginData: settings.pluginData,
    dataDir: paths.dataDir,
    home: settings.home,
    runtimePointer: paths.runtimePointer,
    bundleDir: path.dirname(opts.entryScript)
  });
  setRuntimeLocation(runtime);
  const now = opts.now ?? Date.now;
  const app = {
    settings,
    paths,
    config,
    log,
    runtime,
    entryScript: opts.entryScript,
    now,
    // A folder given explicitly (--project, Claude Code's CLAUDE_PROJECT_DIR) is a named project root.
    project: (dir) => {
      const named = dir !== void 0 || Boolean(settings.projectDir);
      const found = projectIdentity(dir ?? settings.projectDir ?? opts.cwd, { named, stores: paths });
      if (named || !isBareDirectory(found) || !fs.existsSync(paths.globalDb)) return found;
      const root = enclosingRoot(
        found.root,
        listProjects(app).map((p) => p.root)
      );
      return root ? projectIdentity(root, { named: true, stores: paths }) : found;
    },
    hasProjectStore: (project) => fs.existsSync(projectDbPath(paths, project)) || hasJournal(spoolPath(paths, project.key)),
    openProjectStore(project, o = {}) {
      const Sqlite = loadSqlite(runtime);
      ensurePrivateDir(paths.projectsDir);
      saveProjectKey(project, paths.projectsDir);
      const file = projectDbPath(paths, project);
      const isNew = !fs.existsSync(file);
      const db = openDatabase(Sqlite, file, {
        busyTimeoutMs: o.busyTimeoutMs,
        onQuarantine: (message) => log.error("store:quarantine", new Error(message), project.key),
        onWalProblem: (message) => log.error("store:wal", new Error(message), project.key)
      });
      if (isNew || !o.registerOnlyIfNew) registerProject2(app, project, file, { onlyIfChanged: !isNew });
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
        onQuarantine: (message) => log.error("store:quarantine", new Error(message), "global")
      });
    },
    embedder(o = {}) {
      return selectEmbedder(config.embedder.provider, {
        cacheDir: paths.modelsDir,
        residentWeights: o.residentWeights,
        codeCacheDir: paths.codeCacheDir,
        onCodeCacheError: (err) => log.error("embedder:code-cache", err),
        onOnnxUnavailable: (err) => log.error("embedder:use-lite-onnx", err),
        onModelFilesError: (err) => log.error("embedder:model-files", err),
        allowDownload: config.embedder.allowDownload && !settings.offline,
        model: config.embedder.model,
        dtype: config.embedder.dtype,
        // With 'auto', an unavailable backend is the normal offline case, not an error worth counting.
        onUnavailable: (backend, err) => {
          if (config.embedder.provider !== "auto") log.error(`embedder:${backend}`, err);
        }
      });
    },
    async queryEmbedder(model) {
      const transformers = /^transformers:(.+):(q8|fp32)$/.exec(model);
      const embedder = await selectEmbedder(transformers ? "transformers" : "use-lite", {
        cacheDir: paths.modelsDir,
        codeCacheDir: paths.codeCacheDir,
        onCodeCacheError: (err) => log.error("embedder:code-cache", err),
        onOnnxUnavailable: (err) => log.error("embedder:use-lite-onnx", err),
        onModelFilesError: (err) => log.error("embedder:model-files", err),
        allowDownload: false,
        model: transformers?.[1] ?? config.embedder.model,
        dtype: transformers?.[2] ?? config.embedder.dtype
      });
      return embedder?.id === model ? embedder : null;
    },
    teamAccess: (project) => ({ dataDir: paths.dataDir, projectKey: project.key, envPassword: settings.pgPassword }),
    startRuntimeInstall() {
      startBackgroundInstall(runtime, opts.entryScript, settings.childEnv);
    },
    journalOf: (project) => journalCopies(spoolPath(paths, project.key)),
    ensureWorker(project, db) {
      if (leaseHolder(db, now())) return;
      const child = childProcess().spawn(process.execPath, [opts.entryScript, "worker", "--project", project.root], {
        detached: true,
        stdio: "ignore",
        env: settings.childEnv,
        cwd: project.root
      });
      child.unref();
    }
  };
  return app;
}
function hasJournal(dir) {
  try {
    return fs.readdirSync(dir).some((f) => f.endsWith(".jsonl"));
  } catch {
    return false;
  }
}
function registerProject2(app, project, file, opts) {
  if (opts.onlyIfChanged && !fs.existsSync(app.paths.globalDb)) return;
  try {
    const db = app.openGlobalStore();
    try {
      registerProject(
        db,
        { key: project.key, identity: project.identity, name: project.name, root: project.root, dbPath: file },
        app.now(),
        opts
      );
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error("registry", err, project.key);
  }
}
function registeredProject(app, entry, opts = { named: true }) {
  if (entry.root && fs.existsSync(entry.root)) {
    const now = projectIdentity(entry.root, { named: opts.named, stores: app.paths });
    if (now.key === entry.key) return now;
  }
  return { key: entry.key, identity: entry.identity || entry.root, name: entry.name, root: entry.root };
}
function listProjects(app) {
  const out = /* @__PURE__ */ new Map();
  try {
    const db = app.openGlobalStore();
    try {
      for (const r of registeredProjects(db))
        out.set(r.key, { key: r.key, identity: r.identity, name: r.name, root: r.root, dbPath: r.dbPath, lastSeenAt: r.lastSeenAt });
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error("registry", err);
  }
  let files = [];
  try {
    files = fs.readdirSync(app.paths.projectsDir).filter((f) => f.endsWith(".db"));
  } catch {
  }
  for (const f of files) {
    const key = f.slice(0, -3);
    if (!out.has(key))
      out.set(key, {
        key,
        identity: "",
        name: key.replace(/-[0-9a-f]{12}$/, ""),
        root: "",
        dbPath: path.join(app.paths.projectsDir, f),
        lastSeenAt: 0
      });
  }
  return [...out.values()];
}
function alsoSearchedProjects(app, project) {
  const wanted = app.config.search.alsoProjects;
  if (!wanted.length) return [];
  const known = listProjects(app).filter((p) => p.root);
  const out = /* @__PURE__ */ new Map();
  for (const w of wanted) {
    const byName = known.filter((p) => p.name === w);
    if (!fs.existsSync(w) && byName.length === 1) {
      const other2 = registeredProject(app, byName[0]);
      if (other2.key !== project.key && app.hasProjectStore(other2)) out.set(other2.key, other2);
      continue;
    }
    const dir = fs.existsSync(w) ? w : null;
    if (!dir) {
      app.log.error(
        "config:search.alsoProjects",
        new Error(
          `"${w}" is ${byName.length > 1 ? "the name of several projects (give the directory)" : "neither a directory nor the name of a project with a memory"}`
        ),
        project.key
      );
      continue;
    }
    const other = projectIdentity(dir, { named: true, stores: app.paths });
    if (other.key !== project.key && app.hasProjectStore(other)) out.set(other.key, other);
  }
  return [...out.values()];
}

export {
  createApp,
  registeredProject,
  listProjects,
  alsoSearchedProjects
};
