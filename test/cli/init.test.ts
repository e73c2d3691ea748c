// `claude-memory init`: memory in a project that did not install the plugin. It merges its hooks and MCP server into
// the project's settings without touching anything else, says what it changed, does nothing the second time, and
// `--uninstall` leaves the files as they were.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeHooks, removeHooks } from '../../src/cli/init.js';
import { BUNDLE, cleanupSandboxes, makeSandbox, runCliProcess as cli, type Sandbox } from '../helpers/store.js';
const HOOK_ENTRY = path.join(path.dirname(BUNDLE), 'hook.cjs');

afterEach(cleanupSandboxes);

const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8'));
const settingsOf = (sb: Sandbox, local = false) => path.join(sb.projectDir, '.claude', local ? 'settings.local.json' : 'settings.json');

const USER_SETTINGS = {
  permissions: { allow: ['Bash(npm test)'] },
  hooks: { PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write "$FILE"' }] }] },
  enabledMcpjsonServers: ['github'],
};
const USER_MCP = { mcpServers: { github: { command: 'gh-mcp', args: [] } } };

/** A copy of the built bundle inside the project (as a team vendors it, or installs it under node_modules/). */
function bundleInProject(sb: Sandbox, rel = path.join('tools', 'claude-memory')): string {
  const dir = path.join(sb.projectDir, rel);
  fs.cpSync(path.dirname(BUNDLE), path.join(dir, 'dist'), { recursive: true });
  return path.join(dir, 'dist', 'claude-memory.mjs');
}

/** Runs `node <entry> <args>` in the sandbox project, as a terminal user would. */
function cliAt(entry: string, sb: Sandbox, args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [entry, ...args], { cwd: sb.projectDir, env: sb.env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('init', () => {
  it("merges hooks and the MCP server next to the user's own settings, idempotently, and --uninstall restores them", async () => {
    const sb = makeSandbox();
    fs.mkdirSync(path.join(sb.projectDir, '.claude'));
    fs.writeFileSync(settingsOf(sb), JSON.stringify(USER_SETTINGS, null, 2));
    fs.writeFileSync(path.join(sb.projectDir, '.mcp.json'), JSON.stringify(USER_MCP, null, 2));
    const entry = bundleInProject(sb);

    const first = cliAt(entry, sb, ['init']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('added the SessionStart hook in .claude/settings.json');
    expect(first.stdout).toContain('added the claude-memory MCP server in .mcp.json');
    const settings = read(settingsOf(sb));
    expect(settings.permissions).toEqual(USER_SETTINGS.permissions);
    expect(settings.enabledMcpjsonServers).toEqual(['github', 'claude-memory']);
    // The user's own PostToolUse hook stays first; ours runs the bundle's hook entry under the project root, which
    // every teammate's checkout has: no path of this machine in a file the team shares.
    expect(settings.hooks.PostToolUse[0]).toEqual(USER_SETTINGS.hooks.PostToolUse[0]);
    const hookEntry = '${CLAUDE_PROJECT_DIR}/tools/claude-memory/dist/hook.cjs';
    expect(settings.hooks.PostToolUse[1].hooks[0]).toMatchObject({ command: `node "${hookEntry}" PostToolUse`, async: true });
    for (const e of ['SessionStart', 'UserPromptSubmit', 'Stop', 'SubagentStop', 'PreCompact', 'SessionEnd']) {
      expect(settings.hooks[e].at(-1).hooks[0].command).toBe(`node "${hookEntry}" ${e}`);
    }
    const mcp = read(path.join(sb.projectDir, '.mcp.json'));
    expect(mcp.mcpServers.github).toEqual(USER_MCP.mcpServers.github);
    expect(mcp.mcpServers['claude-memory']).toEqual({
      type: 'stdio',
      command: 'sh',
      args: ['-c', 'exec node "$CLAUDE_PROJECT_DIR/tools/claude-memory/dist/claude-memory.mjs" mcp'],
    });
    for (const file of [settingsOf(sb), path.join(sb.projectDir, '.mcp.json')])
      expect(fs.readFileSync(file, 'utf8')).not.toContain(sb.root);

    const before = fs.readFileSync(settingsOf(sb));
    const mtime = fs.statSync(settingsOf(sb)).mtimeMs;
    const again = cliAt(entry, sb, ['init']);
    expect(again.stdout).toContain('Nothing to change');
    expect(fs.statSync(settingsOf(sb)).mtimeMs).toBe(mtime);
    expect(fs.readFileSync(settingsOf(sb)).equals(before)).toBe(true);

    const removed = cliAt(entry, sb, ['init', '--uninstall', '--json']);
    expect(JSON.parse(removed.stdout).changes.length).toBeGreaterThan(0);
    expect(read(settingsOf(sb))).toEqual(USER_SETTINGS);
    expect(read(path.join(sb.projectDir, '.mcp.json'))).toEqual(USER_MCP);
  });

  it('a second run leaves a settings file it has nothing to add to byte for byte as it was, its key order and format included', () => {
    const sb = makeSandbox();
    const entry = bundleInProject(sb);
    expect(cliAt(entry, sb, ['init']).code).toBe(0);
    // The user reorders and reformats the file by hand: hooks first, four-space indent, no final newline.
    const { hooks, ...rest } = read(settingsOf(sb));
    const edited = JSON.stringify({ hooks, ...rest, permissions: { allow: ['Read'] } }, null, 4);
    fs.writeFileSync(settingsOf(sb), edited);
    const mcp = fs.readFileSync(path.join(sb.projectDir, '.mcp.json'), 'utf8');
    const again = cliAt(entry, sb, ['init']);
    expect(again.stdout).toContain('Nothing to change');
    expect(fs.readFileSync(settingsOf(sb), 'utf8')).toBe(edited);
    expect(fs.readFileSync(path.join(sb.projectDir, '.mcp.json'), 'utf8')).toBe(mcp);
  });

  it('a bundle outside the project never goes into the shared files: init sets it up for this machine only and says why', async () => {
    const sb = makeSandbox();
    // What an older init left: this machine's absolute path in the shared settings and .mcp.json.
    fs.mkdirSync(path.join(sb.projectDir, '.claude'));
    const old = mergeHooks({ permissions: USER_SETTINGS.permissions }, BUNDLE, []).settings;
    fs.writeFileSync(settingsOf(sb), JSON.stringify({ ...old, enabledMcpjsonServers: ['claude-memory'] }, null, 2));
    fs.writeFileSync(
      path.join(sb.projectDir, '.mcp.json'),
      JSON.stringify({
        mcpServers: { ...USER_MCP.mcpServers, 'claude-memory': { type: 'stdio', command: 'node', args: [BUNDLE, 'mcp'] } },
      }),
    );
    const r = await cli(sb, ['init']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('is outside this project');
    expect(r.stdout).toContain('moved the Stop hook out of .claude/settings.json');
    expect(read(settingsOf(sb))).toEqual({ permissions: USER_SETTINGS.permissions });
    expect(read(path.join(sb.projectDir, '.mcp.json'))).toEqual(USER_MCP);
    expect(read(settingsOf(sb, true)).hooks.Stop[0].hooks[0].command).toBe(`node "${HOOK_ENTRY}" Stop`);
    expect(read(path.join(sb.home, '.claude.json')).projects[sb.projectDir].mcpServers['claude-memory'].args).toEqual([BUNDLE, 'mcp']);
  });

  it('warns when the memory plugin is already enabled: the model would get every memory tool twice', async () => {
    const sb = makeSandbox();
    fs.mkdirSync(path.join(sb.home, '.claude'), { recursive: true });
    fs.writeFileSync(path.join(sb.home, '.claude', 'settings.json'), JSON.stringify({ enabledPlugins: { 'memory@claude-memory': true } }));
    const r = await cli(sb, ['init', '--local']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/memory plugin is already enabled in ~\/\.claude\/settings\.json.*each memory tool twice/s);
    expect(JSON.parse((await cli(sb, ['init', '--local', '--json'])).stdout).warnings).toHaveLength(1);
  });

  it("--local writes settings.local.json and the MCP server in the user's local scope, and leaves shared files alone", async () => {
    const sb = makeSandbox();
    fs.writeFileSync(
      path.join(sb.home, '.claude.json'),
      JSON.stringify({ numStartups: 3, projects: { '/elsewhere': { allowedTools: [] } } }),
    );
    const r = await cli(sb, ['init', '--local']);
    expect(r.code).toBe(0);
    expect(fs.existsSync(settingsOf(sb))).toBe(false);
    expect(fs.existsSync(path.join(sb.projectDir, '.mcp.json'))).toBe(false);
    expect(read(settingsOf(sb, true)).hooks.Stop[0].hooks[0].command).toBe(`node "${HOOK_ENTRY}" Stop`);
    const user = read(path.join(sb.home, '.claude.json'));
    expect(user.numStartups).toBe(3);
    expect(user.projects['/elsewhere']).toEqual({ allowedTools: [] });
    expect(user.projects[sb.projectDir].mcpServers['claude-memory'].args).toEqual([BUNDLE, 'mcp']);
    await cli(sb, ['init', '--local', '--uninstall']);
    expect(fs.existsSync(settingsOf(sb, true))).toBe(false);
    expect(read(path.join(sb.home, '.claude.json')).projects[sb.projectDir].mcpServers).toBeUndefined();
  });

  it('a settings file that is not JSON is an error (exit 2) and is left untouched', async () => {
    const sb = makeSandbox();
    fs.mkdirSync(path.join(sb.projectDir, '.claude'));
    fs.writeFileSync(settingsOf(sb), '{ "permissions": ');
    const r = await cli(sb, ['init']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not valid JSON');
    expect(fs.readFileSync(settingsOf(sb), 'utf8')).toBe('{ "permissions": ');
  });

  it('re-running from another bundle path replaces the old commands instead of adding a second set', () => {
    const once = mergeHooks({}, '/old/dist/claude-memory.mjs', []).settings;
    const twice = mergeHooks(once, '/new/dist/claude-memory.mjs', []).settings as {
      hooks: Record<string, { hooks: { command: string }[] }[]>;
    };
    expect(twice.hooks.Stop).toHaveLength(1);
    expect(twice.hooks.Stop[0].hooks[0].command).toBe('node "/new/dist/hook.cjs" Stop');
    expect(removeHooks(twice).settings).toEqual({});
  });

  it('replaces hooks an older version installed (`claude-memory.mjs hook <Event>`) with the hook entry', () => {
    const old = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'node "/old/dist/claude-memory.mjs" hook Stop' }] }] } };
    const next = mergeHooks(old, '/new/dist/claude-memory.mjs', []).settings as {
      hooks: Record<string, { hooks: { command: string }[] }[]>;
    };
    expect(next.hooks.Stop).toEqual([{ hooks: [{ type: 'command', command: 'node "/new/dist/hook.cjs" Stop', timeout: 30 }] }]);
    expect(removeHooks(next).settings).toEqual({});
  });
});

describe('when hooks cannot run', () => {
  it('doctor names the policy that switches hooks off and prints the manual path', async () => {
    const sb = makeSandbox();
    const managed = path.join(sb.root, 'managed-settings.json');
    fs.writeFileSync(managed, JSON.stringify({ allowManagedHooksOnly: true }));
    const r = await cli(sb, ['doctor', '--json'], { env: { CLAUDE_MEMORY_MANAGED_SETTINGS: managed } });
    const policy = JSON.parse(r.stdout).checks.filter((c: { name: string }) => c.name === 'hook policy');
    expect(policy).toEqual([expect.objectContaining({ ok: false, detail: expect.stringContaining('allowManagedHooksOnly') })]);
    expect(policy[0].detail).toContain('claude-memory ingest');
    expect(policy[0].detail).toContain('worker --once');
  });

  it('doctor notices sessions the memory never captured; `ingest` then imports them and `worker --once` summarizes them', async () => {
    const { installTranscript } = await import('../helpers/store.js');
    const sb = makeSandbox();
    const dir = path.join(sb.home, '.claude', 'projects', sb.projectDir.replace(/[^a-zA-Z0-9]/g, '-'));
    installTranscript('transcript.jsonl', sb, path.join(dir, 'd3a548b8-0a7e-4571-a128-6bb94996d056.jsonl'));
    const doctor = JSON.parse((await cli(sb, ['doctor', '--json'])).stdout).checks.find((c: { name: string }) => c.name === 'capture');
    expect(doctor).toMatchObject({ ok: false, detail: expect.stringContaining('never captured') });
    const ingest = JSON.parse((await cli(sb, ['ingest', '--json'])).stdout);
    expect(ingest).toMatchObject({ files: 1, sessions: 1 });
    expect(ingest.stored).toBeGreaterThan(0);
    expect(JSON.parse((await cli(sb, ['ingest', '--json'])).stdout).stored).toBe(0);
    expect((await cli(sb, ['worker', '--once'])).stdout).toMatch(/summarized [1-9]\d* turns/);
  });
});
