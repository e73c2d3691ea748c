// A team memory larger than what a member keeps: a pull keeps the items held here up to date and only the newest
// `keepRecent` new ones; recall asks the server's search for the rest and keeps what it returns (least recently used
// dropped beyond `keepFetched`); a forget still reaches those copies. Real PostgreSQL, real SQLite files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDigest } from '../../src/inject/digest.js';
import { forgetMemory } from '../../src/store/forget.js';
import { getItem, setTrust } from '../../src/store/knowledge.js';
import { getTeamLink, teamCounts } from '../../src/store/team.js';
import { addTeamMembers, migrateServer } from '../../src/store/pg/schema.js';
import type { TeamServer } from '../../src/team/protocol.js';
import { TeamServerRecall } from '../../src/team/recall.js';
import { cleanupTempDirs, countRows, tempDir } from '../helpers/seed.js';
import { addMember, type Member } from './members.js';
import { postgresBinDir, startPgServer, type PgServer } from './pg-server.js';

const hasPostgres = Boolean(postgresBinDir());
let server: PgServer;

const teamRecallFor = (m: Member, password: string) =>
  new TeamServerRecall({
    db: m.db,
    access: { dataDir: tempDir('cm-team-access-'), projectKey: 'p', envPassword: password },
    now: m.now,
    actor: 'mcp',
  });

const texts = (m: Member) => m.db.prepare('SELECT text FROM memory_items ORDER BY id').pluck().all() as string[];

describe.skipIf(!hasPostgres)('a member keeps a bounded part of the team memory', () => {
  beforeAll(async () => {
    server = await startPgServer();
    for (const r of ['alice', 'bob']) await server.createRole(r, `${r}-pw`);
    const admin = await server.admin();
    await migrateServer(admin);
    await addTeamMembers(admin, 'big', ['alice', 'bob']);
    await admin.end();
  }, 60_000);
  afterAll(() => {
    server?.destroy();
    cleanupTempDirs();
  });

  it('a pull keeps the newest items only; recall finds an old one on the server and keeps it; a forget removes the kept copy', async () => {
    const alice = await addMember(server, 'alice', { team: 'big' });
    const bob = await addMember(server, 'bob', { team: 'big', keepRecent: 50, keepFetched: 2 });
    const oldId = alice.remember('The payments service signs outgoing webhooks with HMAC-SHA256 and a rotating secret');
    const oldOnes = [
      'Invoices are archived to cold storage after seven years',
      'The nightly export job writes Parquet files partitioned by tenant',
      'Feature flags live in LaunchDarkly, never in env files',
    ].map((t) => alice.remember(t));
    for (let i = 0; i < 120; i++) alice.remember(`Routine note number ${i} about module area${i}`);
    await alice.sync();
    expect(countRows(alice.db, 'memory_items')).toBe(124);

    await bob.sync();
    // Only the newest 50 came: what the hooks' injection and digest read without the network.
    expect(countRows(bob.db, 'memory_items')).toBe(50);
    expect(texts(bob)).toContain('Routine note number 119 about module area119');
    expect(texts(bob)).not.toContain('Routine note number 69 about module area69');
    expect(await bob.search('HMAC webhooks')).toEqual([]);
    expect(
      buildDigest(bob.db, { projectName: 'app', sessionId: 'current', source: 'startup', budgetTokens: 1_500, now: bob.now() }),
    ).toMatch(/shared by alice\] Routine note number 119/);
    expect(getTeamLink(bob.db)!.cursor).toBeGreaterThan(0);

    // Recall asks the server for the rest and keeps what it returns: now it is found here, marked as the team's.
    const recall = teamRecallFor(bob, 'bob-pw');
    const fetched = await recall.fetch('which algorithm signs the webhooks', 5);
    expect(fetched).toMatchObject({ status: 'ok' });
    expect(fetched.status === 'ok' && fetched.added.length).toBe(1);
    const hits = await bob.search('HMAC webhooks');
    expect(hits[0]).toMatchObject({ sharedBy: 'alice' });
    expect(hits[0].text).toContain('HMAC-SHA256');
    expect(teamCounts(bob.db).fetched).toBe(1);
    // Recall keeps its connection; one the server dropped (a restart, an idle timeout) is replaced, not a failure.
    const admin = await server.admin();
    const dropped = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'bob'`);
    await admin.end();
    expect(dropped.rowCount).toBe(1);
    expect(await recall.fetch('which algorithm signs the webhooks', 5)).toEqual({ status: 'ok', added: [] });
    // A sync keeps it (it was used) and pulls nothing new.
    await bob.sync();
    expect(countRows(bob.db, 'memory_items')).toBe(51);

    // Its edits still reach bob (he holds it), though it is far from the newest.
    setTrust(alice.db, oldId, 'rejected', { actor: 'cli', now: alice.now() });
    await alice.sync();
    await bob.sync();
    const bobsCopy = bob.db.prepare("SELECT id, trust FROM memory_items WHERE text LIKE '%HMAC-SHA256%'").get() as {
      id: number;
      trust: string;
    };
    expect(bobsCopy.trust).toBe('rejected');

    // A forget on alice's machine removes bob's kept copy at his next sync, content and all.
    forgetMemory(alice.db, { kind: 'decision', ref: String(oldId) }, { actor: 'cli', now: alice.now(), journal: null });
    await alice.sync();
    await bob.sync();
    expect(getItem(bob.db, bobsCopy.id)).toBeNull();
    expect(bob.db.prepare("SELECT count(*) FROM memory_items WHERE text LIKE '%HMAC%'").pluck().get()).toBe(0);
    expect(await bob.search('HMAC webhooks')).toEqual([]);
    // And recall does not bring it back: the server has only its tombstone.
    const again = await recall.fetch('which algorithm signs the webhooks', 5);
    expect(again.status === 'ok' && again.added).toEqual([]);

    // Fetched copies are bounded too: of three fetched, the least recently used goes.
    for (const q of ['invoices archived cold storage', 'nightly export Parquet tenant', 'feature flags LaunchDarkly']) {
      const r = await recall.fetch(q, 1);
      expect(r.status === 'ok' && r.added.length, q).toBe(1);
    }
    expect(teamCounts(bob.db).fetched).toBe(2);
    expect(await bob.search('Invoices archived cold storage')).toEqual([]);
    expect((await bob.search('LaunchDarkly'))[0].text).toContain('Feature flags live in LaunchDarkly');
    expect(countRows(bob.db, 'memory_items')).toBe(52);
    // Dropping a copy is audited, never queued as a forget: the server keeps all three.
    expect(bob.db.prepare("SELECT count(*) FROM audit_log WHERE action = 'evict'").pluck().get()).toBeGreaterThan(0);
    expect(countRows(bob.db, 'team_outbox')).toBe(0);
    for (const id of oldOnes) expect(getItem(alice.db, id)).not.toBeNull();

    // New items shared later push the oldest recent copies out; bob's count stays bounded.
    for (let i = 0; i < 30; i++) alice.remember(`Later note number ${i} about service s${i}`);
    await alice.sync();
    await bob.sync();
    expect(countRows(bob.db, 'memory_items')).toBe(52);
    recall.close();
    expect(texts(bob)).toContain('Later note number 29 about service s29');
    expect(texts(bob)).not.toContain('Routine note number 80 about module area80');
  }, 120_000);

  it("a member's own shared items and items with unpushed changes are never dropped", async () => {
    const admin = await server.admin();
    await addTeamMembers(admin, 'own', ['alice', 'bob']);
    await admin.end();
    const alice = await addMember(server, 'alice', { team: 'own', keepRecent: 2, keepFetched: 1 });
    const bob = await addMember(server, 'bob', { team: 'own', keepRecent: 2, keepFetched: 1 });
    for (let i = 0; i < 5; i++) alice.remember(`Alice's own decision ${i} about queue q${i}`);
    await alice.sync();
    expect(countRows(alice.db, 'memory_items')).toBe(5);
    await bob.sync();
    expect(countRows(bob.db, 'memory_items')).toBe(2);
    // Bob changes one of his copies; the push fails after the pull: the copy stays, though it is not among the newest.
    const [first] = bob.db.prepare('SELECT id FROM memory_items ORDER BY team_seq LIMIT 1').pluck().all() as number[];
    const uid = bob.db.prepare('SELECT team_uid FROM memory_items WHERE id = ?').pluck().get(first) as string;
    setTrust(bob.db, first, 'rejected', { actor: 'cli', now: bob.now() });
    for (let i = 5; i < 8; i++) alice.remember(`Alice's own decision ${i} about queue q${i}`);
    await alice.sync();
    const failingPush = (s: TeamServer): TeamServer => ({
      pull: (...a) => s.pull(...a),
      search: (...a) => s.search(...a),
      close: () => s.close(),
      push: async () => {
        throw new Error('connection lost');
      },
    });
    await expect(bob.sync(failingPush)).rejects.toThrow(/connection lost/);
    expect(getItem(bob.db, first)?.trust).toBe('rejected');
    expect(countRows(bob.db, 'team_outbox')).toBe(1);
    // Once pushed, the change is on the server, and the copy may go like any other.
    await bob.sync();
    expect(countRows(bob.db, 'team_outbox')).toBe(0);
    await alice.sync();
    expect(alice.db.prepare('SELECT trust FROM memory_items WHERE team_uid = ?').pluck().get(uid)).toBe('rejected');
    expect(countRows(bob.db, 'memory_items')).toBe(2);
    // Alice's own items all stay on her machine, beyond her bounds.
    expect(countRows(alice.db, 'memory_items')).toBe(8);
  }, 60_000);
});
