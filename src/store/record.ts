// Units of work for capture: "record this hook event" and "replay this journal batch". Each owns its transaction;
// the transcripts the events point at were read and sanitized before it (capture/ingest.ts), so no file is read
// while the write lock is held. Every write is idempotent (prompt_id, uuid, tool_use_id), so a replayed event or a
// re-read transcript line lands once.
import type { SpooledEvent } from '../capture/spool.js';
import {
  closeSessionsWithin,
  currentPromptNumber,
  deleteSpoolCursor,
  endSession,
  getSpoolCursor,
  promptNumberFor,
  recordPrompt,
  rehomeToolEvents,
  recordToolEvent,
  reopenSession,
  setSpoolCursor,
  staleActiveSessions,
  touchSession,
} from './capture.js';
import { isTransientDbError, type Db } from './connection.js';
import { applyTranscriptChunk, type DescribeTool, type TranscriptChunk } from './ingest.js';
import { queueSessionWork, queueTurns } from './queue.js';
import { statement } from './statements.js';

export interface RecordContext {
  /** The project identity sessions are filed under. */
  project: string;
  staleSessionHours: number;
  describeTool: DescribeTool;
  /** Tools whose calls a transcript carries but memory keeps out (the plugin's own MCP tools among them). */
  skipsTool?: (toolName: string) => boolean;
}

/** What the caller should do after the write (the write itself never spawns processes). */
export interface RecordOutcome {
  /** New compression work was queued: make sure a worker runs. */
  workQueued: boolean;
}

/** Transcript chunks read for a batch, by file; each is applied once, at the first event that names its file. */
export type TranscriptChunks = Map<string, TranscriptChunk>;

/** An optional field given as '' counts as absent. */
const given = (v: string | undefined): string | undefined => v || undefined;

/** The transcripts an event asks to read (Stop, PreCompact and SessionEnd: the session's; SubagentStop: the agent's). */
export function transcriptsOf(entry: SpooledEvent): string[] {
  switch (entry.event) {
    case 'Stop':
    case 'PreCompact':
    case 'SessionEnd':
      return entry.payload.transcript_path ? [entry.payload.transcript_path] : [];
    case 'SubagentStop':
      return entry.payload.agent_transcript_path ? [entry.payload.agent_transcript_path] : [];
    default:
      return [];
  }
}

/**
 * The transcripts a SessionStart reads besides its own: those of the project's other open sessions, which it will
 * close. A session whose SessionEnd was lost may hold words its Stop did not see; they are read before it is rolled up.
 */
export function transcriptsToCloseBy(db: Db, entry: SpooledEvent): string[] {
  if (entry.event !== 'SessionStart') return [];
  return (
    statement(
      db,
      `SELECT transcript_path AS path FROM sessions WHERE status = 'active' AND id != ? AND last_activity_at < ? AND transcript_path IS NOT NULL`,
    ).all(entry.payload.session_id, entry.at) as { path: string }[]
  ).map((r) => r.path);
}

/** Unit of work: one hook event (and the transcript chunks it brought) in one transaction. */
export function recordHookEvent(db: Db, entry: SpooledEvent, ctx: RecordContext, chunks: TranscriptChunks = new Map()): RecordOutcome {
  return db.transaction(() => applyHookEvent(db, entry, ctx, chunks)).immediate();
}

export interface JournalBatch {
  file: string;
  /** The journal offset the entries were read from, and the offset just past the last whole line read. */
  from: number;
  to: number;
  entries: SpooledEvent[];
}

export interface BatchResult extends RecordOutcome {
  /** False when the journal cursor was no longer at `from` (another process replayed these lines first). */
  applied: boolean;
  replayed: number;
  rejected: number;
}

/**
 * Unit of work: a journal batch and its moved cursor commit together, so a crash or a concurrent replayer never
 * applies an event twice or skips one. An event the store refuses for good (a bug, not a lock) is rolled back alone
 * and reported, so it cannot block everything after it; a lock, disk or I/O error aborts the whole batch.
 */
export function replayJournalBatch(
  db: Db,
  batch: JournalBatch,
  ctx: RecordContext,
  chunks: TranscriptChunks,
  onReject: (entry: SpooledEvent, err: unknown) => void,
  apply: (db: Db, entry: SpooledEvent, ctx: RecordContext, chunks: TranscriptChunks) => RecordOutcome = applyHookEvent,
): BatchResult {
  return db
    .transaction((): BatchResult => {
      const result: BatchResult = { applied: false, replayed: 0, rejected: 0, workQueued: false };
      if (getSpoolCursor(db, batch.file) !== batch.from) return result;
      result.applied = true;
      for (const entry of batch.entries) {
        try {
          result.workQueued = db.transaction(() => apply(db, entry, ctx, chunks))().workQueued || result.workQueued;
          result.replayed++;
        } catch (err) {
          if (isTransientDbError(err)) throw err;
          result.rejected++;
          onReject(entry, err);
        }
      }
      setSpoolCursor(db, batch.file, batch.to);
      return result;
    })
    .immediate();
}

/** Unit of work: a fully replayed, closed journal file is gone; so is its cursor. */
export function dropSpoolCursor(db: Db, file: string): void {
  db.transaction(() => deleteSpoolCursor(db, file)).immediate();
}

/** Applies one sanitized hook event; only ever called inside a unit of work's transaction (exported for tests). */
export function applyHookEvent(db: Db, entry: SpooledEvent, ctx: RecordContext, chunks: TranscriptChunks): RecordOutcome {
  const common = entry.payload;
  const sessionId = common.session_id;
  const at = entry.at;
  const outcome: RecordOutcome = { workQueued: false };
  const transcriptPath = given(common.transcript_path);
  const ingest = (files = transcriptsOf(entry)) => {
    for (const file of files) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      chunks.delete(file);
      applyTranscriptChunk(db, chunk, { project: ctx.project, describeTool: ctx.describeTool, now: at, skipsTool: ctx.skipsTool });
    }
  };
  // A SessionStart is the next session of the project when it is the session's first sight (or the user came back to
  // it): a replay of one already recorded supersedes nothing.
  const startsAnew =
    entry.event === 'SessionStart' &&
    (entry.payload.source === 'resume' || !statement(db, 'SELECT 1 FROM sessions WHERE id = ?').get(sessionId));
  touchSession(db, {
    sessionId,
    project: ctx.project,
    cwd: common.cwd,
    at,
    transcriptPath,
    source: entry.event === 'SessionStart' ? given(entry.payload.source) : undefined,
  });
  switch (entry.event) {
    case 'SessionStart': {
      if (entry.payload.source === 'resume') reopenSession(db, sessionId);
      ingest(transcriptsToCloseBy(db, entry));
      // Sessions whose SessionEnd never ran are closed and rolled up now: idle for hours, or superseded by this one
      // (Claude Code does not guarantee SessionEnd). One still in use in another terminal reopens at its next event.
      const stale = staleActiveSessions(db, at - ctx.staleSessionHours * 3_600_000, sessionId);
      const superseded = startsAnew ? staleActiveSessions(db, at, sessionId).filter((id) => !stale.includes(id)) : [];
      if (closeSessionsWithin(db, stale, 'stale', at) + closeSessionsWithin(db, superseded, 'superseded', at) > 0)
        outcome.workQueued = true;
      break;
    }
    case 'UserPromptSubmit': {
      const previous = currentPromptNumber(db, sessionId);
      const p = entry.payload;
      const { promptNumber } = recordPrompt(db, {
        sessionId,
        text: p.prompt,
        at,
        promptId: given(p.prompt_id),
        agentId: given(p.agent_id),
      });
      // Tool events of this prompt replayed before it (its hook was killed or spooled later) move to it.
      const promptId = given(p.prompt_id);
      if (promptId) rehomeToolEvents(db, sessionId, promptId, promptNumber);
      // The previous turn is over even if its Stop hook never ran. The new one has only begun: queued now, a worker
      // could summarize it from its prompt alone, before its tools and reply exist, and never again.
      if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
      break;
    }
    case 'PostToolUse':
    case 'PostToolUseFailure': {
      const p = entry.payload;
      const success = entry.event === 'PostToolUse';
      const promptNumber = promptNumberFor(db, sessionId, given(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
      // The hook's sanitizer replaced the response with its capped text.
      const output = 'tool_response' in p && typeof p.tool_response === 'string' ? p.tool_response : '';
      const error = (entry.event === 'PostToolUseFailure' ? given(entry.payload.error) : undefined) ?? null;
      const toolName = p.tool_name;
      recordToolEvent(db, {
        sessionId,
        promptNumber,
        toolUseId: p.tool_use_id,
        toolName,
        success,
        summary: ctx.describeTool({ toolName, input: p.tool_input, output, success, error: error ?? undefined }, given(p.cwd)),
        error,
        agentId: given(p.agent_id) ?? null,
        durationMs: typeof p.duration_ms === 'number' ? p.duration_ms : null,
        promptId: given(p.prompt_id) ?? null,
        inputJson: JSON.stringify(p.tool_input ?? null),
        outputText: success ? output : (error ?? ''),
        // The size of what is stored as the output: a failed call's is its error (it has no response).
        sizeBytes: !success
          ? Buffer.byteLength(error ?? '')
          : typeof p.tool_response_bytes === 'number'
            ? p.tool_response_bytes
            : Buffer.byteLength(output),
        truncated: p.tool_response_truncated === true,
        at,
      });
      break;
    }
    case 'Stop':
    case 'PreCompact':
      ingest();
      if (entry.event === 'Stop') outcome.workQueued = queueTurns(db, sessionId, at) || outcome.workQueued;
      break;
    case 'SubagentStop':
      ingest();
      break;
    case 'SessionEnd':
      ingest();
      endSession(db, sessionId, given(entry.payload.reason) ?? 'other', at);
      outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
      break;
  }
  return outcome;
}
