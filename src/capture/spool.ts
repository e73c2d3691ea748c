// The spool: an append-only journal of sanitized hook events, per project. Tool hooks only append here (they never
// load SQLite, so they stay close to a bare Node start-up); any hook that cannot write the store appends here too.
// The next process that can write replays it: in order, and exactly once, because the read offset of each journal
// file is stored in the project's database in the same transaction as the events it covers.
import fs from 'node:fs';
import path from 'node:path';
import { isHookEventName, parseSpooledPayload, type HookEventName } from './payloads.js';

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

/**
 * The line format. 1: `{"v":1,"event":…,"payload":…,"at":…}`, the version first. 0 (no `v`): the same fields, written
 * before lines were versioned; still replayed.
 */
export const SPOOL_LINE_VERSION = 1;

export function spoolLine(entry: SpooledEvent): string {
  return `${JSON.stringify({ v: SPOOL_LINE_VERSION, event: entry.event, payload: entry.payload, at: entry.at })}\n`;
}

export function appendToSpool(dir: string, entry: SpooledEvent, now: number = Date.now()): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bucket = String(Math.floor(now / BUCKET_MS)).padStart(12, '0');
  const fd = fs.openSync(path.join(dir, `${bucket}.jsonl`), 'a+', 0o600);
  try {
    // A write torn by a full disk leaves a line without its newline; starting a new line keeps this event from being
    // glued to (and lost with) it.
    const size = fs.fstatSync(fd).size;
    const last = Buffer.alloc(1);
    const torn = size > 0 && fs.readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
    // One write call per event: O_APPEND keeps concurrent hooks' lines whole and in arrival order.
    fs.writeSync(fd, `${torn ? '\n' : ''}${spoolLine(entry)}`);
  } finally {
    fs.closeSync(fd);
  }
}

export type ParsedSpoolLine = { ok: true; entry: SpooledEvent } | { ok: false; reason: string };

/** Reads one journal line back into an event of the type the hook validated; never throws. */
export function parseSpoolLine(line: string): ParsedSpoolLine {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    // The parser's message would quote the line (payload text): the reason names the fault only.
    return { ok: false, reason: 'not JSON (a torn or corrupt line)' };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'not a JSON object' };
  const { v = 0, event, payload, at } = data as Record<string, unknown>;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return { ok: false, reason: 'invalid line version' };
  if (v > SPOOL_LINE_VERSION) return { ok: false, reason: `line format ${v} is newer than this version reads (${SPOOL_LINE_VERSION})` };
  if (!isHookEventName(event)) return { ok: false, reason: `unknown event ${JSON.stringify(String(event)).slice(0, 40)}` };
  if (typeof at !== 'number' || !Number.isFinite(at)) return { ok: false, reason: `${event}: no event time` };
  const parsed = parseSpooledPayload(event, payload);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  return { ok: true, entry: { event, payload: parsed.payload as Record<string, unknown>, at } };
}

/** Where a line may start: a torn write can leave a healthy line glued to the end of the torn one. */
const LINE_START = /\{"(?:v":\d+,")?event":"/g;

/** A line that is not JSON: the torn prefix is lost, a whole event after it (glued by an older writer) is not. */
function recoverGluedLine(line: string): SpooledEvent | null {
  for (const m of line.matchAll(LINE_START)) {
    if (m.index === 0) continue;
    const parsed = parseSpoolLine(line.slice(m.index));
    if (parsed.ok) return parsed.entry;
  }
  return null;
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
  opts: {
    now?: number;
    onReject?: (entry: SpooledEvent, err: unknown) => void;
    /** A line that is not a valid event: where it is (file, byte offset) and why, never its text. */
    onMalformed?: (file: string, offset: number, reason: string) => void;
  } = {},
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
        // Only whole lines: a writer may be mid-append at the end. In a closed file nobody is: what follows the last
        // newline there is a torn write, skipped (and counted) so the file can be removed.
        const closed = Number(path.basename(file, '.jsonl')) < closedBefore;
        let end = buf.lastIndexOf(0x0a) + 1;
        const tornTail = closed && end < buf.length;
        const apply1 = (entry: SpooledEvent) => {
          try {
            apply(entry);
            result.replayed++;
          } catch (err) {
            if (isTransient(err)) throw err;
            result.rejected++;
            opts.onReject?.(entry, err);
          }
        };
        let lineStart = offset;
        for (const line of buf.subarray(0, end).toString('utf8').split('\n')) {
          const at = lineStart;
          lineStart += Buffer.byteLength(line, 'utf8') + 1;
          if (!line) continue;
          const parsed = parseSpoolLine(line);
          if (parsed.ok) {
            apply1(parsed.entry);
            continue;
          }
          result.malformed++;
          opts.onMalformed?.(file, at, parsed.reason);
          const glued = parsed.reason.startsWith('not JSON') ? recoverGluedLine(line) : null;
          if (glued) apply1(glued);
        }
        if (tornTail) {
          result.malformed++;
          opts.onMalformed?.(file, offset + end, 'torn last line (no newline) in a closed journal file');
          end = buf.length;
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
