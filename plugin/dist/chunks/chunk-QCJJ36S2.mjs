import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  ALL_KINDS,
  MEMORY_KINDS
} from "./chunk-IPV3Y5SN.mjs";

// src/recall/fuse.ts
var KIND_PRIORS = Object.fromEntries(ALL_KINDS.map((k) => [k, MEMORY_KINDS[k].prior]));
var RANK_PRIORS = {
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
    candidate: 1
  },
  /** By search_docs.source: what the user chose to remember outranks what was captured. */
  source: {
    manual: 1.1,
    auto: 1,
    // Imported rows carry no curation signal we can trust.
    migrated: 1
  },
  recency: {
    /** A memory from today gets at most this much extra (+15%); old memories tend to 1, never below. */
    maxBoost: 0.15,
    halfLifeDays: 30
  }
};
function bestRank(ranks) {
  let best = Infinity;
  for (const r of Object.values(ranks)) if (r < best) best = r;
  return best;
}
function compareHits(a, b) {
  if (a.score !== b.score) return b.score - a.score;
  const ra = bestRank(a.ranks);
  const rb = bestRank(b.ranks);
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function fuseRankings(lists, k = RANK_PRIORS.rrfK) {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`RRF k must be a finite number >= 0, got ${k}`);
  const byId = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (!(list.weight > 0) || !Number.isFinite(list.weight)) continue;
    list.ids.forEach((id, i) => {
      let hit = byId.get(id);
      if (!hit) {
        hit = { id, score: 0, ranks: {} };
        byId.set(id, hit);
      }
      if (hit.ranks[list.name] !== void 0) return;
      hit.ranks[list.name] = i + 1;
      hit.score += list.weight / (k + i + 1);
    });
  }
  return [...byId.values()].sort(compareHits);
}
function recencyFactor(ageDays, halfLifeDays = RANK_PRIORS.recency.halfLifeDays, maxBoost = RANK_PRIORS.recency.maxBoost) {
  if (!Number.isFinite(ageDays) || !(halfLifeDays > 0)) return 1;
  return 1 + maxBoost * 2 ** (-Math.max(0, ageDays) / halfLifeDays);
}
function priorFactor(prior, halfLifeDays = RANK_PRIORS.recency.halfLifeDays) {
  const kind = RANK_PRIORS.kind[prior.kind] ?? 1;
  const source = RANK_PRIORS.source[prior.source] ?? 1;
  const trust = prior.trust ? RANK_PRIORS.trust[prior.trust] ?? 1 : 1;
  return kind * source * trust * recencyFactor(prior.ageDays, halfLifeDays);
}
function applyPriors(hits, priors, opts = {}) {
  return hits.map((h) => {
    const prior = priors.get(h.id);
    const factor = prior ? priorFactor(prior, opts.halfLifeDays) : 1;
    return { ...h, baseScore: h.score, score: h.score * factor };
  }).sort(compareHits);
}

export {
  RANK_PRIORS,
  fuseRankings,
  applyPriors
};
