import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  pendingSpool
} from "./chunk-K4YWO7LA.mjs";
import {
  readErrorSummary
} from "./chunk-5ZC7FIRN.mjs";
import {
  damageMark,
  lastIntegrityCheck
} from "./chunk-ZIESDCRA.mjs";
import {
  storeCounts
} from "./chunk-LJA4YGNL.mjs";
import {
  leaseHolder,
  queueStats
} from "./chunk-R3T3FHGL.mjs";
import {
  projectDbPath
} from "./chunk-XJMLOSZ2.mjs";

// src/cli/status.ts
import fs from "node:fs";
var ERROR_WINDOW_MS = 7 * 864e5;
function projectStatus(app, project, db, counts = storeCounts(db)) {
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
    errors: { total: (errors.byProject[project.key] ?? 0) + (errors.byProject["(none)"] ?? 0), last: errors.last },
    integrity: { damaged: damageMark(file), lastCheck: lastIntegrityCheck(file) }
  };
}
function integrityLine(i) {
  if (i.damaged)
    return `DAMAGED since ${i.damaged.at} (${i.damaged.reason}); the next process to open it moves it aside and starts a fresh store`;
  if (!i.lastCheck) return "not checked yet (the worker reads every page once a day)";
  return i.lastCheck.ok ? `ok, all pages read ${i.lastCheck.at}` : `problems found ${i.lastCheck.at}: ${i.lastCheck.problems.join("; ")}`;
}
function fileBytes(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
function formatStatus(s) {
  const c = s.counts;
  const kb = (n) => n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
  const tiers = Object.entries(c.tiers).map(([t, n]) => `${t} ${n}`).join(", ");
  const lines = [
    `${s.project.name}  (${s.project.root || s.project.identity})`,
    `  database      ${s.database.path} (${kb(s.database.bytes)})`,
    `  sessions      ${c.sessions} (${c.activeSessions} active)${c.lastActivityIso ? `, last activity ${c.lastActivityIso}` : ""}`,
    `  prompts       ${c.prompts}`,
    `  tool events   ${c.toolEvents}`,
    `  assistant     ${c.assistantMessages} messages`,
    `  summaries     ${c.turnSummaries} turns${tiers ? ` (${tiers})` : ""}, ${c.rollups} session rollups`,
    `  decisions     ${c.decisions} active; code areas ${c.codeAreas}`,
    `  to review     ${c.candidates} unconfirmed candidates, ${c.openConflicts} open conflicts${c.candidates + c.openConflicts > 0 ? " (claude-memory review)" : ""}`,
    `  vectors       ${c.embeddings}`,
    `  queue         ${s.queue.ready} ready, ${s.queue.waiting} waiting, ${s.queue.parked} parked; worker ${s.worker.running ? `running (pid ${s.worker.pid})` : "idle"}`,
    `  spool         ${s.spool.events} events (${kb(s.spool.bytes)})`,
    `  errors (7d)   ${s.errors.total}`,
    `  integrity     ${integrityLine(s.integrity)}`
  ];
  for (const p of s.queue.parkedItems) lines.push(`    parked ${p.kind} ${p.target} after ${p.attempts} attempts: ${p.lastError ?? ""}`);
  return lines.join("\n");
}

export {
  projectStatus,
  formatStatus
};
