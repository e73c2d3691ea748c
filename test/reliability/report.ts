// The suite's figures: each test appends what it tried and what it saw; RELIABILITY.md is written from a run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPORT_FILE = process.env.RELIABILITY_REPORT ?? path.join(os.tmpdir(), 'claude-memory-reliability.jsonl');

export function report(name: string, figures: Record<string, unknown>): void {
  fs.appendFileSync(REPORT_FILE, `${JSON.stringify({ at: new Date().toISOString(), name, ...figures })}\n`);
}

/** Open file descriptors of this process (Linux). */
export function openFds(): number {
  try {
    return fs.readdirSync('/proc/self/fd').length;
  } catch {
    return -1;
  }
}

/** Live child processes of this process (Linux). */
export function childProcesses(): number {
  try {
    return fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return Number(fields[1]) === process.pid && fields[0] !== 'Z';
        } catch {
          return false;
        }
      }).length;
  } catch {
    return -1;
  }
}
