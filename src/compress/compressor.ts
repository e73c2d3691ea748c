// Turn and session summaries, tier by tier. Tier semantics (what the `tier` field records):
//   embedding  — top-K candidates by cosine to the embedding centroid (extractive, quotes source text)
//   ollama     — abstractive 1–3 sentences from a local Ollama (only when configured)
//   lexical    — top-K candidates by TF-IDF centroid (extractive, zero dependencies)
//   sentences  — session rollups only: outcome sentences of the session's prompts and replies (compress/rollup.ts)
//   truncation — no ranking was needed or possible: there were <= K candidates (all are kept, in order), or
//                none of them has a single token, or the input was empty; text is kept in order up to the cap.
// A tier that throws falls through to the next one. Ranking tiers only run when there is something to rank
// (more than K candidates), so a short turn never costs a model call.
import type { Embedder } from '../embed/embedder.js';
import { buildCandidates, type TurnMaterial } from './candidates.js';
import { selectByCentroid } from './extractive.js';
import { extractEvidence, type TurnEvidence } from './evidence.js';
import { hasLexicalContent, selectByTfIdfCentroid } from './lexical.js';
import { ollamaSummarize, type OllamaConfig } from './ollama.js';
import { rollupFromCards } from './rollup.js';
import { collapseWhitespace, splitSentences } from './sentences.js';

export type Tier = 'embedding' | 'ollama' | 'lexical' | 'sentences' | 'truncation';
export const SUMMARY_TIER_ORDER: readonly Tier[] = Object.freeze(['embedding', 'ollama', 'lexical', 'truncation'] as const);

export interface CompressDeps {
  embedder: Embedder | null;
  ollama: OllamaConfig | null;
  /** Session cwd, used to show paths relative in tool descriptors. */
  cwd?: string;
  /** Called when a tier throws and the next one is tried (for logs/metrics; must not throw). */
  onTierError?: (tier: Tier, err: unknown) => void;
}

export const TURN_K = 3;
export const SESSION_K = 5;
export const TURN_SUMMARY_CAP = 400;
export const SESSION_SUMMARY_CAP = 700;

const TURN_PREFIX = /\[turn \d+\]\s*/g;
const TERMINAL_END = /[.!?。！？…]["'”’)\]]*$/;

/**
 * Joins picked sentences in order, dropping whole sentences that would overflow `cap` (so the cut lands
 * on a sentence boundary); only a first sentence longer than the cap is cut mid-way, at a word boundary.
 * Pieces without terminal punctuation (tool descriptors) are followed by "; " so a later rollup can split
 * them apart again.
 */
export function joinWithinCap(sentences: string[], cap: number): string {
  let out = '';
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    const sep = out ? (TERMINAL_END.test(out) ? ' ' : '; ') : '';
    if (out.length + sep.length + s.length <= cap) {
      out += sep + s;
    } else if (!out) {
      out = cutAtWord(s, cap);
    }
  }
  return out;
}

function cutAtWord(s: string, cap: number): string {
  if (s.length <= cap) return s;
  const cut = s.lastIndexOf(' ', cap - 1);
  return `${s.slice(0, cut > cap * 0.6 ? cut : cap - 1).trimEnd()}…`;
}

function dedupe(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((t) => {
    const key = t.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Summarized {
  body: string;
  tier: Tier;
}

async function summarize(
  texts: string[],
  k: number,
  kind: 'turn' | 'session',
  deps: CompressDeps,
  cap: number,
  rawFallback: string,
  /** A text kept whatever the centroid says (the turn's request), so a summary always says what was asked. */
  anchor?: number,
): Promise<Summarized> {
  const withAnchor = (picks: number[]) =>
    anchor === undefined || picks.includes(anchor) ? picks : [anchor, ...picks].sort((a, b) => a - b);
  const truncation = (): Summarized => ({
    body: texts.length ? joinWithinCap(texts, cap) : cutAtWord(collapseWhitespace(rawFallback), cap),
    tier: 'truncation',
  });
  if (texts.length <= k || !hasLexicalContent(texts)) return truncation();

  if (deps.embedder) {
    try {
      const vectors = await deps.embedder.embed(texts);
      if (vectors.length !== texts.length || vectors.some((v) => v.length !== vectors[0].length || !(v.length > 0))) {
        throw new Error(`embedder ${deps.embedder.id} returned ${vectors.length} vectors for ${texts.length} texts`);
      }
      const picks = withAnchor(selectByCentroid(vectors, k));
      return {
        body: joinWithinCap(
          picks.map((i) => texts[i]),
          cap,
        ),
        tier: 'embedding',
      };
    } catch (err) {
      deps.onTierError?.('embedding', err);
    }
  }

  if (deps.ollama) {
    try {
      const text = await ollamaSummarize(deps.ollama, kind, texts.join('\n'));
      return { body: cutAtWord(text, cap), tier: 'ollama' };
    } catch (err) {
      deps.onTierError?.('ollama', err);
    }
  }

  try {
    const picks = withAnchor(selectByTfIdfCentroid(texts, k));
    if (picks.length)
      return {
        body: joinWithinCap(
          picks.map((i) => texts[i]),
          cap,
        ),
        tier: 'lexical',
      };
  } catch (err) {
    deps.onTierError?.('lexical', err);
  }
  return truncation();
}

export async function compressTurn(
  turn: TurnMaterial,
  deps: CompressDeps,
): Promise<{ summary: string; tier: Tier; evidence: TurnEvidence }> {
  const evidence = extractEvidence(turn.tools ?? []);
  const candidates = buildCandidates(turn, { cwd: deps.cwd });
  const texts = dedupe(candidates.map((c) => c.text));
  const prefix = `[turn ${turn.promptNumber}]`;
  const raw = [turn.prompt ?? '', ...(turn.assistantText ?? [])].join(' ');
  const anchor = texts.indexOf(mostInformative(candidates.filter((c) => c.source === 'prompt').map((c) => c.text)) ?? '');
  const { body, tier } = await summarize(
    texts,
    TURN_K,
    'turn',
    deps,
    TURN_SUMMARY_CAP - prefix.length - 1,
    raw,
    anchor >= 0 ? anchor : undefined,
  );
  return { summary: body ? `${prefix} ${body}` : prefix, tier, evidence };
}

/** The prompt sentence with the most words ("Good." and "Thanks!" say nothing about the task); null if none has 3. */
function mostInformative(sentences: string[]): string | null {
  let best: string | null = null;
  let bestWords = 2;
  for (const s of sentences) {
    const words = s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    // CJK has no spaces: count characters instead.
    const weight = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(s) ? Math.floor(s.length / 2) : words;
    if (weight > bestWords) {
      best = s;
      bestWords = weight;
    }
  }
  return best;
}

/** Sentences of the turn summaries, without "[turn N]" markers, split again at "; " joins. */
export function rollupSentences(turnSummaries: string[]): string[] {
  const out: string[] = [];
  for (const summary of turnSummaries) {
    const text = (summary ?? '').replace(TURN_PREFIX, ' ');
    for (const s of splitSentences(text)) {
      for (const part of s.split(/;(?:\s+|$)/)) {
        const p = part.trim();
        if (p) out.push(p);
      }
    }
  }
  return dedupe(out);
}

export async function compressSession(
  turnSummaries: string[],
  deps: CompressDeps,
  /** The turns' cards: when they hold sentences, the rollup is made of those (what was decided, fixed, left open). */
  turnCards: string[] = [],
): Promise<{ summary: string; tier: Tier }> {
  // A configured Ollama was asked for abstractive rollups: it keeps them.
  const cards = turnCards.filter(Boolean);
  // A short session has room for more of each turn: a one-turn session's choice, result and next step all fit.
  const fromCards = deps.ollama ? '' : rollupFromCards(cards, SESSION_SUMMARY_CAP, Math.max(2, Math.ceil(6 / Math.max(1, cards.length))));
  if (fromCards) return { summary: fromCards, tier: 'sentences' };
  const texts = rollupSentences(turnSummaries);
  const raw = turnSummaries.join(' ').replace(TURN_PREFIX, ' ');
  const { body, tier } = await summarize(texts, SESSION_K, 'session', deps, SESSION_SUMMARY_CAP, raw);
  return { summary: body, tier };
}
