// Shared benchmark plumbing: the in-process library (a bundle of src/ built with esbuild, so the benchmark calls
// the same functions the CLI and the MCP server do), statistics, machine information, temp dirs, child timing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUILT_DIST = path.join(ROOT, 'dist', 'claude-memory.mjs');
/** The CLI under test: dist/claude-memory.mjs, or a snapshot of dist/ taken when the run started (see snapshotDist). */
export let DIST = BUILT_DIST;
export const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'claude-code-2.1.197');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
// Inside the repository (ignored by git) so that bare imports in the bundle resolve from <repo>/node_modules.
const LIB_DIR = path.join(ROOT, '.cache', 'bench');

/**
 * Copies dist/ aside (with a node_modules link, so it resolves its packages exactly as dist/ does) and points DIST
 * at the copy: a long run then measures one build even if dist/ is rebuilt meanwhile (a rebuild deletes dist/ first,
 * and a process started in that window would fail).
 */
export function snapshotDist() {
  const dir = path.join(LIB_DIR, 'snapshot');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  DIST = path.join(dir, 'dist', 'claude-memory.mjs');
  return DIST;
}

let libPromise = null;

/**
 * The in-process API, bundled from src/ on first use. Third-party packages stay external and resolve from the
 * repository's node_modules, exactly as in a development clone.
 */
export function loadLib() {
  libPromise ??= (async () => {
    const { build } = await import('esbuild');
    fs.mkdirSync(LIB_DIR, { recursive: true });
    const tiny = fs.existsSync(path.join(ROOT, 'test/helpers/tiny-onnx.ts'));
    const contents = [
      // createApp takes the settings read from an environment; the benchmarks pass the environment.
      "import { createApp as createAppFromSettings } from './src/app.ts'; import { readSettings } from './src/settings.ts';",
      'export const createApp = ({ env, ...opts }) => createAppFromSettings(readSettings(env), opts);',
      "export { recall } from './src/recall/search.ts';",
      "export { VectorIndex } from './src/recall/vector-index.ts';",
      "export { selectEmbedder, resetEmbedderSelection } from './src/embed/select.ts';",
      "export { loadUseLiteEmbedder, USE_LITE_ID } from './src/embed/use-lite.ts';",
      "export { loadTransformersEmbedder } from './src/embed/transformers.ts';",
      "export { compressTurn, compressSession } from './src/compress/compressor.ts';",
      "export { buildCandidates, describeTool } from './src/compress/candidates.ts';",
      "export * as capture from './src/store/capture.ts';",
      "export * as queue from './src/store/queue.ts';",
      // store/memory.ts was split in two: one namespace for both keeps the benchmarks' lib.memory calls.
      "import * as summaries from './src/store/summaries.ts'; import * as savedItems from './src/store/saved-items.ts';",
      'export const memory = { ...summaries, ...savedItems };',
      "export * as forgetting from './src/store/forget.ts';",
      "export * as storeSearch from './src/store/search.ts';",
      "export { defaultConfig } from './src/config.ts';",
      "export { openDatabase } from './src/store/connection.ts';",
      "export { sessionRecallHandler } from './src/mcp/tools.ts';",
      "export { buildDigest } from './src/inject/digest.ts';",
      "export { promptInjection, INJECTION_SNIPPET_CHARS } from './src/inject/prompt.ts';",
      tiny ? "export { createTinyBertModel } from './test/helpers/tiny-onnx.ts';" : 'export const createTinyBertModel = null;',
    ].join('\n');
    const outfile = path.join(LIB_DIR, 'lib.mjs');
    await build({
      stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'bench-entry.ts' },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);",
      },
    });
    return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  })();
  return libPromise;
}

export const LIB_FILE = path.join(LIB_DIR, 'lib.mjs');

// ── statistics ──

export function quantile(values, q) {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const pos = (xs.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo);
}

export const median = (xs) => quantile(xs, 0.5);
export const p95 = (xs) => quantile(xs, 0.95);

export function summarize(xs) {
  return { n: xs.length, median: round(median(xs)), p95: round(p95(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)) };
}

export function round(x, digits = 2) {
  if (!Number.isFinite(x)) return x;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Fisher–Yates with a seeded generator, so interleaving orders are reproducible. */
export function shuffle(xs, rand) {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ── machine ──

export function machineInfo() {
  let model = os.cpus()[0]?.model ?? 'unknown';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) model = m[1].trim();
  } catch {
    // not Linux
  }
  let nproc = os.availableParallelism?.() ?? os.cpus().length;
  try {
    nproc = Number(spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()) || nproc;
  } catch {
    // no nproc
  }
  let commit = null;
  try {
    commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() || null;
    const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    if (commit && dirty) commit += '+dirty-src';
  } catch {
    // no git
  }
  return {
    cpuModel: model,
    cores: nproc,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAvg: os.loadavg().map((x) => round(x, 2)),
    date: new Date().toISOString(),
    commit,
  };
}

// ── files and processes ──

/** A temp dir outside any git repository (project identity follows git, and every benchmark project must be its own). */
export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), `cm-bench-${prefix}-`));
}

export function rm(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Environment for a CLI child: an isolated data dir, offline, and nothing inherited that changes the project. */
/**
 * The environment a benchmarked process gets: PATH, HOME and the plugin's own variables, as Claude Code starts a hook
 * with. Nothing else of the machine's: NODE_EXTRA_CA_CERTS, set on some machines, adds ~35 ms to every Node start
 * and would dilute every ratio against `node -e 0` (which runs in the same environment).
 */
export function cliEnv(home, extra = {}) {
  return { PATH: process.env.PATH, HOME: process.env.HOME ?? home, CLAUDE_MEMORY_HOME: home, CLAUDE_MEMORY_OFFLINE: '1', ...extra };
}

export function writeConfig(home, config) {
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(home, 'config.json'), JSON.stringify(config, null, 2));
}

/** Runs a command to completion and returns its wall time in ms (from spawn to exit, as a hook runner sees it). */
export function timeSync(cmd, args, opts = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  return { ms, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const TIME_BIN = '/usr/bin/time';

/**
 * Runs a child, measuring wall time and peak RSS: GNU time's "Maximum resident set size" when /usr/bin/time exists,
 * else VmHWM polled from /proc/<pid>/status every 20 ms (a lower bound that misses only the last few ms).
 */
export function runMeasured(cmd, args, opts = {}) {
  const gnuTime = fs.existsSync(TIME_BIN) && spawnSync(TIME_BIN, ['-v', 'true']).status === 0;
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = gnuTime
      ? spawn(TIME_BIN, ['-v', cmd, ...args], { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let hwmKb = 0;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const poll = gnuTime
      ? null
      : setInterval(() => {
          try {
            const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
            if (m) hwmKb = Math.max(hwmKb, Number(m[1]));
          } catch {
            // exited
          }
        }, 20);
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (poll) clearInterval(poll);
      // CPU time (user + system) of the child: on a shared machine it moves far less with the load than wall time.
      let cpuSeconds = null;
      if (gnuTime) {
        const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (m) hwmKb = Number(m[1]);
        const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
        const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
        if (user && sys) cpuSeconds = round(Number(user[1]) + Number(sys[1]), 2);
        stderr = stderr.replace(/\tCommand being timed:[\s\S]*$/, '');
      }
      resolve({
        ms,
        status,
        stdout,
        stderr,
        cpuSeconds,
        peakRssMb: hwmKb ? round(hwmKb / 1024, 1) : null,
        rssMethod: gnuTime ? '/usr/bin/time -v' : '/proc VmHWM poll',
      });
    });
  });
}

/** Runs async tasks with at most `n` in flight. */
export async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(n, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}

export function freshUuid() {
  return randomUUID();
}

// ── output ──

export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => (c == null ? '' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export function log(msg) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
}

export function writeResult(part, data) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${part}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** A hash of the bundle under test (every file of its dist/): cached benchmark stores are reused only with the same build. */
export function distHash() {
  const h = createHash('sha256');
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(fs.readFileSync(p));
    }
  };
  walk(path.dirname(DIST));
  return h.digest();
}

/** Warns when the bundle is older than the sources it was built from (the CLI parts time dist/, not src/). */
export function distFreshness() {
  if (!fs.existsSync(BUILT_DIST)) return { ok: false, message: 'dist/claude-memory.mjs is missing: run `npm run build` first' };
  const built = fs.statSync(BUILT_DIST).mtimeMs;
  let newest = 0;
  let newestFile = null;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) {
        const m = fs.statSync(p).mtimeMs;
        if (m > newest) [newest, newestFile] = [m, p];
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return newest > built
    ? {
        ok: true,
        stale: true,
        message: `dist/ is older than ${path.relative(ROOT, newestFile)}: the CLI parts measure the last build (pass --build to rebuild first)`,
      }
    : { ok: true, stale: false };
}
