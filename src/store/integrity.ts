// A store's integrity as the processes that use it see it, not only `doctor`. Three signals, all cheap on the hook path:
// - a damage mark (`<db>.damaged`): written by any process that meets SQLite's corruption error, or by the worker's
//   periodic quick_check; the next process that opens the store moves it aside (openDatabase), as a truncated one is;
// - the last quick_check (`<db>.checked`): the worker runs one when a day has passed (it reads every page, so never a
//   hook);
// - the write-ahead log, read before SQLite opens the store: a `-shm` index left without its `-wal` (the log was
//   deleted while the store was in use: its unsaved writes are gone), a `-wal` of another page size or no WAL magic,
//   or one whose salts are not those its index recorded (a log from another store, copied in).
// File reads and writes only; no SQL here beyond the check itself.
import fs from 'node:fs';
import type { Db } from './connection.js';

export interface DamageMark {
  at: string;
  reason: string;
}

const markPath = (file: string) => `${file}.damaged`;
const checkedPath = (file: string) => `${file}.checked`;

/** Notes that a store is damaged (idempotent: the first reason is kept). Never throws. */
export function markDamaged(file: string, reason: string, now = Date.now()): void {
  try {
    fs.writeFileSync(markPath(file), `${JSON.stringify({ at: new Date(now).toISOString(), reason: reason.slice(0, 500) })}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch {
    // already marked, or the directory is gone
  }
}

export function damageMark(file: string): DamageMark | null {
  try {
    return JSON.parse(fs.readFileSync(markPath(file), 'utf8')) as DamageMark;
  } catch {
    return null;
  }
}

/** Drops the mark once the store it was about has been moved aside. */
export function clearDamageMark(file: string): void {
  fs.rmSync(markPath(file), { force: true });
}

/** SQLite's error codes for a store whose pages are damaged (not a lock, not a full disk). */
export function isCorruptionError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_(?:CORRUPT|NOTADB)/.test(code);
}

export interface IntegrityCheck {
  at: string;
  ok: boolean;
  problems: string[];
}

export function lastIntegrityCheck(file: string): IntegrityCheck | null {
  try {
    return JSON.parse(fs.readFileSync(checkedPath(file), 'utf8')) as IntegrityCheck;
  } catch {
    return null;
  }
}

/** How often the worker reads every page of a store. */
export const INTEGRITY_CHECK_INTERVAL_MS = 24 * 3_600_000;

/**
 * `PRAGMA quick_check` when the last one is older than `intervalMs` (or there is none): recorded beside the store,
 * and a failed one marks the store damaged. Returns the check run, or null when none was due.
 */
export function checkIntegrityIfDue(db: Db, file: string, now: number, intervalMs = INTEGRITY_CHECK_INTERVAL_MS): IntegrityCheck | null {
  const last = lastIntegrityCheck(file);
  if (last && now - Date.parse(last.at) < intervalMs) return null;
  let problems: string[];
  try {
    problems = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).filter((r) => r !== 'ok');
  } catch (err) {
    if (!isCorruptionError(err)) throw err;
    problems = [(err as Error).message];
  }
  const check: IntegrityCheck = { at: new Date(now).toISOString(), ok: problems.length === 0, problems: problems.slice(0, 10) };
  try {
    fs.writeFileSync(checkedPath(file), `${JSON.stringify(check)}\n`, { mode: 0o600 });
  } catch {
    // a read-only data dir: the check still counts for this run
  }
  if (!check.ok) markDamaged(file, `quick_check: ${problems.slice(0, 3).join('; ')}`, now);
  return check;
}

/** The worker's periodic check, logged when it finds damage (the store is then moved aside at its next open). */
export function noteIntegrity(
  db: Db,
  log: { error(scope: string, err: unknown, project?: string): void },
  project: string,
  now: number,
): void {
  try {
    const check = checkIntegrityIfDue(db, db.name, now);
    if (check && !check.ok)
      log.error(
        'store:integrity',
        new Error(`${db.name} is damaged (${check.problems.slice(0, 3).join('; ')}): it will be moved aside at its next open`),
        project,
      );
  } catch (err) {
    log.error('store:integrity', err, project);
  }
}

const WAL_MAGIC = [0x377f0682, 0x377f0683];

function readHead(file: string, bytes: number): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buf = Buffer.alloc(bytes);
    const n = fs.readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

const exists = (f: string) => {
  try {
    fs.statSync(f);
    return true;
  } catch {
    return false;
  }
};

/**
 * What is wrong with a store's write-ahead log, found before SQLite opens the store (which would apply a foreign
 * log's frames to it). Empty when nothing is. A live store (its `-shm` index exists: some connection has it open) is
 * only looked at with stat: opening and closing one of its files in a process that holds SQLite's locks on them drops
 * those locks (POSIX releases a process's locks on a file when any descriptor of it closes), and a worker thread
 * shares its process with the connection it would break.
 */
export function walProblems(file: string): string[] {
  const wal = `${file}-wal`;
  const shm = `${file}-shm`;
  if (!exists(file)) return [];
  if (exists(shm)) {
    // SQLite removes both at its last close: an index without its log means the log was deleted under a live store.
    return exists(wal)
      ? []
      : ['its write-ahead log is gone while its index is there (deleted while in use?): writes not yet saved to the store are lost'];
  }
  let size = 0;
  try {
    size = fs.statSync(wal).size;
  } catch {
    return [];
  }
  if (size < 32) return [];
  // A log left with no index: a crash's, to be replayed, or one copied in from elsewhere. Nobody has the store open.
  const db = readHead(file, 100);
  const head = readHead(wal, 32);
  if (!db || db.length < 100 || db.toString('latin1', 0, 16) !== 'SQLite format 3\0' || !head || head.length < 32) return [];
  const pageSize = db.readUInt16BE(16) === 1 ? 65_536 : db.readUInt16BE(16);
  if (!WAL_MAGIC.includes(head.readUInt32BE(0))) return ['its write-ahead log is not a SQLite WAL (no WAL magic)'];
  if (head.readUInt32BE(8) !== pageSize)
    return [`its write-ahead log is of another store (page size ${head.readUInt32BE(8)}, the store's is ${pageSize})`];
  return [];
}
