// Crash recovery: a real `worker --once` process is SIGKILLed mid-batch; the next run takes over the dead worker's
// claim and its lease at once (its process is gone: neither has to expire), and every turn ends up summarized once.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseHolder } from '../../src/store/queue.js';
import {
  BUNDLE,
  cleanupTempDirs,
  countRows,
  ensureBundle,
  makeProject,
  parseWorkerOutput,
  runBundle,
  seedSession,
  seedTurn,
} from '../helpers/seed.js';

const TURNS = 300;
// Far longer than the test: only seeing that the dead worker's process is gone can explain a prompt takeover.
const LEASE_MS = 600_000;
const STALE_CLAIM_MS = 600_000;

beforeAll(() => {
  ensureBundle();
});
afterAll(() => cleanupTempDirs());

describe('worker crash recovery', () => {
  it('summarizes every turn exactly once after the worker is SIGKILLed mid-batch', async () => {
    const p = makeProject({ worker: { leaseMs: LEASE_MS, staleClaimMs: STALE_CLAIM_MS } });
    const db = p.open();
    try {
      const start = Date.now() - 10 * 60_000;
      const sessions = Array.from({ length: 6 }, () => seedSession(db, { at: start }));
      db.transaction(() => {
        for (let i = 0; i < TURNS; i++)
          seedTurn(db, { sessionId: sessions[i % sessions.length], at: start + i, topic: `component ${i}`, tools: 6 });
      })();
      expect(countRows(db, 'pending_compressions')).toBe(TURNS);
      // Every summary write, overwrites included (the unique key would hide a second write of one turn).
      db.exec(`CREATE TABLE summary_writes (session_id TEXT, prompt_number INTEGER);
        CREATE TRIGGER count_insert AFTER INSERT ON turn_summaries BEGIN INSERT INTO summary_writes VALUES (NEW.session_id, NEW.prompt_number); END;
        CREATE TRIGGER count_update AFTER UPDATE ON turn_summaries BEGIN INSERT INTO summary_writes VALUES (NEW.session_id, NEW.prompt_number); END;`);

      // 1. Start a worker and kill it as soon as it has committed some summaries.
      const child = spawn(process.execPath, [BUNDLE, 'worker', '--once'], { cwd: p.dir, env: p.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let childOut = '';
      child.stdout.on('data', (d: Buffer) => (childOut += d.toString()));
      child.stderr.on('data', (d: Buffer) => (childOut += d.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.on('close', (code, signal) => resolve({ code, signal })),
      );
      const deadline = Date.now() + 30_000;
      while (countRows(db, 'turn_summaries') < 5) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`worker produced no summaries in time: ${childOut}`);
        await sleep(5);
      }
      child.kill('SIGKILL');
      expect((await exited).signal).toBe('SIGKILL');

      const doneBeforeCrash = countRows(db, 'turn_summaries');
      const claimedAtCrash = countRows(db, 'pending_compressions', 'claimed_by IS NOT NULL');
      console.info(`[measure] killed after ${doneBeforeCrash} summaries with ${claimedAtCrash} claim(s) left behind`);
      expect(doneBeforeCrash).toBeGreaterThan(0);
      expect(doneBeforeCrash).toBeLessThan(TURNS); // really mid-batch
      expect(countRows(db, 'pending_compressions')).toBe(TURNS - doneBeforeCrash);
      expect(claimedAtCrash).toBeLessThanOrEqual(1);
      // The dead worker's lease has not expired yet.
      expect(leaseHolder(db, Date.now())).not.toBeNull();

      // 2. Right away, a new `worker --once` sees that the lease's holder is gone: it takes over the dead one's lease
      //    and its claim at once (issue 22: it waited for both to expire, and left the claimed turn behind), and
      //    finishes every turn left, before either would have expired.
      const first = await runBundle(['worker', '--once'], p);
      expect(first.code).toBe(0);
      expect(first.stderr).not.toMatch(/Waiting for the worker that holds this project's lease/);
      const firstStats = parseWorkerOutput(first.stdout);
      expect(firstStats).toMatchObject({ failures: 0, parked: 0, turns: TURNS - doneBeforeCrash });

      // 3. The next run finds nothing left.
      const second = await runBundle(['worker', '--once'], p);
      expect(second.code).toBe(0);
      expect(parseWorkerOutput(second.stdout)).toMatchObject({ turns: 0, failures: 0, parked: 0 });

      expect(countRows(db, 'turn_summaries')).toBe(TURNS);
      expect(countRows(db, 'summary_writes')).toBe(TURNS);
      expect(
        (db.prepare('SELECT count(*) AS n FROM (SELECT DISTINCT session_id, prompt_number FROM summary_writes)').get() as { n: number }).n,
      ).toBe(TURNS);
      expect(countRows(db, 'pending_compressions')).toBe(0);
      expect(leaseHolder(db, Date.now())).toBeNull();
      // Every prompt has exactly one summary.
      expect(
        countRows(
          db,
          'prompts p',
          'NOT EXISTS (SELECT 1 FROM turn_summaries s WHERE s.session_id = p.session_id AND s.prompt_number = p.prompt_number)',
        ),
      ).toBe(0);
      const check = db.pragma('integrity_check', { simple: true });
      expect(check).toBe('ok');
    } finally {
      db.close();
    }
  }, 120_000);
});
