// UserPromptSubmit injection: the few memories most relevant to this prompt, never repeated within a session,
// capped by count and tokens, and silent when the search runs past its latency budget.
import type { Db } from '../store/connection.js';
import { alreadyInjected, markInjected } from '../store/injected.js';
import type { RecallHit } from '../recall/search.js';
import { fitToBudget } from './budget.js';

export interface PromptInjectionOptions {
  sessionId: string;
  maxItems: number;
  budgetTokens: number;
  latencyBudgetMs: number;
  now: () => number;
}

/**
 * Snippet length of an injected memory: two or three answers fit the 500-token budget, each with the sentences and
 * output lines around what matched (measured on the dev set: longer lost more hits than it showed answers).
 */
export const INJECTION_SNIPPET_CHARS = 700;

/** Prompts too short to carry a topic ("yes", "go on") get nothing. */
const MIN_PROMPT_CHARS = 12;

/** Whether a prompt's injection searches at all. */
export function searchesFor(prompt: string, maxItems: number): boolean {
  return maxItems > 0 && prompt.trim().length >= MIN_PROMPT_CHARS;
}

export async function buildPromptContext(
  db: Db,
  prompt: string,
  search: (query: string, limit: number) => Promise<RecallHit[]>,
  opts: PromptInjectionOptions,
): Promise<string | null> {
  const injection = await promptInjection(db, prompt, search, opts);
  if (injection) markInjected(db, opts.sessionId, injection.shownIds, opts.now());
  return injection?.text ?? null;
}

/** The injection's text and the memories it shows, nothing written: whoever delivers the text marks them shown. */
export async function promptInjection(
  db: Db,
  prompt: string,
  search: (query: string, limit: number) => Promise<RecallHit[]>,
  opts: PromptInjectionOptions,
): Promise<{ text: string; shownIds: string[] } | null> {
  if (!searchesFor(prompt, opts.maxItems)) return null;
  const started = opts.now();
  const hits = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;

  const shown = alreadyInjected(
    db,
    opts.sessionId,
    hits.map((h) => h.id),
  );
  // Below the relevance floor a hit is only the least unrelated memory: injecting it is noise, so nothing is shown.
  const fresh = hits.filter((h) => h.relevant && h.session_id !== opts.sessionId && !shown.has(h.id)).slice(0, opts.maxItems);
  if (!fresh.length) return null;
  const lines = fresh.map((h) => {
    const where = h.session_id
      ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ''}, ${h.created_at.slice(0, 10)})`
      : '';
    // Extracted items not yet reviewed say so; two sides of an open conflict are never offered as settled; a replaced
    // item names what replaced it.
    const marks = `${h.trust === 'candidate' ? ', unconfirmed' : ''}${h.shared_by ? `, shared by ${h.shared_by}` : ''}${h.conflicts_with?.length ? `, conflicts with ${h.conflicts_with.join(' ')}` : ''}`;
    const stale = h.superseded_by ? ` [superseded by ${h.superseded_by}]` : '';
    return `- [${h.id}${marks}]${stale} ${h.snippet}${where}`;
  });
  const fitted = fitToBudget(lines, opts.budgetTokens, {
    header: 'Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):',
    trailer: (n) => `… ${n} more (session_recall finds them)`,
  });
  if (fitted.included === 0) return null;
  return { text: fitted.text, shownIds: fresh.slice(0, fitted.included).map((h) => h.id) };
}
