// Part "cli-recall": `claude-memory recall <query>` end to end (process start to exit), hybrid against keyword-only
// (`--fts`), on a copy of a synthetic scale store (10k items by default) in a fresh data dir: with no MCP server
// running (the CLI loads the query encoder itself), then with the project's MCP server running (the CLI asks it over
// its socket). Variants alternate per query. With --baseline-dist, the no-server phase runs that build's `recall` too,
// interleaved with this one's, and checks that both give the same hits for each query.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { DIST, cliEnv, loadLib, log, prng, round, shuffle, summarize, table, tempDir, timeSync, rm } from './lib.mjs';
import { ensureStore } from './scale.mjs';
import { zipfCorpus } from './synth.mjs';

export async function run(opts) {
  const lib = await loadLib();
  const size = opts.cliItems ?? 10_000;
  const runs = opts.runs ?? 12;
  const { file } = await ensureStore(lib, size);
  const dir = tempDir('cli-recall');
  const home = path.join(dir, 'home');
  const project = path.join(dir, 'project');
  fs.mkdirSync(project, { recursive: true });
  const env = cliEnv(home);
  const key = lib.createApp({ env, entryScript: DIST, cwd: project }).project(project).key;
  fs.mkdirSync(path.join(home, 'projects'), { recursive: true, mode: 0o700 });
  const store = path.join(home, 'projects', `${key}.db`);
  fs.copyFileSync(file, store);
  if (fs.existsSync(`${file}.vectors`)) fs.copyFileSync(`${file}.vectors`, `${store}.vectors`);
  const corpus = zipfCorpus(size + 11);
  const words = ['cache', 'login', 'deploy', 'invoice', 'webhook', 'timezone'];
  const r = prng(size + 12);
  const queries = Array.from({ length: runs + 2 }, (_, i) => `${words[i % words.length]} ${corpus.query(1 + Math.floor(r() * 2))}`);
  const order = prng(size + 13);
  const builds = { new: DIST, ...(opts.baselineDist ? { base: path.resolve(opts.baselineDist) } : {}) };
  /** Queries whose hits differ between the builds, per mode (ids in order). */
  const differing = { fts: [], hybrid: [] };
  /**
   * `claude-memory recall` for each query, with --fts and without, alternating (and across `names` of builds); the
   * hybrid's answer must be `via`.
   */
  const phase = (via, names = ['new']) => {
    const samples = Object.fromEntries(
      names.flatMap((b) => [
        [`${b}:fts`, []],
        [`${b}:hybrid`, []],
      ]),
    );
    for (let i = 0; i < queries.length; i++) {
      const hits = {};
      for (const key of shuffle(Object.keys(samples), order)) {
        const [b, v] = key.split(':');
        const res = timeSync(process.execPath, [builds[b], 'recall', ...(v === 'fts' ? ['--fts'] : []), '--json', queries[i]], {
          cwd: project,
          env,
        });
        if (res.status !== 0) throw new Error(`recall failed: ${res.stderr}`);
        const out = JSON.parse(res.stdout);
        const got = v === 'fts' ? out.mode : (out.via ?? out.mode);
        if (got !== (v === 'fts' ? 'fts' : via)) throw new Error(`recall ${v} (${b}) answered as ${got}, not ${via}`);
        (hits[v] ??= []).push(out.hits.map((h) => h.id));
        if (i >= 2) samples[key].push(res.ms);
      }
      for (const [v, lists] of Object.entries(hits)) if (lists.some((l) => !isDeepStrictEqual(l, lists[0]))) differing[v].push(queries[i]);
    }
    return Object.fromEntries(Object.entries(samples).map(([k, s]) => [k.startsWith('new:') ? k.slice(4) : k, summarize(s)]));
  };
  let local;
  let server;
  try {
    local = phase('hybrid', Object.keys(builds));
    log(
      `cli-recall: no server: fts ${local.fts.median} ms, hybrid ${local.hybrid.median} ms${builds.base ? ` (baseline: fts ${local['base:fts'].median} ms, hybrid ${local['base:hybrid'].median} ms)` : ''}`,
    );
    server = await withMcpServer(project, env, () => phase('mcp-server'));
    log(`cli-recall: with the MCP server: fts ${server.fts.median} ms, hybrid ${server.hybrid.median} ms`);
  } finally {
    rm(dir);
  }
  const row = (name, s, base) => [name, s.median, s.p95, s.min, `${round(s.median / base.median, 2)}x`];
  return {
    part: 'cli-recall',
    method: `\`claude-memory recall --json <query>\` (dist/) as a child process, spawn to exit, with and without --fts, alternating in random order, ${runs} queries (+2 warm-up) of a common coding word plus 1-2 Zipf words, on a copy of the ${size}-item scale store (random 512-d vectors under use-lite:512, its vector snapshot included) in a fresh data dir, offline. First with no MCP server running (the CLI loads USE-Lite itself), then with the project's \`claude-memory mcp\` running (the CLI asks it over its socket), each phase its own --fts baseline.${builds.base ? ` The no-server phase also runs the baseline build (${builds.base}), interleaved with this one per query, and compares the two builds' hits.` : ''}`,
    items: size,
    local,
    server,
    baselineDist: builds.base ?? null,
    ratios: {
      local: round(local.hybrid.median / local.fts.median, 2),
      server: round(server.hybrid.median / server.fts.median, 2),
      ...(builds.base
        ? {
            baseLocal: round(local['base:hybrid'].median / local['base:fts'].median, 2),
            hybridToBase: round(local.hybrid.median / local['base:hybrid'].median, 2),
          }
        : {}),
    },
    // The same hits from both builds for every query (ids in order), when a baseline ran.
    sameHitsAsBase: builds.base ? { fts: differing.fts.length === 0, hybrid: differing.hybrid.length === 0, differing } : null,
    table: table(
      ['variant', 'median ms', 'p95 ms', 'min ms', 'ratio to --fts (median)'],
      [
        ...(builds.base
          ? [
              row('baseline, no server: recall --fts', local['base:fts'], local['base:fts']),
              row('baseline, no server: recall (hybrid)', local['base:hybrid'], local['base:fts']),
            ]
          : []),
        row('no server: recall --fts', local.fts, local.fts),
        row('no server: recall (hybrid, loads USE-Lite)', local.hybrid, local.fts),
        row('server running: recall --fts', server.fts, server.fts),
        row("server running: recall (hybrid, over the server's socket)", server.hybrid, server.fts),
      ],
    ),
  };
}

/** Runs `fn` while the project's MCP server runs (stdio kept open), after its socket answers a first recall. */
async function withMcpServer(project, env, fn) {
  const child = spawn(process.execPath, [DIST, 'mcp'], { cwd: project, env, stdio: ['pipe', 'ignore', 'ignore'] });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      // The first answer over the socket also waits out the server's encoder warm-up.
      const res = timeSync(process.execPath, [DIST, 'recall', '--json', 'warm up'], { cwd: project, env });
      if (res.status === 0 && JSON.parse(res.stdout).via === 'mcp-server') break;
      if (Date.now() > deadline) throw new Error('the MCP server never answered over its socket');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return fn();
  } finally {
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
