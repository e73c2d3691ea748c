// The context a SessionStart or UserPromptSubmit hook injects, built the same way wherever it runs: in the hook
// process or in the session's MCP server, which takes the hook's event over when it runs (hook/handle.ts, hook/record.ts).
import type { Config } from '../config.js';
import type { ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import { buildDigest, type StartSource } from './digest.js';
import { globalDigestItems } from './global.js';
import { markInjected } from '../store/injected.js';
import { promptInjection, type PromptRecall } from './prompt.js';

export interface HookContextDeps {
  injection: Config['injection'];
  now: () => number;
  /** Runs `use` with the user-wide global memory when it exists (null otherwise), and releases it after. */
  withGlobal<T>(use: (global: Db | null) => T): T;
  /** A digest that cannot read the global memory goes on with the project's own. */
  onGlobalError(err: unknown): void;
  /** The prompt's recall, the asking session left out. */
  recall(query: string, limit: number, sessionId: string): Promise<PromptRecall>;
}

export interface HookInjection {
  /** What to inject, or null. */
  context: string | null;
  /**
   * Remembers the memories shown as shown in this session (prompt injection never repeats one). Call it once the
   * context is delivered: a server whose answer came too late for the hook must not mark what the hook never showed.
   */
  delivered(): void;
}

const NOTHING: HookInjection = { context: null, delivered: () => undefined };

/** What the hook event injects. `payload` is the sanitized hook payload (only its session, prompt, source are read). */
export async function hookContext(
  deps: HookContextDeps,
  event: 'SessionStart' | 'UserPromptSubmit',
  payload: { session_id?: unknown; prompt?: unknown; source?: unknown },
  project: ProjectIdentity,
  db: Db,
): Promise<HookInjection> {
  const cfg = deps.injection;
  if (isExcluded(cfg.excludeProjects, project)) return NOTHING;
  const sessionId = String(payload.session_id);
  if (event === 'SessionStart') {
    const source = (['startup', 'resume', 'clear', 'compact'].includes(String(payload.source)) ? payload.source : 'startup') as StartSource;
    let globalItems: ReturnType<typeof globalDigestItems> = [];
    try {
      globalItems = deps.withGlobal((global) => (global ? globalDigestItems(db, global) : []));
    } catch (err) {
      deps.onGlobalError(err);
    }
    const context = buildDigest(db, {
      projectName: project.name,
      projectRoot: project.root,
      sessionId,
      source,
      budgetTokens: cfg.sessionStartTokens,
      now: deps.now(),
      globalItems,
    });
    return { context, delivered: () => undefined };
  }
  const injection = await promptInjection(db, String(payload.prompt ?? ''), (query, limit) => deps.recall(query, limit, sessionId), {
    sessionId,
    maxItems: cfg.promptItems,
    budgetTokens: cfg.promptTokens,
    latencyBudgetMs: cfg.promptLatencyMs,
    now: deps.now,
  });
  if (!injection) return NOTHING;
  return { context: injection.text, delivered: () => markInjected(db, sessionId, injection.shownIds, deps.now()) };
}

/** A project is excluded by its name, its root, or its identity (exact) or a root prefix ending in '/'. */
export function isExcluded(patterns: string[], project: ProjectIdentity): boolean {
  return patterns.some(
    (p) => p === project.name || p === project.root || p === project.identity || (p.endsWith('/') && project.root.startsWith(p)),
  );
}
