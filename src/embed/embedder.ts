// Shared embedding contract. Kept free of heavy imports so callers can type against it without loading
// onnxruntime or tfjs.

export interface Embedder {
  /** Stable identity of the vector space, e.g. 'transformers:Xenova/bge-small-en-v1.5:q8' or 'use-lite:512'.
   *  Vectors from different ids must never be compared. */
  readonly id: string;
  readonly dims: number;
  /** What runs the model, where there is a choice (USE-Lite: onnxruntime, else tfjs), for `doctor`. */
  readonly runsOn?: string;
  /** One L2-normalized vector per input, same order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

export type EmbedderChoice = 'auto' | 'transformers' | 'use-lite' | 'none';

export const EMBEDDER_CHOICES: readonly EmbedderChoice[] = ['auto', 'transformers', 'use-lite', 'none'];

/** Thrown when a backend cannot produce an embedder (model missing offline, package absent, load failure). */
export class EmbedderUnavailableError extends Error {
  readonly backend: string;
  constructor(backend: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbedderUnavailableError';
    this.backend = backend;
  }
}

/** Returns a new L2-normalized copy; a zero vector stays zero (avoids NaN poisoning downstream sums). */
export function normalize(v: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(v);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i] * out[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < out.length; i++) out[i] *= inv;
  }
  return out;
}

/** Cosine similarity; does not assume normalized inputs. 0 when either vector is zero. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError(`cosine: length mismatch ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  if (na === 0 || nb === 0) return 0;
  return dot / Math.sqrt(na * nb);
}
