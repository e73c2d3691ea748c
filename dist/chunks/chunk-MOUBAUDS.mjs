import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  replaySpool,
  spoolPath,
  spoolSize
} from "./chunk-HPOQQEO6.mjs";
import {
  recordEvent,
  spoolCursorStore
} from "./chunk-72MPGPEB.mjs";

// src/capture/replay.ts
function replayProjectSpool(db, paths, project, config, log, now) {
  let workQueued = false;
  const result = replaySpool(
    spoolPath(paths, project.key),
    spoolCursorStore(db),
    (entry) => {
      workQueued = recordEvent(db, entry, { project: project.identity, config }).workQueued || workQueued;
    },
    { now, onReject: (entry, err) => log.error(`replay:${entry.event}`, err, project.key) }
  );
  if (result.error) log.error("replay", result.error, project.key);
  return { ...result, workQueued };
}
function pendingSpool(paths, project, db) {
  const cursors = db ? spoolCursorStore(db) : null;
  return spoolSize(spoolPath(paths, project.key), cursors ? (f) => cursors.getCursor(f) : void 0);
}

export {
  replayProjectSpool,
  pendingSpool
};
