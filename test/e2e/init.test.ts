// Memory without the plugin system: `claude-memory init` in a project that never installed the plugin, then a real
// `claude -p` session there (no --plugin-dir) is captured through the hooks init merged into .claude/settings.json.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  offeredToolNames,
  projectDbFiles,
  removeTempDirs,
  runClaude,
  runMemoryCli,
  stagePluginCopy,
  waitFor,
} from './harness.js';

afterAll(removeTempDirs);

describe('init: capture without the plugin', () => {
  it('a session in a project set up with `claude-memory init` is recorded, prompt and tool call included', async () => {
    const home = makeTempDir('cm-home-');
    const cwd = makeTempDir('cm-project-');
    // The bundle inside the project, as a team that shares the set-up keeps it: the shared settings then name it under
    // ${CLAUDE_PROJECT_DIR}, which Claude Code sets for hooks and MCP servers (issue 22).
    const plugin = path.join(cwd, 'tools', 'claude-memory');
    fs.cpSync(stagePluginCopy(), plugin, { recursive: true, verbatimSymlinks: true });
    const dataDir = makeTempDir('cm-data-');
    const env = { CLAUDE_MEMORY_HOME: dataDir };
    const nonce = `INIT${Date.now().toString(36).toUpperCase()}`;

    const init = await runMemoryCli(['init'], { pluginRoot: plugin, cwd, home, env });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('added the UserPromptSubmit hook in .claude/settings.json');
    expect(fs.readFileSync(path.join(cwd, '.claude', 'settings.json'), 'utf8')).not.toContain(cwd);
    expect(fs.readFileSync(path.join(cwd, '.mcp.json'), 'utf8')).not.toContain(cwd);

    const run = await runClaude({
      prompt: `Say hello (${nonce}).`,
      pluginDir: null,
      cwd,
      home,
      env,
      allowedTools: ['Bash'],
      script: {
        turns: [{ tool_use: { name: 'Bash', input: { command: `echo ${nonce}`, description: 'Echo' } } }, { text: `Done ${nonce}.` }],
      },
    });
    expect(run.code).toBe(0);

    const file = await waitFor(() => projectDbFiles(dataDir)[0], { timeoutMs: 15_000 });
    expect(file, 'a project store was created by the hooks').toBeTruthy();
    const db = new Database(file, { readonly: true });
    try {
      const prompts = await waitFor(
        () => (db.prepare('SELECT text FROM prompts').all() as { text: string }[]).filter((p) => p.text.includes(nonce)),
        { timeoutMs: 15_000 },
      );
      expect(prompts).toHaveLength(1);
      const tools = await waitFor(
        () => db.prepare("SELECT summary FROM tool_events WHERE tool_name = 'Bash'").all() as { summary: string }[],
        { timeoutMs: 15_000 },
      );
      expect(tools.map((t) => t.summary).join('\n')).toContain(nonce);
    } finally {
      db.close();
    }
    // The MCP server init put in .mcp.json started too: the model was offered its tools.
    const offered = run.requests.flatMap(offeredToolNames);
    expect(offered).toContain('mcp__claude-memory__session_recall');
  });
});
