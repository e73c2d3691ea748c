// The MCP server's stdio (issue 22): one message over the size it reads (10 MB) made the SDK's transport close
// itself; the server then neither answered nor exited, every later call hung, and once its client died it lived on.
// Driven by the real MCP SDK client over the server process's stdin and stdout.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, cleanupTempDirs, ensureBundle, makeProject } from '../helpers/seed.js';

const children: ChildProcessWithoutNullStreams[] = [];
beforeAll(() => {
  ensureBundle();
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => cleanupTempDirs());

/** The server as Claude Code starts it: `claude-memory mcp` with its stdin and stdout as the session's pipes. */
function startServer() {
  const p = makeProject();
  const child = spawn(process.execPath, [BUNDLE, 'mcp'], { cwd: p.dir, env: p.env, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited };
}

/** The SDK's client side of stdio, over a process we hold (so the test can end its stdin the way a dying client does). */
function pipeTransport(child: ChildProcessWithoutNullStreams): Transport {
  const buffer = new ReadBuffer();
  const t: Transport = {
    async start() {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer.append(chunk);
        for (let m = buffer.readMessage(); m; m = buffer.readMessage()) t.onmessage?.(m);
      });
      child.on('exit', () => t.onclose?.());
    },
    send: (message: JSONRPCMessage) =>
      new Promise<void>((resolve) => {
        if (child.stdin.write(serializeMessage(message))) resolve();
        else child.stdin.once('drain', resolve);
      }),
    async close() {
      child.stdin.end();
    },
  };
  return t;
}

async function connected() {
  const server = startServer();
  const client = new Client({ name: 'stdio-limits-test', version: '0.0.0' });
  await client.connect(pipeTransport(server.child));
  return { ...server, client };
}

const exitsWithin = (exited: Promise<number | null>, ms: number) =>
  Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the MCP server over stdio', () => {
  it('answers a request over 10 MB with an error, and goes on answering the next ones', async () => {
    const { client } = await connected();
    const huge = 'x'.repeat(11 * 1024 * 1024);
    const started = Date.now();
    await expect(client.callTool({ name: 'session_recall', arguments: { topic: huge } }, undefined, { timeout: 20_000 })).rejects.toThrow(
      /too large/i,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    const after = await client.callTool({ name: 'session_recall', arguments: { topic: 'anything at all' } }, undefined, {
      timeout: 20_000,
    });
    expect(after.isError ?? false, JSON.stringify(after.content)).toBe(false);
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('session_recall');
  }, 60_000);

  it('exits when its stdin closes: idle, after an oversized message, and in the middle of a call', async () => {
    const idle = await connected();
    idle.child.stdin.end();
    expect(await exitsWithin(idle.exited, 10_000)).toBe(true);

    const afterOversized = await connected();
    await afterOversized.client
      .callTool({ name: 'session_recall', arguments: { topic: 'y'.repeat(11 * 1024 * 1024) } }, undefined, { timeout: 20_000 })
      .catch(() => undefined);
    // Still reading: it answers, then goes when its client does.
    expect((await afterOversized.client.listTools()).tools.length).toBeGreaterThan(0);
    afterOversized.child.stdin.end();
    expect(await exitsWithin(afterOversized.exited, 10_000)).toBe(true);

    const midCall = await connected();
    void midCall.client.callTool({ name: 'session_recall', arguments: { topic: 'the deploy script' } }).catch(() => undefined);
    midCall.child.stdin.end();
    expect(await exitsWithin(midCall.exited, 10_000)).toBe(true);
  }, 90_000);

  it('exits when its stdin closes before the client ever spoke', async () => {
    const { child, exited } = startServer();
    child.stdin.end();
    expect(await exitsWithin(exited, 10_000)).toBe(true);
  }, 30_000);
});
