// Disk full: the data dir on a small tmpfs (needs root to mount; skipped otherwise). Spool appends, SQLite writes and
// WAL checkpoints fail with ENOSPC / SQLITE_FULL; hooks still exit 0, and once space is freed every event whose hook
// could write anything is replayed, torn lines cost only themselves, and the store is intact.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanupSandboxes,
  fixturePayload,
  holdWorkerLease,
  makeSandbox,
  runCliProcess,
  runHookProcess,
  withProject,
} from '../helpers/store.js';
import { report } from './report.js';

const canMount = process.getuid?.() === 0 && process.platform === 'linux';
const mounts: string[] = [];
afterAll(() => {
  for (const m of mounts) {
    try {
      execFileSync('umount', [m]);
      fs.rmdirSync(m);
    } catch {
      // left for the OS
    }
  }
  cleanupSandboxes();
});

describe.skipIf(!canMount)('disk full (a 3 MB tmpfs as the data dir)', () => {
  it('spool appends, store writes and checkpoints fail without a failed hook; after freeing space nothing healthy is lost', async () => {
    const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', mount]);
    mounts.push(mount);
    const sb = makeSandbox({ env: { CLAUDE_MEMORY_HOME: mount } });
    const dataDir = mount;
    fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify({ embedder: { provider: 'none', allowDownload: false } }));
    const env = { ...sb.env, CLAUDE_MEMORY_HOME: dataDir };
    const box = { ...sb, env, dataDir };
    // A store with its tables, and the worker lease held so no detached worker runs.
    expect((await runCliProcess(box, ['status'])).code).toBe(0);
    withProject(box, (db) => holdWorkerLease(db));
    const filler = path.join(dataDir, 'filler');
    const fill = () => {
      try {
        fs.writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024));
      } catch {
        // ENOSPC: the disk is full now
      }
    };
    let hooks = 0;
    let failedHooks = 0;
    const hook = async (event: string, payload: unknown) => {
      hooks++;
      const r = await runHookProcess(box, event, payload);
      if (r.code !== 0 || r.stderr !== '') failedHooks++;
    };
    const tool = (i: number) => ({
      ...fixturePayload('PostToolUse-Bash', sb),
      tool_use_id: `toolu_full_${i}`,
      tool_response: { stdout: 'y'.repeat(6_000), stderr: '' },
    });
    await hook('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'before', prompt: 'before the disk filled' });
    fill();
    // Full: tool hooks cannot append (or append torn lines), prompt hooks cannot write the store nor the spool.
    for (let i = 0; i < 10; i++) await hook('PostToolUse', tool(i));
    await hook('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'during', prompt: 'while full' });
    await hook('Stop', { ...fixturePayload('Stop', sb), transcript_path: undefined });
    // forget runs a WAL checkpoint: it fails cleanly too.
    const forget = await runCliProcess(box, ['forget', 'decision:999']);
    fs.rmSync(filler, { force: true });
    // Space again: these must all land, whatever the torn lines before them.
    for (let i = 10; i < 20; i++) await hook('PostToolUse', tool(i));
    await hook('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'after', prompt: 'after space was freed' });
    expect((await runCliProcess(box, ['status', '--json'])).code).toBe(0);
    withProject(box, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const tools = new Set(
        (db.prepare('SELECT tool_use_id FROM tool_events').all() as { tool_use_id: string }[]).map((r) => r.tool_use_id),
      );
      const prompts = (db.prepare('SELECT prompt_id FROM prompts').all() as { prompt_id: string }[]).map((r) => r.prompt_id);
      const afterFreed = Array.from({ length: 10 }, (_, i) => `toolu_full_${i + 10}`);
      const lostAfterFreed = afterFreed.filter((id) => !tools.has(id)).length + (prompts.includes('after') ? 0 : 1);
      const keptWhileFull = Array.from({ length: 10 }, (_, i) => `toolu_full_${i}`).filter((id) => tools.has(id)).length;
      report('disk-full-tmpfs', {
        hooks,
        failedHooks,
        forgetExit: forget.code,
        keptWhileFull,
        lostAfterFreed,
        beforeKept: prompts.includes('before'),
      });
      expect({ failedHooks, lostAfterFreed }).toEqual({ failedHooks: 0, lostAfterFreed: 0 });
      expect(prompts).toContain('before');
    });
  });
});
