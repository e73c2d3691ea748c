// Backfill: imports existing Claude Code transcripts into the projects they belong to (from each line's cwd).
// Idempotent: cursors remember how far each file was read, and rows dedupe by uuid and tool_use_id.
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorLog } from '../log.js';
import type { ProjectIdentity } from '../paths.js';
import { finishImportedSessions } from '../store/capture.js';
import { limitPageCache, type Db } from '../store/connection.js';
import { ingestTranscript } from './ingest.js';

export interface ImportDeps {
  project: (cwd: string) => ProjectIdentity;
  openStore: (project: ProjectIdentity) => Db;
  maxToolOutputBytes: number;
  /** Tools whose calls are not memory (default: the config's default skip list, the plugin's own MCP tools among them). */
  skipTools?: readonly string[];
  /** Sessions idle this long are closed and rolled up; younger ones may still be running. */
  staleAfterMs: number;
  now: () => number;
  onProgress?: (bytesDone: number, file: string) => void;
  /** Hears about lines skipped for being longer than the read cap. */
  log?: ErrorLog;
}

export interface ImportSummary {
  files: number;
  bytes: number;
  records: number;
  stored: number;
  malformed: number;
  sessions: number;
  projects: string[];
  skipped: { file: string; reason: string }[];
  /** Transcripts read that held nothing new (imported before, or already captured by the hooks). */
  alreadyIn: number;
  /** Set when the import was stopped before the end (importTranscriptsUntil): where, and how far it got. */
  stoppedAt?: { file: string; filesRead: number; filesTotal: number };
}

/** Every *.jsonl under the given files/dirs (subagent transcripts included), sorted for a stable order. */
export function findTranscripts(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isFile()) {
      if (p.endsWith('.jsonl')) out.push(p);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
  };
  for (const p of paths) walk(path.resolve(p));
  // Main transcripts before their subagents', so a subagent's lines find their session's prompts.
  return [...new Set(out)].sort(
    (a, b) =>
      Number(a.includes(`${path.sep}subagents${path.sep}`)) - Number(b.includes(`${path.sep}subagents${path.sep}`)) || a.localeCompare(b),
  );
}

/** The cwd recorded in the first lines of a transcript, or null if none is found. */
export function transcriptCwd(file: string): string | null {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(256 * 1024);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    for (const line of buf.subarray(0, n).toString('utf8').split('\n')) {
      try {
        const cwd = (JSON.parse(line) as { cwd?: unknown }).cwd;
        if (typeof cwd === 'string' && cwd) return cwd;
      } catch {
        // partial or malformed line
      }
    }
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The transcripts of one session: `<dir>/<session>.jsonl` and its subagents' `<dir>/<session>/subagents/*.jsonl`. Its
 * sessions are finished once every file of the group is read, so an import killed later leaves them queued already.
 */
function sessionGroup(file: string): string {
  const at = file.indexOf(`${path.sep}subagents${path.sep}`);
  return at >= 0 ? file.slice(0, at) : file.replace(/\.jsonl$/, '');
}

/**
 * Stores open at once during an import, each with a small page cache: memory stays flat however many projects and
 * bytes the import holds (a store's own cache would otherwise grow to 16 MB with it). Files come grouped by project.
 */
const OPEN_STORES = 4;
const IMPORT_PAGE_CACHE_KIB = 4 * 1024;

export function importTranscripts(files: string[], deps: ImportDeps): ImportSummary {
  const summary = emptySummary();
  const steps = importSteps(files, deps, summary);
  while (!steps.next().done) {
    // every step is a chunk stored
  }
  return summary;
}

/** How often an interruptible import gives the event loop a turn (a signal handler runs only then). */
const YIELD_EVERY_MS = 50;

/**
 * The same import, giving the event loop a turn now and then so that a signal can stop it: once `stopRequested()`
 * says so, it ends before the next chunk, with every chunk read so far stored and its cursor moved (a rerun resumes
 * there). The summary says where it stopped.
 */
export async function importTranscriptsUntil(files: string[], deps: ImportDeps, stopRequested: () => boolean): Promise<ImportSummary> {
  const summary = emptySummary();
  let lastTurn = Date.now();
  let filesRead = 0;
  let current = '';
  for (const file of importSteps(files, deps, summary)) {
    if (file !== current) {
      if (current) filesRead++;
      current = file;
    }
    if (Date.now() - lastTurn >= YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      lastTurn = Date.now();
    }
    if (stopRequested()) {
      summary.stoppedAt = { file, filesRead, filesTotal: files.length };
      break; // the steps' own clean-up closes the stores
    }
  }
  return summary;
}

function emptySummary(): ImportSummary {
  return { files: 0, bytes: 0, records: 0, stored: 0, malformed: 0, sessions: 0, projects: [], skipped: [], alreadyIn: 0 };
}

/** The import, one step per chunk read: yields the file it is about to read from. */
function* importSteps(files: string[], deps: ImportDeps, summary: ImportSummary): Generator<string> {
  const projects = new Map<string, { project: ProjectIdentity; sessions: Set<string> }>();
  // Open stores by project key, least recently used first (a Map keeps insertion order).
  const open = new Map<string, Db>();
  const storeFor = (project: ProjectIdentity): Db => {
    let db = open.get(project.key);
    if (db) {
      open.delete(project.key);
    } else {
      const [oldest] = open.keys();
      if (open.size >= OPEN_STORES && oldest !== undefined) {
        open.get(oldest)!.close();
        open.delete(oldest);
      }
      db = deps.openStore(project);
      limitPageCache(db, IMPORT_PAGE_CACHE_KIB);
    }
    open.set(project.key, db);
    return db;
  };
  const filesLeft = new Map<string, number>();
  for (const file of files) filesLeft.set(sessionGroup(file), (filesLeft.get(sessionGroup(file)) ?? 0) + 1);
  const groupSessions = new Map<string, { project: ProjectIdentity; sessions: Set<string> }>();
  const fileDone = (file: string) => {
    const group = sessionGroup(file);
    const left = (filesLeft.get(group) ?? 1) - 1;
    if (left > 0) filesLeft.set(group, left);
    else filesLeft.delete(group);
    const read = groupSessions.get(group);
    if (left > 0 || !read) return;
    groupSessions.delete(group);
    finishImportedSessions(storeFor(read.project), [...read.sessions], deps.now(), deps.staleAfterMs);
  };
  let done = 0;
  try {
    for (const file of files) {
      yield file;
      const cwd = transcriptCwd(file);
      if (!cwd) {
        summary.skipped.push({ file, reason: 'no cwd in the transcript (empty or not a Claude Code transcript)' });
        done += safeSize(file);
        deps.onProgress?.(done, file);
        fileDone(file);
        continue;
      }
      const project = deps.project(cwd);
      let seen = projects.get(project.key);
      if (!seen) {
        seen = { project, sessions: new Set() };
        projects.set(project.key, seen);
      }
      summary.files++;
      let storedFromFile = 0;
      for (let chunk = 0; ; chunk++) {
        if (chunk > 0) yield file;
        const r = ingestTranscript(storeFor(project), file, {
          project: project.identity,
          maxToolOutputBytes: deps.maxToolOutputBytes,
          skipTools: deps.skipTools,
          now: deps.now(),
          log: deps.log,
        });
        summary.records += r.records;
        summary.stored += r.stored;
        storedFromFile += r.stored;
        summary.malformed += r.malformed;
        summary.bytes += r.bytes;
        done += r.bytes;
        for (const s of r.sessions) seen.sessions.add(s);
        const group = groupSessions.get(sessionGroup(file)) ?? { project, sessions: new Set<string>() };
        for (const s of r.sessions) group.sessions.add(s);
        groupSessions.set(sessionGroup(file), group);
        deps.onProgress?.(done, file);
        if (!r.more || r.bytes === 0) break;
      }
      if (storedFromFile === 0) summary.alreadyIn++;
      fileDone(file);
    }
  } finally {
    // Also when stopped early: what was read counts.
    for (const { project, sessions } of projects.values()) {
      summary.projects.push(project.name);
      summary.sessions += sessions.size;
    }
    for (const db of open.values()) db.close();
  }
  return summary;
}

function safeSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
