// What `status`, `memory_status` and `doctor` report about a project's memory.
import fs from 'node:fs';
import type { App } from '../app.js';
import { pendingSpool } from '../capture/replay.js';
import { readErrorSummary } from '../log.js';
import { projectDbPath, type ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import { type DamageMark, damageMark, type IntegrityCheck, lastIntegrityCheck } from '../store/integrity.js';
import { leaseHolder, queueStats, type QueueStats } from '../store/queue.js';
import { storeCounts, type StoreCounts } from '../store/read.js';

export interface ProjectStatus {
  project: { name: string; key: string; root: string; identity: string };
  database: { path: string; bytes: number };
  counts: StoreCounts;
  queue: QueueStats;
  worker: { running: boolean; pid: number | null };
  spool: { events: number; bytes: number };
  errors: { total: number; last: { at: string; scope: string; message: string }[] };
  /**
   * Damage found by a process that used the store or by the worker's check, and the last check. (What is wrong with a
   * WAL is found at open and logged: status has the store open, and reading its files beside SQLite drops its locks.)
   */
  integrity: { damaged: DamageMark | null; lastCheck: IntegrityCheck | null };
}

const ERROR_WINDOW_MS = 7 * 86_400_000;

/** `counts` may be passed in when the caller already has them (the dashboard keeps them per store generation). */
export function projectStatus(
  app: App,
  project: ProjectIdentity,
  db: Db,
  counts: ProjectStatus['counts'] = storeCounts(db),
): ProjectStatus {
  const file = projectDbPath(app.paths, project);
  const now = app.now();
  const errors = readErrorSummary(app.paths.logDir, now - ERROR_WINDOW_MS);
  const lease = leaseHolder(db, now);
  return {
    project: { name: project.name, key: project.key, root: project.root, identity: project.identity },
    database: { path: file, bytes: fileBytes(file) + fileBytes(`${file}-wal`) },
    counts,
    queue: queueStats(db, now),
    worker: { running: lease !== null, pid: lease?.pid ?? null },
    spool: pendingSpool(app.paths, project, db),
    errors: { total: (errors.byProject[project.key] ?? 0) + (errors.byProject['(none)'] ?? 0), last: errors.last },
    integrity: { damaged: damageMark(file), lastCheck: lastIntegrityCheck(file) },
  };
}

function integrityLine(i: ProjectStatus['integrity']): string {
  if (i.damaged)
    return `DAMAGED since ${i.damaged.at} (${i.damaged.reason}); the next process to open it moves it aside and starts a fresh store`;
  if (!i.lastCheck) return 'not checked yet (the worker reads every page once a day)';
  return i.lastCheck.ok ? `ok, all pages read ${i.lastCheck.at}` : `problems found ${i.lastCheck.at}: ${i.lastCheck.problems.join('; ')}`;
}

export function fileBytes(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

export function formatStatus(s: ProjectStatus): string {
  const c = s.counts;
  const kb = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
  const tiers = Object.entries(c.tiers)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  const lines = [
    `${s.project.name}  (${s.project.root || s.project.identity})`,
    `  database      ${s.database.path} (${kb(s.database.bytes)})`,
    `  sessions      ${c.sessions} (${c.activeSessions} active)${c.lastActivityIso ? `, last activity ${c.lastActivityIso}` : ''}`,
    `  prompts       ${c.prompts}`,
    `  tool events   ${c.toolEvents}`,
    `  assistant     ${c.assistantMessages} messages`,
    `  summaries     ${c.turnSummaries} turns${tiers ? ` (${tiers})` : ''}, ${c.rollups} session rollups`,
    `  decisions     ${c.decisions} active; code areas ${c.codeAreas}`,
    `  to review     ${c.candidates} unconfirmed candidates, ${c.openConflicts} open conflicts${c.candidates + c.openConflicts > 0 ? ' (claude-memory review)' : ''}`,
    `  vectors       ${c.embeddings}`,
    `  queue         ${s.queue.ready} ready, ${s.queue.waiting} waiting, ${s.queue.parked} parked; worker ${s.worker.running ? `running (pid ${s.worker.pid})` : 'idle'}`,
    `  spool         ${s.spool.events} events (${kb(s.spool.bytes)})`,
    `  errors (7d)   ${s.errors.total}`,
    `  integrity     ${integrityLine(s.integrity)}`,
  ];
  for (const p of s.queue.parkedItems) lines.push(`    parked ${p.kind} ${p.target} after ${p.attempts} attempts: ${p.lastError ?? ''}`);
  return lines.join('\n');
}
