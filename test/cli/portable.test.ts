// Carrying memory to another machine: export on one data dir, import into another where the project lives at
// another path (recognised by its git remote), recall finds the same items, supersession and rejection travel,
// forgotten stays forgotten (both ways), and importing twice changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeRemote } from '../../src/portable/document.js';
import { cleanupSandboxes, git, makeSandbox, runCliProcess as cli, withProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const ids = (out: string) => JSON.parse(out).id as string;

describe('export and import-memory', () => {
  it('round-trips items between machines, by git remote, idempotently; tombstones travel', async () => {
    const a = makeSandbox({ git: true });
    git(a.projectDir, 'remote', 'add', 'origin', 'git@github.com:acme/widgets.git');
    const b = makeSandbox();
    const clone = path.join(b.root, 'src', 'widgets-clone');
    fs.mkdirSync(clone, { recursive: true });
    git(clone, 'init', '-q');
    git(clone, 'remote', 'add', 'origin', 'https://github.com/acme/widgets.git');

    const pnpm = ids((await cli(a, ['remember', 'Use pnpm, not npm', '--reason', 'faster installs', '--json'])).stdout);
    const old = ids((await cli(a, ['remember', 'Deploy on Fridays', '--json'])).stdout);
    await cli(a, ['supersede', old, 'Deploy on Tuesdays only']);
    const gone = ids((await cli(a, ['remember', 'The blorptastic cache is the bottleneck', '--json'])).stdout);
    await cli(a, ['forget', gone]);

    const file = path.join(a.root, 'memory-export.json');
    const exp = await cli(a, ['export', '-o', file, '--json']);
    expect(exp.code).toBe(0);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(fs.readFileSync(file, 'utf8')).not.toContain('blorptastic');

    const imported = await cli(b, ['import-memory', file, '--json'], { cwd: clone });
    expect(imported.code).toBe(0);
    const [report] = JSON.parse(imported.stdout);
    expect(report).toMatchObject({ into: clone, superseded: 1 });
    expect(report.created).toBeGreaterThanOrEqual(3);

    const recall = async (q: string) =>
      JSON.parse((await cli(b, ['recall', q, '--json', '--fts'], { cwd: clone })).stdout).hits as { snippet: string; id: string }[];
    expect((await recall('pnpm npm'))[0].snippet).toContain('Use pnpm, not npm');
    const deploy = await recall('deploy');
    expect(deploy[0].snippet).toContain('Tuesdays');
    expect(deploy.some((h) => h.snippet.includes('Fridays') && !deploy.some((d) => d.snippet.includes('Tuesdays')))).toBe(false);
    expect(await recall('blorptastic')).toEqual([]);

    // Again: nothing new.
    const again = JSON.parse((await cli(b, ['import-memory', file, '--json'], { cwd: clone })).stdout)[0];
    expect(again).toMatchObject({ created: 0, superseded: 0 });

    // Forget on machine A after the first import: the next import forgets it on B too.
    await cli(a, ['forget', pnpm]);
    await cli(a, ['export', '-o', file]);
    const third = JSON.parse((await cli(b, ['import-memory', file, '--json'], { cwd: clone })).stdout)[0];
    expect(third.forgottenFromExport).toBe(1);
    expect(await recall('pnpm npm')).toEqual([]);
    withProject(
      b,
      (db) => expect((db.prepare("SELECT count(*) AS n FROM memory_items WHERE text LIKE '%pnpm%'").get() as { n: number }).n).toBe(0),
      clone,
    );
  });

  it('an unrecognised project asks for --project; a file that is not an export is a clear error (exit 2)', async () => {
    const a = makeSandbox();
    await cli(a, ['remember', 'Use pnpm, not npm']);
    const file = path.join(a.root, 'x.json');
    await cli(a, ['export', '-o', file]);
    const b = makeSandbox();
    const elsewhere = path.join(b.root, 'different-name');
    fs.mkdirSync(elsewhere);
    const r = await cli(b, ['import-memory', file], { cwd: elsewhere });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('pass --project <dir>');
    expect((await cli(b, ['import-memory', file, '--project', elsewhere])).code).toBe(0);
    fs.writeFileSync(path.join(b.root, 'bad.json'), '{"format":"something-else"}');
    const bad = await cli(b, ['import-memory', path.join(b.root, 'bad.json')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a claude-memory export');
  });

  it('normalizes https and ssh spellings of one remote to the same key', () => {
    expect(normalizeRemote('git@github.com:Acme/Widgets.git')).toBe(normalizeRemote('https://github.com/acme/widgets'));
    expect(normalizeRemote('ssh://git@host:2222/a/b.git')).toBe('host:2222/a/b');
  });
});

describe('export --with-payloads and --global', () => {
  it('carries raw turns only when asked, sessions become searchable on the other machine, and the global memory travels', async () => {
    const { seedPrompt, seedRollup, seedSession, seedSummary, seedToolEvent } = await import('../helpers/seed.js');
    const a = makeSandbox({ git: true });
    git(a.projectDir, 'remote', 'add', 'origin', 'git@github.com:acme/gadgets.git');
    const b = makeSandbox();
    const clone = path.join(b.root, 'gadgets');
    fs.mkdirSync(clone, { recursive: true });
    git(clone, 'init', '-q');
    git(clone, 'remote', 'add', 'origin', 'https://github.com/acme/gadgets.git');

    await cli(a, ['remember', 'Keep the gadget firmware under 64 KB']);
    const session = withProject(a, (db) => {
      const s = seedSession(db, { project: a.projectDir });
      seedPrompt(db, { sessionId: s, text: 'why does the flash step fail on the quuxboard?' });
      seedToolEvent(db, {
        sessionId: s,
        promptNumber: 1,
        toolName: 'Bash',
        summary: 'ran make flash',
        inputJson: JSON.stringify({ command: 'make flash' }),
        outputText: 'error: quuxboard bootloader locked at 0x0800',
      });
      seedSummary(db, { sessionId: s, promptNumber: 1, summary: 'The flash step fails because the quuxboard bootloader is locked.' });
      seedRollup(db, s, 'Found that the quuxboard bootloader lock breaks flashing.');
      return s;
    });
    await cli(a, ['remember', '--global', '--type', 'preference', 'Explain hardware errors with the register address']);

    const plain = path.join(a.root, 'plain.json');
    expect((await cli(a, ['export', '-o', plain, '--with-sessions'])).code).toBe(0);
    expect(fs.readFileSync(plain, 'utf8')).toContain('bootloader is locked');
    expect(fs.readFileSync(plain, 'utf8')).not.toContain('0x0800'); // the raw tool output stays home
    expect(fs.readFileSync(plain, 'utf8')).not.toContain('register address'); // no global without --global

    const full = path.join(a.root, 'full.json');
    expect((await cli(a, ['export', '-o', full, '--with-payloads', '--global'])).code).toBe(0);
    expect(fs.readFileSync(full, 'utf8')).toContain('0x0800');

    const imported = await cli(b, ['import-memory', full, '--json'], { cwd: clone });
    expect(imported.code).toBe(0);
    const reports = JSON.parse(imported.stdout) as { from: string; sessions: number; created: number }[];
    expect(reports.find((r) => r.from !== '(global)')).toMatchObject({ sessions: 1 });
    expect(reports.find((r) => r.from === '(global)')).toMatchObject({ created: 1 });

    const recall = async (q: string) =>
      JSON.parse((await cli(b, ['recall', q, '--json', '--fts'], { cwd: clone })).stdout).hits as {
        snippet: string;
        id: string;
        session_id: string;
      }[];
    const hits = await recall('quuxboard bootloader flash');
    expect(hits[0].session_id).toBe(session);
    expect((await recall('hardware errors register address'))[0].id).toMatch(/^global:preference:\d+$/);
    // The raw event is there to drill into.
    const timeline = await cli(b, ['timeline', session], { cwd: clone });
    expect(timeline.stdout).toContain('ran make flash');
    const toolId = /\[tool:(\d+)\] ran make flash/.exec(timeline.stdout)![1];
    expect((await cli(b, ['event', toolId], { cwd: clone })).stdout).toContain('error: quuxboard bootloader locked at 0x0800');

    // Again: nothing new.
    const again = JSON.parse((await cli(b, ['import-memory', full, '--json'], { cwd: clone })).stdout) as {
      sessions: number;
      created: number;
    }[];
    expect(again.every((r) => r.sessions === 0 && r.created === 0)).toBe(true);
  });
});
