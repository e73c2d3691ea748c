// A hook reads its payload from stdin, and Claude Code closes stdin after writing it. A client that never closes
// stdin must not hang the session: the hook gives up after its wait and exits 0 (a blocking read of fd 0 held a
// thread-pool thread that process.exit then waited for: the hook hung until killed).
import { spawn } from 'node:child_process';
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
