// Cross-project isolation through the paths that do not go through the CLI's own search: the session MCP server's
// hybrid recall (vectors included) and the prompt hook asking that server over its socket. Another project's memory
// never comes back; the user's global memory does, vectors included, marked global.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, ensureBundle, makeProject, runBundle, type TestProject } from '../helpers/seed.js';
import { runBundle as runWithInput } from '../helpers/store.js';

type CallResult = { content: { type: string; text?: string }[]; isError?: boolean };
const clients: Client[] = [];

beforeAll(() => ensureBundle());
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close().catch(() => undefined);
});
afterAll(() => cleanupTempDirs());

async function serve(p: TestProject) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.env)) if (v !== undefined) env[k] = v;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [ensureBundle(), 'mcp'],
    cwd: p.dir,
    env: { ...env, CLAUDE_PROJECT_DIR: p.dir },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'scope-isolation-test', version: '0.0.0' });
  await client.connect(transport);
  clients.push(client);
  return async (name: string, args: Record<string, unknown>) => {
    const r = (await client.callTool({ name, arguments: args })) as CallResult;
    return r.content.map((c) => c.text ?? '').join('\n');
  };
}

describe('scope isolation through the MCP server and its socket', () => {
  it('hybrid recall and prompt injection in one project never return another project; global memory comes back', async () => {
    // The prompt hook's latency budget is raised: this test is about what is injected, not how fast (a loaded machine
    // would otherwise see an empty injection and prove nothing).
    const config = { embedder: { provider: 'use-lite', allowDownload: false }, injection: { promptLatencyMs: 10_000 } };
    const billing = makeProject(config);
    const web = { ...makeProject(config), env: billing.env }; // same user, another project
    expect((await runBundle(['remember', 'Invoices are rendered with the zorblax template engine'], billing)).code).toBe(0);
    expect((await runBundle(['remember', 'The web app deploys with the quibbleflux pipeline'], web)).code).toBe(0);
    expect(
      (await runBundle(['remember', '--global', '--type', 'preference', 'Keep invoice and receipt templates in plain HTML'], web)).code,
    ).toBe(0);

    const call = await serve(web);
    // The server's worker embeds the project's docs; the global items are embedded when first searched.
    let hybrid = '';
    for (let i = 0; i < 120 && !/\(hybrid\)/.test(hybrid); i++) {
      hybrid = await call('session_recall', { topic: 'which engine renders the invoice templates' });
      if (!/\(hybrid\)/.test(hybrid)) await new Promise((r) => setTimeout(r, 500));
    }
    expect(hybrid).toMatch(/\(hybrid\)/);
    expect(hybrid).not.toContain('zorblax');
    expect(hybrid).toMatch(/\[global:preference:\d+\]/);

    // The prompt hook asks this server over its socket: the other project's memory stays out there too.
    const prompt = {
      session_id: 'sess-web-1',
      transcript_path: '/dev/null',
      cwd: web.dir,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'which engine renders our invoice templates, zorblax?',
    };
    const hook = await runWithInput(['hook', 'UserPromptSubmit'], {
      cwd: web.dir,
      env: { ...web.env, CLAUDE_PROJECT_DIR: web.dir },
      input: JSON.stringify(prompt),
    });
    expect(hook.code).toBe(0);
    expect(hook.stdout).not.toContain('zorblax template engine');
    expect(hook.stdout).toMatch(/global:preference:\d+/);
  }, 120_000);
});
