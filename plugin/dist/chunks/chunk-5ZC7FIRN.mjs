import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  isCorruptionError,
  markDamaged
} from "./chunk-ZIESDCRA.mjs";

// src/log.ts
import fs from "node:fs";
import path from "node:path";
var MAX_LOG_BYTES = 2 * 1024 * 1024;
function errorLogPath(logDir) {
  return path.join(logDir, "errors.jsonl");
}
function fileErrorLog(logDir, now = Date.now, storeOf) {
  return {
    error(scope, err, project) {
      if (project && storeOf && isCorruptionError(err)) {
        const file = storeOf(project);
        if (fs.existsSync(file)) markDamaged(file, `${scope}: ${err.message}`, now());
      }
      try {
        fs.mkdirSync(logDir, { recursive: true, mode: 448 });
        const file = errorLogPath(logDir);
        rotateIfLarge(file);
        const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        const line = JSON.stringify({
          at: new Date(now()).toISOString(),
          scope,
          project: project ?? null,
          message: message.slice(0, 1e3)
        });
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

export {
  fileErrorLog,
  readErrorSummary
};
