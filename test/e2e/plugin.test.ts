// The plugin as packaged: manifests pass the CLI's own strict validation, and the private-marketplace route
// (marketplace add + install) works in a throw-away HOME. Drives the CLI CM_E2E_CLAUDE picks; no model requests are made.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, removeTempDirs, runClaude, runClaudeCmd, stageRepoSnapshot } from './harness.js';

const CLI = 'node "${CLAUDE_PLUGIN_ROOT}/dist/claude-memory.mjs"';
/** Hooks run the small CommonJS launcher (code-cached hook bundle), which takes the event as its argument. */
const HOOK = 'node "${CLAUDE_PLUGIN_ROOT}/dist/hook.cjs"';
const HOOK_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PostToolUse',
  'PostToolUseFailure',
  'Stop',
  'SubagentStop',
  'PreCompact',
  'SessionEnd',
];
const readJson = (rel: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8'));

afterAll(removeTempDirs);

describe('claude plugin validate --strict', () => {
  // On a directory holding both manifests the CLI validates only marketplace.json; the plugin's components
  // (hooks.json, commands, agents) are checked only when plugin.json is validated, so run both.
  // Newer CLIs also run the plugin directory's checks (an icon, a README) and list the hosts the plugin declares:
  // their findings do not fail --strict, so the output is read for them too.
  const clean = (out: string) => {
    expect(out).toContain('Validation passed');
    expect(out).not.toMatch(/warning|error|✘|Hosts not declared/i);
  };

  it('accepts the repository root (marketplace manifest)', async () => {
    const r = await runClaudeCmd(['plugin', 'validate', '--strict', REPO_ROOT]);
    clean(r.stdout + r.stderr);
    expect(r.code).toBe(0);
  });

  it('accepts the plugin manifest with its hooks, commands and agents', async () => {
    const manifest = path.join(REPO_ROOT, '.claude-plugin', 'plugin.json');
    const r = await runClaudeCmd(['plugin', 'validate', '--strict', manifest]);
    clean(r.stdout + r.stderr);
    expect(r.code).toBe(0);
  });

  // What the marketplace entry points at, as `npm run build` writes it.
  it.skipIf(!fs.existsSync(path.join(REPO_ROOT, 'plugin', '.claude-plugin', 'plugin.json')))(
    'accepts the built plugin folder',
    async () => {
      const r = await runClaudeCmd(['plugin', 'validate', '--strict', path.join(REPO_ROOT, 'plugin')]);
      clean(r.stdout + r.stderr);
      expect(r.code).toBe(0);
    },
  );
});

// What `validate` does not check: the MCP config file, agent `name`, and the hook contract with the CLI.
describe('plugin wiring', () => {
  it('declares the MCP server `memory` running the bundled CLI', () => {
    const manifest = readJson('.claude-plugin/plugin.json');
    expect(manifest.name).toBe('memory');
    const servers = readJson(manifest.mcpServers).mcpServers;
    expect(Object.keys(servers)).toEqual(['memory']);
    expect(servers.memory).toMatchObject({ command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/dist/claude-memory.mjs', 'mcp'] });
    // Declared for `plugin validate` (CLI 2.1.332 lists it): no host by default. Ollama and a team PostgreSQL are
    // the user's own hosts, reached only once configured. (At the plugin level, CLI 2.1.197 --strict refuses the field.)
    expect(servers.memory.network).toEqual({ hosts: [] });
  });

  it('ships a memory-aware output style that keeps the coding instructions', () => {
    const manifest = readJson('.claude-plugin/plugin.json');
    const dir = path.join(REPO_ROOT, manifest.outputStyles);
    const style = fs.readFileSync(path.join(dir, 'memory-aware.md'), 'utf8');
    const front = style.split('---')[1];
    expect(front).toMatch(/^name: Memory-aware$/m);
    expect(front).toMatch(/^description: .+/m);
    expect(front).toMatch(/^keep-coding-instructions: true$/m);
    for (const tool of ['session_recall', 'record_decision', 'memory_explain']) expect(style).toContain(tool);
  });

  it('routes every hook event to the hook launcher `dist/hook.cjs <Event>`', () => {
    const { hooks } = readJson('hooks/hooks.json');
    expect(Object.keys(hooks).sort()).toEqual([...HOOK_EVENTS].sort());
    for (const event of HOOK_EVENTS) {
      for (const group of hooks[event]) {
        for (const h of group.hooks) {
          expect(h.type).toBe('command');
          expect(h.command).toBe(`${HOOK} ${event}`);
          expect(h.timeout).toBeGreaterThan(0);
          expect(h.async === true).toBe(event === 'PostToolUse' || event === 'PostToolUseFailure');
        }
      }
    }
  });

  it('names the steward agent and gives it only memory tools and Read', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'agents', 'memory-steward.md'), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    expect(front).toMatch(/^name: memory-steward$/m);
    expect(front).toMatch(/^description: \S/m);
    const tools = (/^tools: (.*)$/m.exec(front)?.[1] ?? '').split(',').map((t) => t.trim());
    expect(tools).toContain('Read');
    for (const t of tools) expect(t === 'Read' || t.startsWith('mcp__plugin_memory_memory__')).toBe(true);
  });

  // User text reaches the shell through a quoted heredoc inside "$(...)": it arrives as ONE argument, verbatim.
  // The inline form !`... "$ARGUMENTS"` breaks on a backtick in the text (the inline pattern ends there and the
  // command fails) and lets the shell expand $VARS and $(...) typed by the user.
  it('slash commands run the bundled CLI, passing $ARGUMENTS verbatim', () => {
    const verbatim = (sub: string) => `\`\`\`!\n${CLI} ${sub} "$(cat <<'CLAUDE_MEMORY_ARGS'\n$ARGUMENTS\nCLAUDE_MEMORY_ARGS\n)"\n\`\`\``;
    const expected: Record<string, string> = {
      'recall.md': verbatim('recall'),
      'remember.md': verbatim('remember'),
      'status.md': `!\`${CLI} status\``,
      'review.md': `!\`${CLI} review\``,
      'dashboard.md': `!\`${CLI} dashboard --detach\``,
    };
    for (const [file, command] of Object.entries(expected)) {
      const text = fs.readFileSync(path.join(REPO_ROOT, 'commands', file), 'utf8');
      expect(text).toContain(command);
      expect(text).toMatch(/^allowed-tools: Bash\(node:\*\)$/m);
    }
  });
});

describe('private marketplace route', () => {
  it('marketplace add + install enables memory@claude-memory', async () => {
    const source = stageRepoSnapshot();
    const add = await runClaudeCmd(['plugin', 'marketplace', 'add', source]);
    const { home } = add;
    expect(add.stdout + add.stderr).toContain('claude-memory');
    expect(add.code).toBe(0);

    const install = await runClaudeCmd(['plugin', 'install', 'memory@claude-memory'], { home, timeoutMs: 180_000 });
    expect(install.stdout + install.stderr).toMatch(/Successfully installed/);
    expect(install.code).toBe(0);

    const list = await runClaudeCmd(['plugin', 'list', '--json'], { home });
    expect(list.code).toBe(0);
    const plugins = JSON.parse(list.stdout);
    const memory = plugins.find((p: any) => p.id === 'memory@claude-memory');
    expect(memory).toMatchObject({ enabled: true, version: '0.1.0' });
    expect(Object.keys(memory.mcpServers ?? {})).toEqual(['memory']);

    const settings = JSON.parse(fs.readFileSync(path.join(home, '.claude', 'settings.json'), 'utf8'));
    expect(settings.enabledPlugins?.['memory@claude-memory']).toBe(true);
  });
});

describe('--plugin-dir session', () => {
  // Registration only: the MCP server's status depends on dist/ being built, so only its presence is checked here.
  it('registers the commands, the steward agent and the MCP server', async () => {
    const run = await runClaude({ prompt: 'hello', script: { turns: [{ text: 'PLUGIN_LOADED' }] } });
    expect(run.code).toBe(0);
    expect(run.result?.result).toBe('PLUGIN_LOADED');
    const init = run.messages.find((m) => m.type === 'system' && m.subtype === 'init');
    expect(init.plugins?.map((p: any) => p.name)).toContain('memory');
    expect(init.slash_commands).toEqual(expect.arrayContaining(['memory:recall', 'memory:status', 'memory:remember', 'memory:review']));
    expect(init.agents).toContain('memory:memory-steward');
    expect(init.mcp_servers.map((m: any) => m.name)).toContain('plugin:memory:memory');
  });
});
