import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  startBackgroundInstall
} from "./chunk-S4NG6RTT.mjs";
import {
  DEFAULT_TRANSFORMERS_MODEL
} from "./chunk-JAS4AVL4.mjs";
import {
  setRuntimeLocation
} from "./chunk-S3K4H6T2.mjs";
import {
  loadSqlite,
  runtimeLocation
} from "./chunk-4SQWWITM.mjs";
import {
  fileErrorLog
} from "./chunk-2IY5TDCX.mjs";
import {
  dataPaths,
  ensurePrivateDir,
  projectDbPath,
  projectIdentity,
  resolveDataDir
} from "./chunk-HPOQQEO6.mjs";
import {
  loadConfigOrDefault
} from "./chunk-P2D7SICO.mjs";
import {
  leaseHolder
} from "./chunk-72MPGPEB.mjs";

// src/app.ts
import { spawn } from "node:child_process";
import fs2 from "node:fs";
import path2 from "node:path";

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
    opts.localModelPath ?? null
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
      const { loadTransformersEmbedder } = await import("./transformers-YBX7E4DY.mjs");
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
    const { loadUseLiteEmbedder } = await import("./use-lite-FCKOMVDW.mjs");
    return loadUseLiteEmbedder();
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

// src/store/connection.ts
import fs from "node:fs";
import path from "node:path";

// src/store/migrations.ts
var MIGRATIONS = [
  {
    version: 1,
    description: "sessions, prompts, tool events, summaries, decisions, code areas, queue, search index",
    up(db) {
      db.exec(`
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          project TEXT NOT NULL,
          cwd TEXT,
          transcript_path TEXT,
          source TEXT,
          started_at INTEGER NOT NULL,
          started_at_iso TEXT NOT NULL,
          ended_at INTEGER,
          ended_at_iso TEXT,
          last_activity_at INTEGER NOT NULL,
          exit_reason TEXT,
          prompt_count INTEGER NOT NULL DEFAULT 0,
          status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'failed')),
          rollup_summary TEXT,
          rollup_tier TEXT
        );
        CREATE INDEX sessions_started ON sessions(started_at);
        CREATE INDEX sessions_status ON sessions(status, last_activity_at);

        CREATE TABLE prompts (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
          prompt_number INTEGER NOT NULL,
          prompt_id TEXT,
          uuid TEXT,
          agent_id TEXT,
          text TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          created_at_iso TEXT NOT NULL,
          UNIQUE (session_id, prompt_number)
        );
        CREATE UNIQUE INDEX prompts_prompt_id ON prompts(session_id, prompt_id) WHERE prompt_id IS NOT NULL;
        CREATE UNIQUE INDEX prompts_uuid ON prompts(uuid) WHERE uuid IS NOT NULL;

        -- What the hooks do not carry: the assistant's words, read from the transcript.
        CREATE TABLE assistant_messages (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
          prompt_number INTEGER NOT NULL,
          uuid TEXT NOT NULL UNIQUE,
          message_id TEXT,
          agent_id TEXT,
          text TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          created_at_iso TEXT NOT NULL
        );
        CREATE INDEX assistant_turn ON assistant_messages(session_id, prompt_number);

        CREATE TABLE tool_event_payloads (
          id INTEGER PRIMARY KEY,
          input_json TEXT NOT NULL,
          output_text TEXT NOT NULL,
          size_bytes INTEGER NOT NULL,
          truncated INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL
        );

        CREATE TABLE tool_events (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
          prompt_number INTEGER NOT NULL,
          tool_name TEXT NOT NULL,
          tool_use_id TEXT NOT NULL UNIQUE,
          success INTEGER NOT NULL,
          summary TEXT NOT NULL,
          error TEXT,
          agent_id TEXT,
          duration_ms INTEGER,
          -- 1 while only the call is known (read from a transcript before its result was written).
          pending INTEGER NOT NULL DEFAULT 0,
          payload_id INTEGER REFERENCES tool_event_payloads(id) ON DELETE SET NULL,
          created_at INTEGER NOT NULL,
          created_at_iso TEXT NOT NULL
        );
        CREATE INDEX tool_events_turn ON tool_events(session_id, prompt_number);

        CREATE TABLE turn_summaries (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
          prompt_number INTEGER NOT NULL,
          summary TEXT NOT NULL,
          tier TEXT NOT NULL,
          facts_json TEXT NOT NULL DEFAULT '{}',
          created_at INTEGER NOT NULL,
          UNIQUE (session_id, prompt_number)
        );

        CREATE TABLE decisions (
          id INTEGER PRIMARY KEY,
          session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
          prompt_number INTEGER,
          decision TEXT NOT NULL,
          reason TEXT NOT NULL DEFAULT '',
          source TEXT NOT NULL CHECK (source IN ('manual', 'auto', 'migrated')),
          status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
          superseded_by INTEGER REFERENCES decisions(id) ON DELETE SET NULL,
          created_at INTEGER NOT NULL,
          created_at_iso TEXT NOT NULL
        );

        CREATE TABLE code_areas (
          id INTEGER PRIMARY KEY,
          session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
          file_path TEXT NOT NULL,
          description TEXT NOT NULL,
          source TEXT NOT NULL CHECK (source IN ('manual', 'auto', 'migrated')),
          created_at INTEGER NOT NULL,
          created_at_iso TEXT NOT NULL,
          UNIQUE (file_path, description)
        );

        -- The work queue. target is '<session>#<prompt number>' for a turn, '<session>' for a rollup.
        CREATE TABLE pending_compressions (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('turn', 'session_rollup')),
          target TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT,
          not_before INTEGER NOT NULL DEFAULT 0,
          claimed_by TEXT,
          claimed_at INTEGER,
          parked INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          UNIQUE (kind, target)
        );
        CREATE INDEX pending_ready ON pending_compressions(parked, not_before);

        CREATE TABLE transcript_cursors (
          path TEXT PRIMARY KEY,
          offset INTEGER NOT NULL,
          size INTEGER NOT NULL,
          mtime_ms INTEGER NOT NULL,
          -- The turn the transcript was in at the offset: what comes next belongs to it until the next prompt.
          prompt_number INTEGER NOT NULL DEFAULT 0,
          updated_at INTEGER NOT NULL
        );

        -- How far each spool journal file has been replayed into this store.
        CREATE TABLE spool_cursors (
          path TEXT PRIMARY KEY,
          offset INTEGER NOT NULL
        );

        CREATE TABLE worker_lease (
          name TEXT PRIMARY KEY,
          holder TEXT NOT NULL,
          pid INTEGER NOT NULL,
          heartbeat_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );

        -- Everything search ranks, one row per searchable text, kept in sync with its source by triggers.
        -- kind: decision | prompt | assistant | summary | rollup | tool | code_area. ref_id is the source row id
        -- (the session id for a rollup).
        CREATE TABLE search_docs (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL,
          ref_id TEXT NOT NULL,
          session_id TEXT,
          prompt_number INTEGER,
          source TEXT NOT NULL DEFAULT 'auto',
          active INTEGER NOT NULL DEFAULT 1,
          text TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          UNIQUE (kind, ref_id)
        );
        CREATE INDEX search_docs_session ON search_docs(session_id, prompt_number);

        CREATE VIRTUAL TABLE search_fts USING fts5(
          text, content='search_docs', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE VIRTUAL TABLE search_trigram USING fts5(
          text, content='search_docs', content_rowid='id', tokenize='trigram'
        );
        CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
          INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text);
          INSERT INTO search_trigram(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
          INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text);
          INSERT INTO search_trigram(search_trigram, rowid, text) VALUES ('delete', old.id, old.text);
        END;
        CREATE TRIGGER search_docs_au AFTER UPDATE OF text ON search_docs BEGIN
          DELETE FROM embeddings WHERE doc_id = old.id;
          INSERT INTO search_fts(search_fts, rowid, text) VALUES ('delete', old.id, old.text);
          INSERT INTO search_trigram(search_trigram, rowid, text) VALUES ('delete', old.id, old.text);
          INSERT INTO search_fts(rowid, text) VALUES (new.id, new.text);
          INSERT INTO search_trigram(rowid, text) VALUES (new.id, new.text);
        END;

        -- Vectors of search_docs, with the model that made them: a model change means re-embedding, and
        -- vectors of different models are never compared.
        CREATE TABLE embeddings (
          doc_id INTEGER PRIMARY KEY REFERENCES search_docs(id) ON DELETE CASCADE,
          model TEXT NOT NULL,
          dims INTEGER NOT NULL,
          vector BLOB NOT NULL
        );
        CREATE INDEX embeddings_model ON embeddings(model);

        -- What each session was already shown by prompt-time injection, so nothing is offered twice.
        CREATE TABLE injected_memories (
          session_id TEXT NOT NULL,
          memory_id TEXT NOT NULL,
          injected_at INTEGER NOT NULL,
          PRIMARY KEY (session_id, memory_id)
        );
      `);
      db.exec(searchDocTriggers());
    }
  }
];
var SEARCH_SOURCES = [
  { table: "prompts", kind: "prompt", text: (r) => `${r}.text`, prompt: (r) => `${r}.prompt_number`, source: () => `'auto'`, active: () => "1" },
  { table: "assistant_messages", kind: "assistant", text: (r) => `${r}.text`, prompt: (r) => `${r}.prompt_number`, source: () => `'auto'`, active: () => "1" },
  { table: "turn_summaries", kind: "summary", text: (r) => `${r}.summary`, prompt: (r) => `${r}.prompt_number`, source: () => `'auto'`, active: () => "1" },
  {
    table: "tool_events",
    kind: "tool",
    text: (r) => `${r}.summary || coalesce(' \u2014 ' || ${r}.error, '')`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => "1"
  },
  {
    table: "decisions",
    kind: "decision",
    text: (r) => `${r}.decision || coalesce(' \u2014 because ' || nullif(${r}.reason, ''), '')`,
    prompt: (r) => `${r}.prompt_number`,
    source: (r) => `${r}.source`,
    active: (r) => `(${r}.status = 'active')`
  },
  {
    table: "code_areas",
    kind: "code_area",
    text: (r) => `${r}.file_path || ': ' || ${r}.description`,
    prompt: () => "NULL",
    source: (r) => `${r}.source`,
    active: () => "1"
  }
];
function searchDocTriggers() {
  const perTable = SEARCH_SOURCES.map((s) => `
    CREATE TRIGGER ${s.table}_search_ai AFTER INSERT ON ${s.table} BEGIN
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
      VALUES ('${s.kind}', CAST(NEW.id AS TEXT), NEW.session_id, ${s.prompt("NEW")}, ${s.source("NEW")}, ${s.active("NEW")}, ${s.text("NEW")}, NEW.created_at);
    END;
    CREATE TRIGGER ${s.table}_search_au AFTER UPDATE ON ${s.table} BEGIN
      UPDATE search_docs SET text = ${s.text("NEW")}, source = ${s.source("NEW")}, active = ${s.active("NEW")}
      WHERE kind = '${s.kind}' AND ref_id = CAST(OLD.id AS TEXT)
        AND (text IS NOT ${s.text("NEW")} OR source IS NOT ${s.source("NEW")} OR active IS NOT ${s.active("NEW")});
    END;
    CREATE TRIGGER ${s.table}_search_ad AFTER DELETE ON ${s.table} BEGIN
      DELETE FROM search_docs WHERE kind = '${s.kind}' AND ref_id = CAST(OLD.id AS TEXT);
    END;`);
  return perTable.join("\n") + `
    CREATE TRIGGER sessions_rollup_search AFTER UPDATE OF rollup_summary ON sessions
    WHEN NEW.rollup_summary IS NOT OLD.rollup_summary BEGIN
      DELETE FROM search_docs WHERE kind = 'rollup' AND ref_id = OLD.id;
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
        SELECT 'rollup', NEW.id, NEW.id, NULL, 'auto', 1, NEW.rollup_summary, coalesce(NEW.ended_at, NEW.last_activity_at)
        WHERE NEW.rollup_summary IS NOT NULL;
    END;
    CREATE TRIGGER sessions_search_ad AFTER DELETE ON sessions BEGIN
      DELETE FROM search_docs WHERE session_id = OLD.id;
    END;`;
}
var GLOBAL_MIGRATIONS = [
  {
    version: 1,
    description: "project registry",
    up(db) {
      db.exec(`
        CREATE TABLE projects (
          key TEXT PRIMARY KEY,
          identity TEXT NOT NULL,
          name TEXT NOT NULL,
          root TEXT NOT NULL,
          db_path TEXT NOT NULL,
          first_seen_at INTEGER NOT NULL,
          last_seen_at INTEGER NOT NULL
        );
      `);
    }
  }
];

// src/store/connection.ts
var BUSY_TIMEOUT_MS = 3e3;
function openDatabase(Sqlite, file, opts = {}) {
  if (!opts.readonly) fs.mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
  const db = new Sqlite(file, { readonly: opts.readonly ?? false, fileMustExist: opts.readonly ?? false });
  try {
    db.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
    if (!opts.readonly) {
      retryWhileBusy(() => db.pragma("journal_mode = WAL"), opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
      db.pragma("synchronous = NORMAL");
    }
    db.pragma("foreign_keys = ON");
    if (!opts.readonly) db.pragma("secure_delete = ON");
    if (!opts.readonly) {
      restrictFileModes(file);
      runMigrations(db, opts.migrations ?? MIGRATIONS);
    }
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}
function retryWhileBusy(fn, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (; ; ) {
    try {
      return fn();
    } catch (err) {
      const code = err.code;
      if (code !== "SQLITE_BUSY" && code !== "SQLITE_LOCKED" || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}
function restrictFileModes(file) {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 384);
    } catch {
    }
  }
}
function currentSchemaVersion(db) {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_versions'").get();
  if (!exists) return 0;
  const row = db.prepare("SELECT max(version) AS v FROM schema_versions").get();
  return row.v ?? 0;
}
function runMigrations(db, migrations) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_versions (
    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const current = currentSchemaVersion(db);
  const pending = migrations.filter((m) => m.version > current).sort((a, b) => a.version - b.version);
  let applied = 0;
  for (const migration of pending) {
    const apply = db.transaction(() => {
      if (currentSchemaVersion(db) >= migration.version) return false;
      migration.up(db);
      db.prepare("INSERT INTO schema_versions(version, description, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.description,
        (/* @__PURE__ */ new Date()).toISOString()
      );
      return true;
    });
    if (apply.immediate()) applied++;
  }
  return applied;
}

// src/app.ts
function createApp(opts) {
  const env = opts.env;
  const paths = dataPaths(resolveDataDir(env));
  const log = fileErrorLog(paths.logDir);
  const config = loadConfigOrDefault(paths.configFile, (err) => log.error("config", err));
  const runtime = runtimeLocation(env, paths.dataDir, paths.runtimePointer, path2.dirname(opts.entryScript));
  setRuntimeLocation(runtime);
  const now = opts.now ?? Date.now;
  const app = {
    env,
    paths,
    config,
    log,
    runtime,
    entryScript: opts.entryScript,
    now,
    project: (dir) => projectIdentity(dir ?? env.CLAUDE_PROJECT_DIR ?? opts.cwd),
    openProjectStore(project, o = {}) {
      const Sqlite = loadSqlite(runtime);
      ensurePrivateDir(paths.projectsDir);
      const file = projectDbPath(paths, project);
      const isNew = !fs2.existsSync(file);
      const db = openDatabase(Sqlite, file, { busyTimeoutMs: o.busyTimeoutMs });
      if (isNew) registerProject(app, project, file);
      return db;
    },
    openGlobalStore() {
      ensurePrivateDir(paths.dataDir);
      return openDatabase(loadSqlite(runtime), paths.globalDb, { migrations: GLOBAL_MIGRATIONS });
    },
    embedder() {
      return selectEmbedder(config.embedder.provider, {
        cacheDir: paths.modelsDir,
        allowDownload: config.embedder.allowDownload && env.CLAUDE_MEMORY_OFFLINE !== "1",
        model: config.embedder.model,
        dtype: config.embedder.dtype,
        // With 'auto', an unavailable backend is the normal offline case, not an error worth counting.
        onUnavailable: (backend, err) => {
          if (config.embedder.provider !== "auto") log.error(`embedder:${backend}`, err);
        }
      });
    },
    startRuntimeInstall() {
      startBackgroundInstall(runtime, opts.entryScript, env);
    },
    ensureWorker(project, db) {
      if (leaseHolder(db, now())) return;
      const child = spawn(process.execPath, [opts.entryScript, "worker", "--project", project.root], {
        detached: true,
        stdio: "ignore",
        env,
        cwd: project.root
      });
      child.unref();
    }
  };
  return app;
}
function registerProject(app, project, file) {
  try {
    const db = app.openGlobalStore();
    try {
      db.prepare(
        `INSERT INTO projects (key, identity, name, root, db_path, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET last_seen_at = excluded.last_seen_at, root = excluded.root`
      ).run(project.key, project.identity, project.name, project.root, file, app.now(), app.now());
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error("registry", err, project.key);
  }
}
function listProjects(app) {
  const out = /* @__PURE__ */ new Map();
  try {
    const db = app.openGlobalStore();
    try {
      for (const r of db.prepare("SELECT key, name, root, db_path, last_seen_at FROM projects ORDER BY last_seen_at DESC").all()) {
        out.set(r.key, { key: r.key, name: r.name, root: r.root, dbPath: r.db_path, lastSeenAt: r.last_seen_at });
      }
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error("registry", err);
  }
  let files = [];
  try {
    files = fs2.readdirSync(app.paths.projectsDir).filter((f) => f.endsWith(".db"));
  } catch {
  }
  for (const f of files) {
    const key = f.slice(0, -3);
    if (!out.has(key)) out.set(key, { key, name: key.replace(/-[0-9a-f]{12}$/, ""), root: "", dbPath: path2.join(app.paths.projectsDir, f), lastSeenAt: 0 });
  }
  return [...out.values()];
}

export {
  createApp,
  listProjects
};
