// Replays a project's spool journal into its store; every process that opens a store for writing calls this first.
import path from 'node:path';
import type { Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { spoolPath, type DataPaths, type ProjectIdentity } from '../paths.js';
import { spoolCursorStore } from '../store/capture.js';
import type { Db } from '../store/connection.js';
import { recordEvent } from './record.js';
import { replaySpool, spoolSize, type ReplayResult } from './spool.js';

export interface ProjectReplay extends ReplayResult {
  /** New compression work was queued by a replayed Stop or SessionEnd. */
  workQueued: boolean;
}

export function replayProjectSpool(db: Db, paths: DataPaths, project: ProjectIdentity, config: Config, log: ErrorLog, now: number): ProjectReplay {
  let workQueued = false;
  const result = replaySpool(
    spoolPath(paths, project.key),
    spoolCursorStore(db),
    (entry) => {
      workQueued = recordEvent(db, entry, { project: project.identity, config }).workQueued || workQueued;
    },
    {
      now,
      onReject: (entry, err) => log.error(`replay:${entry.event}`, err, project.key),
      onMalformed: (file, offset, reason) => log.error('replay:malformed', new Error(`${path.basename(file)} at byte ${offset}: ${reason}`), project.key),
    },
  );
  if (result.error) log.error('replay', result.error, project.key);
  return { ...result, workQueued };
}

/** Events waiting in the project's journal (past the stored cursors when the store is open). */
export function pendingSpool(paths: DataPaths, project: ProjectIdentity, db?: Db): { events: number; bytes: number } {
  const cursors = db ? spoolCursorStore(db) : null;
  return spoolSize(spoolPath(paths, project.key), cursors ? (f) => cursors.getCursor(f) : undefined);
}
