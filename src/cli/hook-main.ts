// The hook fast path: no CLI library, no MCP SDK, and no SQLite unless the event needs the store. Always exits 0.
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
