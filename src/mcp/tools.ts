// The memory MCP tools: zod shapes, exported handlers (tested directly and over stdio), and registerTools, which
// only wires. Every tool's output is cut to a token budget, and what is cut says so.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { estimateTokens, fitToBudget, truncateToTokens } from '../inject/budget.js';
import type { RecallHit, RecallResult } from '../recall/search.js';
import type { Db } from '../store/connection.js';
import type { Actor } from '../store/audit.js';
import {
  MEMORY_ID_EXAMPLES,
  SAVE_SCOPES,
  SCOPE_FILTERS,
  SEARCHABLE_KINDS,
  scopedId,
  type SaveScope,
  type Scope,
  type ScopeFilter,
} from '../store/kinds.js';
import { getTeamLink, shareItem } from '../store/team.js';
import { KnowledgeError } from '../store/knowledge.js';
import type { JournalCopies } from '../store/forget.js';
import { recordCodeArea, recordDecision, rememberItem, supersedeDecision } from '../store/saved-items.js';
import { memoryForgetHandler, registerKnowledgeTools } from './knowledge-tools.js';
import { registerScopeTools } from './scope-tools.js';
import { registerTeamTools } from './team-tools.js';
import { currentPromptNumber } from '../store/capture.js';
import { getSession, resolveSessionId, sessionTimeline, toolEvent } from '../store/read.js';
import type { SearchFilters } from '../store/search.js';

export interface ToolDeps {
  db: Db;
  now: () => number;
  /** Current session, if known (from the MCP server's environment); decisions are attributed to it. */
  sessionId?: string;
  /** Searches the scopes asked for: this project and the user-wide global memory together by default. */
  recall: (query: string, limit: number, filters: SearchFilters, scope?: ScopeFilter) => Promise<RecallResult>;
  /** The user-wide global store; `create` opens it even when it does not exist yet (a save to global). */
  globalStore?: (create: boolean) => Db | null;
  /** The project's name, for audit reasons of promote and demote. */
  projectName?: string;
  status: () => Record<string, unknown>;
  /** The project's journal, whose copies of a forgotten memory are blanked (null: a store without one). */
  journal: JournalCopies | null;
  /** Output budgets in tokens. */
  budgets?: Partial<Record<'recall' | 'timeline' | 'event' | 'status', number>>;
  /** Who the audit log names for writes (default 'mcp'). */
  actor?: Actor;
}

const DEFAULT_BUDGETS = { recall: 2_000, timeline: 3_000, event: 4_000, status: 1_500 };

type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };

const text = (t: string, structured?: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text: t }],
  ...(structured ? { structuredContent: structured } : {}),
});
const fail = (t: string): ToolResult => ({ content: [{ type: 'text', text: t }], isError: true });

export const sessionRecallInput = {
  topic: z.string().min(1).max(2_000).describe('What to look for: words, a file name, an error message; any language.'),
  limit: z.number().int().min(1).max(50).optional().describe('Maximum hits (default 10).'),
  filters: z
    .object({
      session_id: z.string().optional().describe('Only this session (full id or unique prefix).'),
      kinds: z.array(z.enum(SEARCHABLE_KINDS)).optional().describe('Only these kinds of memory.'),
      since: z.string().optional().describe('ISO date or date-time: only memories from then on.'),
      until: z.string().optional().describe('ISO date or date-time: only memories up to then.'),
      file_path: z.string().optional().describe('Only turns that touched this file.'),
      include_superseded: z.boolean().optional().describe('Also return superseded items (each shown next to its successor).'),
      as_of: z
        .string()
        .optional()
        .describe('ISO date or date-time: what the memory believed then (items valid and recorded at that time).'),
    })
    .optional(),
  scope: z
    .enum(SCOPE_FILTERS)
    .optional()
    .describe(
      "'project' (this project only), 'global' (your user-wide memory only), 'team' (this project's items shared with its team) or 'all' (default: project and global, project first).",
    ),
};

const saveScope = z
  .enum(SAVE_SCOPES)
  .optional()
  .describe(
    "'project' (default), 'global': holds in every project of this user (use it for personal preferences), or 'team': this project, shared with its team.",
  );

export const sessionTimelineInput = {
  session_id: z.string().min(1).describe('Session id (or a unique prefix), as given in recall hits.'),
  limit: z.number().int().min(1).max(500).optional().describe('Maximum turns (default 50).'),
};

export const sessionEventInput = {
  event_id: z.union([z.number().int(), z.string()]).describe('Tool event id: the number in a "tool:<id>" hit or timeline entry.'),
};

export const recordDecisionInput = {
  decision: z.string().min(3).max(2_000).describe('The decision, stated so it can be followed later.'),
  reason: z.string().max(2_000).describe('Why it was made.'),
  scope: saveScope,
};

export const recordPreferenceInput = {
  type: z
    .enum(['preference', 'convention'])
    .describe("'preference': how the user wants things done; 'convention': how the code base does things."),
  text: z.string().min(3).max(2_000).describe('The preference or convention, stated so it can be followed later.'),
  reason: z.string().max(2_000).optional().describe('Why, if said.'),
  scope: saveScope,
};

export const recordCodeAreaInput = {
  file_path: z.string().min(1).max(1_000).describe('Path of the file or directory, relative to the project root.'),
  description: z.string().min(3).max(2_000).describe('What lives there and why it matters.'),
};

export const supersedeDecisionInput = {
  decision_id: z.number().int().describe('Id of the decision being replaced (the number in "decision:<id>").'),
  decision: z.string().min(3).max(2_000).describe('The corrected decision.'),
  reason: z.string().max(2_000).describe('Why it replaces the old one.'),
};

export const forgetMemoryInput = {
  memory_id: z.string().min(3).describe(`A memory id as shown in hits (${MEMORY_ID_EXAMPLES}); "session:<id>" forgets a whole session.`),
};

function parseDate(value: string | undefined, field: string): number | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new Error(`${field} is not a date: "${value}" (use ISO 8601, e.g. 2026-11-30)`);
  return t;
}

export type SessionRecallArgs = z.infer<z.ZodObject<typeof sessionRecallInput>>;

export async function sessionRecallHandler(deps: ToolDeps, args: SessionRecallArgs): Promise<ToolResult> {
  const f = args.filters ?? {};
  let filters: SearchFilters;
  try {
    const sessionId = f.session_id ? (resolveSessionId(deps.db, f.session_id) ?? f.session_id) : undefined;
    filters = {
      sessionId,
      kinds: f.kinds,
      since: parseDate(f.since, 'since'),
      until: parseDate(f.until, 'until'),
      filePath: f.file_path,
      includeInactive: f.include_superseded,
      asOf: parseDate(f.as_of, 'as_of'),
      // Called mid-turn with the user's own words, this would find the prompt being answered, stored a moment ago.
      exceptAskingTurn: true,
    };
  } catch (err) {
    return fail((err as Error).message);
  }
  const limit = args.limit ?? 10;
  const found = await deps.recall(args.topic, limit + ASKING_TURN_SLACK, filters, args.scope ?? 'all');
  const result = withoutAskingTurn(found, deps, limit);
  if (!result.hits.length)
    return text(`No memories match "${args.topic}"${result.notice ? ` (${result.notice})` : ''}.`, {
      hits: [],
      total: 0,
      mode: result.mode,
    });
  const lines = result.hits.map(formatHit);
  const fitted = fitToBudget(lines, deps.budgets?.recall ?? DEFAULT_BUDGETS.recall, {
    header: [
      `${recallHeader(result, args.topic)} Drill down: session_timeline(session_id), session_event(tool id).`,
      floorNote(result, args.topic),
    ]
      .filter(Boolean)
      .join('\n'),
    trailer: (n) => `… ${n} more hits cut to fit the budget (narrow the topic or use filters)`,
  });
  return text(fitted.text, { hits: result.hits.slice(0, fitted.included), total: result.total, mode: result.mode });
}

/** Hits asked for beyond the limit, so leaving out the asking turn's own still returns `limit` hits. */
const ASKING_TURN_SLACK = 4;

/**
 * The recall without the turn being answered: the session calling the tool is in the middle of a turn whose prompt
 * (stored a moment ago) holds the question itself, however the model words its topic.
 */
function withoutAskingTurn(result: RecallResult, deps: ToolDeps, limit: number): RecallResult {
  const asking = deps.sessionId ? currentPromptNumber(deps.db, deps.sessionId) : 0;
  const ofAskingTurn = (h: RecallHit) => asking > 0 && h.session_id === deps.sessionId && h.prompt_number === asking;
  const kept = result.hits.filter((h) => !ofAskingTurn(h));
  const dropped = result.hits.length - kept.length;
  const hits = kept.slice(0, limit);
  return {
    ...result,
    hits,
    total: Math.max(hits.length, result.total - dropped),
    relevant: hits.filter((h) => h.relevant).length,
  };
}

/** The first line counts the hits; a second says when some or all of them are below the relevance floor. */
export function recallHeader(result: RecallResult, topic: string): string {
  return `${result.hits.length} of ${result.total} hits for "${topic}" (${result.mode}${result.notice ? `; ${result.notice}` : ''}).`;
}

export function floorNote(result: Pick<RecallResult, 'hits' | 'total' | 'mode' | 'relevant' | 'unknownNames'>, topic: string): string {
  // A name no memory holds says more than the floor: the hits match the rest of the topic only.
  const unknown = result.unknownNames?.length ? `No memory mentions ${result.unknownNames.join(', ')}. ` : '';
  if (result.relevant === 0)
    return `${unknown}None of them passes the relevance floor: nothing in memory is clearly about "${topic}"; these are only the closest.`;
  if (result.relevant < result.hits.length)
    return `${unknown}${result.relevant} of them pass the relevance floor; the others are marked "below floor".`;
  return unknown ? `${unknown}These hits match the rest of "${topic}".` : '';
}

export function formatHit(h: RecallHit): string {
  const where = h.session_id ? ` session=${h.session_id}${h.prompt_number != null ? ` turn=${h.prompt_number}` : ''}` : '';
  const labels = [
    h.source === 'manual' ? 'manual' : null,
    h.trust === 'candidate' ? 'unconfirmed' : null,
    h.shared_by ? `team ${h.team}, shared by ${h.shared_by}` : null,
    h.relevant === false ? 'below floor' : null,
    h.superseded_by ? `superseded by ${h.superseded_by}` : null,
    h.conflicts_with?.length ? `conflicts with ${h.conflicts_with.join(', ')}` : null,
  ]
    .filter(Boolean)
    .map((l) => `, ${l}`)
    .join('');
  const from = (h as { project?: string }).project;
  return `- [${h.id}] (${h.kind}${labels}${from ? `, project ${from}` : ''}, ${h.created_at.slice(0, 10)}${where}) ${h.snippet}`;
}

export function sessionTimelineHandler(deps: ToolDeps, args: { session_id: string; limit?: number }): ToolResult {
  const id = resolveSessionId(deps.db, args.session_id);
  if (!id) return fail(`No session "${args.session_id}" in this project's memory (pass a full id or a unique prefix).`);
  const session = getSession(deps.db, id)!;
  const { turns, total } = sessionTimeline(deps.db, id, args.limit ?? 50);
  const head = [
    `Session ${session.id} (${session.status}${session.exitReason ? `, ended: ${session.exitReason}` : ''})`,
    `Started ${session.startedAtIso}${session.endedAtIso ? `, ended ${session.endedAtIso}` : ''}; ${session.promptCount} prompts.`,
    session.rollup ? `Rollup: ${session.rollup}` : 'Rollup: not yet written.',
  ].join('\n');
  const lines = turns.map((t) => {
    const tools = t.toolEvents.map((e) => `    - [tool:${e.id}] ${e.summary}${e.success ? '' : ' ✗'}`).join('\n');
    const body = t.summary ?? (t.prompt ? `prompt: ${t.prompt.replace(/\s+/g, ' ').slice(0, 300)}` : '(no summary yet)');
    return `- turn ${t.promptNumber}${t.createdAtIso ? ` (${t.createdAtIso})` : ''}: ${body}${tools ? `\n${tools}` : ''}`;
  });
  const more = total - turns.length;
  const fitted = fitToBudget(lines, deps.budgets?.timeline ?? DEFAULT_BUDGETS.timeline, {
    header: head,
    trailer: (n) => `… ${n + more} more turns (raise limit, or use session_recall with a session filter)`,
  });
  const trailer = fitted.omitted === 0 && more > 0 ? `\n… ${more} more turns (raise limit)` : '';
  return text(fitted.text + trailer, { session, turns: turns.slice(0, fitted.included), total_turns: total });
}

export function sessionEventHandler(deps: ToolDeps, args: { event_id: number | string }): ToolResult {
  const id = Number(String(args.event_id).replace(/^tool:/, ''));
  if (!Number.isInteger(id)) return fail(`"${args.event_id}" is not a tool event id (expected a number, or "tool:<number>").`);
  const e = toolEvent(deps.db, id);
  if (!e) return fail(`No tool event ${id} in this project's memory.`);
  const head = `Tool event ${e.id}: ${e.summary} (${e.success ? 'succeeded' : 'failed'}) in session ${e.sessionId}, turn ${e.promptNumber}, at ${e.createdAtIso}.`;
  if (!e.payload)
    return text(`${head}\nThe raw input and output are no longer retained (retention window); the summary and evidence stay.`, {
      event: e,
    });
  const budget = deps.budgets?.event ?? DEFAULT_BUDGETS.event;
  // A failed call's error can be as long as an output (and is usually repeated in it): it gets a quarter at most.
  const header = head + (e.error ? `\nError: ${truncateToTokens(e.error, Math.floor(budget / 4))}` : '');
  const input = `Input:\n${e.payload.input}`;
  const output = `Output${e.payload.truncated ? ` (cut at capture from ${e.payload.sizeBytes} bytes)` : ''}:\n${e.payload.output}`;
  const fitted = fitToBudget([input, output], budget, { header, trailer: (n) => `… ${n} more part cut to fit the budget` });
  if (fitted.omitted === 0) return text(fitted.text, { event: e });
  // Too big for the budget: cut both parts (the input to at most a third of the room) rather than drop the output,
  // which is what this layer exists to show. Separators cost under a token each.
  const room = budget - estimateTokens(header) - 2;
  if (room <= 0) return text(fitted.text, { event: e });
  const inputShown = estimateTokens(input) <= Math.floor(room / 3) ? input : truncateToTokens(input, Math.floor(room / 3));
  const outputShown = truncateToTokens(output, room - estimateTokens(inputShown));
  const parts = [header, inputShown, outputShown].filter((p) => p !== '');
  return text(parts.join('\n'), { event: e });
}

/** Store refusals (forgotten content, nothing left after redaction, a bad chain) are tool errors, not crashes. */
function refusals(fn: () => ToolResult): ToolResult {
  try {
    return fn();
  } catch (err) {
    if (err instanceof KnowledgeError) return fail(err.message);
    throw err;
  }
}

const storeScope = (scope: SaveScope | undefined): Scope => (scope === 'global' ? 'global' : 'project');

/** Shares a just-saved item when the save was for the team; the text to add to the answer. */
function shareIfTeam(deps: ToolDeps, scope: SaveScope | undefined, itemNumber: number): string {
  if (scope !== 'team') return '';
  const row = shareItem(deps.db, itemNumber, { actor: deps.actor ?? 'mcp', now: deps.now() });
  return `, shared with team ${row.team} (it goes out at the next sync)`;
}

/** The store a save goes to: the project's, or the user-wide one (created on first use). */
function saveStore(deps: ToolDeps, scope: SaveScope | undefined): Db {
  // Checked before saving: an item meant for the team is not left behind, unshared, when no team is connected.
  if (scope === 'team' && !getTeamLink(deps.db))
    throw new KnowledgeError(
      'No team is connected to this project: run `claude-memory team connect <postgres-url> --team <name>`, or save it with scope project.',
    );
  if (scope !== 'global') return deps.db;
  const global = deps.globalStore?.(true);
  if (!global) throw new KnowledgeError('The global memory is not available here.');
  return global;
}

export function recordDecisionHandler(deps: ToolDeps, args: { decision: string; reason: string; scope?: SaveScope }): ToolResult {
  return refusals(() => {
    const db = saveStore(deps, args.scope);
    const saved = recordDecision(db, {
      decision: args.decision.trim(),
      reason: args.reason.trim(),
      source: 'manual',
      sessionId: db === deps.db ? knownSession(deps) : null,
      at: deps.now(),
      actor: deps.actor ?? 'mcp',
    });
    const id = scopedId(storeScope(args.scope), `decision:${saved}`);
    return text(`Recorded ${id}${shareIfTeam(deps, args.scope, saved)}.`, { id });
  });
}

export function recordPreferenceHandler(
  deps: ToolDeps,
  args: { type: 'preference' | 'convention'; text: string; reason?: string; scope?: SaveScope },
): ToolResult {
  return refusals(() => {
    const db = saveStore(deps, args.scope);
    const saved = rememberItem(db, args.type, {
      decision: args.text.trim(),
      reason: (args.reason ?? '').trim(),
      sessionId: db === deps.db ? knownSession(deps) : null,
      at: deps.now(),
      actor: deps.actor ?? 'mcp',
    });
    const id = scopedId(storeScope(args.scope), `${args.type}:${saved}`);
    return text(`Recorded ${id}${shareIfTeam(deps, args.scope, saved)}.`, { id });
  });
}

export function recordCodeAreaHandler(deps: ToolDeps, args: { file_path: string; description: string }): ToolResult {
  return refusals(() => {
    const id = recordCodeArea(
      deps.db,
      args.file_path.trim(),
      args.description.trim(),
      'manual',
      deps.now(),
      knownSession(deps),
      deps.actor ?? 'mcp',
    );
    return text(`Recorded code_area:${id}.`, { id: `code_area:${id}` });
  });
}

export function supersedeDecisionHandler(deps: ToolDeps, args: { decision_id: number; decision: string; reason: string }): ToolResult {
  return refusals(() => {
    const id = supersedeDecision(deps.db, args.decision_id, {
      decision: args.decision.trim(),
      reason: args.reason.trim(),
      source: 'manual',
      sessionId: knownSession(deps),
      at: deps.now(),
      actor: deps.actor ?? 'mcp',
    });
    if (id == null) return fail(`No decision ${args.decision_id}.`);
    return text(`decision:${args.decision_id} is superseded by decision:${id}.`, {
      id: `decision:${id}`,
      superseded: `decision:${args.decision_id}`,
    });
  });
}

/** The older name of memory_forget, kept for sessions and notes that use it. */
export function forgetMemoryHandler(deps: ToolDeps, args: { memory_id: string }): ToolResult {
  return memoryForgetHandler(
    { db: deps.db, now: deps.now, actor: deps.actor ?? 'mcp', journal: deps.journal, globalStore: deps.globalStore },
    args,
  );
}

export function memoryStatusHandler(deps: ToolDeps): ToolResult {
  const status = deps.status();
  const fitted = fitToBudget([JSON.stringify(status, null, 2)], deps.budgets?.status ?? DEFAULT_BUDGETS.status, {});
  return text(fitted.text, status);
}

/** Only attribute to a session that exists in this store (the MCP server may start before the first hook). */
function knownSession(deps: ToolDeps): string | null {
  return deps.sessionId && getSession(deps.db, deps.sessionId) ? deps.sessionId : null;
}

/**
 * What a tool returns over MCP: the budgeted text only. Claude Code (2.1.x) gives the model JSON.stringify(structuredContent)
 * INSTEAD of the text content whenever a result carries both, which would replace every budgeted, formatted answer with
 * unbudgeted JSON (a whole status, a whole raw payload). The handlers keep their structured results for direct callers.
 */
function forModel(r: ToolResult): ToolResult {
  return r.isError ? { content: r.content, isError: true } : { content: r.content };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function registerTools(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    'session_recall',
    {
      title: 'Recall memories',
      description:
        "Search this project's memory of past Claude Code sessions (decisions, prompts, assistant replies, turn summaries, tool evidence), and the user's global memory (ids global:...). " +
        'Layer 1: compact hits with ids; drill down with session_timeline and session_event.',
      inputSchema: sessionRecallInput,
      annotations: READ_ONLY,
    },
    async (args) => forModel(await sessionRecallHandler(deps, args)),
  );
  server.registerTool(
    'session_timeline',
    {
      title: 'Session timeline',
      description: "Layer 2: one session's metadata, rollup and ordered turn summaries with their tool events.",
      inputSchema: sessionTimelineInput,
      annotations: READ_ONLY,
    },
    (args) => forModel(sessionTimelineHandler(deps, args)),
  );
  server.registerTool(
    'session_event',
    {
      title: 'Raw tool event',
      description: 'Layer 3: the raw input and output of one tool call, if still retained.',
      inputSchema: sessionEventInput,
      annotations: READ_ONLY,
    },
    (args) => forModel(sessionEventHandler(deps, args)),
  );
  server.registerTool(
    'record_decision',
    {
      title: 'Record a decision',
      description: 'Save a project decision and its reason, so future sessions follow it. Ranks above captured memories.',
      inputSchema: recordDecisionInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) => forModel(recordDecisionHandler(deps, args)),
  );
  server.registerTool(
    'record_preference',
    {
      title: 'Record a preference or convention',
      description:
        "Save how the user wants things done, or how this code base does things. scope 'global' makes it hold in every project of this user.",
      inputSchema: recordPreferenceInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) => forModel(recordPreferenceHandler(deps, args)),
  );
  server.registerTool(
    'record_code_area',
    {
      title: 'Record a code area',
      description: 'Save what a file or directory is for, so future sessions know where things live.',
      inputSchema: recordCodeAreaInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) => forModel(recordCodeAreaHandler(deps, args)),
  );
  server.registerTool(
    'supersede_decision',
    {
      title: 'Correct a decision',
      description: 'Replace a decision with a corrected one. The old one is kept, marked superseded, and hidden from recall by default.',
      inputSchema: supersedeDecisionInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (args) => forModel(supersedeDecisionHandler(deps, args)),
  );
  server.registerTool(
    'forget_memory',
    {
      title: 'Forget a memory',
      description:
        'Delete a memory for good: the row, its search entries, vectors and raw payload. Use when the user asks, or for wrong or sensitive memories.',
      inputSchema: forgetMemoryInput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    (args) => forModel(forgetMemoryHandler(deps, args)),
  );
  const knowledgeDeps = {
    // Read when a tool runs, not now: a server still waiting for its native runtime has no store yet.
    get db() {
      return deps.db;
    },
    now: deps.now,
    sessionId: deps.sessionId,
    actor: deps.actor ?? 'mcp',
    journal: deps.journal,
    globalStore: deps.globalStore,
    projectName: deps.projectName,
  };
  registerKnowledgeTools(server, knowledgeDeps, forModel);
  registerScopeTools(server, knowledgeDeps, forModel);
  registerTeamTools(server, knowledgeDeps, forModel);
  server.registerTool(
    'memory_status',
    {
      title: 'Memory status',
      description: "What this project's memory holds: sessions, prompts, tool events, summaries, queue depth, errors.",
      annotations: READ_ONLY,
    },
    () => forModel(memoryStatusHandler(deps)),
  );
}
