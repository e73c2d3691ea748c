// A hook reads its payload from stdin, and Claude Code closes stdin after writing it. A client that never closes
// stdin must not hang the session: the hook gives up after its wait and exits 0 (a blocking read of fd 0 held a
// thread-pool thread that process.exit then waited for: the hook hung until killed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE, cleanupSandboxes, makeSandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

function hookWithOpenStdin(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['pipe', 'ignore', 'ignore'] });
  child.stdin.write('{"session_id":"s-open-stdin"'); // half a payload, and the pipe stays open
  return new Promise((resolve) => {
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(guard);
      child.stdin.destroy();
      resolve({ code, ms: Date.now() - started });
    });
  });
}

describe('hook stdin that is never closed', () => {
  for (const [name, args] of [
    ['the hook launcher (hooks.json)', [path.join(path.dirname(BUNDLE), 'hook.cjs'), 'PostToolUse']],
    ['claude-memory hook', [BUNDLE, 'hook', 'UserPromptSubmit']],
  ] as const) {
    it(`${name}: exits 0 on its own after its wait`, async () => {
      const sb = makeSandbox();
      const r = await hookWithOpenStdin([...args], sb.env, sb.projectDir);
      expect(r.code).toBe(0);
      expect(r.ms).toBeGreaterThanOrEqual(2_500);
      expect(r.ms).toBeLessThan(15_000);
    }, 30_000);
  }
});

/** The journal lines of every project in the sandbox's data dir. */
function journaled(dataDir: string): { event: string; payload: Record<string, unknown> }[] {
  const spool = path.join(dataDir, 'spool');
  if (!fs.existsSync(spool)) return [];
  return fs
    .readdirSync(spool)
    .flatMap((project) => fs.readdirSync(path.join(spool, project)).map((f) => path.join(spool, project, f)))
    .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as { event: string; payload: Record<string, unknown> });
}

function toolPayload(cwd: string, id: string, output: string) {
  return JSON.stringify({
    session_id: 's-stdin',
    transcript_path: path.join(cwd, 't.jsonl'),
    cwd,
    hook_event_name: 'PostToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'cat big.log' },
    tool_response: { stdout: output },
    tool_use_id: id,
  });
}

describe('hook stdin of each kind is read whole', () => {
  const HOOK = path.join(path.dirname(BUNDLE), 'hook.cjs');

  it('a socket (what Claude Code gives hooks) whose payload arrives late and in pieces', async () => {
    const sb = makeSandbox();
    const output = 'line of output\n'.repeat(6_000); // ~90 KB: more than one read
    const payload = toolPayload(sb.projectDir, 'toolu_late', output);
    const child = spawn(process.execPath, [HOOK, 'PostToolUse'], { cwd: sb.projectDir, env: sb.env, stdio: ['pipe', 'ignore', 'ignore'] });
    const half = Math.floor(payload.length / 2);
    await new Promise((r) => setTimeout(r, 300));
    child.stdin.write(payload.slice(0, half));
    await new Promise((r) => setTimeout(r, 200));
    child.stdin.end(payload.slice(half));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const lines = journaled(sb.dataDir);
    expect(lines).toHaveLength(1);
    expect(lines[0].payload.tool_use_id).toBe('toolu_late');
    expect(lines[0].payload.tool_response_bytes).toBeGreaterThan(80_000);
  }, 30_000);

  it('a pipe from a shell and a redirected file', () => {
    const sb = makeSandbox();
    const file = path.join(sb.root, 'payload.json');
    fs.writeFileSync(file, toolPayload(sb.projectDir, 'toolu_file', 'from a file'));
    const fromFile = spawnSync('sh', ['-c', `"${process.execPath}" "${HOOK}" PostToolUse < "${file}"`], {
      cwd: sb.projectDir,
      env: sb.env,
    });
    fs.writeFileSync(file, toolPayload(sb.projectDir, 'toolu_pipe', 'from a pipe'));
    const fromPipe = spawnSync('sh', ['-c', `cat "${file}" | "${process.execPath}" "${HOOK}" PostToolUse`], {
      cwd: sb.projectDir,
      env: sb.env,
    });
    expect([fromFile.status, fromPipe.status]).toEqual([0, 0]);
    expect(
      journaled(sb.dataDir)
        .map((l) => l.payload.tool_use_id)
        .sort(),
    ).toEqual(['toolu_file', 'toolu_pipe']);
  }, 30_000);
});
