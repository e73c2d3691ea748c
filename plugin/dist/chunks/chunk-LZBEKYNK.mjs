import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  demoteItem,
  promoteItem
} from "./chunk-BO46ZKWV.mjs";
import {
  fail,
  guarded,
  memoryIdInput,
  text
} from "./chunk-FR3SUBNB.mjs";
import {
  parseItemId
} from "./chunk-726VXP6O.mjs";
import {
  external_exports
} from "./chunk-WI3QNCVS.mjs";
import {
  splitScopedId
} from "./chunk-IPV3Y5SN.mjs";

// src/mcp/scope-tools.ts
var ctxOf = (deps, reason) => ({
  actor: deps.actor ?? "mcp",
  now: deps.now(),
  reason: reason?.trim() || void 0,
  projectName: deps.projectName ?? "this project"
});
var memoryPromoteInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("Why it holds everywhere (kept in the audit log).")
};
function memoryPromoteHandler(deps, args) {
  return guarded(() => {
    const { scope, id } = splitScopedId(args.memory_id);
    if (scope === "global") return fail(`${args.memory_id} is already in the global memory.`);
    const global = deps.globalStore?.(true);
    if (!global) return fail("The global memory is not available here.");
    const moved = promoteItem(deps.db, global, parseItemId(deps.db, id), ctxOf(deps, args.reason));
    const how = moved.outcome === "equivalent" ? " (the global memory already held the same content; its receipts were added)" : "";
    return text(`${moved.projectId} is promoted: it now also holds in every project as ${moved.globalId}${how}.`, { ...moved });
  });
}
var memoryDemoteInput = {
  ...memoryIdInput,
  reason: external_exports.string().max(1e3).optional().describe("Why it holds only here (kept in the audit log).")
};
function memoryDemoteHandler(deps, args) {
  return guarded(() => {
    const { scope, id } = splitScopedId(args.memory_id);
    const global = deps.globalStore?.(false);
    if (!global) return fail(`Nothing to demote: there is no global memory yet.`);
    const itemRef = parseItemId(scope === "global" ? global : deps.db, id);
    const moved = demoteItem(deps.db, global, { scope, id: itemRef }, ctxOf(deps, args.reason));
    return text(
      scope === "global" ? `${args.memory_id} is demoted: it now holds only in this project, as ${moved.projectId}.` : `${moved.projectId} is demoted: its global copy was withdrawn; it holds only in this project.`,
      { ...moved }
    );
  });
}
var WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
function registerScopeTools(server, deps, forModel) {
  server.registerTool(
    "memory_promote",
    {
      title: "Promote a memory to global",
      description: "Copy an item of this project (a preference, convention, decision...) with its receipts to the user's global memory, so it holds in every project. memory_demote undoes it.",
      inputSchema: memoryPromoteInput,
      annotations: WRITE
    },
    (args) => forModel(memoryPromoteHandler(deps, args))
  );
  server.registerTool(
    "memory_demote",
    {
      title: "Demote a global memory",
      description: "Undo a promote: given a project item, withdraw its global copy; given a global id (global:...), move it into this project only.",
      inputSchema: memoryDemoteInput,
      annotations: WRITE
    },
    (args) => forModel(memoryDemoteHandler(deps, args))
  );
}

export {
  memoryPromoteInput,
  memoryPromoteHandler,
  memoryDemoteInput,
  memoryDemoteHandler,
  registerScopeTools
};
