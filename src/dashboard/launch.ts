// Starting the dashboard from a terminal or a slash command: opening the link in the user's browser, and running
// the server detached (a slash command's shell waits for its command to finish).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Best effort: a machine without a desktop just keeps the printed link. */
export function openInBrowser(url: string, onError: (err: Error) => void): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
    child.on('error', onError);
    child.unref();
  } catch (err) {
    onError(err as Error);
  }
}

const READY = /^Memory dashboard: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)\n/m;

/**
 * Starts `dashboard` in its own process group and returns once it printed its link (or failed). Its output goes to
 * a private file, not a pipe: a pipe would break when this process exits, and the server must outlive it. The file
 * holds the token, so it is owner-only and removed once read (the server keeps writing to the unlinked file).
 */
export async function startDetachedDashboard(
  entryScript: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  outputFile: string,
  timeoutMs = 20_000,
): Promise<{ pid: number; banner: string }> {
  fs.mkdirSync(path.dirname(outputFile), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(outputFile, 'w', 0o600);
  let exited: number | null | undefined;
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [entryScript, ...args], { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  } finally {
    fs.closeSync(fd);
  }
  child.on('exit', (code) => (exited = code));
  try {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const out = fs.readFileSync(outputFile, 'utf8');
      if (READY.test(out)) return { pid: child.pid!, banner: out.trim() };
      if (exited !== undefined) throw new Error(`the dashboard exited (code ${exited})${out ? `: ${out.trim()}` : ''}`);
      if (Date.now() > deadline) throw new Error(`the dashboard did not start within ${timeoutMs / 1000} s${out ? `: ${out.trim()}` : ''}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.removeAllListeners('exit');
    child.unref();
    fs.rmSync(outputFile, { force: true });
  }
}
