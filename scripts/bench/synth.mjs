// Synthetic inputs for the benchmarks: large transcripts (the real fixture lines replicated with fresh ids),
// realistic coding-session turns, and a Zipf-distributed corpus for recall at scale. Everything is seeded.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { FIXTURES, prng } from './lib.mjs';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const PREFIXED = /\b(toolu|msg|req)_[A-Za-z0-9]+/g;
const FIXTURE_CWD = '/home/dev/project';

/**
 * Writes a Claude Code transcript of about `targetBytes` made of the fixture transcripts' lines, replicated with
 * fresh uuids, tool ids and message ids (links between lines of one replica are kept), `perSession` replicas per
 * session, and the cwd rewritten to `cwd`. Returns { bytes, replicas, sessions }.
 */
export function synthTranscript(
  file,
  { targetBytes, cwd, perSession = 25, sources = ['transcript.jsonl', 'transcript-with-compact.jsonl'] },
) {
  const templates = sources.map((s) => fs.readFileSync(path.join(FIXTURES, s), 'utf8').split('\n').filter(Boolean));
  const sessionIds = new Set();
  for (const lines of templates)
    for (const l of lines) {
      try {
        const sid = JSON.parse(l).sessionId;
        if (sid) sessionIds.add(sid);
      } catch {
        // not JSON
      }
    }
  const cwdJson = JSON.stringify(cwd).slice(1, -1);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'w');
  let bytes = 0;
  let replicas = 0;
  let session = randomUUID();
  try {
    while (bytes < targetBytes) {
      if (replicas % perSession === 0) session = randomUUID();
      const lines = templates[replicas % templates.length];
      const ids = new Map();
      const fresh = (old) => {
        if (sessionIds.has(old)) return session;
        let v = ids.get(old);
        if (!v) ids.set(old, (v = randomUUID()));
        return v;
      };
      const freshPrefixed = (old, prefix) => {
        let v = ids.get(old);
        if (!v) ids.set(old, (v = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 24)}`));
        return v;
      };
      const chunk = `${lines
        .map((l) =>
          l
            .replace(UUID, fresh)
            .replace(PREFIXED, (m, p) => freshPrefixed(m, p))
            .split(FIXTURE_CWD)
            .join(cwdJson),
        )
        .join('\n')}\n`;
      const buf = Buffer.from(chunk);
      fs.writeSync(fd, buf);
      bytes += buf.length;
      replicas++;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { bytes, replicas, sessions: Math.ceil(replicas / perSession) };
}

// ── realistic turns ──

const FILES = [
  'src/cli/program.ts',
  'src/store/migrations.ts',
  'src/recall/search.ts',
  'src/api/routes/users.ts',
  'lib/auth/session.go',
  'app/models/invoice.rb',
  'src/components/Header.tsx',
  'tests/test_parser.py',
  'server/db/pool.rs',
  'docs/setup.md',
  'scripts/deploy.sh',
  'src/utils/date-format.ts',
  'config/webpack.config.js',
  'internal/cache/lru.go',
  'src/payments/stripe.ts',
];
const FUNCS = [
  'parseConfig',
  'loadUser',
  'renderHeader',
  'retryWithBackoff',
  'normalizePath',
  'createInvoice',
  'validateToken',
  'openPool',
  'formatDate',
  'flushCache',
  'handleWebhook',
  'migrateSchema',
  'buildIndex',
  'resolveImports',
];
const ERRORS = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  'Error: connect ECONNREFUSED 127.0.0.1:5432',
  'SyntaxError: Unexpected token } in JSON at position 42',
  'AssertionError: expected 3 to equal 4',
  'panic: runtime error: index out of range [5] with length 5',
  'error[E0502]: cannot borrow `pool` as mutable because it is also borrowed as immutable',
  "ModuleNotFoundError: No module named 'yaml'",
  'FATAL: password authentication failed for user "app"',
];
const TOPICS = [
  'the login flow',
  'invoice rounding',
  'the cache eviction policy',
  'database connection pooling',
  'the date picker',
  'webhook signature checks',
  'the CSV export',
  'dark mode styles',
  'rate limiting',
  'the search index',
  'session timeouts',
  'the deploy script',
];
const ASKS = [
  'Can you fix {topic}? It breaks when {cond}.',
  'Please add tests for {func} in {file}.',
  'Why does {func} fail with this error: {error}',
  'Refactor {file} so that {func} no longer depends on global state.',
  'The build is failing after my last change to {file}. Can you take a look?',
  'Add a flag to skip {topic} during local development, and document it.',
  'Rename {func} to something clearer and update every caller.',
];
const CONDS = [
  'the user has no email',
  'the list is empty',
  'two requests arrive at once',
  'the timezone is not UTC',
  'the file is larger than 2 MB',
  'the token expired',
];
const SAYS = [
  'I found the problem in {file}: {func} assumed the value was always present.',
  'The failing test was caused by {topic}, which changed in the last release.',
  'I updated {func} to return early when the input is empty, and added a regression test.',
  'All tests pass now, including the two new cases for {topic}.',
  'Next, it would make sense to look at {topic}, which has the same pattern.',
  'I kept the public API unchanged, so no caller needs to be updated.',
  'The error came from a missing await in {func}; the promise was never handled.',
  'I could not reproduce the issue with the current fixtures, so I added one that matches your report.',
];

function fill(tpl, r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  return tpl
    .replace(/\{file\}/g, () => pick(FILES))
    .replace(/\{func\}/g, () => pick(FUNCS))
    .replace(/\{error\}/g, () => pick(ERRORS))
    .replace(/\{topic\}/g, () => pick(TOPICS))
    .replace(/\{cond\}/g, () => pick(CONDS));
}

/** A coding-session turn shaped like what the worker compresses: a prompt, 2–4 tool calls, 2–4 assistant sentences. */
export function realisticTurn(r, promptNumber, cwd = '/home/dev/project') {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const prompt = fill(pick(ASKS), r) + (r() < 0.5 ? ` ${fill('Also check {topic} while you are there.', r)}` : '');
  const tools = [];
  const nTools = 2 + Math.floor(r() * 3);
  for (let i = 0; i < nTools; i++) {
    const kind = pick(['Read', 'Bash', 'Edit', 'Grep', 'Bash']);
    const file = `${cwd}/${pick(FILES)}`;
    if (kind === 'Read')
      tools.push({
        toolName: 'Read',
        input: { file_path: file },
        output: `export function ${pick(FUNCS)}(input) {\n  // ${fill('handles {topic}', r)}\n  return input;\n}\n`,
        success: true,
      });
    else if (kind === 'Edit')
      tools.push({
        toolName: 'Edit',
        input: { file_path: file, old_string: `${pick(FUNCS)}(`, new_string: `${pick(FUNCS)}(` },
        output: `The file ${file} has been updated successfully.`,
        success: true,
      });
    else if (kind === 'Grep')
      tools.push({
        toolName: 'Grep',
        input: { pattern: pick(FUNCS), path: cwd },
        output: `${pick(FILES)}:12: ${pick(FUNCS)}()\n${pick(FILES)}:88: ${pick(FUNCS)}()`,
        success: true,
      });
    else {
      const ok = r() < 0.7;
      tools.push({
        toolName: 'Bash',
        input: {
          command: pick(['npm test', 'npx tsc --noEmit', 'go test ./...', 'pytest -q', 'cargo build', 'git status']),
          description: 'Run the checks',
        },
        output: ok ? `${Math.floor(r() * 200)} tests passed in ${(r() * 9).toFixed(2)}s` : '',
        success: ok,
        error: ok ? undefined : `Exit code 1\n${pick(ERRORS)}\n    at ${pick(FUNCS)} (${pick(FILES)}:${Math.floor(r() * 300)}:7)`,
      });
    }
  }
  const nSays = 2 + Math.floor(r() * 3);
  const assistantText = [Array.from({ length: nSays }, () => fill(pick(SAYS), r)).join(' ')];
  return { promptNumber, prompt, tools, assistantText };
}

/** A turn whose every candidate is punctuation: nothing to rank, the truncation tier's input. */
export function degenerateTurn(promptNumber) {
  return { promptNumber, prompt: '??? !!! ... ---', tools: [], assistantText: ['!!!', '???', '...', '---', '***', '~~~'] };
}

// ── a Zipf corpus for recall latency ──

const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'ten',
  'sa',
  'lo',
  'dex',
  'pri',
  'mo',
  'ven',
  'tu',
  'gra',
  'shi',
  'per',
  'al',
  'bo',
  'cin',
  'dra',
  'fel',
  'hu',
  'jas',
  'kel',
  'nor',
  'pax',
  'qui',
  'rin',
  'sol',
  'tam',
  'ul',
  'vor',
  'wex',
  'yen',
  'zo',
];

/** A generator of pseudo-English text: `vocab` distinct words, drawn with Zipf exponent ~1.07 like natural text. */
export function zipfCorpus(seed = 7, vocab = 20_000) {
  const r = prng(seed);
  const words = [];
  const seen = new Set();
  while (words.length < vocab) {
    const n = 1 + Math.floor(r() * 3) + (words.length > 2000 ? 1 : 0);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
    if (!seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  const cdf = [];
  let total = 0;
  for (let i = 0; i < vocab; i++) cdf.push((total += 1 / (i + 1) ** 1.07));
  const word = () => {
    const x = r() * total;
    let lo = 0;
    let hi = vocab - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
  return {
    sentence: (min = 12, max = 40) => {
      const n = min + Math.floor(r() * (max - min + 1));
      return `${Array.from({ length: n }, word).join(' ')}.`;
    },
    query: (n = 4) => Array.from({ length: n }, word).join(' '),
    random: r,
  };
}

// ── synthetic stores at scale ──

/** Bump when the generated content changes, so cached stores are rebuilt. */
export const SYNTH_STORE_VERSION = 2;

/** Triggers a bulk load suspends: rebuilding the FTS indexes once beats updating them a row at a time. */
const BULK_SUSPENDED_TRIGGERS = ['search_docs_ai', 'embeddings_log_ai'];

/**
 * Fills an open, migrated, empty project store with `items` search docs shaped like coding sessions: sessions of 50
 * turns, each turn a prompt (a coding request from the templates above plus 4–20 words of a 20k-word Zipf
 * vocabulary, the project's own jargon) and an assistant reply (2–3 template sentences plus 8–40 Zipf words). Every
 * doc gets a seeded random unit vector of `dims` under `model` (random vectors cost the same to scan as real ones).
 *
 * Rows go through the real tables and their search_docs triggers, in transactions of 100k rows, with a rollback
 * journal instead of the WAL (which would grow to the size of the FTS rebuild) and no fsync (a half-built store is
 * thrown away, never used). The two per-row triggers that dominate a load, the FTS inserts and
 * the vector log, are suspended during it; then both FTS indexes are rebuilt from search_docs in one pass (the same
 * content a row-at-a-time load gives) and the triggers restored from their own SQL. The vector log holds only its
 * initial mark, as after a prune: an index that finds no snapshot reads the rows. Returns the corpus, whose
 * `query()` draws queries from the same distribution, and how long each phase took.
 */
export function fillSyntheticStore(db, { items, model, dims = 512, seed = items, onProgress = () => {} }) {
  if (db.prepare('SELECT count(*) AS n FROM search_docs').get().n > 0) throw new Error('fillSyntheticStore needs an empty store');
  const corpus = zipfCorpus(7);
  const r = prng(seed + 1);
  const start = Date.now() - 365 * 86_400_000;
  const perSession = 50;
  const phases = {};
  let t = Date.now();
  const lap = (name) => {
    phases[name] = Math.round((Date.now() - t) / 100) / 10;
    t = Date.now();
  };
  const triggers = BULK_SUSPENDED_TRIGGERS.map(
    (name) => db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").get(name)?.sql,
  );
  if (triggers.some((sql) => !sql)) throw new Error('the store lacks a trigger the bulk load expects');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  for (const name of BULK_SUSPENDED_TRIGGERS) db.exec(`DROP TRIGGER ${name}`);
  try {
    const session = db.prepare(
      `INSERT INTO sessions (id, project, cwd, started_at, started_at_iso, last_activity_at, status, prompt_count) VALUES (?, 'bench', '/bench', ?, ?, ?, 'completed', ?)`,
    );
    const prompt = db.prepare('INSERT INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?)');
    const assistant = db.prepare(
      'INSERT INTO assistant_messages (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const docOf = db.prepare('SELECT id FROM search_docs WHERE kind = ? AND ref_id = ?').pluck();
    const vec = db.prepare('INSERT INTO embeddings (doc_id, model, dims, vector) VALUES (?, ?, ?, ?)');
    const v = new Float32Array(dims);
    const bytes = Buffer.from(v.buffer);
    const randomUnit = () => {
      let s = 0;
      for (let i = 0; i < dims; i += 2) {
        // Box–Muller, both outputs: an isotropic direction.
        const rad = Math.sqrt(-2 * Math.log(r() || 1e-12));
        const th = 2 * Math.PI * r();
        v[i] = rad * Math.cos(th);
        if (i + 1 < dims) v[i + 1] = rad * Math.sin(th);
      }
      for (let i = 0; i < dims; i++) s += v[i] * v[i];
      const inv = 1 / Math.sqrt(s);
      for (let i = 0; i < dims; i++) v[i] *= inv;
      return bytes;
    };
    const pick = (xs) => xs[Math.floor(r() * xs.length)];
    const BATCH = 100_000;
    let sessionId = null;
    for (let from = 0; from < items; from += BATCH) {
      db.transaction(() => {
        for (let i = from; i < Math.min(items, from + BATCH); i++) {
          const turn = Math.floor(i / 2);
          const n = (turn % perSession) + 1;
          const at = start + Math.floor((i / items) * 365 * 86_400_000);
          const iso = new Date(at).toISOString();
          if (i % (perSession * 2) === 0) {
            sessionId = `s-${i}`;
            session.run(sessionId, at, iso, at, perSession);
          }
          if (i % 2 === 0) {
            const text = `${fill(pick(ASKS), r)} ${corpus.sentence(4, 20)}`;
            const res = prompt.run(sessionId, n, text, at, iso);
            vec.run(docOf.get('prompt', String(res.lastInsertRowid)), model, dims, randomUnit());
          } else {
            const says = Array.from({ length: 2 + Math.floor(r() * 2) }, () => fill(pick(SAYS), r)).join(' ');
            const res = assistant.run(sessionId, n, `u-${i}`, `${says} ${corpus.sentence(8, 40)}`, at + 1, iso);
            vec.run(docOf.get('assistant', String(res.lastInsertRowid)), model, dims, randomUnit());
          }
        }
      })();
      onProgress(Math.min(items, from + BATCH), 'rows');
    }
    lap('rows');
    db.exec("INSERT INTO search_fts(search_fts) VALUES ('rebuild')");
    lap('wordIndex');
    onProgress(items, 'word index');
    db.exec("INSERT INTO search_trigram(search_trigram) VALUES ('rebuild')");
    lap('trigramIndex');
    onProgress(items, 'trigram index');
  } finally {
    for (const sql of triggers) db.exec(sql);
  }
  db.exec('ANALYZE');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  lap('analyze');
  return { corpus, phases };
}
