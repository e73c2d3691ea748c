import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  cosine
} from "./chunk-ERQH3QKS.mjs";

// src/compress/extractive.ts
function topKInOrder(scores, k, isRedundant = () => false) {
  if (k <= 0 || scores.length === 0) return [];
  const ranked = scores.map((_s, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const picked = [];
  for (const i of ranked) {
    if (picked.length >= k) break;
    if (!isRedundant(i, picked)) picked.push(i);
  }
  if (picked.length < Math.min(k, scores.length)) {
    for (const i of ranked) {
      if (picked.length >= k) break;
      if (!picked.includes(i)) picked.push(i);
    }
  }
  return picked.sort((a, b) => a - b);
}
function selectByCentroid(vectors, k, opts = {}) {
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

// src/compress/lexical.ts
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are aren as at be because been before being below between both but by can cannot could couldn did didn do does doesn doing don down during each either else ever every few for from further get gets got had hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself just let like ll me might more most must mustn my myself need no nor not now of off ok okay on once only or other ought our ours ourselves out over own please re same shall shan she should shouldn so some such than that the their theirs them themselves then there these they this those through to too under until up us ve very via was wasn we were weren what when where which while who whom why will with won would wouldn yes yet you your yours yourself yourselves s t d m".split(/\s+/)
);
var CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/u;
var TOKEN_RE = new RegExp(`${CJK_RUN.source}|[\\p{L}\\p{N}_]+`, "gu");
var CJK_TEST = new RegExp(`^${CJK_RUN.source}$`, "u");
function tokenize(text) {
  const out = [];
  for (const m of text.normalize("NFKC").toLowerCase().matchAll(TOKEN_RE)) {
    const tok = m[0];
    if (CJK_TEST.test(tok)) {
      const chars = Array.from(tok);
      if (chars.length === 1) out.push(tok);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
      continue;
    }
    const parts = tok.includes("_") ? [tok, ...tok.split("_").filter(Boolean)] : [tok];
    for (const p of parts) {
      if (p.length < 2 && !/\d/.test(p)) continue;
      if (STOP_WORDS.has(p)) continue;
      out.push(p);
    }
  }
  return out;
}
function selectByTfIdfCentroid(texts, k) {
  const n = texts.length;
  if (n === 0 || k <= 0) return [];
  if (k >= n) return texts.map((_, i) => i);
  const docs = texts.map(tokenize);
  const df = /* @__PURE__ */ new Map();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t) => Math.log((1 + n) / (1 + (df.get(t) ?? 0))) + 1;
  const vectors = docs.map((doc) => {
    const tf = /* @__PURE__ */ new Map();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const vec = /* @__PURE__ */ new Map();
    let norm = 0;
    for (const [t, c] of tf) {
      const w = (1 + Math.log(c)) * idf(t);
      vec.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [t, w] of vec) vec.set(t, w / norm);
    return vec;
  });
  const centroid = /* @__PURE__ */ new Map();
  for (const vec of vectors) for (const [t, w] of vec) centroid.set(t, (centroid.get(t) ?? 0) + w / n);
  let cNorm = 0;
  for (const w of centroid.values()) cNorm += w * w;
  cNorm = Math.sqrt(cNorm);
  const scores = vectors.map((vec) => {
    if (vec.size === 0 || cNorm === 0) return -1;
    let dot = 0;
    for (const [t, w] of vec) dot += w * (centroid.get(t) ?? 0);
    return dot / cNorm;
  });
  const key = (i) => texts[i].trim().toLowerCase();
  return topKInOrder(scores, k, (i, picked) => picked.some((j) => key(j) === key(i)));
}
function hasLexicalContent(texts) {
  return texts.some((t) => tokenize(t).length > 0);
}

export {
  selectByCentroid,
  tokenize,
  selectByTfIdfCentroid,
  hasLexicalContent
};
