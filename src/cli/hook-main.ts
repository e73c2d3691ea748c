// The hook's in-process path: no CLI library, no MCP SDK, and no SQLite unless the event needs the store. Always
// exits 0. A prompt or session start that the project's session server took over (hook-handover.ts) never gets here.
import { runHook } from '../capture/hook.js';
import { loadConfigOrDefault } from '../config.js';
import { fileErrorLog } from '../log.js';
import { dataPaths, resolveDataDir } from '../paths.js';
import { reportHookError, writeStdout, type HookInput } from './hook-io.js';

/** The store side's module: in the bundle its own file (dist/hook/hook-store.cjs), which the launcher loads. */
export type StoreSideModule = typeof import('./hook-store.js');

/**
 * `loadStoreModule`: how this process loads the store side, which only hooks that open SQLite need. The launcher
 * passes its code-cached loader; without one (tests, development) it is imported from source.
 */
export async function hookMain(
  event: string,
  input: HookInput,
  env: NodeJS.ProcessEnv,
  entryScript: string,
  loadStoreModule?: () => StoreSideModule,
): Promise<void> {
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error('config', err));
    const result = await runHook(event, input.raw, {
      paths,
      config,
      log,
      // The time the input was read: a server that took the event but answered too late recorded it with this time.
      now: () => input.at,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (loadStoreModule ? loadStoreModule() : await import('./hook-store.js')).hookStoreSide(env, entryScript),
    });
    if (result.stdout) writeStdout(result.stdout);
  } catch (err) {
    reportHookError(err);
  }
}
