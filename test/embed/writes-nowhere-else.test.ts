// A local memory writes nowhere but its data dir (and its runtime dir) and sends nothing: onnxruntime, which runs the
// sentence encoder, keeps a device id and telemetry events under ~/.cache and a debug log in the temp dir unless it
// is told not to before it starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_FIXTURES, runBundle } from '../helpers/store.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

describe('the sentence encoder', () => {
  it('embeds with a throw-away HOME and TMPDIR and leaves no file outside the data dir', async () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-nowhere-')));
    dirs.push(root);
    const [home, tmp, project] = ['home', 'tmp', 'project'].map((d) => path.join(root, d));
    for (const d of [home, tmp, project]) fs.mkdirSync(d);
    const dataDir = path.join(home, '.claude-memory');
    const transcript = path.join(root, 'session.jsonl');
    fs.writeFileSync(
      transcript,
      fs.readFileSync(path.join(CLI_FIXTURES, 'transcript.jsonl'), 'utf8').split('/home/dev/project').join(project),
    );
    // Only what a Claude Code session gives a process; the data dir is the default one under HOME.
    const env = { PATH: process.env.PATH, HOME: home, TMPDIR: tmp, CLAUDE_MEMORY_OFFLINE: '1' };
    expect((await runBundle(['import', transcript, '--quiet'], { env, cwd: project })).code).toBe(0);
    const drain = await runBundle(['worker', '--once'], { env, cwd: project });
    expect(drain.code).toBe(0);
    expect(drain.stdout).toMatch(/embedded [1-9]\d* memories/); // the encoder really ran
    expect(filesUnder(home).filter((f) => !path.join(home, f).startsWith(`${dataDir}${path.sep}`))).toEqual([]);
    expect(filesUnder(tmp)).toEqual([]);
  }, 120_000);
});
