import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/embed/embedder.ts
var EmbedderUnavailableError = class extends Error {
  backend;
  constructor(backend, message, options) {
    super(message, options);
    this.name = "EmbedderUnavailableError";
    this.backend = backend;
  }
};
function normalize(v) {
  const out = Float32Array.from(v);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i] * out[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < out.length; i++) out[i] *= inv;
  }
  return out;
}
function cosine(a, b) {
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

export {
  EmbedderUnavailableError,
  normalize,
  cosine
};
