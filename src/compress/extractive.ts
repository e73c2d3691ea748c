// Centroid extractive selection over sentence embeddings. Pure: picks indices, never rewrites text.
import { cosine } from '../embed/embedder.js';

export interface CentroidOptions {
  /** A candidate this similar to one already picked is skipped (stops near-duplicates eating the budget). */
  maxSimilarity?: number;
}

/** Ranks `scores` descending (stable: earlier index wins ties), greedily skipping redundant items. */
export function topKInOrder(
  scores: number[],
  k: number,
  isRedundant: (candidate: number, picked: number[]) => boolean = () => false,
): number[] {
  if (k <= 0 || scores.length === 0) return [];
  const ranked = scores.map((_s, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const picked: number[] = [];
  for (const i of ranked) {
    if (picked.length >= k) break;
    if (!isRedundant(i, picked)) picked.push(i);
  }
  // Redundancy filtering may leave slots open; fill them rather than return fewer than asked.
  if (picked.length < Math.min(k, scores.length)) {
    for (const i of ranked) {
      if (picked.length >= k) break;
      if (!picked.includes(i)) picked.push(i);
    }
  }
  return picked.sort((a, b) => a - b);
}

/** Indices of the top-k vectors by cosine to the (mean) centroid, returned in original order. */
export function selectByCentroid(vectors: Float32Array[], k: number, opts: CentroidOptions = {}): number[] {
  const n = vectors.length;
  if (n === 0 || k <= 0) return [];
  if (k >= n) return vectors.map((_, i) => i);
  const dims = vectors[0].length;
  const centroid = new Float32Array(dims);
  for (const v of vectors) for (let d = 0; d < dims; d++) centroid[d] += v[d];
  const scores = vectors.map((v) => cosine(v, centroid));
  const maxSim = opts.maxSimilarity ?? 0.95;
  return topKInOrder(scores, k, (i, picked) => picked.some((j) => cosine(vectors[i], vectors[j]) > maxSim));
}
