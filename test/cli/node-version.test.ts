// On a Node.js older than package.json's `engines` allows, the CLI, the MCP server and the hooks say so in one line
// instead of failing somewhere inside with a stack trace; a hook still exits 0 and prints nothing on stdout.
// CM_OLD_NODE names a real old Node binary (.ci/run fetches Node 18); without it, a preload makes this Node report
// an old version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, tooOldNode } from '../../src/node-version.js';
import { BUNDLE, cleanupSandboxes, fixturePayload, makeSandbox, type Sandbox } from '../helpers/store.js';

const HOOK_ENTRY = path.join(path.dirname(BUNDLE), 'hook.cjs');
const REAL_OLD_NODE = process.env.CM_OLD_NODE;

afterEach(cleanupSandboxes);

/** `node <args>` as a Node 18 would run it: a real one when CM_OLD_NODE is set, else this Node reporting 18.20.8. */
function runOnOldNode(sb: Sandbox, args: string[], input?: string) {
  let cmd = process.execPath;
  let pre: string[] = [];
  if (REAL_OLD_NODE) cmd = REAL_OLD_NODE;
  else {
    const preload = path.join(sb.root, 'node-18.cjs');
    fs.writeFileSync(preload, "Object.defineProperty(process.versions, 'node', { value: '18.20.8' });\n");
    pre = ['-r', preload];
  }
  const r = spawnSync(cmd, [...pre, ...args], { input: input ?? '', env: sb.env, cwd: sb.projectDir, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const ONE_LINE = /^claude-memory: Node\.js 18\.\d+\.\d+ is too old for the memory plugin, which needs Node\.js 20\.15 or newer[^\n]*\n$/;

describe('the supported Node.js range', () => {
  it("is package.json's engines, and refuses only what is older", () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    for (const old of ['16.20.2', '18.20.8', '19.9.0', '20.0.0', '20.14.0']) expect(tooOldNode(old)).toContain(`Node.js ${old} is too old`);
    for (const ok of ['20.15.0', '20.20.2', '22.0.0', '24.22.3', '26.12.1', '27.0.0']) expect(tooOldNode(ok)).toBeNull();
  });

  describe.skipIf(!fs.existsSync(HOOK_ENTRY))(`on Node 18 (${REAL_OLD_NODE ? REAL_OLD_NODE : 'this Node reporting 18.20.8'})`, () => {
    it('a hook exits 0 with nothing on stdout and one line on stderr, for every kind of hook', () => {
      const sb = makeSandbox();
      for (const event of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']) {
        const r = runOnOldNode(sb, [HOOK_ENTRY, event], JSON.stringify(fixturePayload(event, sb)));
        expect(r.code, event).toBe(0);
        expect(r.stdout, event).toBe('');
        expect(r.stderr, event).toMatch(ONE_LINE);
      }
    });

    it('the CLI and the MCP server exit 1 with that one line', () => {
      const sb = makeSandbox();
      for (const args of [['status'], ['mcp'], ['doctor']]) {
        const r = runOnOldNode(sb, [BUNDLE, ...args]);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stdout, args.join(' ')).toBe('');
        expect(r.stderr, args.join(' ')).toMatch(ONE_LINE);
      }
    });
  });
});
