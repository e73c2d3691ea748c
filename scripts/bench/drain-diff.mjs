// Compares what two builds' drains wrote into copies of the same stores: `node scripts/bench/drain-diff.mjs <data
// dir A> <data dir B>` (each with projects/*.db, e.g. two `--reuse` caches of the devlog or locomo part). Prints,
// per store, how many turn summaries and rollups differ in text, and how close the two builds' vectors of the same
// doc are (cosine: minimum and how many under 0.9999). A drain change that must not move quality shows 0 and 1
// (a doc quoting the project's temp path, which differs between copies, may differ a little).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node scripts/bench/drain-diff.mjs <data dir A> <data dir B>');
  process.exit(2);
}
// Stores pair up by project name (`<name>-<hash>.db`: the hash is of the project's path, which differs between two
// temp copies of one project).
const stores = (dir) =>
  new Map(
    fs
      .readdirSync(path.join(dir, 'projects'))
      .filter((f) => f.endsWith('.db'))
      .sort()
      .map((f) => [f.replace(/-[^-]+\.db$/, ''), f]),
  );
const vectorOf = (buf) => new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
const rows = [];
const storesB = stores(b);
for (const [name, file] of stores(a)) {
  const fileB = storesB.get(name);
  if (!fileB) continue;
  const da = new Database(path.join(a, 'projects', file), { readonly: true });
  const db = new Database(path.join(b, 'projects', fileB), { readonly: true });
  // Two copies of a project live at two temp paths; a summary quoting a path is compared with the path masked.
  const masked = (d) => {
    const roots = d
      .prepare('SELECT DISTINCT cwd FROM sessions WHERE cwd IS NOT NULL')
      .all()
      .map((r) => r.cwd)
      .sort((x, y) => y.length - x.length);
    return (text) => roots.reduce((t, root) => t.split(root).join('<project>'), text ?? '');
  };
  const summaries = (d) => {
    const mask = masked(d);
    return new Map(
      d
        .prepare("SELECT session_id || '/' || prompt_number AS k, summary FROM turn_summaries")
        .all()
        .map((r) => [r.k, mask(r.summary)]),
    );
  };
  const rollups = (d) => {
    const mask = masked(d);
    return new Map(
      d
        .prepare('SELECT id AS k, rollup_summary AS summary FROM sessions WHERE rollup_summary IS NOT NULL')
        .all()
        .map((r) => [r.k, mask(r.summary)]),
    );
  };
  const differ = (x, y) => [...x].filter(([k, v]) => y.get(k) !== v).length + [...y.keys()].filter((k) => !x.has(k)).length;
  // Docs are matched by kind and ref (ids may differ between stores drained apart).
  const vectors = (d) =>
    new Map(
      d
        .prepare("SELECT s.kind || ':' || s.ref_id AS k, e.vector FROM embeddings e JOIN search_docs s ON s.id = e.doc_id")
        .all()
        .map((r) => [r.k, vectorOf(r.vector)]),
    );
  const va = vectors(da);
  const vb = vectors(db);
  let minCos = 1;
  let under = 0;
  let shared = 0;
  for (const [k, x] of va) {
    const y = vb.get(k);
    if (!y) continue;
    shared++;
    let dot = 0;
    for (let i = 0; i < x.length; i++) dot += x[i] * y[i];
    minCos = Math.min(minCos, dot);
    if (dot < 0.9999) under++;
  }
  const sa = summaries(da);
  rows.push({
    store: name,
    turnSummaries: sa.size,
    summariesDiffer: differ(sa, summaries(db)),
    rollupsDiffer: differ(rollups(da), rollups(db)),
    vectorsA: va.size,
    vectorsB: vb.size,
    vectorsShared: shared,
    minCosine: Number(minCos.toFixed(6)),
    vectorsUnder09999: under,
  });
  da.close();
  db.close();
}
console.log(JSON.stringify(rows, null, 2));
