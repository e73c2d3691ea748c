// The spool: an append-only journal of sanitized hook events, per project. Tool hooks only append here (they never
// load SQLite, so they stay close to a bare Node start-up); any hook that cannot write the store appends here too.
// The next process that can write replays it: in order, and exactly once, because the read offset of each journal
// file is stored in the project's database in the same transaction as the events it covers.
import fs from 'node:fs';
import path from 'node:path';
import type { JournalCopies } from '../store/forget.js';
import { isHookEventName, parseSpooledPayload, type HookEventName, type HookPayloadOf } from './payloads.js';

/**
 * One journaled event: its payload, already stripped of private blocks and secrets, keeps the type the hook validated
 * (`event` narrows it), through the journal and its replay.
 */
export type SpooledEvent = { [E in HookEventName]: { event: E; payload: HookPayloadOf<E>; at: number } }[HookEventName];

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
  return { ok: true, entry: { event, payload: parsed.payload, at } as SpooledEvent };
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

/** Where a journal is replayed to: the store's cursors, and its unit of work that applies a batch with its cursor. */
export interface JournalStore {
  cursor(file: string): number;
  /** Applies the entries read between `from` and `to` and moves the cursor to `to`, atomically; `applied: false`
   *  when the cursor was no longer at `from` (another process replayed them first). */
  applyBatch(batch: { file: string; from: number; to: number; entries: SpooledEvent[] }): {
    applied: boolean;
    replayed: number;
    rejected: number;
  };
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

/** A project's journal as forget sees it: the waiting copies of what is forgotten are blanked. */
export function journalCopies(dir: string): JournalCopies {
  return { blank: (match) => void scrubSpooled(dir, match.field, match.value) };
}

/**
 * Overwrites, in place and with spaces, every journal line whose payload has `field` equal to `value`: a forgotten
 * memory's spooled copy leaves the disk at forget time, not when its bucket is next replayed. Byte offsets (and so
 * the replay cursors and concurrent appends) are untouched; replay skips blank lines. Returns the lines scrubbed.
 */
export function scrubSpooled(dir: string, field: string, value: string): number {
  let scrubbed = 0;
  for (const file of journalFiles(dir)) {
    let buf: Buffer;
    try {
      buf = fs.readFileSync(file);
    } catch {
      continue; // replayed and deleted meanwhile
    }
    const needle = Buffer.from(JSON.stringify(value), 'utf8');
    if (buf.indexOf(needle) < 0) continue;
    const ranges: [number, number][] = [];
    let start = 0;
    while (start < buf.length) {
      const end = buf.indexOf(0x0a, start);
      if (end < 0) break; // a line still being written
      const line = buf.subarray(start, end);
      if (line.indexOf(needle) >= 0) {
        const parsed = parseSpoolLine(line.toString('utf8'));
        if (parsed.ok && parsed.entry.payload[field] === value) ranges.push([start, end]);
      }
      start = end + 1;
    }
    if (ranges.length === 0) continue;
    const fd = fs.openSync(file, 'r+');
    try {
      for (const [from, to] of ranges) fs.writeSync(fd, Buffer.alloc(to - from, 0x20), 0, to - from, from);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    scrubbed += ranges.length;
  }
  return scrubbed;
}

/** A line that is not a valid event: where it starts (byte offset) and why; never its text. */
export interface MalformedLine {
  offset: number;
  reason: string;
}

/**
 * The whole lines of a journal file past `offset`, parsed; null when the file is gone. In a `closed` file nobody is
 * mid-append: what follows its last newline is a torn write, reported as malformed and read past.
 */
export function readJournal(
  file: string,
  offset: number,
  opts: { closed?: boolean } = {},
): { entries: SpooledEvent[]; malformed: MalformedLine[]; end: number; size: number } | null {
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
    if (offset >= size) return { entries: [], malformed: [], end: offset, size };
    const buf = Buffer.alloc(size - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    // Only whole lines: a writer may be mid-append at the end.
    const whole = buf.lastIndexOf(0x0a) + 1;
    const entries: SpooledEvent[] = [];
    const malformed: MalformedLine[] = [];
    let lineStart = offset;
    for (const line of buf.subarray(0, whole).toString('utf8').split('\n')) {
      const at = lineStart;
      lineStart += Buffer.byteLength(line, 'utf8') + 1;
      // Blank: empty, or scrubbed by a forget.
      if (!line.trim()) continue;
      const parsed = parseSpoolLine(line);
      if (parsed.ok) {
        entries.push(parsed.entry);
        continue;
      }
      malformed.push({ offset: at, reason: parsed.reason });
      const glued = parsed.reason.startsWith('not JSON') ? recoverGluedLine(line) : null;
      if (glued) entries.push(glued);
    }
    if (opts.closed && whole < buf.length) {
      malformed.push({ offset: offset + whole, reason: 'torn last line (no newline) in a closed journal file' });
      return { entries, malformed, end: size, size };
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
export function replaySpool(
  dir: string,
  store: JournalStore,
  opts: { now?: number; onMalformed?: (file: string, line: MalformedLine) => void } = {},
): ReplayResult {
  const now = opts.now ?? Date.now();
  const result: ReplayResult = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    try {
      let read: ReturnType<typeof readJournal> = null;
      // A concurrent replayer may move the cursor between our read and our write: read again from where it is.
      const closed = Number(path.basename(file, '.jsonl')) < closedBefore;
      for (let attempt = 0; attempt < 5; attempt++) {
        const from = store.cursor(file);
        read = readJournal(file, from, { closed });
        if (!read || read.end === from) break;
        const applied = store.applyBatch({ file, from, to: read.end, entries: read.entries });
        if (!applied.applied) continue;
        result.replayed += applied.replayed;
        result.rejected += applied.rejected;
        result.malformed += read.malformed.length;
        for (const line of read.malformed) opts.onMalformed?.(file, line);
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
