// Team tools through the real MCP server over stdio: memory_share / memory_unshare, scope 'team' on the save tools
// (refused, saving nothing, when no team is connected), and the 'team' scope filter of session_recall. Sharing is
// local and queued: no tool call waits on (or needs) the team server.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/store/connection.js';
import { connectTeam, outboxSize } from '../../src/store/team.js';
import { BUNDLE, cleanupTempDirs, countRows, ensureBundle, makeProject, type TestProject } from '../helpers/seed.js';

type CallResult = { content: { type: string; text?: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };
const clients: Client[] = [];
const dbs: Db[] = [];

beforeAll(() => ensureBundle());
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close().catch(() => undefined);
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

async function connect(p: TestProject) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.env)) if (v !== undefined) env[k] = v;
  const client = new Client({ name: 'team-test', version: '0.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BUNDLE, 'mcp'], cwd: p.dir, env, stderr: 'pipe' }));
  clients.push(client);
  return async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallResult;
}
const textOf = (r: CallResult) => r.content.map((c) => c.text ?? '').join('\n');

it('scope team without a connected team is refused and saves nothing', async () => {
  const p = makeProject();
  const call = await connect(p);
  const r = await call('record_decision', { decision: 'Use feature flags for every release', reason: 'safer rollouts', scope: 'team' });
  expect(r.isError).toBe(true);
  expect(textOf(r)).toMatch(/No team is connected/);
  const db = p.open();
  dbs.push(db);
  expect(countRows(db, 'memory_items')).toBe(0);
});

it('record_decision scope team, memory_share and memory_unshare queue changes for the linked team; recall scope team shows only shared items', async () => {
  const p = makeProject();
  const db = p.open();
  dbs.push(db);
  // Linked to a server that does not exist: tools never wait on it.
  connectTeam(
    db,
    { team: 'shop', server: 'postgres://alice@127.0.0.1:1/memory', role: 'alice', project: 'github.com/acme/shop' },
    Date.now(),
  );
  const call = await connect(p);
  const saved = await call('record_decision', {
    decision: 'Orders are stored in PostgreSQL, not Redis',
    reason: 'transactions',
    scope: 'team',
  });
  expect(saved.isError).toBeFalsy();
  expect(textOf(saved)).toMatch(/Recorded decision:\d+, shared with team shop/);
  const local = await call('record_decision', { decision: 'Orders dashboards are refreshed nightly', reason: 'cost' });
  const localId = /Recorded (decision:\d+)/.exec(textOf(local))![1];
  expect(outboxSize(db)).toBe(1);
  const shared = await call('memory_share', { memory_id: localId });
  expect(textOf(shared)).toContain(`${localId} is shared with team shop`);
  expect(outboxSize(db)).toBe(2);
  const recall = await call('session_recall', { topic: 'orders', scope: 'team' });
  expect(textOf(recall)).toContain('shared by alice');
  const unshared = await call('memory_unshare', { memory_id: localId });
  expect(textOf(unshared)).toContain('no longer shared');
  const teamOnly = textOf(await call('session_recall', { topic: 'orders', scope: 'team' }));
  expect(teamOnly).toContain('Orders are stored in PostgreSQL');
  expect(teamOnly).not.toContain('refreshed nightly');
  expect((await call('memory_share', { memory_id: 'global:decision:1' })).isError).toBe(true);
});
