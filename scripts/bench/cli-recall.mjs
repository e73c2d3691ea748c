// Part "cli-recall": `claude-memory recall <query>` end to end (process start to exit), hybrid against keyword-only
// (`--fts`), on a copy of a synthetic scale store (10k items by default) in a fresh data dir, with no MCP server
// running: the CLI loads the query encoder itself. Variants alternate per query.
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
  const samples = { fts: [], hybrid: [] };
  const modes = {};
  const order = prng(size + 13);
  try {
    for (let i = 0; i < queries.length; i++) {
      for (const v of shuffle(['fts', 'hybrid'], order)) {
        const args = [DIST, 'recall', ...(v === 'fts' ? ['--fts'] : []), '--json', queries[i]];
        const res = timeSync(process.execPath, args, { cwd: project, env });
        if (res.status !== 0) throw new Error(`recall failed: ${res.stderr}`);
        modes[v] = JSON.parse(res.stdout).mode ?? '?';
        if (i >= 2) samples[v].push(res.ms);
      }
    }
  } finally {
    rm(dir);
  }
  if (modes.hybrid !== 'hybrid') throw new Error(`recall without --fts ran ${modes.hybrid}, not hybrid`);
  const fts = summarize(samples.fts);
  const hybrid = summarize(samples.hybrid);
  log(`cli-recall: fts ${fts.median} ms, hybrid ${hybrid.median} ms`);
  return {
    part: 'cli-recall',
    method: `\`claude-memory recall --json <query>\` (dist/) as a child process, spawn to exit, with and without --fts, alternating in random order, ${runs} queries (+2 warm-up) of a common coding word plus 1-2 Zipf words, on a copy of the ${size}-item scale store (random 512-d vectors under use-lite:512, its vector snapshot included) in a fresh data dir, offline, no MCP server running.`,
    items: size,
    fts,
    hybrid,
    ratio: round(hybrid.median / fts.median, 2),
    table: table(
      ['variant', 'median ms', 'p95 ms', 'min ms', 'ratio to --fts (median)'],
      [
        ['recall --fts', fts.median, fts.p95, fts.min, '1x'],
        ['recall (hybrid, no server)', hybrid.median, hybrid.p95, hybrid.min, `${round(hybrid.median / fts.median, 2)}x`],
      ],
    ),
  };
}
