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
    const globalItems = withGlobalMemory(app, (global) => globalDigestItems(db, global)) ?? [];
    return buildDigest(db, { projectName: project.name, projectRoot: project.root, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now(), globalItems });
  }
  // Hybrid recall from the session's MCP server, which has the encoder loaded; a hook cannot load it in time, so
  // without a server (or past half the budget) it is keyword search in-process.
  return buildPromptContext(
    db,
    String(payload.prompt ?? ''),
    async (query, limit) =>
      (await queryRecallSocket(app.paths.runDir, project.key, { query, limit, sessionId, snippetChars: INJECTION_SNIPPET_CHARS }, cfg.promptLatencyMs / 2)) ??
      (
        await withGlobalMemoryAsync(app, (global) => {
          const keyword = (d: Db) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
          const sources: ScopeSource[] = [{ scope: 'project', deps: keyword(db) }, ...(global ? [{ scope: 'global' as const, deps: keyword(global) }] : [])];
          return recallScoped(sources, query, { limit, mode: 'fts', filters: { exceptSessionId: sessionId }, snippetChars: INJECTION_SNIPPET_CHARS });
        })
      ).hits,
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now },
  );
}

/** A project is excluded by its name, its root, or its identity (exact) or a root prefix ending in '/'. */
export function isExcluded(patterns: string[], project: ProjectIdentity): boolean {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || (p.endsWith('/') && project.root.startsWith(p)));
}

/** Runs `fn` with the user-wide global memory when it exists (never created here); a failure to open it is logged. */
function withGlobalMemory<T>(app: App, fn: (global: Db) => T): T | null {
  if (!app.hasGlobalMemory()) return null;
  let global: Db | null = null;
  try {
    global = app.openGlobalMemory();
    return fn(global);
  } catch (err) {
    app.log.error('inject:global', err);
    return null;
  } finally {
    global?.close();
  }
}

/** As withGlobalMemory, for a search that runs with or without it. */
async function withGlobalMemoryAsync<T>(app: App, fn: (global: Db | null) => Promise<T>): Promise<T> {
  let global: Db | null = null;
  try {
    global = app.hasGlobalMemory() ? app.openGlobalMemory() : null;
  } catch (err) {
    app.log.error('inject:global', err);
  }
  try {
    return await fn(global);
  } finally {
    global?.close();
  }
}
