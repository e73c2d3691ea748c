// The HookContext of a hook's own process: the event's project from CLAUDE_PROJECT_DIR or the payload's cwd, and a
// store opened for this one event (process-store.ts, loaded only by the events that record).
import { hookProjectIdentity } from '../paths.js';
import type { Settings } from '../settings.js';
import type { HookContext, HookStore } from './handle.js';

/** `entryScript`: the bundled CLI (dist/claude-memory.mjs), which detached workers and the installer run. */
export function processHookContext(settings: Settings, entryScript: string): HookContext {
  let storeSide: typeof import('./process-store.js') | null = null;
  const side = async () => (storeSide ??= await import('./process-store.js'));
  return {
    config: settings.config,
    log: settings.log,
    paths: settings.paths,
    home: settings.home,
    project: (cwd) => hookProjectIdentity(settings.paths, settings.projectDir, cwd),
    openStore: async (project): Promise<HookStore> => (await side()).openProcessStore(settings, entryScript, project),
    startRuntimeInstall: () => {
      void side()
        .then((s) => s.startRuntimeInstall(settings, entryScript))
        .catch((err: unknown) => settings.log.error('runtime:install', err));
    },
    promptLatencyMs: settings.config.injection.promptLatencyMs,
    answersAWaitingHook: false,
  };
}
