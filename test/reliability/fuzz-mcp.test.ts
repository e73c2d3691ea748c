// Property-based fuzzing of the MCP tools' arguments through the real server over stdio: every call gets an answer
// (a result or a clear error), the server survives all of them, and the store stays intact.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE, cleanupSandboxes, makeSandbox, withProject } from '../helpers/store.js';
import { report } from './report.js';

afterAll(cleanupSandboxes);

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    'decision:1',
    'tool:1',
    'session:',
    'session:%',
    "'; DROP TABLE decisions; --",
    '"unterminated',
    'NEAR(',
    '*',
    '\u0000',
    'a'.repeat(100_000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
);

describe('fuzzing MCP tool arguments', () => {
  it('every tool, hostile arguments: an answer for each call, the server alive, the store intact', async () => {
    const sb = makeSandbox();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(sb.env)) if (v !== undefined) env[k] = v;
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BUNDLE, 'mcp'],
      cwd: sb.projectDir,
      env,
      stderr: 'ignore',
    });
    const client = new Client({ name: 'fuzz', version: '0' });
    let closed = false;
    client.onclose = () => {
      closed = true;
    };
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      let calls = 0;
      let errors = 0;
      let protocolErrors = 0;
      for (const tool of tools) {
        const keys = Object.keys((tool.inputSchema as { properties?: Record<string, unknown> }).properties ?? {});
        const args = fc.sample(
          fc
            .tuple(
              fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), value, { maxKeys: keys.length + 1 }),
              fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 2 }),
            )
            .map(([known, extra]) => ({ ...extra, ...known })),
          { numRuns: 40, seed: tool.name.length },
        );
        for (const a of args) {
          calls++;
          try {
            const r = (await client.callTool({ name: tool.name, arguments: a })) as { isError?: boolean; content: unknown[] };
            if (r.isError) errors++;
            expect(Array.isArray(r.content)).toBe(true);
          } catch {
            // An MCP protocol error (e.g. invalid params) is an answer too.
            protocolErrors++;
          }
          expect(closed).toBe(false);
        }
      }
      const status = (await client.callTool({ name: 'memory_status', arguments: {} })) as { isError?: boolean };
      expect(status.isError).toBeFalsy();
      report('fuzz-mcp', { tools: tools.length, calls, toolErrors: errors, protocolErrors, serverCrashes: closed ? 1 : 0 });
    } finally {
      await client.close().catch(() => undefined);
    }
    withProject(sb, (db) => expect(db.pragma('integrity_check', { simple: true })).toBe('ok'));
  });
});
