// Applying a transcript chunk to the store: the rows a transcript adds beyond what the hooks carried (above all the
// assistant's text), deduplicated against hook-captured events by uuid and tool_use_id. The chunk was read and
// sanitized before any lock was taken (capture/ingest.ts); here it only becomes rows, and its cursor moves with them.
import { shownMemoryIds } from '../capture/own-output.js';
import type { TranscriptRecord } from '../capture/transcript.js';
import {
  currentPromptNumber,
  getTranscriptCursor,
  recordAssistantText,
  recordPrompt,
  rehomeToolEvents,
  recordToolEvent,
  setToolEventTime,
  setTranscriptCursor,
  storedToolCall,
  touchSession,
} from './capture.js';
import type { Db } from './connection.js';
import { recordShown } from './exposures.js';
import { enqueue, turnTarget } from './queue.js';
import { hasTurnSummary } from './summaries.js';

/** A tool result as read: its output already sanitized and cut to the capture cap. */
export type SanitizedRecord =
  | Exclude<TranscriptRecord, { kind: 'tool_result' }>
  | (Extract<TranscriptRecord, { kind: 'tool_result' }> & { outputBytes: number; outputTruncated: boolean });

export interface TranscriptChunk {
  file: string;
  /** The stored cursor this chunk was read from: applied only if the cursor is still there. */
  from: number;
  /** Bytes of whole lines read (the cursor moves by this much). */
  consumed: number;
  size: number;
  mtimeMs: number;
  records: SanitizedRecord[];
  malformed: number;
  /** More of the file is left than this chunk took. */
  more: boolean;
}

/** A short description of a tool call, from its input and outcome (pure; compress/candidates provides it). */
export type DescribeTool = (
  tool: { toolName: string; input: unknown; output: string; success: boolean; error?: string },
  cwd?: string,
) => string;

export interface IngestContext {
  project: string;
  describeTool: DescribeTool;
  now: number;
  /** Whether a tool's calls are kept out of memory (the config's skip list: the plugin's own MCP tools among them). */
  skipsTool?: (toolName: string) => boolean;
}

export interface ChunkResult {
  /** False when another process applied this chunk first (its cursor had moved). */
  applied: boolean;
  stored: number;
  sessions: string[];
}

/** Applies a chunk inside the caller's store transaction (store-internal: units of work call it). */
export function applyTranscriptChunk(db: Db, chunk: TranscriptChunk, ctx: IngestContext): ChunkResult {
  const cursor = getTranscriptCursor(db, chunk.file);
  const stored = cursor?.offset ?? 0;
  // The file shrank (rewritten) since the cursor was read, or another process read past us: leave it to them.
  if (stored !== chunk.from && !(chunk.from === 0 && stored > chunk.size)) return { applied: false, stored: 0, sessions: [] };
  // A rewritten transcript starts over from its first prompt.
  const startPrompt = chunk.from > 0 ? (cursor?.promptNumber ?? 0) : 0;
  const state = new IngestState(db, ctx, startPrompt);
  for (const record of chunk.records) state.apply(record);
  state.flushPending();
  // Words read after their turn was summarized (a Stop that ran before Claude Code wrote the reply, read again when the
  // session is closed): the turn is summarized again, so its summary and the session's rollup carry them.
  for (const [sessionId, promptNumber] of state.grownTurns()) {
    if (hasTurnSummary(db, sessionId, promptNumber)) enqueue(db, 'turn', turnTarget(sessionId, promptNumber), ctx.now);
  }
  setTranscriptCursor(
    db,
    chunk.file,
    { offset: chunk.from + chunk.consumed, size: chunk.size, mtimeMs: chunk.mtimeMs, promptNumber: state.lastPromptNumber() },
    ctx.now,
  );
  return { applied: true, stored: state.stored, sessions: state.sessions };
}

/** Applies a chunk in its own transaction: the unit of work for import. */
export function ingestTranscriptChunk(db: Db, chunk: TranscriptChunk, ctx: IngestContext): ChunkResult {
  return db.transaction(() => applyTranscriptChunk(db, chunk, ctx)).immediate();
}

type ToolUse = Extract<SanitizedRecord, { kind: 'tool_use' }>;
type ToolResult = Extract<SanitizedRecord, { kind: 'tool_result' }>;

/** Per-chunk state: which sessions were seen, and tool calls waiting for their results. */
class IngestState {
  stored = 0;
  readonly sessions: string[] = [];
  private readonly pendingTools = new Map<string, ToolUse>();
  /** The turns (session, prompt number) this chunk added a reply to. */
  private readonly grown = new Set<string>();
  /** Calls of tools kept out of memory: their results are dropped too (the plugin's own show what they recalled). */
  private readonly skippedCalls = new Set<string>();
  /** Sessions in a turn of one of the plugin's own slash commands: nothing until the next prompt is memory. */
  private readonly inOwnCommand = new Set<string>();
  /**
   * The turn each session is in, as read from the transcript itself: a Stop hook can read turn 1's last words after
   * the next prompt's hook has stored prompt 2, so the store's latest prompt is not the turn a line belongs to.
   */
  private readonly turnOf = new Map<string, number>();
  private lastSession: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly ctx: IngestContext,
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
    this.turnOf.set(sessionId, this.startPrompt);
    return this.startPrompt;
  }

  /** Calls whose results are not in this chunk (a tool still running at Stop): stored now, completed later. */
  grownTurns(): [string, number][] {
    return [...this.grown].map((key) => {
      const [sessionId, n] = key.split('\n');
      return [sessionId, Number(n)];
    });
  }

  flushPending(): void {
    for (const use of this.pendingTools.values()) this.recordTool(use.toolUseId, use, undefined);
    this.pendingTools.clear();
  }

  private recordTool(toolUseId: string, use: ToolUse | undefined, result: ToolResult | undefined): void {
    // A result whose call was stored from an earlier chunk takes the call's name and input from the store; one whose
    // call was never stored (a transcript read from the middle) has nothing to attach to.
    const stored = use ? null : storedToolCall(this.db, toolUseId);
    if (!use && !stored) return;
    const r = result ?? use!;
    const input = use ? use.input : parseJsonOr(stored?.inputJson ?? null);
    const output = result?.output ?? '';
    const success = !result?.isError;
    const toolName = use?.toolName ?? stored?.toolName ?? 'unknown';
    const written = recordToolEvent(this.db, {
      sessionId: r.sessionId,
      promptNumber: this.turn(r.sessionId, r.sidechain),
      toolUseId,
      toolName,
      success,
      summary: this.ctx.describeTool({ toolName, input, output, success, error: success ? undefined : output }, r.cwd),
      error: success ? null : output.slice(0, 500),
      agentId: r.sidechain ? (r.agentId ?? 'subagent') : null,
      inputJson: JSON.stringify(input ?? null),
      outputText: output,
      sizeBytes: result?.outputBytes ?? 0,
      truncated: result?.outputTruncated ?? false,
      at: Date.parse(r.timestamp) || this.ctx.now,
      pending: !result,
    });
    if (written) this.stored++;
    // Tool hooks run async in concurrent processes, so their arrival order is not the call order; the transcript's
    // call time puts the turn's tool events back in order.
    if (use) setToolEventTime(this.db, toolUseId, Date.parse(use.timestamp));
  }

  /** What the plugin said to itself, or what answers it: kept out of memory (shown memories are noted, by id). */
  private isOwnOutput(r: SanitizedRecord): boolean {
    switch (r.kind) {
      case 'own_command':
        if (!r.sidechain) this.inOwnCommand.add(r.sessionId);
        return true;
      case 'prompt':
        if (!r.sidechain) this.inOwnCommand.delete(r.sessionId);
        return false;
      case 'shown':
        return false;
      case 'tool_use':
        if (this.inOwnCommand.has(r.sessionId) || this.ctx.skipsTool?.(r.toolName)) {
          this.skippedCalls.add(r.toolUseId);
          return true;
        }
        return false;
      case 'tool_result':
        if (!this.skippedCalls.has(r.toolUseId)) return this.inOwnCommand.has(r.sessionId);
        this.skippedCalls.delete(r.toolUseId);
        // What the plugin's own tool answered (a recall's hits): the session was shown those memories.
        this.noteShown(r.sessionId, r.sidechain, shownMemoryIds(r.output), Date.parse(r.timestamp) || this.ctx.now);
        return true;
      default:
        return this.inOwnCommand.has(r.sessionId);
    }
  }

  private noteShown(sessionId: string, sidechain: boolean, memoryIds: string[], at: number): void {
    if (memoryIds.length) recordShown(this.db, { sessionId, promptNumber: this.turn(sessionId, sidechain), memoryIds, at });
  }

  apply(r: SanitizedRecord): void {
    if (!('sidechain' in r && r.sidechain)) this.lastSession = r.sessionId;
    const at = Date.parse(r.timestamp) || this.ctx.now;
    if (!this.sessions.includes(r.sessionId)) this.sessions.push(r.sessionId);
    touchSession(this.db, { sessionId: r.sessionId, project: this.ctx.project, cwd: r.cwd, at });
    if (this.isOwnOutput(r)) return;
    switch (r.kind) {
      case 'shown':
        this.noteShown(r.sessionId, false, r.memoryIds, at);
        return;
      case 'prompt': {
        // A subagent's first "user" line is its task, not something the user typed.
        if (r.sidechain || !r.text.trim()) return;
        const prompt = recordPrompt(this.db, { sessionId: r.sessionId, text: r.text, at, promptId: r.promptId, uuid: r.uuid });
        // Tool events of this prompt recorded before it (their hooks ran, its hook was killed) move to it.
        if (r.promptId) rehomeToolEvents(this.db, r.sessionId, r.promptId, prompt.promptNumber);
        this.turnOf.set(r.sessionId, prompt.promptNumber);
        if (prompt.inserted) this.stored++;
        return;
      }
      case 'assistant_text': {
        if (!r.text.trim()) return;
        const promptNumber = this.turn(r.sessionId, r.sidechain);
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber,
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? (r.agentId ?? 'subagent') : undefined,
          text: r.text,
          at,
        });
        if (stored) this.stored++;
        if (stored && !r.sidechain && promptNumber > 0) this.grown.add(`${r.sessionId}\n${promptNumber}`);
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
          text: r.summary,
          at,
        });
        if (stored) this.stored++;
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
