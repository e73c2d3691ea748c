// Transcript ingestion: reads a session transcript from the byte offset last read and stores what the hooks do
// not carry (above all the assistant's text), deduplicated against hook-captured events by uuid and tool_use_id.
// The rows and the cursor commit in one transaction, so a crash re-reads from the same offset.
import fs from 'node:fs';
import { describeTool } from '../compress/candidates.js';
import type { Db } from '../store/connection.js';
import {
  currentPromptNumber,
  getTranscriptCursor,
  recordAssistantText,
  recordPrompt,
  recordToolEvent,
  setTranscriptCursor,
  touchSession,
} from '../store/capture.js';
import { sanitizeDeep, sanitizeText, truncateWithMarker } from './privacy.js';
import { parseTranscriptChunk, type TranscriptRecord } from './transcript.js';

export interface IngestOptions {
  project: string;
  maxToolOutputBytes: number;
  /** Read at most this many bytes per call (a huge transcript is ingested over several calls). */
  maxBytes?: number;
  now: number;
  /** Called once per session first seen in this transcript (import uses it to enqueue work). */
  onSession?: (sessionId: string) => void;
}

export interface IngestResult {
  records: number;
  stored: number;
  malformed: number;
  bytes: number;
  sessions: string[];
  /** True when the file has more to read than this call took. */
  more: boolean;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function ingestTranscript(db: Db, file: string, opts: IngestOptions): IngestResult {
  const result: IngestResult = { records: 0, stored: 0, malformed: 0, bytes: 0, sessions: [], more: false };
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return result; // not written yet (first prompt of a session) or moved away
  }
  const cursor = getTranscriptCursor(db, file);
  let offset = cursor?.offset ?? 0;
  // A file that shrank was rewritten: start over (stores dedupe by uuid and tool_use_id).
  if (stat.size < offset) offset = 0;
  if (stat.size === offset) return result;
  const length = Math.min(stat.size - offset, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buf, 0, length, offset);
  } finally {
    fs.closeSync(fd);
  }
  const chunk = parseTranscriptChunk(buf);
  result.records = chunk.records.length;
  result.malformed = chunk.malformed;
  result.bytes = chunk.consumedBytes;
  result.more = offset + length < stat.size;
  db.transaction(() => {
    const state = new IngestState(db, opts, result);
    for (const record of chunk.records) state.apply(record);
    setTranscriptCursor(db, file, { offset: offset + chunk.consumedBytes, size: stat.size, mtimeMs: Math.floor(stat.mtimeMs) }, opts.now);
  }).immediate();
  return result;
}

/** Per-call state: which sessions were seen, and tool calls waiting for their results. */
class IngestState {
  private readonly seen = new Set<string>();
  private readonly pendingTools = new Map<string, Extract<TranscriptRecord, { kind: 'tool_use' }>>();

  constructor(
    private readonly db: Db,
    private readonly opts: IngestOptions,
    private readonly result: IngestResult,
  ) {}

  apply(r: TranscriptRecord): void {
    const at = Date.parse(r.timestamp) || this.opts.now;
    if (!this.seen.has(r.sessionId)) {
      this.seen.add(r.sessionId);
      touchSession(this.db, { sessionId: r.sessionId, project: this.opts.project, cwd: r.cwd, at });
      this.result.sessions.push(r.sessionId);
      this.opts.onSession?.(r.sessionId);
    } else {
      touchSession(this.db, { sessionId: r.sessionId, project: this.opts.project, cwd: r.cwd, at });
    }
    switch (r.kind) {
      case 'prompt': {
        // A subagent's first "user" line is its task, not something the user typed.
        if (r.sidechain) return;
        const text = sanitizeText(r.text);
        if (!text.trim()) return;
        if (recordPrompt(this.db, { sessionId: r.sessionId, text, at, promptId: r.promptId, uuid: r.uuid }).inserted) this.result.stored++;
        return;
      }
      case 'assistant_text': {
        const text = sanitizeText(r.text);
        if (!text.trim()) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: currentPromptNumber(this.db, r.sessionId),
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? (r.agentId ?? 'subagent') : undefined,
          text,
          at,
        });
        if (stored) this.result.stored++;
        return;
      }
      case 'tool_use':
        this.pendingTools.set(r.toolUseId, r);
        return;
      case 'tool_result': {
        const use = this.pendingTools.get(r.toolUseId);
        if (!use) return; // its call was read in an earlier chunk, when the hooks had it too
        this.pendingTools.delete(r.toolUseId);
        const input = sanitizeDeep(use.input);
        const output = truncateWithMarker(sanitizeText(r.output), this.opts.maxToolOutputBytes);
        const evidence = { toolName: use.toolName, input, output: output.text, success: !r.isError, error: r.isError ? output.text : undefined };
        const stored = recordToolEvent(this.db, {
          sessionId: r.sessionId,
          promptNumber: currentPromptNumber(this.db, r.sessionId),
          toolUseId: r.toolUseId,
          toolName: use.toolName,
          success: !r.isError,
          summary: describeTool(evidence, use.cwd),
          error: r.isError ? output.text.slice(0, 500) : null,
          agentId: use.sidechain ? (use.agentId ?? 'subagent') : null,
          inputJson: JSON.stringify(input ?? null),
          outputText: output.text,
          sizeBytes: output.originalBytes,
          truncated: output.truncated,
          at,
        });
        if (stored) this.result.stored++;
        return;
      }
      case 'compact_boundary': {
        if (!r.summary) return;
        // Claude's own summary of the conversation so far: searchable, but not part of any one turn.
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: currentPromptNumber(this.db, r.sessionId),
          uuid: r.uuid,
          agentId: 'compact',
          text: sanitizeText(r.summary),
          at,
        });
        if (stored) this.result.stored++;
      }
    }
  }
}
