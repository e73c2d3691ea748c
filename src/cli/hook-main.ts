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

/** fd 0 opened again with O_NONBLOCK (a pipe, through /dev/stdin); null where that is not possible (a socket). */
function nonBlockingStdin(): number | null {
  try {
    return fs.openSync('/dev/stdin', fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}

/**
 * A blocking read of fd 0 holds a thread-pool thread that process.exit then waits for: a client that never closed
 * stdin would hang the hook past its timeout. So a pipe is read through a non-blocking descriptor of its own, and
 * anything else (Node's child_process gives hooks a socket) through the stdin stream, which never blocks a thread.
 */
function readStdin(timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    try {
      if (fs.fstatSync(0).isCharacterDevice()) return resolve(''); // a terminal (or /dev/null): nothing to wait for
    } catch {
      return resolve('');
    }
    const fd = nonBlockingStdin();
    const chunks: Buffer[] = [];
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (fd !== null) fs.close(fd, () => undefined);
      else process.stdin.destroy();
      // Invalid UTF-8 becomes U+FFFD instead of an exception.
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, timeoutMs);
    if (fd === null) {
      process.stdin.on('data', (chunk: Buffer) => void chunks.push(chunk));
      process.stdin.on('end', done);
      process.stdin.on('error', done);
      return;
    }
    const next = () => {
      const buffer = Buffer.allocUnsafe(65_536);
      fs.read(fd, buffer, 0, buffer.length, null, (err, bytesRead) => {
        if (finished) return;
        // Nothing in the pipe yet: try again shortly.
        if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(next, 2);
        if (err || bytesRead === 0) return done();
        chunks.push(buffer.subarray(0, bytesRead));
        next();
      });
    };
    next();
  });
}
