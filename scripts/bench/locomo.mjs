// Part "locomo": retrieval quality on the LoCoMo dev split. Converts the conversations to Claude Code transcripts,
// imports them with the real CLI, drains each project with `worker --once` (USE-Lite summaries and vectors), then
// asks every question through recall() in-process with the deps the MCP server builds (and a sample through the
// real MCP tool over stdio, to show both paths agree). Reports evidence recall@5/@10 at line, turn and session
// level for FTS-only, hybrid at several vector weights, and vector-only.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, ROOT, cliEnv, distHash, loadLib, log, pool, rm, round, runMeasured, table, tempDir, timeSync, writeConfig } from './lib.mjs';

export const VECTOR_WEIGHTS = [0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 0.75, 1];
const KS = [5, 10];
const LEVELS = ['line', 'turn', 'session'];

export function locomoDataPath() {
  const candidates = [process.env.BENCH_LOCOMO, path.resolve(ROOT, '..', 'shared', 'bench', 'locomo-dev', 'locomo-dev.json')].filter(
    Boolean,
  );
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** The conversations at the given 1-based positions ("1-3", "4,5"), or all of them. */
export function selectConversations(data, positions) {
  if (!positions) return data;
  const keep = new Set();
  for (const part of String(positions).split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`locomo: not a conversation range: ${positions}`);
    for (let n = Number(m[1]); n <= Number(m[2] ?? m[1]); n++) keep.add(n);
  }
  return data.filter((_, i) => keep.has(i + 1));
}

export async function run(opts) {
  const dataFile = locomoDataPath();
  if (!dataFile) return { skipped: 'no LoCoMo data: ../shared/bench/locomo-dev/locomo-dev.json is absent (or set BENCH_LOCOMO=<file>)' };
  const lib = await loadLib();
  const { convertLocomo } = await import(path.join(ROOT, 'scripts', 'locomo-to-transcripts.mjs'));
  const all = fs.readFileSync(dataFile);
  // --locomo-conversations 1-3: only those conversations (1-based positions in the file), e.g. a tuning or held-out split.
  const data = selectConversations(JSON.parse(all.toString('utf8')), opts.locomoConversations);
  const raw = Buffer.from(JSON.stringify(data));
  const variants = [{ name: 'plain', speakerNames: false }];
  if (opts.speakerNames === true) variants.push({ name: 'speaker-names', speakerNames: true });
  const cacheKey = createHash('sha256')
    .update(raw)
    .update(distHash())
    .update(fs.readFileSync(path.join(ROOT, 'scripts', 'locomo-to-transcripts.mjs')))
    .digest('hex')
    .slice(0, 12);

  // 1. convert + import (CLI), per variant
  const prepared = [];
  for (const v of variants) {
    const dir = opts.reuse
      ? path.join(fs.realpathSync(os.tmpdir()), 'cm-bench-cache', `locomo-${v.name}-${cacheKey}`)
      : tempDir(`locomo-${v.name}`);
    const out = path.join(dir, 'out');
    const home = path.join(dir, 'home');
    const marker = path.join(dir, 'drained.json');
    if (opts.reuse && fs.existsSync(marker)) {
      log(`locomo: ${v.name}: reusing drained stores in ${dir}`);
      prepared.push({ ...v, dir, out, home, ...JSON.parse(fs.readFileSync(marker, 'utf8')), reused: true });
      continue;
    }
    rm(dir);
    fs.mkdirSync(dir, { recursive: true });
    const { conversations } = convertLocomo(data, out, { speakerNames: v.speakerNames });
    writeConfig(home, { embedder: { provider: 'use-lite' } });
    const imp = timeSync(process.execPath, [DIST, 'import', path.join(out, '.claude', 'projects'), '--quiet'], {
      cwd: out,
      env: cliEnv(home),
    });
    if (imp.status !== 0) throw new Error(`import failed: ${imp.stderr || imp.stdout}`);
    log(`locomo: ${v.name}: ${imp.stdout.trim().split('\n')[0]} (${round(imp.ms / 1000, 1)} s)`);
    prepared.push({
      ...v,
      dir,
      out,
      home,
      marker,
      importSeconds: round(imp.ms / 1000, 2),
      importOutput: imp.stdout.trim().split('\n')[0],
      projects: conversations.map((c) => ({ sampleId: c.sampleId, projectDir: c.projectDir })),
    });
  }

  // 2. drain every project with the real worker, a few at a time
  const jobs = prepared.filter((p) => !p.reused).flatMap((p) => p.projects.map((c) => ({ p, c })));
  const concurrency = opts.concurrency ?? Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  if (jobs.length)
    log(`locomo: draining ${jobs.length} projects with \`worker --once\` (USE-Lite), ${concurrency} at a time; this is the slow part`);
  const d0 = Date.now();
  const drains = await pool(jobs, concurrency, async ({ p, c }) => {
    const m = await runMeasured(process.execPath, [DIST, 'worker', '--once', '--project', c.projectDir], {
      cwd: c.projectDir,
      env: cliEnv(p.home),
    });
    if (m.status !== 0) throw new Error(`worker for ${c.sampleId} exited ${m.status}: ${m.stderr}`);
    const s = /[Ss]ummarized (\d+) turns and (\d+) sessions; embedded (\d+) memories; (\d+) failures/.exec(m.stdout);
    const d = {
      variant: p.name,
      sampleId: c.sampleId,
      seconds: round(m.ms / 1000, 1),
      peakRssMb: m.peakRssMb,
      turns: Number(s?.[1]),
      rollups: Number(s?.[2]),
      embedded: Number(s?.[3]),
      failures: Number(s?.[4]),
      tiers: /Tiers: (.*)/.exec(m.stdout)?.[1] ?? '',
    };
    log(
      `locomo: ${p.name}/${c.sampleId}: ${d.turns} turns, ${d.rollups} rollups, ${d.embedded} vectors, ${d.failures} failures in ${d.seconds} s (${d.tiers})`,
    );
    return d;
  });
  const drainWallSeconds = round((Date.now() - d0) / 1000, 1);
  for (const p of prepared.filter((x) => !x.reused)) {
    p.drains = drains.filter((d) => d.variant === p.name);
    p.drainWallSeconds = drainWallSeconds;
    fs.writeFileSync(
      p.marker,
      JSON.stringify({
        importSeconds: p.importSeconds,
        importOutput: p.importOutput,
        projects: p.projects,
        drains: p.drains,
        drainWallSeconds,
      }),
    );
  }

  // 3. ask every question
  const evaluations = {};
  for (const p of prepared) {
    log(`locomo: ${p.name}: asking the questions (FTS-only, hybrid at ${VECTOR_WEIGHTS.length} weights, vector-only)…`);
    evaluations[p.name] = await evaluate(lib, p);
  }

  // 4. choose the vector weight on the plain conversion: best turn@10 among weights never below FTS-only
  const plain = evaluations.plain;
  const choice = chooseWeight(plain.configs);
  const choiceByVariant = Object.fromEntries(Object.entries(evaluations).map(([name, ev]) => [name, chooseWeight(ev.configs)]));

  // 5. a sample through the real MCP tool, with a hybrid weighting so that both sides of the fusion are exercised
  const mcpWeights = choice.weights.vector > 0 ? choice.weights : { fts: 1, vector: 0.1 };
  const mcp = await mcpEquivalence(lib, prepared[0], mcpWeights, opts.mcpSample ?? 25);

  if (!opts.keep && !opts.reuse) for (const p of prepared) rm(p.dir);

  const result = {
    part: 'locomo',
    data: path.relative(ROOT, dataFile),
    method:
      'convert with scripts/locomo-to-transcripts.mjs (speaker A = user prompts, speaker B = assistant replies); `claude-memory import` (CLI) into one project per conversation; `claude-memory worker --once` per project with embedder use-lite (summaries, rollups, vectors); then every question with evidence through recall() in-process with the deps the MCP server builds (same store, embedder from app.embedder(), one reused VectorIndex, limit 10; top 5 = first 5 of those). ' +
      'A question counts as found at level L within k if any of its evidence turns is found among the first k hits: line = the hit is the evidence line itself (its prompt or assistant doc); turn = the hit is a prompt, assistant reply or summary of the evidence turn (same session and prompt number); session = the hit belongs to an evidence session (rollups included).',
    variants: prepared.map((p) => ({
      name: p.name,
      importSeconds: p.importSeconds,
      importOutput: p.importOutput,
      drainWallSeconds: p.drainWallSeconds,
      drains: p.drains,
      reused: Boolean(p.reused),
    })),
    evaluations,
    choice,
    choiceByVariant,
    mcpEquivalence: mcp,
  };
  result.table = renderTables(result);
  return result;
}

function configsToRun(weights0) {
  return [
    { name: 'fts', mode: 'fts', weights: { fts: weights0.fts, vector: 0 } },
    ...VECTOR_WEIGHTS.map((w) => ({ name: `hybrid v=${w}`, mode: 'hybrid', weights: { fts: 1, vector: w } })),
    { name: 'vector-only', mode: 'hybrid', weights: { fts: 0, vector: 1 } },
  ];
}

export async function evaluate(lib, p) {
  const mapping = JSON.parse(fs.readFileSync(path.join(p.out, 'mapping.json'), 'utf8'));
  const configs = configsToRun({ fts: 1 });
  const perConfig = Object.fromEntries(configs.map((c) => [c.name, []]));
  let questions = 0;
  let skippedNoEvidence = 0;
  for (const [sampleId, conv] of Object.entries(mapping.conversations)) {
    const app = lib.createApp({ env: cliEnv(p.home), entryScript: DIST, cwd: conv.projectDir });
    const project = app.project(conv.projectDir);
    const db = app.openProjectStore(project);
    try {
      const embedder = await app.embedder();
      if (!embedder) throw new Error('no embedder: USE-Lite did not load');
      // The same query is embedded once for all weight settings (results are identical; only faster).
      const cache = new Map();
      const cached = {
        id: embedder.id,
        dims: embedder.dims,
        embed: async (texts) => {
          const key = texts.join('\u0000');
          if (!cache.has(key)) cache.set(key, await embedder.embed(texts));
          return cache.get(key);
        },
      };
      const vectorIndex = new lib.VectorIndex();
      const lineOf = new Map();
      for (const r of db.prepare('SELECT id, uuid FROM prompts WHERE uuid IS NOT NULL').all()) lineOf.set(`prompt:${r.id}`, r.uuid);
      for (const r of db.prepare('SELECT id, uuid FROM assistant_messages').all()) lineOf.set(`assistant:${r.id}`, r.uuid);
      const stats = db.prepare('SELECT kind, count(*) AS n FROM search_docs GROUP BY kind').all();
      const vectors = db.prepare('SELECT count(*) AS n FROM embeddings').get().n;
      log(`locomo: ${p.name}/${sampleId}: ${stats.map((s) => `${s.n} ${s.kind}`).join(', ')}; ${vectors} vectors`);
      for (const q of conv.questions) {
        const ev = q.evidence.map((id) => conv.turns[id]).filter(Boolean);
        if (ev.length === 0) {
          skippedNoEvidence++;
          continue;
        }
        questions++;
        const uuids = new Set(ev.map((e) => e.uuid));
        const turnKeys = new Set(ev.map((e) => `${e.sessionId}#${e.promptNumber}`));
        const sessions = new Set(ev.map((e) => e.sessionId));
        for (const c of configs) {
          const res = await lib.recall({ db, now: app.now(), weights: c.weights, embedder: cached, vectorIndex }, q.question, {
            limit: 10,
            mode: c.mode,
          });
          const rank = { line: null, turn: null, session: null };
          res.hits.forEach((h, i) => {
            if (rank.line == null && uuids.has(lineOf.get(h.id))) rank.line = i + 1;
            // A hit stands for its turn: a prompt, a reply, a summary, or the turn's card (recall shows one hit per turn).
            if (
              rank.turn == null &&
              ['prompt', 'assistant', 'summary', 'turn', 'tool'].includes(h.kind) &&
              turnKeys.has(`${h.session_id}#${h.prompt_number}`)
            )
              rank.turn = i + 1;
            if (rank.session == null && sessions.has(h.session_id)) rank.session = i + 1;
          });
          // Abstention: no hit passes the relevance floor (category 5 is LoCoMo's unanswerable, adversarial questions).
          perConfig[c.name].push({ sampleId, category: q.category, mode: res.mode, abstained: res.relevant === 0, ...rank });
        }
      }
    } finally {
      db.close();
    }
  }
  const out = configs.map((c) => {
    const rows = perConfig[c.name];
    const metrics = {};
    for (const level of LEVELS)
      for (const k of KS) metrics[`${level}@${k}`] = round(rows.filter((r) => r[level] != null && r[level] <= k).length / rows.length, 4);
    const byCategory = {};
    for (const cat of [...new Set(rows.map((r) => r.category))].sort()) {
      const rs = rows.filter((r) => r.category === cat);
      byCategory[cat] = {
        n: rs.length,
        'turn@10': round(rs.filter((r) => r.turn != null && r.turn <= 10).length / rs.length, 4),
        abstained: round(rs.filter((r) => r.abstained).length / rs.length, 4),
      };
    }
    const modes = [...new Set(rows.map((r) => r.mode))];
    return { name: c.name, weights: c.weights, mode: c.mode, ranModes: modes, metrics, byCategory };
  });
  // Per question, against FTS-only: where the hybrid found the evidence turn in the top 10 and FTS did not, and back.
  const fts = perConfig.fts;
  for (const c of out) {
    const rows = perConfig[c.name];
    let wins = 0;
    let losses = 0;
    rows.forEach((r, i) => {
      const a = fts[i].turn != null && fts[i].turn <= 10;
      const b = r.turn != null && r.turn <= 10;
      if (b && !a) wins++;
      if (a && !b) losses++;
    });
    c.vsFtsTurnAt10 = { wins, losses };
  }
  return { questions, skippedNoEvidence, configs: out };
}

const SHOWN = ['line@5', 'line@10', 'turn@5', 'turn@10', 'session@5', 'session@10'];
/** The levels the weight must never lose on (line level is reported, but a turn's reply or summary is as good a hit). */
const GUARDED = ['turn@5', 'turn@10', 'session@5', 'session@10'];

/** Best turn@10 (then turn@5, session@10, then the smaller weight) among weights never below FTS-only on any metric. */
export function chooseWeight(configs) {
  const fts = configs.find((c) => c.name === 'fts');
  const hybrids = configs.filter((c) => c.name.startsWith('hybrid'));
  const safe = hybrids.filter((c) => GUARDED.every((m) => c.metrics[m] >= fts.metrics[m]));
  const score = (c) => [c.metrics['turn@10'], c.metrics['turn@5'], c.metrics['session@10'], -c.weights.vector];
  const better = (a, b) => {
    const sa = score(a);
    const sb = score(b);
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i] > sb[i];
    return false;
  };
  let best = null;
  for (const c of safe) if (!best || better(c, best)) best = c;
  const bestOverall = hybrids.reduce((a, c) => (!a || better(c, a) ? c : a), null);
  return {
    rule: `among ftsWeight 1, vectorWeight in {${VECTOR_WEIGHTS.join(', ')}}: keep those with every one of ${GUARDED.join(', ')} >= FTS-only, then take the best turn@10 (ties: turn@5, session@10, smaller weight); none qualifying means vectorWeight 0`,
    weights: best ? best.weights : { fts: 1, vector: 0 },
    chosen: best ? best.name : 'none (vector side off: vectorWeight 0)',
    safeWeights: safe.map((c) => c.weights.vector),
    bestOverall: bestOverall?.name ?? null,
  };
}

async function mcpEquivalence(lib, p, weights, sample) {
  if (!sample) return null;
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const mapping = JSON.parse(fs.readFileSync(path.join(p.out, 'mapping.json'), 'utf8'));
  const [sampleId, conv] = Object.entries(mapping.conversations)[0];
  const qs = conv.questions.filter((q) => q.evidence.length > 0);
  const step = Math.max(1, Math.floor(qs.length / sample));
  const picked = qs.filter((_, i) => i % step === 0).slice(0, sample);
  // Both sides read the same explicit weights from the data dir's config.
  writeConfig(p.home, { embedder: { provider: 'use-lite' }, search: { ftsWeight: weights.fts, vectorWeight: weights.vector } });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [DIST, 'mcp'],
    cwd: conv.projectDir,
    env: cliEnv(p.home),
    stderr: 'pipe',
  });
  const client = new Client({ name: 'claude-memory-bench', version: '0' });
  await client.connect(transport);
  const app = lib.createApp({ env: cliEnv(p.home), entryScript: DIST, cwd: conv.projectDir });
  const db = app.openProjectStore(app.project(conv.projectDir));
  const embedder = await app.embedder();
  const vectorIndex = new lib.VectorIndex();
  let same = 0;
  let sameTop5 = 0;
  const diffs = [];
  const mcpMs = [];
  try {
    for (const q of picked) {
      const t0 = process.hrtime.bigint();
      const res = await client.callTool({ name: 'session_recall', arguments: { topic: q.question, limit: 10 } });
      mcpMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const text = res.content.map((c) => c.text ?? '').join('\n');
      const viaMcp = [...text.matchAll(/^- \[([a-z_]+:[^\]]+)\]/gm)].map((m) => m[1]);
      const local = (
        await lib.recall(
          {
            db,
            now: app.now(),
            weights: { fts: app.config.search.ftsWeight, vector: app.config.search.vectorWeight },
            embedder,
            vectorIndex,
          },
          q.question,
          { limit: 10 },
        )
      ).hits.map((h) => h.id);
      if (viaMcp.join() === local.join()) same++;
      else diffs.push({ question: q.question, mcp: viaMcp, inProcess: local });
      if (viaMcp.slice(0, 5).join() === local.slice(0, 5).join()) sameTop5++;
    }
  } finally {
    await client.close().catch(() => undefined);
    db.close();
    writeConfig(p.home, { embedder: { provider: 'use-lite' } });
  }
  const sorted = [...mcpMs].sort((a, b) => a - b);
  return {
    conversation: sampleId,
    weights,
    questions: picked.length,
    identicalTop10: same,
    identicalTop5: sameTop5,
    mcpCallMedianMs: round(sorted[Math.floor(sorted.length / 2)], 1),
    differences: diffs.slice(0, 5),
    note: 'session_recall called through the MCP SDK client on `claude-memory mcp` over stdio; its hit ids parsed from the text the model sees, compared with recall() in-process on the same store',
  };
}

function renderTables(result) {
  const parts = [];
  for (const [name, ev] of Object.entries(result.evaluations)) {
    parts.push(
      `LoCoMo dev, conversion "${name}": ${ev.questions} questions with evidence (${ev.skippedNoEvidence} without evidence skipped)`,
    );
    parts.push(
      table(
        ['config', 'line@5', 'line@10', 'turn@5', 'turn@10', 'session@5', 'session@10', 'turn@10 vs FTS (+/-)'],
        ev.configs.map((c) => [
          c.name,
          ...SHOWN.map((m) => c.metrics[m].toFixed(3)),
          c.name === 'fts' ? '' : `+${c.vsFtsTurnAt10.wins}/-${c.vsFtsTurnAt10.losses}`,
        ]),
      ),
    );
    parts.push('');
  }
  for (const [name, c] of Object.entries(result.choiceByVariant)) {
    parts.push(
      `${name === 'plain' ? 'Chosen (plain conversion)' : `Would choose on "${name}"`}: ${c.chosen} (${JSON.stringify(c.weights)}); weights never below FTS-only: {${c.safeWeights.join(', ')}}; best turn@10 overall: ${c.bestOverall}`,
    );
  }
  if (result.mcpEquivalence) {
    const m = result.mcpEquivalence;
    parts.push(
      `MCP tool vs in-process (${m.conversation}, ${m.questions} questions, weights ${JSON.stringify(m.weights)}): identical top 10 for ${m.identicalTop10}/${m.questions}, identical top 5 for ${m.identicalTop5}/${m.questions}; MCP call median ${m.mcpCallMedianMs} ms`,
    );
  }
  const drains = result.variants.flatMap((v) => v.drains ?? []);
  if (drains.length) {
    parts.push('');
    parts.push(
      table(
        ['drain', 'conversation', 'turns', 'rollups', 'vectors', 'seconds', 'peak RSS MB', 'tiers'],
        drains.map((d) => [d.variant, d.sampleId, d.turns, d.rollups, d.embedded, d.seconds, d.peakRssMb, d.tiers]),
      ),
    );
  }
  return parts.join('\n');
}
