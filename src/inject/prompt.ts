// UserPromptSubmit injection: the few memories most relevant to this prompt, never repeated within a session,
// capped by count and tokens, and silent when the search runs past its latency budget.
import type { Db } from '../store/connection.js';
import { alreadyInjected, markInjected } from '../store/injected.js';
import type { RecallHit, RecallResult } from '../recall/search.js';
import { fitToBudget } from './budget.js';

/** What the injection reads of a recall: its hits, and the names the memory has never seen. */
export type PromptRecall = Pick<RecallResult, 'hits' | 'unknownNames'>;

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

/** Memories shown for a prompt that names something no memory holds. */
const UNKNOWN_NAME_ITEMS = 1;

/** Prompts too short to carry a topic ("yes", "go on") get nothing. */
const MIN_PROMPT_CHARS = 12;

/** A CJK character carries about as much as a short word: "迁移为什么失败了" is a question, "yes ok" is not. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const CJK_CHAR_WEIGHT = 3;

/** Whether a prompt's injection searches at all. */
export function searchesFor(prompt: string, maxItems: number): boolean {
  const text = prompt.trim();
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  return maxItems > 0 && text.length + cjk * (CJK_CHAR_WEIGHT - 1) >= MIN_PROMPT_CHARS;
}

export async function buildPromptContext(
  db: Db,
  prompt: string,
  search: (query: string, limit: number) => Promise<PromptRecall>,
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
  search: (query: string, limit: number) => Promise<PromptRecall>,
  opts: PromptInjectionOptions,
): Promise<{ text: string; shownIds: string[] } | null> {
  if (!searchesFor(prompt, opts.maxItems)) return null;
  const started = opts.now();
  const { hits, unknownNames = [] } = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;

  const shown = alreadyInjected(
    db,
    opts.sessionId,
    hits.map((h) => h.id),
  );
  // Below the relevance floor a hit is only the least unrelated memory: injecting it is noise, so nothing is shown.
  // A prompt naming what no memory holds ("did we try Kafka?") is not about what the memory knows: its hits match the
  // rest of the prompt only, so the best one is shown, with the names said unknown.
  const most = unknownNames.length ? Math.min(opts.maxItems, UNKNOWN_NAME_ITEMS) : opts.maxItems;
  const fresh = hits.filter((h) => h.relevant && h.session_id !== opts.sessionId && !shown.has(h.id)).slice(0, most);
  if (!fresh.length) return null;
  const lineOf = (h: RecallHit, snippet: string) => {
    const where = h.session_id
      ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ''}, ${h.created_at.slice(0, 10)})`
      : '';
    // Extracted items not yet reviewed say so; two sides of an open conflict are never offered as settled; a replaced
    // item names what replaced it.
    const marks = `${h.trust === 'candidate' ? ', unconfirmed' : ''}${h.shared_by ? `, shared by ${h.shared_by}` : ''}${h.conflicts_with?.length ? `, conflicts with ${h.conflicts_with.join(' ')}` : ''}`;
    const stale = h.superseded_by ? ` [superseded by ${h.superseded_by}]` : '';
    return `- [${h.id}${marks}]${stale} ${snippet}${where}`;
  };
  const fitted = packLines(
    fresh.map((h) => lineOf(h, h.snippet)),
    fresh.map((h) => lineOf(h, h.brief ?? h.snippet)),
    opts.budgetTokens,
    unknownNames.length ? `${HEADER}\nNo memory mentions ${unknownNames.join(', ')}; the closest:` : HEADER,
  );
  if (fitted.included === 0) return null;
  return { text: fitted.text, shownIds: fresh.slice(0, fitted.included).map((h) => h.id) };
}

const HEADER = 'Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):';
const trailer = (n: number) => `… ${n} more (session_recall finds them)`;

/**
 * The hits that fit, best first: as many as fit with their brief snippets (a hit's best lines), then, best hit first,
 * each shown at full length while the others still fit. Three long snippets used to take the whole budget and leave
 * the answer in the fourth hit unshown (issue 24, "injection budget" misses on the tuning folds).
 */
export function packLines(
  full: readonly string[],
  brief: readonly string[],
  budgetTokens: number,
  header = HEADER,
): ReturnType<typeof fitToBudget> {
  const fitLines = (lines: readonly string[]) => fitToBudget(lines, budgetTokens, { header, trailer });
  const chosen = [...brief];
  let best = fitLines(chosen);
  const n = best.included;
  for (let i = 0; i < n; i++) {
    if (full[i] === chosen[i]) continue;
    const tried = [...chosen];
    tried[i] = full[i];
    const r = fitLines(tried);
    if (r.included >= n) {
      chosen[i] = full[i];
      best = r;
    }
  }
  return best;
}
