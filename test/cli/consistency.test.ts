// The command line behaves the same way everywhere: read-only commands never create a store, every command that
// prints data takes --json, a closed pipe ends quietly, a typo or an unknown reference is an error (exit 2), and
// `worker --once` says what it drained and waits for a worker that holds the lease.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUNDLE,
  cleanupSandboxes,
  count,
  fixturePayload,
  holdWorkerLease,
  hookDeps,
  installTranscript,
  makeSandbox,
  runCliProcess as cli,
  withProject,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

async function captureSession(sb: Sandbox) {
  const deps = hookDeps(sb);
  const p = (name: string) => fixturePayload(name, sb);
  installTranscript('transcript.jsonl', sb, String(p('Stop').transcript_path));
  for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']) await runHook(e, JSON.stringify(p(e)), deps);
}

const storeFiles = (sb: Sandbox) => {
  try {
    return fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'));
  } catch {
    return [];
  }
};

describe('read-only commands on a directory with no memory', () => {
  it('say "No memory for <dir> yet", exit 0, and create no store', async () => {
    const sb = makeSandbox();
    for (const args of [['status'], ['status', '--json'], ['recall', 'anything'], ['timeline', 'abc'], ['event', '1'], ['sweep']]) {
      const r = await cli(sb, args);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect(r.stdout).toContain(`No memory for ${sb.projectDir} yet.`);
    }
    expect(storeFiles(sb)).toEqual([]);
    const where = JSON.parse((await cli(sb, ['where', '--json'])).stdout);
    expect(where).toMatchObject({ exists: false, project: { root: sb.projectDir } });
    expect(storeFiles(sb)).toEqual([]);
  });
});

describe('--json on every command that prints data', () => {
  it('timeline, event, remember, forget, where, import, worker and sweep print parseable JSON', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const session = withProject(sb, (db) => (db.prepare('SELECT id FROM sessions').get() as { id: string }).id);
    const tool = withProject(sb, (db) => (db.prepare('SELECT id FROM tool_events').get() as { id: number }).id);
    const json = async (args: string[]) => {
      const r = await cli(sb, [...args, '--json']);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      return JSON.parse(r.stdout);
    };
    expect((await json(['timeline', session])).session.id).toBe(session);
    expect((await json(['event', String(tool)])).event.id).toBe(tool);
    const remembered = await json(['remember', 'Use pnpm, not npm']);
    expect(remembered.id).toMatch(/^decision:\d+$/);
    // Also what forgetting it set in motion: summaries re-queued without it, items inferred only from it.
    expect(await json(['forget', remembered.id])).toEqual({ forgotten: remembered.id, rows: 1, requeued: [], derived: [] });
    expect((await json(['where'])).exists).toBe(true);
    const transcripts = path.join(sb.home, '.claude', 'projects');
    expect(await json(['import', transcripts, '--quiet'])).toMatchObject({ files: 1 });
    expect(await json(['worker', '--once'])).toMatchObject({ drainedBy: 'this process', stats: { turns: expect.any(Number) } });
    expect(await json(['sweep', '--days', '0'])).toMatchObject({ removed: expect.any(Number), days: 0 });
  });
});

describe('errors a user can act on', () => {
  it('an unknown --session and a missing import path exit 2 with a clear message', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const session = await cli(sb, ['recall', 'notes', '--session', 'nope-nope']);
    expect(session.code).toBe(2);
    expect(session.stderr).toContain('no session "nope-nope"');
    const missing = await cli(sb, ['import', path.join(sb.root, 'no-such-dir')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or directory');
  });

  it('`hook --help` prints help instead of waiting for a payload', async () => {
    const r = await cli(makeSandbox(), ['hook', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: claude-memory hook');
  });

  it('doctor names a misspelled config key and the key it probably meant', async () => {
    const sb = makeSandbox({ config: { capture: { skipTool: ['Read'] }, injecton: {} } });
    const r = await cli(sb, ['doctor', '--json']);
    const config = JSON.parse(r.stdout).checks.find((c: { name: string }) => c.name === 'config');
    expect(config.ok).toBe(false);
    expect(config.detail).toContain('"capture.skipTool" (did you mean "capture.skipTools"?)');
    expect(config.detail).toContain('"injecton" (did you mean "injection"?)');
  });

  it('a closed pipe (`recall x | head -1`) ends quietly with exit 0', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const child = spawn(process.execPath, [BUNDLE, 'recall', 'notes', '--limit', '50'], {
      cwd: sb.projectDir,
      env: sb.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // the reader went away before the first line
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe('worker --once', () => {
  it('says which project it drained, and hints at --all-projects when there are others', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const other = path.join(sb.root, 'other');
    fs.mkdirSync(other);
    await cli(sb, ['remember', 'Other project rule'], { cwd: other });
    const r = await cli(sb, ['worker', '--once']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^project: summarized \d+ turns/m);
    expect(r.stdout).toContain('--all-projects');
    const all = JSON.parse((await cli(sb, ['worker', '--once', '--all-projects', '--json'])).stdout) as { project: string }[];
    expect(all.map((p) => p.project).sort()).toEqual(['other', 'project']);
  });

  it('waits while another worker holds the lease, then drains what is left, so a following recall sees it', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    // A lease held by a worker that then goes away (it expires in 1.5 s without being renewed).
    withProject(sb, (db) => {
      holdWorkerLease(db, Date.now() + 1_500);
      expect(count(db, 'pending_compressions')).toBeGreaterThan(0);
    });
    const r = await cli(sb, ['worker', '--once']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("Waiting for the worker that holds this project's lease");
    expect(r.stdout).toMatch(/summarized [1-9]\d* turns/);
    withProject(sb, (db) => expect(count(db, 'pending_compressions')).toBe(0));
  });
});
