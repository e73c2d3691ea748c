// The hook fast path: no CLI library, no MCP SDK, and no SQLite unless the event needs the store. Always exits 0.
import fs from 'node:fs';
import { runHook } from '../capture/hook.js';
import { loadConfigOrDefault } from '../config.js';
import { fileErrorLog } from '../log.js';
import { dataPaths, resolveDataDir } from '../paths.js';
import type { BegunHook } from './hook-begin.js';

/** The store side's module: in the bundle its own file (dist/hook/hook-store.cjs), which the launcher loads. */
export type StoreSideModule = typeof import('./hook-store.js');

/**
 * `loadStoreModule`: how this process loads the store side, which only hooks that open SQLite need. The launcher
 * passes its code-cached loader; without one (tests, development) it is imported from source. `begun`: the payload
 * read, and the event handed to a server, by the launcher (hook-begin.ts); without it, this does that first.
 */
export async function hookMain(event: string, env: NodeJS.ProcessEnv, entryScript: string, loadStoreModule?: () => StoreSideModule, begun?: BegunHook): Promise<void> {
  let served: BegunHook['served'] = begun?.served ?? null;
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error('config', err));
    const { raw, served: handedOver } = begun ?? (await (await import('./hook-begin.js')).beginHook(event, env, paths));
    served = handedOver;
    const result = await runHook(event, raw, {
      paths,
      config,
      log,
      now: Date.now,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (loadStoreModule ? loadStoreModule() : await import('./hook-store.js')).hookStoreSide(env, entryScript),
      // The server gets the prompt's whole latency budget: what it answers in time is what the hook would inject.
      sessionServer: async (project) =>
        handedOver?.projectKey === project.key ? { serve: (event, payload) => handedOver.serve(event, payload, config.injection.promptLatencyMs) } : null,
    });
    if (result.stdout) writeStdout(result.stdout);
  } catch (err) {
    // Last line of defence: never let an error reach Claude Code as a failed hook.
    try {
      process.stderr.write(`claude-memory: ${(err as Error)?.message ?? String(err)}\n`);
    } catch {
      // nothing left to do
    }
  } finally {
    // An event the hook did not hand over after all (invalid, not journaled, or answered already).
    served?.cancel();
  }
}

/**
 * Writes the hook's output with fs.writeSync: process.stdout on a pipe or socket is a net.Socket, and loading the
 * stream machinery for it costs milliseconds. The output is capped far below a pipe's buffer, so the write does not
 * wait; a descriptor that says EAGAIN (non-blocking and full) gets the rest through process.stdout.
 */
function writeStdout(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset, bytes.length - offset);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
    process.stdout.write(bytes.subarray(offset));
  }
}
