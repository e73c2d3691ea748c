#!/usr/bin/env node
// Fits the re-ranking weights (src/recall/rank.ts) on ranking features dumped by the recall lab (issue 24).
//
//   node scripts/bench/recall-lab.mjs --stories dev,oncall,pipeline --locomo 1-3 --features feats.jsonl
//   node scripts/bench/fit-rank.mjs feats.jsonl [--train devlog-dev,locomo-1,...] [--out weights.json] [--write]
//
// The model: a unit's score is a weighted sum of its features; the fit is a pairwise logistic regression (RankNet
// with a linear scorer): for every query, each pooled unit that holds the answer against each that does not, the
// loss log(1 + e^-(s_pos - s_neg)). Each query weighs the same (its pairs share one unit of weight) and each set
// the same (its queries share one unit), so LoCoMo's hundreds of questions do not drown a devlog story's sixty.
// L2 regularisation pulls the weights towards the hand-set formula they replace (rank-weights.ts before any fit),
// so a signal no fold supports stays where it was. Full-batch Adam, deterministic.
// Reports, per set, the share of queries whose first answering unit is ranked first and within 5, before and after
// (within the pool the features were dumped for: a unit outside it is out of reach of any weight).
// --train: the sets fitted on (default: all in the file); the others are reported as held out of the fit.
// --write: writes src/recall/rank-weights.ts with the weights and how they were fitted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The hand-set formula the fit starts from and is pulled towards: relevance + context/4 + fused. */
export const PRIOR = { coverage: 1, closeness: 0.3, context: 0.25, fused: 1 };
/** The snippet's hand-set line score: the query's IDF mass, a small bonus for a figure or path asked for. */
export const SEGMENT_PRIOR = { share: 1, figure: 0.1, place: 0.1 };

/** Every unit that holds the answer, as a query over the lines a snippet may pick (those holding a query word). */
export function segmentQueries(units) {
  return units.flatMap((q) =>
    q.candidates
      .filter((c) => c.label && c.segments?.length)
      .map((c, i) => ({
        set: q.set,
        query: `${q.query}#${i}`,
        candidates: c.segments.filter((g) => g.features.share > 0),
      }))
      .filter((u) => u.candidates.some((g) => g.label)),
  );
}
export const FIT = { l2: 0.02, steps: 3000, rate: 0.02 };

export function readQueries(files) {
  return files.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );
}

/** The conversations of LoCoMo weigh as one set, as each devlog story does. */
export const groupOf = (set) => (set.startsWith('locomo-') ? 'locomo' : set);

/** Pairs of (answering, other) feature vectors per query, with their weights. */
export function pairsOf(queries, names) {
  const perSet = new Map();
  for (const q of queries) {
    const pos = q.candidates.filter((c) => c.label);
    const neg = q.candidates.filter((c) => !c.label);
    if (pos.length && neg.length) perSet.set(groupOf(q.set), (perSet.get(groupOf(q.set)) ?? 0) + 1);
  }
  const pairs = [];
  for (const q of queries) {
    const pos = q.candidates.filter((c) => c.label);
    const neg = q.candidates.filter((c) => !c.label);
    if (!pos.length || !neg.length) continue;
    const w = 1 / (perSet.get(groupOf(q.set)) * perSet.size * pos.length * neg.length);
    for (const p of pos) for (const n of neg) pairs.push({ d: names.map((k) => (p.features[k] ?? 0) - (n.features[k] ?? 0)), w });
  }
  return pairs;
}

/** Pairwise logistic regression by full-batch Adam; returns the weight vector. */
export function fitWeights(pairs, names, { l2 = FIT.l2, steps = FIT.steps, rate = FIT.rate, prior = PRIOR } = {}) {
  const p0 = names.map((k) => prior[k] ?? 0);
  const w = [...p0];
  const m = new Array(names.length).fill(0);
  const v = new Array(names.length).fill(0);
  for (let t = 1; t <= steps; t++) {
    const g = names.map((_, i) => 2 * l2 * (w[i] - p0[i]));
    for (const { d, w: pw } of pairs) {
      let s = 0;
      for (let i = 0; i < d.length; i++) s += w[i] * d[i];
      // d/ds log(1 + e^-s) = -1 / (1 + e^s)
      const k = -pw / (1 + Math.exp(s));
      for (let i = 0; i < d.length; i++) g[i] += k * d[i];
    }
    for (let i = 0; i < w.length; i++) {
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      w[i] -= (rate * (m[i] / (1 - 0.9 ** t))) / (Math.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-9);
    }
  }
  return Object.fromEntries(names.map((k, i) => [k, Math.round(w[i] * 1e4) / 1e4]));
}

/** Per set: queries with an answer in the pool, and of those the share ranked first and within 5 by `weights`. */
export function evaluate(queries, weights, names) {
  const out = {};
  for (const q of queries) {
    const s = (out[q.set] ??= { queries: 0, inPool: 0, at1: 0, at5: 0, at10: 0 });
    s.queries++;
    if (!q.candidates.some((c) => c.label)) continue;
    s.inPool++;
    const score = (c) => names.reduce((a, k) => a + (weights[k] ?? 0) * (c.features[k] ?? 0), 0);
    const order = [...q.candidates].sort((a, b) => score(b) - score(a));
    const first = order.findIndex((c) => c.label);
    if (first === 0) s.at1++;
    if (first < 5) s.at5++;
    if (first < 10) s.at10++;
  }
  return out;
}

/** Replaces one weights block of src/recall/rank-weights.ts (RANK_WEIGHTS or SEGMENT_WEIGHTS) with a fit. */
function writeWeightsModule(name, type, weights, meta) {
  const file = path.join(ROOT, 'src', 'recall', 'rank-weights.ts');
  const body = Object.entries(weights)
    .map(([k, v]) => `  ${k}: ${v},`)
    .join('\n');
  const block = `// ${meta.split('\n').join('\n// ')}\nexport const ${name}: ${type} = {\n${body}\n};`;
  const text = fs.readFileSync(file, 'utf8');
  const re = new RegExp(`(?:// [^\\n]*\\n)*export const ${name}: ${type} = \\{[^}]*\\};`);
  if (!re.test(text)) throw new Error(`fit-rank: no ${name} block in ${file}`);
  fs.writeFileSync(file, text.replace(re, block));
  return file;
}

async function main() {
  const args = process.argv.slice(2);
  const files = [];
  const opts = {};
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--train') opts.train = new Set(args[++i].split(','));
    else if (args[i] === '--out') opts.out = args[++i];
    else if (args[i] === '--write') opts.write = true;
    else if (args[i] === '--l2') opts.l2 = Number(args[++i]);
    else if (args[i] === '--segments') opts.segments = true;
    else files.push(args[i]);
  }
  const units = readQueries(files);
  // --segments: the snippet's lines instead of the units, each answering unit a "query" over its pickable lines.
  const queries = opts.segments ? segmentQueries(units) : units;
  // The features as the recall lab dumped them (rank.ts's RANK_FEATURES or snippet.ts's SEGMENT_FEATURES, in order).
  const names = Object.keys(queries.find((q) => q.candidates.length).candidates[0].features);
  const prior = opts.segments ? SEGMENT_PRIOR : PRIOR;
  const train = queries.filter((q) => !opts.train || opts.train.has(q.set) || opts.train.has(groupOf(q.set)));
  const weights = fitWeights(pairsOf(train, names), names, { prior, ...(opts.l2 != null ? { l2: opts.l2 } : {}) });
  const before = evaluate(queries, prior, names);
  const after = evaluate(queries, weights, names);
  const sets = [...new Set(queries.map((q) => q.set))];
  process.stdout.write(`weights ${JSON.stringify(weights)}\n`);
  for (const s of sets) {
    const b = before[s];
    const a = after[s];
    const tag = !opts.train || opts.train.has(s) || opts.train.has(groupOf(s)) ? 'fitted' : 'held out of the fit';
    process.stdout.write(
      `${s} (${tag}): ${b.inPool}/${b.queries} answerable in the pool; first @1 ${b.at1} -> ${a.at1}, @5 ${b.at5} -> ${a.at5}, @10 ${b.at10} -> ${a.at10}\n`,
    );
  }
  if (opts.out) fs.writeFileSync(opts.out, JSON.stringify(weights, null, 2));
  if (opts.write) {
    const trained = opts.train ? [...opts.train].join(', ') : sets.join(', ');
    const file = writeWeightsModule(
      opts.segments ? 'SEGMENT_WEIGHTS' : 'RANK_WEIGHTS',
      opts.segments ? 'SegmentWeights' : 'RankWeights',
      weights,
      `${opts.segments ? 'Snippet lines' : 'Units'}: fitted on ${trained} (${train.length} ${opts.segments ? 'answering units' : 'queries'}) by scripts/bench/fit-rank.mjs${opts.segments ? ' --segments' : ''}:\npairwise logistic regression, l2 ${opts.l2 ?? FIT.l2} towards ${JSON.stringify(prior)}, ${FIT.steps} Adam steps. Do not edit: fit again.`,
    );
    process.stdout.write(`wrote ${path.relative(ROOT, file)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
