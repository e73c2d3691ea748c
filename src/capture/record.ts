// Recording hook events: the read side before the store's unit of work. The transcripts an event points at are read
// and sanitized here, outside any lock; the store then records the event and those chunks in one transaction.
import { describeTool } from '../compress/candidates.js';
import { type Config, isSkippedTool } from '../config.js';
import type { ErrorLog } from '../log.js';
import type { Db } from '../store/connection.js';
import {
  recordHookEvent,
  transcriptsOf,
  transcriptsToCloseBy,
  type RecordContext,
  type RecordOutcome,
  type TranscriptChunks,
} from '../store/record.js';
import { readTranscriptChunk } from './ingest.js';
import type { SpooledEvent } from './spool.js';

export function recordContext(project: string, config: Config): RecordContext {
  const skipTools = config.capture.skipTools;
  return { project, staleSessionHours: config.worker.staleSessionHours, describeTool, skipsTool: (name) => isSkippedTool(name, skipTools) };
}

/** Reads (once per file) the transcript chunks a batch of events will ingest. */
export function readChunksFor(db: Db, entries: SpooledEvent[], config: Config, log?: ErrorLog): TranscriptChunks {
  const chunks: TranscriptChunks = new Map();
  for (const entry of entries) {
    for (const file of [...transcriptsOf(entry), ...transcriptsToCloseBy(db, entry)]) {
      if (chunks.has(file)) continue;
      const chunk = readTranscriptChunk(db, file, { maxToolOutputBytes: config.capture.maxToolOutputBytes, log });
      if (chunk) chunks.set(file, chunk);
    }
  }
  return chunks;
}

/** Records one (already sanitized) hook event: used by the hook itself, so it and spool replay write the same rows. */
export function recordEvent(db: Db, entry: SpooledEvent, ctx: { project: string; config: Config }): RecordOutcome {
  return recordHookEvent(db, entry, recordContext(ctx.project, ctx.config), readChunksFor(db, [entry], ctx.config));
}
