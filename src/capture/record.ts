// Applies one (already sanitized) hook event to a project store. Used by the hook itself and by spool replay,
// so both paths write exactly the same rows.
import { describeTool } from '../compress/candidates.js';
import type { Config } from '../config.js';
import type { Db } from '../store/connection.js';
import {
  currentPromptNumber,
  endSession,
  promptNumberFor,
  recordPrompt,
  recordToolEvent,
  reopenSession,
  staleActiveSessions,
  touchSession,
} from '../store/capture.js';
import { unsummarizedTurns } from '../store/memory.js';
import { enqueue, turnTarget } from '../store/queue.js';
import { ingestTranscript } from './ingest.js';
import type { SpooledEvent } from './spool.js';

export interface RecordContext {
  project: string;
  config: Config;
}

/** What the caller should do after the write (the write itself never spawns processes). */
export interface RecordOutcome {
  /** New compression work was queued: make sure a worker runs. */
  workQueued: boolean;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function recordEvent(db: Db, entry: SpooledEvent, ctx: RecordContext): RecordOutcome {
  const p = entry.payload;
  const sessionId = str(p.session_id)!;
  const at = entry.at;
  const outcome: RecordOutcome = { workQueued: false };
  const transcriptPath = str(p.transcript_path);
  const ingest = (file: string | undefined) => {
    if (file) ingestTranscript(db, file, { project: ctx.project, maxToolOutputBytes: ctx.config.capture.maxToolOutputBytes, now: at });
  };
  const apply = db.transaction(() => {
    touchSession(db, { sessionId, project: ctx.project, cwd: str(p.cwd) ?? '', at, transcriptPath, source: str(p.source) });
    switch (entry.event) {
      case 'SessionStart': {
        if (p.source === 'resume') reopenSession(db, sessionId);
        // Sessions whose SessionEnd never ran are closed and rolled up now.
        const staleBefore = at - ctx.config.worker.staleSessionHours * 3_600_000;
        for (const stale of staleActiveSessions(db, staleBefore, sessionId)) {
          endSession(db, stale, 'stale', at);
          outcome.workQueued = queueSessionWork(db, stale, at, true) || outcome.workQueued;
        }
        break;
      }
      case 'UserPromptSubmit': {
        const previous = currentPromptNumber(db, sessionId);
        const { promptNumber } = recordPrompt(db, { sessionId, text: str(p.prompt) ?? '', at, promptId: str(p.prompt_id), agentId: str(p.agent_id) });
        // The previous turn is over even if its Stop hook never ran. The new one has only begun: queued now, a worker
        // could summarize it from its prompt alone, before its tools and reply exist, and never again.
        if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
        break;
      }
      case 'PostToolUse':
      case 'PostToolUseFailure': {
        const success = entry.event === 'PostToolUse';
        const promptNumber = promptNumberFor(db, sessionId, str(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
        const output = typeof p.tool_response === 'string' ? p.tool_response : '';
        const error = str(p.error) ?? null;
        const toolName = str(p.tool_name) ?? 'unknown';
        recordToolEvent(db, {
          sessionId,
          promptNumber,
          toolUseId: str(p.tool_use_id) ?? `${sessionId}:${at}:${toolName}`,
          toolName,
          success,
          summary: describeTool({ toolName, input: p.tool_input, output, success, error: error ?? undefined }, str(p.cwd)),
          error,
          agentId: str(p.agent_id) ?? null,
          durationMs: typeof p.duration_ms === 'number' ? p.duration_ms : null,
          inputJson: JSON.stringify(p.tool_input ?? null),
          outputText: success ? output : (error ?? ''),
          sizeBytes: typeof p.tool_response_bytes === 'number' ? p.tool_response_bytes : Buffer.byteLength(output),
          truncated: p.tool_response_truncated === true,
          at,
        });
        break;
      }
      case 'Stop':
      case 'PreCompact':
        ingest(transcriptPath);
        if (entry.event === 'Stop') outcome.workQueued = queueTurns(db, sessionId, at) || outcome.workQueued;
        break;
      case 'SubagentStop':
        ingest(str(p.agent_transcript_path));
        break;
      case 'SessionEnd':
        ingest(transcriptPath);
        endSession(db, sessionId, str(p.reason) ?? 'other', at);
        outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
        break;
    }
  });
  apply.immediate();
  return outcome;
}

/** Queues every turn of the session (before `beforePrompt`, if given) that has material but no summary yet. */
export function queueTurns(db: Db, sessionId: string, now: number, beforePrompt = Number.POSITIVE_INFINITY): boolean {
  const turns = unsummarizedTurns(db, sessionId).filter((n) => n < beforePrompt);
  for (const n of turns) enqueue(db, 'turn', turnTarget(sessionId, n), now);
  return turns.length > 0;
}

/** Queues a finished session's remaining turns and its rollup (the worker rolls up after the turns). */
export function queueSessionWork(db: Db, sessionId: string, now: number, rollup: boolean): boolean {
  const queued = queueTurns(db, sessionId, now);
  if (rollup) enqueue(db, 'session_rollup', sessionId, now);
  return queued || rollup;
}
