// The spool: where a hook puts an event it could not write to the store (runtime not installed yet, database
// locked past the timeout, disk trouble). The next process that can write replays it: in order, and exactly once
// because every store write is idempotent.
import fs from 'node:fs';
import path from 'node:path';
import type { HookEventName } from './payloads.js';

export interface SpooledEvent {
  event: HookEventName;
  /** The payload, already stripped of private blocks and secrets. */
  payload: Record<string, unknown>;
  at: number;
}

const LOCK_STALE_MS = 60_000;

export function appendToSpool(file: string, entry: SpooledEvent): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // One write call per line: O_APPEND keeps concurrent hooks' lines whole.
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

export function spoolSize(file: string): { events: number; bytes: number } {
  let events = 0;
  let bytes = 0;
  for (const f of spoolFiles(file)) {
    try {
      const text = fs.readFileSync(f, 'utf8');
      bytes += Buffer.byteLength(text);
      events += text.split('\n').filter(Boolean).length;
    } catch {
      // vanished while reading: replayed by someone else
    }
  }
  return { events, bytes };
}

/** The spool file plus batches a crashed replayer left behind, oldest first. */
function spoolFiles(file: string): string[] {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const batches = names
    .filter((n) => n.startsWith(`${base}.replaying.`))
    .map((n) => path.join(dir, n))
    .sort();
  return fs.existsSync(file) ? [...batches, file] : batches;
}

export interface ReplayResult {
  replayed: number;
  malformed: number;
  /** Set when applying stopped early; the rest stays spooled. */
  error?: Error;
}

/**
 * Replays the spool through `apply`. Takes the spool file away atomically (rename) under a lock so that two
 * processes never replay the same batch; a batch is deleted only after every line in it was applied.
 */
export function replaySpool(file: string, apply: (entry: SpooledEvent) => void, now: () => number = Date.now): ReplayResult {
  const result: ReplayResult = { replayed: 0, malformed: 0 };
  if (!fs.existsSync(path.dirname(file))) return result;
  const lock = `${file}.lock`;
  if (!takeLock(lock, now())) return result;
  try {
    if (fs.existsSync(file)) {
      // Timestamped so batches sort in the order they were taken.
      const batchName = `${file}.replaying.${String(now()).padStart(15, '0')}.${process.pid}`;
      fs.renameSync(file, batchName);
    }
    for (const batch of spoolFiles(file).filter((f) => f !== file)) {
      const lines = fs.readFileSync(batch, 'utf8').split('\n').filter(Boolean);
      for (let i = 0; i < lines.length; i++) {
        let entry: SpooledEvent;
        try {
          entry = JSON.parse(lines[i]) as SpooledEvent;
        } catch {
          result.malformed++;
          continue;
        }
        try {
          apply(entry);
          result.replayed++;
        } catch (err) {
          // Keep what was not applied, in order; the applied prefix is idempotent if replayed again anyway.
          fs.writeFileSync(batch, lines.slice(i).map((l) => `${l}\n`).join(''), { mode: 0o600 });
          result.error = err as Error;
          return result;
        }
      }
      fs.rmSync(batch, { force: true });
    }
    return result;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function takeLock(lock: string, now: number): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
    return true;
  } catch {
    try {
      if (now - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) {
        fs.rmSync(lock, { force: true });
        fs.writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
        return true;
      }
    } catch {
      // someone else took it
    }
    return false;
  }
}
