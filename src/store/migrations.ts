// The schema, as an ordered list of forward-only migrations. Never renumber or edit a shipped migration:
// add a new one, numbered after the highest. Each runs in a transaction together with its `schema_versions` row.
//
// The numbers have gaps (9, 11-14, 16-18, 21-24 were never used): lines of work that ran side by side each claimed a
// block of numbers before they were merged, and only the numbers that shipped were kept. A store records every
// version it applied, so a shipped number can never be reused or moved; `migrate` only needs them ascending.
import type { Database } from 'better-sqlite3';
import { migrateToKnowledgeItems } from './migrations-knowledge.js';
import { dropCapturedOwnOutput } from './migrations-own-output.js';
import { migrateToBoundedTeamCopies, migrateToTeamMemory, migrateToTeamVectors } from './migrations-team.js';

export interface Migration {
  version: number;
  description: string;
  up(db: Database): void;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    description: 'sessions, prompts, tool events, summaries, decisions, code areas, queue, search index',
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
    },
  },
  {
    version: 2,
    description:
      'ids never reused (AUTOINCREMENT) for captured rows, decisions and code areas; tool evidence column renamed from facts_json',
    up(db) {
      // SQLite hands a deleted highest id to the next row unless the table is AUTOINCREMENT, which only a rebuild can
      // add. Nothing references these tables, so each is copied (same ids), dropped and renamed; search_docs rows are
      // untouched (a dropped table fires no triggers) and the search triggers are recreated on the new tables.
      for (const t of CAPTURED_TABLES) {
        db.exec(`${t.create.replace(`CREATE TABLE ${t.name} (`, `CREATE TABLE ${t.name}_next (`)}
          INSERT INTO ${t.name}_next (${t.columns}) SELECT ${t.copy} FROM ${t.name};
          DROP TABLE ${t.name};
          ALTER TABLE ${t.name}_next RENAME TO ${t.name};
          ${t.indexes}`);
      }
      db.exec(searchDocTriggers(CAPTURED_TABLES.map((t) => t.name)));
    },
  },
  {
    version: 3,
    description: 'knowledge layer: typed memory items (decisions and code areas migrated), provenance, conflicts, audit log, tombstones',
    up: migrateToKnowledgeItems,
  },
  {
    version: 4,
    description: 'knowledge items keep what the resolver compares: the value chosen, the value replaced, the contrast, the polarity',
    up(db) {
      db.exec(`
        ALTER TABLE memory_items ADD COLUMN value TEXT;
        ALTER TABLE memory_items ADD COLUMN replaces TEXT;
        ALTER TABLE memory_items ADD COLUMN contrast TEXT;
        ALTER TABLE memory_items ADD COLUMN polarity TEXT NOT NULL DEFAULT 'positive' CHECK (polarity IN ('positive', 'negative'));
        `);
    },
  },
  {
    version: 5,
    description: 'turn cards: one searchable text per turn (prompt, conclusion, files written, commands and salient output)',
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
    },
  },
  {
    version: 6,
    description: 'vector change log, for incremental vector index refresh',
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
      // Marks the current state, so an index knows it is up to date even before any vector changes.
      db.exec("INSERT INTO vector_log(doc_id, model, added) VALUES (0, '', 0)");
    },
  },
  {
    version: 7,
    description: 'legacy session files already migrated (a rerun of `sessions migrate` is a no-op)',
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
    },
  },
  {
    version: 8,
    description: "tool events remember their prompt's prompt_id, so one filed before its prompt existed can be re-homed",
    up(db) {
      db.exec(`ALTER TABLE tool_events ADD COLUMN prompt_id TEXT;
        CREATE INDEX tool_events_prompt_id ON tool_events(session_id, prompt_id) WHERE prompt_id IS NOT NULL;`);
    },
  },
  {
    version: 10,
    description: 'team memory: items shared with a team (server id, revision, who shared them), the sync outbox and the team link',
    up: migrateToTeamMemory,
  },
  {
    version: 15,
    description:
      'searchable vectors counted per model by triggers (a vector snapshot is checked against it at every cold start; counting joined 1M rows, 1 s)',
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
    },
  },
  {
    version: 19,
    description: 'team memory bounded locally: the server sequence and last use of each pulled copy, and how many copies to keep',
    up: migrateToBoundedTeamCopies,
  },
  {
    version: 20,
    description: "a new vector of an item this member shared queues it for the team server's vector search (pgvector, optional)",
    up: migrateToTeamVectors,
  },
  {
    version: 25,
    description: 'search_docs row count kept by triggers (IDF weights need it per query; counting scans an index of every doc)',
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
    },
  },
  {
    version: 26,
    description:
      "the docs no recall shows (inactive, rejected) by index: a prompt's vector search leaves out its own session and these, instead of listing every other doc (140 ms at 100k docs)",
    up(db) {
      // The WHERE must stay the one store/search.ts docsLeftOutOf asks with, word for word: SQLite uses a
      // partial index only for a query whose terms imply it.
      db.exec(`CREATE INDEX search_docs_hidden ON search_docs(id) WHERE active = 0 OR trust = 'rejected';`);
    },
  },
  {
    version: 31,
    description:
      "what the plugin showed each session (its digest, injected memories, its tools' answers), by id; and whether a session was trivial (a greeting, only the plugin's commands)",
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
    },
  },
  {
    version: 32,
    description:
      "the plugin's own output captured before it was kept out (its MCP tools' calls, its slash commands' turns) is dropped; those turns and sessions are summarized again",
    up: dropCapturedOwnOutput,
  },
];

/**
 * The kinds with searchable vectors when migration 15 wrote its triggers (kinds.ts VECTOR_KINDS; a test keeps them
 * equal: a change there needs a migration that rewrites these triggers).
 */
export const VECTOR_KINDS_AT_15 = "'decision', 'code_area', 'preference', 'convention', 'discovery', 'prompt', 'assistant', 'tool'";

/** The captured tables as migration 2 rebuilt them (AUTOINCREMENT ids). */
const CAPTURED_TABLES = [
  {
    name: 'prompts',
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
    columns: 'id, session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso',
    copy: 'id, session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso',
    indexes: `CREATE UNIQUE INDEX prompts_prompt_id ON prompts(session_id, prompt_id) WHERE prompt_id IS NOT NULL;
      CREATE UNIQUE INDEX prompts_uuid ON prompts(uuid) WHERE uuid IS NOT NULL;`,
  },
  {
    name: 'assistant_messages',
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
    columns: 'id, session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso',
    copy: 'id, session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso',
    indexes: 'CREATE INDEX assistant_turn ON assistant_messages(session_id, prompt_number);',
  },
  {
    name: 'tool_events',
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
    columns:
      'id, session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso',
    copy: 'id, session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso',
    indexes: 'CREATE INDEX tool_events_turn ON tool_events(session_id, prompt_number);',
  },
  {
    name: 'decisions',
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
    columns: 'id, session_id, prompt_number, decision, reason, source, status, superseded_by, created_at, created_at_iso',
    copy: 'id, session_id, prompt_number, decision, reason, source, status, superseded_by, created_at, created_at_iso',
    indexes: '',
  },
  {
    name: 'code_areas',
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
    columns: 'id, session_id, file_path, description, source, created_at, created_at_iso',
    copy: 'id, session_id, file_path, description, source, created_at, created_at_iso',
    indexes: '',
  },
  {
    name: 'turn_summaries',
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
    columns: 'id, session_id, prompt_number, summary, tier, evidence_json, created_at',
    copy: 'id, session_id, prompt_number, summary, tier, facts_json, created_at',
    indexes: '',
  },
];

interface SearchSource {
  table: string;
  kind: string;
  /** SQL expressions over the row alias `r` (NEW or OLD). */
  text: (r: string) => string;
  prompt: (r: string) => string;
  source: (r: string) => string;
  active: (r: string) => string;
}

const SEARCH_SOURCES: SearchSource[] = [
  {
    table: 'prompts',
    kind: 'prompt',
    text: (r) => `${r}.text`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => '1',
  },
  {
    table: 'assistant_messages',
    kind: 'assistant',
    text: (r) => `${r}.text`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => '1',
  },
  {
    table: 'turn_summaries',
    kind: 'summary',
    text: (r) => `${r}.summary`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => '1',
  },
  {
    table: 'tool_events',
    kind: 'tool',
    text: (r) => `${r}.summary || coalesce(' — ' || ${r}.error, '')`,
    prompt: (r) => `${r}.prompt_number`,
    source: () => `'auto'`,
    active: () => '1',
  },
  {
    table: 'decisions',
    kind: 'decision',
    text: (r) => `${r}.decision || coalesce(' — because ' || nullif(${r}.reason, ''), '')`,
    prompt: (r) => `${r}.prompt_number`,
    source: (r) => `${r}.source`,
    active: (r) => `(${r}.status = 'active')`,
  },
  {
    table: 'code_areas',
    kind: 'code_area',
    text: (r) => `${r}.file_path || ': ' || ${r}.description`,
    prompt: () => 'NULL',
    source: (r) => `${r}.source`,
    active: () => '1',
  },
];

/** Triggers that mirror each searchable source table into search_docs (updated in place, so vectors survive). */
function searchDocTriggers(onlyTables?: string[]): string {
  const perTable = SEARCH_SOURCES.filter((s) => !onlyTables || onlyTables.includes(s.table)).map(
    (s) => `
    CREATE TRIGGER ${s.table}_search_ai AFTER INSERT ON ${s.table} BEGIN
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
      VALUES ('${s.kind}', CAST(NEW.id AS TEXT), NEW.session_id, ${s.prompt('NEW')}, ${s.source('NEW')}, ${s.active('NEW')}, ${s.text('NEW')}, NEW.created_at);
    END;
    CREATE TRIGGER ${s.table}_search_au AFTER UPDATE ON ${s.table} BEGIN
      UPDATE search_docs SET text = ${s.text('NEW')}, source = ${s.source('NEW')}, active = ${s.active('NEW')}
      WHERE kind = '${s.kind}' AND ref_id = CAST(OLD.id AS TEXT)
        AND (text IS NOT ${s.text('NEW')} OR source IS NOT ${s.source('NEW')} OR active IS NOT ${s.active('NEW')});
    END;
    CREATE TRIGGER ${s.table}_search_ad AFTER DELETE ON ${s.table} BEGIN
      DELETE FROM search_docs WHERE kind = '${s.kind}' AND ref_id = CAST(OLD.id AS TEXT);
    END;`,
  );
  if (onlyTables) return perTable.join('\n');
  return (
    perTable.join('\n') +
    `
    CREATE TRIGGER sessions_rollup_search AFTER UPDATE OF rollup_summary ON sessions
    WHEN NEW.rollup_summary IS NOT OLD.rollup_summary BEGIN
      DELETE FROM search_docs WHERE kind = 'rollup' AND ref_id = OLD.id;
      INSERT INTO search_docs(kind, ref_id, session_id, prompt_number, source, active, text, created_at)
        SELECT 'rollup', NEW.id, NEW.id, NULL, 'auto', 1, NEW.rollup_summary, coalesce(NEW.ended_at, NEW.last_activity_at)
        WHERE NEW.rollup_summary IS NOT NULL;
    END;
    CREATE TRIGGER sessions_search_ad AFTER DELETE ON sessions BEGIN
      DELETE FROM search_docs WHERE session_id = OLD.id;
    END;`
  );
}

/** The user-wide database: which projects have a memory, for `status` across projects and for `import`. */
export const GLOBAL_MIGRATIONS: Migration[] = [
  {
    version: 1,
    description: 'project registry',
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
    },
  },
];
