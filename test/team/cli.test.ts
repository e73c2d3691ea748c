// The team commands through the built bundle, as two users on two machines would run them: each machine its own data
// dir and its own clone of one repository (same git remote, different paths), each user their own PostgreSQL role.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanupSandboxes,
  fixturePayload,
  git,
  holdWorkerLease,
  listFiles,
  makeSandbox,
  runCliProcess,
  runHookProcess,
  withProject,
  type Sandbox,
} from '../helpers/store.js';
import { ensureBundle } from '../helpers/seed.js';
import { postgresBinDir, startPgServer, SUPERUSER, SUPERUSER_PASSWORD, type PgServer } from './pg-server.js';

const hasPostgres = Boolean(postgresBinDir());
let server: PgServer;

function machine(): Sandbox {
  const sb = makeSandbox({ git: true, config: { embedder: { provider: 'none', allowDownload: false } } });
  git(sb.projectDir, 'remote', 'add', 'origin', 'git@github.com:acme/shop.git');
  return sb;
}

describe.skipIf(!hasPostgres)('claude-memory team (CLI, real PostgreSQL)', () => {
  let alice: Sandbox;
  let bob: Sandbox;
  const alicePassword = 'al1ce-S3cret-pw';

  beforeAll(async () => {
    ensureBundle();
    server = await startPgServer();
    await server.createRole('alice', alicePassword);
    await server.createRole('bob', 'bob-pw');
    await server.createRole('eve', 'eve-pw');
    alice = machine();
    bob = machine();
  }, 120_000);
  afterAll(() => {
    server?.destroy();
    cleanupSandboxes();
  });

  it('team init creates the schema; running it twice at once is safe', async () => {
    const admin = server.url(SUPERUSER, SUPERUSER_PASSWORD);
    const [a, b] = await Promise.all([
      runCliProcess(alice, ['team', 'init', admin, '--team', 'shop', '--member', 'alice', '--member', 'bob']),
      runCliProcess(bob, ['team', 'init', admin, '--team', 'shop', '--member', 'alice']),
    ]);
    expect([a.code, b.code], a.stderr + b.stderr).toEqual([0, 0]);
    expect(a.stdout + b.stdout).toMatch(/version 2/);
    const again = await runCliProcess(alice, ['team', 'init', admin]);
    expect(again.stdout).toContain('already at version 2');
    // No pgvector on this server (Debian has no package for it here): said plainly, and recall stays full-text.
    expect(again.stdout).toContain('Vector search: off (optional: install pgvector on the server, then run team init again)');
  }, 60_000);

  it('connect keeps the password in a 0600 file and never prints it; a bad URL or a non-member is a clear error', async () => {
    const bad = await runCliProcess(alice, ['team', 'connect', 'http://nope', '--team', 'shop']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not a PostgreSQL URL/);
    const eve = await runCliProcess(alice, ['team', 'connect', server.url('eve', 'eve-pw'), '--team', 'shop']);
    expect(eve.code).toBe(2);
    expect(eve.stderr).toMatch(/eve is not a member of team shop/);

    const badBound = await runCliProcess(alice, [
      'team',
      'connect',
      server.url('alice', alicePassword),
      '--team',
      'shop',
      '--keep-recent',
      'lots',
    ]);
    expect(badBound.code).toBe(2);
    expect(badBound.stderr).toMatch(/--keep-recent must be a whole number/);

    const r = await runCliProcess(alice, [
      'team',
      'connect',
      server.url('alice', alicePassword),
      '--team',
      'shop',
      '--keep-recent',
      '300',
      '--keep-fetched',
      '40',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Connected project to team shop .* as alice \(project: github.com\/acme\/shop\)/);
    const status = await runCliProcess(alice, ['team', 'status']);
    expect(status.stdout).toContain('Team shop on postgres://alice@127.0.0.1');
    expect(status.stdout).toContain('Kept here: the newest 300 team items, and up to 40 fetched by recall (0 now)');
    const json = await runCliProcess(alice, ['team', 'status', '--json']);
    for (const out of [r.stdout, r.stderr, status.stdout, json.stdout]) expect(out).not.toContain(alicePassword);
    const files = listFiles(alice.dataDir);
    const holding = files.filter((f) => fs.readFileSync(f).includes(alicePassword));
    expect(holding.map((f) => path.relative(alice.dataDir, f))).toEqual([expect.stringMatching(/^team\/.+\.password$/)]);
    expect(fs.statSync(holding[0]).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('remember --team on one machine; sync and recall on the other, marked with who shared it', async () => {
    const saved = await runCliProcess(alice, [
      'remember',
      '--team',
      'Orders are stored in PostgreSQL 16, never in Redis',
      '--reason',
      'we need transactions',
    ]);
    expect(saved.code, saved.stderr).toBe(0);
    await runCliProcess(alice, ['remember', 'My local scratch note: try the flamegraph tool']);
    const pushed = await runCliProcess(alice, ['team', 'sync', '--json']);
    expect(JSON.parse(pushed.stdout)).toMatchObject({ pushed: 1 });

    // Bob logs in with PGPASSWORD (no password in his URL, none kept on his machine).
    const c = await runCliProcess(bob, ['team', 'connect', server.url('bob', '').replace(':@', '@'), '--team', 'shop'], {
      env: { PGPASSWORD: 'bob-pw' },
    });
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toContain('pulled 1');
    const hits = await runCliProcess(bob, ['recall', 'orders stored postgres']);
    expect(hits.stdout).toContain('Orders are stored in PostgreSQL 16');
    expect(hits.stdout).toContain('team shop, shared by alice');
    const none = await runCliProcess(bob, ['recall', 'flamegraph scratch']);
    expect(none.stdout).not.toContain('My local scratch note');

    // Sharing an existing item, and taking it back.
    const local = await runCliProcess(bob, ['remember', '--json', 'Prices are integers in cents, never floats']);
    const id = JSON.parse(local.stdout).id as string;
    expect((await runCliProcess(bob, ['share', id])).code).toBe(0);
    await runCliProcess(bob, ['team', 'sync'], { env: { PGPASSWORD: 'bob-pw' } });
    await runCliProcess(alice, ['team', 'sync']);
    expect((await runCliProcess(alice, ['recall', 'prices integers cents'])).stdout).toContain('shared by bob');
    expect((await runCliProcess(bob, ['unshare', id])).code).toBe(0);
    await runCliProcess(bob, ['team', 'sync'], { env: { PGPASSWORD: 'bob-pw' } });
    await runCliProcess(alice, ['team', 'sync']);
    expect((await runCliProcess(alice, ['recall', 'prices integers cents'])).stdout).not.toContain('Prices are integers');
    expect((await runCliProcess(bob, ['recall', 'prices integers cents'])).stdout).toContain('Prices are integers');
  }, 120_000);

  it('with the server down, hooks behave as before and nothing is lost; the next sync sends it', async () => {
    // Connected and up: a hook records as before (it never talks to the server).
    withProject(alice, (db) => holdWorkerLease(db));
    const up = await runHookProcess(alice, 'SessionStart', fixturePayload('SessionStart', alice));
    expect(up.code).toBe(0);
    server.stop();
    try {
      withProject(alice, (db) => holdWorkerLease(db));
      const start = await runHookProcess(alice, 'SessionStart', fixturePayload('SessionStart', alice));
      const prompt = await runHookProcess(alice, 'UserPromptSubmit', fixturePayload('UserPromptSubmit', alice));
      expect([start.code, prompt.code]).toEqual([0, 0]);
      expect(start.stderr + prompt.stderr).toBe('');
      expect(withProject(alice, (db) => (db.prepare('SELECT count(*) AS n FROM prompts').get() as { n: number }).n)).toBe(1);
      expect(withProject(alice, (db) => (db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n)).toBe(1);
      const saved = await runCliProcess(alice, ['remember', '--team', 'Refunds go through the payments service only']);
      expect(saved.code).toBe(0);
      const sync = await runCliProcess(alice, ['team', 'sync']);
      expect(sync.code).toBe(2);
      expect(sync.stderr).toMatch(/cannot reach the team server/);
      expect(sync.stderr).not.toContain(alicePassword);
      const status = await runCliProcess(alice, ['team', 'status', '--json']);
      expect(JSON.parse(status.stdout)).toMatchObject({ outbox: 1, failures: 1 });
    } finally {
      server.start();
    }
    expect((await runCliProcess(alice, ['team', 'sync', '--json'])).stdout).toMatch(/"pushed": 1/);
    await runCliProcess(bob, ['team', 'sync'], { env: { PGPASSWORD: 'bob-pw' } });
    expect((await runCliProcess(bob, ['recall', 'refunds payments service'])).stdout).toContain('shared by alice');
  }, 120_000);

  it('remember --team without a connected team is refused and saves nothing', async () => {
    const lone = machine();
    const r = await runCliProcess(lone, ['remember', '--team', 'This should not be saved half-way']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/No team is connected/);
    expect((await runCliProcess(lone, ['recall', 'saved half-way'])).stdout).not.toContain('This should not be saved');
  }, 60_000);

  it('team members --remove: the removed member reads nothing more and cannot write', async () => {
    const admin = server.url(SUPERUSER, SUPERUSER_PASSWORD);
    const rm = await runCliProcess(alice, ['team', 'members', admin, '--team', 'shop', '--remove', 'bob']);
    expect(rm.code, rm.stderr).toBe(0);
    expect(rm.stdout).toContain('Removed from shop: 1 of bob');
    await runCliProcess(alice, ['remember', '--team', 'Shipping labels are printed by the warehouse service']);
    await runCliProcess(alice, ['team', 'sync']);
    await runCliProcess(bob, ['remember', '--team', 'Bob writes after leaving']);
    const sync = await runCliProcess(bob, ['team', 'sync'], { env: { PGPASSWORD: 'bob-pw' } });
    expect(sync.code).toBe(2);
    expect(sync.stderr).toMatch(/row-level security/);
    expect((await runCliProcess(bob, ['recall', 'shipping labels warehouse'])).stdout).not.toContain('Shipping labels are printed');
    // The server search does not answer him either.
    expect(
      (await runCliProcess(bob, ['recall', '--scope', 'team', 'shipping labels warehouse'], { env: { PGPASSWORD: 'bob-pw' } })).stdout,
    ).not.toContain('Shipping labels');
  }, 60_000);

  it('disconnect removes the link and the password file', async () => {
    const r = await runCliProcess(alice, ['team', 'disconnect']);
    expect(r.stdout).toContain('no longer connected');
    expect(listFiles(alice.dataDir).filter((f) => fs.readFileSync(f).includes(alicePassword))).toEqual([]);
    expect((await runCliProcess(alice, ['team', 'status'])).stdout).toContain('not connected to a team');
  }, 60_000);
});
