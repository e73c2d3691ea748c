// Team memory against a real PostgreSQL server: members are separate SQLite stores with their own roles. Share,
// sync, recall on another member; forget propagation; row-level security; a server stopped mid-sync; concurrent
// edits becoming conflict records; text with SQL and FTS syntax stored verbatim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDigest } from '../../src/inject/digest.js';
import { buildPromptContext } from '../../src/inject/prompt.js';
import { recall } from '../../src/recall/search.js';
import { forgetMemory } from '../../src/store/forget.js';
import { getItem, setTrust, supersedeItem } from '../../src/store/knowledge.js';
import { conflicts } from '../../src/store/knowledge-read.js';
import { connectTeam, getTeamLink, outboxSize, teamCounts, unshareItem } from '../../src/store/team.js';
import { addTeamMembers, migrateServer, removeTeamMembers } from '../../src/store/pg/schema.js';
import { cleanupTempDirs, countRows } from '../helpers/seed.js';
import type { TeamServer } from '../../src/team/protocol.js';
import { addMember } from './members.js';
import { postgresBinDir, startPgServer, type PgServer } from './pg-server.js';

const hasPostgres = Boolean(postgresBinDir());
let server: PgServer;

async function setupTeam(team: string, roles: string[]): Promise<void> {
  const admin = await server.admin();
  try {
    await migrateServer(admin);
    for (const r of roles) await server.createRole(r, `${r}-pw`).catch(() => {});
    await addTeamMembers(admin, team, roles);
  } finally {
    await admin.end();
  }
}

async function serverRows(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const admin = await server.admin();
  try {
    return (await admin.query(sql, params)).rows;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!hasPostgres)('team memory on PostgreSQL', () => {
  beforeAll(async () => {
    server = await startPgServer();
  }, 60_000);
  afterAll(() => {
    server?.destroy();
    cleanupTempDirs();
  });

  it('two members: one shares, the other syncs and recalls it, marked with who shared it', async () => {
    await setupTeam('core', ['alice', 'bob']);
    const alice = await addMember(server, 'alice');
    const bob = await addMember(server, 'bob');
    alice.remember('Use pnpm workspaces for the monorepo, not npm');
    alice.remember('This one stays on my machine: the staging box is slow', { share: false });
    expect((await alice.sync())!.pushed).toBe(1);
    expect(outboxSize(alice.db)).toBe(0);
    await bob.sync();
    const hits = await bob.search('pnpm workspaces');
    expect(hits[0].text).toContain('Use pnpm workspaces');
    expect(hits[0].sharedBy).toBe('alice');
    expect(await bob.search('staging box slow')).toEqual([]);
    // The SessionStart digest and prompt-time injection show it too, marked with who shared it.
    expect(
      buildDigest(bob.db, { projectName: 'app', sessionId: 'current', source: 'startup', budgetTokens: 1_500, now: bob.now() }),
    ).toMatch(/shared by alice\] Use pnpm workspaces/);
    const injected = await buildPromptContext(
      bob.db,
      'should the monorepo use pnpm workspaces?',
      (q, n) => recall({ db: bob.db, now: bob.now(), weights: { fts: 1, vector: 0 } }, q, { limit: n, mode: 'fts' }),
      {
        sessionId: 'current',
        maxItems: 5,
        budgetTokens: 500,
        latencyBudgetMs: 10_000,
        now: bob.now,
      },
    );
    expect(injected).toMatch(/shared by alice/);
    // Syncing again changes nothing and duplicates nothing.
    await bob.sync();
    await alice.sync();
    expect(countRows(bob.db, 'memory_items')).toBe(1);
    expect(countRows(alice.db, 'memory_items')).toBe(2);
    expect(teamCounts(bob.db)).toMatchObject({ shared: 1, sharedByMe: 0, outbox: 0 });
  }, 60_000);

  it('ten members: everyone shares, everyone ends with the same team memory; one forget reaches all ten', async () => {
    const roles = Array.from({ length: 10 }, (_, i) => `m${i}`);
    await setupTeam('ten', roles);
    const members = [];
    for (const r of roles) members.push(await addMember(server, r, { team: 'ten' }));
    const ids = members.map((m, i) =>
      Array.from({ length: 20 }, (_, k) => m.remember(`Member ${i} decided rule ${k}: module${i}x${k} owns its own schema`)),
    );
    await Promise.all(members.map((m) => m.sync()));
    await Promise.all(members.map((m) => m.sync()));
    for (const m of members) expect(countRows(m.db, 'memory_items'), m.role).toBe(200);
    expect((await members[7].search('module3x5'))[0]).toMatchObject({ sharedBy: 'm3' });
    forgetMemory(members[3].db, { kind: 'decision', ref: String(ids[3][5]) }, { actor: 'cli', now: members[3].now(), journal: null });
    await members[3].sync();
    await Promise.all(members.map((m) => m.sync()));
    for (const m of members) {
      expect(countRows(m.db, 'memory_items'), m.role).toBe(199);
      expect(await m.search('module3x5'), m.role).toEqual([]);
    }
    const onServer = await serverRows(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE state = 'shared')::int AS shared FROM claude_memory.items WHERE team = 'ten'`,
    );
    expect(onServer).toEqual([{ n: 200, shared: 199 }]);
  }, 120_000);

  it('server search finds team items not pulled here: all words first, then any; any string is a valid query', async () => {
    await setupTeam('search', ['quinn']);
    const admin = await server.admin();
    await admin.query(
      `INSERT INTO claude_memory.items (uid, team, project, seq, last_op, type, text, trust, status, valid_from, shared_by, updated_by)
       SELECT 's-' || g, 'search', 'github.com/acme/app', nextval('claude_memory.change_seq'), 'x', 'decision',
         CASE WHEN g = 7 THEN 'Invoices are rounded half-even by the billing worker' WHEN g = 8 THEN 'The billing worker retries webhooks' ELSE 'Filler note number ' || g END,
         'verified', 'active', 0, 'rita', 'rita'
       FROM generate_series(1, 2000) g`,
    );
    await admin.query(`INSERT INTO claude_memory.items (uid, team, project, seq, last_op, type, text, trust, status, valid_from, shared_by, updated_by)
      VALUES ('s-other', 'search', 'github.com/acme/other', nextval('claude_memory.change_seq'), 'x', 'decision', 'Invoices of another project are rounded up', 'verified', 'active', 0, 'rita', 'rita'),
             ('s-old', 'search', 'github.com/acme/app', nextval('claude_memory.change_seq'), 'x', 'decision', 'Invoices were rounded down (replaced)', 'verified', 'superseded', 0, 'rita', 'rita')`);
    await admin.end();
    const { openTeamServer } = await import('../../src/team/connection.js');
    const api = await openTeamServer({ server: server.url('quinn', 'quinn-pw'), connectTimeoutMs: 2_000, statementTimeoutMs: 5_000 });
    try {
      const scope = { team: 'search', project: 'github.com/acme/app' };
      const hits = await api.search(scope, 'how are invoices rounded by billing', 5);
      expect(hits[0]).toMatchObject({ uid: 's-7', sharedBy: 'rita' });
      expect(hits.map((h) => h.uid)).toContain('s-8');
      expect(hits.map((h) => h.uid)).not.toContain('s-other');
      expect(hits.map((h) => h.uid)).not.toContain('s-old');
      for (const q of [`'); DROP TABLE claude_memory.items; --`, '!!! & | :* <-> ()', '', 'the of and', '"unterminated']) {
        await expect(api.search(scope, q, 5), q).resolves.toBeInstanceOf(Array);
      }
      expect((await serverRows('SELECT count(*)::int AS n FROM claude_memory.items'))[0].n).toBeGreaterThan(2000);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('text with SQL and full-text syntax is stored and returned verbatim', async () => {
    await setupTeam('quote', ['carol', 'dave']);
    const carol = await addMember(server, 'carol', { team: 'quote' });
    const dave = await addMember(server, 'dave', { team: 'quote' });
    const nasty = `Quote it: O'Reilly said "x & y | !z" :* (a:b) '); DROP TABLE claude_memory.items; -- \\ %_ and NEAR(foo bar)`;
    carol.remember(nasty);
    await carol.sync();
    await dave.sync();
    const row = dave.db.prepare('SELECT text FROM memory_items').get() as { text: string };
    expect(row.text).toBe(nasty);
    const onServer = await serverRows(`SELECT text FROM claude_memory.items WHERE team = 'quote'`);
    expect(onServer).toEqual([{ text: nasty }]);
    expect((await dave.search(`O'Reilly "x & y | !z" :*`))[0]?.text).toContain("O'Reilly");
    // A row written by a client that did not sanitize (or by hand) is sanitized when pulled: no secret lands here.
    const admin = await server.admin();
    await admin.query(
      `INSERT INTO claude_memory.items (uid, team, project, seq, last_op, type, text, trust, status, valid_from, shared_by, updated_by)
       VALUES ('raw-1', 'quote', 'github.com/acme/app', nextval('claude_memory.change_seq'), 'x', 'decision', $1, 'verified', 'active', 0, 'carol', 'carol')`,
      ['Deploy with key AKIAIOSFODNN7EXAMPLQ <private>and the vault pin 4411</private> from CI'],
    );
    await admin.end();
    await dave.sync();
    const pulled = (dave.db.prepare(`SELECT text FROM memory_items WHERE team_uid = 'raw-1'`).get() as { text: string }).text;
    expect(pulled).not.toContain('AKIAIOSFODNN7EXAMPLQ');
    expect(pulled).not.toContain('4411');
    expect(pulled).toContain('Deploy with key');
  }, 60_000);

  it('a forget on one member removes the content on the server and on every member at their next sync', async () => {
    await setupTeam('forget', ['erin', 'frank']);
    const erin = await addMember(server, 'erin', { team: 'forget' });
    const frank = await addMember(server, 'frank', { team: 'forget' });
    const id = erin.remember('The vendor API key rotation happens every Tuesday at the Lisbon office');
    await erin.sync();
    await frank.sync();
    const franksCopy = frank.db.prepare('SELECT id, type FROM memory_items').get() as { id: number; type: string };
    forgetMemory(erin.db, { kind: 'decision', ref: String(id) }, { actor: 'cli', now: erin.now(), journal: null });
    await erin.sync();
    const onServer = await serverRows(`SELECT state, text FROM claude_memory.items WHERE team = 'forget'`);
    expect(onServer).toEqual([{ state: 'forgotten', text: '' }]);
    await frank.sync();
    expect(getItem(frank.db, franksCopy.id)).toBeNull();
    expect(await frank.search('Lisbon office')).toEqual([]);
    expect(countRows(frank.db, 'tombstones')).toBeGreaterThan(0);
    // The tombstone holds: saving the same words again on frank's machine is refused.
    expect(() => frank.remember('The vendor API key rotation happens every Tuesday at the Lisbon office')).toThrow(/forgotten/);
  }, 60_000);

  it('a member removed from the team can no longer read it, at once', async () => {
    await setupTeam('rls', ['gina', 'hank']);
    const gina = await addMember(server, 'gina', { team: 'rls' });
    const hank = await addMember(server, 'hank', { team: 'rls' });
    gina.remember('Deploys go through the blue-green switch');
    await gina.sync();
    const admin = await server.admin();
    await removeTeamMembers(admin, 'rls', ['hank']);
    await admin.end();
    await hank.sync();
    expect(countRows(hank.db, 'memory_items')).toBe(0);
    // A direct query as hank sees no row of the team, and cannot write one.
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: server.url('hank', 'hank-pw') });
    await c.connect();
    try {
      expect((await c.query(`SELECT count(*)::int AS n FROM claude_memory.items`)).rows[0].n).toBe(0);
      await expect(
        c.query(
          `INSERT INTO claude_memory.items (uid, team, project, seq, last_op, type, text, trust, status, valid_from) VALUES ('x', 'rls', 'p', 1, 'o', 'decision', 't', 'verified', 'active', 0)`,
        ),
      ).rejects.toThrow(/row-level security/);
      // Nor does the server search answer it.
      expect(
        (
          await c.query(
            `SELECT count(*)::int AS n FROM claude_memory.search_items('rls', 'github.com/acme/app', 'blue-green deploys', 10, 5000, 0.01)`,
          )
        ).rows[0].n,
      ).toBe(0);
      // Another team's rows were never visible to it either.
      expect((await c.query(`SELECT count(*)::int AS n FROM claude_memory.items WHERE team = 'core'`)).rows[0].n).toBe(0);
    } finally {
      await c.end();
    }
    // Hank's own push is refused too, and waits in his outbox (nothing lost).
    hank.remember('Hank keeps this even though he left');
    await expect(hank.sync()).rejects.toThrow(/row-level security/);
    expect(outboxSize(hank.db)).toBe(1);
    expect(getTeamLink(hank.db)!.lastError).toMatch(/row-level security/);
  }, 60_000);

  it('concurrent edits of one item become a conflict record on both members, never last-writer-wins', async () => {
    await setupTeam('race', ['ivy', 'jack']);
    const ivy = await addMember(server, 'ivy', { team: 'race' });
    const jack = await addMember(server, 'jack', { team: 'race' });
    const original = 'Cache invalidation runs on every write to the orders table';
    const replacement = 'Cache invalidation runs nightly from a queue';
    const id = ivy.remember(original);
    await ivy.sync();
    await jack.sync();
    const jackId = (jack.db.prepare('SELECT id FROM memory_items').get() as { id: number }).id;
    // Both change it before either syncs: ivy rejects it, jack replaces it.
    setTrust(ivy.db, id, 'rejected', { actor: 'cli', now: ivy.now(), reason: 'wrong' });
    supersedeItem(
      jack.db,
      jackId,
      { input: { type: 'decision', text: replacement, origin: 'explicit', source: 'manual', validFrom: jack.now() } },
      { actor: 'cli', now: jack.now() },
    );
    await ivy.sync();
    expect((await jack.sync())!.conflicts).toBe(1);
    await ivy.sync();
    for (const m of [ivy, jack]) {
      const open = conflicts(m.db, { status: 'open' });
      expect(open.length, m.role).toBe(1);
      const sides = [open[0].a?.text, open[0].b?.text].sort();
      expect(sides, m.role).toEqual([original, replacement].sort());
    }
    // Ivy's change (first in) stands on the server and on jack's copy; jack's replacement is kept, as the other side.
    const onServer = await serverRows(`SELECT text, trust FROM claude_memory.items WHERE team = 'race' ORDER BY seq`);
    expect(onServer.map((r) => r.trust).sort()).toEqual(['rejected', 'verified']);
    expect(getItem(jack.db, jackId)!.trust).toBe('rejected');

    // The other order: ivy replaces an item while jack rejects it: jack's rejection is kept as a copy in conflict.
    const second = ivy.remember('Feature branches are squashed on merge');
    await ivy.sync();
    await jack.sync();
    const jackSecond = (jack.db.prepare(`SELECT id FROM memory_items WHERE text LIKE 'Feature branches%'`).get() as { id: number }).id;
    supersedeItem(
      ivy.db,
      second,
      {
        input: {
          type: 'decision',
          text: 'Feature branches are rebased, never squashed',
          origin: 'explicit',
          source: 'manual',
          validFrom: ivy.now(),
        },
      },
      { actor: 'cli', now: ivy.now() },
    );
    setTrust(jack.db, jackSecond, 'rejected', { actor: 'cli', now: jack.now(), reason: 'we merge commits' });
    await ivy.sync();
    expect((await jack.sync())!.conflicts).toBe(1);
    await ivy.sync();
    for (const m of [ivy, jack]) expect(conflicts(m.db, { status: 'open' }).length, m.role).toBe(2);
    expect(getItem(jack.db, jackSecond)!.status).toBe('superseded');
  }, 60_000);

  it('the server stopped mid-sync and restarted: nothing lost, nothing duplicated', async () => {
    await setupTeam('crash', ['kate', 'liam']);
    const kate = await addMember(server, 'kate', { team: 'crash' });
    const liam = await addMember(server, 'liam', { team: 'crash' });
    for (let i = 0; i < 700; i++) kate.remember(`Crash test decision number ${i} about module m${i}`);
    // The server goes down right after committing the first batch, before kate hears back: the worst moment.
    let pushes = 0;
    const stopAfterFirstPush = (s: TeamServer): TeamServer => ({
      pull: (...a) => s.pull(...a),
      search: (...a) => s.search(...a),
      close: () => s.close(),
      async push(scope, changes) {
        const r = await s.push(scope, changes);
        if (++pushes === 1) {
          server.stop();
          throw new Error('connection lost');
        }
        return r;
      },
    });
    await expect(kate.sync(stopAfterFirstPush)).rejects.toThrow(/connection lost/);
    expect(outboxSize(kate.db)).toBe(700);
    // Down server: a sync fails fast and the outbox keeps everything, new writes included.
    kate.remember('Written while the server was down');
    await expect(kate.sync()).rejects.toThrow(/cannot reach the team server/);
    expect(outboxSize(kate.db)).toBe(701);
    expect(getTeamLink(kate.db)!.failures).toBe(2);
    server.start();
    await kate.sync();
    expect(outboxSize(kate.db)).toBe(0);
    await liam.sync();
    expect(countRows(liam.db, 'memory_items')).toBe(701);
    const onServer = await serverRows(
      `SELECT count(*)::int AS n, count(DISTINCT text)::int AS d, max(rev)::int AS rev FROM claude_memory.items WHERE team = 'crash'`,
    );
    expect(onServer).toEqual([{ n: 701, d: 701, rev: 1 }]);
  }, 120_000);

  it('an item shared with one team never goes to another team the project is connected to later', async () => {
    await setupTeam('first', ['sam']);
    await setupTeam('second', ['sam']);
    const sam = await addMember(server, 'sam', { team: 'first' });
    sam.remember('Meant for the first team only');
    connectTeam(sam.db, { team: 'second', server: getTeamLink(sam.db)!.server, role: 'sam', project: 'github.com/acme/app' }, sam.now());
    expect(outboxSize(sam.db)).toBe(0);
    await sam.sync();
    expect(await serverRows(`SELECT team FROM claude_memory.items WHERE text = 'Meant for the first team only'`)).toEqual([]);
    connectTeam(sam.db, { team: 'first', server: getTeamLink(sam.db)!.server, role: 'sam', project: 'github.com/acme/app' }, sam.now());
    await sam.sync();
    expect(await serverRows(`SELECT team FROM claude_memory.items WHERE text = 'Meant for the first team only'`)).toEqual([
      { team: 'first' },
    ]);
  }, 60_000);

  it('unshare takes an item back: the others lose their copy, the sharer keeps it', async () => {
    await setupTeam('back', ['mia', 'ned']);
    const mia = await addMember(server, 'mia', { team: 'back' });
    const ned = await addMember(server, 'ned', { team: 'back' });
    const id = mia.remember('Feature flags live in LaunchDarkly');
    await mia.sync();
    await ned.sync();
    expect(countRows(ned.db, 'memory_items')).toBe(1);
    unshareItem(mia.db, id, { actor: 'cli', now: mia.now() });
    await mia.sync();
    await ned.sync();
    expect(countRows(ned.db, 'memory_items')).toBe(0);
    expect(getItem(mia.db, id)!.text).toBe('Feature flags live in LaunchDarkly');
  }, 60_000);
});
