// Re-ranking of read units: what each pooled unit (a turn, a decision, a rollup) shows of the query, as numbers, and
// one learned linear score over them. Pure. The weights are fitted by scripts/bench/fit-rank.mjs on the tuning
// folds (pairwise logistic regression: the unit that holds the answer against each that does not) and committed in
// rank-weights.ts with how they were fitted; nothing here is set by hand except which signals exist.
import { RANK_WEIGHTS } from './rank-weights.js';
import { ASKS_FOR_NUMBER, ASKS_FOR_PLACE } from './snippet.js';

/** The signals a unit is ranked by; each is 0..1 (see unitFeatures). */
export const RANK_FEATURES = [
  /** Share of the query's IDF mass in the unit's own words. */
  'coverage',
  /** How close the unit's best vector is (0 below the cosine that says nothing, 1 at a near match). */
  'closeness',
  /** Coverage of the query by the unit read with the turns just before and after it. */
  'context',
  /** The fused rank score (weighted RRF with priors), relative to the pool's best. */
  'fused',
  /** Share of the query's IDF mass in the unit's single best passage (a line or sentence): evidence in one place. */
  'passage',
  /** How new the unit is within the pool (1 the newest, 0 the oldest). */
  'recency',
  /** The same, only for a question about the present ("now", "currently", "these days", "still"). */
  'currentRecency',
  /** A question that asks where, and the unit's best passage names a path or file. */
  'placeAnswer',
  /** A question that asks for a figure, and the unit's best passage carries a number. */
  'figureAnswer',
  /** The unit is a knowledge item (decision, preference, convention, discovery). */
  'item',
  /** The unit is a session rollup (a blend of many turns). */
  'rollup',
  /** The unit states something that has since been replaced (its successor is listed before it anyway). */
  'replaced',
] as const;

export type RankFeature = (typeof RANK_FEATURES)[number];
export type RankFeatures = Record<RankFeature, number>;
export type RankWeights = Record<RankFeature, number>;

/** What a question asks for, read from its words once per query. */
export interface QueryTraits {
  place: boolean;
  figure: boolean;
  current: boolean;
}

/** Questions about the present state of something that may have changed. */
const ASKS_FOR_CURRENT =
  /\b(now|nowadays|currently|current|these days|at the moment|at present|right now|today|still|any ?more|latest|as of)\b/i;

export function queryTraits(query: string): QueryTraits {
  return { place: ASKS_FOR_PLACE.test(query), figure: ASKS_FOR_NUMBER.test(query), current: ASKS_FOR_CURRENT.test(query) };
}

export interface UnitEvidence {
  coverage: number;
  closeness: number;
  context: number;
  /** The unit's fused score over the pool's best (0..1). */
  fusedShare: number;
  passage: number;
  passageHasPath: boolean;
  passageHasNumber: boolean;
  createdAt: number;
  kind: 'turn' | 'item' | 'rollup' | 'other';
  replaced: boolean;
}

/** The features of one unit; `span` is the oldest and newest creation time in the pool. */
export function unitFeatures(e: UnitEvidence, traits: QueryTraits, span: { oldest: number; newest: number }): RankFeatures {
  const width = span.newest - span.oldest;
  const recency = width > 0 ? (e.createdAt - span.oldest) / width : 1;
  return {
    coverage: e.coverage,
    closeness: e.closeness,
    context: e.context,
    fused: e.fusedShare,
    passage: e.passage,
    recency,
    currentRecency: traits.current ? recency : 0,
    placeAnswer: traits.place && e.passageHasPath ? 1 : 0,
    figureAnswer: traits.figure && e.passageHasNumber ? 1 : 0,
    item: e.kind === 'item' ? 1 : 0,
    rollup: e.kind === 'rollup' ? 1 : 0,
    replaced: e.replaced ? 1 : 0,
  };
}

/** The linear score of a unit's features (higher ranks first). */
export function rankScore(f: RankFeatures, weights: Partial<RankWeights> = RANK_WEIGHTS): number {
  let s = 0;
  for (const name of RANK_FEATURES) s += (weights[name] ?? RANK_WEIGHTS[name]) * f[name];
  return s;
}

/**
 * Current truth among what a recall shows: a unit is preceded by the newest unit of the pool, said at least `gapMs`
 * later, that carries at least `share` of its coverage of the query (the later statement about the same thing: the
 * setting changed again, the decision replaced in review, the rule forgotten). Stated once, it is the truth then and
 * now; stated again later, the later one is listed first and the earlier never shows without it. Stable otherwise.
 */
export const NEWER_STATEMENT = { share: 1, gapMs: 6 * 3_600_000 } as const;

export function newerFirst<T extends { createdAt: number; coverage: number; relevant: boolean; follows: boolean }>(
  units: readonly T[],
  opts: { share: number; gapMs: number } = NEWER_STATEMENT,
): T[] {
  const out: T[] = [];
  const used = new Set<number>();
  const newerOf = (i: number): number => {
    const a = units[i];
    let best = -1;
    for (let j = i + 1; j < units.length; j++) {
      const b = units[j];
      if (used.has(j) || !b.relevant || !b.follows || !a.follows) continue;
      if (b.createdAt < a.createdAt + opts.gapMs || b.coverage < opts.share * a.coverage) continue;
      if (best < 0 || b.createdAt > units[best].createdAt) best = j;
    }
    return best;
  };
  for (let i = 0; i < units.length; i++) {
    if (used.has(i)) continue;
    used.add(i);
    const j = newerOf(i);
    if (j >= 0) {
      used.add(j);
      out.push(units[j]);
    }
    out.push(units[i]);
  }
  return out;
}
