import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  MemoryIdError,
  parseItemId,
  parseMemoryId
} from "./chunk-726VXP6O.mjs";
import {
  external_exports
} from "./chunk-WI3QNCVS.mjs";
import {
  RANK_PRIORS
} from "./chunk-QCJJ36S2.mjs";
import {
  fitToBudget
} from "./chunk-FHNVZ42N.mjs";
import {
  forgetMemory
} from "./chunk-ST2ZTIN7.mjs";
import {
  KIND_BEHAVIOUR
} from "./chunk-OSKLP5BA.mjs";
import {
  getSession
} from "./chunk-LJA4YGNL.mjs";
import {
  changes,
  conflicts,
  reviewQueue
} from "./chunk-XGSTUHQY.mjs";
import {
  KnowledgeError,
  findEquivalentItem,
  findItem,
  getItem,
  itemId,
  setTrust,
  supersedeItem
} from "./chunk-BQM4FMEU.mjs";
import {
  ITEM_TYPES,
  SCOPES,
  isItemType,
  splitScopedId,
  withGlobalIds
} from "./chunk-IPV3Y5SN.mjs";

// src/mcp/knowledge-tools.ts
function inScope(handler) {
  return (deps, args) => {
    const target = splitScopedId(args.memory_id);
    const other = args.replacement_id ? splitScopedId(args.replacement_id) : null;
    if (other && other.scope !== target.scope)
      return fail(`${args.memory_id} and ${args.replacement_id} are in different scopes: promote or demote one first.`);
    if (target.scope === "project") return handler(deps, args);
    const global = deps.globalStore?.(false);
    if (!global) return fail(`Nothing stored under ${args.memory_id}: there is no global memory yet.`);
    const r = handler(
      { ...deps, db: global, scope: "global", sessionId: void 0, journal: null },
      { ...args, memory_id: target.id, ...other ? { replacement_id: other.id } : {} }
    );
    return { ...r, content: r.content.map((c) => ({ ...c, text: withGlobalIds(c.text) })) };
  };
}
var scopeInput = { scope: external_exports.enum(SCOPES).optional().describe("'project' (default) or 'global' (the user-wide memory).") };
function listingStore(deps, scope) {
  return scope === "global" ? deps.globalStore?.(false) ?? null : deps.db;
}
function listingInScope(handler, empty) {
  return (deps, args) => {
    const db = listingStore(deps, args.scope);
    if (!db) return text(empty, {});
    if (args.scope !== "global") return handler(deps, args);
    const r = handler({ ...deps, db, scope: "global" }, args);
    return { ...r, content: r.content.map((c) => ({ ...c, text: withGlobalIds(c.text) })) };
  };
}
var text = (t, structured) => ({
  content: [{ type: "text", text: t }],
  ...structured ? { structuredContent: structured } : {}
});
var fail = (t) => ({ content: [{ type: "text", text: t }], isError: true });
var DEFAULT_BUDGET = 3e3;
var oneLine = (s, max = 240) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
};
var day = (ms) => ms == null ? "\u2026" : new Date(ms).toISOString().slice(0, 10);
var ctxOf = (deps, reason) => ({
  actor: deps.actor ?? "mcp",
  now: deps.now(),
  reason: reason?.trim() || void 0
});
function guarded(fn) {
  try {
    return fn();
  } catch (err) {
    if (err instanceof KnowledgeError || err instanceof MemoryIdError) return fail(err.message);
    throw err;
  }
}
function itemLine(r) {
  const flags = [
    r.trust === "candidate" ? "unconfirmed" : r.trust,
    r.status === "superseded" ? `superseded by ${r.type}:${r.supersededBy ?? "?"}` : null,
    r.origin,
    r.source
  ].filter(Boolean);
  const what = r.type === "code_area" ? `${r.subjectKey}: ${r.text}` : r.text;
  return `- [${itemId(r)}] (${flags.join(", ")}) ${oneLine(what)}${r.reason ? ` (because ${oneLine(r.reason, 160)})` : ""}`;
}
function receiptLine(r) {
  const where = [
    r.sessionId ? `session ${r.sessionId}` : null,
    r.promptNumber != null ? `turn ${r.promptNumber}` : null,
    r.transcriptUuid ? `transcript line ${r.transcriptUuid}` : null,
    r.toolUseId ? `tool ${r.toolUseId}` : null,
    r.promptId ? `prompt_id ${r.promptId}` : null,
    r.files.length ? `files ${r.files.join(", ")}` : null,
    r.commit ? `commit ${r.commit}` : null
  ].filter(Boolean);
  return `- ${r.at.slice(0, 19)} ${r.kind} (${r.strength}, by ${r.actor}${r.rule ? `, rule ${r.rule}` : ""})${where.length ? `: ${where.join(", ")}` : ""}${r.quote ? ` \u2014 "${oneLine(r.quote, 200)}"` : ""}`;
}
function auditLine(a) {
  const change = a.before && a.after ? ` ${compact(a.before)} \u2192 ${compact(a.after)}` : a.after ? ` \u2192 ${compact(a.after)}` : "";
  return `- #${a.id} ${a.at.slice(0, 19)} ${a.actor} ${a.action}${a.memoryId ? ` ${a.memoryId}` : ""}${a.reason ? ` (${oneLine(a.reason, 160)})` : ""}${change}`;
}
var compact = (o) => Object.entries(o).filter(([, v]) => v != null && !(Array.isArray(v) && v.length === 0)).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join("|") : String(v)}`).join(" ");
function conflictLines(c) {
  return [
    `- conflict ${c.id} (${c.status}, ${c.subjectKey || "same subject"}, detected ${c.detectedAt.slice(0, 10)}${c.winner ? `, winner ${c.a?.id === c.winner ? itemId(c.a) : c.b ? itemId(c.b) : c.winner}` : ""}):`,
    ...[c.a, c.b].map((i) => i ? `  ${itemLine(i)}` : "  - (forgotten)")
  ];
}
function rankingNote(r) {
  const kind = RANK_PRIORS.kind[r.type] ?? 1;
  const source = RANK_PRIORS.source[r.source] ?? 1;
  const trust = RANK_PRIORS.trust[r.trust] ?? 1;
  const hidden = r.trust === "rejected" ? "never shown (rejected)" : r.status === "superseded" ? "hidden from recall unless superseded items are asked for, then shown with its successor" : "shown by recall and injection";
  return `Ranking: keyword/vector relevance \xD7 kind ${kind} \xD7 source ${source} \xD7 trust ${trust} \xD7 recency; ${hidden}${r.trust === "candidate" ? "; injected text marks it unconfirmed" : ""}.`;
}
var memoryIdInput = {
  memory_id: external_exports.string().min(3).describe('A memory id as recall shows it: "decision:12", "preference:40", "prompt:7", "rollup:<session>", ...')
};
function memoryExplainIn(deps, args) {
  return guarded(() => {
    const { kind, ref } = parseMemoryId(deps.db, args.memory_id);
    const explained = KIND_BEHAVIOUR[kind].explain(deps.db, ref);
    if (!explained) return fail(`Nothing stored under ${args.memory_id}.`);
    if (explained.family === "item") {
      const e = explained.item;
      const r = e.item;
      const head2 = [
        `${e.id}: ${r.type}, ${r.trust}${r.status === "superseded" ? ", superseded" : ""} (${r.origin}, ${r.source}, scope ${deps.scope ?? "project"}).`,
        r.type === "code_area" ? `${r.subjectKey}: ${r.text}` : r.text,
        r.reason ? `Because: ${r.reason}` : "",
        `Valid ${day(r.validFrom)} \u2192 ${r.validTo ? day(r.validTo) : "now"}; recorded ${day(r.recordedAt)}${r.retractedAt ? `, retracted ${day(r.retractedAt)}` : ""}.`,
        e.supersededBy ? `Superseded by ${e.supersededBy}.` : "",
        e.supersedes.length ? `Supersedes ${e.supersedes.join(", ")}.` : "",
        rankingNote(r)
      ].filter(Boolean);
      const lines = [
        `Receipts (${e.receipts.length}):`,
        ...e.receipts.map(receiptLine),
        ...e.conflicts.length ? ["Conflicts:", ...e.conflicts.flatMap(conflictLines)] : [],
        `History (${e.history.length}):`,
        ...e.history.map(auditLine)
      ];
      const fitted2 = fitToBudget(lines, deps.budgetTokens ?? DEFAULT_BUDGET, {
        header: head2.join("\n"),
        trailer: (n) => `\u2026 ${n} more lines`
      });
      return text(fitted2.text, { explanation: e });
    }
    const c = explained.captured;
    const head = [
      `${c.id}: captured ${c.kind}${c.sessionId ? ` from session ${c.sessionId}` : ""}${c.promptNumber != null ? `, turn ${c.promptNumber}` : ""}${c.at ? `, ${c.at}` : ""}.`,
      oneLine(c.text, 600),
      `Source keys: ${compact(c.keys) || "none"}.`,
      c.supports.length ? `Supports: ${c.supports.join(", ")}.` : "Supports no knowledge item.",
      `Ranking: keyword/vector relevance \xD7 kind ${RANK_PRIORS.kind[c.kind] ?? 1} \xD7 recency.`
    ];
    if (!c.history.length) return text(head.join("\n"), { explanation: c });
    const fitted = fitToBudget(c.history.map(auditLine), deps.budgetTokens ?? DEFAULT_BUDGET, {
      header: `${head.join("\n")}
History:`,
      trailer: (n) => `\u2026 ${n} more`
    });
    return text(fitted.text, { explanation: c });
  });
}
var memoryChangesInput = {
  ...scopeInput,
  since: external_exports.string().optional().describe("ISO date or date-time: only changes from then on."),
  limit: external_exports.number().int().min(1).max(500).optional().describe("Maximum rows, newest kept (default 50).")
};
function memoryChangesIn(deps, args) {
  const since = args.since ? Date.parse(args.since) : void 0;
  if (since != null && Number.isNaN(since)) return fail(`since is not a date: "${args.since}" (use ISO 8601, e.g. 2026-11-30)`);
  const { rows, total } = changes(deps.db, { since, limit: args.limit ?? 50 });
  if (!rows.length) return text(args.since ? `No changes since ${args.since}.` : "No changes recorded yet.", { changes: [], total: 0 });
  const fitted = fitToBudget(rows.map(auditLine), deps.budgetTokens ?? DEFAULT_BUDGET, {
    header: `${rows.length} of ${total} changes${args.since ? ` since ${args.since}` : ""} (oldest first):`,
    trailer: (n) => `\u2026 ${n} more (narrow with since)`
  });
  return text(fitted.text, { changes: rows, total });
}
function curationVerbs(deps) {
  if (deps.actor === "cli")
    return {
      review: "Review: open the receipts (`claude-memory explain <id>`), then `claude-memory verify <id>`, `reject <id>`, `supersede <id> <text>` or `forget <id>` each one.",
      resolve: "Resolve one with `claude-memory supersede <loser> --by <winner>` or `claude-memory reject <the wrong side>`."
    };
  return {
    review: "Review: open the receipts (memory_explain), then memory_verify, memory_reject, memory_supersede or memory_forget each id.",
    resolve: "Resolve one with memory_supersede (the loser, replacement_id = the winner) or memory_reject (the wrong side)."
  };
}
var memoryConflictsInput = {
  ...scopeInput,
  status: external_exports.enum(["open", "resolved", "dismissed", "all"]).optional().describe("Which conflicts (default open).")
};
function memoryConflictsIn(deps, args) {
  const list = conflicts(deps.db, { status: args.status ?? "open" });
  const status = args.status ?? "open";
  if (!list.length) return text(status === "all" ? "No conflicts." : `No ${status} conflicts.`, { conflicts: [] });
  const fitted = fitToBudget(list.flatMap(conflictLines), deps.budgetTokens ?? DEFAULT_BUDGET, {
    header: `${list.length} conflict${list.length === 1 ? "" : "s"}. ${curationVerbs(deps).resolve}`,
    trailer: (n) => `\u2026 ${n} more lines`
  });
  return text(fitted.text, { conflicts: list });
}
var memoryReviewInput = {
  ...scopeInput,
  limit: external_exports.number().int().min(1).max(100).optional().describe("Maximum candidates (default 20).")
};
function memoryReviewIn(deps, args) {
  const q = reviewQueue(deps.db, args.limit ?? 20);
  if (!q.candidates.length && !q.conflicts.length)
    return text("Nothing to review: no unconfirmed candidates and no open conflicts.", {
      candidates: [],
      conflicts: [],
      total_candidates: 0
    });
  const lines = [
    ...q.candidates.length ? [`Unconfirmed candidates (${q.candidates.length} of ${q.totalCandidates}, newest first):`, ...q.candidates.map(itemLine)] : [],
    ...q.conflicts.length ? [`Open conflicts (${q.conflicts.length}):`, ...q.conflicts.flatMap(conflictLines)] : []
  ];
  const fitted = fitToBudget(lines, deps.budgetTokens ?? DEFAULT_BUDGET, {
    header: curationVerbs(deps).review,
    trailer: (n) => `\u2026 ${n} more lines`
  });
  return text(fitted.text, { candidates: q.candidates, total_candidates: q.totalCandidates, conflicts: q.conflicts });
}
var memoryVerifyInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("What confirms it (kept in the audit log).")
};
function memoryVerifyIn(deps, args) {
  return guarded(() => {
    const row = setTrust(deps.db, parseItemId(deps.db, args.memory_id), "verified", ctxOf(deps, args.reason));
    return text(`${itemId(row)} is verified.`, { id: itemId(row), trust: row.trust });
  });
}
var memoryRejectInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("Why it is wrong (kept in the audit log).")
};
function memoryRejectIn(deps, args) {
  return guarded(() => {
    const row = setTrust(deps.db, parseItemId(deps.db, args.memory_id), "rejected", ctxOf(deps, args.reason));
    return text(`${itemId(row)} is rejected: never shown or injected again, and not re-extracted.`, { id: itemId(row), trust: row.trust });
  });
}
var memorySupersedeInput = {
  ...memoryIdInput,
  text: external_exports.string().min(3).max(2e3).optional().describe("The corrected statement (a new item of the same type). Give this or replacement_id."),
  reason: external_exports.string().max(2e3).optional().describe("Why it replaces the old one."),
  replacement_id: external_exports.string().optional().describe("An item already stored that replaces it (e.g. the winning side of a conflict).")
};
function memorySupersedeIn(deps, args) {
  return guarded(() => {
    const oldId = parseItemId(deps.db, args.memory_id);
    const old = getItem(deps.db, oldId);
    if (!args.text === !args.replacement_id)
      return fail("Give either text (a corrected statement) or replacement_id (an item already stored), not both.");
    const ctx = ctxOf(deps, args.reason);
    const session = deps.sessionId && getSession(deps.db, deps.sessionId) ? deps.sessionId : null;
    const result = args.replacement_id ? supersedeItem(deps.db, oldId, { existingId: parseItemId(deps.db, args.replacement_id) }, ctx) : supersedeItem(
      deps.db,
      oldId,
      {
        input: {
          type: old.type,
          text: args.text,
          reason: args.reason ?? "",
          subjectKey: old.subjectKey,
          origin: "explicit",
          source: "manual",
          validFrom: deps.now(),
          sessionId: session,
          receipts: [{ kind: "explicit", strength: "stated", sessionId: session }]
        }
      },
      ctx
    );
    const oldRow = getItem(deps.db, result.oldId);
    const newRow = getItem(deps.db, result.newId);
    const via = result.oldId !== oldId ? ` (${args.memory_id} was already replaced; its current successor ${itemId(oldRow)} is the one superseded)` : "";
    return text(`${itemId(oldRow)} is superseded by ${itemId(newRow)}${via}.`, { id: itemId(newRow), superseded: itemId(oldRow) });
  });
}
var memoryForgetInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("Why (kept in the audit log; never the content).")
};
function memoryForgetIn(deps, args) {
  return guarded(() => {
    const { kind, ref } = parseMemoryId(deps.db, args.memory_id);
    const item = deps.scope !== "global" && isItemType(kind) ? findItem(deps.db, kind, ref) : null;
    const r = forgetMemory(deps.db, { kind, ref }, { ...ctxOf(deps, args.reason), journal: deps.journal });
    if (!r) return fail(`Nothing stored under ${args.memory_id}.`);
    const globalDb = item ? deps.globalStore?.(false) : null;
    const copy = item && globalDb ? findEquivalentItem(globalDb, item.type, item.text, item.subjectKey) : null;
    const extra = [
      r.requeued.length ? `rebuilding without it: ${r.requeued.join(", ")}` : "",
      r.derivedItems.length ? `forgotten with it: ${r.derivedItems.join(", ")}` : "",
      copy ? `its copy in your global memory stays: forget global:${itemId(copy)} too to remove it from every project` : ""
    ].filter(Boolean);
    return text(
      `Forgot ${r.memoryId} for good (${r.removed} row${r.removed === 1 ? "" : "s"}, with its search entries, vectors and payloads; a tombstone stops it from coming back)${extra.length ? `; ${extra.join("; ")}` : ""}.`,
      { forgotten: r.memoryId, rows: r.removed, requeued: r.requeued, derived: r.derivedItems }
    );
  });
}
var WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
var READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
function registerKnowledgeTools(server, deps, forModel) {
  const types = ITEM_TYPES.join(", ");
  server.registerTool(
    "memory_explain",
    {
      title: "Explain a memory",
      description: "Any memory id from recall: the item, its receipts (sessions, turns, transcript lines, tool events, files), its history (supersessions, conflicts, trust changes) and why it ranks.",
      inputSchema: memoryIdInput,
      annotations: READ_ONLY
    },
    (args) => forModel(memoryExplainHandler(deps, args))
  );
  server.registerTool(
    "memory_changes",
    {
      title: "Memory changes",
      description: "The audit log: who created, verified, rejected, superseded or forgot what, and when (never forgotten content).",
      inputSchema: memoryChangesInput,
      annotations: READ_ONLY
    },
    (args) => forModel(memoryChangesHandler(deps, args))
  );
  server.registerTool(
    "memory_conflicts",
    {
      title: "Memory conflicts",
      description: "Items that contradict each other about the same subject, shown side by side until resolved.",
      inputSchema: memoryConflictsInput,
      annotations: READ_ONLY
    },
    (args) => forModel(memoryConflictsHandler(deps, args))
  );
  server.registerTool(
    "memory_review",
    {
      title: "Review memories",
      description: `Unconfirmed candidates (${types}) found automatically, and open conflicts: what a review pass should verify, reject, supersede or forget.`,
      inputSchema: memoryReviewInput,
      annotations: READ_ONLY
    },
    (args) => forModel(memoryReviewHandler(deps, args))
  );
  server.registerTool(
    "memory_verify",
    {
      title: "Verify a memory",
      description: "Confirm a candidate item after checking its receipts: it then ranks as verified and is injected without the unconfirmed mark.",
      inputSchema: memoryVerifyInput,
      annotations: WRITE
    },
    (args) => forModel(memoryVerifyHandler(deps, args))
  );
  server.registerTool(
    "memory_reject",
    {
      title: "Reject a memory",
      description: "Mark an item wrong: it is retracted, never shown or injected again, and never re-extracted. Settles its open conflicts.",
      inputSchema: memoryRejectInput,
      annotations: { ...WRITE, destructiveHint: true }
    },
    (args) => forModel(memoryRejectHandler(deps, args))
  );
  server.registerTool(
    "memory_supersede",
    {
      title: "Supersede a memory",
      description: `Replace an item of any type (${types}) with a corrected statement, or with another stored item (resolving a conflict). The old one is kept, closed in time, and hidden.`,
      inputSchema: memorySupersedeInput,
      annotations: { ...WRITE, idempotentHint: false }
    },
    (args) => forModel(memorySupersedeHandler(deps, args))
  );
  server.registerTool(
    "memory_forget",
    {
      title: "Forget a memory for good",
      description: "Any id recall shows. Deletes it everywhere (rows, search, vectors, payloads; summaries that quoted it are rebuilt without it) and leaves only a tombstone so it never comes back.",
      inputSchema: memoryForgetInput,
      annotations: { ...WRITE, destructiveHint: true }
    },
    (args) => forModel(memoryForgetHandler(deps, args))
  );
}
var memoryExplainHandler = inScope(memoryExplainIn);
var memoryVerifyHandler = inScope(memoryVerifyIn);
var memoryRejectHandler = inScope(memoryRejectIn);
var memorySupersedeHandler = inScope(memorySupersedeIn);
var memoryForgetHandler = inScope(memoryForgetIn);
var memoryChangesHandler = listingInScope(memoryChangesIn, "No global memory yet.");
var memoryConflictsHandler = listingInScope(memoryConflictsIn, "No global memory yet.");
var memoryReviewHandler = listingInScope(memoryReviewIn, "No global memory yet: nothing to review there.");

export {
  scopeInput,
  text,
  fail,
  guarded,
  itemLine,
  auditLine,
  memoryIdInput,
  memoryChangesInput,
  memoryConflictsInput,
  memoryReviewInput,
  memoryVerifyInput,
  memoryRejectInput,
  memorySupersedeInput,
  memoryForgetInput,
  registerKnowledgeTools,
  memoryExplainHandler,
  memoryVerifyHandler,
  memoryRejectHandler,
  memorySupersedeHandler,
  memoryForgetHandler,
  memoryChangesHandler,
  memoryConflictsHandler,
  memoryReviewHandler
};
