// The store side of a hook's own process, loaded only by the events that open the project's database: a connection
// for this one event, keyword recall (a hook cannot load the sentence encoder in time; a session server that runs has
// had the event handed over already), and a detached worker when none holds the queue's lease.
import { type App, createApp } from '../app.js';
import type { ProjectIdentity } from '../paths.js';
import { INJECTION_SNIPPET_CHARS } from '../inject/prompt.js';
import type { ScopeSource } from '../recall/scoped.js';
import type { Db } from '../store/connection.js';
import type { Settings } from '../settings.js';
import type { HookStore } from './handle.js';

/** A hook waits at most this long for a database lock; past it, the event is spooled and replayed later. */
const HOOK_BUSY_TIMEOUT_MS = 1_000;

export function openProcessStore(settings: Settings, entryScript: string, project: ProjectIdentity): HookStore {
  const app = createApp(settings, { entryScript, cwd: process.cwd() });
  return processStore(app, project, app.openProjectStore(project, { busyTimeoutMs: HOOK_BUSY_TIMEOUT_MS, registerOnlyIfNew: true }));
}

/** The hook process's store side over an open connection, which `release` closes. */
export function processStore(app: App, project: ProjectIdentity, db: Db): HookStore {
  return {
    db,
    recall: (query, limit, sessionId) => keywordRecall(app, db, query, limit, sessionId),
    withGlobal: (use) => {
      const global = openGlobalIfAny(app);
      try {
        return use(global);
      } finally {
        global?.close();
      }
    },
    ensureWorker: () => app.ensureWorker(project, db),
    release: () => db.close(),
  };
}

export function startRuntimeInstall(settings: Settings, entryScript: string): void {
  createApp(settings, { entryScript, cwd: process.cwd() }).startRuntimeInstall();
}

/** The user-wide global memory when it exists (a hook never creates it); null, logged, when it cannot be opened. */
function openGlobalIfAny(app: App): Db | null {
  if (!app.hasGlobalMemory()) return null;
  try {
    return app.openGlobalMemory();
  } catch (err) {
    app.log.error('inject:global', err);
    return null;
  }
}

/** The hook's own search: keyword only, over the project and the global memory. */
async function keywordRecall(app: App, db: Db, query: string, limit: number, sessionId: string) {
  // Loaded here, not with the hook: building recall's tables (stop words, Unicode-class regexes) costs a store hook
  // that does not search (session start, stop, session end) a millisecond and more.
  const { recallScoped } = await import('../recall/scoped.js');
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d: Db) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources: ScopeSource[] = [
      { scope: 'project', deps: keyword(db) },
      ...(global ? [{ scope: 'global' as const, deps: keyword(global) }] : []),
    ];
    return await recallScoped(sources, query, {
      limit,
      mode: 'fts',
      filters: { exceptSessionId: sessionId },
      snippetChars: INJECTION_SNIPPET_CHARS,
    });
  } finally {
    global?.close();
  }
}
