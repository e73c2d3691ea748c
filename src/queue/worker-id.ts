// Which process a worker is: its id starts with its process id, so a worker that was killed can be told from one
// that still runs (its lease and its claims are then taken over at once, not when they expire).

/** A worker's id: its process id, then a random part (two workers of one process, as in tests, differ). */
export function workerId(pid: number, random: string): string {
  return `${pid}-${random}`;
}

/** The process id a worker's id starts with, or null for an id of another form. */
export function workerPid(id: string): number | null {
  const m = /^(\d+)-/.exec(id);
  return m ? Number(m[1]) : null;
}

/** Whether a process of this id runs on this machine (one of another user counts: it cannot be signalled, but runs). */
export function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
