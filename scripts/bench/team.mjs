// Part "team": team memory on a real PostgreSQL server (Debian's postgresql, started in a temp dir on a free port).
//
// 1. Sync of --team-items shared items (default 10k): one member pushes them all, another pulls them all, through
//    the real sync (store/team.ts, team/sync.ts, store/pg/team-server.ts), over a counting TCP proxy (bytes both
//    ways). Baseline, interleaved per round: the same rows inserted by one plain parameterized INSERT each in one
//    transaction, and read back by one SELECT (the floor of row-at-a-time over the same connection).
// 2. Team recall on the server: full-text search latency at --team-sizes items (default 100000,1000000) loaded into
//    one team, median and p95 of --queries queries; baseline: the same queries through local SQLite recall (FTS5)
//    on a project store of the same items, where it is seeded (sizes up to 100k).
//    At each size, a member's first sync with the default bounds (the newest 2,000 items kept) through `claude-memory
//    team sync`: seconds, items and bytes of the local store; baseline: the same sync keeping everything (as before
//    the bounds), at sizes up to --team-full-pull-max (default 100k). Then session_recall through the real MCP
//    server over stdio on that member, which asks the server (time-boxed) and merges; baseline, interleaved per
//    query: the same call with scope 'project' (local only).
// 3. Hook latency (UserPromptSubmit, PostToolUse through the bundle): a project with no team, one connected to a
//    running server, one connected to a server that is down; interleaved.
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipfCorpus } from './synth.mjs';
import { DIST, FIXTURES, ROOT, cliEnv, freshUuid, log, prng, rm, round, shuffle, summarize, table, tempDir, timeSync } from './lib.mjs';

const WORDS = (
  'cache invoice ledger token session refund order payment schema index queue worker deploy rollback migration tenant ' +
  'retry backoff webhook signature export import search vector rounding currency locale timezone audit trust forget tombstone ' +
  'postgres redis sqlite kafka docker nginx terraform helm lint format test fixture mock stub coverage flaky timeout latency'
).split(' ');

async function loadTeamLib() {
  const { build } = await import('esbuild');
  const outfile = path.join(ROOT, 'node_modules', '.cache', 'claude-memory-bench', 'team-lib.mjs');
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: [
        "export { startPgServer, postgresBinDir, SUPERUSER, SUPERUSER_PASSWORD } from './test/team/pg-server.ts';",
        "export { openDatabase } from './src/store/connection.ts';",
        "export { createItem } from './src/store/knowledge.ts';",
        "export { connectTeam, shareItem, outboxSize } from './src/store/team.ts';",
        "export { migrateServer, addTeamMembers } from './src/store/pg/schema.ts';",
        "export { openTeamServer } from './src/team/connection.ts';",
        "export { syncLinkedTeam } from './src/team/sync.ts';",
        "export { recall } from './src/recall/search.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
      sourcefile: 'bench-team-entry.ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);" },
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** A TCP proxy in front of the server that counts the bytes each way. */
async function countingProxy(targetPort) {
  const counts = { up: 0, down: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    client.on('data', (d) => (counts.up += d.length));
    upstream.on('data', (d) => (counts.down += d.length));
    client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy());
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: server.address().port,
    counts,
    reset: () => ((counts.up = 0), (counts.down = 0)),
    close: () => new Promise((r) => server.close(r)),
  };
}

function sentence(r, i) {
  const w = () => WORDS[Math.floor(r() ** 2 * WORDS.length)];
  return `Decision ${i}: the ${w()} ${w()} uses ${w()} with ${w()} because the ${w()} ${w()} needs it`;
}

export async function run(opts) {
  const lib = await loadTeamLib();
  if (!lib.postgresBinDir()) return { skipped: 'PostgreSQL is not installed (apt-get install postgresql)' };
  const items = opts.teamItems ?? 10_000;
  const rounds = opts.teamRounds ?? 3;
  const sizes = opts.teamSizes ?? [100_000, 1_000_000];
  const queries = opts.queries ?? 60;
  const fullPullMax = opts.teamFullPullMax ?? 100_000;
  const server = await lib.startPgServer();
  const scratch = tempDir('team-bench');
  try {
    const admin = await server.admin();
    await lib.migrateServer(admin);
    await admin.query(`CREATE ROLE bench_a LOGIN PASSWORD 'a-pw'; CREATE ROLE bench_b LOGIN PASSWORD 'b-pw'`);
    const syncRows = await syncCost(lib, server, admin, scratch, items, rounds);
    const recallRows = await recallCost(lib, server, admin, scratch, sizes, queries, fullPullMax);
    await admin.end();
    const hookRows = hookLatency(server, scratch, opts.runs ?? 30);
    const result = {
      part: 'team',
      method:
        `Sync: ${rounds} rounds of ${items} shared items pushed by one member and pulled by another (fresh team per round), over a counting TCP proxy; baseline interleaved: the same rows as plain INSERTs in one transaction and one SELECT back. ` +
        `Recall: ${queries} three-word queries (drawn from the items' 20k-word Zipf vocabulary) per size against the server's full-text search (GIN), and against local SQLite recall (FTS5) on the same items where seeded. ` +
        'Hooks: UserPromptSubmit and PostToolUse through the bundle, interleaved, on projects with no team, a connected team (server up) and a connected team whose server is down.',
      sync: syncRows,
      recall: recallRows,
      hooks: hookRows,
    };
    result.table = [
      table(
        ['sync', 'items', 'median s', 'p95 s', 'bytes up', 'bytes down', 'baseline median s', 'ratio (median)'],
        syncRows.map((r) => [r.step, r.items, r.median, r.p95, r.bytesUp, r.bytesDown, r.baseline.median, r.ratioMedian]),
      ),
      table(
        ['team recall', 'items', 'median ms', 'p95 ms', 'local SQLite median ms', 'local p95 ms', 'ratio (median)'],
        recallRows.map((r) => [r.where, r.items, r.median, r.p95, r.local?.median ?? '-', r.local?.p95 ?? '-', r.ratioMedian ?? '-']),
      ),
      table(
        ['member first sync', 'team items', 'runs', 'median s', 'p95 s', 'items kept here', 'local store MB'],
        recallRows.flatMap((r) =>
          r.member.pulls.map((p) => [
            p.variant,
            r.items,
            p.runs,
            p.median,
            p.p95,
            p.items,
            p.storeBytes == null ? '-' : round(p.storeBytes / 2 ** 20, 1),
          ]),
        ),
      ),
      table(
        [
          'session_recall (MCP stdio)',
          'team items',
          'median ms',
          'p95 ms',
          "scope 'project' median ms",
          'p95 ms',
          'ratio median',
          'ratio p95',
          'answers with fetched items',
          'items here after',
        ],
        recallRows.map((r) => {
          const x = r.member.recall;
          return [
            'scope all (asks the server)',
            r.items,
            x.median,
            x.p95,
            x.localMedian,
            x.localP95,
            x.ratioMedian,
            x.ratioP95,
            `${x.answersWithFetched} of ${x.queries}`,
            x.itemsAfter,
          ];
        }),
      ),
      table(
        ['hook', 'team', 'median ms', 'p95 ms', 'ratio to no team (median)'],
        hookRows.map((r) => [r.hook, r.variant, r.median, r.p95, r.ratioMedian]),
      ),
    ].join('\n\n');
    return result;
  } finally {
    server.destroy();
    rm(scratch);
  }
}

async function syncCost(lib, server, admin, scratch, items, rounds) {
  const proxy = await countingProxy(server.port);
  const samples = { push: [], pull: [], 'push:baseline': [], 'pull:baseline': [] };
  const bytes = { push: [], pull: [] };
  try {
    for (let round_ = 0; round_ < rounds; round_++) {
      const team = `sync${round_}`;
      await lib.addTeamMembers(admin, team, ['bench_a', 'bench_b']);
      const members = ['a', 'b'].map((m) => {
        const db = lib.openDatabase(Database, path.join(scratch, `${team}-${m}.db`));
        // Keeps all it pulls: this part measures the sync of every item (the bounds are measured with recall below).
        lib.connectTeam(
          db,
          {
            team,
            server: `postgres://bench_${m}@127.0.0.1:${proxy.port}/postgres`,
            role: `bench_${m}`,
            project: 'bench/project',
            keepRecent: items,
          },
          Date.now(),
        );
        return { db, password: `${m}-pw` };
      });
      const r = prng(round_ + 1);
      const [a, b] = members;
      const seedT = Date.now();
      for (let i = 0; i < items; i++) {
        const id = lib.createItem(
          a.db,
          { type: 'decision', text: sentence(r, i), origin: 'explicit', source: 'manual', validFrom: Date.now() },
          { actor: 'cli', now: Date.now() },
        ).id;
        lib.shareItem(a.db, id, { actor: 'cli', now: Date.now() });
      }
      log(`team: round ${round_ + 1}: ${items} items shared locally in ${round((Date.now() - seedT) / 1000, 1)} s`);
      const syncOf = (m) =>
        lib.syncLinkedTeam({
          db: m.db,
          now: Date.now,
          ctx: () => ({ actor: 'cli', now: Date.now() }),
          open: (s) => lib.openTeamServer({ server: s, password: m.password, connectTimeoutMs: 5_000, statementTimeoutMs: 600_000 }),
        });
      const steps = [
        ['push', async () => syncOf(a)],
        ['push:baseline', async () => plainInsert(lib, server, team, items, r)],
      ];
      for (const [name, fn] of shuffle(steps, r)) {
        proxy.reset();
        const t = process.hrtime.bigint();
        await fn();
        samples[name].push(Number(process.hrtime.bigint() - t) / 1e9);
        if (name === 'push') bytes.push.push({ up: proxy.counts.up, down: proxy.counts.down });
      }
      for (const [name, fn] of shuffle(
        [
          ['pull', async () => syncOf(b)],
          ['pull:baseline', async () => plainSelect(server, team)],
        ],
        r,
      )) {
        proxy.reset();
        const t = process.hrtime.bigint();
        await fn();
        samples[name].push(Number(process.hrtime.bigint() - t) / 1e9);
        if (name === 'pull') bytes.pull.push({ up: proxy.counts.up, down: proxy.counts.down });
      }
      const pulled = b.db.prepare('SELECT count(*) AS n FROM memory_items').get().n;
      if (pulled !== items || lib.outboxSize(a.db) !== 0)
        throw new Error(`round ${round_}: pulled ${pulled} of ${items}, outbox ${lib.outboxSize(a.db)}`);
      for (const m of members) m.db.close();
    }
  } finally {
    await proxy.close();
  }
  return ['push', 'pull'].map((step) => {
    const s = summarize(samples[step]);
    const base = summarize(samples[`${step}:baseline`]);
    const mid = (k) => Math.round(summarize(bytes[step].map((x) => x[k])).median);
    return {
      step,
      items,
      median: round(s.median, 2),
      p95: round(s.p95, 2),
      bytesUp: mid('up'),
      bytesDown: mid('down'),
      baseline: { median: round(base.median, 2), p95: round(base.p95, 2) },
      ratioMedian: round(s.median / base.median, 2),
    };
  });
}

async function plainInsert(_lib, server, team, items, r) {
  const c = await server.admin();
  try {
    await c.query('CREATE TABLE IF NOT EXISTS bench_plain (uid text PRIMARY KEY, team text, text text, trust text)');
    await c.query('BEGIN');
    for (let i = 0; i < items; i++)
      await c.query('INSERT INTO bench_plain (uid, team, text, trust) VALUES ($1, $2, $3, $4)', [
        freshUuid(),
        team,
        sentence(r, i),
        'verified',
      ]);
    await c.query('COMMIT');
  } finally {
    await c.end();
  }
}

async function plainSelect(server, team) {
  const c = await server.admin();
  try {
    await c.query('SELECT uid, text, trust FROM bench_plain WHERE team = $1', [team]);
  } finally {
    await c.end();
  }
}

async function recallCost(lib, server, admin, scratch, sizes, queries, fullPullMax) {
  const rows = [];
  // Realistic text: a 20k-word Zipf vocabulary (as the scale part uses), so queries mix common and rare words.
  const corpus = zipfCorpus(42);
  const text = (i) => `Decision ${i}: ${corpus.sentence(8, 24)}`;
  const qs = Array.from({ length: queries }, () => corpus.sentence(3, 3).replace(/\.$/, ''));
  let loaded = 0;
  await lib.addTeamMembers(admin, 'big', ['bench_a', 'bench_b']);
  for (const size of [...sizes].sort((x, y) => x - y)) {
    const t0 = Date.now();
    for (let from = loaded; from < size; from += 10_000) {
      const batch = Array.from({ length: Math.min(size, from + 10_000) - from }, (_, k) => ({
        uid: `big-${from + k}`,
        text: text(from + k),
      }));
      await admin.query(
        `INSERT INTO claude_memory.items (uid, team, project, seq, last_op, type, text, trust, status, valid_from, shared_by, updated_by)
         SELECT x.uid, 'big', 'bench/big', nextval('claude_memory.change_seq'), 'seed', 'decision', x.text, 'verified', 'active', 0, 'bench_a', 'bench_a'
         FROM jsonb_to_recordset($1::jsonb) AS x(uid text, text text)`,
        [JSON.stringify(batch)],
      );
    }
    loaded = size;
    await admin.query('VACUUM ANALYZE claude_memory.items');
    log(`team: ${size} items on the server in ${round((Date.now() - t0) / 1000, 1)} s`);
    const serverApi = await lib.openTeamServer({
      server: `postgres://bench_a@127.0.0.1:${server.port}/postgres`,
      password: 'a-pw',
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 60_000,
    });
    const scope = { team: 'big', project: 'bench/big' };
    for (const q of qs.slice(0, 3)) await serverApi.search(scope, q, 10); // warm
    const ms = [];
    for (const q of qs) {
      const t = process.hrtime.bigint();
      await serverApi.search(scope, q, 10);
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    await serverApi.close();
    const s = summarize(ms);
    const row = { where: 'server (PostgreSQL FTS)', items: size, median: round(s.median, 2), p95: round(s.p95, 2) };
    if (size <= 100_000) {
      const local = await localRecall(lib, scratch, size, qs, text);
      row.local = local;
      row.ratioMedian = round(s.median / local.median, 2);
    }
    row.member = await memberPull(server, scratch, size, size <= fullPullMax, qs);
    rows.push(row);
  }
  return rows;
}

/** A project store linked to the bench's 'big' team as bench_b (what `team connect` leaves), keeping `keepRecent`. */
function linkedProject(server, scratch, name, keepRecent) {
  const home = path.join(scratch, name);
  const projectDir = path.join(home, 'project');
  fs.mkdirSync(projectDir, { recursive: true });
  const env = cliEnv(home, { PGPASSWORD: 'b-pw' });
  execFileSync(process.execPath, [DIST, 'remember', 'seed the store'], { cwd: projectDir, env });
  const dir = path.join(home, 'projects');
  const dbFile = path.join(
    dir,
    fs.readdirSync(dir).find((f) => f.endsWith('.db')),
  );
  const d = new Database(dbFile);
  d.prepare(
    `INSERT INTO team_link (id, team, server, role, project, connected_at, keep_recent) VALUES (1, 'big', ?, 'bench_b', 'bench/big', 0, ?)`,
  ).run(`postgres://bench_b@127.0.0.1:${server.port}/postgres`, keepRecent);
  d.close();
  const storeBytes = () =>
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(path.basename(dbFile)))
      .reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);
  const items = () => {
    const db = new Database(dbFile, { readonly: true });
    try {
      return db.prepare('SELECT count(*) AS n FROM memory_items WHERE team_uid IS NOT NULL').get().n;
    } finally {
      db.close();
    }
  };
  return { home, projectDir, env, storeBytes, items };
}

/** A member's first sync at `size` items (bounded; and keeping everything when `full`), then session_recall on it. */
async function memberPull(server, scratch, size, full, qs) {
  const variants = [['bounded (default: newest 2,000)', 2_000, 3]];
  if (full) variants.push(['everything (before the bounds)', 1_000_000_000, 1]);
  const pulls = [];
  let recallOn = null;
  for (const [variant, keep, runs] of variants) {
    const ms = [];
    let kept;
    for (let i = 0; i < runs; i++) {
      const p = linkedProject(server, scratch, `pull-${size}-${keep}-${i}`, keep);
      const r = timeSync(process.execPath, [DIST, 'team', 'sync', '--json'], { cwd: p.projectDir, env: p.env });
      if (r.status !== 0) throw new Error(`team sync exited ${r.status}: ${r.stderr}`);
      ms.push(r.ms / 1000);
      kept = { items: p.items(), storeBytes: p.storeBytes() };
      if (!recallOn && keep === 2_000) recallOn = p;
      else rm(p.home);
    }
    const s = summarize(ms);
    pulls.push({ variant, runs, median: round(s.median, 2), p95: round(s.p95, 2), ...kept });
    log(
      `team: ${size}: first sync keeping ${keep}: ${round(s.median, 2)} s, ${kept.items} items, ${round(kept.storeBytes / 2 ** 20, 1)} MB`,
    );
  }
  const recall = await sessionRecall(recallOn, qs);
  recall.itemsAfter = recallOn.items();
  recall.storeBytesAfter = recallOn.storeBytes();
  return { pulls, recall };
}

/** session_recall through the bundle's MCP server over stdio: scope all (asks the team server) vs project (local). */
async function sessionRecall(p, qs) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({ name: 'bench-team', version: '0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [DIST, 'mcp'], cwd: p.projectDir, env: p.env, stderr: 'ignore' }),
  );
  const samples = { all: [], project: [] };
  let fetched = 0;
  let unavailable = 0;
  try {
    const call = async (scope, q) => {
      const t = process.hrtime.bigint();
      const r = await client.callTool({ name: 'session_recall', arguments: { topic: q, scope, limit: 10 } });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      const text = r.content.map((c) => c.text ?? '').join('\n');
      if (r.isError) throw new Error(`session_recall failed: ${text}`);
      if (/fetched from the team server/.test(text)) fetched++;
      if (/team server is (unreachable|skipped)/.test(text)) unavailable++;
      return ms;
    };
    for (const q of qs.slice(0, 3)) await call('all', `${q} warm`);
    fetched = 0;
    const r = prng(7);
    for (const q of qs) for (const scope of shuffle(['all', 'project'], r)) samples[scope].push(await call(scope, q));
  } finally {
    await client.close();
  }
  const a = summarize(samples.all);
  const b = summarize(samples.project);
  return {
    queries: qs.length,
    median: round(a.median, 1),
    p95: round(a.p95, 1),
    localMedian: round(b.median, 1),
    localP95: round(b.p95, 1),
    ratioMedian: round(a.median / b.median, 2),
    ratioP95: round(a.p95 / b.p95, 2),
    answersWithFetched: fetched,
    answersServerUnavailable: unavailable,
  };
}

/** The same kind of items in a local project store, searched by the plugin's own recall (keyword mode). */
async function localRecall(lib, scratch, size, qs, text) {
  const db = lib.openDatabase(Database, path.join(scratch, `local-${size}.db`));
  const insert = db.prepare(
    `INSERT INTO memory_items (type, text, content_hash, origin, source, trust, valid_from, recorded_at, created_at, created_at_iso) VALUES ('decision', ?, ?, 'explicit', 'manual', 'verified', ?, ?, ?, ?)`,
  );
  const t0 = Date.now();
  db.transaction(() => {
    for (let i = 0; i < size; i++) insert.run(text(i), `h${i}`, i, i, i, new Date(i).toISOString());
  })();
  log(`team: ${size} items in a local store in ${round((Date.now() - t0) / 1000, 1)} s`);
  for (const q of qs.slice(0, 3)) await lib.recall({ db, now: Date.now(), weights: { fts: 1, vector: 0 } }, q, { limit: 10, mode: 'fts' });
  const ms = [];
  for (const q of qs) {
    const t = process.hrtime.bigint();
    await lib.recall({ db, now: Date.now(), weights: { fts: 1, vector: 0 } }, q, { limit: 10, mode: 'fts' });
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  db.close();
  const s = summarize(ms);
  return { median: round(s.median, 2), p95: round(s.p95, 2) };
}

function hookLatency(server, scratch, runs) {
  const variants = [];
  const samples = {};
  const setups = { 'no team': null, 'connected, server up': server.port, 'connected, server down': 1 };
  for (const [name, port] of Object.entries(setups)) {
    const home = path.join(scratch, `hooks-${name.replace(/\W+/g, '-')}`);
    const projectDir = path.join(home, 'project');
    fs.mkdirSync(projectDir, { recursive: true });
    const env = cliEnv(home);
    if (port) {
      // Linked the way `team connect` links, without its connection check (port 1: nothing listens).
      execFileSync(process.execPath, [DIST, 'remember', 'seed the store'], { cwd: projectDir, env });
      const dbFile = fs.readdirSync(path.join(home, 'projects')).find((f) => f.endsWith('.db'));
      const d = new Database(path.join(home, 'projects', dbFile));
      d.prepare(
        `INSERT INTO team_link (id, team, server, role, project, connected_at) VALUES (1, 'bench', ?, 'bench_a', 'bench/project', 0)`,
      ).run(`postgres://bench_a@127.0.0.1:${port}/postgres`);
      d.close();
    }
    const base = (file) => ({ ...JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')), cwd: projectDir });
    const sessionId = freshUuid();
    for (const hook of ['UserPromptSubmit', 'PostToolUse']) {
      const key = `${hook}:${name}`;
      samples[key] = [];
      const payload = () =>
        hook === 'UserPromptSubmit'
          ? {
              ...base('UserPromptSubmit.json'),
              session_id: sessionId,
              prompt_id: freshUuid(),
              prompt: 'Why does the refund webhook retry with backoff?',
            }
          : { ...base('PostToolUse.json'), session_id: sessionId, tool_use_id: `toolu_${freshUuid().replace(/-/g, '')}` };
      variants.push([
        key,
        () => timeSync(process.execPath, [DIST, 'hook', hook], { input: JSON.stringify(payload()), cwd: projectDir, env }),
      ]);
    }
  }
  const r = prng(11);
  for (let i = 0; i < runs + 3; i++) {
    for (const [key, fn] of shuffle(variants, r)) {
      const res = fn();
      if (res.status !== 0) throw new Error(`${key} exited ${res.status}: ${res.stderr}`);
      if (i >= 3) samples[key].push(res.ms);
    }
  }
  const rows = [];
  for (const hook of ['UserPromptSubmit', 'PostToolUse']) {
    const none = summarize(samples[`${hook}:no team`]);
    for (const name of Object.keys(setups)) {
      const s = summarize(samples[`${hook}:${name}`]);
      rows.push({ hook, variant: name, median: round(s.median, 1), p95: round(s.p95, 1), ratioMedian: round(s.median / none.median, 3) });
    }
  }
  return rows;
}
