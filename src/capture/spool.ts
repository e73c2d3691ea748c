// The spool: an append-only journal of sanitized hook events, per project. Tool hooks only append here (they never
// load SQLite, so they stay close to a bare Node start-up); any hook that cannot write the store appends here too.
// The next process that can write replays it: in order, and exactly once, because the read offset of each journal
// file is stored in the project's database in the same transaction as the events it covers.
import fs from 'node:fs';
import path from 'node:path';
import type { HookEventName } from './payloads.js';

export interface SpooledEvent {
  event: HookEventName;
  /** The payload, already stripped of private blocks and secrets. */
  payload: Record<string, unknown>;
  at: number;
}

/**
 * Journal files are bucketed by minute. A writer picks its bucket from the clock just before its one append, so a
 * bucket two minutes old is closed: once read to the end it can be deleted without racing a writer.
 */
const BUCKET_MS = 60_000;
const CLOSED_AFTER_BUCKETS = 2;

export function appendToSpool(dir: string, entry: SpooledEvent, now: number = Date.now()): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bucket = String(Math.floor(now / BUCKET_MS)).padStart(12, '0');
  // One write call per event: O_APPEND keeps concurrent hooks' lines whole and in arrival order.
  fs.appendFileSync(path.join(dir, `${bucket}.jsonl`), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

function journalFiles(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((n) => /^\d+\.jsonl$/.test(n))
      .sort()
      .map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}

/** What is waiting in the journal (bytes past each file's stored cursor, when the cursor is known). */
export function spoolSize(dir: string, cursorOf: (file: string) => number = () => 0): { events: number; bytes: number } {
  let events = 0;
  let bytes = 0;
  for (const file of journalFiles(dir)) {
    try {
      const buf = fs.readFileSync(file);
      const rest = buf.subarray(Math.min(cursorOf(file), buf.length));
      bytes += rest.length;
      for (const b of rest) if (b === 0x0a) events++;
    } catch {
      // deleted by a replayer meanwhile
    }
  }
  return { events, bytes };
}

/** Where a journal is replayed to: the store's cursors, and its unit of work that applies a batch with its cursor. */
export interface JournalStore {
  cursor(file: string): number;
  /** Applies the entries read between `from` and `to` and moves the cursor to `to`, atomically; `applied: false`
   *  when the cursor was no longer at `from` (another process replayed them first). */
  applyBatch(batch: { file: string; from: number; to: number; entries: SpooledEvent[] }): { applied: boolean; replayed: number; rejected: number };
  dropCursor(file: string): void;
}

export interface ReplayResult {
  replayed: number;
  malformed: number;
  /** Events the store refused for good (a bug, not a lock); skipped so they cannot block everything after them. */
  rejected: number;
  /** Set when applying stopped early; the rest stays in the journal. */
  error?: Error;
}

/** The whole lines of a journal file past `offset`, parsed; null when the file is gone. */
export function readJournal(file: string, offset: number): { entries: SpooledEvent[]; malformed: number; end: number; size: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    // Replayed to the end and deleted (with its cursor) by another process since we listed it.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (offset >= size) return { entries: [], malformed: 0, end: offset, size };
    const buf = Buffer.alloc(size - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    // Only whole lines: a writer may be mid-append at the end.
    const whole = buf.lastIndexOf(0x0a) + 1;
    const entries: SpooledEvent[] = [];
    let malformed = 0;
    for (const line of buf.subarray(0, whole).toString('utf8').split('\n')) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line) as SpooledEvent);
      } catch {
        malformed++;
      }
    }
    return { entries, malformed, end: offset + whole, size };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Replays the journal into the store, file by file in order: each file's new events and its moved cursor commit in
 * one unit of work (the store's), so a crash or a concurrent replayer never applies an event twice or skips one.
 * Closed bucket files read to the end are deleted with their cursor.
 */
export function replaySpool(dir: string, store: JournalStore, opts: { now?: number } = {}): ReplayResult {
  const now = opts.now ?? Date.now();
  const result: ReplayResult = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    try {
      let read: ReturnType<typeof readJournal> = null;
      // A concurrent replayer may move the cursor between our read and our write: read again from where it is.
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
      const bucket = Number(path.basename(file, '.jsonl'));
      if (bucket < closedBefore && store.cursor(file) >= read.size) {
        fs.rmSync(file, { force: true });
        store.dropCursor(file);
      }
    } catch (err) {
      result.error = err as Error;
      return result;
    }
  }
  return result;
}
