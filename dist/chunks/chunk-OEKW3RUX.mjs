import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  spoolPath
} from "./chunk-MMIHFOM7.mjs";
import {
  currentPromptNumber,
  deleteSpoolCursor,
  describeTool,
  endSession,
  getSpoolCursor,
  getTranscriptCursor,
  promptNumberFor,
  recordAssistantText,
  recordPrompt,
  recordToolEvent,
  reopenSession,
  setSpoolCursor,
  setToolEventTime,
  setTranscriptCursor,
  staleActiveSessions,
  storedToolCall,
  touchSession
} from "./chunk-3JKN4G65.mjs";
import {
  queueSessionWork,
  queueTurns
} from "./chunk-7CQCRRDR.mjs";
import {
  contentHash,
  sanitizeDeep,
  sanitizeText,
  truncateWithMarker
} from "./chunk-S56EIDYH.mjs";

// src/store/connection.ts
import fs from "node:fs";
import path from "node:path";

// src/store/migrations-knowledge.ts
import { randomBytes } from "node:crypto";
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
    version: 30,
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
function isTransientDbError(err) {
  const code = err?.code;
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|INTERRUPT|CORRUPT|NOTADB)/.test(code);
}
function integrityCheck(db) {
  return db.pragma("integrity_check").map((r) => r.integrity_check);
}
function compactStore(db) {
  db.exec("VACUUM");
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
function ingestTranscriptChunk(db, chunk, ctx) {
  return db.transaction(() => applyTranscriptChunk(db, chunk, ctx)).immediate();
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
var str = (v) => typeof v === "string" && v ? v : void 0;
function transcriptsOf(entry) {
  const p = entry.payload;
  switch (entry.event) {
    case "Stop":
    case "PreCompact":
    case "SessionEnd":
      return str(p.transcript_path) ? [str(p.transcript_path)] : [];
    case "SubagentStop":
      return str(p.agent_transcript_path) ? [str(p.agent_transcript_path)] : [];
    default:
      return [];
  }
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
  const sessionId = str(p.session_id);
  const at = entry.at;
  const outcome = { workQueued: false };
  const transcriptPath = str(p.transcript_path);
  const ingest = () => {
    for (const file of transcriptsOf(entry)) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      chunks.delete(file);
      applyTranscriptChunk(db, chunk, { project: ctx.project, describeTool: ctx.describeTool, now: at });
    }
  };
  touchSession(db, { sessionId, project: ctx.project, cwd: str(p.cwd) ?? "", at, transcriptPath, source: str(p.source) });
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
      const { promptNumber } = recordPrompt(db, { sessionId, text: str(p.prompt) ?? "", at, promptId: str(p.prompt_id), agentId: str(p.agent_id) });
      if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
      break;
    }
    case "PostToolUse":
    case "PostToolUseFailure": {
      const success = entry.event === "PostToolUse";
      const promptNumber = promptNumberFor(db, sessionId, str(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
      const output = typeof p.tool_response === "string" ? p.tool_response : "";
      const error = str(p.error) ?? null;
      const toolName = str(p.tool_name) ?? "unknown";
      recordToolEvent(db, {
        sessionId,
        promptNumber,
        toolUseId: str(p.tool_use_id) ?? `${sessionId}:${at}:${toolName}`,
        toolName,
        success,
        summary: ctx.describeTool({ toolName, input: p.tool_input, output, success, error: error ?? void 0 }, str(p.cwd)),
        error,
        agentId: str(p.agent_id) ?? null,
        durationMs: typeof p.duration_ms === "number" ? p.duration_ms : null,
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
      endSession(db, sessionId, str(p.reason) ?? "other", at);
      outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
      break;
  }
  return outcome;
}

// src/capture/ingest.ts
import fs2 from "node:fs";

// src/capture/transcript.ts
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str2 = (v) => typeof v === "string" ? v : void 0;
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
  const uuid = str2(data.uuid);
  const sessionId = str2(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta = {
    uuid,
    sessionId,
    cwd: str2(data.cwd) ?? "",
    timestamp: str2(data.timestamp) ?? "",
    sidechain: data.isSidechain === true
  };
  const agentId = str2(data.agentId);
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
  const promptId = str2(data.promptId);
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
      const toolUseId = str2(block.tool_use_id);
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
  const messageId = str2(message.id);
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
      const toolUseId = str2(block.id);
      const toolName = str2(block.name);
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
  const uuid = str2(data.parentUuid) ?? meta.uuid;
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
    stat = fs2.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const stored = getTranscriptCursor(db, file)?.offset ?? 0;
  const from = stat.size < stored ? 0 : stored;
  if (stat.size === from) return null;
  const length = Math.min(stat.size - from, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs2.openSync(file, "r");
  try {
    fs2.readSync(fd, buf, 0, length, from);
  } finally {
    fs2.closeSync(fd);
  }
  const parsed = parseTranscriptChunk(buf);
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
function ingestTranscript(db, file, opts) {
  const chunk = readTranscriptChunk(db, file, opts);
  if (!chunk) return { records: 0, stored: 0, malformed: 0, bytes: 0, sessions: [], more: false };
  const r = ingestTranscriptChunk(db, chunk, { project: opts.project, describeTool, now: opts.now });
  return { records: chunk.records.length, stored: r.stored, malformed: chunk.malformed, bytes: chunk.consumed, sessions: r.sessions, more: chunk.more };
}

// src/capture/record.ts
function recordContext(project, config) {
  return { project, staleSessionHours: config.worker.staleSessionHours, describeTool };
}
function readChunksFor(db, entries, config) {
  const chunks = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    for (const file of transcriptsOf(entry)) {
      if (chunks.has(file)) continue;
      const chunk = readTranscriptChunk(db, file, { maxToolOutputBytes: config.capture.maxToolOutputBytes });
      if (chunk) chunks.set(file, chunk);
    }
  }
  return chunks;
}

// src/capture/spool.ts
import fs3 from "node:fs";
import path2 from "node:path";
var BUCKET_MS = 6e4;
var CLOSED_AFTER_BUCKETS = 2;
function journalFiles(dir) {
  try {
    return fs3.readdirSync(dir).filter((n) => /^\d+\.jsonl$/.test(n)).sort().map((n) => path2.join(dir, n));
  } catch {
    return [];
  }
}
function spoolSize(dir, cursorOf = () => 0) {
  let events = 0;
  let bytes = 0;
  for (const file of journalFiles(dir)) {
    try {
      const buf = fs3.readFileSync(file);
      const rest = buf.subarray(Math.min(cursorOf(file), buf.length));
      bytes += rest.length;
      for (const b of rest) if (b === 10) events++;
    } catch {
    }
  }
  return { events, bytes };
}
function readJournal(file, offset) {
  let fd;
  try {
    fd = fs3.openSync(file, "r");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  try {
    const size = fs3.fstatSync(fd).size;
    if (offset >= size) return { entries: [], malformed: 0, end: offset, size };
    const buf = Buffer.alloc(size - offset);
    fs3.readSync(fd, buf, 0, buf.length, offset);
    const whole = buf.lastIndexOf(10) + 1;
    const entries = [];
    let malformed = 0;
    for (const line of buf.subarray(0, whole).toString("utf8").split("\n")) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line));
      } catch {
        malformed++;
      }
    }
    return { entries, malformed, end: offset + whole, size };
  } finally {
    fs3.closeSync(fd);
  }
}
function replaySpool(dir, store, opts = {}) {
  const now = opts.now ?? Date.now();
  const result = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    try {
      let read = null;
      for (let attempt = 0; attempt < 5; attempt++) {
        const from = store.cursor(file);
        read = readJournal(file, from);
        if (!read || read.end === from) break;
        const applied = store.applyBatch({ file, from, to: read.end, entries: read.entries });
        if (!applied.applied) continue;
        result.replayed += applied.replayed;
        result.rejected += applied.rejected;
        result.malformed += read.malformed;
        break;
      }
      if (!read) continue;
      const bucket = Number(path2.basename(file, ".jsonl"));
      if (bucket < closedBefore && store.cursor(file) >= read.size) {
        fs3.rmSync(file, { force: true });
        store.dropCursor(file);
      }
    } catch (err) {
      result.error = err;
      return result;
    }
  }
  return result;
}

// src/capture/replay.ts
function replayProjectSpool(db, paths, project, config, log, now) {
  let workQueued = false;
  const ctx = recordContext(project.identity, config);
  const journal = {
    cursor: (file) => getSpoolCursor(db, file),
    applyBatch: (batch) => {
      const chunks = readChunksFor(db, batch.entries, config);
      const r = replayJournalBatch(db, batch, ctx, chunks, (entry, err) => log.error(`replay:${entry.event}`, err, project.key));
      workQueued = r.workQueued || workQueued;
      return r;
    },
    dropCursor: (file) => dropSpoolCursor(db, file)
  };
  const result = replaySpool(spoolPath(paths, project.key), journal, { now });
  if (result.error) log.error("replay", result.error, project.key);
  return { ...result, workQueued };
}
function pendingSpool(paths, project, db) {
  return spoolSize(spoolPath(paths, project.key), db ? (f) => getSpoolCursor(db, f) : void 0);
}

export {
  GLOBAL_MIGRATIONS,
  openDatabase,
  integrityCheck,
  compactStore,
  ingestTranscript,
  replayProjectSpool,
  pendingSpool
};
