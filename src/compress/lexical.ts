// TF-IDF centroid selection: the zero-dependency extractive tier. Pure: picks indices, never rewrites text.
import { topKInOrder } from './extractive.js';

// Common English function words; they dominate raw counts but say nothing about the work done.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being below ' +
    'between both but by can cannot could couldn did didn do does doesn doing don down during each either else ' +
    'ever every few for from further get gets got had hadn has hasn have haven having he her here hers herself him ' +
    'himself his how i if in into is isn it its itself just let like ll me might more most must mustn my myself ' +
    'need no nor not now of off ok okay on once only or other ought our ours ourselves out over own please re ' +
    'same shall shan she should shouldn so some such than that the their theirs them themselves then there these ' +
    'they this those through to too under until up us ve very via was wasn we were weren what when where which ' +
    'while who whom why will with won would wouldn yes yet you your yours yourself yourselves s t d m'
  ).split(/\s+/),
);

// Han, Hiragana, Katakana, Hangul: scripts written without spaces, indexed as character bigrams.
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/u;
const TOKEN_RE = new RegExp(`${CJK_RUN.source}|[\\p{L}\\p{N}_]+`, 'gu');
const CJK_TEST = new RegExp(`^${CJK_RUN.source}$`, 'u');

/** Lowercased word tokens; CJK runs become overlapping character bigrams (a lone character stays a unigram). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(TOKEN_RE)) {
    const tok = m[0];
    if (CJK_TEST.test(tok)) {
      const chars = Array.from(tok);
      if (chars.length === 1) out.push(tok);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
      continue;
    }
    // snake_case identifiers: keep the whole and its parts so "run_tests" matches "tests".
    const parts = tok.includes('_') ? [tok, ...tok.split('_').filter(Boolean)] : [tok];
    for (const p of parts) {
      if (p.length < 2 && !/\d/.test(p)) continue;
      if (STOP_WORDS.has(p)) continue;
      out.push(p);
    }
  }
  return out;
}

/**
 * Indices of the top-k texts by cosine between their TF-IDF vector and the centroid of all vectors,
 * in original order. Texts without any token score lowest.
 */
export function selectByTfIdfCentroid(texts: string[], k: number): number[] {
  const n = texts.length;
  if (n === 0 || k <= 0) return [];
  if (k >= n) return texts.map((_, i) => i);

  const docs = texts.map(tokenize);
  const df = new Map<string, number>();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((1 + n) / (1 + (df.get(t) ?? 0))) + 1;

  // Sublinear tf so a sentence repeating one word does not dominate.
  const vectors = docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const vec = new Map<string, number>();
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

  const centroid = new Map<string, number>();
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
  const key = (i: number) => texts[i].trim().toLowerCase();
  // Exact repeats (e.g. the same command run three times) add nothing.
  return topKInOrder(scores, k, (i, picked) => picked.some((j) => key(j) === key(i)));
}

/** True when at least one text yields a token, i.e. the lexical tier has something to rank. */
export function hasLexicalContent(texts: string[]): boolean {
  return texts.some((t) => tokenize(t).length > 0);
}
