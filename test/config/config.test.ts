import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_SKIP_TOOLS,
  defaultConfig,
  isSkippedTool,
  loadConfig,
  PLUGIN_OPTIONS,
  toolMatcher,
} from '../../src/config.js';
import { hooksManifest } from '../../src/hooks-manifest.js';

const tmpFile = (content: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-config-'));
  const file = path.join(dir, 'config.json');
  fs.writeFileSync(file, content);
  return file;
};

describe('the tool skip list and the hooks matcher derived from it', () => {
  const matcher = new RegExp(toolMatcher(DEFAULT_SKIP_TOOLS));

  it('matches ordinary tools, so their events start a hook', () => {
    for (const tool of ['Read', 'Bash', 'Edit', 'TodoWriteExtra', 'mcp__github__create_issue', 'Task'])
      expect(matcher.test(tool), tool).toBe(true);
  });

  it('does not match skipped tools, including every tool of this plugin itself (prefix entry)', () => {
    for (const tool of [
      'TodoWrite',
      'Skill',
      'ExitPlanMode',
      'mcp__plugin_memory_memory__session_recall',
      'mcp__plugin_memory_memory__record_decision',
    ]) {
      expect(matcher.test(tool), tool).toBe(false);
      expect(isSkippedTool(tool, DEFAULT_SKIP_TOOLS), tool).toBe(true);
    }
    expect(isSkippedTool('Read', DEFAULT_SKIP_TOOLS)).toBe(false);
  });

  it('escapes regex characters in tool names', () => {
    const m = new RegExp(toolMatcher(['a.b', 'x(y)*']));
    expect(m.test('a.b')).toBe(false);
    expect(m.test('axb')).toBe(true);
    expect(m.test('x(y)anything')).toBe(false);
  });

  it('the committed hooks/hooks.json is the one generated from the default list', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve('hooks/hooks.json'), 'utf8'));
    expect(committed).toEqual(hooksManifest());
    expect(Object.keys(committed.hooks)).toEqual([
      'SessionStart',
      'UserPromptSubmit',
      'PostToolUse',
      'PostToolUseFailure',
      'Stop',
      'SubagentStop',
      'PreCompact',
      'SessionEnd',
    ]);
    expect(committed.hooks.PostToolUse[0].hooks[0].async).toBe(true);
  });
});

describe('loading the configuration', () => {
  it('a missing file means the defaults', () => {
    expect(loadConfig('/nonexistent/config.json')).toEqual(defaultConfig());
    expect(defaultConfig().injection.sessionStartTokens).toBe(1_500);
  });

  it('a partial file keeps the defaults of everything it does not name', () => {
    const cfg = loadConfig(tmpFile(JSON.stringify({ injection: { promptItems: 2 }, embedder: { provider: 'none' } })));
    expect(cfg.injection.promptItems).toBe(2);
    expect(cfg.injection.promptTokens).toBe(500);
    expect(cfg.embedder.provider).toBe('none');
    expect(cfg.capture.skipTools).toEqual([...DEFAULT_SKIP_TOOLS]);
  });

  it('invalid JSON and invalid values are clear errors naming the file and the field', () => {
    expect(() => loadConfig(tmpFile('{ nope'))).toThrow(ConfigError);
    expect(() => loadConfig(tmpFile(JSON.stringify({ capture: { maxToolOutputBytes: -1 } })))).toThrow(/capture\.maxToolOutputBytes/);
    expect(() => loadConfig(tmpFile(JSON.stringify({ embedder: { provider: 'gpt' } })))).toThrow(/embedder\.provider/);
    // The SessionStart budget never exceeds what Claude Code shows unabridged.
    expect(() => loadConfig(tmpFile(JSON.stringify({ injection: { sessionStartTokens: 3_000 } })))).toThrow(/sessionStartTokens/);
  });
});

describe('injected context never exceeds what Claude Code shows unabridged', () => {
  it('cuts an oversize context at a line under the 10,000-character hook output limit, saying so', async () => {
    const { capInjected } = await import('../../src/hook/record.js');
    const { MAX_INJECTED_CHARS } = await import('../../src/config.js');
    const lines = Array.from({ length: 400 }, (_, i) => `- [decision:${i}] keep line ${i} whole`);
    const capped = capInjected(lines.join('\n'))!;
    expect(capped.length).toBeLessThanOrEqual(MAX_INJECTED_CHARS);
    expect(capped).toMatch(/cut to fit the hook output limit/);
    for (const line of capped.split('\n').slice(0, -1)) expect(lines).toContain(line);
    expect(capInjected('short')).toBe('short');
    expect(capInjected(null)).toBeNull();
  });
});

describe("the plugin's options (userConfig in plugin.json, passed as CLAUDE_PLUGIN_OPTION_<KEY>)", () => {
  const pluginJson = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', '.claude-plugin', 'plugin.json'), 'utf8'));
  const mcpServers = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'mcp', 'servers.json'), 'utf8'));

  it('set the injection budgets, turn prompt recall off and choose the encoder where config.json does not', () => {
    const none = path.join(os.tmpdir(), `cm-no-config-${process.pid}.json`);
    const config = loadConfig(none, { session_start_tokens: '900', prompt_tokens: '300', prompt_injection: 'false', embedder: 'none' });
    expect(config.injection).toMatchObject({ sessionStartTokens: 900, promptTokens: 300, promptItems: 0 });
    expect(config.embedder.provider).toBe('none');
    expect(loadConfig(none, { prompt_injection: 'true' }).injection.promptItems).toBe(defaultConfig().injection.promptItems);
  });

  it('lose to config.json where it sets the same setting, and are ignored when invalid', () => {
    const file = tmpFile(JSON.stringify({ injection: { sessionStartTokens: 1200 } }));
    const config = loadConfig(file, { session_start_tokens: '900', prompt_tokens: 'lots', embedder: 'gpt' });
    expect(config.injection.sessionStartTokens).toBe(1200);
    expect(config.injection.promptTokens).toBe(defaultConfig().injection.promptTokens);
    expect(config.embedder.provider).toBe(defaultConfig().embedder.provider);
  });

  it('are read by every process of the plugin: hooks get them from Claude Code, the MCP server from its env mapping', async () => {
    const { readSettings } = await import('../../src/settings.js');
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-options-'));
    const settings = readSettings({
      HOME: home,
      CLAUDE_MEMORY_HOME: home,
      CLAUDE_PLUGIN_OPTION_PROMPT_TOKENS: '321',
      CLAUDE_PLUGIN_OPTION_EMBEDDER: '${user_config.embedder}',
    });
    expect(settings.config.injection.promptTokens).toBe(321);
    // A reference Claude Code could not fill is not a value.
    expect(settings.config.embedder.provider).toBe(defaultConfig().embedder.provider);
    // Every option plugin.json declares is one the config reads, and reaches the MCP server too.
    const declared = Object.keys(pluginJson.userConfig);
    expect(declared).toEqual(Object.keys(PLUGIN_OPTIONS));
    expect(mcpServers.mcpServers.memory.env).toEqual(
      Object.fromEntries(declared.map((k) => [`CLAUDE_PLUGIN_OPTION_${k.toUpperCase()}`, `\${user_config.${k}}`])),
    );
  });
});

describe('by default the plugin reaches no host', () => {
  it('downloads no model unless config.json allows it', () => {
    expect(defaultConfig().embedder.allowDownload).toBe(false);
    expect(defaultConfig().ollama.enabled).toBe(false);
  });
});
