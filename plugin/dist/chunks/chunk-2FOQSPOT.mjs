import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  clearDamageMark,
  damageMark,
  isCorruptionError,
  walProblems
} from "./chunk-ZIESDCRA.mjs";
import {
  contentHash
} from "./chunk-BQM4FMEU.mjs";

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
  const key = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32))).toString("hex");
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
  const legacy = (source) => ({
    origin: source === "manual" ? "explicit" : "inferred",
    trust: source === "auto" ? "candidate" : "verified"
  });
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
    db.prepare("UPDATE memory_items SET superseded_by = ?, valid_to = ? WHERE id = ?").run(
      successor?.id ?? null,
      successor?.created_at ?? d.created_at,
      d.id
    );
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
      insertArea.run({
        text: a.description,
        subject: a.file_path,
        hash: hash(`${a.file_path}: ${a.description}`),
        ...legacy(a.source),
        source: a.source,
        session: a.session_id,
        at: a.created_at,
        iso: a.created_at_iso
      }).lastInsertRowid
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

// src/store/migrations-own-output.ts
var OWN_TOOL = `(tool_name LIKE 'mcp\\_\\_plugin\\_memory\\_memory\\_\\_%' ESCAPE '\\' OR tool_name LIKE 'mcp\\_\\_claude-memory\\_\\_%' ESCAPE '\\')`;
var OWN_COMMAND = `(text LIKE '/memory:%')`;
function dropCapturedOwnOutput(db) {
  const now = Date.now();
  db.exec(`
    CREATE TEMP TABLE own_command_turns AS SELECT session_id, prompt_number FROM prompts WHERE ${OWN_COMMAND};
    CREATE TEMP TABLE own_output_turns AS
      SELECT session_id, prompt_number FROM own_command_turns
      UNION SELECT session_id, prompt_number FROM tool_events WHERE ${OWN_TOOL};
    CREATE TEMP TABLE own_payloads AS
      SELECT payload_id FROM tool_events
       WHERE payload_id IS NOT NULL AND (${OWN_TOOL} OR (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns));

    DELETE FROM tool_events WHERE ${OWN_TOOL} OR (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns);
    DELETE FROM tool_event_payloads WHERE id IN (SELECT payload_id FROM own_payloads);
    DELETE FROM assistant_messages WHERE (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_command_turns);
    DELETE FROM prompts WHERE ${OWN_COMMAND};
    DELETE FROM turn_summaries WHERE (session_id, prompt_number) IN (SELECT session_id, prompt_number FROM own_output_turns);

    -- The turns left to summarize again, and their sessions to roll up again (their rollups were made of this).
    INSERT INTO pending_compressions (kind, target, not_before, created_at)
      SELECT DISTINCT 'turn', p.session_id || '#' || p.prompt_number, 0, ${now} FROM prompts p
       WHERE (p.session_id, p.prompt_number) IN (SELECT session_id, prompt_number FROM own_output_turns)
      ON CONFLICT (kind, target) DO NOTHING;
    UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL, trivial = NULL,
        prompt_count = (SELECT coalesce(max(prompt_number), 0) FROM prompts WHERE prompts.session_id = sessions.id)
      WHERE id IN (SELECT session_id FROM own_output_turns);
    INSERT INTO pending_compressions (kind, target, not_before, created_at)
      SELECT DISTINCT 'session_rollup', s.id, 0, ${now} FROM sessions s
       WHERE s.status != 'active' AND s.id IN (SELECT session_id FROM own_output_turns)
      ON CONFLICT (kind, target) DO NOTHING;

    DROP TABLE own_command_turns;
    DROP TABLE own_output_turns;
    DROP TABLE own_payloads;
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
function migrateToBoundedTeamCopies(db) {
  db.exec(`
    ALTER TABLE memory_items ADD COLUMN team_seq INTEGER;
    ALTER TABLE memory_items ADD COLUMN team_used_at INTEGER;
    ALTER TABLE team_link ADD COLUMN keep_recent INTEGER NOT NULL DEFAULT 2000;
    ALTER TABLE team_link ADD COLUMN keep_fetched INTEGER NOT NULL DEFAULT 1000;
  `);
}
function migrateToTeamVectors(db) {
  db.exec(`
    CREATE TRIGGER embeddings_team_ai AFTER INSERT ON embeddings WHEN ${NOT_APPLYING} BEGIN
      INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at)
        SELECT i.team_uid, i.team, 'upsert', i.team_rev, ${NEW_OP_ID}, ${NOW_MS}
        FROM search_docs d JOIN memory_items i ON i.id = CAST(d.ref_id AS INTEGER) AND i.type = d.kind
        WHERE d.id = NEW.doc_id AND i.team_uid IS NOT NULL AND i.shared_by = (SELECT role FROM team_link WHERE id = 1)
        ON CONFLICT (uid) DO UPDATE SET version = version + 1;
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
    version: 15,
    description: "searchable vectors counted per model by triggers (a vector snapshot is checked against it at every cold start; counting joined 1M rows, 1 s)",
    up(db) {
      const kinds = VECTOR_KINDS_AT_15;
      db.exec(`
        CREATE TABLE vector_counts (model TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO vector_counts (model, n)
          SELECT e.model, count(*) FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.kind IN (${kinds}) GROUP BY e.model;
        -- INSERT OR REPLACE removes the row it replaces without firing delete triggers: uncount that row first.
        CREATE TRIGGER vector_counts_bi BEFORE INSERT ON embeddings BEGIN
          UPDATE vector_counts SET n = n - 1
          WHERE model = (SELECT e.model FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.doc_id = new.doc_id AND d.kind IN (${kinds}));
        END;
        CREATE TRIGGER vector_counts_ai AFTER INSERT ON embeddings
        WHEN (SELECT kind FROM search_docs WHERE id = new.doc_id) IN (${kinds}) BEGIN
          INSERT INTO vector_counts (model, n) VALUES (new.model, 1) ON CONFLICT (model) DO UPDATE SET n = n + 1;
        END;
        CREATE TRIGGER vector_counts_ad AFTER DELETE ON embeddings
        WHEN (SELECT kind FROM search_docs WHERE id = old.doc_id) IN (${kinds}) BEGIN
          UPDATE vector_counts SET n = n - 1 WHERE model = old.model;
        END;
        CREATE TRIGGER vector_counts_au AFTER UPDATE OF model ON embeddings
        WHEN (SELECT kind FROM search_docs WHERE id = new.doc_id) IN (${kinds}) BEGIN
          UPDATE vector_counts SET n = n - 1 WHERE model = old.model;
          INSERT INTO vector_counts (model, n) VALUES (new.model, 1) ON CONFLICT (model) DO UPDATE SET n = n + 1;
        END;
        -- A deleted doc's vector goes by ON DELETE CASCADE once the doc row is gone, where vector_counts_ad no longer
        -- sees its kind: uncount it while the doc is still there.
        CREATE TRIGGER vector_counts_docs_bd BEFORE DELETE ON search_docs
        WHEN old.kind IN (${kinds}) BEGIN
          UPDATE vector_counts SET n = n - 1 WHERE model = (SELECT model FROM embeddings WHERE doc_id = old.id);
        END;
      `);
    }
  },
  {
    version: 19,
    description: "team memory bounded locally: the server sequence and last use of each pulled copy, and how many copies to keep",
    up: migrateToBoundedTeamCopies
  },
  {
    version: 20,
    description: "a new vector of an item this member shared queues it for the team server's vector search (pgvector, optional)",
    up: migrateToTeamVectors
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
  },
  {
    version: 26,
    description: "the docs no recall shows (inactive, rejected) by index: a prompt's vector search leaves out its own session and these, instead of listing every other doc (140 ms at 100k docs)",
    up(db) {
      db.exec(`CREATE INDEX search_docs_hidden ON search_docs(id) WHERE active = 0 OR trust = 'rejected';`);
    }
  },
  {
    version: 31,
    description: "what the plugin showed each session (its digest, injected memories, its tools' answers), by id; and whether a session was trivial (a greeting, only the plugin's commands)",
    up(db) {
      db.exec(`
        -- Memories the plugin put in front of a session: a restatement of one of them later in that session is no
        -- evidence (never a receipt, a corroboration or a new item). Ids only: the text stays where it lives.
        CREATE TABLE session_exposures (
          session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
          memory_id TEXT NOT NULL,
          prompt_number INTEGER NOT NULL,
          shown_at INTEGER NOT NULL,
          PRIMARY KEY (session_id, memory_id)
        );
        CREATE INDEX session_exposures_memory ON session_exposures(memory_id);
        -- Set with the rollup: 1 for a session with nothing to carry (no tool use and a few words of substance), which
        -- the digest leaves out; NULL until the worker judged it.
        ALTER TABLE sessions ADD COLUMN trivial INTEGER;
      `);
    }
  },
  {
    version: 32,
    description: "the plugin's own output captured before it was kept out (its MCP tools' calls, its slash commands' turns) is dropped; those turns and sessions are summarized again",
    up: dropCapturedOwnOutput
  }
];
var VECTOR_KINDS_AT_15 = "'decision', 'code_area', 'preference', 'convention', 'discovery', 'prompt', 'assistant', 'tool'";
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
  {
    table: "prompts",
    kind: "prompt",
    text: (r) => `${r}.text`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => "1"
  },
  {
    table: "assistant_messages",
    kind: "assistant",
    text: (r) => `${r}.text`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => "1"
  },
  {
    table: "turn_summaries",
    kind: "summary",
    text: (r) => `${r}.summary`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => "1"
  },
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
  const perTable = SEARCH_SOURCES.filter((s) => !onlyTables || onlyTables.includes(s.table)).map(
    (s) => `
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
    END;`
  );
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
import fs from "node:fs";
import path from "node:path";
var BUSY_TIMEOUT_MS = 3e3;
function openDatabase(Sqlite, file, opts = {}) {
  return openDatabaseChecked(Sqlite, file, opts);
}
function isLive(file) {
  return fs.existsSync(`${file}-shm`) || walInUse(file);
}
function openDatabaseChecked(Sqlite, file, opts) {
  if (opts.onWalProblem) for (const p of walProblems(file)) opts.onWalProblem(`the store ${path.basename(file)}: ${p}`);
  if (opts.readonly || !opts.onQuarantine) return openDatabaseOnce(Sqlite, file, opts);
  const mark = damageMark(file);
  if (mark && !isLive(file)) {
    quarantine(file, `${mark.reason}, found ${mark.at}`, opts.onQuarantine);
    clearDamageMark(file);
    return openDatabaseOnce(Sqlite, file, opts);
  }
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
var isCorruption = isCorruptionError;
function walInUse(file) {
  try {
    return fs.statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}
function truncatedHeader(file) {
  if (isLive(file)) return null;
  let fd;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(100);
    if (fs.readSync(fd, header, 0, 100, 0) < 100 || header.toString("latin1", 0, 16) !== "SQLite format 3\0") return null;
    const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
    const pages = header.readUInt32BE(28);
    if (pages === 0 || header.readUInt32BE(24) !== header.readUInt32BE(92)) return null;
    const size = fs.fstatSync(fd).size;
    return size < pages * pageSize ? `database file is truncated (${size} of ${pages * pageSize} bytes)` : null;
  } finally {
    fs.closeSync(fd);
  }
}
function quarantine(file, reason, tell) {
  const aside = `${file}.corrupt-${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}`;
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      fs.renameSync(file + suffix, aside + suffix);
    } catch {
    }
  }
  tell(`the store ${path.basename(file)} is corrupt (${reason}); it was moved to ${aside} and a fresh store was started`);
}
function openDatabaseOnce(Sqlite, file, opts) {
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
function limitPageCache(db, kib) {
  db.pragma(`cache_size = -${Math.max(64, Math.floor(kib))}`);
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

export {
  GLOBAL_MIGRATIONS,
  openDatabase,
  limitPageCache,
  isTransientDbError,
  integrityCheck,
  compactStore
};
