// Promote and demote: moving an item between this project's memory and the user-wide global memory. Handlers are
// exported (the CLI prints the same text); the store's scopes module does the move, audited in both stores.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { splitScopedId } from '../store/kinds.js';
import { parseItemId } from '../store/memory-ids.js';
import { demoteItem, promoteItem } from '../store/scopes.js';
import { fail, guarded, memoryIdInput, text, type KnowledgeToolDeps, type ToolResult } from './knowledge-tools.js';

const ctxOf = (deps: KnowledgeToolDeps, reason?: string) => ({
  actor: deps.actor ?? 'mcp',
  now: deps.now(),
  reason: reason?.trim() || undefined,
  projectName: deps.projectName ?? 'this project',
});

export const memoryPromoteInput = {
  ...memoryIdInput,
  reason: z.string().max(1_000).optional().describe('Why it holds everywhere (kept in the audit log).'),
};

export function memoryPromoteHandler(deps: KnowledgeToolDeps, args: { memory_id: string; reason?: string }): ToolResult {
  return guarded(() => {
    const { scope, id } = splitScopedId(args.memory_id);
    if (scope === 'global') return fail(`${args.memory_id} is already in the global memory.`);
    const global = deps.globalStore?.(true);
    if (!global) return fail('The global memory is not available here.');
    const moved = promoteItem(deps.db, global, parseItemId(deps.db, id), ctxOf(deps, args.reason));
    const how = moved.outcome === 'equivalent' ? ' (the global memory already held the same content; its receipts were added)' : '';
    return text(`${moved.projectId} is promoted: it now also holds in every project as ${moved.globalId}${how}.`, { ...moved });
  });
}

export const memoryDemoteInput = {
  ...memoryIdInput,
  reason: z.string().max(1_000).optional().describe('Why it holds only here (kept in the audit log).'),
};

export function memoryDemoteHandler(deps: KnowledgeToolDeps, args: { memory_id: string; reason?: string }): ToolResult {
  return guarded(() => {
    const { scope, id } = splitScopedId(args.memory_id);
    const global = deps.globalStore?.(false);
    if (!global) return fail(`Nothing to demote: there is no global memory yet.`);
    const itemRef = parseItemId(scope === 'global' ? global : deps.db, id);
    const moved = demoteItem(deps.db, global, { scope, id: itemRef }, ctxOf(deps, args.reason));
    return text(
      scope === 'global'
        ? `${args.memory_id} is demoted: it now holds only in this project, as ${moved.projectId}.`
        : `${moved.projectId} is demoted: its global copy was withdrawn; it holds only in this project.`,
      { ...moved },
    );
  });
}

const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function registerScopeTools(server: McpServer, deps: KnowledgeToolDeps, forModel: (r: ToolResult) => ToolResult): void {
  server.registerTool(
    'memory_promote',
    {
      title: 'Promote a memory to global',
      description:
        "Copy an item of this project (a preference, convention, decision...) with its receipts to the user's global memory, so it holds in every project. memory_demote undoes it.",
      inputSchema: memoryPromoteInput,
      annotations: WRITE,
    },
    (args) => forModel(memoryPromoteHandler(deps, args)),
  );
  server.registerTool(
    'memory_demote',
    {
      title: 'Demote a global memory',
      description:
        'Undo a promote: given a project item, withdraw its global copy; given a global id (global:...), move it into this project only.',
      inputSchema: memoryDemoteInput,
      annotations: WRITE,
    },
    (args) => forModel(memoryDemoteHandler(deps, args)),
  );
}
