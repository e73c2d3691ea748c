// The relevance floor: is a hit about the query at all? Rank fusion only orders candidates, and the vector side
// always returns its nearest neighbours, so "xyzzy" would otherwise get ten "hits". The floor reads absolute
// evidence instead: how much of the query's information (IDF-weighted terms) the hit's unit contains, and, when an
// embedder ran, how close the hit's vector is. Pure.
import { stem } from './terms.js';

export interface WeightedTerm {
  /** The stemmed term (as queryTerms gives it). */
  term: string;
  idf: number;
  /** False when no document contains the term. */
  known?: boolean;
}

/**
 * Calibrated on the dev sets (BENCHMARKS.md, "Useful recall"): answerable questions against the unanswerable ones
 * and LoCoMo's adversarial category. `keyword` is the share of the query's IDF mass a hit must contain; a strong
 * vector match lowers it by up to `vectorCredit` (USE-Lite cosines below `cosineFrom` say nothing). A query word no
 * document contains weighs as much as an average known word (it may be a paraphrase, "reservation" for "booking", as
 * well as a topic), and `unknownName` times that when written as a name: a tool, product or place the memory has
 * never seen ("Kubernetes", "GraphQL") says the question is about something else. 16 instead of 4 took the tokens
 * injected on unanswerable prompts of issue 24's tuning folds to 0 (devlog-oncall 166, devlog-pipeline 77) but lost
 * answers on devlog-holdout (seen 0.631 -> 0.600), so it stays 4; ranking has its own weight (RANK_NAME_WEIGHT).
 */
export const RELEVANCE_FLOOR = {
  keyword: 0.25,
  cosineFrom: 0.45,
  cosineTo: 0.75,
  vectorCredit: 0.3,
  unknownName: 4,
} as const;

/** BM25's IDF: rare words weigh more; a word in no document weighs most. */
export function inverseDocumentFrequency(df: number, total: number): number {
  return Math.log(1 + Math.max(0, total - df + 0.5) / (df + 0.5));
}

/**
 * IDF weights of the query terms. A term no document contains cannot tell documents apart; it weighs as much as an
 * average known term, or a multiple of that for a name (see RELEVANCE_FLOOR), so a query about an unknown topic
 * cannot pass on its incidental words while a paraphrased one still can.
 */
export function weighTerms(
  terms: string[],
  df: ReadonlyMap<string, number>,
  total: number,
  named: ReadonlySet<string> = new Set(),
  uncounted: ReadonlySet<string> = new Set(),
  nameWeight: number = RELEVANCE_FLOOR.unknownName,
): WeightedTerm[] {
  const n = Math.max(total, 1);
  const known = terms.filter((t) => (df.get(t) ?? 0) > 0).map((t) => inverseDocumentFrequency(df.get(t)!, n));
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  return terms.map((term) => {
    const count = df.get(term) ?? 0;
    if (count > 0) return { term, idf: inverseDocumentFrequency(count, n), known: true };
    // A term the index cannot count (a CJK bigram): an average known term, found or not by the unit's own words.
    if (uncounted.has(term)) return { term, idf: average, known: true };
    return { term, idf: average * (named.has(term) ? nameWeight : 1), known: false };
  });
}

/** Share (0..1) of the query's IDF mass whose terms occur in the text's stemmed words. */
export function keywordCoverage(terms: readonly WeightedTerm[], textTerms: ReadonlySet<string>): number {
  let total = 0;
  let found = 0;
  for (const t of terms) {
    total += t.idf;
    if (t.known !== false && (textTerms.has(t.term) || textTerms.has(stem(t.term)))) found += t.idf;
  }
  return total > 0 ? found / total : 0;
}

/**
 * Coverage (as keywordCoverage) of the query by a unit read together with its context (the turns just before and after
 * it): a ranking signal only. The floor stays on the unit's own words, so context never makes an unrelated turn pass.
 */
export function coverageInContext(
  terms: readonly WeightedTerm[],
  own: ReadonlySet<string>,
  context: readonly ReadonlySet<string>[],
): number {
  if (!context.some((c) => c.size > 0)) return keywordCoverage(terms, own);
  const all = new Set(own);
  for (const words of context) for (const w of words) all.add(w);
  return keywordCoverage(terms, all);
}

/**
 * One relevance figure from both kinds of evidence: coverage, plus a credit for a close vector. Without a single
 * shared word it is 0 whatever the vector says: every query has nearest neighbours, "xyzzy" included.
 */
export function relevance(coverage: number, cosine: number | null): number {
  if (!(coverage > 0)) return 0;
  return coverage + RELEVANCE_FLOOR.vectorCredit * vectorCloseness(cosine);
}

/** 0..1: how close a vector is, from the cosine that says nothing (USE-Lite's noise) to a near match. */
export function vectorCloseness(cosine: number | null): number {
  const f = RELEVANCE_FLOOR;
  return cosine == null ? 0 : Math.min(1, Math.max(0, (cosine - f.cosineFrom) / (f.cosineTo - f.cosineFrom)));
}

/**
 * The weight of an unknown name when units are ranked and their snippets cut: the ranking's own calibration, kept
 * apart from the floor's so a stricter floor never reorders a query's units.
 */
export const RANK_NAME_WEIGHT = 4;

/** Share of the query's IDF mass in the first weighing that the second holds (unknown terms are never found). */
export function massRatio(a: readonly WeightedTerm[], b: readonly WeightedTerm[]): number {
  const sum = (ts: readonly WeightedTerm[]) => ts.reduce((x, t) => x + t.idf, 0);
  const mb = sum(b);
  return mb > 0 ? sum(a) / mb : 1;
}

export function passesFloor(relevanceScore: number, floor: number = RELEVANCE_FLOOR.keyword): boolean {
  return relevanceScore >= floor;
}
