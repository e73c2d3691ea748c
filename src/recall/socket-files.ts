// Where the session servers' sockets live: one per running MCP server, named by project key and pid.
import fs from 'node:fs';
import path from 'node:path';

export function recallSocketPath(runDir: string, projectKey: string, pid: number): string {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}

/** The sockets of this project's live (or killed, not yet cleaned) servers; a readdir, nothing waited for. */
export function projectSockets(runDir: string, projectKey: string): string[] {
  try {
    return fs
      .readdirSync(runDir)
      .filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith('.sock'))
      .map((n) => path.join(runDir, n));
  } catch {
    return [];
  }
}

/** Whether any session server's socket is there: a cheap look before resolving which project a hook belongs to. */
export function anySessionSocket(runDir: string): boolean {
  try {
    return fs.readdirSync(runDir).some((n) => n.endsWith('.sock'));
  } catch {
    return false;
  }
}
