// The worker syncs in the background: a shared item reaches the team without `team sync`; a server that is down is
// retried with backoff, never ends the worker, and loses nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressionWorker } from '../../src/queue/worker.js';
import { getTeamLink, outboxSize } from '../../src/store/team.js';
import { addTeamMembers, migrateServer } from '../../src/store/pg/schema.js';
import { openTeamServer } from '../../src/team/connection.js';
import { backgroundTeamSync } from '../../src/team/sync.js';
import { cleanupTempDirs, countRows, memoryLog, testConfig } from '../helpers/seed.js';
import { addMember, type Member } from './members.js';
import { postgresBinDir, startPgServer, type PgServer } from './pg-server.js';

const hasPostgres = Boolean(postgresBinDir());
let server: PgServer;

async function until(what: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function backgroundWorker(m: Member, password: string) {
  const log = memoryLog();
  const worker = new CompressionWorker({
    db: m.db,
    config: testConfig(),
    log,
    now: Date.now,
    embedder: async () => null,
    afterDrain: () =>
      backgroundTeamSync(
        {
          db: m.db,
          now: Date.now,
          ctx: () => ({ actor: 'worker', now: Date.now() }),
          open: (s) => openTeamServer({ server: s, password, connectTimeoutMs: 1_000, statementTimeoutMs: 5_000 }),
        },
        (err) => log.error('team:sync', err),
      ),
  });
  return { worker, log };
}

describe.skipIf(!hasPostgres)('background team sync in the worker', () => {
  beforeAll(async () => {
    server = await startPgServer();
    for (const r of ['olga', 'pete']) await server.createRole(r, `${r}-pw`);
    const admin = await server.admin();
    await migrateServer(admin);
    await addTeamMembers(admin, 'bg', ['olga', 'pete']);
    await admin.end();
  }, 60_000);
  afterAll(() => {
    server?.destroy();
    cleanupTempDirs();
  });

  it('pushes what was shared without a manual sync, backs off while the server is down, and catches up after', async () => {
    const olga = await addMember(server, 'olga', { team: 'bg' });
    const pete = await addMember(server, 'pete', { team: 'bg' });
    const { worker, log } = backgroundWorker(olga, 'olga-pw');
    worker.start({ intervalMs: 50 });
    try {
      olga.remember('Background sync carries this to the team');
      await until(() => outboxSize(olga.db) === 0);
      await pete.sync();
      expect(countRows(pete.db, 'memory_items')).toBe(1);

      server.stop();
      olga.remember('Saved while the team server is down');
      await until(() => (getTeamLink(olga.db)?.failures ?? 0) >= 1);
      const link = getTeamLink(olga.db)!;
      expect(link.nextAttemptAt).toBeGreaterThan(Date.now());
      expect(link.lastError).toMatch(/cannot reach the team server/);
      expect(outboxSize(olga.db)).toBe(1);
      expect(log.entries.some((e) => e.scope === 'team:sync')).toBe(true);
      // The worker keeps draining: the store is still written and read while the server is away.
      olga.remember('And one more, local first');
      expect(outboxSize(olga.db)).toBe(2);
    } finally {
      server.start();
      await worker.stop();
    }
    await olga.sync();
    await pete.sync();
    expect(countRows(pete.db, 'memory_items')).toBe(3);
  }, 60_000);
});
