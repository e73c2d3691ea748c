// Migration 10: team memory. An item shared with a team keeps living in the project store (recall, injection and the
// digest see it with no extra search path), marked with its team, its id on the team server and who shared it.
// Triggers put every change of a shared item into the sync outbox, whichever write path made it (knowledge.ts,
// forget.ts, the dashboard), so no caller has to remember; changes pulled from the server are applied with
// `team_sync_flag.applying` set, so they are not pushed back.
import type { Database } from 'better-sqlite3';

const NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;
const NEW_OP_ID = 'lower(hex(randomblob(16)))';
const NOT_APPLYING = '(SELECT applying FROM team_sync_flag WHERE id = 1) = 0';
/** Queues `uid` of `team` for the next push; a change already waiting keeps its base revision (what the server had). */
const enqueue = (uid: string, team: string, op: string, baseRev: string) => `
  INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at) VALUES (${uid}, ${team}, '${op}', ${baseRev}, ${NEW_OP_ID}, ${NOW_MS})
  ON CONFLICT (uid) DO UPDATE SET op = excluded.op, version = version + 1;`;

export function migrateToTeamMemory(db: Database): void {
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
      ${enqueue('NEW.team_uid', 'NEW.team', 'upsert', 'NEW.team_rev')}
    END;
    CREATE TRIGGER memory_items_team_au AFTER UPDATE ON memory_items WHEN NEW.team_uid IS NOT NULL AND ${NOT_APPLYING} AND (
        NEW.team_uid IS NOT OLD.team_uid OR NEW.trust IS NOT OLD.trust OR NEW.status IS NOT OLD.status OR NEW.superseded_by IS NOT OLD.superseded_by
        OR NEW.valid_to IS NOT OLD.valid_to OR NEW.retracted_at IS NOT OLD.retracted_at OR NEW.text IS NOT OLD.text OR NEW.reason IS NOT OLD.reason) BEGIN
      -- A shared item's successor is shared with it (queued first, so the server knows it when the link arrives).
      UPDATE memory_items SET team = NEW.team, team_uid = ${NEW_OP_ID}, shared_by = NEW.shared_by WHERE id = NEW.superseded_by AND team_uid IS NULL;
      INSERT INTO team_outbox (uid, team, op, base_rev, op_id, created_at)
        SELECT s.team_uid, s.team, 'upsert', s.team_rev, ${NEW_OP_ID}, ${NOW_MS} FROM memory_items s WHERE s.id = NEW.superseded_by AND s.team_uid IS NOT NULL
        ON CONFLICT (uid) DO UPDATE SET op = excluded.op, version = version + 1;
      ${enqueue('NEW.team_uid', 'NEW.team', 'upsert', 'NEW.team_rev')}
    END;
    CREATE TRIGGER memory_items_team_unshare AFTER UPDATE OF team_uid ON memory_items WHEN OLD.team_uid IS NOT NULL AND NEW.team_uid IS NULL AND ${NOT_APPLYING} BEGIN
      ${enqueue('OLD.team_uid', 'OLD.team', 'unshare', 'OLD.team_rev')}
    END;
    CREATE TRIGGER memory_items_team_ad AFTER DELETE ON memory_items WHEN OLD.team_uid IS NOT NULL AND ${NOT_APPLYING} BEGIN
      ${enqueue('OLD.team_uid', 'OLD.team', 'forget', 'OLD.team_rev')}
    END;
  `);
}

// Migration 19: a member keeps a bounded part of a large team memory. Each pulled copy records the server sequence of
// the state it holds (how recent it is) and when recall last fetched or used it; the link says how many copies of
// each kind to keep (the newest items, for injection and the digest, which never touch the network; and those recall
// fetched from the server's search). Items this member shared or changed are never evicted.
export function migrateToBoundedTeamCopies(db: Database): void {
  db.exec(`
    ALTER TABLE memory_items ADD COLUMN team_seq INTEGER;
    ALTER TABLE memory_items ADD COLUMN team_used_at INTEGER;
    ALTER TABLE team_link ADD COLUMN keep_recent INTEGER NOT NULL DEFAULT 2000;
    ALTER TABLE team_link ADD COLUMN keep_fetched INTEGER NOT NULL DEFAULT 1000;
  `);
}

// Migration 20: an item's vector usually arrives after it was shared (the worker embeds it later). For the team
// server's vector search (pgvector, optional), a new vector of an item this member shared queues the item again; the
// push carries the vector only to a server that stores vectors, and the item's state, being unchanged, is a no-op.
export function migrateToTeamVectors(db: Database): void {
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
