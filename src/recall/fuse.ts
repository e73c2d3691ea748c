// Hybrid ranking: weighted reciprocal rank fusion of the per-index rankings, then gentle priors.
//
// RRF only looks at ranks, so BM25 scores of two FTS indexes and cosine similarities never need to be put on one
// scale. Its slope is shallow (with k = 60, rank 1 scores 1/61 and rank 10 scores 1/70, about 13% less), so every
// prior below is a small multiplier: a prior reorders near-equal candidates, it does not overrule relevance.

import { ALL_KINDS, MEMORY_KINDS, type MemoryKind } from '../store/kinds.js';

const KIND_PRIORS = Object.fromEntries(ALL_KINDS.map((k) => [k, MEMORY_KINDS[k].prior])) as Record<MemoryKind, number>;

export interface RankedList {
  /** Names the ranking in `ranks` of each fused hit, e.g. 'fts', 'trigram', 'vector'. */
  name: string;
  /** 0 (or less) ignores the list. */
  weight: number;
  /** Best first. A repeated id keeps its best rank. */
  ids: string[];
}

export interface FusedHit {
  id: string;
  score: number;
  /** 1-based rank in each list that contained the id. */
  ranks: Record<string, number>;
}

/** Every ranking constant in one place, so tuning never has to hunt for copies. */
export const RANK_PRIORS = {
  /** RRF damping constant; 60 is the value from Cormack et al. (2009) and works without tuning. */
  rrfK: 60,
  /** By search_docs.kind, from the kind registry (store/kinds.ts). Unknown kinds get 1. */
  kind: KIND_PRIORS,
  /**
   * By an item's trust: a verified item ranks above an unconfirmed candidate of equal relevance. Candidates keep 1, so
   * an extracted decision still ranks as decisions did before review existed.
   */
  trust: {
    verified: 1.08,
    candidate: 1.0,
  },
  /** By search_docs.source: what the user chose to remember outranks what was captured. */
  source: {
    manual: 1.1,
    auto: 1.0,
    // Imported rows carry no curation signal we can trust.
    migrated: 1.0,
  },
  recency: {
    /** A memory from today gets at most this much extra (+15%); old memories tend to 1, never below. */
    maxBoost: 0.15,
    halfLifeDays: 30,
  },
} as const;

export type MemorySource = keyof typeof RANK_PRIORS.source;

export interface HitPrior {
  kind: MemoryKind | (string & {});
  source: MemorySource | (string & {});
  ageDays: number;
  /** Items only. */
  trust?: string | null;
}

function bestRank(ranks: Record<string, number>): number {
  let best = Infinity;
  for (const r of Object.values(ranks)) if (r < best) best = r;
  return best;
}

/** Best first: score, then the best single rank (agreement at the top beats a long tail), then id for stability. */
function compareHits(a: { id: string; score: number; ranks: Record<string, number> }, b: typeof a): number {
  if (a.score !== b.score) return b.score - a.score;
  const ra = bestRank(a.ranks);
  const rb = bestRank(b.ranks);
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** score(id) = Σ weight / (k + rank) over the lists that contain id. */
export function fuseRankings(lists: RankedList[], k: number = RANK_PRIORS.rrfK): FusedHit[] {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`RRF k must be a finite number >= 0, got ${k}`);
  const byId = new Map<string, FusedHit>();
  for (const list of lists) {
    if (!(list.weight > 0) || !Number.isFinite(list.weight)) continue;
    list.ids.forEach((id, i) => {
      let hit = byId.get(id);
      if (!hit) {
        hit = { id, score: 0, ranks: {} };
        byId.set(id, hit);
      }
      if (hit.ranks[list.name] !== undefined) return;
      hit.ranks[list.name] = i + 1;
      hit.score += list.weight / (k + i + 1);
    });
  }
  return [...byId.values()].sort(compareHits);
}

/** 1 + maxBoost · 2^(−age / halfLife): a gentle, never-negative preference for recent memories. */
export function recencyFactor(
  ageDays: number,
  halfLifeDays: number = RANK_PRIORS.recency.halfLifeDays,
  maxBoost: number = RANK_PRIORS.recency.maxBoost,
): number {
  if (!Number.isFinite(ageDays) || !(halfLifeDays > 0)) return 1;
  // A timestamp slightly in the future (clock skew) counts as now, not as extra-recent.
  return 1 + maxBoost * 2 ** (-Math.max(0, ageDays) / halfLifeDays);
}

/** The multiplier a memory's metadata earns; 1 for unknown kinds and sources. */
export function priorFactor(prior: HitPrior, halfLifeDays: number = RANK_PRIORS.recency.halfLifeDays): number {
  const kind = (RANK_PRIORS.kind as Record<string, number>)[prior.kind] ?? 1;
  const source = (RANK_PRIORS.source as Record<string, number>)[prior.source] ?? 1;
  const trust = prior.trust ? ((RANK_PRIORS.trust as Record<string, number>)[prior.trust] ?? 1) : 1;
  return kind * source * trust * recencyFactor(prior.ageDays, halfLifeDays);
}

/**
 * Multiplies each hit's score by its prior and re-sorts (same tie-breaks as fusion). Hits without a prior keep
 * their score. Returns new objects; `baseScore` keeps the fused score for explanations and debugging.
 */
export function applyPriors<T extends FusedHit>(
  hits: readonly T[],
  priors: ReadonlyMap<string, HitPrior>,
  opts: { halfLifeDays?: number } = {},
): (T & { baseScore: number })[] {
  return hits
    .map((h) => {
      const prior = priors.get(h.id);
      const factor = prior ? priorFactor(prior, opts.halfLifeDays) : 1;
      return { ...h, baseScore: h.score, score: h.score * factor };
    })
    .sort(compareHits);
}
