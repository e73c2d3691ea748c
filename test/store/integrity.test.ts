// Integrity that tells the user (issue 23): a store whose interior pages are damaged is noticed by the processes that
// use it (a corruption error they log, the worker's periodic quick_check), reported in `status`, and moved aside at
// the next open as a truncated one is; a deleted or foreign write-ahead log is noticed and logged.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { formatStatus, projectStatus } from '../../src/cli/status.js';
import { fileErrorLog } from '../../src/log.js';
import { openDatabase } from '../../src/store/connection.js';
import { checkIntegrityIfDue, damageMark, walProblems } from '../../src/store/integrity.js';
import { cleanupTempDirs, seedDecision, seedSession, T0, tempDir } from '../helpers/seed.js';
import { cleanupSandboxes, errorLog, makeSandbox, openProject } from '../helpers/store.js';

afterAll(() => {
  cleanupTempDirs();
  cleanupSandboxes();
});

/** A store with enough rows to have interior pages, closed; returns its file. */
function storeWithRows(file: string): void {
  const db = openDatabase(Database, file);
  const s = seedSession(db);
  for (let i = 0; i < 400; i++) seedDecision(db, { decision: `Decision number ${i} about ${'padding '.repeat(20)}`, sessionId: s });
  db.close();
}

/** Overwrites the middle of an interior page of the file (its header stays intact, so it still opens). */
function damageInterior(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    const header = Buffer.alloc(100);
    fs.readSync(fd, header, 0, 100, 0);
    const pageSize = header.readUInt16BE(16);
    const pages = Math.floor(fs.fstatSync(fd).size / pageSize);
    for (let p = Math.floor(pages / 3); p < Math.floor(pages / 3) + 4; p++)
      fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, p * pageSize);
  } finally {
    fs.closeSync(fd);
  }
}

describe('a store with damaged interior pages', () => {
  it('is marked by the worker check, reported in status, and moved aside at the next open like a truncated store', () => {
    const sb = makeSandbox();
    const { db, app, project } = openProject(sb);
    seedSession(db);
    for (let i = 0; i < 400; i++) seedDecision(db, { decision: `Decision ${i} ${'padding '.repeat(20)}` });
    const file = db.name;
    db.close();
    damageInterior(file);

    const opened = app.openProjectStore(project);
    // The header is fine, so the open succeeds; the worker's check reads every page.
    const check = checkIntegrityIfDue(opened, file, Date.now());
    expect(check?.ok).toBe(false);
    expect(damageMark(file)?.reason).toMatch(/quick_check/);
    const status = formatStatus(projectStatus(app, project, opened));
    expect(status).toMatch(/integrity +DAMAGED since [\s\S]* moves it aside/);
    opened.close();

    const fresh = app.openProjectStore(project);
    try {
      expect((fresh.prepare('SELECT count(*) AS n FROM memory_items').get() as { n: number }).n).toBe(0);
      const aside = fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith(`${path.basename(file)}.corrupt-`));
      expect(aside.length).toBeGreaterThan(0);
      expect(damageMark(file)).toBeNull();
      expect(errorLog(sb).some((e) => e.scope === 'store:quarantine' && /quick_check/.test(e.message))).toBe(true);
    } finally {
      fresh.close();
    }
  });

  it('is marked by any process whose query meets the damage, when it logs the error', () => {
    const dir = tempDir();
    const file = path.join(dir, 'p1.db');
    storeWithRows(file);
    damageInterior(file);
    const log = fileErrorLog(path.join(dir, 'logs'), Date.now, (project) => path.join(dir, `${project}.db`));
    const db = new Database(file);
    try {
      db.prepare('SELECT count(*), max(length(text)) FROM memory_items').get();
      db.prepare(`SELECT * FROM memory_items WHERE text LIKE '%zzz%'`).all();
    } catch (err) {
      log.error('hook:Stop', err, 'p1');
    } finally {
      db.close();
    }
    expect(damageMark(file)?.reason).toMatch(/hook:Stop: .*malformed|corrupt/i);
  });
});

describe('the write-ahead log', () => {
  it('a log deleted while the store is in use is noticed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.db');
    const db = openDatabase(Database, file);
    db.pragma('wal_autocheckpoint = 0');
    seedDecision(db, { decision: 'Written to the log, not yet to the store' });
    expect(walProblems(file)).toEqual([]);
    fs.rmSync(`${file}-wal`);
    expect(walProblems(file).join('\n')).toMatch(/write-ahead log is gone .* lost/);
    db.close();
  });

  it('a log of another store is noticed, and logged by the process that opens the store, before SQLite applies it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.db');
    const other = path.join(dir, 'b.db');
    const a = openDatabase(Database, file);
    seedDecision(a, { decision: 'In the first store' });
    a.close();
    const b = new Database(other);
    b.pragma('page_size = 8192');
    b.pragma('journal_mode = WAL');
    b.pragma('wal_autocheckpoint = 0');
    b.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    fs.copyFileSync(`${other}-wal`, `${file}-wal`);
    b.close();
    expect(walProblems(file).join('\n')).toMatch(/of another store \(page size 8192/);
    const notices: string[] = [];
    openDatabase(Database, file, { onWalProblem: (m) => notices.push(m) }).close();
    expect(notices.join('\n')).toMatch(/a\.db: its write-ahead log is of another store/);
  });

  it("a live store's files are only looked at with stat (reading them beside SQLite would drop its locks)", () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.db');
    const db = openDatabase(Database, file);
    db.pragma('wal_autocheckpoint = 0');
    seedDecision(db, { decision: 'Kept in the log for now' });
    const opened: string[] = [];
    const original = fs.openSync;
    (fs as any).openSync = (p: fs.PathLike, ...rest: unknown[]) => {
      opened.push(String(p));
      return (original as any)(p, ...rest);
    };
    try {
      expect(walProblems(file)).toEqual([]);
    } finally {
      fs.openSync = original;
    }
    expect(opened).toEqual([]);
    db.close();
    void T0;
  });
});
