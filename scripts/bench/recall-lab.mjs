#!/usr/bin/env node
// The recall lab: the devlog and LoCoMo measures in one process, fast enough to run per change and per fold (issue 24).
//
//   node scripts/bench/recall-lab.mjs [--stories dev,oncall,pipeline] [--locomo 1-3] [--rank-weights <json file>]
//                                     [--features <out.jsonl>] [--json <out.json>] [--probes]
//
// Each devlog story (bench/devlog-<name>/data) is imported and drained once by the real CLI (dist/, as the devlog
// part does) and kept in the OS temp dir, keyed by its transcripts and the sources the drain runs (capture, compress,
// knowledge, store, queue, embed): a ranking change re-uses the drained store, an extraction change drains again
// (build first). Then every probe is asked in-process, through the functions the hooks and the MCP server call:
// the SessionStart digest (inject/digest), the prompt's injection (inject/prompt over recall with the asking
// session left out, the injection's snippet length) and session_recall (mcp/tools, limit 5), and scored with the
// devlog part's own scoring (scoreProbe, summarize, missCause). The devlog part (`npm run bench -- devlog`) stays the
// measure of record: it runs hooks and an MCP server per probe; this one only skips the processes.
// LoCoMo conversations (1-based positions in ../shared/bench/locomo-dev/locomo-dev.json) are converted, imported
// and drained the same way and asked with the configured weights: turn@5, turn@10 and session@10, as the locomo part
// counts them.
//
// Held out (bench/devlog-holdout, bench/devlog-val, LoCoMo 4 and 5): aggregates only. Per-probe rows, misses by
// probe and ranking features are never printed or written for them: a held-out set is measured, never looked at.
//
// --rank-weights <file>: re-rank with these weights (a fold's fit, see fit-rank.mjs) instead of the committed ones.
// --features <file>: for tuning sets only, one JSON line per query with every pooled unit's ranking features and
// whether it holds the answer (devlog: a gold string in the unit's text; LoCoMo: an evidence turn).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { missCause, storedDocs } from './devlog-misses.mjs';
import { BENCH_CONFIG, containsAny, loadDataset, parseHits, scoreProbe, stableUuid, summarize, turnTexts } from './devlog.mjs';
import { DIST, ROOT, cliEnv, loadLib, log, pool, rm, round, runMeasured, timeSync, writeConfig } from './lib.mjs';

/** Sets no tuning decision may read per probe (issue 24's protocol). */
export const HELD_OUT_STORIES = new Set(['holdout', 'val', 'infra']);
export const HELD_OUT_LOCOMO = new Set([4, 5]);
export const TUNING_STORIES = ['dev', 'oncall', 'pipeline'];
const RECALL_LIMIT = 5;
const CACHE = path.join(fs.realpathSync(os.tmpdir()), 'cm-recall-lab');
/** What the drain runs: a store drained by other code is drained again. */
const DRAIN_SOURCES = ['capture', 'compress', 'knowledge', 'store', 'queue', 'embed'].map((d) => path.join(ROOT, 'src', d));

function hashTree(h, dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) hashTree(h, p);
    else h.update(e.name).update(fs.readFileSync(p));
  }
}

function drainKey(extra) {
  const h = createHash('sha256').update(JSON.stringify(BENCH_CONFIG));
  for (const d of DRAIN_SOURCES) hashTree(h, d);
  h.update(extra);
  return h.digest('hex').slice(0, 12);
}

export function parseArgs(argv) {
  const opts = { stories: [], locomo: [], probes: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--stories') opts.stories = next().split(',').filter(Boolean);
    else if (a === '--locomo') opts.locomo = parseRange(next());
    else if (a === '--rank-weights') opts.rankWeights = JSON.parse(fs.readFileSync(next(), 'utf8'));
    else if (a === '--segment-weights') opts.segmentWeights = JSON.parse(fs.readFileSync(next(), 'utf8'));
    else if (a === '--features') opts.features = next();
    else if (a === '--json') opts.json = next();
    else if (a === '--probes') opts.probes = true;
    else if (a === '--locomo-misses') opts.locomoMisses = true;
    else if (a === '--injection-snippet') opts.injectionSnippet = Number(next());
    else if (a === '--brief') opts.briefChars = Number(next());
    else if (a === '--show') opts.show = new Set(next().split(','));
    else if (a === '--show-digest') opts.showDigest = true;
    else throw new Error(`recall-lab: unknown argument ${a}`);
  }
  return opts;
}

/** "1-3" or "1,2,3" → [1, 2, 3] (1-based conversation positions). */
export function parseRange(text) {
  const out = new Set();
  for (const part of String(text).split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`not a conversation range: ${text}`);
    for (let n = Number(m[1]); n <= Number(m[2] ?? m[1]); n++) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

// ── devlog stories ──

const storyDir = (name) => path.join(ROOT, 'bench', `devlog-${name}`, 'data');

async function prepareStory(name) {
  const data = loadDataset(storyDir(name));
  const tdirIn = path.join(data.dir, 'transcripts');
  const files = fs.readdirSync(tdirIn).sort();
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(tdirIn, f)));
  const dir = path.join(CACHE, `story-${name}-${drainKey(h.digest())}`);
  const proj = path.join(dir, path.basename(data.project.root));
  const home = path.join(dir, 'home');
  const turnsBySession = new Map(files.map((f) => [path.basename(f, '.jsonl'), turnTexts(fs.readFileSync(path.join(tdirIn, f), 'utf8'))]));
  if (!fs.existsSync(path.join(dir, 'drained.json'))) {
    rm(dir);
    fs.mkdirSync(proj, { recursive: true });
    execFileSync('git', ['init', '-q', proj]);
    writeConfig(home, BENCH_CONFIG);
    const tdir = path.join(dir, 'transcripts');
    fs.mkdirSync(tdir);
    for (const f of files)
      fs.writeFileSync(path.join(tdir, f), fs.readFileSync(path.join(tdirIn, f), 'utf8').replaceAll(data.project.root, proj));
    const env = cliEnv(home);
    const imp = timeSync(process.execPath, [DIST, 'import', tdir, '--quiet'], { cwd: proj, env });
    if (imp.status !== 0) throw new Error(`recall-lab: import of ${name} failed: ${imp.stderr || imp.stdout}`);
    log(`recall-lab: ${name}: imported, draining`);
    const d = await runMeasured(process.execPath, [DIST, 'worker', '--once', '--project', proj], { cwd: proj, env });
    if (d.status !== 0) throw new Error(`recall-lab: drain of ${name} failed: ${d.stderr || d.stdout}`);
    fs.writeFileSync(path.join(dir, 'drained.json'), JSON.stringify({ drainSeconds: round(d.ms / 1000, 1) }));
  }
  return { name, data, dir, proj, home, turnsBySession };
}

async function openStore(lib, home, cwd) {
  const app = lib.createApp({ env: cliEnv(home), entryScript: DIST, cwd });
  const project = app.project(cwd);
  const db = app.openProjectStore(project);
  const embedder = await app.embedder();
  if (!embedder) throw new Error('recall-lab: no embedder (USE-Lite did not load)');
  // A probe's query is embedded once for all the recalls that ask for it.
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
  const deps = {
    db,
    now: app.now(),
    weights: { fts: app.config.search.ftsWeight, vector: app.config.search.vectorWeight },
    embedder: cached,
    vectorIndex: new lib.VectorIndex(),
  };
  return { app, project, db, deps };
}

/** The unit a pooled candidate stands for, read whole: the labels of the feature dump. */
function unitText(db, c) {
  if (c.sessionId && c.promptNumber != null && ['prompt', 'assistant', 'tool', 'summary', 'turn'].includes(c.kind)) {
    return db
      .prepare('SELECT text FROM search_docs WHERE session_id = ? AND prompt_number = ?')
      .pluck()
      .all(c.sessionId, c.promptNumber)
      .join('\n');
  }
  return c.text ?? '';
}

async function evaluateStory(lib, prepared, opts, featureOut) {
  const heldOut = HELD_OUT_STORIES.has(prepared.name);
  const { app, project, db, deps } = await openStore(lib, prepared.home, prepared.proj);
  const cfg = app.config.injection;
  const docs = storedDocs(prepared.home);
  const rows = [];
  const misses = [];
  try {
    for (const [i, probe] of prepared.data.probes.entries()) {
      const sessionId = stableUuid(`${probe.id}/${i}`);
      const recallWith = (query, o) =>
        lib.recall({ ...deps, rankWeights: opts.rankWeights, segmentWeights: opts.segmentWeights }, query, o);
      const digest =
        lib.buildDigest(db, {
          projectName: project.name,
          projectRoot: project.root,
          sessionId,
          source: 'startup',
          budgetTokens: cfg.sessionStartTokens,
          now: Date.now(),
          globalItems: [],
        }) ?? '';
      const injected = await lib.promptInjection(
        db,
        probe.prompt,
        (query, limit) =>
          recallWith(query, {
            limit,
            filters: { exceptSessionId: sessionId },
            snippetChars: opts.injectionSnippet ?? lib.INJECTION_SNIPPET_CHARS,
            briefChars: opts.briefChars,
          }),
        { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: Number.MAX_SAFE_INTEGER, now: Date.now },
      );
      const injection = injected?.text ?? '';
      let candidates = null;
      const tool = await lib.sessionRecallHandler(
        {
          db,
          now: Date.now,
          recall: async (query, limit, filters) => {
            const res = await recallWith(query, { limit, filters, explain: Boolean(featureOut) && !heldOut });
            candidates = res.candidates ?? null;
            return res;
          },
          status: () => ({}),
          journal: null,
        },
        { topic: probe.prompt, limit: RECALL_LIMIT },
      );
      const recallText = tool.content.map((c) => c.text).join('\n');
      const hits = parseHits(recallText);
      const turnText = hits
        .map((h) => (h.session_id && h.prompt_number ? prepared.turnsBySession.get(h.session_id)?.[h.prompt_number - 1] : null))
        .filter(Boolean)
        .join('\n');
      const given = { digest, injection, recall: recallText, turnText };
      const row = scoreProbe(probe, given);
      const miss = missCause(probe, { ...given, hitTurnText: turnText, docs });
      if (miss) misses.push({ id: probe.id, kind: probe.kind, ...miss });
      rows.push({ ...row, missStage: miss?.stage ?? null, hits: hits.map((h) => h.id) });
      if (!heldOut && opts.show?.has(probe.id))
        process.stdout.write(
          `\n=== ${probe.id} (${probe.kind}) ${probe.prompt}\n gold ${JSON.stringify(probe.gold)} stale ${JSON.stringify(probe.stale ?? [])}\n${opts.showDigest ? `--- digest\n${digest}\n` : ''}--- injection\n${injection}\n--- recall\n${recallText}\n`,
        );
      if (featureOut && candidates && probe.gold?.length) {
        featureOut.push({
          set: `devlog-${prepared.name}`,
          query: probe.id,
          kind: probe.kind,
          candidates: candidates.map((c) => ({
            key: c.key,
            features: c.features,
            label: containsAny(unitText(db, c), probe.gold) ? 1 : 0,
            stale: probe.stale?.length ? (containsAny(unitText(db, c), probe.stale) ? 1 : 0) : undefined,
            segments: c.segments.map((g) => ({ features: g.features, label: containsAny(g.text, probe.gold) ? 1 : 0 })),
          })),
        });
      }
    }
  } finally {
    db.close();
  }
  const s = summarize(rows);
  const byStage = {};
  for (const m of misses) byStage[m.stage] = (byStage[m.stage] ?? 0) + 1;
  // Where the superseded probes are lost, as counts only (held-out sets show nothing else).
  const supersededByStage = {};
  for (const m of misses.filter((x) => x.kind === 'superseded')) supersededByStage[m.stage] = (supersededByStage[m.stage] ?? 0) + 1;
  return {
    set: `devlog-${prepared.name}`,
    heldOut,
    answerable: s.overall.answerable,
    seen: s.overall.seen,
    recall5: s.overall.recallShown,
    superseded: s.superseded.currentSeen,
    supersededN: s.superseded.n,
    staleOnly: s.superseded.staleOnly,
    staleOnlyRecall: s.superseded.staleOnlyInRecall,
    unanswerableTokens: s.unanswerable.meanInjectionTokens,
    injectionMax: s.tokens.injectionMax,
    digestMax: s.tokens.digestMax,
    byKind: Object.fromEntries(Object.entries(s.byKind).map(([k, v]) => [k, { n: v.n, seen: v.seen, recall5: v.recallShown }])),
    missesByStage: byStage,
    supersededMissesByStage: supersededByStage,
    ...(heldOut ? {} : { probes: rows, misses }),
  };
}

// ── LoCoMo ──

function locomoData() {
  const file = process.env.BENCH_LOCOMO ?? path.resolve(ROOT, '..', 'shared', 'bench', 'locomo-dev', 'locomo-dev.json');
  if (!fs.existsSync(file)) throw new Error(`recall-lab: no LoCoMo data at ${file}`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

async function prepareLocomo(positions) {
  const all = locomoData();
  const { convertLocomo } = await import(pathToFileURL(path.join(ROOT, 'scripts', 'locomo-to-transcripts.mjs')).href);
  const out = [];
  for (const n of positions) {
    const conv = all[n - 1];
    if (!conv) throw new Error(`recall-lab: LoCoMo has no conversation ${n}`);
    const key = drainKey(
      createHash('sha256')
        .update(JSON.stringify(conv))
        .update(fs.readFileSync(path.join(ROOT, 'scripts', 'locomo-to-transcripts.mjs')))
        .digest(),
    );
    const dir = path.join(CACHE, `locomo-${n}-${key}`);
    const marker = path.join(dir, 'drained.json');
    if (!fs.existsSync(marker)) {
      rm(dir);
      fs.mkdirSync(dir, { recursive: true });
      const home = path.join(dir, 'home');
      const converted = convertLocomo([conv], path.join(dir, 'out'), {});
      writeConfig(home, { embedder: { provider: 'use-lite' } });
      const imp = timeSync(process.execPath, [DIST, 'import', path.join(dir, 'out', '.claude', 'projects'), '--quiet'], {
        cwd: path.join(dir, 'out'),
        env: cliEnv(home),
      });
      if (imp.status !== 0) throw new Error(`recall-lab: LoCoMo ${n} import failed: ${imp.stderr || imp.stdout}`);
      const projectDir = converted.conversations[0].projectDir;
      out.push({ n, dir, home, projectDir, pending: true });
    } else out.push({ n, dir, home: path.join(dir, 'home'), ...JSON.parse(fs.readFileSync(marker, 'utf8')) });
  }
  const pending = out.filter((p) => p.pending);
  if (pending.length) log(`recall-lab: draining LoCoMo ${pending.map((p) => p.n).join(', ')}`);
  await pool(pending, 2, async (p) => {
    const d = await runMeasured(process.execPath, [DIST, 'worker', '--once', '--project', p.projectDir], {
      cwd: p.projectDir,
      env: cliEnv(p.home),
    });
    if (d.status !== 0) throw new Error(`recall-lab: LoCoMo ${p.n} drain failed: ${d.stderr}`);
    fs.writeFileSync(path.join(p.dir, 'drained.json'), JSON.stringify({ projectDir: p.projectDir }));
    p.pending = false;
  });
  return out;
}

async function evaluateLocomo(lib, prepared, opts, featureOut) {
  const heldOut = HELD_OUT_LOCOMO.has(prepared.n);
  const mapping = JSON.parse(fs.readFileSync(path.join(prepared.dir, 'out', 'mapping.json'), 'utf8'));
  const [, conv] = Object.entries(mapping.conversations)[0];
  const { db, deps } = await openStore(lib, prepared.home, conv.projectDir);
  const rows = [];
  try {
    for (const [qi, q] of conv.questions.entries()) {
      const ev = q.evidence.map((id) => conv.turns[id]).filter(Boolean);
      if (!ev.length) continue;
      const turnKeys = new Set(ev.map((e) => `${e.sessionId}#${e.promptNumber}`));
      const sessions = new Set(ev.map((e) => e.sessionId));
      const res = await lib.recall({ ...deps, rankWeights: opts.rankWeights, segmentWeights: opts.segmentWeights }, q.question, {
        limit: 10,
        explain: Boolean(featureOut) && !heldOut,
      });
      let turn = null;
      let session = null;
      res.hits.forEach((h, i) => {
        if (
          turn == null &&
          ['prompt', 'assistant', 'summary', 'turn', 'tool'].includes(h.kind) &&
          turnKeys.has(`${h.session_id}#${h.prompt_number}`)
        )
          turn = i + 1;
        if (session == null && sessions.has(h.session_id)) session = i + 1;
      });
      rows.push({ category: q.category, turn, session, abstained: res.relevant === 0 });
      if (!heldOut && opts.locomoMisses && (turn == null || turn > 10))
        process.stdout.write(
          `\n=== locomo-${prepared.n} q${qi} cat${q.category} ${q.question}\n evidence ${ev.map((e) => `${e.sessionId.slice(0, 8)}#${e.promptNumber}`).join(' ')}; session ${session ?? '-'}\n${res.hits.map((h, i) => ` ${i + 1}. ${h.session_id?.slice(0, 8)}#${h.prompt_number} ${h.snippet.slice(0, 160)}`).join('\n')}\n`,
        );
      if (featureOut && res.candidates && !heldOut)
        featureOut.push({
          set: `locomo-${prepared.n}`,
          query: `q${qi}`,
          kind: `cat${q.category}`,
          candidates: res.candidates.map((c) => ({
            key: c.key,
            features: c.features,
            label: turnKeys.has(`${c.sessionId}#${c.promptNumber}`) ? 1 : 0,
          })),
        });
    }
  } finally {
    db.close();
  }
  const at = (level, k) => round(rows.filter((r) => r[level] != null && r[level] <= k).length / rows.length, 4);
  return {
    set: `locomo-${prepared.n}`,
    heldOut,
    questions: rows.length,
    turn10: at('turn', 10),
    turn5: at('turn', 5),
    session10: at('session', 10),
    hits: {
      turn10: rows.filter((r) => r.turn != null && r.turn <= 10).length,
      session10: rows.filter((r) => r.session != null && r.session <= 10).length,
    },
  };
}

/** LoCoMo sets pooled: questions weighted as asked. */
export function poolLocomo(results) {
  const n = results.reduce((a, r) => a + r.questions, 0);
  const w = (key) => round(results.reduce((a, r) => a + r[key] * r.questions, 0) / n, 4);
  return { questions: n, turn10: w('turn10'), turn5: w('turn5'), session10: w('session10') };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const lib = await loadLib();
  const featureOut = opts.features ? [] : null;
  const results = [];
  for (const name of opts.stories) {
    const prepared = await prepareStory(name);
    const r = await evaluateStory(lib, prepared, opts, featureOut);
    results.push(r);
    const line = `${r.set}${r.heldOut ? ' (held out)' : ''}: seen ${r.seen} recall@5 ${r.recall5} superseded ${r.superseded} (${r.supersededN}) stale-only ${r.staleOnly}/${r.staleOnlyRecall} unanswerable ${r.unanswerableTokens} tok; injection max ${r.injectionMax}, digest max ${r.digestMax}; misses ${JSON.stringify(r.missesByStage)}; superseded misses ${JSON.stringify(r.supersededMissesByStage)}`;
    process.stdout.write(`${line}\n`);
    if (!r.heldOut && opts.probes)
      for (const m of r.misses) process.stdout.write(`  miss ${m.id} (${m.kind}): ${m.stage}${m.note ? `, ${m.note}` : ''}\n`);
  }
  const locomo = [];
  if (opts.locomo.length) {
    for (const p of await prepareLocomo(opts.locomo)) {
      const r = await evaluateLocomo(lib, p, opts, featureOut);
      locomo.push(r);
      results.push(r);
      process.stdout.write(
        `${r.set}${r.heldOut ? ' (held out)' : ''}: turn@10 ${r.turn10} turn@5 ${r.turn5} session@10 ${r.session10} (${r.questions} q)\n`,
      );
    }
    const pooled = poolLocomo(locomo);
    process.stdout.write(
      `locomo ${opts.locomo.join(',')} pooled: turn@10 ${pooled.turn10} turn@5 ${pooled.turn5} session@10 ${pooled.session10} (${pooled.questions} q)\n`,
    );
  }
  if (featureOut) fs.writeFileSync(opts.features, `${featureOut.map((q) => JSON.stringify(q)).join('\n')}\n`);
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(results, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
