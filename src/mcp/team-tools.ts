// memory_share and memory_unshare: an item of this project goes to (or comes back from) the project's team. The
// change is local and queued; the worker pushes it in the background, so a tool call never waits on the server.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { splitScopedId } from '../store/kinds.js';
import { KnowledgeError } from '../store/knowledge.js';
import { MemoryIdError, parseItemId } from '../store/memory-ids.js';
import { shareItem, unshareItem } from '../store/team.js';
import { memoryIdInput, type KnowledgeToolDeps } from './knowledge-tools.js';

type ToolResult = { content: { type: 'text'; text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };
const text = (t: string, structured: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text: t }],
  structuredContent: structured,
});
const fail = (t: string): ToolResult => ({ content: [{ type: 'text', text: t }], isError: true });

export const memoryShareInput = {
  ...memoryIdInput,
  reason: z.string().max(1_000).optional().describe('Why the team should know it (kept in the audit log).'),
};

export function memoryShareHandler(
  deps: KnowledgeToolDeps,
  args: { memory_id: string; reason?: string },
  how: 'share' | 'unshare',
): ToolResult {
  try {
    const { scope, id } = splitScopedId(args.memory_id);
    if (scope === 'global') return fail(`${args.memory_id} is in your global memory: team items belong to a project (demote it first).`);
    const itemNumber = parseItemId(deps.db, id);
    const ctx = { actor: deps.actor ?? 'mcp', now: deps.now(), reason: args.reason?.trim() || undefined };
    const row = how === 'share' ? shareItem(deps.db, itemNumber, ctx) : unshareItem(deps.db, itemNumber, ctx);
    const memoryId = `${row.type}:${row.id}`;
    return how === 'share'
      ? text(`${memoryId} is shared with team ${row.team}; it goes out at the next sync.`, { id: memoryId, team: row.team })
      : text(`${memoryId} is no longer shared; the team drops its copies at the next sync.`, { id: memoryId, team: null });
  } catch (err) {
    if (err instanceof KnowledgeError || err instanceof MemoryIdError) return fail(err.message);
    throw err;
  }
}

const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

export function registerTeamTools(server: McpServer, deps: KnowledgeToolDeps, forModel: (r: ToolResult) => ToolResult): void {
  server.registerTool(
    'memory_share',
    {
      title: "Share a memory with the project's team",
      description:
        "Share an item of this project (a decision, convention, discovery...) with the team connected to it (`claude-memory team connect`), with its receipts' dates, files and commits, never transcript text. memory_unshare takes it back.",
      inputSchema: memoryShareInput,
      annotations: WRITE,
    },
    (args) => forModel(memoryShareHandler(deps, args, 'share')),
  );
  server.registerTool(
    'memory_unshare',
    {
      title: 'Stop sharing a memory',
      description:
        "Take a shared item back: it stays in this project's memory; the team server and the other members drop their copies at their next sync.",
      inputSchema: memoryShareInput,
      annotations: WRITE,
    },
    (args) => forModel(memoryShareHandler(deps, args, 'unshare')),
  );
}
