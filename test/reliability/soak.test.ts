// A soak: 24 simulated hours of sessions compressed in time, with the compression worker, retention and forget
// running, against one project. Reports RSS, store growth, and leaks (file descriptors, child processes, spool files).
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { replayProjectSpool } from '../../src/capture/replay.js';
import { spoolPath } from '../../src/paths.js';
import { CompressionWorker } from '../../src/queue/worker.js';
import { parseMemoryId } from '../../src/store/kinds.js';
import { cleanupSandboxes, fixturePayload, hookDeps, listFiles, makeSandbox, openProject, runHook, forget } from '../helpers/store.js';
import { childProcesses, openFds, report } from './report.js';

afterAll(cleanupSandboxes);

const HOURS = 24;
const SESSIONS_PER_HOUR = 3;
const TURNS = 4;
const TOOLS = 3;

describe('soak', () => {
  it(`${HOURS} simulated hours: nothing lost, nothing leaks, growth stays proportional`, async () => {
    const sb = makeSandbox({
      config: {
        embedder: { provider: 'none', allowDownload: false },
        retention: { rawPayloadDays: 0.1 },
        worker: { staleSessionHours: 2 },
      },
    });
    let clock = Date.UTC(2026, 10, 1, 0, 0, 0);
    const now = () => clock;
    const deps = hookDeps(sb, { now, projectDir: sb.projectDir });
    const { app, project, db, dbPath } = openProject(sb);
    const worker = new CompressionWorker({
      db,
      config: app.config,
      log: app.log,
      now,
      embedder: async () => null,
      project: project.key,
      beforeDrain: () => replayProjectSpool(db, app.paths, project, app.config, app.log, now()),
    });
    const fdsStart = openFds();
    const rssStart = process.memoryUsage().rss;
    const hourly: { hour: number; rssMb: number; dbKb: number; fds: number }[] = [];
    const forgotten = new Set<string>();
    const expectedTools = new Set<string>();
    let hooks = 0;
    let failed = 0;
    const hook = async (event: string, payload: Record<string, unknown>) => {
      hooks++;
      const r = await runHook(event, JSON.stringify(payload), deps);
      if (r.outcome === 'rejected') failed++;
    };
    try {
      for (let hour = 0; hour < HOURS; hour++) {
        for (let s = 0; s < SESSIONS_PER_HOUR; s++) {
          const sessionId = `soak-${hour}-${s}`;
          const base = (name: string, extra: Record<string, unknown> = {}) => ({
            ...fixturePayload(name, sb),
            session_id: sessionId,
            transcript_path: undefined,
            ...extra,
          });
          await hook('SessionStart', base('SessionStart'));
          for (let t = 1; t <= TURNS; t++) {
            clock += 60_000;
            const promptId = `${sessionId}-p${t}`;
            await hook(
              'UserPromptSubmit',
              base('UserPromptSubmit', {
                prompt_id: promptId,
                prompt: `hour ${hour} session ${s} turn ${t}: fix the parser for case ${hour * 100 + t}`,
              }),
            );
            for (let i = 0; i < TOOLS; i++) {
              const id = `toolu_${hour}_${s}_${t}_${i}`;
              expectedTools.add(id);
              await hook(
                'PostToolUse',
                base('PostToolUse-Bash', {
                  prompt_id: promptId,
                  tool_use_id: id,
                  tool_input: { command: `npm test -- case${t}${i}` },
                  tool_response: { stdout: `ok ${'.'.repeat(2_000)}`, stderr: '' },
                }),
              );
            }
            await hook('Stop', base('Stop'));
          }
          // Some sessions never get their SessionEnd (Claude Code drops it at exit): stale-session close must roll them up.
          if (s !== 0) await hook('SessionEnd', base('SessionEnd'));
          clock += 5 * 60_000;
        }
        clock = Date.UTC(2026, 10, 1, hour + 1, 0, 0);
        await worker.drain();
        // The user forgets one tool event an hour.
        const victim = db.prepare('SELECT id, tool_use_id FROM tool_events ORDER BY random() LIMIT 1').get() as
          | { id: number; tool_use_id: string }
          | undefined;
        if (victim) {
          const parsed = parseMemoryId(`tool:${victim.id}`);
          if (parsed.ok && forget(db, parsed.id, { actor: 'cli', now: clock }).removed) forgotten.add(victim.tool_use_id);
        }
        const size = ['', '-wal'].reduce((n, suffix) => n + (fs.existsSync(dbPath + suffix) ? fs.statSync(dbPath + suffix).size : 0), 0);
        hourly.push({ hour, rssMb: Math.round(process.memoryUsage().rss / 1e6), dbKb: Math.round(size / 1024), fds: openFds() });
      }
      // A day later (the last sessions without a SessionEnd are stale by then), drain until the queue is empty.
      clock += 24 * 3_600_000;
      for (let round = 0; round < 12; round++) {
        clock += 3_600_000;
        await worker.drain();
        if ((db.prepare('SELECT count(*) AS n FROM pending_compressions').get() as { n: number }).n === 0) break;
      }
      const stored = new Map(
        (
          db.prepare('SELECT tool_use_id AS id, count(*) AS n FROM tool_events GROUP BY tool_use_id').all() as { id: string; n: number }[]
        ).map((r) => [r.id, r.n]),
      );
      const lost = [...expectedTools].filter((id) => !forgotten.has(id) && stored.get(id) !== 1).length;
      const resurrected = [...forgotten].filter((id) => stored.has(id)).length;
      const pending = (db.prepare('SELECT count(*) AS n FROM pending_compressions').get() as { n: number }).n;
      const pendingKinds = db
        .prepare('SELECT kind, parked, count(*) AS n, max(last_error) AS err FROM pending_compressions GROUP BY kind, parked')
        .all();
      const summaries = (db.prepare('SELECT count(*) AS n FROM turn_summaries').get() as { n: number }).n;
      const rollups = (db.prepare('SELECT count(*) AS n FROM sessions WHERE rollup_summary IS NOT NULL').get() as { n: number }).n;
      const payloadsLeft = (db.prepare('SELECT count(*) AS n FROM tool_event_payloads').get() as { n: number }).n;
      const spoolFiles = listFiles(spoolPath(app.paths, project.key)).length;
      const figures = {
        simulatedHours: HOURS,
        sessions: HOURS * SESSIONS_PER_HOUR,
        hookCalls: hooks,
        rejectedHooks: failed,
        toolEvents: expectedTools.size,
        forgotten: forgotten.size,
        lost,
        resurrected,
        turnSummaries: summaries,
        rollups,
        pendingAtEnd: pending,
        rawPayloadsLeftAfterRetention: payloadsLeft,
        spoolFilesLeft: spoolFiles,
        rssStartMb: Math.round(rssStart / 1e6),
        rssEndMb: hourly[hourly.length - 1].rssMb,
        dbKbAt6h: hourly[5].dbKb,
        dbKbAt12h: hourly[11].dbKb,
        dbKbAt24h: hourly[23].dbKb,
        fdsStart,
        fdsEnd: openFds(),
        childProcesses: childProcesses(),
        pendingKinds,
      };
      report('soak', figures);
      expect({ lost, resurrected, rejected: failed, pending, spoolFiles }).toEqual({
        lost: 0,
        resurrected: 0,
        rejected: 0,
        pending: 0,
        spoolFiles: 0,
      });
      expect(summaries).toBe(HOURS * SESSIONS_PER_HOUR * TURNS);
      expect(rollups).toBe(HOURS * SESSIONS_PER_HOUR);
      expect(figures.fdsEnd).toBeLessThanOrEqual(fdsStart + 2);
      expect(figures.childProcesses).toBe(0);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await worker.stop();
      db.close();
    }
  });
});
