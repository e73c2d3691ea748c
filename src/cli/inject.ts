// Context injection in the hook process (when no session server took the event over), wired to the app.
import type { App } from '../app.js';
import { hookContext } from '../inject/context.js';
import { INJECTION_SNIPPET_CHARS } from '../inject/prompt.js';
import type { ProjectIdentity } from '../paths.js';
import type { ScopeSource } from '../recall/scoped.js';
import { projectSockets } from '../recall/socket-files.js';
import type { Db } from '../store/connection.js';
import type { SocketQuery } from '../recall/socket-client.js';

export async function injectContext(
  app: App,
  event: 'SessionStart' | 'UserPromptSubmit',
  payload: Record<string, unknown>,
  project: ProjectIdentity,
  db: Db,
  opts: { askServer: boolean },
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
      // Hybrid recall from the session's MCP server, which has the encoder loaded; a hook cannot load it in time, so
      // without a server (or past half the budget, or when the server just failed to take the whole event) it is
      // keyword search in-process.
      recall: async (query, limit, sessionId) =>
        (opts.askServer ? await serverRecall(app, project, { query, limit, sessionId, snippetChars: INJECTION_SNIPPET_CHARS }, cfg.promptLatencyMs / 2) : null) ??
        (await keywordRecall(app, db, query, limit, sessionId)),
    },
    event,
    payload,
    project,
    db,
  );
  injection.delivered(); // printed by this process
  return injection.context;
}

/** Hybrid recall from a session server of the project; null without one (node:net is loaded only when one runs). */
async function serverRecall(app: App, project: ProjectIdentity, q: SocketQuery, timeoutMs: number) {
  if (!projectSockets(app.paths.runDir, project.key).length) return null;
  const { queryRecallSocket } = await import('../recall/socket-client.js');
  return queryRecallSocket(app.paths.runDir, project.key, q, timeoutMs);
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

/** The hook's own search when no session server answers: keyword only, over the project and the global memory. */
async function keywordRecall(app: App, db: Db, query: string, limit: number, sessionId: string) {
  // Loaded here, not with the hook: building recall's tables (stop words, Unicode-class regexes) costs a store hook
  // that does not search (session start, stop, session end) a millisecond and more.
  const { recallScoped } = await import('../recall/scoped.js');
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d: Db) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources: ScopeSource[] = [{ scope: 'project', deps: keyword(db) }, ...(global ? [{ scope: 'global' as const, deps: keyword(global) }] : [])];
    return (await recallScoped(sources, query, { limit, mode: 'fts', filters: { exceptSessionId: sessionId }, snippetChars: INJECTION_SNIPPET_CHARS })).hits;
  } finally {
    global?.close();
  }
}
