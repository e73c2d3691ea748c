// Part "scan": the vector scan alone, at sizes where building a whole store takes too long on a shared machine
// (1M items): the baseline's loop (one Float32Array per doc, scalar JavaScript) against this build's kernel
// (one contiguous block in WebAssembly memory, f32x4 SIMD dot products), interleaved, on the same random unit vectors.
import { loadLib, log, prng, round, shuffle, summarize, table } from './lib.mjs';

const DIMS = 512;

function baselineSearch(ids, vectors, query, k) {
  // The baseline VectorIndex.search loop, verbatim in shape.
  const top = [];
  let floor = -Infinity;
  for (let i = 0; i < ids.length; i++) {
    const v = vectors[i];
    let dot = 0;
    for (let j = 0; j < v.length; j++) dot += v[j] * query[j];
    if (top.length < k || dot > floor) {
      top.push({ docId: ids[i], score: dot });
      if (top.length > k) {
        top.sort((a, b) => b.score - a.score);
        top.length = k;
        floor = top[top.length - 1].score;
      } else if (top.length === k) floor = Math.min(...top.map((t) => t.score));
    }
  }
  return top.sort((a, b) => b.score - a.score);
}

export async function run(opts) {
  const lib = await loadLib();
  const sizes = opts.scanSizes ?? [100_000, 1_000_000];
  const rounds = opts.queries ?? 20;
  const rows = [];
  for (const size of sizes) {
    const r = prng(size);
    const index = new lib.VectorIndex({ snapshotFile: null });
    const ids = new Float64Array(size);
    const perDoc = [];
    const v = new Float32Array(DIMS);
    for (let i = 0; i < size; i++) {
      let s = 0;
      for (let j = 0; j < DIMS; j++) s += (v[j] = r() * 2 - 1) ** 2;
      for (let j = 0; j < DIMS; j++) v[j] /= Math.sqrt(s);
      ids[i] = i + 1;
      perDoc.push(Float32Array.from(v));
      index.add(i + 1, v);
    }
    log(`scan: ${size} vectors ready`);
    const samples = { base: [], new: [] };
    let same = 0;
    const order = prng(size + 1);
    for (let q = 0; q < rounds + 2; q++) {
      const query = perDoc[Math.floor(r() * size)].map((x) => x + (r() - 0.5) * 0.05);
      const tops = {};
      for (const variant of shuffle(['base', 'new'], order)) {
        const t0 = process.hrtime.bigint();
        tops[variant] = variant === 'base' ? baselineSearch(ids, perDoc, query, 100) : index.search(query, 100);
        if (q >= 2) samples[variant].push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      if (
        q >= 2 &&
        tops.base
          .slice(0, 10)
          .map((t) => t.docId)
          .join() ===
          tops.new
            .slice(0, 10)
            .map((t) => t.docId)
            .join()
      )
        same++;
    }
    const b = summarize(samples.base);
    const n = summarize(samples.new);
    rows.push({ size, base: b, new: n, medianRatio: round(n.median / b.median, 3), sameTop10: `${same}/${rounds}` });
  }
  return {
    part: 'scan',
    method: `top-100 of ${DIMS}-d random unit vectors for a query near one of them; the baseline's per-doc scalar loop against VectorIndex.search (wasm SIMD over one block), ${rounds} queries (+2 warm-up), interleaved in random order.`,
    rows,
    table: table(
      ['vectors', 'base median ms', 'base p95', 'new median ms', 'new p95', 'median ratio', 'same top 10'],
      rows.map((x) => [x.size, x.base.median, x.base.p95, x.new.median, x.new.p95, `${x.medianRatio}x`, x.sameTop10]),
    ),
  };
}
