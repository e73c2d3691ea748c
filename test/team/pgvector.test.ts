// Vector search on the team server, optional. Debian here has no postgresql-15-pgvector package, so the real server
// tests exercise the path without the extension (team init says vector search is off; recall is full-text). The
// path with pgvector runs against PGlite: PostgreSQL 17 compiled to WebAssembly with the pgvector extension, in
// process (a single superuser session: row-level security is the real server tests' business, not this file's).
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMembers, migrateServer } from '../../src/store/pg/schema.js';
import { PgTeamServer } from '../../src/store/pg/team-server.js';
import Database from 'better-sqlite3';
import path from 'node:path';
import { openDatabase } from '../../src/store/connection.js';
import { createItem } from '../../src/store/knowledge.js';
import { docsMissingEmbedding, saveEmbeddings } from '../../src/store/search.js';
import { connectTeam, outboxSize, shareItem } from '../../src/store/team.js';
import type { OutgoingChange, SharedItem } from '../../src/team/protocol.js';
import { SqliteTeamReplica, syncTeam } from '../../src/team/sync.js';
import { cleanupTempDirs, tempDir } from '../helpers/seed.js';

/** PGlite behind the part of node-postgres' client that the server code uses. */
function pgliteClient(db: PGlite): pg.ClientBase {
  const query = async (text: string, params?: unknown[]) => {
    if (!params) {
      const results = await db.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.rows.length || last?.affectedRows || 0 };
    }
    const r = await db.query(text, params);
    return { rows: r.rows, rowCount: r.rows.length || r.affectedRows || 0 };
  };
  return { query } as unknown as pg.ClientBase;
}

const item = (text: string, embedding: SharedItem['embedding']): SharedItem => ({
  type: 'decision',
  text,
  reason: '',
  subjectKey: '',
  trust: 'verified',
  status: 'active',
  supersededBy: null,
  validFrom: 1,
  validTo: null,
  retractedAt: null,
  value: null,
  replaces: null,
  contrast: null,
  polarity: 'positive',
  receipts: [],
  conflictsWith: [],
  embedding,
});
let n = 0;
const upsert = (uid: string, text: string, embedding: SharedItem['embedding']): OutgoingChange => ({
  uid,
  op: 'upsert',
  baseRev: null,
  opId: `op-${++n}`,
  version: 1,
  item: item(text, embedding),
});

describe('team server vector search with pgvector (PGlite)', () => {
  let db: PGlite;
  let server: PgTeamServer;
  const db_ = async (sql: string, params: unknown[]) => (await db.query<Record<string, unknown>>(sql, params)).rows;
  const scope = { team: 'vec', project: 'github.com/acme/app' };

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { vector } });
    const client = pgliteClient(db);
    const migrated = await migrateServer(client);
    expect(migrated.vectors).toMatchObject({ state: 'on' });
    // Running it again keeps everything (the vector table is checked, not re-created).
    expect((await migrateServer(client)).vectors).toMatchObject({ state: 'on' });
    await addTeamMembers(client, 'vec', ['postgres']);
    server = new PgTeamServer(client);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('stores item vectors with their encoder id; hybrid search finds by meaning, ignores other encoders; a forget removes the vector', async () => {
    expect(await server.vectors()).toBe(true);
    const outcomes = await server.push(scope, [
      upsert('u-retry', 'Webhook deliveries back off exponentially', { model: 'enc-a', vector: [1, 0, 0] }),
      upsert('u-money', 'Amounts are integers in cents', { model: 'enc-a', vector: [0, 1, 0] }),
      upsert('u-other', 'Cache keys carry the tenant id', { model: 'enc-b', vector: [0.9, 0.1, 0, 0, 0] }),
      upsert('u-none', 'Logs are kept for thirty days', null),
    ]);
    expect(outcomes.map((o) => o.result)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect((await db.query(`SELECT uid, model FROM claude_memory.item_vectors ORDER BY uid`)).rows).toEqual([
      { uid: 'u-money', model: 'enc-a' },
      { uid: 'u-other', model: 'enc-b' },
      { uid: 'u-retry', model: 'enc-a' },
    ]);

    // No word in common with any item: full-text finds nothing; the vector of the same encoder finds the nearest.
    expect(await server.search(scope, 'resend failed callbacks later', 3)).toEqual([]);
    const hybrid = await server.search(scope, 'resend failed callbacks later', 3, { model: 'enc-a', vector: [0.95, 0.05, 0] });
    expect(hybrid.map((h) => h.uid)).toEqual(['u-retry', 'u-money']);
    expect(hybrid[0].change.item?.text).toBe('Webhook deliveries back off exponentially');
    // An encoder the server has no vectors of: full-text only, no error (vectors of other encoders are never compared).
    expect(await server.search(scope, 'resend failed callbacks later', 3, { model: 'enc-c', vector: [1, 0] })).toEqual([]);
    // Words and meaning together: both rankings count.
    const both = await server.search(scope, 'integers cents', 3, { model: 'enc-a', vector: [1, 0, 0] });
    expect(both.map((h) => h.uid).sort()).toEqual(['u-money', 'u-retry']);

    // A vector made after the share comes with an unchanged item: stored, the item's revision unchanged.
    const later = await server.push(scope, [
      { ...upsert('u-none', 'Logs are kept for thirty days', { model: 'enc-a', vector: [0, 0, 1] }), baseRev: 1 },
    ]);
    expect(later).toEqual([{ uid: 'u-none', result: 'applied', rev: 1 }]);
    expect((await db.query(`SELECT count(*)::int AS n FROM claude_memory.item_vectors WHERE uid = 'u-none'`)).rows).toEqual([{ n: 1 }]);

    // A forget takes the vector too: nothing of a forgotten item stays on the server.
    await server.push(scope, [{ uid: 'u-retry', op: 'forget', baseRev: 1, opId: 'op-forget', version: 1, item: null }]);
    expect((await db.query(`SELECT count(*)::int AS n FROM claude_memory.item_vectors WHERE uid = 'u-retry'`)).rows).toEqual([{ n: 0 }]);
    const after = await server.search(scope, 'resend failed callbacks later', 3, { model: 'enc-a', vector: [0.95, 0.05, 0] });
    expect(after.map((h) => h.uid)).not.toContain('u-retry');
  }, 60_000);

  it("a member's vector reaches the server when the worker makes it after the share; the item's revision stays", async () => {
    const db = openDatabase(Database, path.join(tempDir('cm-team-vec-'), 'project.db'));
    const ctx = () => ({ actor: 'cli' as const, now: Date.now() });
    try {
      connectTeam(
        db,
        { team: 'vec', server: 'postgres://postgres@127.0.0.1/memory', role: 'postgres', project: scope.project },
        Date.now(),
      );
      const created = createItem(
        db,
        {
          type: 'decision',
          text: 'Feature flags are removed two releases after launch',
          origin: 'explicit',
          source: 'manual',
          validFrom: Date.now(),
        },
        ctx(),
      );
      if (created.outcome === 'blocked') throw new Error(created.why);
      const { teamUid } = shareItem(db, created.id, ctx());
      const replica = new SqliteTeamReplica(db, ctx);
      expect((await syncTeam(replica, server, scope)).pushed).toBe(1);
      const vectorsOf = async () =>
        (await db_(`SELECT model FROM claude_memory.item_vectors WHERE uid = $1`, [teamUid])).map((r) => r.model);
      expect(await vectorsOf()).toEqual([]);
      // The worker embeds it later: that queues it again, and the push carries the vector with its encoder id.
      const doc = docsMissingEmbedding(db, 100).find((d) => d.text.includes('Feature flags are removed'))!;
      saveEmbeddings(db, 'enc-a', [{ docId: doc.docId, vector: new Float32Array([0, 0.6, 0.8]) }]);
      expect(outboxSize(db)).toBe(1);
      await syncTeam(replica, server, scope);
      expect(outboxSize(db)).toBe(0);
      expect(await vectorsOf()).toEqual(['enc-a']);
      expect(await db_(`SELECT rev FROM claude_memory.items WHERE uid = $1`, [teamUid])).toEqual([{ rev: 1 }]);
      const hits = await server.search(scope, 'when do toggles go away', 3, { model: 'enc-a', vector: [0, 0.6, 0.8] });
      expect(hits[0]?.uid).toBe(teamUid);
    } finally {
      db.close();
      cleanupTempDirs();
    }
  }, 60_000);
});
