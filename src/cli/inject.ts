// Context injection in the hook process (when no session server took the event over), wired to the app. Its recall is
// keyword search: a hook cannot load the sentence encoder in time, and a session server that runs has had the whole
// event handed over already.
import type { App } from '../app.js';
import { hookContext } from '../inject/context.js';
import { INJECTION_SNIPPET_CHARS } from '../inject/prompt.js';
import type { ProjectIdentity } from '../paths.js';
import type { ScopeSource } from '../recall/scoped.js';
import type { Db } from '../store/connection.js';

export async function injectContext(
  app: App,
  event: 'SessionStart' | 'UserPromptSubmit',
  payload: Record<string, unknown>,
  project: ProjectIdentity,
  db: Db,
): Promise<string | null> {
  const cfg = app.config.injection;
  const injection = await hookContext(
    {
      injection: cfg,
      now: app.now,
      withGlobal: (use) => {
        const global = openGlobalIfAny(app);
        try {
          return use(global);
        } finally {
          global?.close();
        }
      },
      onGlobalError: (err) => app.log.error('inject:global', err),
      recall: (query, limit, sessionId) => keywordRecall(app, db, query, limit, sessionId),
    },
    event,
    payload,
    project,
    db,
  );
  injection.delivered(); // printed by this process
  return injection.context;
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
    return (
      await recallScoped(sources, query, {
        limit,
        mode: 'fts',
        filters: { exceptSessionId: sessionId },
        snippetChars: INJECTION_SNIPPET_CHARS,
      })
    ).hits;
  } finally {
    global?.close();
  }
}
