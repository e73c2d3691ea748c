// dist/hook.cjs, the command hooks/hooks.json runs: the same hook as `claude-memory hook <Event>`, through a V8 code
// cache in the data dir. A damaged cache, or none, changes nothing a user sees: every event is kept, exit 0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bareModules, costlyModuleFloor, runReportingLoads } from '../helpers/node-load.js';
import { BUNDLE, cleanupSandboxes, fixturePayload, makeSandbox, type Sandbox } from '../helpers/store.js';

const HOOK_ENTRY = path.join(path.dirname(BUNDLE), 'hook.cjs');

afterEach(cleanupSandboxes);

function hook(sb: Sandbox, event: string, payload: Record<string, unknown>) {
  const r = spawnSync(process.execPath, [HOOK_ENTRY, event], {
    input: JSON.stringify(payload),
    env: sb.env,
    cwd: sb.projectDir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const spooledLines = (sb: Sandbox) =>
  fs.existsSync(path.join(sb.dataDir, 'spool'))
    ? fs
        .readdirSync(path.join(sb.dataDir, 'spool'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) =>
          fs
            .readFileSync(path.join(sb.dataDir, 'spool', f), 'utf8')
            .split('\n')
            .filter(Boolean),
        )
    : [];

describe.skipIf(!fs.existsSync(HOOK_ENTRY))('dist/hook.cjs', () => {
  it('journals tool events through a private code cache, and a damaged cache loses nothing', () => {
    const sb = makeSandbox();
    const tool = (n: number) => ({ ...fixturePayload('PostToolUse', sb), tool_use_id: `toolu_launcher_${n}` });
    expect(hook(sb, 'PostToolUse', tool(1))).toEqual({ code: 0, stdout: '', stderr: '' });
    const cacheDir = path.join(sb.dataDir, 'cache');
    const caches = fs.readdirSync(cacheDir);
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^journal-[0-9a-f]{16}-node.*\.v8$/);
    const cacheFile = path.join(cacheDir, caches[0]);
    expect(fs.statSync(cacheFile).mode & 0o777).toBe(0o600);
    const whole = fs.readFileSync(cacheFile);

    expect(hook(sb, 'PostToolUse', tool(2))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(fs.readFileSync(cacheFile).equals(whole)).toBe(true); // used, not rewritten

    const damaged = Buffer.from(whole);
    damaged[damaged.length >> 1] ^= 0x5a;
    fs.writeFileSync(cacheFile, damaged);
    expect(hook(sb, 'PostToolUse', tool(3))).toEqual({ code: 0, stdout: '', stderr: '' });
    fs.writeFileSync(cacheFile, whole.subarray(0, 1000));
    expect(hook(sb, 'PostToolUse', tool(4))).toEqual({ code: 0, stdout: '', stderr: '' });

    // Rewritten whole: the next run uses it and leaves it as it is.
    const rewritten = fs.readFileSync(cacheFile);
    expect(rewritten.length).toBeGreaterThan(100_000);
    expect(hook(sb, 'PostToolUse', tool(5))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(fs.readFileSync(cacheFile).equals(rewritten)).toBe(true);

    const ids = spooledLines(sb).map((l) => JSON.parse(l).payload?.tool_use_id);
    expect(ids).toEqual(['toolu_launcher_1', 'toolu_launcher_2', 'toolu_launcher_3', 'toolu_launcher_4', 'toolu_launcher_5']);
  });

  it('records a prompt and replays the journal into the store, with caches of their own for the journal and the prompt path', () => {
    const sb = makeSandbox();
    expect(hook(sb, 'PostToolUse', fixturePayload('PostToolUse', sb)).code).toBe(0);
    for (let i = 0; i < 2; i++) {
      const r = hook(sb, 'UserPromptSubmit', {
        ...fixturePayload('UserPromptSubmit', sb),
        prompt_id: `p-${i}`,
        prompt: `prompt number ${i}`,
      });
      expect(r).toMatchObject({ code: 0, stderr: '' });
    }
    expect(
      fs
        .readdirSync(path.join(sb.dataDir, 'cache'))
        .sort()
        .map((f) => f.split('-')[0]),
    ).toEqual(['journal', 'prompt']);
    const status = spawnSync(process.execPath, [BUNDLE, 'status', '--json'], { env: sb.env, cwd: sb.projectDir, encoding: 'utf8' });
    const counts = JSON.parse(status.stdout);
    expect(JSON.stringify(counts)).toMatch(/"prompts":2/);
    expect(JSON.stringify(counts)).toMatch(/"toolEvents":1/);
  });

  it("a tool hook loads no SQLite, and adds fewer of Node's modules to a bare node than any costly built-in would alone", () => {
    const sb = makeSandbox();
    const bare = bareModules(sb.root);
    const costly = costlyModuleFloor(sb.root, bare);
    for (let i = 0; i < 2; i++) {
      // The second run is the usual one: through the code cache the first run wrote.
      const r = runReportingLoads(sb.root, [HOOK_ENTRY, 'PostToolUse'], {
        input: JSON.stringify({ ...fixturePayload('PostToolUse', sb), tool_use_id: `toolu_loaded_${i}` }),
        env: sb.env,
        cwd: sb.projectDir,
      });
      expect([r.status, r.stderr]).toEqual([0, '']);
      const added = r.modules.filter((m) => !bare.has(m));
      expect(added.length, `added ${added.join(', ')}; alone: ${JSON.stringify(costly.each)}`).toBeLessThan(costly.floor);
      expect(r.maps).not.toMatch(/better_sqlite3/);
    }
    expect(spooledLines(sb)).toHaveLength(2);
  });

  it('a store bundle that cannot load loses no event: the prompt is journaled, and the next hook records it', () => {
    const sb = makeSandbox();
    // A half-updated plugin copy: the launcher and the journal bundle load, the store side throws as it loads.
    const broken = path.join(sb.root, 'dist-half-updated');
    fs.cpSync(path.dirname(HOOK_ENTRY), broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'hook', 'main.cjs'), 'throw new Error("store side of a half-updated copy");\n');
    const prompt = (id: string, text: string) => JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt_id: id, prompt: text });
    const r = spawnSync(process.execPath, [path.join(broken, 'hook.cjs'), 'UserPromptSubmit'], {
      input: prompt('p-kept', 'kept through a broken store bundle'),
      env: sb.env,
      cwd: sb.projectDir,
      encoding: 'utf8',
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
    expect(spooledLines(sb).filter((l) => l.includes('kept through a broken store bundle'))).toHaveLength(1);
    expect(fs.readFileSync(path.join(sb.dataDir, 'logs', 'errors.jsonl'), 'utf8')).toMatch(/store side of a half-updated copy/);

    expect(hook(sb, 'UserPromptSubmit', JSON.parse(prompt('p-next', 'the next prompt, from the whole build'))).code).toBe(0);
    const status = spawnSync(process.execPath, [BUNDLE, 'status', '--json'], { env: sb.env, cwd: sb.projectDir, encoding: 'utf8' });
    expect(JSON.stringify(JSON.parse(status.stdout))).toMatch(/"prompts":2/);
  });

  it('exits 0 without output on an unknown event or broken input, and logs why', () => {
    const sb = makeSandbox();
    expect(hook(sb, 'NoSuchEvent', {})).toEqual({ code: 0, stdout: '', stderr: '' });
    const r = spawnSync(process.execPath, [HOOK_ENTRY, 'PostToolUse'], {
      input: '{not json',
      env: sb.env,
      cwd: sb.projectDir,
      encoding: 'utf8',
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
    expect(fs.readFileSync(path.join(sb.dataDir, 'logs', 'errors.jsonl'), 'utf8')).toMatch(/invalid JSON/);
  });
});
