// Migration 3: the knowledge layer. Decisions and code areas become typed memory items (one table, ids from
// AUTOINCREMENT so a forgotten id is never handed out again), with provenance ("receipts"), conflicts, an append-only
// audit log and tombstones. Existing decision ids are kept as item ids; code areas get new ids plus an alias row, so
// every `decision:N` and `code_area:N` seen before still opens the same memory. Search entries and their vectors are
// kept (re-pointed, not rebuilt).
import type { Database } from 'better-sqlite3';
import { contentHash } from './content-hash.js';

/** What search indexes for an item, over the row alias `r` (NEW or OLD). */
const itemSearchText = (r: string) =>
  `CASE WHEN ${r}.type = 'code_area' THEN ${r}.subject_key || ': ' || ${r}.text ELSE ${r}.text || coalesce(' — because ' || nullif(${r}.reason, ''), '') END`;
/** Current and not rejected: what recall shows by default. */
const itemActive = (r: string) => `(${r}.status = 'active' AND ${r}.trust != 'rejected' AND ${r}.retracted_at IS NULL)`;

export function migrateToKnowledgeItems(db: Database): void {
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
  // Web Crypto, not node:crypto: this module loads with every store a hook opens, and node:crypto costs milliseconds.
  const key = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32))).toString('hex');
  db.prepare(`INSERT INTO knowledge_meta (name, value) VALUES ('hash_key', ?)`).run(key);
  const hash = (text: string) => contentHash(key, text);

  // Decisions keep their ids.
  const decisions = db.prepare('SELECT * FROM decisions ORDER BY id').all() as {
    id: number;
    session_id: string | null;
    prompt_number: number | null;
    decision: string;
    reason: string;
    source: string;
    status: string;
    superseded_by: number | null;
    created_at: number;
    created_at_iso: string;
  }[];
  const insertWithId = db.prepare(
    `INSERT INTO memory_items (id, type, text, reason, subject_key, content_hash, origin, source, trust, status, superseded_by,
       session_id, prompt_number, valid_from, valid_to, recorded_at, created_at, created_at_iso)
     VALUES (@id, @type, @text, @reason, @subject, @hash, @origin, @source, @trust, @status, NULL, @session, @prompt, @at, NULL, @at, @at, @iso)`,
  );
  const receipt = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, session_id, prompt_number, created_at) VALUES (?, 'migration', ?, 'migration', ?, ?, ?)`,
  );
  const legacy = (source: string) => ({
    origin: source === 'manual' ? 'explicit' : 'inferred',
    trust: source === 'auto' ? 'candidate' : 'verified',
  });
  for (const d of decisions) {
    insertWithId.run({
      id: d.id,
      type: 'decision',
      text: d.decision,
      reason: d.reason,
      subject: '',
      hash: hash(d.decision),
      ...legacy(d.source),
      source: d.source,
      status: d.status,
      session: d.session_id,
      prompt: d.prompt_number,
      at: d.created_at,
      iso: d.created_at_iso,
    });
    receipt.run(d.id, d.source === 'auto' ? 'inferred' : 'stated', d.session_id, d.prompt_number, d.created_at);
  }
  // Supersession links after every row exists; a superseded decision stopped holding when its successor was made.
  for (const d of decisions) {
    if (d.status !== 'superseded') continue;
    const successor = decisions.find((s) => s.id === d.superseded_by);
    db.prepare('UPDATE memory_items SET superseded_by = ?, valid_to = ? WHERE id = ?').run(
      successor?.id ?? null,
      successor?.created_at ?? d.created_at,
      d.id,
    );
  }

  // Ids handed out before (forgotten ones included) are never handed out again: start above both old sequences.
  const seq = (name: string) =>
    (db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').get(name) as { seq: number } | undefined)?.seq ?? 0;
  const floor = Math.max(seq('decisions'), seq('code_areas'), seq('memory_items'));
  db.prepare(`DELETE FROM sqlite_sequence WHERE name = 'memory_items'`).run();
  db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES ('memory_items', ?)`).run(floor);

  // Code areas get fresh ids (they shared numbers with decisions) and an alias for their old one.
  db.exec(`UPDATE search_docs SET ref_id = 'legacy:' || ref_id WHERE kind = 'code_area'`);
  const areas = db.prepare('SELECT * FROM code_areas ORDER BY id').all() as {
    id: number;
    session_id: string | null;
    file_path: string;
    description: string;
    source: string;
    created_at: number;
    created_at_iso: string;
  }[];
  const insertArea = db.prepare(
    `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, status, session_id, valid_from, recorded_at, created_at, created_at_iso)
     VALUES ('code_area', @text, '', @subject, @hash, @origin, @source, @trust, 'active', @session, @at, @at, @at, @iso)`,
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
        iso: a.created_at_iso,
      }).lastInsertRowid,
    );
    receipt.run(id, a.source === 'auto' ? 'inferred' : 'stated', a.session_id, null, a.created_at);
    db.prepare(`INSERT INTO memory_item_aliases (kind, ref, item_id) VALUES ('code_area', ?, ?)`).run(String(a.id), id);
    db.prepare(`UPDATE search_docs SET ref_id = ? WHERE kind = 'code_area' AND ref_id = ?`).run(String(id), `legacy:${a.id}`);
  }
  if (decisions.length + areas.length > 0) {
    const now = Date.now();
    db.prepare(`INSERT INTO audit_log (at, at_iso, actor, action, reason, after_json) VALUES (?, ?, 'migration', 'migrate', ?, ?)`).run(
      now,
      new Date(now).toISOString(),
      'decisions and code areas moved into memory items',
      JSON.stringify({ decisions: decisions.length, codeAreas: areas.length }),
    );
  }
  // Dropping the old tables drops their search triggers with them; the items' triggers take over.
  db.exec(`DROP TABLE decisions; DROP TABLE code_areas;`);
  db.exec(`
    CREATE TRIGGER memory_items_search_ai AFTER INSERT ON memory_items BEGIN
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, trust, text, created_at)
      VALUES (NEW.type, CAST(NEW.id AS TEXT), NEW.session_id, NEW.prompt_number, NEW.source, ${itemActive('NEW')}, NEW.trust, ${itemSearchText('NEW')}, NEW.created_at);
    END;
    CREATE TRIGGER memory_items_search_au AFTER UPDATE ON memory_items BEGIN
      UPDATE search_docs SET text = ${itemSearchText('NEW')}, source = NEW.source, active = ${itemActive('NEW')}, trust = NEW.trust, session_id = NEW.session_id
      WHERE kind = OLD.type AND ref_id = CAST(OLD.id AS TEXT)
        AND (text IS NOT ${itemSearchText('NEW')} OR source IS NOT NEW.source OR active IS NOT ${itemActive('NEW')} OR trust IS NOT NEW.trust
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
  // The kept search entries now describe items: same text, plus trust.
  db.exec(`
    UPDATE search_docs SET
      trust = (SELECT i.trust FROM memory_items i WHERE i.id = CAST(search_docs.ref_id AS INTEGER)),
      active = (SELECT ${itemActive('i')} FROM memory_items i WHERE i.id = CAST(search_docs.ref_id AS INTEGER))
    WHERE kind IN ('decision', 'code_area');
  `);
}
