import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  dataPaths,
  enclosingRoot,
  ensurePrivateDir,
  fileErrorLog,
  int,
  isBareDirectory,
  loadConfigOrDefault,
  object,
  optional,
  projectDbPath,
  projectIdentity,
  replaySpool,
  resolveDataDir,
  sanitizeDeep,
  sanitizeText,
  spoolPath,
  string,
  truncateWithMarker
} from "./chunk-KPJGTHHR.mjs";
import {
  DEFAULT_TRANSFORMERS_MODEL
} from "./chunk-2HOL4MW4.mjs";
import {
  DependencyMissingError,
  loadSqlite,
  runtimeLocation,
  setRuntimeLocation
} from "./chunk-LSL5W5VX.mjs";
import "./chunk-F7RHODVR.mjs";

// src/app.ts
import { spawn as spawn2 } from "node:child_process";
import fs4 from "node:fs";
import path3 from "node:path";

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
      const { loadTransformersEmbedder } = await import("./transformers-AQSZFPKX.mjs");
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
    const { loadUseLiteEmbedder } = await import("./use-lite-64B3LW4J.mjs");
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

// src/runtime/install.ts
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
var LOCK_STALE_MS = 30 * 6e4;
var lockFile = (loc) => path.join(loc.installDir, ".install.lock");
function lockHeld(loc) {
  try {
    return Date.now() - fs.statSync(lockFile(loc)).mtimeMs < LOCK_STALE_MS;
  } catch {
    return false;
  }
}
function startBackgroundInstall(loc, entryScript, env) {
  if (lockHeld(loc)) return false;
  const child = spawn(process.execPath, [entryScript, "runtime", "install"], { detached: true, stdio: "ignore", env });
  child.unref();
  return true;
}

// src/store/connection.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/store/migrations-knowledge.ts
import { randomBytes } from "node:crypto";

// src/store/content-hash.ts
import { createHmac } from "node:crypto";
function normalizeForHash(text) {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").replace(/[\s.!?;:,]+$/u, "").trim();
}
function contentHash(key, text) {
  return createHmac("sha256", key).update(normalizeForHash(text)).digest("hex").slice(0, 32);
}

// src/store/migrations-knowledge.ts
var itemSearchText = (r) => `CASE WHEN ${r}.type = 'code_area' THEN ${r}.subject_key || ': ' || ${r}.text ELSE ${r}.text || coalesce(' \u2014 because ' || nullif(${r}.reason, ''), '') END`;
var itemActive = (r) => `(${r}.status = 'active' AND ${r}.trust != 'rejected' AND ${r}.retracted_at IS NULL)`;
function migrateToKnowledgeItems(db) {
  db.exec(`
    -- Per-store secret for content hashes: a bare SHA-256 of a short sentence could be confirmed by guessing.
    CREATE TABLE knowledge_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);

    CREATE TABLE memory_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN ('decision', 'preference', 'convention', 'discovery', 'code_area')),
      text TEXT NOT NULL,
      reason TEXT NOT NULL DEFAULT '',
      -- What the item is about (normalized): the resolver compares items of one type and subject; a code area's path.
      subject_key TEXT NOT NULL DEFAULT '',
      content_hash TEXT NOT NULL,
      origin TEXT NOT NULL CHECK (origin IN ('explicit', 'inferred')),
      source TEXT NOT NULL CHECK (source IN ('manual', 'auto', 'migrated', 'imported')),
      scope TEXT NOT NULL DEFAULT 'project' CHECK (scope IN ('project')),
      trust TEXT NOT NULL CHECK (trust IN ('candidate', 'verified', 'rejected')),
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
      superseded_by INTEGER REFERENCES memory_items(id) ON DELETE SET NULL,
      session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
      prompt_number INTEGER,
      -- World time: when it held in the project. System time: when the store learned it, and dropped it.
      valid_from INTEGER NOT NULL,
      valid_to INTEGER,
      recorded_at INTEGER NOT NULL,
      retracted_at INTEGER,
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL
    );
    CREATE INDEX memory_items_slot ON memory_items(type, subject_key);
    CREATE INDEX memory_items_hash ON memory_items(content_hash);
    CREATE INDEX memory_items_current ON memory_items(type, created_at) WHERE status = 'active' AND trust != 'rejected';
    CREATE INDEX memory_items_successor ON memory_items(superseded_by) WHERE superseded_by IS NOT NULL;

    -- Ids seen before the items table (code_area:N of the old code_areas table) and where they live now.
    CREATE TABLE memory_item_aliases (
      kind TEXT NOT NULL,
      ref TEXT NOT NULL,
      item_id INTEGER NOT NULL REFERENCES memory_items(id) ON DELETE CASCADE,
      PRIMARY KEY (kind, ref)
    );

    -- Receipts: what supports an item. Repeated evidence adds a row, never a second item.
    CREATE TABLE memory_provenance (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      item_id INTEGER NOT NULL REFERENCES memory_items(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('explicit', 'prompt', 'assistant', 'tool', 'import', 'migration', 'review')),
      strength TEXT NOT NULL CHECK (strength IN ('stated', 'inferred')),
      actor TEXT NOT NULL,
      rule TEXT,
      session_id TEXT,
      prompt_number INTEGER,
      transcript_uuid TEXT,
      tool_use_id TEXT,
      prompt_id TEXT,
      files_json TEXT NOT NULL DEFAULT '[]',
      commit_sha TEXT,
      quote TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL
    );
    CREATE INDEX memory_provenance_item ON memory_provenance(item_id);
    CREATE INDEX memory_provenance_turn ON memory_provenance(session_id, prompt_number);

    CREATE TABLE memory_conflicts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      -- item_a < item_b, so a pair is recorded once.
      item_a INTEGER NOT NULL REFERENCES memory_items(id) ON DELETE CASCADE,
      item_b INTEGER NOT NULL REFERENCES memory_items(id) ON DELETE CASCADE,
      subject_key TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
      winner INTEGER,
      detected_at INTEGER NOT NULL,
      resolved_at INTEGER,
      resolved_by TEXT,
      CHECK (item_a < item_b),
      UNIQUE (item_a, item_b)
    );
    CREATE INDEX memory_conflicts_open ON memory_conflicts(status);

    -- Every mutation, one row, written in the mutation's transaction. Never the content: ids, states, hashes.
    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      at_iso TEXT NOT NULL,
      actor TEXT NOT NULL CHECK (actor IN ('hook', 'worker', 'cli', 'mcp', 'dashboard', 'migration')),
      action TEXT NOT NULL,
      memory_id TEXT,
      item_id INTEGER,
      reason TEXT NOT NULL DEFAULT '',
      before_hash TEXT,
      after_hash TEXT,
      before_json TEXT,
      after_json TEXT
    );
    CREATE INDEX audit_log_at ON audit_log(at);
    CREATE INDEX audit_log_item ON audit_log(item_id);
    CREATE TRIGGER audit_log_append_only_u BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
    CREATE TRIGGER audit_log_append_only_d BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;

    -- What was forgotten, by keys only: nothing that matches may be stored again.
    CREATE TABLE tombstones (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      created_at INTEGER NOT NULL,
      memory_id TEXT NOT NULL,
      content_hash TEXT,
      session_id TEXT,
      transcript_uuid TEXT,
      tool_use_id TEXT,
      prompt_id TEXT,
      transcript_path TEXT,
      transcript_hash TEXT
    );
    CREATE INDEX tombstones_hash ON tombstones(content_hash) WHERE content_hash IS NOT NULL;
    CREATE INDEX tombstones_session ON tombstones(session_id) WHERE session_id IS NOT NULL AND transcript_uuid IS NULL AND tool_use_id IS NULL AND prompt_id IS NULL;
    CREATE INDEX tombstones_uuid ON tombstones(transcript_uuid) WHERE transcript_uuid IS NOT NULL;
    CREATE INDEX tombstones_tool ON tombstones(tool_use_id) WHERE tool_use_id IS NOT NULL;
    CREATE INDEX tombstones_prompt ON tombstones(prompt_id) WHERE prompt_id IS NOT NULL;
    CREATE INDEX tombstones_transcript ON tombstones(transcript_hash) WHERE transcript_hash IS NOT NULL;
    -- Sentence-level hashes of forgotten text: a summary or rollup that would quote one drops that sentence.
    CREATE TABLE tombstone_sentences (
      hash TEXT PRIMARY KEY,
      tombstone_id INTEGER NOT NULL REFERENCES tombstones(id) ON DELETE CASCADE
    ) WITHOUT ROWID;

    ALTER TABLE search_docs ADD COLUMN trust TEXT;
  `);
  const key = randomBytes(32).toString("hex");
  db.prepare(`INSERT INTO knowledge_meta (name, value) VALUES ('hash_key', ?)`).run(key);
  const hash = (text) => contentHash(key, text);
  const decisions = db.prepare("SELECT * FROM decisions ORDER BY id").all();
  const insertWithId = db.prepare(
    `INSERT INTO memory_items (id, type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by,
       session_id, prompt_number, valid_from, valid_to, recorded_at, created_at, created_at_iso)
     VALUES (@id, @type, @text, @reason, @subject, @hash, @origin, @source, @trust, @status, NULL, @session, @prompt, @at, NULL, @at, @at, @iso)`
  );
  const receipt = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, session_id, prompt_number, created_at) VALUES (?, 'migration', ?, 'migration', ?, ?, ?)`
  );
  const legacy = (source) => ({ origin: source === "manual" ? "explicit" : "inferred", trust: source === "auto" ? "candidate" : "verified" });
  for (const d of decisions) {
    insertWithId.run({
      id: d.id,
      type: "decision",
      text: d.decision,
      reason: d.reason,
      subject: "",
      hash: hash(d.decision),
      ...legacy(d.source),
      source: d.source,
      status: d.status,
      session: d.session_id,
      prompt: d.prompt_number,
      at: d.created_at,
      iso: d.created_at_iso
    });
    receipt.run(d.id, d.source === "auto" ? "inferred" : "stated", d.session_id, d.prompt_number, d.created_at);
  }
  for (const d of decisions) {
    if (d.status !== "superseded") continue;
    const successor = decisions.find((s) => s.id === d.superseded_by);
    db.prepare("UPDATE memory_items SET superseded_by = ?, valid_to = ? WHERE id = ?").run(successor?.id ?? null, successor?.created_at ?? d.created_at, d.id);
  }
  const seq = (name) => db.prepare("SELECT seq FROM sqlite_sequence WHERE name = ?").get(name)?.seq ?? 0;
  const floor = Math.max(seq("decisions"), seq("code_areas"), seq("memory_items"));
  db.prepare(`DELETE FROM sqlite_sequence WHERE name = 'memory_items'`).run();
  db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES ('memory_items', ?)`).run(floor);
  db.exec(`UPDATE search_docs SET ref_id = 'legacy:' || ref_id WHERE kind = 'code_area'`);
  const areas = db.prepare("SELECT * FROM code_areas ORDER BY id").all();
  const insertArea = db.prepare(
    `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, session_id, valid_from, recorded_at, created_at, created_at_iso)
     VALUES ('code_area', @text, '', @subject, @hash, @origin, @source, @trust, 'active', @session, @at, @at, @at, @iso)`
  );
  for (const a of areas) {
    const id = Number(
      insertArea.run({ text: a.description, subject: a.file_path, hash: hash(`${a.file_path}: ${a.description}`), ...legacy(a.source), source: a.source, session: a.session_id, at: a.created_at, iso: a.created_at_iso }).lastInsertRowid
    );
    receipt.run(id, a.source === "auto" ? "inferred" : "stated", a.session_id, null, a.created_at);
    db.prepare(`INSERT INTO memory_item_aliases (kind, ref, item_id) VALUES ('code_area', ?, ?)`).run(String(a.id), id);
    db.prepare(`UPDATE search_docs SET ref_id = ? WHERE kind = 'code_area' AND ref_id = ?`).run(String(id), `legacy:${a.id}`);
  }
  if (decisions.length + areas.length > 0) {
    const now = Date.now();
    db.prepare(`INSERT INTO audit_log (at, at_iso, actor, action, reason, after_json) VALUES (?, ?, 'migration', 'migrate', ?, ?)`).run(
      now,
      new Date(now).toISOString(),
      "decisions and code areas moved into memory items",
      JSON.stringify({ decisions: decisions.length, codeAreas: areas.length })
    );
  }
  db.exec(`DROP TABLE decisions; DROP TABLE code_areas;`);
  db.exec(`
    CREATE TRIGGER memory_items_search_ai AFTER INSERT ON memory_items BEGIN
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, trust, text, created_at)
      VALUES (NEW.type, CAST(NEW.id AS TEXT), NEW.session_id, NEW.prompt_number, NEW.source, ${itemActive("NEW")}, NEW.trust, ${itemSearchText("NEW")}, NEW.created_at);
    END;
    CREATE TRIGGER memory_items_search_au AFTER UPDATE ON memory_items BEGIN
      UPDATE search_docs SET text = ${itemSearchText("NEW")}, source = NEW.source, active = ${itemActive("NEW")}, trust = NEW.trust, session_id = NEW.session_id
      WHERE kind = OLD.type AND ref_id = CAST(OLD.id AS TEXT)
        AND (text IS NOT ${itemSearchText("NEW")} OR source IS NOT NEW.source OR active IS NOT ${itemActive("NEW")} OR trust IS NOT NEW.trust
             OR session_id IS NOT NEW.session_id);
    END;
    -- A forgotten session takes its captured text with it; items outlive it unless forgotten with it (by the store).
    DROP TRIGGER sessions_search_ad;
    CREATE TRIGGER sessions_search_ad AFTER DELETE ON sessions BEGIN
      DELETE FROM search_docs WHERE session_id = OLD.id AND kind IN ('prompt', 'assistant', 'summary', 'rollup', 'tool');
    END;
    CREATE TRIGGER memory_items_search_ad AFTER DELETE ON memory_items BEGIN
      DELETE FROM search_docs WHERE kind = OLD.type AND ref_id = CAST(OLD.id AS TEXT);
    END;
  `);
  db.exec(`
    UPDATE search_docs SET
      trust = (SELECT i.trust FROM memory_items i WHERE i.id = CAST(search_docs.ref_id AS INTEGER)),
      active = (SELECT ${itemActive("i")} FROM memory_items i WHERE i.id = CAST(search_docs.ref_id AS INTEGER))
    WHERE kind IN ('decision', 'code_area');
  `);
}

// src/store/migrations-team.ts
var NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;
var NEW_OP_ID = "lower(hex(randomblob(16)))";
var NOT_APPLYING = "(SELECT applying FROM team_sync_flag WHERE id = 1) = 0";
var enqueue = (uid, team, op, baseRev) => `
  INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at) VALUES (${uid}, ${team}, '${op}', ${baseRev}, ${NEW_OP_ID}, ${NOW_MS})
  ON CONFLICT (uid) DO UPDATE SET op = excluded.op, version = version + 1;`;
function migrateToTeamMemory(db) {
  db.exec(`
    ALTER TABLE memory_items ADD COLUMN team TEXT;
    -- Its id on the team server (made where it was first shared), the server revision this copy is at, and the
    -- PostgreSQL role that shared it.
    ALTER TABLE memory_items ADD COLUMN team_uid TEXT;
    ALTER TABLE memory_items ADD COLUMN team_rev INTEGER;
    ALTER TABLE memory_items ADD COLUMN shared_by TEXT;
    -- A pulled item's successor, by server id, until that successor has arrived too.
    ALTER TABLE memory_items ADD COLUMN team_successor_uid TEXT;
    CREATE UNIQUE INDEX memory_items_team_uid ON memory_items(team_uid) WHERE team_uid IS NOT NULL;
    CREATE INDEX memory_items_team_successor ON memory_items(team_successor_uid) WHERE team_successor_uid IS NOT NULL;

    -- The project's team: one per project store. The URL is kept without its password (that is in a 0600 file).
    CREATE TABLE team_link (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      team TEXT NOT NULL,
      server TEXT NOT NULL,
      role TEXT NOT NULL,
      -- The project on the server: its normalized git remote, else its root's name (the same on every machine).
      project TEXT NOT NULL,
      cursor INTEGER NOT NULL DEFAULT 0,
      connected_at INTEGER NOT NULL,
      last_sync_at INTEGER,
      last_error TEXT,
      failures INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0,
      pushed INTEGER NOT NULL DEFAULT 0,
      pulled INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE team_sync_flag (id INTEGER PRIMARY KEY CHECK (id = 1), applying INTEGER NOT NULL DEFAULT 0);
    INSERT INTO team_sync_flag (id, applying) VALUES (1, 0);

    -- One row per shared item with changes the server has not acknowledged. The row's state is read at push time,
    -- so several changes go as one; version tells an acknowledgement from a change made while the push was out.
    CREATE TABLE team_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      uid TEXT NOT NULL UNIQUE,
      -- The team the item is shared with: a change goes only to that team's server, even after a connect elsewhere.
      team TEXT NOT NULL,
      op TEXT NOT NULL CHECK (op IN ('upsert', 'forget', 'unshare')),
      base_rev INTEGER,
      op_id TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0
    );

    CREATE TRIGGER memory_items_team_ai AFTER INSERT ON memory_items WHEN NEW.team_uid IS NOT NULL AND ${NOT_APPLYING} BEGIN
      ${enqueue("NEW.team_uid", "NEW.team", "upsert", "NEW.team_rev")}
    END;
    CREATE TRIGGER memory_items_team_au AFTER UPDATE ON memory_items WHEN NEW.team_uid IS NOT NULL AND ${NOT_APPLYING} AND (
        NEW.team_uid IS NOT OLD.team_uid OR NEW.trust IS NOT OLD.trust OR NEW.status IS NOT OLD.status OR NEW.superseded_by IS NOT OLD.superseded_by
        OR NEW.valid_to IS NOT OLD.valid_to OR NEW.retracted_at IS NOT OLD.retracted_at OR NEW.text IS NOT OLD.text OR NEW.reason IS NOT OLD.reason) BEGIN
      -- A shared item's successor is shared with it (queued first, so the server knows it when the link arrives).
      UPDATE memory_items SET team = NEW.team, team_uid = ${NEW_OP_ID}, shared_by = NEW.shared_by WHERE id = NEW.superseded_by AND team_uid IS NULL;
      INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at)
        SELECT s.team_uid, s.team, 'upsert', s.team_rev, ${NEW_OP_ID}, ${NOW_MS} FROM memory_items s WHERE s.id = NEW.superseded_by AND s.team_uid IS NOT NULL
        ON CONFLICT (uid) DO UPDATE SET op = excluded.op, version = version + 1;
      ${enqueue("NEW.team_uid", "NEW.team", "upsert", "NEW.team_rev")}
    END;
    CREATE TRIGGER memory_items_team_unshare AFTER UPDATE OF team_uid ON memory_items WHEN OLD.team_uid IS NOT NULL AND NEW.team_uid IS NULL AND ${NOT_APPLYING} BEGIN
      ${enqueue("OLD.team_uid", "OLD.team", "unshare", "OLD.team_rev")}
    END;
    CREATE TRIGGER memory_items_team_ad AFTER DELETE ON memory_items WHEN OLD.team_uid IS NOT NULL AND ${NOT_APPLYING} BEGIN
      ${enqueue("OLD.team_uid", "OLD.team", "forget", "OLD.team_rev")}
    END;
  `);
}

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
  },
  {
    version: 2,
    description: "ids never reused (AUTOINCREMENT) for captured rows, decisions and code areas; tool evidence column renamed from facts_json",
    up(db) {
      for (const t of CAPTURED_TABLES) {
        db.exec(`${t.create.replace(`CREATE TABLE ${t.name} (`, `CREATE TABLE ${t.name}_next (`)}
          INSERT INTO ${t.name}_next (${t.columns}) SELECT ${t.copy} FROM ${t.name};
          DROP TABLE ${t.name};
          ALTER TABLE ${t.name}_next RENAME TO ${t.name};
          ${t.indexes}`);
      }
      db.exec(searchDocTriggers(CAPTURED_TABLES.map((t) => t.name)));
    }
  },
  {
    version: 3,
    description: "knowledge layer: typed memory items (decisions and code areas migrated), provenance, conflicts, audit log, tombstones",
    up: migrateToKnowledgeItems
  },
  {
    version: 4,
    description: "knowledge items keep what the resolver compares: the value chosen, the value replaced, the contrast, the polarity",
    up(db) {
      db.exec(`
        ALTER TABLE memory_items ADD COLUMN value TEXT;
        ALTER TABLE memory_items ADD COLUMN replaces TEXT;
        ALTER TABLE memory_items ADD COLUMN contrast TEXT;
        ALTER TABLE memory_items ADD COLUMN polarity TEXT NOT NULL DEFAULT 'positive' CHECK (polarity IN ('positive', 'negative'));
        `);
    }
  },
  {
    version: 5,
    description: "turn cards: one searchable text per turn (prompt, conclusion, files written, commands and salient output)",
    up(db) {
      db.exec(`
        ALTER TABLE turn_summaries ADD COLUMN card TEXT;
        CREATE TRIGGER turn_cards_search_ai AFTER INSERT ON turn_summaries WHEN NEW.card IS NOT NULL BEGIN
          INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
          VALUES ('turn', CAST(NEW.id AS TEXT), NEW.session_id, NEW.prompt_number, 'auto', 1, NEW.card, NEW.created_at);
        END;
        CREATE TRIGGER turn_cards_search_au AFTER UPDATE OF card ON turn_summaries WHEN NEW.card IS NOT OLD.card BEGIN
          DELETE FROM search_docs WHERE kind = 'turn' AND ref_id = CAST(OLD.id AS TEXT);
          INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
            SELECT 'turn', CAST(NEW.id AS TEXT), NEW.session_id, NEW.prompt_number, 'auto', 1, NEW.card, NEW.created_at
            WHERE NEW.card IS NOT NULL;
        END;
        CREATE TRIGGER turn_cards_search_ad AFTER DELETE ON turn_summaries BEGIN
          DELETE FROM search_docs WHERE kind = 'turn' AND ref_id = CAST(OLD.id AS TEXT);
        END;
        -- Turns summarized before cards existed get one the next time the worker runs.
        INSERT INTO pending_compressions (kind, target, created_at)
          SELECT 'turn', session_id || '#' || prompt_number, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM turn_summaries WHERE true
          ON CONFLICT (kind, target) DO NOTHING;
      `);
    }
  },
  {
    version: 6,
    description: "vector change log, for incremental vector index refresh",
    up(db) {
      db.exec(`
        -- Vectors of summaries and rollups are never searched (see VECTOR_KINDS): stop carrying them.
        DELETE FROM embeddings WHERE doc_id IN (SELECT id FROM search_docs WHERE kind IN ('summary', 'rollup'));

        -- Every vector added or removed, in order: an in-memory vector index replays what it has not seen instead
        -- of re-reading all vectors (or counting them) before each search. Old entries are pruned; an index that
        -- is further behind than the oldest entry rebuilds from the embeddings table.
        CREATE TABLE vector_log (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          doc_id INTEGER NOT NULL,
          model TEXT NOT NULL,
          added INTEGER NOT NULL
        );
        CREATE TRIGGER embeddings_log_ai AFTER INSERT ON embeddings BEGIN
          INSERT INTO vector_log(doc_id, model, added) VALUES (new.doc_id, new.model, 1);
        END;
        CREATE TRIGGER embeddings_log_ad AFTER DELETE ON embeddings BEGIN
          INSERT INTO vector_log(doc_id, model, added) VALUES (old.doc_id, old.model, 0);
        END;
        CREATE TRIGGER embeddings_log_au AFTER UPDATE ON embeddings BEGIN
          INSERT INTO vector_log(doc_id, model, added) VALUES (old.doc_id, old.model, 0);
          INSERT INTO vector_log(doc_id, model, added) VALUES (new.doc_id, new.model, 1);
        END;
        -- Names this store file, so a vector snapshot on disk is never applied to another store.
        CREATE TABLE store_identity (id INTEGER PRIMARY KEY CHECK (id = 1), token TEXT NOT NULL);
        INSERT INTO store_identity(id, token) VALUES (1, lower(hex(randomblob(16))));
      `);
      db.exec("INSERT INTO vector_log(doc_id, model, added) VALUES (0, '', 0)");
    }
  },
  {
    version: 7,
    description: "legacy session files already migrated (a rerun of `sessions migrate` is a no-op)",
    up(db) {
      db.exec(`
        CREATE TABLE migrated_files (
          content_hash TEXT PRIMARY KEY,
          path TEXT NOT NULL,
          decisions INTEGER NOT NULL,
          code_areas INTEGER NOT NULL,
          migrated_at INTEGER NOT NULL
        );
      `);
    }
  },
  {
    version: 8,
    description: "tool events remember their prompt's prompt_id, so one filed before its prompt existed can be re-homed",
    up(db) {
      db.exec(`ALTER TABLE tool_events ADD COLUMN prompt_id TEXT;
        CREATE INDEX tool_events_prompt_id ON tool_events(session_id, prompt_id) WHERE prompt_id IS NOT NULL;`);
    }
  },
  {
    version: 10,
    description: "team memory: items shared with a team (server id, revision, who shared them), the sync outbox and the team link",
    up: migrateToTeamMemory
  },
  {
    version: 25,
    description: "search_docs row count kept by triggers (IDF weights need it per query; counting scans an index of every doc)",
    up(db) {
      db.exec(`
        CREATE TABLE search_doc_count (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
        INSERT INTO search_doc_count (id, n) SELECT 1, count(*) FROM search_docs;
        CREATE TRIGGER search_doc_count_ai AFTER INSERT ON search_docs BEGIN
          UPDATE search_doc_count SET n = n + 1 WHERE id = 1;
        END;
        CREATE TRIGGER search_doc_count_ad AFTER DELETE ON search_docs BEGIN
          UPDATE search_doc_count SET n = n - 1 WHERE id = 1;
        END;
      `);
    }
  }
];
var CAPTURED_TABLES = [
  {
    name: "prompts",
    create: `CREATE TABLE prompts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      prompt_number INTEGER NOT NULL,
      prompt_id TEXT,
      uuid TEXT,
      agent_id TEXT,
      text TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL,
      UNIQUE (session_id, prompt_number)
    );`,
    columns: "id, session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso",
    copy: "id, session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso",
    indexes: `CREATE UNIQUE INDEX prompts_prompt_id ON prompts(session_id, prompt_id) WHERE prompt_id IS NOT NULL;
      CREATE UNIQUE INDEX prompts_uuid ON prompts(uuid) WHERE uuid IS NOT NULL;`
  },
  {
    name: "assistant_messages",
    create: `CREATE TABLE assistant_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      prompt_number INTEGER NOT NULL,
      uuid TEXT NOT NULL UNIQUE,
      message_id TEXT,
      agent_id TEXT,
      text TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL
    );`,
    columns: "id, session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso",
    copy: "id, session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso",
    indexes: "CREATE INDEX assistant_turn ON assistant_messages(session_id, prompt_number);"
  },
  {
    name: "tool_events",
    create: `CREATE TABLE tool_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      prompt_number INTEGER NOT NULL,
      tool_name TEXT NOT NULL,
      tool_use_id TEXT NOT NULL UNIQUE,
      success INTEGER NOT NULL,
      summary TEXT NOT NULL,
      error TEXT,
      agent_id TEXT,
      duration_ms INTEGER,
      pending INTEGER NOT NULL DEFAULT 0,
      payload_id INTEGER REFERENCES tool_event_payloads(id) ON DELETE SET NULL,
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL
    );`,
    columns: "id, session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso",
    copy: "id, session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso",
    indexes: "CREATE INDEX tool_events_turn ON tool_events(session_id, prompt_number);"
  },
  {
    name: "decisions",
    // The self-reference names the new table; renaming it to decisions rewrites the reference. Pointing it at the old
    // table instead would null every superseded_by when that table is dropped (ON DELETE SET NULL).
    create: `CREATE TABLE decisions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
      prompt_number INTEGER,
      decision TEXT NOT NULL,
      reason TEXT NOT NULL DEFAULT '',
      source TEXT NOT NULL CHECK (source IN ('manual', 'auto', 'migrated')),
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
      superseded_by INTEGER REFERENCES decisions_next(id) ON DELETE SET NULL,
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL
    );`,
    columns: "id, session_id, prompt_number, decision, reason, source, status, superseded_by, created_at, created_at_iso",
    copy: "id, session_id, prompt_number, decision, reason, source, status, superseded_by, created_at, created_at_iso",
    indexes: ""
  },
  {
    name: "code_areas",
    create: `CREATE TABLE code_areas (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
      file_path TEXT NOT NULL,
      description TEXT NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('manual', 'auto', 'migrated')),
      created_at INTEGER NOT NULL,
      created_at_iso TEXT NOT NULL,
      UNIQUE (file_path, description)
    );`,
    columns: "id, session_id, file_path, description, source, created_at, created_at_iso",
    copy: "id, session_id, file_path, description, source, created_at, created_at_iso",
    indexes: ""
  },
  {
    name: "turn_summaries",
    // evidence_json: what the tools showed (files read and modified, commands and exit codes, errors, tests,
    // commits), extracted without a model. It was facts_json; "fact" now means a knowledge item.
    create: `CREATE TABLE turn_summaries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      prompt_number INTEGER NOT NULL,
      summary TEXT NOT NULL,
      tier TEXT NOT NULL,
      evidence_json TEXT NOT NULL DEFAULT '{}',
      created_at INTEGER NOT NULL,
      UNIQUE (session_id, prompt_number)
    );`,
    columns: "id, session_id, prompt_number, summary, tier, evidence_json, created_at",
    copy: "id, session_id, prompt_number, summary, tier, facts_json, created_at",
    indexes: ""
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
function searchDocTriggers(onlyTables) {
  const perTable = SEARCH_SOURCES.filter((s) => !onlyTables || onlyTables.includes(s.table)).map((s) => `
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
  if (onlyTables) return perTable.join("\n");
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
  if (opts.readonly || !opts.onQuarantine) return openDatabaseOnce(Sqlite, file, opts);
  const damage = truncatedHeader(file);
  if (!damage) {
    try {
      return openDatabaseOnce(Sqlite, file, opts);
    } catch (err) {
      if (!isCorruption(err)) throw err;
      quarantine(file, err.message, opts.onQuarantine);
    }
  } else {
    quarantine(file, damage, opts.onQuarantine);
  }
  return openDatabaseOnce(Sqlite, file, opts);
}
function isCorruption(err) {
  const code = err?.code;
  return typeof code === "string" && /^SQLITE_(NOTADB|CORRUPT)/.test(code);
}
function truncatedHeader(file) {
  let fd;
  try {
    fd = fs2.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(100);
    if (fs2.readSync(fd, header, 0, 100, 0) < 100 || header.toString("latin1", 0, 16) !== "SQLite format 3\0") return null;
    const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
    const pages = header.readUInt32BE(28);
    if (pages === 0 || header.readUInt32BE(24) !== header.readUInt32BE(92)) return null;
    const size = fs2.fstatSync(fd).size;
    return size < pages * pageSize ? `database file is truncated (${size} of ${pages * pageSize} bytes)` : null;
  } finally {
    fs2.closeSync(fd);
  }
}
function quarantine(file, reason, tell) {
  const aside = `${file}.corrupt-${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}`;
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      fs2.renameSync(file + suffix, aside + suffix);
    } catch {
    }
  }
  tell(`the store ${path2.basename(file)} is corrupt (${reason}); it was moved to ${aside} and a fresh store was started`);
}
function openDatabaseOnce(Sqlite, file, opts) {
  if (!opts.readonly) fs2.mkdirSync(path2.dirname(file), { recursive: true, mode: 448 });
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
function isTransientDbError(err) {
  const code = err?.code;
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|INTERRUPT|CORRUPT|NOTADB)/.test(code);
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
      fs2.chmodSync(f, 384);
    } catch {
    }
  }
}
function runMigrations(db, migrations) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_versions (
    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const isApplied = db.prepare("SELECT 1 FROM schema_versions WHERE version = ?");
  const pending = migrations.filter((m) => !isApplied.get(m.version)).sort((a, b) => a.version - b.version);
  let applied = 0;
  for (const migration of pending) {
    const apply = db.transaction(() => {
      if (isApplied.get(migration.version)) return false;
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

// src/store/audit.ts
var keys = /* @__PURE__ */ new WeakMap();
function hashKey(db) {
  let key = keys.get(db);
  if (!key) {
    key = db.prepare(`SELECT value FROM knowledge_meta WHERE name = 'hash_key'`).get().value;
    keys.set(db, key);
  }
  return key;
}
var hashText = (db, text) => contentHash(hashKey(db), text);
function isContentTombstoned(db, hash) {
  return Boolean(db.prepare("SELECT 1 FROM tombstones WHERE content_hash = ? UNION ALL SELECT 1 FROM tombstone_sentences WHERE hash = ? LIMIT 1").get(hash, hash));
}
function isSessionTombstoned(db, sessionId) {
  return Boolean(
    db.prepare("SELECT 1 FROM tombstones WHERE session_id = ? AND transcript_uuid IS NULL AND tool_use_id IS NULL AND prompt_id IS NULL AND content_hash IS NULL LIMIT 1").get(sessionId)
  );
}
function isSourceTombstoned(db, keys2) {
  if (keys2.transcriptUuid && db.prepare("SELECT 1 FROM tombstones WHERE transcript_uuid = ? LIMIT 1").get(keys2.transcriptUuid)) return true;
  if (keys2.toolUseId && db.prepare("SELECT 1 FROM tombstones WHERE tool_use_id = ? LIMIT 1").get(keys2.toolUseId)) return true;
  if (keys2.promptId && db.prepare("SELECT 1 FROM tombstones WHERE prompt_id = ? LIMIT 1").get(keys2.promptId)) return true;
  return false;
}
function isMemoryTombstoned(db, memoryId) {
  return Boolean(db.prepare("SELECT 1 FROM tombstones WHERE memory_id = ? LIMIT 1").get(memoryId));
}

// src/store/knowledge.ts
var ITEM_TYPES = ["decision", "preference", "convention", "discovery", "code_area"];
var isItemType = (k) => ITEM_TYPES.includes(k);
var itemId = (row) => `${row.type}:${row.id}`;
var ITEM_COLUMNS = `id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity`;
function getItem(db, id) {
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE id = ?`).get(id) ?? null;
}
function findItem(db, kind, ref) {
  if (!isItemType(kind) || !/^\d+$/.test(ref)) return null;
  const direct = getItem(db, Number(ref));
  if (direct && direct.type === kind) return direct;
  const alias = db.prepare("SELECT item_id FROM memory_item_aliases WHERE kind = ? AND ref = ?").get(kind, ref);
  return alias ? getItem(db, alias.item_id) : null;
}
var searchableText = (type, text, subject) => type === "code_area" ? `${subject}: ${text}` : text;
function currentVerifiedItems(db, types, limit) {
  if (!types.length) return [];
  const order = `CASE type ${types.map((t, i) => `WHEN '${t}' THEN ${i}`).join(" ")} END`;
  return db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL AND type IN (${types.map(() => "?").join(", ")})
       ORDER BY ${order}, id DESC LIMIT ?`
  ).all(...types, limit);
}
function findEquivalentItem(db, type, text, subjectKey = "") {
  const hash = contentHash(hashKey(db), searchableText(type, text, subjectKey));
  return db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? AND status = 'active' AND trust != 'rejected' AND retracted_at IS NULL ORDER BY id DESC LIMIT 1`).get(type, hash) ?? null;
}

// src/store/vector-snapshot.ts
import fs3 from "node:fs";
var MAGIC = Buffer.from("CMVECS02");
function snapshotPath(dbFile) {
  return dbFile && dbFile !== ":memory:" ? `${dbFile}.vectors` : null;
}
var align8 = (n) => n + 7 & ~7;
function writeVectorSnapshot(file, snap) {
  const count = snap.ids.length;
  const header = Buffer.from(JSON.stringify({ identity: snap.identity, model: snap.model, dims: snap.dims, count, seq: snap.seq }));
  const idsOffset = align8(MAGIC.length + 4 + header.length);
  const head = Buffer.alloc(idsOffset);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(header.length, MAGIC.length);
  header.copy(head, MAGIC.length + 4);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs3.openSync(tmp, "w", 384);
  try {
    fs3.writeSync(fd, head);
    fs3.writeSync(fd, new Uint8Array(snap.ids.buffer, snap.ids.byteOffset, count * 8));
    fs3.writeSync(fd, new Uint8Array(snap.scales.buffer, snap.scales.byteOffset, count * 4));
    writeAll(fd, new Uint8Array(snap.codes.buffer, snap.codes.byteOffset, count * snap.dims));
    fs3.fsyncSync(fd);
  } catch (err) {
    fs3.closeSync(fd);
    fs3.rmSync(tmp, { force: true });
    throw err;
  }
  fs3.closeSync(fd);
  fs3.renameSync(tmp, file);
}
function writeAll(fd, bytes) {
  for (let off = 0; off < bytes.length; ) off += fs3.writeSync(fd, bytes, off, Math.min(bytes.length - off, 64 << 20));
}
function readVectorSnapshot(file, into) {
  let fd;
  try {
    fd = fs3.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const size = fs3.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    readExactly(fd, new Uint8Array(head.buffer, head.byteOffset, head.length), 0);
    if (head.length < MAGIC.length + 4 || !head.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const headerLength = head.readUInt32LE(MAGIC.length);
    if (MAGIC.length + 4 + headerLength > head.length) return null;
    const parsed = JSON.parse(head.toString("utf8", MAGIC.length + 4, MAGIC.length + 4 + headerLength));
    const { identity, model, dims, count, seq } = parsed;
    if (typeof identity !== "string" || typeof model !== "string") return null;
    if (![dims, count, seq].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
    const header = { identity, model, dims, count, seq };
    const idsOffset = align8(MAGIC.length + 4 + headerLength);
    if (size !== idsOffset + header.count * (8 + 4 + header.dims)) return null;
    const target = into(header);
    if (!target || target.scales.length !== header.count || target.codes.length !== header.count * header.dims) return null;
    const ids = new Float64Array(header.count);
    readExactly(fd, new Uint8Array(ids.buffer), idsOffset);
    readExactly(fd, new Uint8Array(target.scales.buffer, target.scales.byteOffset, target.scales.byteLength), idsOffset + header.count * 8);
    readExactly(fd, new Uint8Array(target.codes.buffer, target.codes.byteOffset, target.codes.byteLength), idsOffset + header.count * 12);
    return { header, ids };
  } catch {
    return null;
  } finally {
    fs3.closeSync(fd);
  }
}
function readExactly(fd, into, position) {
  for (let off = 0; off < into.length; ) {
    const n = fs3.readSync(fd, into, off, Math.min(into.length - off, 64 << 20), position + off);
    if (n === 0) throw new Error("snapshot ended early");
    off += n;
  }
}
function removeVectorSnapshot(file) {
  fs3.rmSync(file, { force: true });
}

// src/store/forget.ts
var turnMemoryId = (sessionId, promptNumber) => `turn:${sessionId}#${promptNumber}`;

// src/store/kinds.ts
var MEMORY_KINDS = {
  decision: { ref: "row", searchable: true, vector: true, prior: 1.15, describe: "a decision and its reason" },
  code_area: { ref: "row", searchable: true, vector: true, prior: 1, describe: "what a file or directory is for" },
  // Knowledge items found by extraction or saved: ranked like decisions, a little below.
  preference: { ref: "row", searchable: true, vector: true, prior: 1.12, describe: "how the user wants things done" },
  convention: { ref: "row", searchable: true, vector: true, prior: 1.12, describe: "how this codebase does things" },
  discovery: { ref: "row", searchable: true, vector: true, prior: 1.1, describe: "a root cause and its fix" },
  prompt: { ref: "row", searchable: true, vector: true, prior: 1.08, describe: "a prompt the user typed" },
  assistant: { ref: "row", searchable: true, vector: true, prior: 1, describe: "the assistant's text in a turn" },
  summary: { ref: "row", searchable: true, vector: false, prior: 1.04, describe: "a turn summary" },
  turn: { ref: "row", searchable: true, vector: false, prior: 1.04, describe: "a turn card: the prompt, the reply, files written, commands and their salient output" },
  rollup: { ref: "session", searchable: true, vector: false, prior: 1.04, describe: "a session rollup" },
  tool: { ref: "row", searchable: true, vector: true, prior: 1, describe: "a tool call and its outcome" },
  session: { ref: "session", searchable: false, vector: false, prior: 1, describe: "a whole session and all that was captured in it" }
};
var ALL_KINDS = Object.keys(MEMORY_KINDS);
var SEARCHABLE_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].searchable);
var VECTOR_KINDS = ALL_KINDS.filter((k) => MEMORY_KINDS[k].vector);
var GLOBAL_PREFIX = "global:";
var scopedId = (scope, id) => scope === "global" && !id.startsWith(GLOBAL_PREFIX) ? `${GLOBAL_PREFIX}${id}` : id;

// src/store/read.ts
var mapSession = (r) => ({
  id: r.id,
  cwd: r.cwd ?? null,
  status: r.status,
  startedAt: r.started_at,
  startedAtIso: r.started_at_iso,
  endedAt: r.ended_at ?? null,
  endedAtIso: r.ended_at_iso ?? null,
  exitReason: r.exit_reason ?? null,
  promptCount: r.prompt_count,
  rollup: r.rollup_summary ?? null,
  rollupTier: r.rollup_tier ?? null
});
function getSession(db, id) {
  const row = db.prepare("SELECT * FROM sessions WHERE id = ?").get(id);
  return row ? mapSession(row) : null;
}
var SESSION_FILTER = `id != @except AND started_at >= @since AND (@nonEmpty = 0 OR rollup_summary IS NOT NULL OR prompt_count > 0)`;
var sessionParams = (exceptSessionId, f) => ({ except: exceptSessionId ?? "", since: f.since ?? 0, nonEmpty: f.nonEmpty ? 1 : 0 });
function recentSessions(db, limit, exceptSessionId, filter = {}) {
  return db.prepare(`SELECT * FROM sessions WHERE ${SESSION_FILTER} ORDER BY started_at DESC LIMIT @limit`).all({ ...sessionParams(exceptSessionId, filter), limit }).map(mapSession);
}
function countRecentSessions(db, exceptSessionId, filter = {}) {
  return db.prepare(`SELECT count(*) AS n FROM sessions WHERE ${SESSION_FILTER}`).get(sessionParams(exceptSessionId, filter)).n;
}
function hotFiles(db, since, limit) {
  const rows = db.prepare("SELECT evidence_json FROM turn_summaries WHERE created_at >= ? ORDER BY created_at DESC LIMIT 500").all(since);
  const counts = /* @__PURE__ */ new Map();
  for (const r of rows) {
    let evidence;
    try {
      evidence = JSON.parse(r.evidence_json);
    } catch {
      continue;
    }
    for (const f of evidence.filesModified ?? []) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit).map(([p, count]) => ({ path: p, count }));
}
function firstPrompts(db, sessionIds) {
  const stmt = db.prepare("SELECT text FROM prompts WHERE session_id = ? ORDER BY prompt_number LIMIT 1");
  const out = /* @__PURE__ */ new Map();
  for (const id of sessionIds) {
    const row = stmt.get(id);
    if (row) out.set(id, row.text);
  }
  return out;
}
function toolRunsSince(db, since, exceptSessionId, limit = 5e3) {
  return db.prepare(
    `SELECT id, session_id, prompt_number, tool_name, summary, error, success, created_at FROM tool_events t
         WHERE created_at >= @since AND (success = 1 OR session_id != @except)
           AND tool_name IN (SELECT DISTINCT tool_name FROM tool_events WHERE success = 0 AND created_at >= @since)
         ORDER BY created_at, id LIMIT @limit`
  ).all({ since, except: exceptSessionId ?? "", limit }).map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    toolName: r.tool_name,
    summary: r.summary,
    error: r.error,
    success: r.success === 1,
    createdAt: r.created_at
  }));
}

// src/store/memory.ts
function unsummarizedTurns(db, sessionId) {
  return db.prepare(
    `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`
  ).all(sessionId).map((r) => r.n).filter((n) => !isMemoryTombstoned(db, turnMemoryId(sessionId, n)));
}
var ITEM_FILTER = `status = 'active' AND trust != 'rejected' AND created_at >= @since AND session_id IS NOT @except`;
var itemParams = (f) => ({ since: f.since ?? 0, except: f.exceptSessionId ?? "" });
var typeList = (types) => `type IN (${types.map((t) => `'${t}'`).join(", ")})`;
function countActiveDecisions(db, filter = {}) {
  return countActiveItems(db, ["decision"], filter);
}
function countActiveItems(db, types, filter = {}) {
  return db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}`).get(itemParams(filter)).n;
}
function activeDecisions(db, limit, filter = {}) {
  return activeItems(db, ["decision"], limit, filter);
}
function activeItems(db, types, limit, filter = {}) {
  return db.prepare(
    `SELECT id, type, text AS decision, reason, source, status, trust, superseded_by AS supersededBy, session_id AS sessionId, created_at AS createdAt,
           CASE WHEN team_uid IS NOT NULL THEN shared_by END AS sharedBy,
           (SELECT group_concat(o.type || ':' || o.id, ' ') FROM memory_conflicts c
              JOIN memory_items o ON o.id = CASE WHEN c.item_a = memory_items.id THEN c.item_b ELSE c.item_a END
            WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id)) AS conflictsWith
         FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}
         ORDER BY (trust = 'verified') DESC, (source = 'manual') DESC, created_at DESC LIMIT @limit`
  ).all({ ...itemParams(filter), limit }).map((r) => ({ ...r, conflictsWith: r.conflictsWith ? r.conflictsWith.split(" ") : [] }));
}

// src/store/queue.ts
var turnTarget = (sessionId, promptNumber) => `${sessionId}#${promptNumber}`;
function enqueue2(db, kind, target, now, delayMs = 0) {
  db.prepare(
    `INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(kind, target) DO UPDATE SET attempts = 0, parked = 0, last_error = NULL,
       not_before = min(pending_compressions.not_before, excluded.not_before)`
  ).run(kind, target, now + delayMs, now);
}
function queueTurns(db, sessionId, now, beforePrompt = Number.POSITIVE_INFINITY) {
  const turns = unsummarizedTurns(db, sessionId).filter((n) => n < beforePrompt);
  for (const n of turns) enqueue2(db, "turn", turnTarget(sessionId, n), now);
  return turns.length > 0;
}
function queueSessionWork(db, sessionId, now, rollup) {
  const queued = queueTurns(db, sessionId, now);
  if (rollup) enqueue2(db, "session_rollup", sessionId, now);
  return queued || rollup;
}
var LEASE_NAME = "compression-worker";
function leaseHolder(db, now) {
  const row = db.prepare("SELECT holder, pid, expires_at FROM worker_lease WHERE name = ? AND expires_at > ?").get(LEASE_NAME, now);
  return row ? { holder: row.holder, pid: row.pid, expiresAt: row.expires_at } : null;
}

// src/store/registry.ts
function registerProject(db, p, at) {
  db.prepare(
    `INSERT INTO projects (key, identity, name, root, db_path, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET last_seen_at = excluded.last_seen_at, root = excluded.root`
  ).run(p.key, p.identity, p.name, p.root, p.dbPath, at, at);
}
function registeredProjects(db) {
  return db.prepare("SELECT key, identity, name, root, db_path, last_seen_at FROM projects ORDER BY last_seen_at DESC").all().map((r) => ({ key: r.key, identity: r.identity, name: r.name, root: r.root, dbPath: r.db_path, lastSeenAt: r.last_seen_at }));
}

// src/app.ts
function createApp(opts) {
  const env = opts.env;
  const paths = dataPaths(resolveDataDir(env));
  const log = fileErrorLog(paths.logDir);
  const config = loadConfigOrDefault(paths.configFile, (err) => log.error("config", err));
  const runtime = runtimeLocation(env, paths.dataDir, paths.runtimePointer, path3.dirname(opts.entryScript));
  setRuntimeLocation(runtime);
  const now = opts.now ?? Date.now;
  const app = {
    env,
    paths,
    config,
    log,
    runtime,
    entryScript: opts.entryScript,
    managedSettingsFile: env.CLAUDE_MEMORY_MANAGED_SETTINGS || "/etc/claude-code/managed-settings.json",
    now,
    // A folder given explicitly (--project, Claude Code's CLAUDE_PROJECT_DIR) is a named project root.
    project: (dir) => {
      const named = dir !== void 0 || Boolean(env.CLAUDE_PROJECT_DIR);
      const found = projectIdentity(dir ?? env.CLAUDE_PROJECT_DIR ?? opts.cwd, { named });
      if (named || !isBareDirectory(found) || !fs4.existsSync(paths.globalDb)) return found;
      const root = enclosingRoot(found.root, listProjects(app).map((p) => p.root));
      return root ? projectIdentity(root, { named: true }) : found;
    },
    hasProjectStore: (project) => fs4.existsSync(projectDbPath(paths, project)) || hasJournal(spoolPath(paths, project.key)),
    openProjectStore(project, o = {}) {
      const Sqlite = loadSqlite(runtime);
      ensurePrivateDir(paths.projectsDir);
      const file = projectDbPath(paths, project);
      const isNew = !fs4.existsSync(file);
      const db = openDatabase(Sqlite, file, { busyTimeoutMs: o.busyTimeoutMs, onQuarantine: (message) => log.error("store:quarantine", new Error(message), project.key) });
      if (isNew) registerProject2(app, project, file);
      return db;
    },
    openGlobalStore() {
      ensurePrivateDir(paths.dataDir);
      return openDatabase(loadSqlite(runtime), paths.globalDb, { migrations: GLOBAL_MIGRATIONS });
    },
    hasGlobalMemory: () => fs4.existsSync(paths.globalMemoryDb),
    openGlobalMemory(o = {}) {
      ensurePrivateDir(paths.dataDir);
      return openDatabase(loadSqlite(runtime), paths.globalMemoryDb, {
        busyTimeoutMs: o.busyTimeoutMs,
        onQuarantine: (message) => log.error("store:quarantine", new Error(message), "global")
      });
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
    async queryEmbedder(model) {
      const transformers = /^transformers:(.+):(q8|fp32)$/.exec(model);
      const embedder = await selectEmbedder(transformers ? "transformers" : "use-lite", {
        cacheDir: paths.modelsDir,
        allowDownload: false,
        model: transformers?.[1] ?? config.embedder.model,
        dtype: transformers?.[2] ?? config.embedder.dtype
      });
      return embedder?.id === model ? embedder : null;
    },
    teamAccess: (project) => ({ dataDir: paths.dataDir, projectKey: project.key, envPassword: env.PGPASSWORD || void 0 }),
    startRuntimeInstall() {
      startBackgroundInstall(runtime, opts.entryScript, env);
    },
    ensureWorker(project, db) {
      if (leaseHolder(db, now())) return;
      const child = spawn2(process.execPath, [opts.entryScript, "worker", "--project", project.root], {
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
function hasJournal(dir) {
  try {
    return fs4.readdirSync(dir).some((f) => f.endsWith(".jsonl"));
  } catch {
    return false;
  }
}
function registerProject2(app, project, file) {
  try {
    const db = app.openGlobalStore();
    try {
      registerProject(db, { key: project.key, identity: project.identity, name: project.name, root: project.root, dbPath: file }, app.now());
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
      for (const r of registeredProjects(db)) out.set(r.key, { key: r.key, name: r.name, root: r.root, dbPath: r.dbPath, lastSeenAt: r.lastSeenAt });
    } finally {
      db.close();
    }
  } catch (err) {
    app.log.error("registry", err);
  }
  let files = [];
  try {
    files = fs4.readdirSync(app.paths.projectsDir).filter((f) => f.endsWith(".db"));
  } catch {
  }
  for (const f of files) {
    const key = f.slice(0, -3);
    if (!out.has(key)) out.set(key, { key, name: key.replace(/-[0-9a-f]{12}$/, ""), root: "", dbPath: path3.join(app.paths.projectsDir, f), lastSeenAt: 0 });
  }
  return [...out.values()];
}

// src/compress/candidates.ts
var DESCRIPTOR_ARG_CAP = 100;
function asRecord(v) {
  return v && typeof v === "object" && !Array.isArray(v) ? v : {};
}
function str(v) {
  return typeof v === "string" && v.trim() ? v : void 0;
}
function oneLine(s, cap) {
  const line = s.replace(/\s+/g, " ").trim();
  if (line.length <= cap) return line;
  const cut2 = line.lastIndexOf(" ", cap - 1);
  return `${line.slice(0, cut2 > cap * 0.6 ? cut2 : cap - 1)}\u2026`;
}
function displayPath(p, cwd) {
  if (cwd) {
    const base = cwd.endsWith("/") ? cwd : `${cwd}/`;
    if (p.startsWith(base) && p.length > base.length) return p.slice(base.length);
  }
  const parts = p.split("/").filter(Boolean);
  if (p.startsWith("/") && parts.length > 4) return `\u2026/${parts.slice(-3).join("/")}`;
  return p;
}
function parseExitCode(text) {
  const m = text ? /\bExit code:?\s*(-?\d+)/i.exec(text) : null;
  return m ? Number(m[1]) : null;
}
function isInterrupted(output) {
  const t = output.trim();
  if (!t.startsWith("{")) return false;
  try {
    return asRecord(JSON.parse(t)).interrupted === true;
  } catch {
    return false;
  }
}
function describeTool(ev, cwd) {
  const input = asRecord(ev.input);
  const name = ev.toolName;
  const path8 = (k) => str(input[k]) ? displayPath(str(input[k]), cwd) : void 0;
  const failed = ev.success ? "" : " (failed)";
  switch (name) {
    case "Read":
    case "Write":
    case "Edit":
    case "MultiEdit":
      return `${name} ${path8("file_path") ?? "?"}${failed}`;
    case "NotebookRead":
    case "NotebookEdit":
      return `${name} ${path8("notebook_path") ?? "?"}${failed}`;
    case "Bash": {
      const cmd = oneLine(str(input.command) ?? "?", DESCRIPTOR_ARG_CAP);
      if (ev.success) return isInterrupted(ev.output) ? `Bash: ${cmd} (interrupted)` : `Bash: ${cmd}`;
      const code = parseExitCode(ev.error) ?? parseExitCode(ev.output);
      return `Bash: ${cmd} (${code !== null ? `exit ${code}` : "failed"})`;
    }
    case "Grep":
    case "Glob": {
      const pat = oneLine(str(input.pattern) ?? "?", DESCRIPTOR_ARG_CAP);
      const where = path8("path");
      const glob = str(input.glob);
      return `${name} '${pat}'${where ? ` in ${where}` : ""}${glob ? ` (${glob})` : ""}${failed}`;
    }
    case "Task":
    case "Agent": {
      const what = str(input.description) ?? str(input.prompt) ?? str(input.subagent_type) ?? "?";
      return `${name}: ${oneLine(what, DESCRIPTOR_ARG_CAP)}${failed}`;
    }
    case "WebFetch":
      return `WebFetch ${oneLine(str(input.url) ?? "?", DESCRIPTOR_ARG_CAP)}${failed}`;
    case "WebSearch":
      return `WebSearch '${oneLine(str(input.query) ?? "?", DESCRIPTOR_ARG_CAP)}'${failed}`;
    case "TodoWrite": {
      const n = Array.isArray(input.todos) ? input.todos.length : 0;
      return `TodoWrite: ${n} todo${n === 1 ? "" : "s"}`;
    }
    default: {
      const firstArg = Object.entries(input).find(([, v]) => typeof v === "string" && v.trim());
      const arg = firstArg ? ` ${firstArg[0]}='${oneLine(firstArg[1], 60)}'` : "";
      return `${name}${arg}${failed}`;
    }
  }
}

// src/store/capture.ts
var iso = (ms) => new Date(ms).toISOString();
function touchSession(db, s) {
  if (isSessionTombstoned(db, s.sessionId)) return;
  db.prepare(
    `INSERT INTO sessions (id, project, cwd, transcript_path, source, started_at, started_at_iso, last_activity_at)
     VALUES (@sessionId, @project, @cwd, @transcriptPath, @source, @at, @atIso, @at)
     ON CONFLICT(id) DO UPDATE SET
       last_activity_at = max(sessions.last_activity_at, excluded.last_activity_at),
       transcript_path = coalesce(excluded.transcript_path, sessions.transcript_path),
       started_at = min(sessions.started_at, excluded.started_at),
       started_at_iso = CASE WHEN excluded.started_at < sessions.started_at THEN excluded.started_at_iso ELSE sessions.started_at_iso END`
  ).run({ ...s, transcriptPath: s.transcriptPath ?? null, source: s.source ?? null, atIso: iso(s.at) });
}
function reopenSession(db, sessionId) {
  db.prepare(`UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL WHERE id = ? AND status != 'active'`).run(sessionId);
}
function currentPromptNumber(db, sessionId) {
  const row = db.prepare("SELECT coalesce(max(prompt_number), 0) AS n FROM prompts WHERE session_id = ?").get(sessionId);
  return row.n;
}
function promptNumberFor(db, sessionId, promptId) {
  if (!promptId) return null;
  const row = db.prepare("SELECT prompt_number AS n FROM prompts WHERE session_id = ? AND prompt_id = ?").get(sessionId, promptId);
  return row?.n ?? null;
}
function recordPrompt(db, p) {
  if (isForgotten(db, p.sessionId, { transcriptUuid: p.uuid, promptId: p.promptId }, p.text)) {
    const known = db.prepare("SELECT max(prompt_number) AS n FROM prompts WHERE session_id = ?").get(p.sessionId);
    return { promptNumber: known.n ?? 0, inserted: false };
  }
  const existing = db.prepare(
    `SELECT id, prompt_number AS n, uuid, prompt_id FROM prompts
       WHERE session_id = @sessionId AND ((@promptId IS NOT NULL AND prompt_id = @promptId) OR (@uuid IS NOT NULL AND uuid = @uuid))
       LIMIT 1`
  ).get({ sessionId: p.sessionId, promptId: p.promptId ?? null, uuid: p.uuid ?? null });
  if (existing) {
    if (p.uuid && !existing.uuid || p.promptId && !existing.prompt_id) {
      db.prepare("UPDATE prompts SET uuid = coalesce(uuid, ?), prompt_id = coalesce(prompt_id, ?) WHERE id = ?").run(p.uuid ?? null, p.promptId ?? null, existing.id);
    }
    return { promptNumber: existing.n, inserted: false };
  }
  const promptNumber = currentPromptNumber(db, p.sessionId) + 1;
  db.prepare(
    `INSERT INTO prompts (session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(p.sessionId, promptNumber, p.promptId ?? null, p.uuid ?? null, p.agentId ?? null, p.text, p.at, iso(p.at));
  db.prepare("UPDATE sessions SET prompt_count = ?, last_activity_at = max(last_activity_at, ?) WHERE id = ?").run(promptNumber, p.at, p.sessionId);
  return { promptNumber, inserted: true };
}
function recordToolEvent(db, e) {
  if (isForgotten(db, e.sessionId, { toolUseId: e.toolUseId })) return false;
  const known = db.prepare("SELECT id, pending, payload_id FROM tool_events WHERE tool_use_id = ?").get(e.toolUseId);
  if (known) {
    if (!known.pending || e.pending) return false;
    db.prepare("UPDATE tool_events SET success = ?, summary = ?, error = ?, duration_ms = coalesce(?, duration_ms), pending = 0 WHERE id = ?").run(
      e.success ? 1 : 0,
      e.summary,
      e.error ?? null,
      e.durationMs ?? null,
      known.id
    );
    if (known.payload_id) {
      db.prepare("UPDATE tool_event_payloads SET output_text = ?, size_bytes = ?, truncated = ? WHERE id = ?").run(e.outputText, e.sizeBytes, e.truncated ? 1 : 0, known.payload_id);
    }
    return true;
  }
  const payload = db.prepare("INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, truncated, created_at) VALUES (?, ?, ?, ?, ?)").run(e.inputJson, e.outputText, e.sizeBytes, e.truncated ? 1 : 0, e.at);
  db.prepare(
    `INSERT INTO tool_events (session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    e.sessionId,
    e.promptNumber,
    e.toolName,
    e.toolUseId,
    e.success ? 1 : 0,
    e.summary,
    e.error ?? null,
    e.agentId ?? null,
    e.durationMs ?? null,
    e.pending ? 1 : 0,
    payload.lastInsertRowid,
    e.at,
    iso(e.at)
  );
  if (e.promptId) db.prepare("UPDATE tool_events SET prompt_id = ? WHERE tool_use_id = ?").run(e.promptId, e.toolUseId);
  return true;
}
function rehomeToolEvents(db, sessionId, promptId, promptNumber) {
  const moved = db.prepare("SELECT id FROM tool_events WHERE session_id = ? AND prompt_id = ? AND prompt_number != ?").all(sessionId, promptId, promptNumber);
  if (moved.length === 0) return 0;
  const event = db.prepare("UPDATE tool_events SET prompt_number = ? WHERE id = ?");
  const doc = db.prepare("UPDATE search_docs SET prompt_number = ? WHERE kind = 'tool' AND ref_id = ?");
  for (const { id } of moved) {
    event.run(promptNumber, id);
    doc.run(promptNumber, String(id));
  }
  return moved.length;
}
function storedToolCall(db, toolUseId) {
  const row = db.prepare("SELECT t.tool_name, p.input_json FROM tool_events t LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = ?").get(toolUseId);
  return row ? { toolName: row.tool_name, inputJson: row.input_json } : null;
}
function setToolEventTime(db, toolUseId, at) {
  if (!Number.isFinite(at)) return;
  db.prepare("UPDATE tool_events SET created_at = ?, created_at_iso = ? WHERE tool_use_id = ? AND created_at > ?").run(at, iso(at), toolUseId, at);
}
function recordAssistantText(db, a) {
  if (isForgotten(db, a.sessionId, { transcriptUuid: a.uuid }, a.text)) return false;
  const result = db.prepare(
    `INSERT INTO assistant_messages (session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uuid) DO NOTHING`
  ).run(a.sessionId, a.promptNumber, a.uuid, a.messageId ?? null, a.agentId ?? null, a.text, a.at, iso(a.at));
  return result.changes > 0;
}
function endSession(db, sessionId, reason, at, status = "completed") {
  db.prepare(
    `UPDATE sessions SET status = ?, exit_reason = ?, ended_at = ?, ended_at_iso = ?, last_activity_at = max(last_activity_at, ?)
     WHERE id = ?`
  ).run(status, reason, at, iso(at), at, sessionId);
}
function staleActiveSessions(db, before, exceptSessionId) {
  const rows = db.prepare(`SELECT id FROM sessions WHERE status = 'active' AND last_activity_at < ? AND id != ? ORDER BY last_activity_at`).all(before, exceptSessionId ?? "");
  return rows.map((r) => r.id);
}
function getTranscriptCursor(db, file) {
  const row = db.prepare("SELECT offset, size, mtime_ms, prompt_number FROM transcript_cursors WHERE path = ?").get(file);
  return row ? { offset: row.offset, size: row.size, mtimeMs: row.mtime_ms, promptNumber: row.prompt_number } : null;
}
function setTranscriptCursor(db, file, c, at) {
  db.prepare(
    `INSERT INTO transcript_cursors (path, offset, size, mtime_ms, prompt_number, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET offset = excluded.offset, size = excluded.size, mtime_ms = excluded.mtime_ms,
       prompt_number = excluded.prompt_number, updated_at = excluded.updated_at`
  ).run(file, c.offset, c.size, c.mtimeMs, c.promptNumber, at);
}
function getSpoolCursor(db, file) {
  return db.prepare("SELECT offset FROM spool_cursors WHERE path = ?").get(file)?.offset ?? 0;
}
function setSpoolCursor(db, file, offset) {
  db.prepare("INSERT INTO spool_cursors (path, offset) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET offset = excluded.offset").run(file, offset);
}
function deleteSpoolCursor(db, file) {
  db.prepare("DELETE FROM spool_cursors WHERE path = ?").run(file);
}
function isForgotten(db, sessionId, keys2, text) {
  if (isSessionTombstoned(db, sessionId)) return true;
  if (isSourceTombstoned(db, keys2)) return true;
  return text != null && normalizeForHash(text).length >= 12 && isContentTombstoned(db, hashText(db, text));
}

// src/store/ingest.ts
function applyTranscriptChunk(db, chunk, ctx) {
  const cursor = getTranscriptCursor(db, chunk.file);
  const stored = cursor?.offset ?? 0;
  if (stored !== chunk.from && !(chunk.from === 0 && stored > chunk.size)) return { applied: false, stored: 0, sessions: [] };
  const startPrompt = chunk.from > 0 ? cursor?.promptNumber ?? 0 : 0;
  const state = new IngestState(db, ctx, startPrompt);
  for (const record of chunk.records) state.apply(record);
  state.flushPending();
  setTranscriptCursor(db, chunk.file, { offset: chunk.from + chunk.consumed, size: chunk.size, mtimeMs: chunk.mtimeMs, promptNumber: state.lastPromptNumber() }, ctx.now);
  return { applied: true, stored: state.stored, sessions: state.sessions };
}
var IngestState = class {
  constructor(db, ctx, startPrompt) {
    this.db = db;
    this.ctx = ctx;
    this.startPrompt = startPrompt;
  }
  db;
  ctx;
  startPrompt;
  stored = 0;
  sessions = [];
  pendingTools = /* @__PURE__ */ new Map();
  /**
   * The turn each session is in, as read from the transcript itself: a Stop hook can read turn 1's last words after
   * the next prompt's hook has stored prompt 2, so the store's latest prompt is not the turn a line belongs to.
   */
  turnOf = /* @__PURE__ */ new Map();
  lastSession = null;
  lastPromptNumber() {
    return this.lastSession ? this.turnOf.get(this.lastSession) ?? this.startPrompt : this.startPrompt;
  }
  /** A subagent's lines belong to the main session's current turn; a main line to the turn read so far. */
  turn(sessionId, sidechain) {
    if (sidechain) return currentPromptNumber(this.db, sessionId);
    const known = this.turnOf.get(sessionId);
    if (known !== void 0) return known;
    this.turnOf.set(sessionId, this.startPrompt);
    return this.startPrompt;
  }
  /** Calls whose results are not in this chunk (a tool still running at Stop): stored now, completed later. */
  flushPending() {
    for (const use of this.pendingTools.values()) this.recordTool(use.toolUseId, use, void 0);
    this.pendingTools.clear();
  }
  recordTool(toolUseId, use, result) {
    const stored = use ? null : storedToolCall(this.db, toolUseId);
    if (!use && !stored) return;
    const r = result ?? use;
    const input = use ? use.input : parseJsonOr(stored?.inputJson ?? null);
    const output = result?.output ?? "";
    const success = !result?.isError;
    const toolName = use?.toolName ?? stored?.toolName ?? "unknown";
    const written = recordToolEvent(this.db, {
      sessionId: r.sessionId,
      promptNumber: this.turn(r.sessionId, r.sidechain),
      toolUseId,
      toolName,
      success,
      summary: this.ctx.describeTool({ toolName, input, output, success, error: success ? void 0 : output }, r.cwd),
      error: success ? null : output.slice(0, 500),
      agentId: r.sidechain ? r.agentId ?? "subagent" : null,
      inputJson: JSON.stringify(input ?? null),
      outputText: output,
      sizeBytes: result?.outputBytes ?? 0,
      truncated: result?.outputTruncated ?? false,
      at: Date.parse(r.timestamp) || this.ctx.now,
      pending: !result
    });
    if (written) this.stored++;
    if (use) setToolEventTime(this.db, toolUseId, Date.parse(use.timestamp));
  }
  apply(r) {
    if (!("sidechain" in r && r.sidechain)) this.lastSession = r.sessionId;
    const at = Date.parse(r.timestamp) || this.ctx.now;
    if (!this.sessions.includes(r.sessionId)) this.sessions.push(r.sessionId);
    touchSession(this.db, { sessionId: r.sessionId, project: this.ctx.project, cwd: r.cwd, at });
    switch (r.kind) {
      case "prompt": {
        if (r.sidechain || !r.text.trim()) return;
        const prompt = recordPrompt(this.db, { sessionId: r.sessionId, text: r.text, at, promptId: r.promptId, uuid: r.uuid });
        if (r.promptId) rehomeToolEvents(this.db, r.sessionId, r.promptId, prompt.promptNumber);
        this.turnOf.set(r.sessionId, prompt.promptNumber);
        if (prompt.inserted) this.stored++;
        return;
      }
      case "assistant_text": {
        if (!r.text.trim()) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, r.sidechain),
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? r.agentId ?? "subagent" : void 0,
          text: r.text,
          at
        });
        if (stored) this.stored++;
        return;
      }
      case "tool_use":
        this.pendingTools.set(r.toolUseId, r);
        return;
      case "tool_result": {
        const use = this.pendingTools.get(r.toolUseId);
        this.pendingTools.delete(r.toolUseId);
        this.recordTool(r.toolUseId, use, r);
        return;
      }
      case "compact_boundary": {
        if (!r.summary) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, false),
          uuid: r.uuid,
          agentId: "compact",
          text: r.summary,
          at
        });
        if (stored) this.stored++;
      }
    }
  }
};
function parseJsonOr(text) {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// src/store/record.ts
var str2 = (v) => typeof v === "string" && v ? v : void 0;
function transcriptsOf(entry) {
  const p = entry.payload;
  switch (entry.event) {
    case "Stop":
    case "PreCompact":
    case "SessionEnd":
      return str2(p.transcript_path) ? [str2(p.transcript_path)] : [];
    case "SubagentStop":
      return str2(p.agent_transcript_path) ? [str2(p.agent_transcript_path)] : [];
    default:
      return [];
  }
}
function recordHookEvent(db, entry, ctx, chunks = /* @__PURE__ */ new Map()) {
  return db.transaction(() => applyHookEvent(db, entry, ctx, chunks)).immediate();
}
function replayJournalBatch(db, batch, ctx, chunks, onReject, apply = applyHookEvent) {
  return db.transaction(() => {
    const result = { applied: false, replayed: 0, rejected: 0, workQueued: false };
    if (getSpoolCursor(db, batch.file) !== batch.from) return result;
    result.applied = true;
    for (const entry of batch.entries) {
      try {
        result.workQueued = db.transaction(() => apply(db, entry, ctx, chunks))().workQueued || result.workQueued;
        result.replayed++;
      } catch (err) {
        if (isTransientDbError(err)) throw err;
        result.rejected++;
        onReject(entry, err);
      }
    }
    setSpoolCursor(db, batch.file, batch.to);
    return result;
  }).immediate();
}
function dropSpoolCursor(db, file) {
  db.transaction(() => deleteSpoolCursor(db, file)).immediate();
}
function applyHookEvent(db, entry, ctx, chunks) {
  const p = entry.payload;
  const sessionId = str2(p.session_id);
  const at = entry.at;
  const outcome = { workQueued: false };
  const transcriptPath = str2(p.transcript_path);
  const ingest = () => {
    for (const file of transcriptsOf(entry)) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      chunks.delete(file);
      applyTranscriptChunk(db, chunk, { project: ctx.project, describeTool: ctx.describeTool, now: at });
    }
  };
  touchSession(db, { sessionId, project: ctx.project, cwd: str2(p.cwd) ?? "", at, transcriptPath, source: str2(p.source) });
  switch (entry.event) {
    case "SessionStart": {
      if (p.source === "resume") reopenSession(db, sessionId);
      const staleBefore = at - ctx.staleSessionHours * 36e5;
      for (const stale of staleActiveSessions(db, staleBefore, sessionId)) {
        endSession(db, stale, "stale", at);
        outcome.workQueued = queueSessionWork(db, stale, at, true) || outcome.workQueued;
      }
      break;
    }
    case "UserPromptSubmit": {
      const previous = currentPromptNumber(db, sessionId);
      const { promptNumber } = recordPrompt(db, { sessionId, text: str2(p.prompt) ?? "", at, promptId: str2(p.prompt_id), agentId: str2(p.agent_id) });
      const promptId = str2(p.prompt_id);
      if (promptId) rehomeToolEvents(db, sessionId, promptId, promptNumber);
      if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
      break;
    }
    case "PostToolUse":
    case "PostToolUseFailure": {
      const success = entry.event === "PostToolUse";
      const promptNumber = promptNumberFor(db, sessionId, str2(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
      const output = typeof p.tool_response === "string" ? p.tool_response : "";
      const error = str2(p.error) ?? null;
      const toolName = str2(p.tool_name) ?? "unknown";
      recordToolEvent(db, {
        sessionId,
        promptNumber,
        toolUseId: str2(p.tool_use_id) ?? `${sessionId}:${at}:${toolName}`,
        toolName,
        success,
        summary: ctx.describeTool({ toolName, input: p.tool_input, output, success, error: error ?? void 0 }, str2(p.cwd)),
        error,
        agentId: str2(p.agent_id) ?? null,
        durationMs: typeof p.duration_ms === "number" ? p.duration_ms : null,
        promptId: str2(p.prompt_id) ?? null,
        inputJson: JSON.stringify(p.tool_input ?? null),
        outputText: success ? output : error ?? "",
        sizeBytes: typeof p.tool_response_bytes === "number" ? p.tool_response_bytes : Buffer.byteLength(output),
        truncated: p.tool_response_truncated === true,
        at
      });
      break;
    }
    case "Stop":
    case "PreCompact":
      ingest();
      if (entry.event === "Stop") outcome.workQueued = queueTurns(db, sessionId, at) || outcome.workQueued;
      break;
    case "SubagentStop":
      ingest();
      break;
    case "SessionEnd":
      ingest();
      endSession(db, sessionId, str2(p.reason) ?? "other", at);
      outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
      break;
  }
  return outcome;
}

// src/capture/ingest.ts
import fs5 from "node:fs";
import path4 from "node:path";

// src/capture/transcript.ts
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str3 = (v) => typeof v === "string" ? v : void 0;
function parseTranscriptLine(line) {
  const text = line.replace(/^\uFEFF/, "").trim();
  if (text === "") return [];
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || typeof data.type !== "string") return null;
  switch (data.type) {
    case "user":
      return parseUser(data);
    case "assistant":
      return parseAssistant(data);
    case "system":
      return data.subtype === "compact_boundary" ? parseCompactBoundary(data) : [];
    default:
      return [];
  }
}
function lineMeta(data) {
  const uuid = str3(data.uuid);
  const sessionId = str3(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta = {
    uuid,
    sessionId,
    cwd: str3(data.cwd) ?? "",
    timestamp: str3(data.timestamp) ?? "",
    sidechain: data.isSidechain === true
  };
  const agentId = str3(data.agentId);
  if (agentId) meta.agentId = agentId;
  return meta;
}
function withUniqueUuids(records) {
  return records.map((r, i) => i === 0 ? r : { ...r, uuid: `${r.uuid}:${i}` });
}
function parseUser(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isMeta === true) return [];
  if (data.isCompactSummary === true) return parseCompactSummary(data, meta, message.content);
  const promptId = str3(data.promptId);
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const prompt = (text) => ({
    kind: "prompt",
    uuid,
    sessionId,
    cwd,
    timestamp,
    ...promptId ? { promptId } : {},
    text,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  if (typeof content === "string") {
    const text = humanPromptText(content);
    return text ? [prompt(text)] : [];
  }
  if (!Array.isArray(content)) return [];
  const records = [];
  const texts = [];
  let promptSlot = -1;
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "tool_result") {
      const toolUseId = str3(block.tool_use_id);
      if (!toolUseId) continue;
      records.push({
        kind: "tool_result",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        output: toolResultText(block.content),
        isError: block.is_error === true,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    } else if (block.type === "text" && typeof block.text === "string") {
      if (promptSlot < 0) {
        promptSlot = records.length;
        records.push(prompt(""));
      }
      texts.push(block.text);
    }
  }
  if (promptSlot >= 0) {
    const text = humanPromptText(texts.join("\n"));
    if (text) records[promptSlot] = prompt(text);
    else records.splice(promptSlot, 1);
  }
  return withUniqueUuids(records);
}
function humanPromptText(raw) {
  let text = raw.replace(
    /<(local-command-stdout|local-command-stderr|local-command-caveat|bash-stdout|bash-stderr|system-reminder)>[\s\S]*?<\/\1>/g,
    ""
  );
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(text)?.[1]?.trim();
  const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(text)?.[1]?.trim();
  text = text.replace(/<(command-name|command-message|command-args|command-contents)>[\s\S]*?<\/\1>/g, "");
  text = text.replace(/<bash-input>([\s\S]*?)<\/bash-input>/g, (_m, cmd) => `! ${cmd.trim()}`);
  text = text.trim();
  if (name && args) {
    const command = `${name.startsWith("/") ? name : `/${name}`} ${args}`;
    text = text ? `${command}
${text}` : command;
  }
  if (/^\[Request interrupted by user[^\]]*\]$/.test(text)) return "";
  return text;
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.filter((b) => isObj(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n");
}
function parseAssistant(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isApiErrorMessage === true || message.model === "<synthetic>") return [];
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const messageId = str3(message.id);
  const text = (t) => ({
    kind: "assistant_text",
    uuid,
    ...messageId ? { messageId } : {},
    sessionId,
    cwd,
    timestamp,
    text: t,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  if (typeof content === "string") return content.trim() ? [text(content)] : [];
  if (!Array.isArray(content)) return [];
  const records = [];
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "text" && typeof block.text === "string" && block.text.trim() !== "") {
      records.push(text(block.text));
    } else if (block.type === "tool_use") {
      const toolUseId = str3(block.id);
      const toolName = str3(block.name);
      if (!toolUseId || !toolName) continue;
      records.push({
        kind: "tool_use",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        toolName,
        input: block.input,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    }
  }
  return withUniqueUuids(records);
}
function parseCompactBoundary(data) {
  const meta = lineMeta(data);
  if (!meta) return null;
  return [{ kind: "compact_boundary", uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp }];
}
function parseCompactSummary(data, meta, content) {
  const raw = typeof content === "string" ? content : toolResultText(content);
  const summary = extractCompactSummary(raw);
  const uuid = str3(data.parentUuid) ?? meta.uuid;
  return [
    {
      kind: "compact_boundary",
      uuid,
      sessionId: meta.sessionId,
      cwd: meta.cwd,
      timestamp: meta.timestamp,
      ...summary ? { summary } : {}
    }
  ];
}
function extractCompactSummary(raw) {
  let s = raw.replace(/^This session is being continued from a previous conversation[^\n]*\n+/, "");
  s = s.replace(/^Summary:\s*\n/, "");
  s = s.replace(
    /\n+(?:If you need specific details from before compaction|Please continue the conversation from where|Continue the conversation from where it left off)[\s\S]*$/,
    ""
  );
  return s.trim();
}
function parseTranscriptChunk(buf) {
  const lastNewline = buf.lastIndexOf(10);
  if (lastNewline < 0) return { records: [], malformed: 0, consumedBytes: 0 };
  const records = [];
  const boundaries = /* @__PURE__ */ new Map();
  let malformed = 0;
  let start = 0;
  while (start <= lastNewline) {
    const end = buf.indexOf(10, start);
    const parsed = parseTranscriptLine(buf.toString("utf8", start, end));
    start = end + 1;
    if (parsed === null) {
      malformed++;
      continue;
    }
    for (const rec of parsed) {
      if (rec.kind === "compact_boundary") {
        const at = boundaries.get(rec.uuid);
        if (at !== void 0) {
          const prev = records[at];
          if (prev.kind === "compact_boundary" && rec.summary !== void 0 && prev.summary === void 0) {
            records[at] = { ...prev, summary: rec.summary };
          }
          continue;
        }
        boundaries.set(rec.uuid, records.length);
      }
      records.push(rec);
    }
  }
  return { records, malformed, consumedBytes: lastNewline + 1 };
}

// src/capture/ingest.ts
var DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
function readTranscriptChunk(db, file, opts) {
  let stat;
  try {
    stat = fs5.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const stored = getTranscriptCursor(db, file)?.offset ?? 0;
  const from = stat.size < stored ? 0 : stored;
  if (stat.size === from) return null;
  const length = Math.min(stat.size - from, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs5.openSync(file, "r");
  try {
    fs5.readSync(fd, buf, 0, length, from);
  } finally {
    fs5.closeSync(fd);
  }
  const parsed = parseTranscriptChunk(buf);
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (parsed.consumedBytes === 0 && length === maxBytes) {
    parsed.consumedBytes = length;
    parsed.malformed++;
    opts.log?.error("ingest", new Error(`${path4.basename(file)}: a line longer than ${maxBytes} bytes at byte ${from} was skipped`));
  }
  return {
    file,
    from,
    consumed: parsed.consumedBytes,
    size: stat.size,
    mtimeMs: Math.floor(stat.mtimeMs),
    records: parsed.records.map((r) => sanitizeRecord(r, opts.maxToolOutputBytes)),
    malformed: parsed.malformed,
    more: from + length < stat.size
  };
}
function sanitizeRecord(r, maxToolOutputBytes) {
  switch (r.kind) {
    case "prompt":
    case "assistant_text":
      return { ...r, text: sanitizeText(r.text) };
    case "tool_use":
      return { ...r, input: sanitizeDeep(r.input) };
    case "tool_result": {
      const out = truncateWithMarker(sanitizeText(r.output), maxToolOutputBytes);
      return { ...r, output: out.text, outputBytes: out.originalBytes, outputTruncated: out.truncated };
    }
    case "compact_boundary":
      return r.summary === void 0 ? r : { ...r, summary: sanitizeText(r.summary) };
  }
}

// src/capture/record.ts
function recordContext(project, config) {
  return { project, staleSessionHours: config.worker.staleSessionHours, describeTool };
}
function readChunksFor(db, entries, config, log) {
  const chunks = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    for (const file of transcriptsOf(entry)) {
      if (chunks.has(file)) continue;
      const chunk = readTranscriptChunk(db, file, { maxToolOutputBytes: config.capture.maxToolOutputBytes, log });
      if (chunk) chunks.set(file, chunk);
    }
  }
  return chunks;
}
function recordEvent(db, entry, ctx) {
  return recordHookEvent(db, entry, recordContext(ctx.project, ctx.config), readChunksFor(db, [entry], ctx.config));
}

// src/capture/replay.ts
import path5 from "node:path";
function replayProjectSpool(db, paths, project, config, log, now) {
  let workQueued = false;
  const ctx = recordContext(project.identity, config);
  const journal = {
    cursor: (file) => getSpoolCursor(db, file),
    applyBatch: (batch) => {
      const chunks = readChunksFor(db, batch.entries, config, log);
      const r = replayJournalBatch(db, batch, ctx, chunks, (entry, err) => log.error(`replay:${entry.event}`, err, project.key));
      workQueued = r.workQueued || workQueued;
      return r;
    },
    dropCursor: (file) => dropSpoolCursor(db, file)
  };
  const result = replaySpool(spoolPath(paths, project.key), journal, {
    now,
    onMalformed: (file, line) => log.error("replay:malformed", new Error(`${path5.basename(file)} at byte ${line.offset}: ${line.reason}`), project.key)
  });
  if (result.error) log.error("replay", result.error, project.key);
  return { ...result, workQueued };
}

// src/store/knowledge-read.ts
function openConflictPartners(db, id) {
  const rows = db.prepare(`SELECT item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`).all(id, id);
  return rows.map((r) => getItem(db, r.item_a === id ? r.item_b : r.item_a)).filter((r) => r != null);
}
function publishableItems(db) {
  const ids = db.prepare(
    `SELECT id FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL
         AND type IN ('decision', 'convention', 'preference')
       ORDER BY CASE type WHEN 'decision' THEN 0 WHEN 'convention' THEN 1 ELSE 2 END, id`
  ).all();
  return ids.map((r) => getItem(db, r.id));
}

// src/publish/publish.ts
import fs6 from "node:fs";
import path6 from "node:path";
var BEGIN = "<!-- claude-memory:begin (generated by `claude-memory publish`; edits inside are overwritten) -->";
var END = "<!-- claude-memory:end -->";
function planPublish(mode, target, rendered, read) {
  const body = rendered || null;
  switch (mode) {
    case "shared":
      return [{ file: path6.join(target.projectRoot, ".claude", "rules", "memory.generated.md"), content: body }];
    case "local": {
      const file = path6.join(target.projectRoot, "CLAUDE.local.md");
      return [{ file, content: withBlock(read(file), body) }];
    }
    case "home": {
      const memoryFile = path6.join(target.home, ".claude", "memory", `${target.projectKey}.md`);
      const claudeMd = path6.join(target.projectRoot, "CLAUDE.md");
      const importLine = body ? `@~/.claude/memory/${target.projectKey}.md` : null;
      return [
        { file: memoryFile, content: body },
        { file: claudeMd, content: withBlock(read(claudeMd), importLine ? `${importLine}
` : null) }
      ];
    }
  }
}
function withBlock(current, block) {
  const text = current ?? "";
  const start = text.indexOf(BEGIN);
  const end = start >= 0 ? text.indexOf(END, start) : -1;
  const outside = start >= 0 && end >= 0 ? text.slice(0, start) + text.slice(end + END.length).replace(/^\n/, "") : text;
  if (!block) {
    if (start < 0) return current;
    return outside.trim() ? outside.replace(/\n+$/, "\n") : null;
  }
  const ours = `${BEGIN}
${block.endsWith("\n") ? block : `${block}
`}${END}
`;
  if (start >= 0 && end >= 0) return text.slice(0, start) + ours + text.slice(end + END.length).replace(/^\n/, "");
  return text ? `${text.replace(/\n*$/, "\n")}
${ours}` : ours;
}
function applyPublish(plan, dryRun) {
  return plan.map(({ file, content }) => {
    const current = readOrNull(file);
    if (content === current || content === null && current === null) return { file, action: "unchanged" };
    if (content === null) {
      if (!dryRun) fs6.rmSync(file, { force: true });
      return { file, action: "remove" };
    }
    if (!dryRun) {
      fs6.mkdirSync(path6.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs6.writeFileSync(tmp, content);
      fs6.renameSync(tmp, file);
    }
    return { file, action: current === null ? "create" : "update" };
  });
}
function readOrNull(file) {
  try {
    return fs6.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

// src/inject/budget.ts
var UNITS_PER_TOKEN = 20;
var UNITS_ASCII = 6;
var UNITS_OTHER_BMP = 10;
var UNITS_CJK = 20;
var UNITS_ASTRAL = 40;
var SEPARATOR = "\n";
var ELLIPSIS = "\u2026";
var defaultTrailer = (omitted) => `\u2026 ${omitted} more (use session_recall to see them)`;
function isCjk(cp) {
  return cp >= 4352 && cp <= 4607 || // Hangul Jamo
  cp >= 11904 && cp <= 12255 || // CJK radicals
  cp >= 12288 && cp <= 13311 || // CJK punctuation, kana, bopomofo, compatibility
  cp >= 13312 && cp <= 19903 || // CJK extension A
  cp >= 19968 && cp <= 40959 || // CJK unified ideographs
  cp >= 43360 && cp <= 43391 || // Hangul Jamo extended A
  cp >= 44032 && cp <= 55295 || // Hangul syllables and Jamo extended B
  cp >= 63744 && cp <= 64255 || // CJK compatibility ideographs
  cp >= 65072 && cp <= 65103 || // CJK compatibility forms
  cp >= 65280 && cp <= 65519 || // halfwidth and fullwidth forms
  cp >= 131072 && cp <= 262143;
}
function codePointUnits(cp) {
  if (cp < 128) return UNITS_ASCII;
  if (isCjk(cp)) return UNITS_CJK;
  return cp > 65535 ? UNITS_ASTRAL : UNITS_OTHER_BMP;
}
function units(text) {
  let total = 0;
  for (const ch of text) total += codePointUnits(ch.codePointAt(0));
  return total;
}
function budgetUnits(tokens) {
  if (Number.isNaN(tokens) || tokens <= 0) return 0;
  return Math.floor(tokens) * UNITS_PER_TOKEN;
}
function estimateTokens(text) {
  return Math.ceil(units(text) / UNITS_PER_TOKEN);
}
var graphemes = null;
function truncateToUnits(text, room) {
  if (units(text) <= room) return text;
  const roomForText = room - units(ELLIPSIS);
  if (roomForText <= 0) return "";
  let used = 0;
  let cut2 = 0;
  graphemes ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
  for (const { segment, index } of graphemes.segment(text)) {
    const cost = units(segment);
    if (used + cost > roomForText) break;
    used += cost;
    cut2 = index + segment.length;
  }
  let head = text.slice(0, cut2);
  const lastSpace = head.search(/\s\S*$/);
  if (lastSpace > 0 && lastSpace >= head.length * 0.6) head = head.slice(0, lastSpace);
  head = head.trimEnd();
  return head === "" ? "" : head + ELLIPSIS;
}
function compose(header, items, trailer) {
  const parts = header ? [header, ...items] : [...items];
  if (trailer !== void 0) parts.push(trailer);
  return parts.join(SEPARATOR);
}
function fitToBudget(items, budgetTokens, opts = {}) {
  const budget = budgetUnits(budgetTokens);
  const trailerFor = opts.trailer ?? defaultTrailer;
  const header = opts.header || void 0;
  const total = items.length;
  const fits = (text) => units(text) <= budget;
  const result = (text, included) => ({
    text,
    included,
    omitted: total - included,
    tokens: estimateTokens(text)
  });
  let used = header ? units(header) : 0;
  let n = 0;
  for (; n < total; n++) {
    const add = (header || n > 0 ? units(SEPARATOR) : 0) + units(items[n]);
    if (used + add > budget) break;
    used += add;
  }
  for (; n > 0; n--) {
    const text = compose(header, items.slice(0, n), n < total ? trailerFor(total - n) : void 0);
    if (fits(text)) return result(text, n);
  }
  if (total === 0) return result("", 0);
  const rest = total - 1;
  const restTrailer = rest > 0 ? trailerFor(rest) : void 0;
  const room = budget - units(compose(header, [""], restTrailer));
  const cut2 = room > 0 ? truncateToUnits(items[0], room) : "";
  if (cut2 !== "") return result(compose(header, [cut2], restTrailer), 1);
  const allOmitted = trailerFor(total);
  return fits(allOmitted) ? result(allOmitted, 0) : result("", 0);
}

// src/publish/render.ts
var SECTIONS = [
  { type: "decision", title: "Decisions" },
  { type: "convention", title: "Conventions" },
  { type: "preference", title: "Preferences" }
];
var GENERATED_NOTE = "Generated by `claude-memory publish` from the verified, current memory of this project. Change an item with claude-memory (supersede, reject, forget), not here: this text is rewritten. Ids open with `claude-memory explain <id>`.";
var oneLine2 = (s) => s.replace(/\s+/g, " ").trim();
function renderMemoryFile(projectName, items, maxTokens) {
  if (!items.length) return "";
  const head = [`# What the project memory holds (${projectName})`, "", GENERATED_NOTE];
  const lines = [...head];
  let used = estimateTokens(lines.join("\n"));
  let omitted = 0;
  for (const section of SECTIONS) {
    const of = items.filter((i) => i.type === section.type);
    if (!of.length) continue;
    const title = ["", `## ${section.title}`];
    let titled = false;
    for (const item of of) {
      const text = sanitizeText(oneLine2(item.text));
      const reason = item.reason ? sanitizeText(oneLine2(item.reason)) : "";
      const line = `- ${text}${reason ? ` (because ${reason.replace(/\.$/, "")})` : ""}${item.scope ? ` (${item.scope})` : ""} [${item.id}]`;
      const cost = estimateTokens(line) + (titled ? 0 : estimateTokens(title.join("\n")));
      if (used + cost > maxTokens) {
        omitted++;
        continue;
      }
      if (!titled) lines.push(...title);
      titled = true;
      lines.push(line);
      used += cost;
    }
  }
  if (omitted) lines.push("", `\u2026 ${omitted} more verified item${omitted === 1 ? "" : "s"} did not fit; \`claude-memory recall\` finds them.`);
  return `${lines.join("\n")}
`;
}

// src/publish/run.ts
function publishMemory(db, req) {
  const items = publishableItems(db).map((i) => ({ id: itemId(i), type: i.type, text: i.text, reason: i.reason }));
  const all = [...items, ...req.extra ?? []];
  const content = renderMemoryFile(req.project.name, all, req.maxTokens);
  const plan = planPublish(req.mode, { projectRoot: req.project.root, projectKey: req.project.key, home: req.home }, content, readOrNull);
  return { mode: req.mode, items: all.length, changes: applyPublish(plan, req.dryRun), content };
}

// src/inject/failures.ts
function normalizeCommand(summary) {
  return summary.replace(/\s+\((exit -?\d+|failed|interrupted)\)\s*$/i, "").replace(/…$/, "").replace(/^(Bash:\s*)(cd\s+\S+\s*&&\s*)+/, "$1").replace(/\s+/g, " ").trim();
}
function unresolvedFailures(runs) {
  const lastSuccess = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (!r.success) continue;
    const key = `${r.toolName}\0${normalizeCommand(r.summary)}`;
    lastSuccess.set(key, Math.max(lastSuccess.get(key) ?? 0, r.createdAt));
  }
  const open = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (r.success) continue;
    const key = `${r.toolName}\0${normalizeCommand(r.summary)}`;
    if ((lastSuccess.get(key) ?? -Infinity) > r.createdAt) continue;
    open.set(key, r);
  }
  return [...open.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

// src/inject/digest.ts
var SECTION_SHARES = { decisions: 0.3, rules: 0.15, global: 0.1, sessions: 0.3, failures: 0.1, files: 0.05 };
var RULE_TYPES = ["preference", "convention"];
var LOOKBACK_MS = 30 * 864e5;
var day = (ms) => new Date(ms).toISOString().slice(0, 10);
var shortId = (id) => id.slice(0, 8);
var oneLine3 = (s, max) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
};
function buildDigest(db, opts) {
  const current = getSession(db, opts.sessionId);
  const since = opts.source === "resume" && current ? current.startedAt : 0;
  const decisionFilter = { since, exceptSessionId: opts.sessionId };
  const sessionFilter = { since, nonEmpty: true };
  const failuresSince = Math.max(since, opts.now - LOOKBACK_MS);
  const decisions = activeDecisions(db, 50, decisionFilter);
  const rules = activeItems(db, RULE_TYPES, 30, decisionFilter);
  const sessions = recentSessions(db, 20, opts.sessionId, sessionFilter);
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    rules: countActiveItems(db, RULE_TYPES, decisionFilter) - rules.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - sessions.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  const globalItems = since ? [] : opts.globalItems ?? [];
  const firsts = firstPrompts(db, sessions.filter((s) => !s.rollup).map((s) => s.id));
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !rules.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;
  const header = `## Project memory: ${opts.projectName} (claude-memory)
Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), session_timeline(session_id), session_event(event_id).` + (opts.source === "resume" ? " Only what happened since this session began is listed." : "");
  const itemLine = (d) => `- [${d.type}:${d.id}${d.source === "manual" ? ", manual" : ""}${d.trust === "candidate" ? ", unconfirmed" : ""}${d.sharedBy ? `, shared by ${d.sharedBy}` : ""}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(" ")}` : ""}] ${rel(oneLine3(d.decision, 200))}${d.reason ? ` (because ${rel(oneLine3(d.reason, 160))})` : ""}`;
  const sections = [
    { what: "decisions", title: "Active decisions", lines: decisions.map(itemLine) },
    { what: "rules", title: "Preferences and conventions", lines: rules.map(itemLine) },
    { what: "global", title: "Across your projects (global memory)", lines: globalItems.map((g) => `- [${g.id}] ${oneLine3(g.text, 200)}${g.reason ? ` (because ${oneLine3(g.reason, 160)})` : ""}`) },
    { what: "sessions", title: "Recent sessions", lines: sessions.map((s) => rel(sessionLine(s, firsts.get(s.id)))) },
    {
      what: "failures",
      title: "Unresolved failures",
      lines: failures.map((f) => rel(`- [tool:${f.id}] ${oneLine3(f.summary, 140)}${f.error ? `: ${oneLine3(f.error, 120)}` : ""} (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`))
    },
    { what: "files", title: "Hot files", lines: files.map((f) => `- ${rel(f.path)} (${f.count} turns)`) }
  ];
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  const shown = sections.filter((x) => x.lines.length).reduce((sum, x) => sum + SECTION_SHARES[x.what], 0) || 1;
  let remaining = total;
  let carry = 0;
  const parts = [header];
  for (const { what, title, lines } of sections) {
    if (!lines.length) continue;
    const allowance = Math.min(remaining, Math.floor(total * SECTION_SHARES[what] / shown) + carry);
    if (allowance <= 0) {
      carry = 0;
      continue;
    }
    const trailer = (n) => `\u2026 ${n + unfetched[what]} more ${what} (session_recall finds them)`;
    let fitted = fitToBudget(lines, allowance, { header: `
### ${title}`, trailer });
    if (fitted.omitted === 0 && unfetched[what] > 0) {
      const tail = `
${trailer(0)}`;
      const room = fitToBudget(lines, allowance - estimateTokens(tail), { header: `
### ${title}`, trailer });
      fitted = room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
    }
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, allowance - fitted.tokens - 1);
  }
  const text = parts.join("\n").trim();
  return parts.length > 1 ? text : null;
}
function sessionLine(s, firstPrompt) {
  const what = s.rollup ? oneLine3(s.rollup, 320) : firstPrompt ? `asked "${oneLine3(firstPrompt, 160)}" (not summarized yet)` : "not summarized yet";
  return `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: ${what}`;
}
function relativizer(root) {
  if (!root || root === "/") return (t) => t;
  const base = root.endsWith("/") ? root : `${root}/`;
  return (t) => t.split(base).join("");
}

// src/store/injected.ts
function alreadyInjected(db, sessionId, memoryIds) {
  const shown = db.prepare("SELECT 1 FROM injected_memories WHERE session_id = ? AND memory_id = ?");
  return new Set(memoryIds.filter((id) => shown.get(sessionId, id)));
}
function markInjected(db, sessionId, memoryIds, at) {
  const mark = db.prepare("INSERT OR IGNORE INTO injected_memories (session_id, memory_id, injected_at) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const id of memoryIds) mark.run(sessionId, id, at);
  }).immediate();
}

// src/inject/prompt.ts
var INJECTION_SNIPPET_CHARS = 700;
var MIN_PROMPT_CHARS = 12;
async function buildPromptContext(db, prompt, search, opts) {
  if (opts.maxItems <= 0 || prompt.trim().length < MIN_PROMPT_CHARS) return null;
  const started = opts.now();
  const hits = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;
  const shown = alreadyInjected(db, opts.sessionId, hits.map((h) => h.id));
  const fresh = hits.filter((h) => h.relevant && h.session_id !== opts.sessionId && !shown.has(h.id)).slice(0, opts.maxItems);
  if (!fresh.length) return null;
  const lines = fresh.map((h) => {
    const where = h.session_id ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ""}, ${h.created_at.slice(0, 10)})` : "";
    const marks = `${h.trust === "candidate" ? ", unconfirmed" : ""}${h.shared_by ? `, shared by ${h.shared_by}` : ""}${h.conflicts_with?.length ? `, conflicts with ${h.conflicts_with.join(" ")}` : ""}`;
    const stale = h.superseded_by ? ` [superseded by ${h.superseded_by}]` : "";
    return `- [${h.id}${marks}]${stale} ${h.snippet}${where}`;
  });
  const fitted = fitToBudget(lines, opts.budgetTokens, {
    header: "Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):",
    trailer: (n) => `\u2026 ${n} more (session_recall finds them)`
  });
  if (fitted.included === 0) return null;
  markInjected(db, opts.sessionId, fresh.slice(0, fitted.included).map((h) => h.id), opts.now());
  return fitted.text;
}

// src/inject/global.ts
var ORDER = ["preference", "convention", "decision"];
var POOL_FACTOR = 2;
function globalDigestItems(projectDb, globalDb, limit = 30) {
  return currentVerifiedItems(globalDb, ORDER, limit * POOL_FACTOR).filter((r) => !findEquivalentItem(projectDb, r.type, r.text, r.subjectKey)).slice(0, limit).map((r) => ({ id: scopedId("global", itemId(r)), type: r.type, text: r.text, reason: r.reason }));
}

// src/store/statements.ts
var cache = /* @__PURE__ */ new WeakMap();
var MAX_PER_DB = 200;
function statement(db, sql) {
  let byText = cache.get(db);
  if (!byText) cache.set(db, byText = /* @__PURE__ */ new Map());
  let stmt = byText.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (byText.size >= MAX_PER_DB) byText.delete(byText.keys().next().value);
    byText.set(sql, stmt);
  }
  return stmt;
}

// src/store/search.ts
var ITEM_KINDS_SQL = `('decision', 'preference', 'convention', 'discovery', 'code_area')`;
var DOC_COLUMNS = "d.id AS docId, d.kind, d.ref_id AS refId, d.session_id AS sessionId, d.prompt_number AS promptNumber, d.source, d.active, d.trust, d.text, d.created_at AS createdAt";
function filterSql(f, params) {
  const where = [`(d.trust IS NULL OR d.trust != 'rejected')`];
  if (f.asOf != null) {
    where.push(`d.created_at <= ?`);
    where.push(`(d.kind NOT IN ${ITEM_KINDS_SQL} OR EXISTS (SELECT 1 FROM memory_items i WHERE i.id = CAST(d.ref_id AS INTEGER)
      AND i.valid_from <= ? AND (i.valid_to IS NULL OR i.valid_to > ?) AND i.recorded_at <= ? AND (i.retracted_at IS NULL OR i.retracted_at > ?)))`);
    params.push(f.asOf, f.asOf, f.asOf, f.asOf, f.asOf);
  } else if (!f.includeInactive) where.push("d.active = 1");
  if (f.sessionId) {
    where.push("d.session_id = ?");
    params.push(f.sessionId);
  }
  if (f.exceptSessionId) {
    where.push("d.session_id IS NOT ?");
    params.push(f.exceptSessionId);
  }
  if (f.kinds?.length) {
    where.push(`d.kind IN (${f.kinds.map(() => "?").join(", ")})`);
    params.push(...f.kinds);
  }
  if (f.sources?.length) {
    where.push(`d.source IN (${f.sources.map(() => "?").join(", ")})`);
    params.push(...f.sources);
  }
  if (f.trusts?.length) {
    where.push(`d.trust IN (${f.trusts.map(() => "?").join(", ")})`);
    params.push(...f.trusts);
  }
  if (f.since != null) {
    where.push("d.created_at >= ?");
    params.push(f.since);
  }
  if (f.until != null) {
    where.push("d.created_at <= ?");
    params.push(f.until);
  }
  if (f.filePath) {
    const like = `%${f.filePath.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(`(d.text LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM turn_summaries s WHERE s.session_id = d.session_id
      AND s.prompt_number = d.prompt_number AND s.evidence_json LIKE ? ESCAPE '\\'))`);
    params.push(like, like);
  }
  return where.length ? `AND ${where.join(" AND ")}` : "";
}
var mapDoc = (r) => ({ ...r, active: r.active === 1 });
function ftsSearch(db, index, match, filters, limit) {
  if (!hasAnyFilter(filters)) {
    const fetch = limit + TOP_SLACK;
    const conditionParams = [];
    const conditions = filterSql(filters, conditionParams);
    const rows2 = statement(
      db,
      `SELECT ${DOC_COLUMNS}, (1 = 1 ${conditions}) AS passes
       FROM (SELECT rowid AS id, bm25(${index}) AS score FROM ${index} WHERE ${index} MATCH ? ORDER BY score LIMIT ?) f
       JOIN search_docs d ON d.id = f.id ORDER BY f.score, f.id`
    ).all(...conditionParams, match, fetch);
    const kept = rows2.filter((r) => r.passes === 1);
    if (kept.length >= limit || rows2.length < fetch) return kept.slice(0, limit).map(({ passes: _, ...r }) => mapDoc(r));
  }
  const params = [match];
  const extra = filterSql(filters, params);
  params.push(limit);
  const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM ${index} JOIN search_docs d ON d.id = ${index}.rowid WHERE ${index} MATCH ? ${extra} ORDER BY bm25(${index}), d.id LIMIT ?`).all(
    ...params
  );
  return rows.map(mapDoc);
}
function ftsSearchHolding(db, match, alsoMatches, filters, limit, newest = null) {
  const matching = (expr) => newest == null ? statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts), rowid").pluck().all(expr) : statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ?").pluck().all(expr, newest);
  const rankOf = new Map(matching(match).map((id, rank2) => [id, rank2]));
  const holds = /* @__PURE__ */ new Map();
  for (const also of alsoMatches) {
    const ids2 = newest == null ? statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ?").pluck().all(also) : matching(also);
    for (const id of ids2) holds.set(id, (holds.get(id) ?? 0) + 1);
  }
  const ids = [.../* @__PURE__ */ new Set([...rankOf.keys(), ...holds.keys()])];
  const rank = (id) => rankOf.get(id) ?? rankOf.size - id / Number.MAX_SAFE_INTEGER;
  const order = ids.sort((a, b) => (holds.get(b) ?? 0) - (holds.get(a) ?? 0) || rank(a) - rank(b));
  const out = [];
  for (let i = 0; i < order.length && out.length < limit; i += HOLDING_CHUNK) {
    const chunk = order.slice(i, i + HOLDING_CHUNK);
    const params = [...chunk];
    const extra = filterSql(filters, params);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => "?").join(",")}) ${extra}`).all(...params);
    const byId = new Map(rows.map((r) => [r.docId, r]));
    for (const id of chunk) {
      const r = byId.get(id);
      if (r && out.length < limit) out.push(mapDoc(r));
    }
  }
  return out;
}
var HOLDING_CHUNK = 128;
var TOP_SLACK = 20;
function docsByIds(db, ids) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => "?").join(",")})`).all(...chunk);
    for (const r of rows) out.set(r.docId, mapDoc(r));
  }
  return out;
}
function docByRef(db, kind, ref) {
  const r = db.prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.kind = ? AND d.ref_id = ?`).get(kind, ref);
  return r ? mapDoc(r) : null;
}
function filteredDocIds(db, filters) {
  const params = [];
  const extra = filterSql(filters, params);
  const rows = db.prepare(`SELECT d.id FROM search_docs d WHERE 1 = 1 ${extra}`).all(...params);
  return new Set(rows.map((r) => r.id));
}
var hasAnyFilter = (f) => Boolean(f.sessionId || f.exceptSessionId || f.kinds?.length || f.sources?.length || f.trusts?.length || f.since != null || f.until != null || f.filePath || f.asOf != null);
var VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
var EXACT_DF_UP_TO = 1e4;
function docFrequencies(db, words2, exceptSessionId) {
  const except = exceptSessionId ?? null;
  const all = statement(db, "SELECT n FROM search_doc_count WHERE id = 1").get().n;
  const total = { n: except ? all - statement(db, "SELECT count(*) AS n FROM search_docs WHERE session_id = ?").get(except).n : all };
  const span = {
    lo: statement(db, "SELECT min(id) AS id FROM search_docs").get().id,
    hi: statement(db, "SELECT max(id) AS id FROM search_docs").get().id
  };
  const count = except ? statement(
    db,
    "SELECT count(*) AS n, max(id) AS last FROM (SELECT f.rowid AS id FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH ? AND d.session_id IS NOT ? LIMIT ?)"
  ) : statement(db, "SELECT count(*) AS n, max(id) AS last FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? LIMIT ?)");
  const df = /* @__PURE__ */ new Map();
  for (const w of words2) {
    const match = `"${w.replace(/"/g, '""')}"`;
    const { n, last } = except ? count.get(match, except, EXACT_DF_UP_TO + 1) : count.get(match, EXACT_DF_UP_TO + 1);
    if (n <= EXACT_DF_UP_TO || last == null || span.lo == null || span.hi == null) df.set(w, n);
    else df.set(w, Math.min(total.n, Math.max(n, Math.round(n * (span.hi - span.lo + 1) / (last - span.lo + 1)))));
  }
  return { total: total.n, df };
}
function turnCards(db, turns) {
  const out = /* @__PURE__ */ new Map();
  const stmt = db.prepare("SELECT id, card FROM turn_summaries WHERE session_id = ? AND prompt_number = ? AND card IS NOT NULL");
  for (const t of turns) {
    const row = stmt.get(t.sessionId, t.promptNumber);
    if (row) out.set(`${t.sessionId}#${t.promptNumber}`, { id: row.id, text: row.card });
  }
  return out;
}
function turnsInProgress(db, turns, since) {
  const out = /* @__PURE__ */ new Map();
  const stmt = db.prepare(
    `SELECT p.text FROM sessions s JOIN prompts p ON p.session_id = s.id AND p.prompt_number = @promptNumber
     WHERE s.id = @sessionId AND s.status = 'active' AND s.prompt_count = @promptNumber AND p.created_at >= @since
       AND NOT EXISTS (SELECT 1 FROM assistant_messages a WHERE a.session_id = s.id AND a.prompt_number = @promptNumber)
       AND NOT EXISTS (SELECT 1 FROM turn_summaries u WHERE u.session_id = s.id AND u.prompt_number = @promptNumber)`
  );
  for (const t of turns) {
    const row = stmt.get({ ...t, since });
    if (row) out.set(`${t.sessionId}#${t.promptNumber}`, row.text);
  }
  return out;
}
function currentSuccessors(db, docs) {
  const out = /* @__PURE__ */ new Map();
  const byId = db.prepare(`SELECT id, superseded_by FROM memory_items WHERE id = ? AND status = 'superseded' AND superseded_by IS NOT NULL`);
  const byTurn = db.prepare(
    `SELECT id, superseded_by FROM memory_items WHERE session_id = ? AND prompt_number = ? AND status = 'superseded' AND superseded_by IS NOT NULL ORDER BY id LIMIT 1`
  );
  const next = db.prepare(`SELECT id, type, text, reason, status, trust, superseded_by, session_id, prompt_number, source, created_at FROM memory_items WHERE id = ?`);
  for (const d of docs) {
    const start = ITEM_KINDS.has(d.kind) ? byId.get(Number(d.refId)) : d.sessionId && d.promptNumber != null ? byTurn.get(d.sessionId, d.promptNumber) : void 0;
    if (!start) continue;
    let id = start.superseded_by;
    const visited = /* @__PURE__ */ new Set([start.id]);
    let last;
    while (id != null && !visited.has(id)) {
      visited.add(id);
      const row = next.get(id);
      if (!row) break;
      last = row;
      if (row.status === "active") break;
      id = row.superseded_by;
    }
    if (!last || last.trust === "rejected") continue;
    out.set(d.docId, {
      id: last.id,
      type: last.type,
      text: last.text + (last.reason ? ` \u2014 because ${last.reason}` : ""),
      sessionId: last.session_id,
      promptNumber: last.prompt_number,
      source: last.source,
      createdAt: last.created_at
    });
  }
  return out;
}
var ITEM_KINDS = /* @__PURE__ */ new Set(["decision", "preference", "convention", "discovery", "code_area"]);

// src/recall/fts-query.ts
var MAX_QUERY_INPUT_CHARS = 2e3;
var MAX_WORD_TERMS = 32;
var MAX_TRIGRAM_TERMS = 48;
var MAX_TRIGRAM_TERM_CHARS = 64;
var STOP_WORDS = new Set(
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves".split(" ")
);
var CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
var CJK_LETTER = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]$/u;
var LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
var WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
var TRIGRAM_BREAK = /^[\s"'`(){}[\]<>,;!?*^|\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{So}\p{Sk}\p{C}]$/u;
var TRIM_EDGES = /^[.:\-/\\]+|[.:\-/\\]+$/gu;
function hasCjk(s) {
  return CJK_SCRIPT.test(s);
}
function quote(term) {
  return `"${term.replace(/"/g, '""')}"`;
}
function clip(input) {
  return input.length > MAX_QUERY_INPUT_CHARS ? input.slice(0, MAX_QUERY_INPUT_CHARS) : input;
}
function unique(terms) {
  return [...new Set(terms)];
}
function wordQueryTerms(input) {
  const raw = clip(input).normalize("NFC").toLowerCase().match(WORD_TOKEN) ?? [];
  return contentTerms(raw, false).slice(0, MAX_WORD_TERMS);
}
function alsoHolding(match, term) {
  return `(${match}) AND ${quote(term)}`;
}
function orQuery(terms) {
  return terms.length > 0 ? terms.map(quote).join(" OR ") : null;
}
function contentTerms(body, hasPrefix) {
  const content = body.filter((t) => !STOP_WORDS.has(t));
  return unique(content.length > 0 || hasPrefix ? content : body);
}
function affordableTerms(terms, df, budget) {
  const byRarity = [...terms].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
  const kept = /* @__PURE__ */ new Set();
  let rows = 0;
  for (const t of byRarity) {
    const n = df.get(t) ?? 0;
    if (rows > 0 && rows + n > budget) break;
    kept.add(t);
    rows += n;
  }
  return { terms: terms.filter((t) => kept.has(t)), dropped: terms.filter((t) => !kept.has(t)), overBudget: rows > budget };
}
function segments(text) {
  const out = [];
  let cur = null;
  for (const ch of text) {
    if (TRIGRAM_BREAK.test(ch)) {
      cur = null;
      continue;
    }
    const cjk = CJK_LETTER.test(ch) && LETTER_OR_DIGIT.test(ch);
    if (!cjk && CJK_LETTER.test(ch)) {
      cur = null;
      continue;
    }
    if (!cur || cur.cjk !== cjk) {
      cur = { cjk, chars: [] };
      out.push(cur);
    }
    cur.chars.push(ch);
  }
  return out;
}
function buildTrigramQuery(input) {
  const text = clip(input).normalize("NFC").toLowerCase();
  const cjkTerms = [];
  let wordTerms = [];
  for (const seg of segments(text)) {
    if (seg.cjk) {
      for (let i = 0; i + 3 <= seg.chars.length; i++) cjkTerms.push(seg.chars.slice(i, i + 3).join(""));
      continue;
    }
    const term = [...seg.chars.join("").replace(TRIM_EDGES, "")];
    if (term.length >= 3) wordTerms.push(term.slice(0, MAX_TRIGRAM_TERM_CHARS).join(""));
  }
  if (wordTerms.length > 0) {
    const kept = wordTerms.filter((t) => !STOP_WORDS.has(t));
    wordTerms = kept.length > 0 || cjkTerms.length > 0 ? kept : wordTerms;
  }
  const terms = unique([...wordTerms, ...cjkTerms]).slice(0, MAX_TRIGRAM_TERMS);
  return terms.length > 0 ? terms.map(quote).join(" OR ") : null;
}

// src/store/team.ts
function teamOf(db, id) {
  return db.prepare("SELECT team, shared_by AS sharedBy FROM memory_items WHERE id = ? AND team_uid IS NOT NULL").get(id) ?? null;
}

// src/recall/fuse.ts
var KIND_PRIORS = Object.fromEntries(ALL_KINDS.map((k) => [k, MEMORY_KINDS[k].prior]));
var RANK_PRIORS = {
  /** RRF damping constant; 60 is the value from Cormack et al. (2009) and works without tuning. */
  rrfK: 60,
  /** By search_docs.kind, from the kind registry (store/kinds.ts). Unknown kinds get 1. */
  kind: KIND_PRIORS,
  /**
   * By an item's trust: a verified item ranks above an unconfirmed candidate of equal relevance. Candidates keep 1, so
   * an extracted decision still ranks as decisions did before review existed.
   */
  trust: {
    verified: 1.08,
    candidate: 1
  },
  /** By search_docs.source: what the user chose to remember outranks what was captured. */
  source: {
    manual: 1.1,
    auto: 1,
    // Imported rows carry no curation signal we can trust.
    migrated: 1
  },
  recency: {
    /** A memory from today gets at most this much extra (+15%); old memories tend to 1, never below. */
    maxBoost: 0.15,
    halfLifeDays: 30
  }
};
function bestRank(ranks) {
  let best = Infinity;
  for (const r of Object.values(ranks)) if (r < best) best = r;
  return best;
}
function compareHits(a, b) {
  if (a.score !== b.score) return b.score - a.score;
  const ra = bestRank(a.ranks);
  const rb = bestRank(b.ranks);
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function fuseRankings(lists, k = RANK_PRIORS.rrfK) {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`RRF k must be a finite number >= 0, got ${k}`);
  const byId = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (!(list.weight > 0) || !Number.isFinite(list.weight)) continue;
    list.ids.forEach((id, i) => {
      let hit = byId.get(id);
      if (!hit) {
        hit = { id, score: 0, ranks: {} };
        byId.set(id, hit);
      }
      if (hit.ranks[list.name] !== void 0) return;
      hit.ranks[list.name] = i + 1;
      hit.score += list.weight / (k + i + 1);
    });
  }
  return [...byId.values()].sort(compareHits);
}
function recencyFactor(ageDays, halfLifeDays = RANK_PRIORS.recency.halfLifeDays, maxBoost = RANK_PRIORS.recency.maxBoost) {
  if (!Number.isFinite(ageDays) || !(halfLifeDays > 0)) return 1;
  return 1 + maxBoost * 2 ** (-Math.max(0, ageDays) / halfLifeDays);
}
function priorFactor(prior, halfLifeDays = RANK_PRIORS.recency.halfLifeDays) {
  const kind = RANK_PRIORS.kind[prior.kind] ?? 1;
  const source = RANK_PRIORS.source[prior.source] ?? 1;
  const trust = prior.trust ? RANK_PRIORS.trust[prior.trust] ?? 1 : 1;
  return kind * source * trust * recencyFactor(prior.ageDays, halfLifeDays);
}
function applyPriors(hits, priors, opts = {}) {
  return hits.map((h) => {
    const prior = priors.get(h.id);
    const factor = prior ? priorFactor(prior, opts.halfLifeDays) : 1;
    return { ...h, baseScore: h.score, score: h.score * factor };
  }).sort(compareHits);
}

// src/recall/terms.ts
var STOP_WORDS2 = new Set(
  "a about above after again against all also am an and any are aren as at be because been before being below between both but by can cannot could couldn did didn do does doesn doing don done down during each either else ever every few for from further get gets got had has have having he her here hers him his how i if in into is isn it its itself just let lets like ll me might more most must my myself need no nor not now of off ok okay on once only or other ought our ours out over own please re same shall she should so some such than that the their theirs them then there these they this those through to too under until up us ve very via was wasn we were what whats when where which while who whom why will with won would you your yours thanks thank hey hi hello sure yes yeah yet want wanted know tell remind remember recall again anything something one still go going make use used using thing things way whether s t d m".split(/\s+/)
);
var MAX_TERMS = 24;
var WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}_]*/gu;
var CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function stem(word) {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("ly") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("es") && /(x|ch|sh|ss|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}
function words(text) {
  const out = [];
  for (const m of text.normalize("NFC").matchAll(WORD)) {
    const raw = m[0];
    const parts = raw.replace(/([a-z\d])([A-Z])/g, "$1 $2").split(/[_\s]+/).filter(Boolean);
    for (const p of parts) out.push(p.toLowerCase());
    if (parts.length > 1) out.push(raw.toLowerCase());
  }
  return out;
}
function queryWords(query) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const text = query.slice(0, 2e3).normalize("NFC");
  let previousEnd = -1;
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const sentenceStart = previousEnd < 0 || /[.!?\n]/.test(text.slice(previousEnd, m.index));
    previousEnd = m.index + raw.length;
    const named = new RegExp("\\p{Lu}", "u").test(raw.slice(1)) || !sentenceStart && new RegExp("^\\p{Lu}", "u").test(raw);
    for (const w of words(raw)) {
      if (STOP_WORDS2.has(w) || w.length < 2 && !/\d/.test(w) && !CJK.test(w)) continue;
      const term = stem(w);
      if (!seen.has(term)) {
        seen.add(term);
        out.push({ term, word: w, named });
      }
    }
  }
  return out.slice(0, MAX_TERMS);
}
function termSet(text, stems) {
  const out = /* @__PURE__ */ new Set();
  for (const w of words(text)) {
    let s = stems?.get(w);
    if (s === void 0) {
      s = stem(w);
      stems?.set(w, s);
    }
    out.add(s);
  }
  return out;
}
function withShortForms(query) {
  const extra = [];
  for (const m of query.matchAll(/\b(\d{1,2}(?:\.\d+)?)(?:st|nd|rd|th)?[- ]percentile\b/gi)) extra.push(`p${m[1]}`);
  if (/\bmedian\b/i.test(query)) extra.push("p50");
  return extra.length ? `${query} ${[...new Set(extra)].join(" ")}` : query;
}

// src/recall/relevance.ts
var RELEVANCE_FLOOR = {
  keyword: 0.25,
  cosineFrom: 0.45,
  cosineTo: 0.75,
  vectorCredit: 0.3,
  unknownName: 4
};
function inverseDocumentFrequency(df, total) {
  return Math.log(1 + Math.max(0, total - df + 0.5) / (df + 0.5));
}
function weighTerms(terms, df, total, named = /* @__PURE__ */ new Set()) {
  const n = Math.max(total, 1);
  const known = terms.filter((t) => (df.get(t) ?? 0) > 0).map((t) => inverseDocumentFrequency(df.get(t), n));
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  return terms.map((term) => {
    const count = df.get(term) ?? 0;
    if (count > 0) return { term, idf: inverseDocumentFrequency(count, n), known: true };
    return { term, idf: average * (named.has(term) ? RELEVANCE_FLOOR.unknownName : 1), known: false };
  });
}
function keywordCoverage(terms, textTerms) {
  let total = 0;
  let found = 0;
  for (const t of terms) {
    total += t.idf;
    if (t.known !== false && (textTerms.has(t.term) || textTerms.has(stem(t.term)))) found += t.idf;
  }
  return total > 0 ? found / total : 0;
}
function relevance(coverage, cosine) {
  const f = RELEVANCE_FLOOR;
  if (!(coverage > 0)) return 0;
  const closeness = cosine == null ? 0 : Math.min(1, Math.max(0, (cosine - f.cosineFrom) / (f.cosineTo - f.cosineFrom)));
  return coverage + f.vectorCredit * closeness;
}
function passesFloor(relevanceScore, floor = RELEVANCE_FLOOR.keyword) {
  return relevanceScore >= floor;
}

// src/recall/snippet.ts
var GAP = " \u2026 ";
var NUMBER = /\d/;
var SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"'`(\[])/;
var MAX_SEGMENT = 400;
var NEIGHBOURS = 3;
var ASKS_FOR_NUMBER = /\b(how (many|much|long|big|fast|slow|large|often)|what (version|size|limit|port|number|count|percent)|which version|latency|p\d\d|timing|duration|count|number|size|limit|version|timeout|threshold|rate|memory|percent)/i;
var ASKS_FOR_PLACE = /\b(where\b|(which|what) (file|module|folder|directory|dir|package|script|path)s?\b)/i;
var PATH = /(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:py|ts|tsx|js|mjs|cjs|go|rs|rb|java|kt|cs|php|sql|ya?ml|toml|json|ini|cfg|conf|env|md|sh|css|html)\b/;
var PLACE_TERMS = ["file", "module", "folder", "directory", "dir", "path", "package", "script"].map(stem);
function segmentsOf(text) {
  const out = [];
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (line.length <= 160) {
      out.push(line);
      continue;
    }
    for (const s of line.split(SENTENCE_END)) {
      const piece = s.trim();
      if (!piece) continue;
      for (let i = 0; i < piece.length; i += MAX_SEGMENT) out.push(piece.slice(i, i + MAX_SEGMENT));
    }
  }
  return out;
}
function meanIdf(terms) {
  const weights = terms.filter((t) => t.idf > 0).map((t) => t.idf);
  return weights.length ? weights.reduce((a, b) => a + b, 0) / weights.length : 0;
}
function cut(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${space > max * 0.6 ? head.slice(0, space) : head}\u2026`;
}
function around(text, terms, max) {
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const t of terms) {
    if (!(t.idf > 0)) continue;
    const at = lower.indexOf(t.term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return cut(text, max);
  const start = Math.max(0, first - Math.floor(max / 3));
  const body = cut(text.slice(start), max - (start > 0 ? 1 : 0));
  return start > 0 ? `\u2026${body}` : body;
}
function readUnit(text, query, terms, maxChars) {
  const segments2 = segmentsOf(text);
  const words2 = /* @__PURE__ */ new Set();
  const wantsNumber = ASKS_FOR_NUMBER.test(query);
  const wantsPlace = ASKS_FOR_PLACE.test(query);
  const numberBonus = wantsNumber ? meanIdf(terms) * 0.5 : 0;
  const placeBonus = wantsPlace ? meanIdf(terms) * 0.5 : 0;
  let hasPath = false;
  const stems = /* @__PURE__ */ new Map();
  const scored = segments2.map((s, index) => {
    const segWords = termSet(s, stems);
    for (const w of segWords) words2.add(w);
    const namesPath = wantsPlace && PATH.test(s);
    if (namesPath) {
      hasPath = true;
      for (const t of PLACE_TERMS) segWords.add(t);
    }
    let score = 0;
    for (const t of terms) if (segWords.has(t.term)) score += t.idf;
    if (score > 0 && NUMBER.test(s)) score += numberBonus;
    if (score > 0 && namesPath) score += placeBonus;
    return { text: s, index, score };
  });
  if (hasPath) for (const t of PLACE_TERMS) words2.add(t);
  if (!segments2.length) return { snippet: "", words: words2 };
  const flat = segments2.join(" ");
  if (flat.length <= maxChars) return { snippet: flat, words: words2 };
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  if (!ranked.length) return { snippet: cut(flat, maxChars), words: words2 };
  const chosen = /* @__PURE__ */ new Map();
  let used = 0;
  const cost = (s) => s.length + GAP.length;
  const take = (i, s) => {
    chosen.set(i, s);
    used += cost(s);
  };
  for (const seg of ranked) {
    if (chosen.has(seg.index)) continue;
    const room = maxChars - used;
    if (room < 40) break;
    if (cost(seg.text) <= room) take(seg.index, seg.text);
    else if (chosen.size === 0) take(seg.index, around(seg.text, terms, room - GAP.length));
    else continue;
    if (wantsNumber) {
      let added = 0;
      for (const j of [seg.index + 1, seg.index + 2, seg.index + 3, seg.index - 1]) {
        const n = scored[j];
        if (added >= NEIGHBOURS || !n || chosen.has(j) || !NUMBER.test(n.text) || n.text.length > 160) continue;
        if (cost(n.text) > maxChars - used) break;
        take(j, n.text);
        added++;
      }
    }
  }
  const order = [...chosen.keys()].sort((a, b) => a - b);
  let out = "";
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const sep = k === 0 ? i > 0 ? "\u2026" : "" : order[k - 1] === i - 1 ? " " : GAP;
    out += sep + chosen.get(i);
  }
  if (order[order.length - 1] < segments2.length - 1 && !out.endsWith("\u2026")) out = out.length < maxChars ? `${out}\u2026` : `${out.slice(0, maxChars - 1)}\u2026`;
  return { snippet: cut(out, maxChars), words: words2 };
}

// src/store/vectors.ts
var VECTOR_KINDS_SQL2 = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
var toFloat32 = (blob) => {
  const copy = new Float32Array(blob.byteLength / 4);
  new Uint8Array(copy.buffer).set(blob);
  return copy;
};
function storeIdentity(db) {
  return db.prepare("SELECT token FROM store_identity WHERE id = 1").get().token;
}
function vectorLogHead(db) {
  return db.prepare("SELECT max(seq) AS seq FROM vector_log").get().seq ?? 0;
}
function vectorCount(db, model) {
  return db.prepare(`SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL2})`).get(model).n;
}
function readAllVectors(db, model, onRow) {
  const stmt = db.prepare(
    `SELECT e.doc_id, e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id
     WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL2}) ORDER BY e.doc_id`
  );
  return db.transaction(() => {
    const seq = vectorLogHead(db);
    for (const [docId, bytes] of stmt.raw().iterate(model)) onRow(docId, bytes);
    return seq;
  })();
}
function vectorChangesSince(db, model, afterSeq, maxEntries) {
  return db.transaction(() => {
    const oldest = db.prepare("SELECT min(seq) AS seq FROM vector_log").get().seq;
    const head = vectorLogHead(db);
    if (oldest == null || afterSeq < oldest - 1 || afterSeq > head || head - afterSeq > maxEntries) return null;
    const entries = db.prepare("SELECT doc_id AS docId, model, added FROM vector_log WHERE seq > ? ORDER BY seq").all(afterSeq);
    const last = /* @__PURE__ */ new Map();
    for (const e of entries) if (e.docId > 0) last.set(e.docId, e.added === 1 && e.model === model);
    const removals = [];
    const wanted = [];
    for (const [docId, present] of last) (present ? wanted : removals).push(docId);
    const upserts = [];
    const fetch = db.prepare(
      `SELECT e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.doc_id = ? AND e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL2})`
    );
    for (const docId of wanted) {
      const row = fetch.get(docId, model);
      if (row) upserts.push({ docId, vector: toFloat32(row.vector) });
      else removals.push(docId);
    }
    return { seq: head, upserts, removals };
  })();
}
var BY_ID_CHUNK = 256;
function vectorsByDocIds(db, model, docIds) {
  const out = /* @__PURE__ */ new Map();
  const full = statement(db, `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${Array(BY_ID_CHUNK).fill("?").join(",")})`).raw();
  for (let i = 0; i < docIds.length; i += BY_ID_CHUNK) {
    const chunk = docIds.slice(i, i + BY_ID_CHUNK);
    const stmt = chunk.length === BY_ID_CHUNK ? full : statement(db, `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${chunk.map(() => "?").join(",")})`).raw();
    for (const [docId, blob] of stmt.all(model, ...chunk)) out.set(docId, toFloat32(blob));
  }
  return out;
}

// src/recall/wasm/dot-wasm.ts
var DOT_WASM_BASE64 = "AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcUAgZtZW1vcnkCAAdkb3RzX2k4AAAK9wEB9AECAn8EeyAEIAFBAnRqIQUCQANAIAQgBU8NAf0MAAAAAAAAAAAAAAAAAAAAACEJ/QwAAAAAAAAAAAAAAAAAAAAAIQpBACEGAkADQCAGIAJPDQEgACAGav0ABAAhByADIAZq/QAEACEIIAkgByAI/ZwBIAcgCP2dAf2OAf1+/a4BIQkgACAGav0ABBAhByADIAZq/QAEECEIIAogByAI/ZwBIAcgCP2dAf2OAf1+/a4BIQogBkEgaiEGDAALCyAJIAr9rgEhCSAEIAn9GwAgCf0bAWogCf0bAiAJ/RsDamo2AgAgACACaiEAIARBBGohBAwACwsL";

// src/recall/vector-index.ts
var MAX_REPLAY = 2e4;
var RESNAPSHOT_SHARE = 0.1;
var RESNAPSHOT_MIN = 1e3;
var RERANK_FACTOR = 2;
var RERANK_MARGIN = 64;
var CODE_MAX = 127;
var VECTORS_AT = 64 * 1024;
var MAX_DIMS = VECTORS_AT;
var PAGE = 64 * 1024;
var dotModule = null;
function newKernel() {
  dotModule ??= new WebAssembly.Module(Buffer.from(DOT_WASM_BASE64, "base64"));
  const { exports } = new WebAssembly.Instance(dotModule, {});
  return exports;
}
function quantize(vector, codes) {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  if (!(max > 0) || !Number.isFinite(max)) {
    codes.fill(0, 0, vector.length);
    return 0;
  }
  const inv = CODE_MAX / max;
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i] * inv);
  return max / CODE_MAX;
}
var VectorIndex = class {
  constructor(opts = {}) {
    this.opts = opts;
  }
  opts;
  db = null;
  model = null;
  identity = "";
  dims = 0;
  /** Bytes from one vector's codes to the next: dims rounded up to 32 (the kernel's step), padded with zeros. */
  stride = 0;
  /** Doc id per slot; -1 marks a removed slot (compacted away when they pile up). */
  ids = new Float64Array(0);
  /** Scale per slot: the vector is about its codes times this. */
  scales = new Float32Array(0);
  kernel = newKernel();
  /** The codes, a view of the kernel's memory (renewed when the memory grows). */
  codes = new Int8Array(0);
  capacity = 0;
  slots = 0;
  removed = 0;
  /** doc id -> slot, built on the first replacement or removal (most indexes only ever grow). */
  slotOf = null;
  /** Exact vectors of an index built by hand with add(); a store-backed index reads them from the store. */
  added = null;
  /** Vector log position the index reflects. */
  seq = -1;
  snapshotSeq = -1;
  addedSinceSnapshot = 0;
  snapshotScheduled = false;
  /** Reused to read a row's bytes as floats (a blob's bytes need not be 4-aligned). */
  rowFloats = new Float32Array(0);
  /** Brings the index up to date with the store for `model` (a model change reloads it). */
  refresh(db, model) {
    if (db !== this.db || model !== this.model) return this.load(db, model);
    const head = vectorLogHead(db);
    if (head === this.seq) return;
    const changes = vectorChangesSince(db, model, this.seq, MAX_REPLAY);
    if (!changes) return this.load(db, model, false);
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot += changes.upserts.length;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
  }
  /**
   * Adds (or replaces) one vector by hand, for an index used without a store (the scan's own tests and benchmark).
   * A later refresh() from a store starts over from that store.
   */
  add(docId, vector) {
    if (this.db) throw new Error("this index mirrors a store; vectors come from its refresh()");
    this.added ??= /* @__PURE__ */ new Map();
    this.added.set(docId, Float32Array.from(vector));
    this.upsert(docId, vector);
  }
  get size() {
    return this.slots - this.removed;
  }
  /** Top-k doc ids by exact cosine, best first (ties: lower doc id first), optionally restricted to an allowed set. */
  search(query, k, allowed) {
    if (k <= 0 || query.length !== this.dims || this.dims === 0 || this.slots === 0) return [];
    const candidates = this.candidates(query, Math.max(k * RERANK_FACTOR, k + RERANK_MARGIN), allowed);
    const exact = this.db && this.model ? vectorsByDocIds(this.db, this.model, candidates) : this.added;
    const hits = [];
    for (const docId of candidates) {
      const v = exact.get(docId);
      if (!v || v.length !== query.length) continue;
      let score = 0;
      for (let i = 0; i < v.length; i++) score += v[i] * query[i];
      hits.push({ docId, score });
    }
    return hits.sort((a, b) => b.score - a.score || a.docId - b.docId).slice(0, k);
  }
  /** The `n` best doc ids by the int8 scan (their order is approximate; the set is what the re-rank needs). */
  candidates(query, n, allowed) {
    const scoresAt = VECTORS_AT + this.capacity * this.stride;
    this.ensureMemory(scoresAt + this.slots * 4);
    const memory = this.kernel.memory.buffer;
    const q = new Int8Array(memory, 0, this.stride);
    quantize(query, q);
    q.fill(0, this.dims);
    this.kernel.dots_i8(VECTORS_AT, this.slots, this.stride, 0, scoresAt);
    const dots = new Int32Array(memory, scoresAt, this.slots);
    const ids = this.ids;
    const scales = this.scales;
    const heapScores = new Float64Array(n);
    const heapIds = new Float64Array(n);
    let size = 0;
    for (let i = 0; i < this.slots; i++) {
      const id = ids[i];
      if (id < 0) continue;
      const score = dots[i] * scales[i];
      if (size === n && !(score > heapScores[0] || score === heapScores[0] && id < heapIds[0])) continue;
      if (allowed && !allowed.has(id)) continue;
      if (size < n) {
        heapScores[size] = score;
        heapIds[size] = id;
        siftUp(heapScores, heapIds, size++);
      } else {
        heapScores[0] = score;
        heapIds[0] = id;
        siftDown(heapScores, heapIds, size);
      }
    }
    return Array.from(heapIds.subarray(0, size));
  }
  load(db, model, trySnapshot = true) {
    this.db = db;
    this.model = model;
    this.added = null;
    this.identity = storeIdentity(db);
    const file = this.snapshotFile();
    if (trySnapshot && file && this.adoptSnapshot(db, model, file)) return;
    this.reset(0);
    this.seq = readAllVectors(db, model, (docId, bytes) => this.appendRow(docId, bytes));
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = this.slots;
    this.snapshotIfDue();
  }
  /** Takes the snapshot and replays the log from its position; false when it does not fit this store. */
  adoptSnapshot(db, model, file) {
    let packed = null;
    const snap = readVectorSnapshot(file, (header) => {
      if (header.identity !== this.identity || header.model !== model || header.dims > MAX_DIMS) return null;
      this.reset(header.dims);
      this.grow(header.count);
      packed = this.stride === header.dims ? this.codes.subarray(0, header.count * header.dims) : new Int8Array(header.count * header.dims);
      return { scales: this.scales.subarray(0, header.count), codes: packed };
    });
    if (!snap || !packed) return false;
    const codes = packed;
    if (this.stride !== this.dims) {
      for (let i = 0; i < snap.ids.length; i++) this.codes.set(codes.subarray(i * this.dims, (i + 1) * this.dims), i * this.stride);
    }
    this.ids.set(snap.ids);
    this.slots = snap.ids.length;
    this.seq = snap.header.seq;
    this.snapshotSeq = snap.header.seq;
    this.addedSinceSnapshot = 0;
    const changes = vectorChangesSince(db, model, snap.header.seq, MAX_REPLAY);
    if (!changes) return false;
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot = changes.upserts.length;
    if (this.size !== vectorCount(db, model)) return false;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
    return true;
  }
  snapshotFile() {
    if (this.opts.snapshotFile !== void 0) return this.opts.snapshotFile;
    return this.db ? snapshotPath(this.db.name) : null;
  }
  /** Writes a snapshot soon after (not during) the search that made it due: the fsync stays off the answer. */
  snapshotIfDue() {
    const file = this.snapshotFile();
    if (!file || !this.model || this.size === 0 || this.snapshotScheduled) return;
    const due = this.snapshotSeq < 0 ? this.addedSinceSnapshot > 0 : this.addedSinceSnapshot >= Math.max(RESNAPSHOT_MIN, this.size * RESNAPSHOT_SHARE);
    if (!due) return;
    this.snapshotScheduled = true;
    setImmediate(() => {
      this.snapshotScheduled = false;
      if (this.snapshotFile() === file) this.writeSnapshot(file);
    }).unref();
  }
  writeSnapshot(file) {
    if (!this.model || this.size === 0) return;
    this.compact();
    const count = this.slots;
    let codes = this.codes.subarray(0, count * this.stride);
    if (this.stride !== this.dims) {
      codes = new Int8Array(count * this.dims);
      for (let i = 0; i < count; i++) codes.set(this.codes.subarray(i * this.stride, i * this.stride + this.dims), i * this.dims);
    }
    try {
      writeVectorSnapshot(file, { identity: this.identity, model: this.model, dims: this.dims, seq: this.seq, ids: this.ids.subarray(0, count), scales: this.scales.subarray(0, count), codes });
      this.snapshotSeq = this.seq;
      this.addedSinceSnapshot = 0;
    } catch {
    }
  }
  dropSnapshot() {
    const file = this.snapshotFile();
    if (file) {
      try {
        removeVectorSnapshot(file);
      } catch {
      }
    }
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = Math.max(this.addedSinceSnapshot, 1);
  }
  /** Appends a stored row (raw little-endian float32 bytes). */
  appendRow(docId, bytes) {
    const dims = bytes.byteLength / 4;
    if (this.rowFloats.length !== dims) this.rowFloats = new Float32Array(dims);
    new Uint8Array(this.rowFloats.buffer).set(bytes);
    this.append(docId, this.rowFloats);
  }
  append(docId, vector) {
    const dims = vector.length;
    if (this.slots === 0 && this.dims === 0) {
      if (dims > MAX_DIMS) return;
      this.reset(dims);
    }
    if (dims !== this.dims) return;
    this.grow(this.slots + 1);
    this.scales[this.slots] = quantize(vector, this.codes.subarray(this.slots * this.stride, this.slots * this.stride + dims));
    this.ids[this.slots] = docId;
    this.slotOf?.set(docId, this.slots);
    this.slots++;
  }
  /** Empties the index for vectors of `dims` floats (the kernel's memory is kept and zeroed). */
  reset(dims) {
    this.slotOf = null;
    this.removed = 0;
    this.slots = 0;
    this.dims = dims;
    this.stride = Math.ceil(dims / 32) * 32;
    this.ids = new Float64Array(0);
    this.scales = new Float32Array(0);
    this.capacity = 0;
    new Uint8Array(this.kernel.memory.buffer).fill(0);
    this.codes = new Int8Array(this.kernel.memory.buffer, VECTORS_AT, 0);
  }
  ensureMemory(bytes) {
    const memory = this.kernel.memory;
    if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    this.codes = new Int8Array(memory.buffer, VECTORS_AT, this.capacity * this.stride);
  }
  upsert(docId, vector) {
    this.remove(docId);
    this.append(docId, vector);
  }
  remove(docId) {
    const slots = this.slotMap();
    const slot = slots.get(docId);
    if (slot === void 0) return;
    slots.delete(docId);
    this.ids[slot] = -1;
    this.scales[slot] = 0;
    this.codes.fill(0, slot * this.stride, (slot + 1) * this.stride);
    this.removed++;
  }
  slotMap() {
    if (!this.slotOf) {
      this.slotOf = /* @__PURE__ */ new Map();
      for (let i = 0; i < this.slots; i++) if (this.ids[i] >= 0) this.slotOf.set(this.ids[i], i);
    }
    return this.slotOf;
  }
  grow(slots) {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, Math.ceil(this.capacity * 1.5), 1024);
    const ids = new Float64Array(capacity);
    ids.set(this.ids.subarray(0, this.slots));
    this.ids = ids;
    const scales = new Float32Array(capacity);
    scales.set(this.scales.subarray(0, this.slots));
    this.scales = scales;
    this.capacity = capacity;
    this.ensureMemory(VECTORS_AT + capacity * this.stride);
  }
  compactIfSparse() {
    if (this.removed > 1024 && this.removed > this.slots / 4) this.compact();
  }
  compact() {
    if (this.removed === 0) return;
    const d = this.stride;
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      if (this.ids[r] < 0) continue;
      if (w !== r) {
        this.ids[w] = this.ids[r];
        this.scales[w] = this.scales[r];
        this.codes.copyWithin(w * d, r * d, (r + 1) * d);
      }
      w++;
    }
    this.codes.fill(0, w * d, this.slots * d);
    this.slots = w;
    this.removed = 0;
    this.slotOf = null;
  }
};
function siftUp(scores, ids, i) {
  while (i > 0) {
    const parent = i - 1 >> 1;
    if (!worse(scores, ids, i, parent)) break;
    swap(scores, ids, i, parent);
    i = parent;
  }
}
function siftDown(scores, ids, size) {
  let i = 0;
  for (; ; ) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && worse(scores, ids, l, m)) m = l;
    if (r < size && worse(scores, ids, r, m)) m = r;
    if (m === i) return;
    swap(scores, ids, i, m);
    i = m;
  }
}
function worse(scores, ids, a, b) {
  return scores[a] < scores[b] || scores[a] === scores[b] && ids[a] > ids[b];
}
function swap(scores, ids, a, b) {
  const s = scores[a];
  scores[a] = scores[b];
  scores[b] = s;
  const id = ids[a];
  ids[a] = ids[b];
  ids[b] = id;
}

// src/recall/search.ts
var POOL = 100;
var SNIPPET_CHARS = { perQuery: 5e3, min: 300, max: 1e3 };
var UNIT_POOL_FACTOR = 2;
var RERANK = { fused: 1 };
var ASKING_WINDOW_MS = 2 * 36e5;
var TRIGRAM_SHARE = 0.5;
var MATCH_ROW_BUDGET = 5e3;
async function recall(deps, asked, opts) {
  const query = withShortForms(asked);
  const filters = opts.filters ?? {};
  const pool = Math.max(POOL, opts.limit * 3);
  const lists = [];
  const docs = /* @__PURE__ */ new Map();
  const cosines = /* @__PURE__ */ new Map();
  const keep = (rows) => rows.map((r) => (docs.set(r.docId, r), String(r.docId)));
  const wordTerms = wordQueryTerms(query);
  const qWords = queryWords(query);
  const frequencies = docFrequencies(deps.db, [.../* @__PURE__ */ new Set([...wordTerms, ...qWords.map((w) => w.word)])], filters.exceptSessionId);
  const affordable = affordableTerms(wordTerms, frequencies.df, MATCH_ROW_BUDGET);
  const word = orQuery(affordable.terms);
  if (word) {
    const also = affordable.dropped.map((t) => alsoHolding(word, t));
    const rows = affordable.overBudget ? ftsSearchHolding(deps.db, word, also, filters, pool, MATCH_ROW_BUDGET) : also.length ? ftsSearchHolding(deps.db, word, also, filters, pool) : ftsSearch(deps.db, "search_fts", word, filters, pool);
    lists.push({ name: "fts", weight: deps.weights.fts, ids: keep(rows) });
  }
  const dropped = new Set(affordable.dropped);
  const trigram = buildTrigramQuery(dropped.size ? query.split(/\s+/).filter((w) => !dropped.has(w.toLowerCase())).join(" ") : query);
  if (trigram && (hasCjk(query) || /[./_\-\\]/.test(query) || !lists[0]?.ids.length)) {
    lists.push({ name: "trigram", weight: deps.weights.fts * TRIGRAM_SHARE, ids: keep(ftsSearch(deps.db, "search_trigram", trigram, filters, pool)) });
  }
  let mode = "fts";
  if (opts.mode !== "fts" && deps.embedder && deps.weights.vector > 0 && query.trim()) {
    try {
      const index = deps.vectorIndex ?? new VectorIndex();
      index.refresh(deps.db, deps.embedder.id);
      if (index.size > 0) {
        const [qv] = await deps.embedder.embed([asked.slice(0, 2e3)]);
        const allowed = hasAnyFilter(filters) ? filteredDocIds(deps.db, filters) : void 0;
        const nearest = index.search(qv, pool, allowed);
        for (const n of nearest) cosines.set(n.docId, n.score);
        const missing = nearest.map((n) => n.docId).filter((id) => !docs.has(id));
        for (const [id, row] of docsByIds(deps.db, missing)) {
          if (row.trust === "rejected") continue;
          if (row.active || filters.includeInactive || filters.asOf != null) docs.set(id, row);
        }
        lists.push({ name: "vector", weight: deps.weights.vector, ids: nearest.filter((n) => docs.has(n.docId)).map((n) => String(n.docId)) });
        mode = "hybrid";
      }
    } catch {
    }
  }
  const fused = fuseRankings(lists);
  const priors = /* @__PURE__ */ new Map();
  for (const hit of fused) {
    const d = docs.get(Number(hit.id));
    priors.set(hit.id, { kind: d.kind, source: d.source, trust: d.trust, ageDays: (deps.now - d.createdAt) / 864e5 });
  }
  const ranked = applyPriors(fused, priors).map((h) => ({ doc: docs.get(Number(h.id)), score: h.score, ranks: h.ranks }));
  const assembled = assemble(deps.db, deps.now, query, ranked, cosines, opts, qWords, frequencies);
  const hits = withItemContext(deps.db, assembled.hits, { followSuccessors: filters.asOf == null, toHit: (d) => toHit(d, 0, cutText(d.text, 1e3), 0) });
  return { ...assembled, hits, mode };
}
function unitKey(d) {
  return d.sessionId && d.promptNumber != null && TURN_KINDS.has(d.kind) ? `${d.sessionId}#${d.promptNumber}` : `${d.kind}:${d.refId}`;
}
var TURN_KINDS = /* @__PURE__ */ new Set(["prompt", "assistant", "tool", "summary", "turn"]);
function assemble(db, now, query, ranked, cosines, opts, qWords, { total, df }) {
  const units2 = /* @__PURE__ */ new Map();
  for (const r of ranked) {
    const key = unitKey(r.doc);
    const u = units2.get(key);
    if (u) u.docs.push(r.doc);
    else units2.set(key, { key, best: r.doc, score: r.score, ranks: r.ranks, docs: [r.doc] });
  }
  const turnOf = (u) => TURN_KINDS.has(u.best.kind) && u.best.sessionId && u.best.promptNumber != null ? { sessionId: u.best.sessionId, promptNumber: u.best.promptNumber } : null;
  const pooled = [...units2.values()].slice(0, Math.max(opts.limit * UNIT_POOL_FACTOR, opts.limit + 10));
  const inProgress = opts.filters?.exceptAskingTurn ? turnsInProgress(db, pooled.map(turnOf).filter((t) => t !== null), now - ASKING_WINDOW_MS) : /* @__PURE__ */ new Map();
  const asked = normalizeForDedupe(query);
  const top = pooled.filter((u) => !inProgress.has(u.key) || normalizeForDedupe(withShortForms(inProgress.get(u.key))) !== asked);
  const cards = turnCards(db, top.map(turnOf).filter((t) => t !== null));
  const terms = weighTerms(qWords.map((w) => w.term), new Map(qWords.map((w) => [w.term, df.get(w.word) ?? 0])), total, new Set(qWords.filter((w) => w.named).map((w) => w.term)));
  const successors = opts.filters?.asOf != null ? /* @__PURE__ */ new Map() : currentSuccessors(db, top.flatMap((u) => u.docs));
  const snippetChars = opts.snippetChars ?? Math.min(SNIPPET_CHARS.max, Math.max(SNIPPET_CHARS.min, Math.round(SNIPPET_CHARS.perQuery / Math.max(1, opts.limit))));
  const maxScore = top.reduce((m, u) => Math.max(m, u.score), 0) || 1;
  const read = top.map((u) => {
    const card = cards.get(u.key);
    const text = card?.text ?? u.docs.map((d) => d.text).join("\n");
    const cosine = u.docs.reduce((m, d) => cosines.has(d.docId) ? Math.max(m ?? -1, cosines.get(d.docId)) : m, null);
    const { snippet, words: words2 } = readUnit(text, query, terms, snippetChars);
    const rel = relevance(keywordCoverage(terms, words2), cosine);
    return { u, snippet, rel, rank: rel + RERANK.fused * (u.score / maxScore) };
  }).sort((a, b) => b.rank - a.rank);
  const hits = [];
  const seen = /* @__PURE__ */ new Set();
  const listed = /* @__PURE__ */ new Set();
  for (const { u, snippet, rel, rank } of read) {
    if (hits.length > opts.limit) break;
    const dedupeKey = `${u.best.sessionId}|${normalizeForDedupe(snippet)}`;
    if (seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    const hit = { ...toHit(u.best, rank, snippet, rel), ranks: u.ranks };
    const successor = u.docs.map((d) => successors.get(d.docId)).find(Boolean);
    if (successor) {
      const id = `${successor.type}:${successor.id}`;
      hit.superseded_by = id;
      if (!listed.has(id)) {
        listed.add(id);
        hits.push({
          layer: 1,
          id,
          kind: successor.type,
          snippet: cutText(successor.text, snippetChars),
          session_id: successor.sessionId,
          prompt_number: successor.promptNumber,
          score: hit.score,
          created_at: new Date(successor.createdAt).toISOString(),
          source: successor.source,
          relevance: hit.relevance,
          relevant: hit.relevant
        });
      }
    }
    if (listed.has(hit.id)) continue;
    listed.add(hit.id);
    hits.push(hit);
  }
  const shown = hits.slice(0, opts.limit);
  return { hits: shown, total: units2.size, relevant: shown.filter((h) => h.relevant).length };
}
function withItemContext(db, hits, opts) {
  const out = [];
  const ids = new Set(hits.map((h) => h.id));
  const follow = (item, from) => {
    const id = itemId(item);
    if (ids.has(id) || item.trust === "rejected") return;
    const doc = docByRef(db, item.type, String(item.id));
    if (!doc) return;
    ids.add(id);
    out.push(decorate({ ...opts.toHit(doc), score: from.score, relevance: from.relevance, relevant: from.relevant }));
  };
  const decorate = (h) => {
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) return h;
    const open = openConflictPartners(db, item.id);
    const team = teamOf(db, item.id);
    return {
      ...h,
      trust: item.trust,
      ...team ? { team: team.team, shared_by: team.sharedBy } : {},
      ...item.status === "superseded" && item.supersededBy != null ? { superseded_by: currentSuccessorId(db, item) } : {},
      ...open.length ? { conflicts_with: open.map(itemId) } : {}
    };
  };
  for (const h of hits) {
    const d = decorate(h);
    out.push(d);
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) continue;
    if (item.status === "superseded" && opts.followSuccessors) {
      const head = currentSuccessor(db, item);
      if (head) follow(head, d);
    }
    for (const other of openConflictPartners(db, item.id)) follow(other, d);
  }
  return out;
}
var splitId = (id) => {
  const at = id.indexOf(":");
  return [id.slice(0, at), id.slice(at + 1)];
};
function currentSuccessor(db, item) {
  let row = item;
  for (let i = 0; row && row.supersededBy != null && i < 100; i++) row = getItem(db, row.supersededBy);
  return row && row.id !== item.id ? row : null;
}
function currentSuccessorId(db, item) {
  const head = currentSuccessor(db, item);
  return head ? itemId(head) : `${item.type}:${item.supersededBy}`;
}
function toHit(d, score, snippet, rel) {
  const id = d.kind === "turn" ? `turn:${d.refId}` : `${d.kind}:${d.refId}`;
  return {
    layer: 1,
    id,
    kind: d.kind,
    snippet,
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source,
    relevance: Math.round(rel * 1e3) / 1e3,
    relevant: passesFloor(rel)
  };
}
function cutText(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
}
function normalizeForDedupe(text) {
  return text.toLowerCase().replace(/\[turn \d+\]\s*/g, "").replace(/\s+/g, " ").trim().slice(0, 300);
}

// src/recall/scoped.ts
var PROJECT_PREFERENCE = 0.15;
async function recallScoped(sources, query, opts, scope = "all") {
  const chosen = sources.filter((s) => scope === "all" || s.scope === scope || scope === "team" && s.scope === "project");
  const project = chosen.find((s) => s.scope === "project" && !s.project);
  const global = chosen.find((s) => s.scope === "global");
  const others = chosen.filter((s) => s.project);
  const filters = opts.filters ?? {};
  const globalApplies = global && !filters.sessionId && !filters.filePath;
  const [p, g, ...o] = await Promise.all([
    project ? recall(project.deps, query, opts) : null,
    globalApplies ? recall(global.deps, query, opts) : null,
    // A session filter names a session of this project: other projects have none of it.
    ...others.map((s) => filters.sessionId ? null : recall(s.deps, query, opts))
  ]);
  const projectHits = (p?.hits ?? []).filter((h) => scope !== "team" || h.shared_by).map((h) => ({ ...h, scope: "project" }));
  let globalHits = (g?.hits ?? []).map((h) => inGlobalScope(h));
  let duplicates = 0;
  if (project && global && globalHits.length) {
    const before = globalHits.length;
    globalHits = globalHits.filter((h) => !heldByProject(project.deps.db, global.deps.db, h));
    duplicates = before - globalHits.length;
  }
  const otherHits = o.flatMap((r, i) => (r?.hits ?? []).map((h) => ({ ...h, scope: "project", project: others[i].project })));
  const hits = mergeScoped(projectHits, otherHits.length ? byStrength([...globalHits, ...otherHits]) : globalHits, opts.limit);
  return {
    hits,
    total: [p, g, ...o].reduce((n, r) => n + (r?.total ?? 0), 0) - duplicates,
    mode: [p, g, ...o].some((r) => r?.mode === "hybrid") ? "hybrid" : "fts",
    relevant: hits.filter((h) => h.relevant).length
  };
}
var byStrength = (hits) => [...hits].sort((a, b) => Number(b.relevant) - Number(a.relevant) || b.relevance - a.relevance);
var GLOBAL_REF = /^(decision|preference|convention|discovery|code_area):/;
function inGlobalScope(h) {
  const prefix = (id) => GLOBAL_REF.test(id) ? scopedId("global", id) : id;
  return {
    ...h,
    id: prefix(h.id),
    ...h.superseded_by ? { superseded_by: prefix(h.superseded_by) } : {},
    ...h.conflicts_with ? { conflicts_with: h.conflicts_with.map(prefix) } : {},
    scope: "global"
  };
}
function heldByProject(projectDb, globalDb, hit) {
  const [kind, ref] = [hit.kind, hit.id.split(":").pop() ?? ""];
  if (!isItemType(kind)) return false;
  const row = findItem(globalDb, kind, ref);
  return row != null && findEquivalentItem(projectDb, row.type, row.text, row.subjectKey) != null;
}
function mergeScoped(project, global, limit) {
  const blocks = (hits) => {
    const out = [];
    for (const h of hits) {
      const last = out[out.length - 1];
      if (last && h.superseded_by && last[0].id === h.superseded_by) last.push(h);
      else out.push([h]);
    }
    return out;
  };
  const pb = blocks(project);
  const gb = blocks(global);
  const merged = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < pb.length || j < gb.length)) {
    const takeGlobal = i >= pb.length || j < gb.length && globalGoesFirst(strongest(gb[j]), strongest(pb[i]));
    merged.push(...takeGlobal ? gb[j++] : pb[i++]);
  }
  return merged.slice(0, limit);
}
var strongest = (block) => block.reduce((best, h) => (Number(h.relevant) - Number(best.relevant) || h.relevance - best.relevance) > 0 ? h : best);
function globalGoesFirst(g, p) {
  if (g.relevant !== p.relevant) return g.relevant;
  return g.relevance > p.relevance + PROJECT_PREFERENCE;
}

// src/recall/socket.ts
import fs7 from "node:fs";
import net from "node:net";
import path7 from "node:path";
var SocketQuerySchema = object({ query: string(), limit: int(), sessionId: optional(string()), snippetChars: optional(int()) });
var MAX_REQUEST_BYTES = 64 * 1024;
async function queryRecallSocket(runDir, projectKey, q, timeoutMs) {
  let sockets;
  try {
    sockets = fs7.readdirSync(runDir).filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith(".sock")).map((n) => path7.join(runDir, n));
  } catch {
    return null;
  }
  const deadline = Date.now() + timeoutMs;
  for (const file of sockets) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const hits = await ask(file, q, left);
    if (hits) return hits;
  }
  return null;
}
function ask(file, q, timeoutMs) {
  return new Promise((resolve) => {
    let buf = "";
    const conn = net.createConnection(file);
    const finish = (hits) => {
      clearTimeout(timer);
      conn.destroy();
      resolve(hits);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(q)}
`));
    conn.on("data", (chunk) => {
      buf += chunk;
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      try {
        const reply = JSON.parse(buf.slice(0, nl));
        finish(Array.isArray(reply?.hits) ? reply.hits : null);
      } catch {
        finish(null);
      }
    });
    conn.on("error", (err) => {
      if (err.code === "ECONNREFUSED") fs7.rmSync(file, { force: true });
      finish(null);
    });
  });
}

// src/cli/inject.ts
async function injectContext(app, event, payload, project, db) {
  const cfg = app.config.injection;
  if (isExcluded(cfg.excludeProjects, project)) return null;
  const sessionId = String(payload.session_id);
  if (event === "SessionStart") {
    const source = ["startup", "resume", "clear", "compact"].includes(String(payload.source)) ? payload.source : "startup";
    const globalItems = withGlobalMemory(app, (global) => globalDigestItems(db, global)) ?? [];
    return buildDigest(db, { projectName: project.name, projectRoot: project.root, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now(), globalItems });
  }
  return buildPromptContext(
    db,
    String(payload.prompt ?? ""),
    async (query, limit) => await queryRecallSocket(app.paths.runDir, project.key, { query, limit, sessionId, snippetChars: INJECTION_SNIPPET_CHARS }, cfg.promptLatencyMs / 2) ?? (await withGlobalMemoryAsync(app, (global) => {
      const keyword = (d) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
      const sources = [{ scope: "project", deps: keyword(db) }, ...global ? [{ scope: "global", deps: keyword(global) }] : []];
      return recallScoped(sources, query, { limit, mode: "fts", filters: { exceptSessionId: sessionId }, snippetChars: INJECTION_SNIPPET_CHARS });
    })).hits,
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now }
  );
}
function isExcluded(patterns, project) {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || p.endsWith("/") && project.root.startsWith(p));
}
function withGlobalMemory(app, fn) {
  if (!app.hasGlobalMemory()) return null;
  let global = null;
  try {
    global = app.openGlobalMemory();
    return fn(global);
  } catch (err) {
    app.log.error("inject:global", err);
    return null;
  } finally {
    global?.close();
  }
}
async function withGlobalMemoryAsync(app, fn) {
  let global = null;
  try {
    global = app.hasGlobalMemory() ? app.openGlobalMemory() : null;
  } catch (err) {
    app.log.error("inject:global", err);
  }
  try {
    return await fn(global);
  } finally {
    global?.close();
  }
}

// src/cli/hook-store.ts
var HOOK_BUSY_TIMEOUT_MS = 1e3;
function hookStoreSide(env, entryScript) {
  const app = createApp({ env, entryScript, cwd: process.cwd() });
  return {
    openStore: (project) => app.openProjectStore(project, { busyTimeoutMs: HOOK_BUSY_TIMEOUT_MS }),
    isDependencyMissing: (err) => err instanceof DependencyMissingError,
    startRuntimeInstall: () => app.startRuntimeInstall(),
    record(db, project, entry) {
      const replay = replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
      if (replay.error) throw replay.error;
      const own = recordEvent(db, entry, { project: project.identity, config: app.config });
      if (app.config.publish.auto && (entry.event === "SessionEnd" || entry.event === "PreCompact")) {
        try {
          publishMemory(db, { mode: app.config.publish.mode, project, home: app.env.HOME ?? "", maxTokens: app.config.publish.maxTokens, dryRun: false });
        } catch (err) {
          app.log.error(`hook:${entry.event}:publish`, err, project.key);
        }
      }
      return { workQueued: replay.workQueued || own.workQueued };
    },
    ensureWorker: (project, db) => app.ensureWorker(project, db),
    injectContext: (event, payload, project, db) => injectContext(app, event, payload, project, db)
  };
}
export {
  hookStoreSide
};
