// The hook fast path: no CLI library, no MCP SDK, and no SQLite unless the event needs the store. Always exits 0.
import fs from 'node:fs';
import { runHook } from '../capture/hook.js';
import { loadConfigOrDefault } from '../config.js';
import { fileErrorLog } from '../log.js';
import { dataPaths, resolveDataDir } from '../paths.js';

/** Claude Code closes stdin after the payload; if it ever does not, do not hang the session. */
const STDIN_TIMEOUT_MS = 3_000;

export async function hookMain(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error('config', err));
    const raw = await readStdin(STDIN_TIMEOUT_MS);
    const result = await runHook(event, raw, {
      paths,
      config,
      log,
      now: Date.now,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (await import('./hook-store.js')).hookStoreSide(env, entryScript),
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

/**
 * Reads fd 0 with plain fs reads rather than through process.stdin: creating the stdin stream loads Node's stream
 * and socket machinery, a few milliseconds of every hook's start-up.
 */
function readStdin(timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    try {
      if (fs.fstatSync(0).isCharacterDevice()) return resolve(''); // a terminal (or /dev/null): nothing to wait for
    } catch {
      return resolve('');
    }
    const chunks: Buffer[] = [];
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // Invalid UTF-8 becomes U+FFFD instead of an exception.
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    // A read still pending at the timeout is abandoned: the hook exits when it is done, whatever the thread pool holds.
    const timer = setTimeout(done, timeoutMs);
    const next = () => {
      const buffer = Buffer.allocUnsafe(65_536);
      fs.read(0, buffer, 0, buffer.length, null, (err, bytesRead) => {
        if (finished) return;
        // A non-blocking pipe with nothing in it yet: try again shortly.
        if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(next, 2);
        if (err || bytesRead === 0) return done();
        chunks.push(buffer.subarray(0, bytesRead));
        next();
      });
    };
    next();
  });
}
