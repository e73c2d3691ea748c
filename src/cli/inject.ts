// Context injection for the two hooks that may add context, wired to the app's configuration.
import type { App } from '../app.js';
import { buildDigest, type StartSource } from '../inject/digest.js';
import { buildPromptContext, INJECTION_SNIPPET_CHARS } from '../inject/prompt.js';
import type { ProjectIdentity } from '../paths.js';
import { globalDigestItems } from '../inject/global.js';
import { recallScoped, type ScopeSource } from '../recall/scoped.js';
import { queryRecallSocket } from '../recall/socket.js';
import type { Db } from '../store/connection.js';

export async function injectContext(
  app: App,
  event: 'SessionStart' | 'UserPromptSubmit',
  payload: Record<string, unknown>,
  project: ProjectIdentity,
  db: Db,
): Promise<string | null> {
  const cfg = app.config.injection;
  if (isExcluded(cfg.excludeProjects, project)) return null;
  const sessionId = String(payload.session_id);
  if (event === 'SessionStart') {
    const source = (['startup', 'resume', 'clear', 'compact'].includes(String(payload.source)) ? payload.source : 'startup') as StartSource;
    const global = openGlobalIfAny(app);
    let globalItems: ReturnType<typeof globalDigestItems> = [];
    try {
      if (global) globalItems = globalDigestItems(db, global);
    } catch (err) {
      app.log.error('inject:global', err); // the digest goes on with the project's own memory
    } finally {
      global?.close();
    }
    return buildDigest(db, { projectName: project.name, projectRoot: project.root, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now(), globalItems });
  }
  // Hybrid recall from the session's MCP server, which has the encoder loaded; a hook cannot load it in time, so
  // without a server (or past half the budget) it is keyword search in-process.
  return buildPromptContext(
    db,
    String(payload.prompt ?? ''),
    async (query, limit) =>
      (await queryRecallSocket(app.paths.runDir, project.key, { query, limit, sessionId, snippetChars: INJECTION_SNIPPET_CHARS }, cfg.promptLatencyMs / 2)) ??
      (await keywordRecall(app, db, query, limit, sessionId)),
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now },
  );
}

/** A project is excluded by its name, its root, or its identity (exact) or a root prefix ending in '/'. */
export function isExcluded(patterns: string[], project: ProjectIdentity): boolean {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || (p.endsWith('/') && project.root.startsWith(p)));
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
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d: Db) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources: ScopeSource[] = [{ scope: 'project', deps: keyword(db) }, ...(global ? [{ scope: 'global' as const, deps: keyword(global) }] : [])];
    return (await recallScoped(sources, query, { limit, mode: 'fts', filters: { exceptSessionId: sessionId }, snippetChars: INJECTION_SNIPPET_CHARS })).hits;
  } finally {
    global?.close();
  }
}
