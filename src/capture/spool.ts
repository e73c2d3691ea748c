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

export interface SpoolCursorStore {
  /** Runs `fn` in one write transaction (the cursor must be read and moved inside it). */
  transaction<T>(fn: () => T): T;
  getCursor(file: string): number;
  setCursor(file: string, offset: number): void;
  deleteCursor(file: string): void;
}

export interface ReplayResult {
  replayed: number;
  malformed: number;
  /** Events the store refused for good (a bug, not a lock); skipped so they cannot block everything after them. */
  rejected: number;
  /** Set when applying stopped early; the rest stays in the journal. */
  error?: Error;
}

/**
 * Replays the journal through `apply`, file by file in order. Each file's new events and its moved cursor commit in
 * one transaction, so a crash or a concurrent replayer never applies an event twice or skips one.
 */
export function replaySpool(
  dir: string,
  cursors: SpoolCursorStore,
  apply: (entry: SpooledEvent) => void,
  opts: { now?: number; onReject?: (entry: SpooledEvent, err: unknown) => void } = {},
): ReplayResult {
  const now = opts.now ?? Date.now();
  const result: ReplayResult = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      continue;
    }
    try {
      const done = cursors.transaction(() => {
        const offset = cursors.getCursor(file);
        if (offset >= size) return offset;
        const buf = Buffer.alloc(size - offset);
        let fd: number;
        try {
          fd = fs.openSync(file, 'r');
        } catch (err) {
          // Replayed to the end and deleted (with its cursor) by another process since we listed it.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw err;
        }
        try {
          fs.readSync(fd, buf, 0, buf.length, offset);
        } finally {
          fs.closeSync(fd);
        }
        // Only whole lines: a writer may be mid-append at the end.
        const end = buf.lastIndexOf(0x0a) + 1;
        for (const line of buf.subarray(0, end).toString('utf8').split('\n')) {
          if (!line) continue;
          let entry: SpooledEvent;
          try {
            entry = JSON.parse(line) as SpooledEvent;
          } catch {
            result.malformed++;
            continue;
          }
          try {
            apply(entry);
            result.replayed++;
          } catch (err) {
            if (isTransient(err)) throw err;
            result.rejected++;
            opts.onReject?.(entry, err);
          }
        }
        cursors.setCursor(file, offset + end);
        return offset + end;
      });
      if (done === null) continue;
      const bucket = Number(path.basename(file, '.jsonl'));
      if (bucket < closedBefore && done >= size) {
        fs.rmSync(file, { force: true });
        cursors.transaction(() => cursors.deleteCursor(file));
      }
    } catch (err) {
      result.error = err as Error;
      return result;
    }
  }
  return result;
}

/** Lock, disk and I/O errors end the replay (retry later); anything else is about the event itself. */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|NOMEM|INTERRUPT|CORRUPT|NOTADB)/.test(code);
}
