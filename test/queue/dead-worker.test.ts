// `worker --once` after a worker was killed (issue 22): the dead worker's lease and its claim on a turn are taken
// over at once, since its process is gone; a claim of a worker that still runs is left to it, and the output says so.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, ensureBundle, makeProject, parseWorkerOutput, runBundle, seedSession, seedTurn } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

/** The id of a process that has exited: what a worker killed with SIGKILL leaves behind in the store. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('worker --once and a worker that is gone', () => {
  it('takes over the lease and the claimed turn of a killed worker right away, and summarizes it', async () => {
    ensureBundle();
    const p = makeProject();
    const db = p.open();
    const pid = deadPid();
    try {
      seedTurn(db, {
        sessionId: seedSession(db, { at: Date.now() - 600_000 }),
        at: Date.now() - 600_000,
        topic: 'the cache eviction policy',
      });
      const holder = `${pid}-deadbeef`;
      db.prepare('UPDATE pending_compressions SET claimed_by = ?, claimed_at = ?').run(holder, Date.now());
      db.prepare("INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES ('compression-worker', ?, ?, ?, ?)").run(
        holder,
        pid,
        Date.now(),
        Date.now() + 60_000,
      );
    } finally {
      db.close();
    }
    const started = Date.now();
    const r = await runBundle(['worker', '--once'], p, 30_000);
    expect(r.code).toBe(0);
    expect(parseWorkerOutput(r.stdout)).toMatchObject({ turns: 1, failures: 0 });
    expect(r.stderr).not.toContain('Waiting for the worker');
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('leaves a turn claimed by a worker that still runs to it, and says which process has it', async () => {
    ensureBundle();
    const p = makeProject();
    const db = p.open();
    try {
      seedTurn(db, { sessionId: seedSession(db, { at: Date.now() - 600_000 }), at: Date.now() - 600_000, topic: 'invoice rounding' });
      // This test process stands for the live worker that claimed it.
      db.prepare('UPDATE pending_compressions SET claimed_by = ?, claimed_at = ?').run(`${process.pid}-alive`, Date.now());
    } finally {
      db.close();
    }
    const r = await runBundle(['worker', '--once'], p, 30_000);
    expect(r.code).toBe(0);
    expect(parseWorkerOutput(r.stdout)).toMatchObject({ turns: 0 });
    expect(r.stdout).toContain(`1 item claimed by the worker in process ${process.pid}, which is still running: it finishes it.`);
  });
});
