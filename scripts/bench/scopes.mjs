// Part "scopes": what the global memory costs the hooks that read it. UserPromptSubmit (keyword injection without an
// MCP server, the hook's own path) and SessionStart (the digest), each with no global memory and with a global memory
// of 200 items, interleaved with bare `node -e 0` on the same warm project store. The global store is switched on and
// off by renaming its file between runs, so every variant runs against the same project store and data dir.
import fs from 'node:fs';
import path from 'node:path';
import { DIST, FIXTURES, cliEnv, freshUuid, log, prng, rm, round, shuffle, summarize, table, tempDir, timeSync } from './lib.mjs';
import { synthTranscript } from './synth.mjs';

const GLOBAL_ITEMS = 200;

export async function run(opts) {
  const runs = opts.runs ?? 40;
  const warmup = 3;
  const home = tempDir('scopes-home');
  const projectDir = tempDir('scopes-project');
  const scratch = tempDir('scopes-scratch');
  const env = cliEnv(home);
  try {
    const seedFile = path.join(scratch, 'seed.jsonl');
    synthTranscript(seedFile, { targetBytes: 1.5 * 2 ** 20, cwd: projectDir, perSession: 10 });
    const imp = timeSync(process.execPath, [DIST, 'import', seedFile, '--quiet'], { cwd: projectDir, env });
    if (imp.status !== 0) throw new Error(`seed import failed: ${imp.stderr || imp.stdout}`);
    const globalFile = makeGlobalMemory(home, projectDir, env, scratch);
    const off = (f) => `${f}.off`;
    const setGlobal = (on) => {
      for (const suffix of ['', '-wal', '-shm']) {
        const [from, to] = on ? [off(globalFile + suffix), globalFile + suffix] : [globalFile + suffix, off(globalFile + suffix)];
        if (fs.existsSync(from)) fs.renameSync(from, to);
      }
    };

    const sessionId = freshUuid();
    const payload = (name, over = {}) => {
      const p = JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
      return { ...p, session_id: sessionId, cwd: projectDir, transcript_path: path.join(scratch, `${sessionId}.jsonl`), ...over };
    };
    const prompts = [
      'Why does the login flow fail when the token expired?',
      'Add tests for the invoice rounding and run them',
      'Which commit style do I prefer in this repo?',
    ];
    let k = 0;
    const hook = (event, input) => () =>
      timeSync(process.execPath, [DIST, 'hook', event], { input: JSON.stringify(input()), cwd: projectDir, env });
    const ups = hook('UserPromptSubmit', () =>
      payload('UserPromptSubmit.json', { prompt_id: freshUuid(), prompt: prompts[k++ % prompts.length] }),
    );
    const start = hook('SessionStart', () => payload('SessionStart.json', { session_id: freshUuid(), source: 'startup' }));
    const variants = {
      'node -e 0': { global: false, fn: () => timeSync(process.execPath, ['-e', '0'], { input: '{}', cwd: projectDir, env }) },
      'UserPromptSubmit, no global memory': { global: false, fn: ups },
      [`UserPromptSubmit, global memory (${GLOBAL_ITEMS} items)`]: { global: true, fn: ups },
      'SessionStart, no global memory': { global: false, fn: start },
      [`SessionStart, global memory (${GLOBAL_ITEMS} items)`]: { global: true, fn: start },
    };
    const names = Object.keys(variants);
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    const rand = prng(7);
    let failures = 0;
    let globalShown = 0;
    for (let i = 0; i < warmup + runs; i++) {
      for (const name of shuffle(names, rand)) {
        setGlobal(variants[name].global);
        const r = variants[name].fn();
        if (r.status !== 0 || r.stderr.trim()) {
          failures++;
          if (failures <= 3) log(`scopes: ${name} exited ${r.status}: ${r.stderr.trim().slice(0, 300)}`);
        }
        if (variants[name].global && r.stdout.includes('global:')) globalShown++;
        if (i >= warmup) samples[name].push(r.ms);
      }
    }
    setGlobal(true);
    const baseline = summarize(samples['node -e 0']);
    const rows = names.map((name) => {
      const s = summarize(samples[name]);
      return { name, ...s, ratioMedian: round(s.median / baseline.median, 3) };
    });
    const pair = (a, b) => round(summarize(samples[b]).median / summarize(samples[a]).median, 3);
    const result = {
      part: 'scopes',
      method: `${runs} interleaved rounds (+${warmup} warm-up), random order per round; the global store renamed in or out before each run; no MCP server (the hooks' own keyword path)`,
      globalItems: GLOBAL_ITEMS,
      rows,
      withOverWithout: {
        UserPromptSubmit: pair('UserPromptSubmit, no global memory', `UserPromptSubmit, global memory (${GLOBAL_ITEMS} items)`),
        SessionStart: pair('SessionStart, no global memory', `SessionStart, global memory (${GLOBAL_ITEMS} items)`),
      },
      validity: { failures, runsWithGlobalIdsShown: globalShown },
    };
    result.table = [
      table(
        ['variant', 'median ms', 'p95 ms', 'ratio to node -e 0 (median)'],
        rows.map((r) => [r.name, r.median, r.p95, `${r.ratioMedian}x`]),
      ),
      '',
      `with / without the global memory (median): UserPromptSubmit ${result.withOverWithout.UserPromptSubmit}x, SessionStart ${result.withOverWithout.SessionStart}x; ${globalShown} runs with global ids in their output; ${failures} failures`,
    ].join('\n');
    return result;
  } finally {
    if (!opts.keep) for (const d of [home, projectDir, scratch]) rm(d);
  }
}

/** A global memory of GLOBAL_ITEMS verified items, written through `import-memory` (one process, the real write path). */
function makeGlobalMemory(home, projectDir, env, scratch) {
  const topics = [
    'commit messages',
    'test layout',
    'error handling',
    'logging',
    'naming',
    'code review',
    'dependencies',
    'formatting',
    'docs',
    'branches',
  ];
  const now = Date.now();
  const items = Array.from({ length: GLOBAL_ITEMS }, (_, i) => ({
    id: i + 1,
    type: i % 3 === 0 ? 'convention' : 'preference',
    text: `For ${topics[i % topics.length]}, prefer approach number ${i} (variant ${String.fromCharCode(97 + (i % 26))}${i})`,
    reason: i % 2 ? 'the user said so' : '',
    subjectKey: '',
    origin: 'explicit',
    source: 'manual',
    trust: 'verified',
    status: 'active',
    supersededBy: null,
    validFrom: now - i * 60_000,
    validTo: null,
    recordedAt: now,
    retractedAt: null,
    receipts: [],
  }));
  const file = path.join(scratch, 'global.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      format: 'claude-memory-export',
      version: 1,
      exportedAt: new Date(now).toISOString(),
      projects: [],
      global: { items, audit: [], tombstones: [], hashKey: 'bench' },
    }),
  );
  const r = timeSync(process.execPath, [DIST, 'import-memory', file], { cwd: projectDir, env });
  if (r.status !== 0) throw new Error(`global memory import failed: ${r.stderr || r.stdout}`);
  const db = path.join(home, 'global-memory.db');
  if (!fs.existsSync(db)) throw new Error('no global memory was written');
  log(`scopes: global memory of ${GLOBAL_ITEMS} items at ${db}`);
  return db;
}
