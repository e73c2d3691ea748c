// The dashboard shows team items (marked with who shared them) and the team's sync state, never the password.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startDashboard, type Dashboard } from '../../src/dashboard/server.js';
import { createItem } from '../../src/store/knowledge.js';
import { connectTeam, recordSyncAttempt, shareItem } from '../../src/store/team.js';
import { cleanupSandboxes, makeSandbox, openProject, sandboxApp } from '../helpers/store.js';
import { T0 } from '../helpers/seed.js';

let dash: Dashboard | null = null;
afterEach(async () => {
  await dash?.close();
  cleanupSandboxes();
});

async function getJson(d: Dashboard, p: string): Promise<any> {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  const r = await fetch(`http://127.0.0.1:${d.port}${p}`, { headers: { cookie: `cm_dashboard_${d.port}=${d.token}` } });
  expect(r.status).toBe(200);
  return r.json();
}

it('health carries the team link and sync state; knowledge marks shared items', async () => {
  const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
  const { db } = openProject(sb);
  let shared: number;
  try {
    const noLink = createItem(
      db,
      { type: 'decision', text: 'Local only: profile with clinic.js', origin: 'explicit', source: 'manual', validFrom: T0 },
      { actor: 'cli', now: T0 },
    );
    connectTeam(
      db,
      { team: 'shop', server: 'postgres://alice@db.internal:5432/memory', role: 'alice', project: 'github.com/acme/shop' },
      T0,
    );
    shared = createItem(
      db,
      { type: 'decision', text: 'Orders live in PostgreSQL', origin: 'explicit', source: 'manual', validFrom: T0 },
      { actor: 'cli', now: T0 },
    ).id!;
    shareItem(db, shared, { actor: 'cli', now: T0 });
    recordSyncAttempt(db, {
      ok: false,
      error: 'cannot reach the team server postgres://alice@db.internal:5432/memory: connect ECONNREFUSED',
      now: T0,
      baseBackoffMs: 5_000,
      maxBackoffMs: 60_000,
    });
    void noLink;
  } finally {
    db.close();
  }
  fs.mkdirSync(path.join(sb.root, 'assets'));
  dash = await startDashboard(sandboxApp(sb), {
    port: 0,
    projectDir: sb.projectDir,
    assetsDir: path.join(sb.root, 'assets'),
    token: 'test-token-0123456789',
  });
  const health = await getJson(dash, '/api/health');
  expect(health.team).toMatchObject({
    team: 'shop',
    role: 'alice',
    server: 'postgres://alice@db.internal:5432/memory',
    shared: 1,
    sharedByMe: 1,
    outbox: 1,
    failures: 1,
  });
  expect(health.team.lastError).toMatch(/ECONNREFUSED/);
  const knowledge = await getJson(dash, '/api/knowledge');
  const rows = knowledge.sections.find((s: { type: string }) => s.type === 'decision').rows as {
    id: string;
    team: string | null;
    sharedBy: string | null;
  }[];
  expect(rows.find((r) => r.id === `decision:${shared}`)).toMatchObject({ team: 'shop', sharedBy: 'alice' });
  expect(rows.filter((r) => r.team === null)).toHaveLength(1);
});
