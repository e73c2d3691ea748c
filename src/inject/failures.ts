// Which failures are still open: a failed tool run is resolved when a later run of the same command (or the same
// tool call) succeeded, in any session. Pure.
import type { ToolRun } from '../store/read.js';

/** "Bash: cd web && npm test (exit 1)" and "Bash: npm test" are the same command; status suffixes and `cd … &&` go. */
export function normalizeCommand(summary: string): string {
  return summary
    .replace(/\s+\((exit -?\d+|failed|interrupted)\)\s*$/i, '')
    .replace(/…$/, '')
    .replace(/^(Bash:\s*)(cd\s+\S+\s*&&\s*)+/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Failures (newest first) not followed by a success of the same normalized command. */
export function unresolvedFailures(runs: readonly ToolRun[]): ToolRun[] {
  const lastSuccess = new Map<string, number>();
  for (const r of runs) {
    if (!r.success) continue;
    const key = `${r.toolName}\u0000${normalizeCommand(r.summary)}`;
    lastSuccess.set(key, Math.max(lastSuccess.get(key) ?? 0, r.createdAt));
  }
  const open = new Map<string, ToolRun>();
  for (const r of runs) {
    if (r.success) continue;
    const key = `${r.toolName}\u0000${normalizeCommand(r.summary)}`;
    if ((lastSuccess.get(key) ?? -Infinity) > r.createdAt) continue;
    // The same command failing three times is one open problem: the latest run stands for it.
    open.set(key, r);
  }
  return [...open.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
