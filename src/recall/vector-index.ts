// Brute-force cosine search over stored vectors, cached in memory per model and refreshed incrementally.
// Vectors are L2-normalized, so cosine is a dot product.
import type { Db } from '../store/connection.js';
import { embeddingCount, iterateVectors } from '../store/search.js';

export class VectorIndex {
  private ids: number[] = [];
  private vectors: Float32Array[] = [];
  private maxId = 0;
  private model: string | null = null;

  /** Loads vectors added since the last refresh; reloads from scratch when some were deleted or the model changed. */
  refresh(db: Db, model: string): void {
    const stored = embeddingCount(db, model);
    if (model !== this.model || stored < this.ids.length) {
      this.ids = [];
      this.vectors = [];
      this.maxId = 0;
      this.model = model;
    }
    if (stored === this.ids.length) return;
    for (const { docId, vector } of iterateVectors(db, model, this.maxId)) {
      this.ids.push(docId);
      this.vectors.push(vector);
      this.maxId = docId;
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Top-k doc ids by cosine, best first, optionally restricted to an allowed set. */
  search(query: Float32Array, k: number, allowed?: Set<number>): { docId: number; score: number }[] {
    const top: { docId: number; score: number }[] = [];
    let floor = -Infinity;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i];
      if (allowed && !allowed.has(id)) continue;
      const v = this.vectors[i];
      if (v.length !== query.length) continue;
      let dot = 0;
      for (let j = 0; j < v.length; j++) dot += v[j] * query[j];
      if (top.length < k || dot > floor) {
        top.push({ docId: id, score: dot });
        if (top.length > k) {
          top.sort((a, b) => b.score - a.score);
          top.length = k;
          floor = top[top.length - 1].score;
        } else if (top.length === k) {
          floor = Math.min(...top.map((t) => t.score));
        }
      }
    }
    return top.sort((a, b) => b.score - a.score);
  }
}
