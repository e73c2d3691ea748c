// A bounded memory of vectors by text for one drain: a turn's summary candidates and its search docs share many
// texts (a tool's descriptor is both; so is a one-sentence prompt or reply), and each is encoded once.
import { createHash } from 'node:crypto';
import type { Embedder } from './embedder.js';

export interface CachingEmbedder extends Embedder {
  /** Texts answered from the cache so far. */
  readonly reused: number;
}

/** Wraps `inner` with a least-recently-used cache of at most `maxEntries` vectors, keyed by a hash of the text. */
export function withVectorCache(inner: Embedder, maxEntries: number): CachingEmbedder {
  const cache = new Map<string, Float32Array>();
  let reused = 0;
  return {
    id: inner.id,
    dims: inner.dims,
    get reused() {
      return reused;
    },
    async embed(texts: string[]): Promise<Float32Array[]> {
      const keys = texts.map((t) => createHash('sha1').update(t).digest('base64'));
      const out = new Array<Float32Array>(texts.length);
      const missing: number[] = [];
      keys.forEach((key, i) => {
        const hit = cache.get(key);
        if (hit) {
          // Re-inserted: a Map iterates in insertion order, so the oldest entry is the least recently used.
          cache.delete(key);
          cache.set(key, hit);
          out[i] = hit;
          reused++;
        } else {
          missing.push(i);
        }
      });
      if (missing.length) {
        const vectors = await inner.embed(missing.map((i) => texts[i]));
        if (vectors.length !== missing.length)
          throw new Error(`embedder ${inner.id} returned ${vectors.length} vectors for ${missing.length} texts`);
        missing.forEach((i, k) => {
          out[i] = vectors[k];
          cache.set(keys[i], vectors[k]);
        });
        for (const key of cache.keys()) {
          if (cache.size <= maxEntries) break;
          cache.delete(key);
        }
      }
      return out;
    },
  };
}
