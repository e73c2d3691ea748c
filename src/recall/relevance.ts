// The relevance floor: is a hit about the query at all? Rank fusion only orders candidates, and the vector side
// always returns its nearest neighbours, so "xyzzy" would otherwise get ten "hits". The floor reads absolute
// evidence instead: how much of the query's information (IDF-weighted terms) the hit's unit contains, and, when an
// embedder ran, how close the hit's vector is. Pure.
import { stem } from './terms.js';

export interface WeightedTerm {
  /** The stemmed term (as queryTerms gives it). */
  term: string;
  idf: number;
}

/**
 * Calibrated on the dev sets (BENCHMARKS.md, "Useful recall"): answerable questions against the unanswerable ones
 * and LoCoMo's adversarial category. `keyword` is the share of the query's IDF mass a hit must contain; a strong
 * vector match lowers it by up to `vectorCredit` (USE-Lite cosines below `cosineFrom` say nothing).
 */
export const RELEVANCE_FLOOR = {
  keyword: 0.25,
  cosineFrom: 0.45,
  cosineTo: 0.75,
  vectorCredit: 0.3,
  /** A query term found in more than this share of docs is a function word of this store: it cannot carry a hit. */
  commonShare: 0.2,
} as const;

/** BM25's IDF: rare words weigh more; a word in no document weighs most. */
export function inverseDocumentFrequency(df: number, total: number): number {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

export function weighTerms(terms: string[], df: ReadonlyMap<string, number>, total: number): WeightedTerm[] {
  return terms.map((term) => {
    const n = df.get(term) ?? 0;
    const common = total > 0 && n / total > RELEVANCE_FLOOR.commonShare;
    return { term, idf: common ? 0 : inverseDocumentFrequency(n, Math.max(total, 1)) };
  });
}

/** Share (0..1) of the query's IDF mass whose terms occur in the text's stemmed words. */
export function keywordCoverage(terms: readonly WeightedTerm[], textTerms: ReadonlySet<string>): number {
  let total = 0;
  let found = 0;
  for (const t of terms) {
    total += t.idf;
    if (textTerms.has(t.term) || textTerms.has(stem(t.term))) found += t.idf;
  }
  return total > 0 ? found / total : 0;
}

/** One relevance figure from both kinds of evidence: coverage, plus a credit for a close vector. */
export function relevance(coverage: number, cosine: number | null): number {
  const f = RELEVANCE_FLOOR;
  const closeness = cosine == null ? 0 : Math.min(1, Math.max(0, (cosine - f.cosineFrom) / (f.cosineTo - f.cosineFrom)));
  return coverage + f.vectorCredit * closeness;
}

export function passesFloor(relevanceScore: number, floor: number = RELEVANCE_FLOOR.keyword): boolean {
  return relevanceScore >= floor;
}
