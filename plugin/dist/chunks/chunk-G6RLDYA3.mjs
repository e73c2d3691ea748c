import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  registerScopeTools
} from "./chunk-LZBEKYNK.mjs";
import {
  memoryForgetHandler,
  memoryIdInput,
  registerKnowledgeTools
} from "./chunk-FR3SUBNB.mjs";
import {
  MemoryIdError,
  parseItemId
} from "./chunk-726VXP6O.mjs";
import {
  external_exports
} from "./chunk-WI3QNCVS.mjs";
import {
  recordCodeArea,
  recordDecision,
  rememberItem,
  supersedeDecision
} from "./chunk-KLJFFZQJ.mjs";
import {
  estimateTokens,
  fitToBudget,
  truncateToTokens
} from "./chunk-FHNVZ42N.mjs";
import {
  currentPromptNumber
} from "./chunk-ASTNKYTC.mjs";
import {
  getTeamLink,
  shareItem,
  unshareItem
} from "./chunk-S4EXTRZB.mjs";
import {
  getSession,
  resolveSessionId,
  sessionTimeline,
  toolEvent
} from "./chunk-LJA4YGNL.mjs";
import {
  KnowledgeError
} from "./chunk-BQM4FMEU.mjs";
import {
  MEMORY_ID_EXAMPLES,
  SAVE_SCOPES,
  SCOPE_FILTERS,
  SEARCHABLE_KINDS,
  scopedId,
  splitScopedId
} from "./chunk-IPV3Y5SN.mjs";

// src/mcp/team-tools.ts
var text = (t, structured) => ({
  content: [{ type: "text", text: t }],
  structuredContent: structured
});
var fail = (t) => ({ content: [{ type: "text", text: t }], isError: true });
var memoryShareInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("Why the team should know it (kept in the audit log).")
};
function memoryShareHandler(deps, args, how) {
  try {
    const { scope, id } = splitScopedId(args.memory_id);
    if (scope === "global") return fail(`${args.memory_id} is in your global memory: team items belong to a project (demote it first).`);
    const itemNumber = parseItemId(deps.db, id);
    const ctx = { actor: deps.actor ?? "mcp", now: deps.now(), reason: args.reason?.trim() || void 0 };
    const row = how === "share" ? shareItem(deps.db, itemNumber, ctx) : unshareItem(deps.db, itemNumber, ctx);
    const memoryId = `${row.type}:${row.id}`;
    return how === "share" ? text(`${memoryId} is shared with team ${row.team}; it goes out at the next sync.`, { id: memoryId, team: row.team }) : text(`${memoryId} is no longer shared; the team drops its copies at the next sync.`, { id: memoryId, team: null });
  } catch (err) {
    if (err instanceof KnowledgeError || err instanceof MemoryIdError) return fail(err.message);
    throw err;
  }
}
var WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true };
function registerTeamTools(server, deps, forModel2) {
  server.registerTool(
    "memory_share",
    {
      title: "Share a memory with the project's team",
      description: "Share an item of this project (a decision, convention, discovery...) with the team connected to it (`claude-memory team connect`), with its receipts' dates, files and commits, never transcript text. memory_unshare takes it back.",
      inputSchema: memoryShareInput,
      annotations: WRITE
    },
    (args) => forModel2(memoryShareHandler(deps, args, "share"))
  );
  server.registerTool(
    "memory_unshare",
    {
      title: "Stop sharing a memory",
      description: "Take a shared item back: it stays in this project's memory; the team server and the other members drop their copies at their next sync.",
      inputSchema: memoryShareInput,
      annotations: WRITE
    },
    (args) => forModel2(memoryShareHandler(deps, args, "unshare"))
  );
}

// src/mcp/tools.ts
var DEFAULT_BUDGETS = { recall: 2e3, timeline: 3e3, event: 4e3, status: 1500 };
var text2 = (t, structured) => ({
  content: [{ type: "text", text: t }],
  ...structured ? { structuredContent: structured } : {}
});
var fail2 = (t) => ({ content: [{ type: "text", text: t }], isError: true });
var sessionRecallInput = {
  topic: external_exports.string().min(1).max(2e3).describe("What to look for: words, a file name, an error message; any language."),
  limit: external_exports.number().int().min(1).max(50).optional().describe("Maximum hits (default 10)."),
  filters: external_exports.object({
    session_id: external_exports.string().optional().describe("Only this session (full id or unique prefix)."),
    kinds: external_exports.array(external_exports.enum(SEARCHABLE_KINDS)).optional().describe("Only these kinds of memory."),
    since: external_exports.string().optional().describe("ISO date or date-time: only memories from then on."),
    until: external_exports.string().optional().describe("ISO date or date-time: only memories up to then."),
    file_path: external_exports.string().optional().describe("Only turns that touched this file."),
    include_superseded: external_exports.boolean().optional().describe("Also return superseded items (each shown next to its successor)."),
    as_of: external_exports.string().optional().describe("ISO date or date-time: what the memory believed then (items valid and recorded at that time).")
  }).optional(),
  scope: external_exports.enum(SCOPE_FILTERS).optional().describe(
    "'project' (this project only), 'global' (your user-wide memory only), 'team' (this project's items shared with its team) or 'all' (default: project and global, project first)."
  )
};
var saveScope = external_exports.enum(SAVE_SCOPES).optional().describe(
  "'project' (default), 'global': holds in every project of this user (use it for personal preferences), or 'team': this project, shared with its team."
);
var sessionTimelineInput = {
  session_id: external_exports.string().min(1).describe("Session id (or a unique prefix), as given in recall hits."),
  limit: external_exports.number().int().min(1).max(500).optional().describe("Maximum turns (default 50).")
};
var sessionEventInput = {
  event_id: external_exports.union([external_exports.number().int(), external_exports.string()]).describe('Tool event id: the number in a "tool:<id>" hit or timeline entry.')
};
var recordDecisionInput = {
  decision: external_exports.string().min(3).max(2e3).describe("The decision, stated so it can be followed later."),
  reason: external_exports.string().max(2e3).describe("Why it was made."),
  scope: saveScope
};
var recordPreferenceInput = {
  type: external_exports.enum(["preference", "convention"]).describe("'preference': how the user wants things done; 'convention': how the code base does things."),
  text: external_exports.string().min(3).max(2e3).describe("The preference or convention, stated so it can be followed later."),
  reason: external_exports.string().max(2e3).optional().describe("Why, if said."),
  scope: saveScope
};
var recordCodeAreaInput = {
  file_path: external_exports.string().min(1).max(1e3).describe("Path of the file or directory, relative to the project root."),
  description: external_exports.string().min(3).max(2e3).describe("What lives there and why it matters.")
};
var supersedeDecisionInput = {
  decision_id: external_exports.number().int().describe('Id of the decision being replaced (the number in "decision:<id>").'),
  decision: external_exports.string().min(3).max(2e3).describe("The corrected decision."),
  reason: external_exports.string().max(2e3).describe("Why it replaces the old one.")
};
var forgetMemoryInput = {
  memory_id: external_exports.string().min(3).describe(`A memory id as shown in hits (${MEMORY_ID_EXAMPLES}); "session:<id>" forgets a whole session.`)
};
function parseDate(value, field) {
  if (!value) return void 0;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new Error(`${field} is not a date: "${value}" (use ISO 8601, e.g. 2026-11-30)`);
  return t;
}
async function sessionRecallHandler(deps, args) {
  const f = args.filters ?? {};
  let filters;
  try {
    const sessionId = f.session_id ? resolveSessionId(deps.db, f.session_id) ?? f.session_id : void 0;
    filters = {
      sessionId,
      kinds: f.kinds,
      since: parseDate(f.since, "since"),
      until: parseDate(f.until, "until"),
      filePath: f.file_path,
      includeInactive: f.include_superseded,
      asOf: parseDate(f.as_of, "as_of"),
      // Called mid-turn with the user's own words, this would find the prompt being answered, stored a moment ago.
      exceptAskingTurn: true
    };
  } catch (err) {
    return fail2(err.message);
  }
  const limit = args.limit ?? 10;
  const found = await deps.recall(args.topic, limit + ASKING_TURN_SLACK, filters, args.scope ?? "all");
  const result = withoutAskingTurn(found, deps, limit);
  if (!result.hits.length)
    return text2(`No memories match "${args.topic}"${result.notice ? ` (${result.notice})` : ""}.`, {
      hits: [],
      total: 0,
      mode: result.mode
    });
  const lines = result.hits.map(formatHit);
  const fitted = fitToBudget(lines, deps.budgets?.recall ?? DEFAULT_BUDGETS.recall, {
    header: [
      `${recallHeader(result, args.topic)} Drill down: session_timeline(session_id), session_event(tool id).`,
      floorNote(result, args.topic)
    ].filter(Boolean).join("\n"),
    trailer: (n) => `\u2026 ${n} more hits cut to fit the budget (narrow the topic or use filters)`
  });
  return text2(fitted.text, { hits: result.hits.slice(0, fitted.included), total: result.total, mode: result.mode });
}
var ASKING_TURN_SLACK = 4;
function withoutAskingTurn(result, deps, limit) {
  const asking = deps.sessionId ? currentPromptNumber(deps.db, deps.sessionId) : 0;
  const ofAskingTurn = (h) => asking > 0 && h.session_id === deps.sessionId && h.prompt_number === asking;
  const kept = result.hits.filter((h) => !ofAskingTurn(h));
  const dropped = result.hits.length - kept.length;
  const hits = kept.slice(0, limit);
  return {
    ...result,
    hits,
    total: Math.max(hits.length, result.total - dropped),
    relevant: hits.filter((h) => h.relevant).length
  };
}
function recallHeader(result, topic) {
  return `${result.hits.length} of ${result.total} hits for "${topic}" (${result.mode}${result.notice ? `; ${result.notice}` : ""}).`;
}
function floorNote(result, topic) {
  const unknown = result.unknownNames?.length ? `No memory mentions ${result.unknownNames.join(", ")}. ` : "";
  if (result.relevant === 0)
    return `${unknown}None of them passes the relevance floor: nothing in memory is clearly about "${topic}"; these are only the closest.`;
  if (result.relevant < result.hits.length)
    return `${unknown}${result.relevant} of them pass the relevance floor; the others are marked "below floor".`;
  return unknown ? `${unknown}These hits match the rest of "${topic}".` : "";
}
function formatHit(h) {
  const where = h.session_id ? ` session=${h.session_id}${h.prompt_number != null ? ` turn=${h.prompt_number}` : ""}` : "";
  const labels = [
    h.source === "manual" ? "manual" : null,
    h.trust === "candidate" ? "unconfirmed" : null,
    h.shared_by ? `team ${h.team}, shared by ${h.shared_by}` : null,
    h.relevant === false ? "below floor" : null,
    h.superseded_by ? `superseded by ${h.superseded_by}` : null,
    h.conflicts_with?.length ? `conflicts with ${h.conflicts_with.join(", ")}` : null
  ].filter(Boolean).map((l) => `, ${l}`).join("");
  const from = h.project;
  return `- [${h.id}] (${h.kind}${labels}${from ? `, project ${from}` : ""}, ${h.created_at.slice(0, 10)}${where}) ${h.snippet}`;
}
function sessionTimelineHandler(deps, args) {
  const id = resolveSessionId(deps.db, args.session_id);
  if (!id) return fail2(`No session "${args.session_id}" in this project's memory (pass a full id or a unique prefix).`);
  const session = getSession(deps.db, id);
  const { turns, total } = sessionTimeline(deps.db, id, args.limit ?? 50);
  const head = [
    `Session ${session.id} (${session.status}${session.exitReason ? `, ended: ${session.exitReason}` : ""})`,
    `Started ${session.startedAtIso}${session.endedAtIso ? `, ended ${session.endedAtIso}` : ""}; ${session.promptCount} prompts.`,
    session.rollup ? `Rollup: ${session.rollup}` : "Rollup: not yet written."
  ].join("\n");
  const lines = turns.map((t) => {
    const tools = t.toolEvents.map((e) => `    - [tool:${e.id}] ${e.summary}${e.success ? "" : " \u2717"}`).join("\n");
    const body = t.summary ?? (t.prompt ? `prompt: ${t.prompt.replace(/\s+/g, " ").slice(0, 300)}` : "(no summary yet)");
    return `- turn ${t.promptNumber}${t.createdAtIso ? ` (${t.createdAtIso})` : ""}: ${body}${tools ? `
${tools}` : ""}`;
  });
  const more = total - turns.length;
  const fitted = fitToBudget(lines, deps.budgets?.timeline ?? DEFAULT_BUDGETS.timeline, {
    header: head,
    trailer: (n) => `\u2026 ${n + more} more turns (raise limit, or use session_recall with a session filter)`
  });
  const trailer = fitted.omitted === 0 && more > 0 ? `
\u2026 ${more} more turns (raise limit)` : "";
  return text2(fitted.text + trailer, { session, turns: turns.slice(0, fitted.included), total_turns: total });
}
function sessionEventHandler(deps, args) {
  const id = Number(String(args.event_id).replace(/^tool:/, ""));
  if (!Number.isInteger(id)) return fail2(`"${args.event_id}" is not a tool event id (expected a number, or "tool:<number>").`);
  const e = toolEvent(deps.db, id);
  if (!e) return fail2(`No tool event ${id} in this project's memory.`);
  const head = `Tool event ${e.id}: ${e.summary} (${e.success ? "succeeded" : "failed"}) in session ${e.sessionId}, turn ${e.promptNumber}, at ${e.createdAtIso}.`;
  if (!e.payload)
    return text2(`${head}
The raw input and output are no longer retained (retention window); the summary and evidence stay.`, {
      event: e
    });
  const budget = deps.budgets?.event ?? DEFAULT_BUDGETS.event;
  const header = head + (e.error ? `
Error: ${truncateToTokens(e.error, Math.floor(budget / 4))}` : "");
  const input = `Input:
${e.payload.input}`;
  const output = `Output${e.payload.truncated ? ` (cut at capture from ${e.payload.sizeBytes} bytes)` : ""}:
${e.payload.output}`;
  const fitted = fitToBudget([input, output], budget, { header, trailer: (n) => `\u2026 ${n} more part cut to fit the budget` });
  if (fitted.omitted === 0) return text2(fitted.text, { event: e });
  const room = budget - estimateTokens(header) - 2;
  if (room <= 0) return text2(fitted.text, { event: e });
  const inputShown = estimateTokens(input) <= Math.floor(room / 3) ? input : truncateToTokens(input, Math.floor(room / 3));
  const outputShown = truncateToTokens(output, room - estimateTokens(inputShown));
  const parts = [header, inputShown, outputShown].filter((p) => p !== "");
  return text2(parts.join("\n"), { event: e });
}
function refusals(fn) {
  try {
    return fn();
  } catch (err) {
    if (err instanceof KnowledgeError) return fail2(err.message);
    throw err;
  }
}
var storeScope = (scope) => scope === "global" ? "global" : "project";
function shareIfTeam(deps, scope, itemNumber) {
  if (scope !== "team") return "";
  const row = shareItem(deps.db, itemNumber, { actor: deps.actor ?? "mcp", now: deps.now() });
  return `, shared with team ${row.team} (it goes out at the next sync)`;
}
function saveStore(deps, scope) {
  if (scope === "team" && !getTeamLink(deps.db))
    throw new KnowledgeError(
      "No team is connected to this project: run `claude-memory team connect <postgres-url> --team <name>`, or save it with scope project."
    );
  if (scope !== "global") return deps.db;
  const global = deps.globalStore?.(true);
  if (!global) throw new KnowledgeError("The global memory is not available here.");
  return global;
}
function recordDecisionHandler(deps, args) {
  return refusals(() => {
    const db = saveStore(deps, args.scope);
    const saved = recordDecision(db, {
      decision: args.decision.trim(),
      reason: args.reason.trim(),
      source: "manual",
      sessionId: db === deps.db ? knownSession(deps) : null,
      at: deps.now(),
      actor: deps.actor ?? "mcp"
    });
    const id = scopedId(storeScope(args.scope), `decision:${saved}`);
    return text2(`Recorded ${id}${shareIfTeam(deps, args.scope, saved)}.`, { id });
  });
}
function recordPreferenceHandler(deps, args) {
  return refusals(() => {
    const db = saveStore(deps, args.scope);
    const saved = rememberItem(db, args.type, {
      decision: args.text.trim(),
      reason: (args.reason ?? "").trim(),
      sessionId: db === deps.db ? knownSession(deps) : null,
      at: deps.now(),
      actor: deps.actor ?? "mcp"
    });
    const id = scopedId(storeScope(args.scope), `${args.type}:${saved}`);
    return text2(`Recorded ${id}${shareIfTeam(deps, args.scope, saved)}.`, { id });
  });
}
function recordCodeAreaHandler(deps, args) {
  return refusals(() => {
    const id = recordCodeArea(
      deps.db,
      args.file_path.trim(),
      args.description.trim(),
      "manual",
      deps.now(),
      knownSession(deps),
      deps.actor ?? "mcp"
    );
    return text2(`Recorded code_area:${id}.`, { id: `code_area:${id}` });
  });
}
function supersedeDecisionHandler(deps, args) {
  return refusals(() => {
    const id = supersedeDecision(deps.db, args.decision_id, {
      decision: args.decision.trim(),
      reason: args.reason.trim(),
      source: "manual",
      sessionId: knownSession(deps),
      at: deps.now(),
      actor: deps.actor ?? "mcp"
    });
    if (id == null) return fail2(`No decision ${args.decision_id}.`);
    return text2(`decision:${args.decision_id} is superseded by decision:${id}.`, {
      id: `decision:${id}`,
      superseded: `decision:${args.decision_id}`
    });
  });
}
function forgetMemoryHandler(deps, args) {
  return memoryForgetHandler(
    { db: deps.db, now: deps.now, actor: deps.actor ?? "mcp", journal: deps.journal, globalStore: deps.globalStore },
    args
  );
}
function memoryStatusHandler(deps) {
  const status = deps.status();
  const fitted = fitToBudget([JSON.stringify(status, null, 2)], deps.budgets?.status ?? DEFAULT_BUDGETS.status, {});
  return text2(fitted.text, status);
}
function knownSession(deps) {
  return deps.sessionId && getSession(deps.db, deps.sessionId) ? deps.sessionId : null;
}
function forModel(r) {
  return r.isError ? { content: r.content, isError: true } : { content: r.content };
}
var READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
function registerTools(server, deps) {
  server.registerTool(
    "session_recall",
    {
      title: "Recall memories",
      description: "Search this project's memory of past Claude Code sessions (decisions, prompts, assistant replies, turn summaries, tool evidence), and the user's global memory (ids global:...). Layer 1: compact hits with ids; drill down with session_timeline and session_event.",
      inputSchema: sessionRecallInput,
      annotations: READ_ONLY
    },
    async (args) => forModel(await sessionRecallHandler(deps, args))
  );
  server.registerTool(
    "session_timeline",
    {
      title: "Session timeline",
      description: "Layer 2: one session's metadata, rollup and ordered turn summaries with their tool events.",
      inputSchema: sessionTimelineInput,
      annotations: READ_ONLY
    },
    (args) => forModel(sessionTimelineHandler(deps, args))
  );
  server.registerTool(
    "session_event",
    {
      title: "Raw tool event",
      description: "Layer 3: the raw input and output of one tool call, if still retained.",
      inputSchema: sessionEventInput,
      annotations: READ_ONLY
    },
    (args) => forModel(sessionEventHandler(deps, args))
  );
  server.registerTool(
    "record_decision",
    {
      title: "Record a decision",
      description: "Save a project decision and its reason, so future sessions follow it. Ranks above captured memories.",
      inputSchema: recordDecisionInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    },
    (args) => forModel(recordDecisionHandler(deps, args))
  );
  server.registerTool(
    "record_preference",
    {
      title: "Record a preference or convention",
      description: "Save how the user wants things done, or how this code base does things. scope 'global' makes it hold in every project of this user.",
      inputSchema: recordPreferenceInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    },
    (args) => forModel(recordPreferenceHandler(deps, args))
  );
  server.registerTool(
    "record_code_area",
    {
      title: "Record a code area",
      description: "Save what a file or directory is for, so future sessions know where things live.",
      inputSchema: recordCodeAreaInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    },
    (args) => forModel(recordCodeAreaHandler(deps, args))
  );
  server.registerTool(
    "supersede_decision",
    {
      title: "Correct a decision",
      description: "Replace a decision with a corrected one. The old one is kept, marked superseded, and hidden from recall by default.",
      inputSchema: supersedeDecisionInput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false }
    },
    (args) => forModel(supersedeDecisionHandler(deps, args))
  );
  server.registerTool(
    "forget_memory",
    {
      title: "Forget a memory",
      description: "Delete a memory for good: the row, its search entries, vectors and raw payload. Use when the user asks, or for wrong or sensitive memories.",
      inputSchema: forgetMemoryInput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false }
    },
    (args) => forModel(forgetMemoryHandler(deps, args))
  );
  const knowledgeDeps = {
    // Read when a tool runs, not now: a server still waiting for its native runtime has no store yet.
    get db() {
      return deps.db;
    },
    now: deps.now,
    sessionId: deps.sessionId,
    actor: deps.actor ?? "mcp",
    journal: deps.journal,
    globalStore: deps.globalStore,
    projectName: deps.projectName
  };
  registerKnowledgeTools(server, knowledgeDeps, forModel);
  registerScopeTools(server, knowledgeDeps, forModel);
  registerTeamTools(server, knowledgeDeps, forModel);
  server.registerTool(
    "memory_status",
    {
      title: "Memory status",
      description: "What this project's memory holds: sessions, prompts, tool events, summaries, queue depth, errors.",
      annotations: READ_ONLY
    },
    () => forModel(memoryStatusHandler(deps))
  );
}

export {
  sessionRecallInput,
  sessionTimelineInput,
  sessionEventInput,
  recordDecisionInput,
  recordPreferenceInput,
  recordCodeAreaInput,
  supersedeDecisionInput,
  forgetMemoryInput,
  sessionRecallHandler,
  recallHeader,
  floorNote,
  formatHit,
  sessionTimelineHandler,
  sessionEventHandler,
  recordDecisionHandler,
  recordPreferenceHandler,
  recordCodeAreaHandler,
  supersedeDecisionHandler,
  forgetMemoryHandler,
  memoryStatusHandler,
  registerTools
};
