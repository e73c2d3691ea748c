#!/usr/bin/env node
// `npm run bench -- [part ...|all] [options]`: measures the plugin and writes
// bench/results/<part>.json (with the machine it ran on). See BENCHMARKS.md for what each part does.
//
// Options:
//   --runs N            hook runs per variant (default 40)
//   --queries N         recall queries per size and mode (default 60)
//   --sizes 1000,10000  recall store sizes (default 1000,10000,100000)
//   --import-mb N       hooks: size of the synthetic transcript for import throughput (default 30; 0 skips it)
//   --import-sizes a,b  import: sizes in MB of the generated ~/.claude/projects tree (default 100,1000)
//   --import-baseline-all  import: run --baseline-dist at every size (default: the smallest only)
//   --drain-turns N     turns queued for the worker drain without an embedder (default 1000)
//   --drain-turns-embed N  turns queued for the drain with USE-Lite (default 250; 1000 takes ~15 min on 2 cores)
//   --drain-only        compress: only the worker drains (with --baseline-dist: the USE-Lite drain of both builds)
//   --drain-rounds N    compress with --baseline-dist: interleaved rounds of the two builds' USE-Lite drains (default 1)
//   (--baseline also sets the baseline ref of scale and mcp-drain: default main)
//   --cold-rounds N     scale: fresh-process first queries per variant and size (default 3)
//   --scan-sizes a,b    scan: vector counts for the scan-only comparison (default 100000,1000000)
//   --seconds N         mcp-drain: how long session_recall is timed during the drain (default 60)
//   --speaker-names     LoCoMo: also run a second conversion with "Name: " prefixes (doubles the part's time)
//   --mcp-sample N      LoCoMo: questions also asked through the real MCP tool (default 25)
//   --concurrency N     LoCoMo: workers draining in parallel (default: cores)
//   --locomo-conversations R  LoCoMo: only these conversations, 1-based positions in the file (1-3, 4,5)
//   --reuse             LoCoMo, devlog, devlog-val: reuse stores drained by an earlier run with the same data and build (in the OS temp dir)
//   --devlog-data DIR   devlog: score this generated dataset instead of bench/devlog-dev/data (devlog-val always scores bench/devlog-val/data)
//   --baseline REV      secrets: the commit whose detector is the baseline (default: the one before the gitleaks rules)
//   --iterations N      secrets: in-process rounds per input for the cost per KB (default 60)
//   --items N           knowledge: items in the store that forget runs against (default 100000)
//   --runtime-dir DIR   hooks: a folder whose node_modules has better-sqlite3 built for the Node running the bench (another Node than the repository's)
//   --baseline-dist F   hooks, knowledge, import, compress, cli-recall: another build's dist/claude-memory.mjs to compare hook latency with, interleaved
//   --dash-items N      dashboard: items in the large store (default 100000; the baseline store has 1000)
//   --dash-runs N       dashboard: page loads per store for time to first render (default 15)
//   --dash-requests N   dashboard: requests per endpoint and store (default 40)
//   --screenshots DIR   dashboard: also save screenshots of the large store (the README's come from here)
//   --team-items N      team: shared items pushed and pulled per sync round (default 10000)
//   --team-rounds N     team: sync rounds (default 3)
//   --team-sizes a,b    team: items in PostgreSQL for team recall (default 100000,1000000)
//   --team-full-pull-max N  team: largest size at which a member's sync keeping everything is measured (default 100000)
//   --cli-items N       cli-recall: items in the scale store the CLI searches (default 10000)
//   --tag NAME          write bench/results/<part>-NAME.json instead of <part>.json (e.g. one scale run per size)
//   --build             run `node scripts/build.mjs` first
//   --baseline-root DIR first-week: a built checkout of the baseline to run the same week against (default /tmp/old)
//   --keep              keep temp dirs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, distFreshness, log, machineInfo, snapshotDist, writeResult } from './bench/lib.mjs';

const PARTS = [
  'hooks',
  'compress',
  'recall',
  'locomo',
  'devlog',
  'devlog-val',
  'secrets',
  'extract',
  'knowledge',
  'dashboard',
  'scale',
  'mcp-drain',
  'scan',
  'scopes',
  'cli-recall',
  'team',
  'import',
  'first-week',
];

function parseArgs(argv) {
  const opts = { parts: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--runs') opts.runs = Number(next());
    else if (a === '--queries') opts.queries = Number(next());
    else if (a === '--sizes') opts.sizes = next().split(',').map(Number);
    else if (a === '--import-mb') opts.importMb = Number(next());
    else if (a === '--import-sizes') opts.importSizes = next().split(',').map(Number);
    else if (a === '--import-baseline-all') opts.importBaselineAll = true;
    else if (a === '--drain-turns') opts.drainTurns = Number(next());
    else if (a === '--drain-turns-embed') opts.drainTurnsEmbed = Number(next());
    else if (a === '--drain-only') opts.drainOnly = true;
    else if (a === '--drain-rounds') opts.drainRounds = Number(next());
    else if (a === '--mcp-sample') opts.mcpSample = Number(next());
    else if (a === '--devlog-data') opts.devlogData = next();
    else if (a === '--locomo-conversations') opts.locomoConversations = next();
    else if (a === '--concurrency') opts.concurrency = Number(next());
    else if (a === '--baseline') opts.baseline = next();
    else if (a === '--iterations') opts.iterations = Number(next());
    else if (a === '--dash-items') opts.dashItems = Number(next());
    else if (a === '--dash-runs') opts.dashRuns = Number(next());
    else if (a === '--dash-requests') opts.dashRequests = Number(next());
    else if (a === '--screenshots') opts.screenshots = next();
    else if (a === '--speaker-names') opts.speakerNames = true;
    else if (a === '--cold-rounds') opts.coldRounds = Number(next());
    else if (a === '--seconds') opts.seconds = Number(next());
    else if (a === '--scan-sizes') opts.scanSizes = next().split(',').map(Number);
    else if (a === '--reuse') opts.reuse = true;
    else if (a === '--cli-items') opts.cliItems = Number(next());
    else if (a === '--tag') opts.tag = next();
    else if (a === '--build') opts.build = true;
    else if (a === '--items') opts.items = Number(next());
    else if (a === '--baseline-dist') opts.baselineDist = next();
    else if (a === '--runtime-dir') opts.runtimeDir = next();
    else if (a === '--team-items') opts.teamItems = Number(next());
    else if (a === '--team-rounds') opts.teamRounds = Number(next());
    else if (a === '--team-sizes') opts.teamSizes = next().split(',').map(Number);
    else if (a === '--team-full-pull-max') opts.teamFullPullMax = Number(next());
    else if (a === '--keep') opts.keep = true;
    else if (a === '--baseline-root') opts.baselineRoot = next();
    else if (a === '--help' || a === '-h') opts.help = true;
    else if (a === 'all') opts.parts.push(...PARTS);
    else if (PARTS.includes(a)) opts.parts.push(a);
    else throw new Error(`unknown argument "${a}" (parts: ${PARTS.join(', ')}, all)`);
  }
  if (opts.parts.length === 0) opts.parts = [...PARTS];
  opts.parts = [...new Set(opts.parts)];
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`bench: ${err.message}\n`);
    return 2;
  }
  if (opts.help) {
    process.stdout.write(
      `usage: npm run bench -- [${PARTS.join('|')}|all] [options]: the options are listed at the top of scripts/bench.mjs\n`,
    );
    return 0;
  }
  if (opts.build) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (r.status !== 0) return 1;
  }
  const fresh = distFreshness();
  if (!fresh.ok) {
    process.stderr.write(`bench: ${fresh.message}\n`);
    return 1;
  }
  if (fresh.stale) log(`warning: ${fresh.message}`);
  snapshotDist();

  const machine = machineInfo();
  process.stdout.write(
    `Machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}, load ${machine.loadAvg.join(' ')}, ${machine.date}, commit ${machine.commit}\n`,
  );
  const command = `npm run bench -- ${process.argv.slice(2).join(' ') || 'all'}`.trim();
  let code = 0;
  for (const part of opts.parts) {
    log(`── ${part} ──`);
    const t0 = Date.now();
    try {
      const mod = await import(`./bench/${part}.mjs`);
      const result = await mod.run(opts);
      const seconds = Math.round((Date.now() - t0) / 100) / 10;
      if (result.skipped) {
        process.stdout.write(`\n## ${part}: skipped (${result.skipped})\n`);
        continue;
      }
      const { table: text, ...data } = result;
      const file = writeResult(opts.tag ? `${part}-${opts.tag}` : part, {
        ...data,
        machine: { ...machine, loadAvgAtEnd: (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100) },
        command,
        seconds,
      });
      process.stdout.write(`\n## ${part} (${seconds} s) -> ${path.relative(ROOT, file)}\n${text}\n`);
    } catch (err) {
      code = 1;
      process.stdout.write(`\n## ${part}: FAILED: ${err?.stack ?? err}\n`);
    }
  }
  return code;
}

process.exitCode = await main();
