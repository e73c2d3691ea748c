// The session's MCP server must outlive a store that another process keeps locked past every busy timeout (issue 12,
// item 1): an import or a Stop hook's first ingest of a large transcript holds the write lock for seconds.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
      const status = (await client.callTool({ name: 'memory_status', arguments: {} })) as {
        isError?: boolean;
        content: { text?: string }[];
      };
      expect(status.isError).toBeFalsy();
      expect(status.content.map((c) => c.text).join('')).toMatch(/\S/);
      // The busy ticks are logged, not fatal.
      expect(fs.readFileSync(path.join(p.home, 'logs', 'errors.jsonl'), 'utf8')).toMatch(/"scope":"worker[^"]*".*locked/);
    } finally {
      await client.close().catch(() => undefined);
    }
  }, 60_000);
});

describe('MCP server and its recall socket', () => {
  async function startServer() {
    const p = makeProject();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(p.env)) if (v !== undefined) env[k] = v;
    const child = spawn(process.execPath, [BUNDLE, 'mcp'], { cwd: p.dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const runDir = path.join(p.home, 'run');
    const deadline = Date.now() + 15_000;
    let sock: string | undefined;
    while (!sock && Date.now() < deadline) {
      await sleep(100);
      sock = fs.existsSync(runDir) ? fs.readdirSync(runDir).find((n) => n.endsWith(`.${child.pid}.sock`)) : undefined;
    }
    if (!sock) throw new Error('the MCP server opened no recall socket');
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    return { p, child, file: path.join(runDir, sock), exited };
  }

  it('survives a `null` request line and keeps answering on the same socket', async () => {
    const { child, file, exited } = await startServer();
    try {
      await new Promise<void>((resolve) => {
        const c = net.createConnection(file, () => c.write('null\n'));
        c.on('close', () => resolve());
        c.on('error', () => resolve());
      });
      await sleep(300);
      expect(child.exitCode).toBeNull();
      const reply = await new Promise<string>((resolve) => {
        let got = '';
        const c = net.createConnection(file, () => c.write('{"query":"anything","limit":2}\n'));
        c.setEncoding('utf8');
        c.on('data', (d: string) => (got += d));
        c.on('close', () => resolve(got));
        c.on('error', () => resolve(got));
      });
      expect(JSON.parse(reply)).toEqual({ hits: [] });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);

  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    it(`removes its socket file when stopped by ${signal}`, async () => {
      const { child, file, exited } = await startServer();
      child.kill(signal);
      await exited;
      expect(fs.existsSync(file)).toBe(false);
    }, 30_000);
  }
});
