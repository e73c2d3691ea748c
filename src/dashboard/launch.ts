// Starting the dashboard from a terminal or a slash command: opening the link in the user's browser, and running
// the server detached (a slash command's shell waits for its command to finish).
import { spawn } from 'node:child_process';

/** Best effort: a machine without a desktop just keeps the printed link. */
export function openInBrowser(url: string, onError: (err: Error) => void): void {
  const [cmd, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
    child.on('error', onError);
    child.unref();
  } catch (err) {
    onError(err as Error);
  }
}

const READY = /^Memory dashboard: (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/m;

/** Starts `dashboard` in its own process group and returns once it printed its link (or failed). */
export function startDetachedDashboard(entryScript: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 20_000): Promise<{ pid: number; banner: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entryScript, ...args], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errText = '';
    const timer = setTimeout(() => finish(new Error(`the dashboard did not start within ${timeoutMs / 1000} s${errText ? `: ${errText.trim()}` : ''}`)), timeoutMs);
    const finish = (failure: Error | null, banner = '') => {
      clearTimeout(timer);
      child.stdout.removeAllListeners('data');
      child.stderr.removeAllListeners('data');
      // The server prints nothing more; stop reading so this process can exit while it keeps running.
      child.stdout.destroy();
      child.stderr.destroy();
      child.removeAllListeners('exit');
      child.unref();
      if (failure) reject(failure);
      else resolve({ pid: child.pid!, banner });
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = READY.exec(out);
      if (m) finish(null, out.trim());
    });
    child.stderr.on('data', (d: Buffer) => (errText += d.toString()));
    child.on('exit', (code) => finish(new Error(`the dashboard exited (code ${code})${errText ? `: ${errText.trim()}` : ''}`)));
    child.on('error', (e) => finish(e));
  });
}
