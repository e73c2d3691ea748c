// The error log: one JSON line per error, in the data dir. Hooks cannot print errors to the user (that would
// disturb the session), so this file and the counts `status` derives from it are where failures surface.
// Never write the environment or payloads here: Claude Code passes API keys to hooks.
import fs from 'node:fs';
import path from 'node:path';
import { isCorruptionError, markDamaged } from './store/integrity.js';

export interface ErrorLog {
  error(scope: string, err: unknown, project?: string): void;
}

const MAX_LOG_BYTES = 2 * 1024 * 1024;

export function errorLogPath(logDir: string): string {
  return path.join(logDir, 'errors.jsonl');
}

/**
 * `storeOf`: a project's store file. A corruption error logged for a project marks its store damaged, whichever process
 * met it (a hook, the worker, the MCP server), so the next process to open the store moves it aside.
 */
export function fileErrorLog(logDir: string, now: () => number = Date.now, storeOf?: (project: string) => string): ErrorLog {
  return {
    error(scope, err, project) {
      if (project && storeOf && isCorruptionError(err)) {
        const file = storeOf(project);
        if (fs.existsSync(file)) markDamaged(file, `${scope}: ${(err as Error).message}`, now());
      }
      try {
        fs.mkdirSync(logDir, { recursive: true, mode: 0o700 });
        const file = errorLogPath(logDir);
        rotateIfLarge(file);
        const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        const line = JSON.stringify({
          at: new Date(now()).toISOString(),
          scope,
          project: project ?? null,
          message: message.slice(0, 1_000),
        });
        fs.appendFileSync(file, `${line}\n`, { mode: 0o600 });
      } catch {
        // Logging must never be the reason a hook fails.
      }
    },
  };
}

function rotateIfLarge(file: string): void {
  try {
    if (fs.statSync(file).size > MAX_LOG_BYTES) fs.renameSync(file, `${file}.1`);
  } catch {
    // no file yet
  }
}

export interface ErrorSummary {
  total: number;
  byProject: Record<string, number>;
  last: { at: string; scope: string; message: string }[];
}

export function readErrorSummary(logDir: string, sinceMs = 0): ErrorSummary {
  const summary: ErrorSummary = { total: 0, byProject: {}, last: [] };
  let text = '';
  try {
    text = fs.readFileSync(errorLogPath(logDir), 'utf8');
  } catch {
    return summary;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const e = JSON.parse(line) as { at: string; scope: string; project: string | null; message: string };
      if (Date.parse(e.at) < sinceMs) continue;
      summary.total++;
      const key = e.project ?? '(none)';
      summary.byProject[key] = (summary.byProject[key] ?? 0) + 1;
      summary.last.push({ at: e.at, scope: e.scope, message: e.message });
    } catch {
      // a torn line from a crash
    }
  }
  summary.last = summary.last.slice(-5);
  return summary;
}
