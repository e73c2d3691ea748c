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
import { recordDecision } from '../../src/store/saved-items.js';
import { recordPrompt } from '../../src/store/capture.js';
import { cleanupSandboxes, makeSandbox, REPO_ROOT, runCliProcess, sandboxApp, withProject, forget } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const Sqlite = Database;
const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));
const versions = (db: Db) =>
  (db.prepare('SELECT version FROM schema_versions ORDER BY version').all() as { version: number }[]).map((r) => r.version);
const tables = (db: Db) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").all() as { name: string }[]).map((r) => r.name);
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
      db.exec(`ALTER TABLE memory_items ADD COLUMN tags TEXT NOT NULL DEFAULT ''`);
      db.exec(`UPDATE memory_items SET tags = 'legacy'`);
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
      for (const t of [
        'sessions',
        'prompts',
        'tool_events',
        'tool_event_payloads',
        'assistant_messages',
        'pending_compressions',
        'search_docs',
        'search_fts',
        'search_trigram',
        'embeddings',
        'transcript_cursors',
      ]) {
        expect(tables(db)).toContain(t);
      }
      const described = db.prepare('SELECT description, applied_at FROM schema_versions').all() as {
        description: string;
        applied_at: string;
      }[];
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
  /** A store as version 1 wrote it (plain SQL: today's store functions write today's schema). */
  function olderStore() {
    const file = dbFile();
    const db = openDatabase(Sqlite, file, { migrations: MIGRATIONS.slice(0, 1) });
    db.exec(`INSERT INTO sessions (id, project, cwd, started_at, started_at_iso, last_activity_at) VALUES ('s-old', '/p', '/p', 1000, '1970-01-01T00:00:01.000Z', 1000);
      INSERT INTO prompts (session_id, prompt_number, prompt_id, text, created_at, created_at_iso) VALUES ('s-old', 1, 'p1', 'make the parser incremental', 1000, '1970-01-01T00:00:01.000Z');`);
    const decisionId = Number(
      db
        .prepare(
          `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('Use SQLite WAL mode', 'concurrent hooks', 'manual', 1000, '1970-01-01T00:00:01.000Z')`,
        )
        .run().lastInsertRowid,
    );
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
      expect(columns(db, 'memory_items')).toContain('tags');
      expect(db.prepare('SELECT id, text AS decision, reason, tags FROM memory_items').all()).toEqual([
        { id: decisionId, decision: 'Use SQLite WAL mode', reason: 'concurrent hooks', tags: 'legacy' },
      ]);
      expect(db.prepare('SELECT session_id, prompt_number, text FROM prompts').all()).toEqual([
        { session_id: 's-old', prompt_number: 1, text: 'make the parser incremental' },
      ]);
      const hits = db
        .prepare(
          "SELECT d.kind FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH 'parser OR WAL' ORDER BY d.kind",
        )
        .all();
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
    v1.exec(`INSERT INTO sessions (id, project, cwd, started_at, started_at_iso, last_activity_at) VALUES ('s1', '/p', '/p', 1000, '1970-01-01T00:00:01.000Z', 1000);
      INSERT INTO prompts (session_id, prompt_number, prompt_id, text, created_at, created_at_iso) VALUES ('s1', 1, 'p1', 'first prompt about the tokenizer', 1000, '1970-01-01T00:00:01.000Z');
      INSERT INTO prompts (session_id, prompt_number, prompt_id, text, created_at, created_at_iso) VALUES ('s1', 2, 'p2', 'second prompt about the lexer', 2000, '1970-01-01T00:00:02.000Z');`);
    const oldDecision = Number(
      v1
        .prepare(
          `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('Use npm', '', 'manual', 1000, '1970-01-01T00:00:01.000Z')`,
        )
        .run().lastInsertRowid,
    );
    const newDecision = Number(
      v1
        .prepare(
          `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('Use pnpm', 'faster installs', 'manual', 2000, '1970-01-01T00:00:02.000Z')`,
        )
        .run().lastInsertRowid,
    );
    v1.prepare("UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?").run(newDecision, oldDecision);
    v1.prepare(
      "INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, facts_json, created_at) VALUES ('s1', 1, 'Tuned the tokenizer.', 'lexical', '{\"filesModified\":[\"src/tok.ts\"]}', 1000)",
    ).run();
    v1.close();
    const db = openDatabase(Sqlite, file);
    try {
      expect(columns(db, 'turn_summaries')).toContain('evidence_json');
      expect(columns(db, 'turn_summaries')).not.toContain('facts_json');
      expect(db.prepare('SELECT evidence_json AS e FROM turn_summaries').get()).toEqual({ e: '{"filesModified":["src/tok.ts"]}' });
      const search = (q: string) =>
        db
          .prepare(
            'SELECT d.kind, d.ref_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ? ORDER BY d.kind',
          )
          .all(q);
      expect(search('lexer')).toEqual([{ kind: 'prompt', ref_id: '2' }]);
      // Forget the newest prompt; the next one must get a new id, never 2 again.
      db.prepare('DELETE FROM prompts WHERE id = 2').run();
      expect(search('lexer')).toEqual([]);
      recordPrompt(db, { sessionId: 's1', text: 'third prompt about the parser', at: 3_000, promptId: 'p3' });
      expect(db.prepare("SELECT id FROM prompts WHERE prompt_id = 'p3'").get()).toEqual({ id: 3 });
      expect(search('parser')).toEqual([{ kind: 'prompt', ref_id: '3' }]);
      // Supersession links survive the rebuild, and a forgotten newest decision's id is not handed out again.
      // (Decisions are memory items since version 3, same ids.)
      expect(db.prepare('SELECT superseded_by FROM memory_items WHERE id = ?').get(oldDecision)).toEqual({ superseded_by: newDecision });
      expect(forget(db, { kind: 'decision', ref: String(newDecision) }).removed).toBe(1);
      expect(recordDecision(db, { decision: 'Use bun', reason: '', source: 'manual', at: 3_000 })).toBe(newDecision + 1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('migrations listed out of order are applied in version order', () => {
    const { file } = olderStore();
    const order: number[] = [];
    const step = (version: number, sql: string): Migration => ({
      version,
      description: `step ${version}`,
      up: (db) => (order.push(version), db.exec(sql)),
    });
    const a = step(LATEST + 1, 'CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const b = step(
      LATEST + 2,
      'CREATE TABLE decision_tags (decision_id INTEGER REFERENCES memory_items(id), tag_id INTEGER REFERENCES tags(id))',
    );
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
    // Built as scripts/build.mjs builds the bundle: better-sqlite3's JavaScript inside, a require() for CommonJS code.
    await build({
      entryPoints: [entry],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['bindings'],
      banner: {
        js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
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
    const runs = fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ')[0]);
    expect(runs.sort()).toEqual([...MIGRATIONS.map((m) => `v${m.version}`), 'slow'].sort());
  }, 60_000);

  it('six CLI processes started at once on a fresh data dir all succeed against one store, migrated once', async () => {
    const sb = makeSandbox();
    // Each `remember` creates the store if it is not there yet (read-only commands never would).
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => runCliProcess(sb, ['remember', `Concurrent rule ${i}`, '--json'])),
    );
    for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
    withProject(sb, (db) => {
      expect(versions(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(new Set(results.map((r) => JSON.parse(r.stdout).id)).size).toBe(6);
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

describe('migration numbers', () => {
  it('ascend without repeating, in the project and the global schema: a store applies them in that order, once each', () => {
    for (const list of [MIGRATIONS, GLOBAL_MIGRATIONS]) {
      const versions = list.map((m) => m.version);
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
      expect(versions[0]).toBe(1);
    }
  });
});
