// Part "hooks": wall time of one hook process against bare `node -e 0`, interleaved, on a warm store; and transcript
// import throughput on a large synthetic transcript.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DIST, FIXTURES, ROOT, cliEnv, freshUuid, log, prng, rm, round, shuffle, summarize, table, tempDir, timeSync } from './lib.mjs';
import { synthTranscript } from './synth.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));

/** How hooks/hooks.json runs a build's hooks: dist/hook.cjs when the build has one, else `claude-memory.mjs hook`. */
function hookCommand(dist, event) {
  const entry = path.join(path.dirname(dist), 'hook.cjs');
  return fs.existsSync(entry) ? [entry, event] : [dist, 'hook', event];
}

export async function run(opts) {
  const runs = opts.runs ?? 40;
  const warmup = 3;
  const scratch = tempDir('hooks-scratch');
  // This build, and with --baseline-dist another one, each on its own warm data dir (its own code cache too).
  const builds = { new: DIST, ...(opts.baselineDist ? { base: path.resolve(opts.baselineDist) } : {}) };
  const setups = {};
  const servers = [];
  try {
    let seed = null;
    // Another Node than the repository's needs its own build of better-sqlite3: every build finds it in its data dir.
    const Database = (opts.runtimeDir ? createRequire(path.join(path.resolve(opts.runtimeDir), 'noop.js')) : require)('better-sqlite3');
    for (const [build, dist] of Object.entries(builds)) {
      if (!fs.existsSync(dist)) throw new Error(`${dist} does not exist`);
      const home = path.join(scratch, `${build}-home`);
      const env = cliEnv(home);
      if (opts.runtimeDir) {
        for (const dir of [path.join(home, 'runtime'), path.join(home, 'runtime', `node-${process.versions.modules}`)]) {
          fs.mkdirSync(dir, { recursive: true });
          fs.symlinkSync(path.resolve(opts.runtimeDir, 'node_modules'), path.join(dir, 'node_modules'));
        }
      }
      // Two projects per build, each with a warm store: one as a hook finds it with no session server (a terminal, a
      // server still starting), one with the project's MCP server running, as in a session.
      const project = (name) => {
        const projectDir = path.join(scratch, `${build}-${name}`);
        fs.mkdirSync(projectDir, { recursive: true });
        // A warm store: a few hundred rows imported from transcripts, as after a few days of use (the same amount
        // for each build, in its own project).
        const seedFile = path.join(scratch, `${build}-${name}-seed.jsonl`);
        seed = synthTranscript(seedFile, { targetBytes: 1.5 * 2 ** 20, cwd: projectDir, perSession: 10 });
        const imp = timeSync(process.execPath, [dist, 'import', seedFile, '--quiet'], { cwd: projectDir, env });
        if (imp.status !== 0) throw new Error(`${build}: seed import failed: ${imp.stderr || imp.stdout}`);
        // Summarized and embedded, as a store is after its sessions: the prompt's recall then has vectors to search, and
        // a server embeds every prompt (with USE-Lite, the offline default) before it answers.
        const drain = timeSync(process.execPath, [dist, 'worker', '--once'], { cwd: projectDir, env });
        if (drain.status !== 0) throw new Error(`${build}: seed drain failed: ${drain.stderr || drain.stdout}`);
        const db = new Database(findDb(home, projectDir));
        // Inside a session the MCP server holds the worker lease, so a hook never spawns a worker: the same here (and
        // the running server's worker stays idle, so it takes no CPU from the measurements).
        const now = Date.now();
        db.prepare('INSERT OR REPLACE INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
          'compression-worker',
          'bench-mcp-stand-in',
          process.pid,
          now,
          now + 6 * 3_600_000,
        );
        return { projectDir, db, before: counts(db) };
      };
      const alone = project('project');
      const served = project('served-project');
      served.server = await startServer(dist, served.projectDir, env, home);
      servers.push(served.server);
      setups[build] = { dist, env, home, ...alone, served };
    }
    const before = setups.new.before;
    log(
      `hooks: warm store with ${before.prompts} prompts, ${before.tools} tool events, ${before.assistant} assistant messages (${before.docs} search docs, ${before.vectors} with vectors) per build`,
    );

    const sessionId = freshUuid();
    const payload = (name, projectDir) => {
      const p = JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
      p.session_id = sessionId;
      p.cwd = projectDir;
      p.transcript_path = path.join(scratch, `${sessionId}.jsonl`);
      return p;
    };
    const prompts = [
      'Please read notes.txt and tell me what it says',
      'Why does the login flow fail when the token expired?',
      'Add tests for the invoice rounding and run them',
      'Refactor the cache eviction policy in src/cache.ts',
    ];
    let k = 0;
    // A second reference: the cheapest possible ES module entry (an empty .mjs), which any ESM CLI pays.
    const emptyModule = path.join(scratch, 'empty.mjs');
    fs.writeFileSync(emptyModule, '');
    const ref = setups.new;
    const variants = {
      'node -e 0': () =>
        timeSync(process.execPath, ['-e', '0'], {
          input: JSON.stringify(payload('UserPromptSubmit.json', ref.projectDir)),
          cwd: ref.projectDir,
          env: ref.env,
        }),
      'node empty.mjs': () =>
        timeSync(process.execPath, [emptyModule], {
          input: JSON.stringify(payload('UserPromptSubmit.json', ref.projectDir)),
          cwd: ref.projectDir,
          env: ref.env,
        }),
    };
    for (const [build, { dist, env, projectDir, served }] of Object.entries(setups)) {
      for (const [label, dir] of [
        ['', projectDir],
        [' (server)', served.projectDir],
      ]) {
        const ups = payload('UserPromptSubmit.json', dir);
        const ptu = payload('PostToolUse.json', dir);
        ptu.tool_input.file_path = path.join(dir, 'notes.txt');
        const ss = payload('SessionStart.json', dir);
        const run = (event, input) => timeSync(process.execPath, hookCommand(dist, event), { input: JSON.stringify(input), cwd: dir, env });
        variants[`${build}: UserPromptSubmit${label}`] = () =>
          run('UserPromptSubmit', { ...ups, prompt_id: freshUuid(), prompt: prompts[k++ % prompts.length] });
        // The tool hook only journals: a server makes no difference to it.
        if (!label)
          variants[`${build}: PostToolUse`] = () => run('PostToolUse', { ...ptu, tool_use_id: `toolu_${freshUuid().replace(/-/g, '')}` });
        variants[`${build}: SessionStart${label}`] = () => run('SessionStart', { ...ss, source: 'resume' });
      }
    }
    const names = Object.keys(variants);
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    const rand = prng(42);
    let failures = 0;
    const injected = Object.fromEntries(names.map((n) => [n, 0]));
    for (let i = 0; i < warmup + runs; i++) {
      for (const name of shuffle(names, rand)) {
        const r = variants[name]();
        if (r.status !== 0 || r.stderr.trim()) {
          failures++;
          if (failures <= 3) log(`hooks: ${name} exited ${r.status}: ${r.stderr.trim().slice(0, 300)}`);
        }
        if (r.stdout.includes('additionalContext')) injected[name]++;
        if (i >= warmup) samples[name].push(r.ms);
      }
    }
    const baseline = summarize(samples['node -e 0']);
    const hooks = names.map((name) => {
      const s = summarize(samples[name]);
      return {
        name,
        ...s,
        ratioMedian: round(s.median / baseline.median, 3),
        ratioP95: round(s.p95 / baseline.p95, 3),
        overheadMs: round(s.median - baseline.median),
        injectedContext: injected[name],
      };
    });
    const validity = { failures, expectedEach: warmup + runs };
    for (const [build, setup] of Object.entries(setups)) {
      // Tool hooks may only journal their event; one more (untimed) prompt hook replays the journal into the store.
      variants[`${build}: UserPromptSubmit`]();
      const after = counts(setup.db);
      const afterServed = counts(setup.served.db);
      validity[build] = {
        promptsRecorded: after.prompts - setup.before.prompts - 1,
        toolEventsRecorded: after.tools - setup.before.tools,
        promptsRecordedWithServer: afterServed.prompts - setup.served.before.prompts,
      };
      log(
        `hooks: ${build}: recorded ${validity[build].promptsRecorded} prompts and ${validity[build].toolEventsRecorded} tool events of ${warmup + runs} each, ${validity[build].promptsRecordedWithServer} prompts with a server; ${failures} failures in all`,
      );
    }

    const importResult = opts.importMb === 0 ? null : await importThroughput(opts, scratch);
    const result = {
      part: 'hooks',
      method: `${runs} interleaved rounds (+${warmup} warm-up) of each variant in a random order per round; wall time from spawn to exit measured by the parent (spawnSync), payload on stdin; each build runs its hooks the way its hooks/hooks.json does, on its own warm data dir (imported and drained: summaries and USE-Lite vectors, so a server embeds each prompt)`,
      builds,
      store: { ...before, seedTranscriptBytes: seed.bytes },
      workerLeaseHeld: true,
      hooks,
      goal: 'median PostToolUse and UserPromptSubmit wall time <= 1.25x bare node start-up, SessionStart <= 1.5x',
      validity,
      import: importResult,
    };
    result.table = [
      table(
        ['variant', 'median ms', 'p95 ms', 'min ms', 'ratio (median)', 'ratio (p95)', 'overhead ms'],
        hooks.map((h) => [h.name, h.median, h.p95, h.min, `${h.ratioMedian}x`, `${h.ratioP95}x`, h.overheadMs]),
      ),
      '',
      importResult
        ? table(
            ['transcript import', 'size MB', 'runs', 'median s', 'MB/s (median)', 'records stored'],
            [
              [
                `synthetic (${importResult.replicas} fixture replicas)`,
                importResult.sizeMb,
                importResult.runs.length,
                importResult.medianSeconds,
                importResult.mbPerSecond,
                importResult.stored,
              ],
            ],
          )
        : '',
    ].join('\n');
    return result;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    for (const setup of Object.values(setups)) {
      setup.db.close();
      setup.served.db.close();
    }
    if (!opts.keep) rm(scratch);
    else log(`hooks: kept ${scratch}`);
  }
}

function counts(db) {
  return db
    .prepare(
      'SELECT (SELECT count(*) FROM prompts) AS prompts, (SELECT count(*) FROM tool_events) AS tools, (SELECT count(*) FROM assistant_messages) AS assistant, (SELECT count(*) FROM search_docs) AS docs, (SELECT count(*) FROM embeddings) AS vectors',
    )
    .get();
}

/** The project's database: `<project folder name>-<12 hex>.db`. */
function findDb(home, projectDir) {
  const dir = path.join(home, 'projects');
  const name = new RegExp(`^${path.basename(projectDir)}-[0-9a-f]{12}\\.db$`);
  const dbs = fs.readdirSync(dir).filter((f) => name.test(f));
  if (dbs.length !== 1) throw new Error(`expected one database for ${projectDir} in ${dir}, found ${dbs.length}`);
  return path.join(dir, dbs[0]);
}

/** The project's MCP server, as Claude Code starts it for a session (stdin held open); resolves once its socket is up. */
async function startServer(dist, projectDir, env, home) {
  const runDir = path.join(home, 'run');
  const sockets = () => (fs.existsSync(runDir) ? fs.readdirSync(runDir).filter((f) => f.endsWith('.sock')) : []);
  const had = sockets().length;
  const server = spawn(process.execPath, [dist, 'mcp'], { cwd: projectDir, env, stdio: ['pipe', 'ignore', 'ignore'] });
  for (let i = 0; i < 400 && sockets().length === had; i++) await new Promise((r) => setTimeout(r, 25));
  if (sockets().length === had) throw new Error(`${dist}: the MCP server opened no socket`);
  // Let its start-up (the query encoder loads on a thread) finish before anything is timed.
  await new Promise((r) => setTimeout(r, 5_000));
  return server;
}

async function importThroughput(opts, scratch) {
  const targetMb = opts.importMb ?? 30;
  const projectDir = tempDir('import-project');
  const file = path.join(scratch, 'big.jsonl');
  const synth = synthTranscript(file, { targetBytes: targetMb * 2 ** 20, cwd: projectDir, perSession: 25 });
  log(
    `hooks: import of a ${(synth.bytes / 2 ** 20).toFixed(1)} MB synthetic transcript (${synth.replicas} replicas, ${synth.sessions} sessions)`,
  );
  const runs = [];
  let stored = null;
  try {
    for (let i = 0; i < (opts.importRuns ?? 3); i++) {
      const home = tempDir('import-home');
      try {
        const r = timeSync(process.execPath, [DIST, 'import', file, '--quiet'], { cwd: projectDir, env: cliEnv(home) });
        if (r.status !== 0) throw new Error(`import failed: ${r.stderr || r.stdout}`);
        const m = /(\d+) new records of (\d+)/.exec(r.stdout);
        stored = m ? Number(m[1]) : null;
        runs.push(round(r.ms / 1000, 3));
      } finally {
        rm(home);
      }
    }
  } finally {
    rm(projectDir);
  }
  const sizeMb = synth.bytes / 2 ** 20;
  const med = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    sizeMb: round(sizeMb, 1),
    replicas: synth.replicas,
    sessions: synth.sessions,
    stored,
    runs,
    medianSeconds: med,
    mbPerSecond: round(sizeMb / med, 2),
    note: 'wall time of `claude-memory import <file> --quiet` into an empty data dir, process start-up included',
  };
}
