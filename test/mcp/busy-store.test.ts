// The session's MCP server must outlive a store that another process keeps locked past every busy timeout (issue 12,
// item 1): an import or a Stop hook's first ingest of a large transcript holds the write lock for seconds.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, cleanupTempDirs, ensureBundle, makeProject } from '../helpers/seed.js';
import { BUSY_TIMEOUT_MS } from '../../src/store/connection.js';

beforeAll(() => {
  ensureBundle();
});
afterAll(() => cleanupTempDirs());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MCP server and a busy store', () => {
  it('keeps answering tools after another process held the write lock longer than the busy timeout', async () => {
    const p = makeProject();
    p.open().close();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(p.env)) if (v !== undefined) env[k] = v;
    const transport = new StdioClientTransport({ command: process.execPath, args: [BUNDLE, 'mcp'], cwd: p.dir, env, stderr: 'pipe' });
    let exited = false;
    const client = new Client({ name: 'busy-test', version: '0.0.0' });
    client.onclose = () => {
      exited = true;
    };
    await client.connect(transport);
    try {
      const holder = p.open();
      holder.exec('BEGIN EXCLUSIVE');
      // Long enough for several worker ticks to hit the lock and give up after BUSY_TIMEOUT_MS each.
      await sleep(BUSY_TIMEOUT_MS * 2 + 2_500);
      holder.exec('COMMIT');
      holder.close();
      await sleep(500);
      expect(exited).toBe(false);
      const status = (await client.callTool({ name: 'memory_status', arguments: {} })) as { isError?: boolean; content: { text?: string }[] };
      expect(status.isError).toBeFalsy();
      expect(status.content.map((c) => c.text).join('')).toMatch(/\S/);
      // The busy ticks are logged, not fatal.
      expect(fs.readFileSync(path.join(p.home, 'logs', 'errors.jsonl'), 'utf8')).toMatch(/"scope":"worker[^"]*".*locked/);
    } finally {
      await client.close().catch(() => undefined);
    }
  }, 60_000);
});
