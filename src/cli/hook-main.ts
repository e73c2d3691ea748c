// The hook fast path: loaded without the CLI library or the MCP SDK. Always exits 0.
import { createApp } from '../app.js';
import { runHook } from '../capture/hook.js';
import { injectContext } from './inject.js';

/** Claude Code closes stdin after the payload; if it ever does not, do not hang the session. */
const STDIN_TIMEOUT_MS = 3_000;

export async function hookMain(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  try {
    const app = createApp({ env, entryScript, cwd: process.cwd() });
    const raw = await readStdin(STDIN_TIMEOUT_MS);
    const result = await runHook(event, raw, {
      paths: app.paths,
      config: app.config,
      log: app.log,
      now: app.now,
      // A hook waits at most a second for a lock; past it, the event is spooled and replayed later.
      openStore: (project) => app.openProjectStore(project, { busyTimeoutMs: 1_000 }),
      startRuntimeInstall: () => app.startRuntimeInstall(),
      ensureWorker: (project, db) => app.ensureWorker(project, db),
      injectContext: (ev, payload, project, db) => injectContext(app, ev, payload, project, db),
    });
    if (result.stdout) process.stdout.write(result.stdout);
  } catch (err) {
    // Last line of defence: never let an error reach Claude Code as a failed hook.
    try {
      process.stderr.write(`claude-memory: ${(err as Error)?.message ?? String(err)}\n`);
    } catch {
      // nothing left to do
    }
  }
}

function readStdin(timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    if (process.stdin.isTTY) return resolve('');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      process.stdin.removeAllListeners();
      process.stdin.pause();
      // Invalid UTF-8 becomes U+FFFD instead of an exception.
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, timeoutMs);
    process.stdin.on('data', (c: Buffer) => chunks.push(c));
    process.stdin.on('end', done);
    process.stdin.on('error', done);
  });
}
