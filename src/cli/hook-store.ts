// The store side of a hook, loaded only by events that open the project's database.
import { createApp } from '../app.js';
import type { StoreSide } from '../capture/hook.js';
import { recordAfterJournal } from '../capture/replay.js';
import { publishMemory } from '../publish/run.js';
import { DependencyMissingError } from '../runtime/native.js';
import { injectContext } from './inject.js';

/** A hook waits at most this long for a database lock; past it, the event is spooled and replayed later. */
const HOOK_BUSY_TIMEOUT_MS = 1_000;

export function hookStoreSide(env: NodeJS.ProcessEnv, entryScript: string): StoreSide {
  const app = createApp({ env, entryScript, cwd: process.cwd() });
  return {
    openStore: (project) => app.openProjectStore(project, { busyTimeoutMs: HOOK_BUSY_TIMEOUT_MS }),
    isDependencyMissing: (err) => err instanceof DependencyMissingError,
    startRuntimeInstall: () => app.startRuntimeInstall(),
    record(db, project, entry) {
      const recorded = recordAfterJournal(db, app.paths, project, app.config, app.log, entry);
      if (app.config.publish.auto && (entry.event === 'SessionEnd' || entry.event === 'PreCompact')) {
        // Opt-in: keep Claude Code's own memory files in step with the memory. Never fails the hook.
        try {
          publishMemory(db, {
            mode: app.config.publish.mode,
            project,
            home: app.env.HOME ?? '',
            maxTokens: app.config.publish.maxTokens,
            dryRun: false,
          });
        } catch (err) {
          app.log.error(`hook:${entry.event}:publish`, err, project.key);
        }
      }
      return recorded;
    },
    ensureWorker: (project, db) => app.ensureWorker(project, db),
    injectContext: (event, payload, project, db) => injectContext(app, event, payload, project, db),
  };
}
