// Opening a store: pragmas, private file modes, forward-only migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { SqliteConstructor } from '../runtime/native.js';
import { clearDamageMark, damageMark, isCorruptionError, walProblems } from './integrity.js';
import { MIGRATIONS, type Migration } from './migrations.js';

export type Db = Database;

export const BUSY_TIMEOUT_MS = 3_000;

export interface OpenOptions {
  /** Hooks wait less for a lock than the CLI; past it they spool. */
  busyTimeoutMs?: number;
  readonly?: boolean;
  migrations?: Migration[];
  /**
   * A file found corrupt or truncated is moved aside (`<file>.corrupt-<time>`) and a fresh store is started; this
   * hears the message. Without it, corruption is thrown like any other error.
   */
  onQuarantine?: (message: string) => void;
  /** Hears what is wrong with the store's write-ahead log (deleted, foreign), read before SQLite opens it. */
  onWalProblem?: (message: string) => void;
}

/**
 * Opens (creating and migrating) a store. A file that is not a database any more, or is shorter than its header
 * says, is quarantined when `onQuarantine` is given: memories in it are beyond this process's repair, and a fresh
 * store lets capture go on (the spool journal, replayed from its start into the fresh store, loses nothing).
 */
export function openDatabase(Sqlite: SqliteConstructor, file: string, opts: OpenOptions = {}): Db {
  return openDatabaseChecked(Sqlite, file, opts);
}

/**
 * Whether some connection has the store open: SQLite keeps its `-shm` index while one does. The checks below that
 * read the store's files skip a live store: closing a descriptor of a file drops the locks the process holds on it,
 * and a worker thread shares its process with the connection it would break.
 */
function isLive(file: string): boolean {
  return fs.existsSync(`${file}-shm`) || walInUse(file);
}

function openDatabaseChecked(Sqlite: SqliteConstructor, file: string, opts: OpenOptions): Db {
  if (opts.onWalProblem) for (const p of walProblems(file)) opts.onWalProblem(`the store ${path.basename(file)}: ${p}`);
  if (opts.readonly || !opts.onQuarantine) return openDatabaseOnce(Sqlite, file, opts);
  // Marked damaged by a process that met a corruption error, or by the worker's check: moved aside like a truncated
  // store, once no write-ahead log is in use (a live process may still have it open).
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
      quarantine(file, (err as Error).message, opts.onQuarantine);
    }
  } else {
    quarantine(file, damage, opts.onQuarantine);
  }
  return openDatabaseOnce(Sqlite, file, opts);
}

const isCorruption = isCorruptionError;

function walInUse(file: string): boolean {
  try {
    return fs.statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

/**
 * A reason when the file is shorter than the page count its header records (a cut copy, a disk-full write). Read
 * without SQLite's locks, so only while the store has no write-ahead log in use: a checkpoint writes page 1 (and its
 * new page count) before the pages that extend the file, and taking a live store mid-checkpoint for a truncated one
 * moved it aside with everything in it (the kill -9 reliability test lost finished events that way). With a log in
 * use, SQLite's own corruption errors still quarantine a store that is really damaged.
 */
function truncatedHeader(file: string): string | null {
  if (isLive(file)) return null;
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null; // a new store
  }
  try {
    const header = Buffer.alloc(100);
    if (fs.readSync(fd, header, 0, 100, 0) < 100 || header.toString('latin1', 0, 16) !== 'SQLite format 3\0') return null;
    const pageSize = header.readUInt16BE(16) === 1 ? 65_536 : header.readUInt16BE(16);
    const pages = header.readUInt32BE(28);
    // The page count is valid only when the change counter matches "version valid for".
    if (pages === 0 || header.readUInt32BE(24) !== header.readUInt32BE(92)) return null;
    const size = fs.fstatSync(fd).size;
    return size < pages * pageSize ? `database file is truncated (${size} of ${pages * pageSize} bytes)` : null;
  } finally {
    fs.closeSync(fd);
  }
}

function quarantine(file: string, reason: string, tell: (message: string) => void): void {
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      fs.renameSync(file + suffix, aside + suffix);
    } catch {
      // the WAL files may not exist
    }
  }
  tell(`the store ${path.basename(file)} is corrupt (${reason}); it was moved to ${aside} and a fresh store was started`);
}

function openDatabaseOnce(Sqlite: SqliteConstructor, file: string, opts: OpenOptions): Db {
  if (!opts.readonly) fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = new Sqlite(file, { readonly: opts.readonly ?? false, fileMustExist: opts.readonly ?? false });
  try {
    db.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
    if (!opts.readonly) {
      // Switching a new file to WAL needs an exclusive lock, and SQLite answers BUSY at once (no busy handler) when
      // several processes create the same database together: retry within the busy timeout.
      retryWhileBusy(() => db.pragma('journal_mode = WAL'), opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS);
      db.pragma('synchronous = NORMAL');
    }
    db.pragma('foreign_keys = ON');
    // Forgotten memories are overwritten on disk, not just unlinked.
    if (!opts.readonly) db.pragma('secure_delete = ON');
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

/**
 * Bounds the connection's page cache. SQLite here defaults to 16 MB per connection (better-sqlite3's build), which
 * a bulk writer holding several stores open fills once each store passes that size.
 */
export function limitPageCache(db: Db, kib: number): void {
  db.pragma(`cache_size = -${Math.max(64, Math.floor(kib))}`);
}

/** Lock, disk and I/O errors: the work is fine, the store is not right now; try again later. */
export function isTransientDbError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|INTERRUPT|CORRUPT|NOTADB)/.test(code);
}

/** `PRAGMA integrity_check`: 'ok', or the problems SQLite found. */
export function integrityCheck(db: Db): string[] {
  return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
}

/** Rewrites the file without the free pages deleted rows left behind. */
export function compactStore(db: Db): void {
  db.exec('VACUUM');
}

function retryWhileBusy<T>(fn: () => T, timeoutMs: number): T {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== 'SQLITE_BUSY' && code !== 'SQLITE_LOCKED') || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** The database and its WAL files hold whatever the user typed: owner-only. */
function restrictFileModes(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch {
      // the WAL files appear lazily
    }
  }
}

export function currentSchemaVersion(db: Db): number {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_versions'").get();
  if (!exists) return 0;
  const row = db.prepare('SELECT max(version) AS v FROM schema_versions').get() as { v: number | null };
  return row.v ?? 0;
}

/** Applies pending migrations in order; each one and its version row commit together. Returns the count applied. */
export function runMigrations(db: Db, migrations: Migration[]): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_versions (
    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  // Every version not yet recorded, not only those above the highest: version ranges are handed out to parallel
  // work, so a store may already hold 30 when 20 lands.
  const isApplied = db.prepare('SELECT 1 FROM schema_versions WHERE version = ?');
  const pending = migrations.filter((m) => !isApplied.get(m.version)).sort((a, b) => a.version - b.version);
  let applied = 0;
  for (const migration of pending) {
    // IMMEDIATE: two processes opening a new database at once must not both migrate.
    const apply = db.transaction(() => {
      if (isApplied.get(migration.version)) return false;
      migration.up(db);
      db.prepare('INSERT INTO schema_versions(version, description, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.description,
        new Date().toISOString(),
      );
      return true;
    });
    if (apply.immediate()) applied++;
  }
  return applied;
}
