// The first session after the plugin is installed: its MCP server starts before the native runtime exists (the first
// hook has just started installing it). Claude Code marks a server that exits as failed and does not start it again
// in the next sessions, so the server must come up, list every tool, say the runtime is installing, and open the
// store as soon as the runtime lands, without a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeDirName } from '../../src/runtime/native.js';
import { BUNDLE, REPO_ROOT } from '../helpers/store.js';

const dirs: string[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close().catch(() => undefined);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

type Call = { content: { text: string }[]; isError?: boolean };
const textOf = (r: Call) => r.content.map((c) => c.text).join('\n');

async function until<T>(what: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await what();
    if (got !== null) return got;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('an MCP server started before the native runtime is installed', () => {
  it('lists every tool at once, says the runtime is installing, and answers from the store once it lands', async () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-no-runtime-')));
    dirs.push(root);
    // An installed plugin: the bundle alone, no node_modules anywhere above it.
    const plugin = path.join(root, 'plugin');
    fs.cpSync(path.dirname(BUNDLE), path.join(plugin, 'dist'), { recursive: true });
    const pluginData = path.join(root, 'plugin-data');
    const project = path.join(root, 'project');
    fs.mkdirSync(project);
    // The installer the server starts must not reach the registry from a test: its npm fails at once.
    const bin = path.join(root, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm error code ECONNREFUSED (test)" >&2\nexit 1\n', { mode: 0o755 });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(plugin, 'dist', 'claude-memory.mjs'), 'mcp'],
      cwd: project,
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        HOME: path.join(root, 'home'),
        CLAUDE_MEMORY_HOME: path.join(root, 'data'),
        CLAUDE_PLUGIN_DATA: pluginData,
        CLAUDE_PROJECT_DIR: project,
        CLAUDE_MEMORY_OFFLINE: '1',
      },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'runtime-missing-test', version: '0.0.0' });
    clients.push(client);
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['session_recall', 'record_decision', 'memory_status', 'memory_forget']),
    );
    const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as Call;

    const early = await call('session_recall', { topic: 'parser test runner' });
    expect(early.isError).toBe(true);
    expect(textOf(early)).toMatch(/memory is installing its native runtime.*this session is being recorded/);
    expect((await call('memory_status')).isError).toBeFalsy();

    // The background install lands: this Node's runtime folder gets better-sqlite3.
    const modules = path.join(pluginData, 'runtime', runtimeDirName(), 'node_modules');
    const from = (pkg: string) => path.join(REPO_ROOT, 'node_modules', pkg);
    for (const pkg of ['bindings', 'file-uri-to-path']) fs.cpSync(from(pkg), path.join(modules, pkg), { recursive: true });
    for (const part of ['package.json', 'lib', 'build/Release/better_sqlite3.node'])
      fs.cpSync(path.join(from('better-sqlite3'), part), path.join(modules, 'better-sqlite3', part), { recursive: true });

    const saved = await until(async () => {
      const r = await call('record_decision', { decision: 'Run the parser tests with Vitest', reason: 'Jest was slow on ESM' });
      return r.isError ? null : r;
    }, 20_000);
    expect(textOf(saved)).toMatch(/decision:\d+/);
    const recalled = await call('session_recall', { topic: 'which runner for the parser tests' });
    expect(recalled.isError).toBeFalsy();
    expect(textOf(recalled)).toContain('Vitest');
  }, 60_000);
});
