import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  pendingSpool
} from "./chunk-OEKW3RUX.mjs";
import {
  projectDbPath
} from "./chunk-MMIHFOM7.mjs";
import {
  leaseHolder,
  queueStats,
  storeCounts
} from "./chunk-7CQCRRDR.mjs";

// src/cli/status.ts
import fs2 from "node:fs";

// src/log.ts
import fs from "node:fs";
import path from "node:path";
var MAX_LOG_BYTES = 2 * 1024 * 1024;
function errorLogPath(logDir) {
  return path.join(logDir, "errors.jsonl");
}
function fileErrorLog(logDir, now = Date.now) {
  return {
    error(scope, err, project) {
      try {
        fs.mkdirSync(logDir, { recursive: true, mode: 448 });
        const file = errorLogPath(logDir);
        rotateIfLarge(file);
        const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        const line = JSON.stringify({ at: new Date(now()).toISOString(), scope, project: project ?? null, message: message.slice(0, 1e3) });
        fs.appendFileSync(file, `${line}
`, { mode: 384 });
      } catch {
      }
    }
  };
}
function rotateIfLarge(file) {
  try {
    if (fs.statSync(file).size > MAX_LOG_BYTES) fs.renameSync(file, `${file}.1`);
  } catch {
  }
}
function readErrorSummary(logDir, sinceMs = 0) {
  const summary = { total: 0, byProject: {}, last: [] };
  let text = "";
  try {
    text = fs.readFileSync(errorLogPath(logDir), "utf8");
  } catch {
    return summary;
  }
  for (const line of text.split("\n")) {
    if (!line) continue;
    try {
      const e = JSON.parse(line);
      if (Date.parse(e.at) < sinceMs) continue;
      summary.total++;
      const key = e.project ?? "(none)";
      summary.byProject[key] = (summary.byProject[key] ?? 0) + 1;
      summary.last.push({ at: e.at, scope: e.scope, message: e.message });
    } catch {
    }
  }
  summary.last = summary.last.slice(-5);
  return summary;
}

// src/cli/status.ts
var ERROR_WINDOW_MS = 7 * 864e5;
function projectStatus(app, project, db) {
  const file = projectDbPath(app.paths, project);
  const now = app.now();
  const errors = readErrorSummary(app.paths.logDir, now - ERROR_WINDOW_MS);
  const lease = leaseHolder(db, now);
  return {
    project: { name: project.name, key: project.key, root: project.root, identity: project.identity },
    database: { path: file, bytes: fileBytes(file) + fileBytes(`${file}-wal`) },
    counts: storeCounts(db),
    queue: queueStats(db, now),
    worker: { running: lease !== null, pid: lease?.pid ?? null },
    spool: pendingSpool(app.paths, project, db),
    errors: { total: (errors.byProject[project.key] ?? 0) + (errors.byProject["(none)"] ?? 0), last: errors.last }
  };
}
function fileBytes(file) {
  try {
    return fs2.statSync(file).size;
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
    `  vectors       ${c.embeddings}`,
    `  queue         ${s.queue.ready} ready, ${s.queue.waiting} waiting, ${s.queue.parked} parked; worker ${s.worker.running ? `running (pid ${s.worker.pid})` : "idle"}`,
    `  spool         ${s.spool.events} events (${kb(s.spool.bytes)})`,
    `  errors (7d)   ${s.errors.total}`
  ];
  for (const p of s.queue.parkedItems) lines.push(`    parked ${p.kind} ${p.target} after ${p.attempts} attempts: ${p.lastError ?? ""}`);
  return lines.join("\n");
}

export {
  fileErrorLog,
  projectStatus,
  formatStatus
};
