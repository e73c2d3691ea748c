// A corrupt or truncated project database (issue 12, reliability suite): detected when opened, moved aside with a
// clear message, a fresh store started, and nothing of the spool journal lost.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendToSpool } from '../../src/capture/spool.js';
import { projectDbPath, spoolPath } from '../../src/paths.js';
import {
  cleanupSandboxes,
  count,
  errorLog,
  fixturePayload,
  hookDeps,
  makeSandbox,
  openProject,
  sandboxApp,
  withProject,
  type Sandbox,
  runHook,
  spooled,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

function spoolPrompts(sb: Sandbox, n: number) {
  const app = sandboxApp(sb);
  const project = app.project(sb.projectDir);
  const dir = spoolPath(app.paths, project.key);
  const now = Date.now();
  for (let i = 0; i < n; i++)
    appendToSpool(
      dir,
      spooled(
        'UserPromptSubmit',
        { ...fixturePayload('UserPromptSubmit', sb), prompt_id: `spooled-${i}`, prompt: `spooled prompt ${i}` },
        now + i,
      ),
      now + i,
    );
  return projectDbPath(app.paths, project);
}

const quarantined = (file: string) => fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith(`${path.basename(file)}.corrupt-`));

describe('a corrupt project database', () => {
  const damage: [string, (file: string) => void][] = [
    ['overwritten with garbage', (file) => fs.writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a))],
    [
      'with a damaged header',
      (file) => {
        const fd = fs.openSync(file, 'r+');
        fs.writeSync(fd, Buffer.from('not a sqlite header at all'), 0, 26, 0);
        fs.closeSync(fd);
      },
    ],
    ['truncated to half', (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2 / 4096) * 4096)],
  ];
  for (const [name, hurt] of damage) {
    it(`${name}: is quarantined with a clear message, a fresh store takes over, and the spool replays into it`, async () => {
      const sb = makeSandbox();
      // A store with some history, checkpointed into the main file.
      withProject(sb, (db) => {
        db.exec('CREATE TABLE history (text TEXT)');
        for (let i = 0; i < 200; i++) db.prepare('INSERT INTO history (text) VALUES (?)').run(`old memory ${i} ${'x'.repeat(200)}`);
        db.pragma('wal_checkpoint(TRUNCATE)');
      });
      const file = spoolPrompts(sb, 3);
      hurt(file);
      const r = await runHook(
        'UserPromptSubmit',
        JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'live', prompt: 'after the damage' }),
        hookDeps(sb),
      );
      expect(r.outcome).toBe('recorded');
      expect(quarantined(file)).toHaveLength(1);
      const logged = errorLog(sb)
        .map((e) => e.message)
        .join('\n');
      expect(logged).toMatch(/corrupt.*moved to .*\.corrupt-/i);
      withProject(sb, (db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect((db.prepare('SELECT text FROM prompts ORDER BY prompt_number').all() as { text: string }[]).map((p) => p.text)).toEqual([
          'spooled prompt 0',
          'spooled prompt 1',
          'spooled prompt 2',
          'after the damage',
        ]);
        // A fresh store: nothing of the damaged one.
        expect(count(db, 'sqlite_master', "name = 'history'")).toBe(0);
      });
      // Later opens use the fresh store and quarantine nothing more.
      openProject(sb).db.close();
      expect(quarantined(file)).toHaveLength(1);
    });
  }

  it('a healthy store that is merely locked is never quarantined', async () => {
    const sb = makeSandbox();
    const { db, dbPath } = openProject(sb);
    try {
      db.exec('BEGIN EXCLUSIVE');
      const r = await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), hookDeps(sb));
      expect(r.outcome).toBe('spooled');
      expect(quarantined(dbPath)).toEqual([]);
    } finally {
      db.exec('ROLLBACK');
      db.close();
    }
  });
});

describe('a live store in the middle of a checkpoint', () => {
  it('is not taken for a truncated one: its header may already count pages the file does not hold yet', async () => {
    const sb = makeSandbox();
    withProject(sb, (db) => {
      db.exec('CREATE TABLE history (text TEXT)');
      db.pragma('wal_checkpoint(TRUNCATE)');
    });
    const { db, dbPath } = openProject(sb);
    try {
      // Another session's writes, still in the write-ahead log.
      for (let i = 0; i < 200; i++) db.prepare('INSERT INTO history (text) VALUES (?)').run(`live memory ${i} ${'x'.repeat(200)}`);
      expect(fs.statSync(`${dbPath}-wal`).size).toBeGreaterThan(0);
      // What a process opening the store sees while a checkpoint has written page 1 but not yet the pages after it.
      const fd = fs.openSync(dbPath, 'r+');
      const header = Buffer.alloc(100);
      fs.readSync(fd, header, 0, 100, 0);
      const grown = Buffer.from(header);
      grown.writeUInt32BE(header.readUInt32BE(28) + 50, 28);
      fs.writeSync(fd, grown, 0, 100, 0);
      try {
        const r = await runHook(
          'UserPromptSubmit',
          JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'during', prompt: 'during the checkpoint' }),
          hookDeps(sb),
        );
        expect(r.outcome).toBe('recorded');
        expect(quarantined(dbPath)).toEqual([]);
      } finally {
        fs.writeSync(fd, header, 0, 100, 0);
        fs.closeSync(fd);
      }
    } finally {
      db.close();
    }
    withProject(sb, (d) => {
      expect(d.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(count(d, 'history')).toBe(200);
      expect(count(d, 'prompts', "prompt_id = 'during'")).toBe(1);
    });
  });
});
