// Forward-only schema migrations: a new store gets every version once; an existing store is upgraded in place
// without losing data; a failed migration changes nothing; and processes opening a new store at the same moment
// never both migrate it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { currentSchemaVersion, openDatabase, runMigrations, type Db } from '../../src/store/connection.js';
import { GLOBAL_MIGRATIONS, MIGRATIONS, type Migration } from '../../src/store/migrations.js';
import { recordDecision } from '../../src/store/memory.js';
import { recordPrompt, touchSession } from '../../src/store/capture.js';
import { cleanupSandboxes, makeSandbox, REPO_ROOT, runCliProcess, sandboxApp, withProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const Sqlite = Database;
const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));
const versions = (db: Db) => (db.prepare('SELECT version FROM schema_versions ORDER BY version').all() as { version: number }[]).map((r) => r.version);
const tables = (db: Db) => (db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").all() as { name: string }[]).map((r) => r.name);
const columns = (db: Db, table: string) => (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);

function dbFile(): string {
  const sb = makeSandbox();
  return path.join(sb.root, 'store.db');
}

/** A realistic next migration: a new column on an existing table, backfilled. Counts how often it runs. */
function addTagsMigration(version = LATEST + 1) {
  const m = {
    runs: 0,
    version,
    description: 'decision tags',
    up(db: Db) {
      m.runs++;
      db.exec(`ALTER TABLE decisions ADD COLUMN tags TEXT NOT NULL DEFAULT ''`);
      db.exec(`UPDATE decisions SET tags = 'legacy'`);
    },
  };
  return m;
}

describe('a new store', () => {
  it('gets every migration, each recorded once, and the tables capture and search use', () => {
    const file = dbFile();
    const db = openDatabase(Sqlite, file);
    try {
      expect(versions(db)).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
      expect(currentSchemaVersion(db)).toBe(LATEST);
      for (const t of ['sessions', 'prompts', 'tool_events', 'tool_event_payloads', 'assistant_messages', 'pending_compressions', 'search_docs', 'search_fts', 'search_trigram', 'embeddings', 'transcript_cursors']) {
        expect(tables(db)).toContain(t);
      }
      const described = db.prepare('SELECT description, applied_at FROM schema_versions').all() as { description: string; applied_at: string }[];
      for (const r of described) {
        expect(r.description.length).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(r.applied_at))).toBe(false);
      }
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(runMigrations(db, MIGRATIONS)).toBe(0);
    } finally {
      db.close();
    }
    // Memories are private: the database is owner-only.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('the user-wide registry gets its own migrations', () => {
    const sb = makeSandbox();
    const db = sandboxApp(sb).openGlobalStore();
    try {
      expect(versions(db)).toEqual(GLOBAL_MIGRATIONS.map((m) => m.version));
      expect(tables(db)).toContain('projects');
    } finally {
      db.close();
    }
  });
});

describe('an existing store from an older version', () => {
  function olderStore() {
    const file = dbFile();
    const db = openDatabase(Sqlite, file, { migrations: MIGRATIONS.slice(0, 1) });
    touchSession(db, { sessionId: 's-old', project: '/p', cwd: '/p', at: 1_000 });
    recordPrompt(db, { sessionId: 's-old', text: 'make the parser incremental', at: 1_000, promptId: 'p1' });
    const decisionId = recordDecision(db, { decision: 'Use SQLite WAL mode', reason: 'concurrent hooks', source: 'manual', at: 1_000 });
    db.close();
    return { file, decisionId };
  }

  it('is upgraded in place: old rows survive and stay searchable, the new version is recorded once', () => {
    const { file, decisionId } = olderStore();
    const v2 = addTagsMigration();
    const db = openDatabase(Sqlite, file, { migrations: [...MIGRATIONS, v2] });
    try {
      expect(v2.runs).toBe(1);
      expect(versions(db)).toEqual([...MIGRATIONS.map((m) => m.version), v2.version]);
      expect(columns(db, 'decisions')).toContain('tags');
      expect(db.prepare('SELECT id, decision, reason, tags FROM decisions').all()).toEqual([
        { id: decisionId, decision: 'Use SQLite WAL mode', reason: 'concurrent hooks', tags: 'legacy' },
      ]);
      expect(db.prepare('SELECT session_id, prompt_number, text FROM prompts').all()).toEqual([{ session_id: 's-old', prompt_number: 1, text: 'make the parser incremental' }]);
      const hits = db.prepare("SELECT d.kind FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH 'parser OR WAL' ORDER BY d.kind").all();
      expect(hits).toEqual([{ kind: 'decision' }, { kind: 'prompt' }]);
      // The upgraded schema still indexes new rows.
      recordDecision(db, { decision: 'Tag decisions by area', reason: '', source: 'manual', at: 2_000 });
      expect(db.prepare("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH 'area'").get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
    // Opening it again runs nothing.
    const again = openDatabase(Sqlite, file, { migrations: [...MIGRATIONS, v2] });
    try {
      expect(v2.runs).toBe(1);
      expect(versions(again).filter((v) => v === v2.version)).toHaveLength(1);
    } finally {
      again.close();
    }
  });

  it('version 2 keeps every captured row and its search entry, renames facts_json, and never reuses a forgotten id', () => {
    const file = dbFile();
    const v1 = openDatabase(Sqlite, file, { migrations: MIGRATIONS.slice(0, 1) });
    touchSession(v1, { sessionId: 's1', project: '/p', cwd: '/p', at: 1_000 });
    recordPrompt(v1, { sessionId: 's1', text: 'first prompt about the tokenizer', at: 1_000, promptId: 'p1' });
    recordPrompt(v1, { sessionId: 's1', text: 'second prompt about the lexer', at: 2_000, promptId: 'p2' });
    const oldDecision = recordDecision(v1, { decision: 'Use npm', reason: '', source: 'manual', at: 1_000 });
    const newDecision = recordDecision(v1, { decision: 'Use pnpm', reason: 'faster installs', source: 'manual', at: 2_000 });
    v1.prepare("UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?").run(newDecision, oldDecision);
    v1.prepare("INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, facts_json, created_at) VALUES ('s1', 1, 'Tuned the tokenizer.', 'lexical', '{\"filesModified\":[\"src/tok.ts\"]}', 1000)").run();
    v1.close();
    const db = openDatabase(Sqlite, file);
    try {
      expect(columns(db, 'turn_summaries')).toContain('evidence_json');
      expect(columns(db, 'turn_summaries')).not.toContain('facts_json');
      expect(db.prepare('SELECT evidence_json AS e FROM turn_summaries').get()).toEqual({ e: '{"filesModified":["src/tok.ts"]}' });
      const search = (q: string) => db.prepare("SELECT d.kind, d.ref_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ? ORDER BY d.kind").all(q);
      expect(search('lexer')).toEqual([{ kind: 'prompt', ref_id: '2' }]);
      // Forget the newest prompt; the next one must get a new id, never 2 again.
      db.prepare('DELETE FROM prompts WHERE id = 2').run();
      expect(search('lexer')).toEqual([]);
      recordPrompt(db, { sessionId: 's1', text: 'third prompt about the parser', at: 3_000, promptId: 'p3' });
      expect(db.prepare("SELECT id FROM prompts WHERE prompt_id = 'p3'").get()).toEqual({ id: 3 });
      expect(search('parser')).toEqual([{ kind: 'prompt', ref_id: '3' }]);
      // Supersession links survive the rebuild, and a forgotten newest decision's id is not handed out again.
      expect(db.prepare('SELECT superseded_by FROM decisions WHERE id = ?').get(oldDecision)).toEqual({ superseded_by: newDecision });
      db.prepare('UPDATE decisions SET superseded_by = NULL WHERE superseded_by = ?').run(newDecision);
      db.prepare('DELETE FROM decisions WHERE id = ?').run(newDecision);
      expect(recordDecision(db, { decision: 'Use bun', reason: '', source: 'manual', at: 3_000 })).toBe(newDecision + 1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('migrations listed out of order are applied in version order', () => {
    const { file } = olderStore();
    const order: number[] = [];
    const step = (version: number, sql: string): Migration => ({ version, description: `step ${version}`, up: (db) => (order.push(version), db.exec(sql)) });
    const a = step(LATEST + 1, 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const b = step(LATEST + 2, 'CREATE TABLE decision_tags (decision_id INTEGER REFERENCES decisions(id), tag_id INTEGER REFERENCES tags(id))');
    const db = openDatabase(Sqlite, file, { migrations: [b, ...MIGRATIONS, a] });
    try {
      expect(order).toEqual([a.version, b.version]);
      expect(currentSchemaVersion(db)).toBe(b.version);
    } finally {
      db.close();
    }
  });

  it('a migration that fails changes nothing: the store stays at its old version, usable, and upgrades once fixed', () => {
    const { file } = olderStore();
    const broken: Migration = {
      version: LATEST + 1,
      description: 'half-written upgrade',
      up(db) {
        db.exec('CREATE TABLE half_done (x INTEGER)');
        db.exec('ALTER TABLE no_such_table ADD COLUMN y TEXT');
      },
    };
    expect(() => openDatabase(Sqlite, file, { migrations: [...MIGRATIONS, broken] })).toThrow(/no_such_table/);
    const db = openDatabase(Sqlite, file);
    try {
      expect(currentSchemaVersion(db)).toBe(LATEST);
      expect(tables(db)).not.toContain('half_done');
      expect(db.prepare('SELECT count(*) AS n FROM prompts').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
    const fixed = addTagsMigration();
    const upgraded = openDatabase(Sqlite, file, { migrations: [...MIGRATIONS, fixed] });
    try {
      expect(fixed.runs).toBe(1);
      expect(currentSchemaVersion(upgraded)).toBe(fixed.version);
    } finally {
      upgraded.close();
    }
  });
});

describe('processes opening a new store at the same moment', () => {
  /** A child that opens the store through src/store/connection.ts with a slow extra migration, logging each run. */
  async function buildOpener(dir: string): Promise<string> {
    const entry = path.join(dir, 'opener.ts');
    fs.writeFileSync(
      entry,
      `
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { openDatabase } from ${JSON.stringify(path.join(REPO_ROOT, 'src/store/connection.ts'))};
import { MIGRATIONS } from ${JSON.stringify(path.join(REPO_ROOT, 'src/store/migrations.ts'))};
const [file, log, startAt] = process.argv.slice(2);
const Sqlite = createRequire(${JSON.stringify(path.join(REPO_ROOT, 'package.json'))})('better-sqlite3');
const counted = MIGRATIONS.map((m) => ({ ...m, up(db) { fs.appendFileSync(log, 'v' + m.version + ' ' + process.pid + '\\n'); m.up(db); } }));
const slow = {
  version: ${LATEST + 1},
  description: 'slow backfill',
  up(db) {
    fs.appendFileSync(log, 'slow ' + process.pid + '\\n');
    const until = Date.now() + 300;
    while (Date.now() < until) {}
    db.exec('CREATE TABLE backfilled (x INTEGER)');
  },
};
while (Date.now() < Number(startAt)) {}
// A generous lock wait: on a loaded machine the others may wait seconds for the migrating one; what counts is who migrates.
const db = openDatabase(Sqlite, file, { migrations: [...counted, slow], busyTimeoutMs: 30000 });
process.stdout.write(JSON.stringify(db.prepare('SELECT version FROM schema_versions ORDER BY version').all().map((r) => r.version)));
db.close();
`,
    );
    const out = path.join(dir, 'opener.mjs');
    await build({ entryPoints: [entry], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', external: ['better-sqlite3'], logLevel: 'silent' });
    return out;
  }

  function run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d));
      child.stderr.on('data', (d: Buffer) => (stderr += d));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('four processes racing to open one new database migrate it exactly once', async () => {
    const sb = makeSandbox();
    const script = await buildOpener(sb.root);
    const file = path.join(sb.root, 'race.db');
    const log = path.join(sb.root, 'migrations.log');
    const startAt = String(Date.now() + 1_500);
    const results = await Promise.all(Array.from({ length: 4 }, () => run(script, [file, log, startAt])));
    const expected = [...MIGRATIONS.map((m) => m.version), LATEST + 1];
    for (const r of results) {
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(r.stdout)).toEqual(expected);
    }
    const runs = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => l.split(' ')[0]);
    expect(runs.sort()).toEqual([...MIGRATIONS.map((m) => `v${m.version}`), 'slow'].sort());
  }, 60_000);

  it('six CLI processes started at once on a fresh data dir all succeed against one store, migrated once', async () => {
    const sb = makeSandbox();
    const results = await Promise.all(Array.from({ length: 6 }, () => runCliProcess(sb, ['status', '--json'])));
    for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
    withProject(sb, (db, project) => {
      expect(versions(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(JSON.parse(results[0].stdout).project.key).toBe(project.key);
    });
    const global = sandboxApp(sb).openGlobalStore();
    try {
      expect(versions(global)).toEqual(GLOBAL_MIGRATIONS.map((m) => m.version));
      expect((global.prepare('SELECT count(*) AS n FROM projects').get() as { n: number }).n).toBe(1);
    } finally {
      global.close();
    }
  }, 60_000);
});
