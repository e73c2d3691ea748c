// Replays a project's spool journal into its store; every process that opens a store for writing calls this first.
import path from 'node:path';
import type { Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { spoolPath, type DataPaths, type ProjectIdentity } from '../paths.js';
import { getSpoolCursor } from '../store/capture.js';
import type { Db } from '../store/connection.js';
import { dropSpoolCursor, replayJournalBatch } from '../store/record.js';
import { readChunksFor, recordContext, recordEvent } from './record.js';
import { replaySpool, spoolSize, type JournalStore, type ReplayResult, type SpooledEvent } from './spool.js';

export interface ProjectReplay extends ReplayResult {
  /** New compression work was queued by a replayed Stop or SessionEnd. */
  workQueued: boolean;
}

export function replayProjectSpool(
  db: Db,
  paths: DataPaths,
  project: ProjectIdentity,
  config: Config,
  log: ErrorLog,
  now: number,
): ProjectReplay {
  let workQueued = false;
  const ctx = recordContext(project.identity, config);
  const journal: JournalStore = {
    cursor: (file) => getSpoolCursor(db, file),
    applyBatch: (batch) => {
      // Transcripts are read before the store's transaction begins, never under its lock.
      const chunks = readChunksFor(db, batch.entries, config, log);
      const r = replayJournalBatch(db, batch, ctx, chunks, (entry, err) => log.error(`replay:${entry.event}`, err, project.key));
      workQueued = r.workQueued || workQueued;
      return r;
    },
    dropCursor: (file) => dropSpoolCursor(db, file),
  };
  const result = replaySpool(spoolPath(paths, project.key), journal, {
    now,
    onMalformed: (file, line) =>
      log.error('replay:malformed', new Error(`${path.basename(file)} at byte ${line.offset}: ${line.reason}`), project.key),
  });
  if (result.error) log.error('replay', result.error, project.key);
  return { ...result, workQueued };
}

/**
 * Records a hook's own event after the journal's (the tool events before it, whose hooks only journal); throws when
 * either cannot be recorded now, and the caller keeps the event in the journal.
 */
export function recordAfterJournal(
  db: Db,
  paths: DataPaths,
  project: ProjectIdentity,
  config: Config,
  log: ErrorLog,
  entry: SpooledEvent,
): { workQueued: boolean } {
  const replay = replayProjectSpool(db, paths, project, config, log, entry.at);
  if (replay.error) throw replay.error;
  const own = recordEvent(db, entry, { project: project.identity, config });
  return { workQueued: replay.workQueued || own.workQueued };
}

/** Events waiting in the project's journal (past the stored cursors when the store is open). */
export function pendingSpool(paths: DataPaths, project: ProjectIdentity, db?: Db): { events: number; bytes: number } {
  return spoolSize(spoolPath(paths, project.key), db ? (f) => getSpoolCursor(db, f) : undefined);
}
