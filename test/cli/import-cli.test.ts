// `claude-memory import` as a user runs it (issue 22): on a terminal (a pseudo-terminal through `script`), stopped
// with Ctrl-C and run again, it says what it read, what was new and what was already there, and where it stopped.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE, CLI_FIXTURES, cleanupSandboxes, installTranscript, makeSandbox, runCliProcess, type Sandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const projectsDir = (sb: Sandbox) => path.join(sb.home, '.claude', 'projects', sb.projectDir.replace(/[^a-zA-Z0-9]/g, '-'));

/** `count` sessions of the recorded transcript, each with ids of its own (so none dedupes against another). */
function manySessions(sb: Sandbox, count: number): string[] {
  const template = fs.readFileSync(path.join(CLI_FIXTURES, 'transcript.jsonl'), 'utf8').split('/home/dev/project').join(sb.projectDir);
  const dir = projectsDir(sb);
  fs.mkdirSync(dir, { recursive: true });
  const files = [];
  for (let i = 0; i < count; i++) {
    const prefix = i.toString(16).padStart(8, '0');
    const text = template
      .replace(/[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g, `${prefix}$1`)
      .replace(/toolu_[A-Za-z0-9]+/g, (m) => `${m}x${i}`);
    const file = path.join(dir, `${prefix}-0a7e-4571-a128-6bb94996d056.jsonl`);
    fs.writeFileSync(file, text);
    files.push(file);
  }
  return files;
}

const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('claude-memory import', () => {
  it.skipIf(!hasScript)('on a terminal draws its progress bar and imports (a pseudo-terminal through `script`)', () => {
    const sb = makeSandbox();
    installTranscript('transcript.jsonl', sb, path.join(projectsDir(sb), 'd3a548b8-0a7e-4571-a128-6bb94996d056.jsonl'));
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(BUNDLE)} import`;
    let output = '';
    let code = 0;
    try {
      output = execFileSync('script', ['-qec', command, '/dev/null'], {
        cwd: sb.projectDir,
        env: sb.env,
        encoding: 'utf8',
        timeout: 60_000,
      });
    } catch (e) {
      const err = e as { status: number; stdout: string };
      code = err.status;
      output = err.stdout;
    }
    expect(output).not.toContain('Cannot read properties');
    expect(code).toBe(0);
    expect(output).toContain('Imported 1 transcript, all new,');
  });

  it('a rerun says how many transcripts were new and how many were already in memory', async () => {
    const sb = makeSandbox();
    const files = manySessions(sb, 4);
    const first = await runCliProcess(sb, ['import', '--quiet', files[0], files[1]]);
    expect(first.stdout).toMatch(/^Imported 2 transcripts, all new, \(/);
    const second = await runCliProcess(sb, ['import', '--quiet']);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^Imported 2 new of 4 transcripts read \(the other 2 were already in memory\) \(/);
    const third = await runCliProcess(sb, ['import', '--quiet']);
    expect(third.stdout).toMatch(/^Nothing new in 4 transcripts \([\d.]+ MB\): all of them were already in memory/);
    expect(third.stdout).not.toContain('worker --once');
  });

  it('Ctrl-C stops it between two transcripts, says where and that a rerun resumes; the rerun imports only the rest', async () => {
    const sb = makeSandbox();
    const total = 400;
    manySessions(sb, total);
    const child = spawn(process.execPath, [BUNDLE, 'import', '--quiet'], { cwd: sb.projectDir, env: sb.env });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    // Once the project's store exists, the import is under way.
    const store = path.join(sb.dataDir, 'projects');
    for (let waited = 0; !(fs.existsSync(store) && fs.readdirSync(store).some((f) => f.endsWith('.db-wal'))); waited += 10) {
      if (waited > 30_000) throw new Error('the import never started');
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const stopped =
      /Stopped at (\S+) \((\d+) of 400 transcripts read in full\): everything read is stored; run the same command again to resume from there\./.exec(
        stdout,
      );
    expect(stopped, stdout).not.toBeNull();
    const readBefore = Number(stopped![2]);
    expect(readBefore).toBeLessThan(total);
    const rerun = await runCliProcess(sb, ['import', '--quiet']);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain(
      `Imported ${total - readBefore} new of ${total} transcripts read (the other ${readBefore} were already in memory)`,
    );
    const status = JSON.parse((await runCliProcess(sb, ['status', '--json'])).stdout);
    expect(status.counts.sessions).toBe(total);
  }, 120_000);
});
