// Part "knowledge": what forgetting for good costs on a large store, and whether the knowledge layer slowed the hooks.
//
// 1. Forget cost, in-process on one store of --items search entries (default 100k: a quarter each prompts, assistant
//    messages, turn summaries and knowledge items with receipts). Each round forgets one random item, prompt and
//    session through the real unit of work (tombstone, audit row, derived summaries re-queued, FTS merge, WAL
//    truncate), interleaved with the same deletes done the way forget worked before (row delete, FTS merge, WAL
//    truncate: the baseline), on other random targets.
// 2. Hook latency, with --baseline-dist: UserPromptSubmit and PostToolUse of this build against another build's
//    bundle, interleaved, each on its own warm store seeded from the same transcript.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { DIST, FIXTURES, cliEnv, freshUuid, loadLib, log, prng, rm, round, shuffle, summarize, table, tempDir, timeSync } from './lib.mjs';
import { synthTranscript, zipfCorpus } from './synth.mjs';

const TURNS_PER_SESSION = 50;
const TYPES = ['decision', 'preference', 'convention', 'discovery'];

export async function run(opts) {
  const lib = await loadLib();
  const rounds = opts.runs ?? 15;
  const forgetRows = await forgetCost(lib, opts.items ?? 100_000, rounds);
  const hookRows = opts.baselineDist ? hookLatency(path.resolve(opts.baselineDist), opts.runs ?? 30) : [];
  const result = {
    part: 'knowledge',
    method:
      `Forget: ${rounds} rounds on one store; each round forgets a random knowledge item, prompt and session through store/forget.ts and, interleaved in random order, ` +
      'deletes another random item/prompt/session the way forget worked before the knowledge layer (row delete + FTS optimize + WAL truncate, no tombstone, audit or re-queue). ' +
      (hookRows.length
        ? `Hooks: this build vs ${opts.baselineDist}, interleaved per run, each on a warm store imported from the same 1.5 MB synthetic transcript.`
        : 'Hooks: not run (pass --baseline-dist).'),
    forget: forgetRows,
    hooks: hookRows,
  };
  result.table = [
    table(
      ['forget', 'store docs', 'median ms', 'p95 ms', 'baseline median ms', 'baseline p95 ms', 'ratio (median)'],
      forgetRows.map((r) => [r.kind, r.docs, r.median, r.p95, r.baseline.median, r.baseline.p95, r.ratioMedian]),
    ),
    hookRows.length
      ? table(
          ['hook', 'median ms', 'p95 ms', 'baseline median ms', 'baseline p95 ms', 'ratio (median)'],
          hookRows.map((r) => [r.hook, r.median, r.p95, r.baseline.median, r.baseline.p95, r.ratioMedian]),
        )
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return result;
}

async function forgetCost(lib, items, rounds) {
  const home = tempDir('knowledge-home');
  const projectDir = tempDir('knowledge-project');
  try {
    const app = lib.createApp({ env: cliEnv(home), entryScript: DIST, cwd: projectDir });
    const db = app.openProjectStore(app.project(projectDir));
    const t0 = Date.now();
    const sessions = seed(db, Math.ceil(items / 4));
    const docs = db.prepare('SELECT count(*) AS n FROM search_docs').get().n;
    log(
      `knowledge: seeded ${docs} search docs (${db.prepare('SELECT count(*) AS n FROM memory_items').get().n} items) in ${round((Date.now() - t0) / 1000, 1)} s`,
    );
    const r = prng(99);
    const pick = (sql) => {
      const ids = db
        .prepare(sql)
        .all()
        .map((x) => x.id);
      return ids[Math.floor(r() * ids.length)];
    };
    const ctx = () => ({ actor: 'cli', now: Date.now(), reason: 'bench' });
    const timed = (fn) => {
      const t = process.hrtime.bigint();
      fn();
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const plainFinish = () => {
      db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
      db.pragma('wal_checkpoint(TRUNCATE)');
    };
    const plain = {
      item: (id) => db.transaction(() => db.prepare('DELETE FROM memory_items WHERE id = ?').run(id)).immediate(),
      prompt: (id) => db.transaction(() => db.prepare('DELETE FROM prompts WHERE id = ?').run(id)).immediate(),
      session: (id) => db.transaction(() => db.prepare('DELETE FROM sessions WHERE id = ?').run(id)).immediate(),
    };
    const targets = {
      item: () => pick(`SELECT id FROM memory_items WHERE status = 'active' LIMIT 5000`),
      prompt: () => pick('SELECT id FROM prompts LIMIT 5000'),
      session: () => sessions.splice(Math.floor(r() * sessions.length), 1)[0],
    };
    const kindOf = {
      item: (id) => db.prepare('SELECT type FROM memory_items WHERE id = ?').get(id).type,
      prompt: () => 'prompt',
      session: () => 'session',
    };
    const samples = Object.fromEntries(
      ['item', 'prompt', 'session'].flatMap((k) => [
        [k, []],
        [`${k}:baseline`, []],
      ]),
    );
    for (let i = 0; i < rounds + 2; i++) {
      for (const variant of shuffle(Object.keys(samples), r)) {
        const [kind, base] = variant.split(':');
        const id = targets[kind]();
        const ms = base
          ? timed(() => (plain[kind](id), plainFinish()))
          : timed(() => lib.forgetting.forgetMemory(db, kindOf[kind](id), String(id), ctx()));
        if (i >= 2) samples[variant].push(ms);
      }
    }
    const rows = ['item', 'prompt', 'session'].map((kind) => {
      const s = summarize(samples[kind]);
      const b = summarize(samples[`${kind}:baseline`]);
      return { kind, docs, ...s, baseline: b, ratioMedian: round(s.median / b.median, 2) };
    });
    db.close();
    return rows;
  } finally {
    rm(home);
    rm(projectDir);
  }
}

/** Sessions of 50 turns: prompt, assistant message, a turn summary quoting the prompt, one knowledge item with a receipt. */
function seed(db, turns) {
  const corpus = zipfCorpus(11);
  const r = prng(7);
  const start = Date.now() - 180 * 86_400_000;
  const ids = [];
  const session = db.prepare(
    `INSERT INTO sessions (id, project, cwd, started_at, started_at_iso, last_activity_at, status, prompt_count) VALUES (?, 'bench', '/bench', ?, ?, ?, 'completed', ?)`,
  );
  const prompt = db.prepare(
    'INSERT INTO prompts (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const assistant = db.prepare(
    'INSERT INTO assistant_messages (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const summary = db.prepare(
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at) VALUES (?, ?, ?, 'lexical', '{}', ?)`,
  );
  const item = db.prepare(
    `INSERT INTO memory_items (type, text, subject_key, content_hash, origin, source, trust, session_id, prompt_number, valid_from, recorded_at, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, 'inferred', 'auto', 'candidate', ?, ?, ?, ?, ?, ?)`,
  );
  const receipt = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, session_id, prompt_number, transcript_uuid, quote, created_at) VALUES (?, 'prompt', 'stated', 'worker', ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let t = 0; t < turns; t++) {
      const n = (t % TURNS_PER_SESSION) + 1;
      const at = start + t * 60_000;
      const iso = new Date(at).toISOString();
      if (n === 1) {
        const id = freshUuid();
        ids.push(id);
        session.run(id, at, iso, at + TURNS_PER_SESSION * 60_000, TURNS_PER_SESSION);
      }
      const sid = ids[ids.length - 1];
      const text = corpus.sentence(8, 30);
      const uuid = freshUuid();
      prompt.run(sid, n, uuid, text, at, iso);
      assistant.run(sid, n, freshUuid(), corpus.sentence(12, 60), at + 1000, iso);
      summary.run(sid, n, `[turn ${n}] ${text} ${corpus.sentence(8, 20)}`, at + 2000);
      const statement = corpus.sentence(6, 16);
      const type = TYPES[Math.floor(r() * TYPES.length)];
      const itemId = item.run(
        type,
        statement,
        corpus.sentence(1, 2).slice(0, -1),
        createHash('sha256').update(statement).digest('hex').slice(0, 32),
        sid,
        n,
        at,
        at,
        at,
        iso,
      ).lastInsertRowid;
      receipt.run(itemId, sid, n, uuid, statement, at);
    }
  }).immediate();
  return ids;
}

function hookLatency(baselineDist, runs) {
  if (!fs.existsSync(baselineDist)) throw new Error(`--baseline-dist ${baselineDist} does not exist`);
  const builds = { this: DIST, baseline: baselineDist };
  const scratch = tempDir('knowledge-hooks');
  try {
    const seedFile = path.join(scratch, 'seed.jsonl');
    const setups = {};
    for (const [name, dist] of Object.entries(builds)) {
      const home = path.join(scratch, `${name}-home`);
      const projectDir = path.join(scratch, `${name}-project`);
      fs.mkdirSync(projectDir, { recursive: true });
      if (!fs.existsSync(seedFile)) synthTranscript(seedFile, { targetBytes: 1.5 * 2 ** 20, cwd: '/bench/project', perSession: 10 });
      const env = cliEnv(home);
      const imp = timeSync(process.execPath, [dist, 'import', seedFile, '--quiet'], { cwd: projectDir, env });
      if (imp.status !== 0) throw new Error(`${name}: seed import failed: ${imp.stderr || imp.stdout}`);
      setups[name] = { dist, env, projectDir };
    }
    const base = (name, projectDir) => {
      const p = JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
      p.cwd = projectDir;
      return p;
    };
    const prompts = [
      'Please read notes.txt and tell me what it says',
      'Why does the login flow fail when the token expired?',
      'Add tests for the invoice rounding and run them',
    ];
    const samples = {};
    const variants = [];
    for (const [name, s] of Object.entries(setups)) {
      const sessionId = freshUuid();
      const ups = { ...base('UserPromptSubmit.json', s.projectDir), session_id: sessionId };
      const ptu = { ...base('PostToolUse.json', s.projectDir), session_id: sessionId };
      let k = 0;
      variants.push([
        `UserPromptSubmit:${name}`,
        () =>
          timeSync(process.execPath, [s.dist, 'hook', 'UserPromptSubmit'], {
            input: JSON.stringify({ ...ups, prompt_id: freshUuid(), prompt: prompts[k++ % prompts.length] }),
            cwd: s.projectDir,
            env: s.env,
          }),
      ]);
      variants.push([
        `PostToolUse:${name}`,
        () =>
          timeSync(process.execPath, [s.dist, 'hook', 'PostToolUse'], {
            input: JSON.stringify({ ...ptu, tool_use_id: `toolu_${freshUuid().replace(/-/g, '')}` }),
            cwd: s.projectDir,
            env: s.env,
          }),
      ]);
      for (const [v] of variants.slice(-2)) samples[v] = [];
    }
    const r = prng(5);
    for (let i = 0; i < runs + 3; i++) {
      for (const [v, fn] of shuffle(variants, r)) {
        const res = fn();
        if (res.status !== 0) throw new Error(`${v} exited ${res.status}: ${res.stderr}`);
        if (i >= 3) samples[v].push(res.ms);
      }
    }
    return ['UserPromptSubmit', 'PostToolUse'].map((hook) => {
      const s = summarize(samples[`${hook}:this`]);
      const b = summarize(samples[`${hook}:baseline`]);
      return { hook, ...s, baseline: b, ratioMedian: round(s.median / b.median, 3) };
    });
  } finally {
    rm(scratch);
  }
}
