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
  setToolEventTime,
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
  // A rewritten transcript starts over from its first prompt.
  const startPrompt = offset > 0 ? (cursor?.promptNumber ?? 0) : 0;
  result.records = chunk.records.length;
  result.malformed = chunk.malformed;
  result.bytes = chunk.consumedBytes;
  result.more = offset + length < stat.size;
  db.transaction(() => {
    const state = new IngestState(db, opts, result, startPrompt);
    for (const record of chunk.records) state.apply(record);
    state.flushPending();
    setTranscriptCursor(
      db,
      file,
      { offset: offset + chunk.consumedBytes, size: stat.size, mtimeMs: Math.floor(stat.mtimeMs), promptNumber: state.lastPromptNumber() },
      opts.now,
    );
  }).immediate();
  return result;
}

type ToolUse = Extract<TranscriptRecord, { kind: 'tool_use' }>;
type ToolResult = Extract<TranscriptRecord, { kind: 'tool_result' }>;

/** Per-call state: which sessions were seen, and tool calls waiting for their results. */
class IngestState {
  private readonly seen = new Set<string>();
  private readonly pendingTools = new Map<string, ToolUse>();

  /**
   * The turn each session is in, as read from the transcript itself: a Stop hook can read turn 1's last words after
   * the next prompt's hook has stored prompt 2, so the store's latest prompt is not the turn a line belongs to.
   */
  private readonly turnOf = new Map<string, number>();
  private lastSession: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: IngestOptions,
    private readonly result: IngestResult,
    /** Where the previous read of this transcript left off. */
    private readonly startPrompt: number,
  ) {}

  lastPromptNumber(): number {
    return this.lastSession ? (this.turnOf.get(this.lastSession) ?? this.startPrompt) : this.startPrompt;
  }

  /** A subagent's lines belong to the main session's current turn; a main line to the turn read so far. */
  private turn(sessionId: string, sidechain: boolean): number {
    if (sidechain) return currentPromptNumber(this.db, sessionId);
    const known = this.turnOf.get(sessionId);
    if (known !== undefined) return known;
    const start = this.startPrompt > 0 ? this.startPrompt : 0;
    this.turnOf.set(sessionId, start);
    return start;
  }

  /** Calls whose results are not in this chunk (a tool still running at Stop): stored now, completed later. */
  flushPending(): void {
    for (const use of this.pendingTools.values()) this.recordTool(use.toolUseId, use, undefined);
    this.pendingTools.clear();
  }

  private recordTool(toolUseId: string, use: ToolUse | undefined, result: ToolResult | undefined): void {
    // A result whose call was stored from an earlier chunk takes the call's name and input from the store; one whose
    // call was never stored (a transcript read from the middle) has nothing to attach to.
    const stored = use
      ? null
      : (this.db
          .prepare('SELECT t.tool_name, p.input_json FROM tool_events t LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = ?')
          .get(toolUseId) as { tool_name: string; input_json: string | null } | undefined);
    if (!use && !stored) return;
    const r = result ?? use!;
    const input = use ? sanitizeDeep(use.input) : parseJsonOr(stored?.input_json ?? null);
    const output = truncateWithMarker(sanitizeText(result?.output ?? ''), this.opts.maxToolOutputBytes);
    const success = !result?.isError;
    const toolName = use?.toolName ?? stored?.tool_name ?? 'unknown';
    const written = recordToolEvent(this.db, {
      sessionId: r.sessionId,
      promptNumber: this.turn(r.sessionId, r.sidechain),
      toolUseId,
      toolName,
      success,
      summary: describeTool({ toolName, input, output: output.text, success, error: success ? undefined : output.text }, r.cwd),
      error: success ? null : output.text.slice(0, 500),
      agentId: r.sidechain ? (r.agentId ?? 'subagent') : null,
      inputJson: JSON.stringify(input ?? null),
      outputText: output.text,
      sizeBytes: output.originalBytes,
      truncated: output.truncated,
      at: Date.parse(r.timestamp) || this.opts.now,
      pending: !result,
    });
    if (written) this.result.stored++;
    // Tool hooks run async in concurrent processes, so their arrival order is not the call order; the transcript's
    // call time puts the turn's tool events back in order.
    if (use) setToolEventTime(this.db, toolUseId, Date.parse(use.timestamp));
  }

  apply(r: TranscriptRecord): void {
    if (!('sidechain' in r && r.sidechain)) this.lastSession = r.sessionId;
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
        const prompt = recordPrompt(this.db, { sessionId: r.sessionId, text, at, promptId: r.promptId, uuid: r.uuid });
        this.turnOf.set(r.sessionId, prompt.promptNumber);
        if (prompt.inserted) this.result.stored++;
        return;
      }
      case 'assistant_text': {
        const text = sanitizeText(r.text);
        if (!text.trim()) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, r.sidechain),
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
        this.pendingTools.delete(r.toolUseId);
        // Its call may have been read in an earlier chunk (stored as pending then); the store completes it by id.
        this.recordTool(r.toolUseId, use, r);
        return;
      }
      case 'compact_boundary': {
        if (!r.summary) return;
        // Claude's own summary of the conversation so far: searchable, but not part of any one turn.
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, false),
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

function parseJsonOr(text: string | null): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
