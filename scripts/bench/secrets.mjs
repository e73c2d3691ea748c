// Part "secrets": the secret detector against a baseline build of the detector it replaced, side by side.
// 0. the blind corpora (bench/secrets-corpus, bench/ordinary-corpus, written by others without seeing the code): for
//    the tune and the holdout split apart, AGGREGATES only (secrets redacted by family, ordinary strings altered by
//    kind, and, for the new detector, secrets redacted on each write path, stored through the real code). No case of
//    the holdout is ever printed or written: its texts are read, run and counted, nothing else.
// 1. recall and false-positive rate on the corpus (test/fixtures/secrets/);
// 2. cost of sanitizeText per KB on the same inputs (realistic captures and adversarial ones), old and new
//    interleaved in one process, after a warm-up;
// 3. first call in a fresh process (regexes compiled, rule data parsed), old and new, in child processes;
// 4. wall time and CPU time of the PostToolUse hook process, old dist vs new dist, interleaved with bare
//    `node -e 0`. CPU time (user + system, from bash's `times`) is reported beside wall time because it is far
//    less disturbed by other load on a shared machine.
// The baseline is the tree at --baseline REV (default: the commit before the detector), extracted with git archive
// and built with its own build script, so both sides are complete, identical-config bundles.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST,
  FIXTURES,
  ROOT,
  cliEnv,
  freshUuid,
  log,
  median,
  prng,
  quantile,
  rm,
  round,
  shuffle,
  summarize,
  table,
  tempDir,
} from './lib.mjs';

// The commit before the layered detector of issue 23 (the gitleaks rules and the extras).
const DEFAULT_BASELINE = '0a3db4a';

export async function run(opts) {
  const baseline = opts.baseline ?? DEFAULT_BASELINE;
  const runs = opts.runs ?? 40;
  const scratch = tempDir('secrets');
  try {
    const sides = await buildSides(baseline, scratch);
    const blind = await blindCorpusFigures(sides, scratch, opts);
    const corpus = corpusFigures(sides);
    const cost = costPerKb(sides, opts.iterations ?? 60);
    const firstCall = firstCallCost(sides, scratch, Math.max(10, Math.round(runs / 2)));
    const hook = hookLatency(sides, scratch, runs);
    const result = {
      part: 'secrets',
      baseline: { rev: baseline, commit: sides.old.commit },
      blind,
      corpus,
      costPerKb: cost,
      firstCall,
      hook,
      method: `corpus: sanitizeText on each line, a secret counts as caught when its value is absent from the output, a look-alike as a false positive when the output differs at all; cost: ${opts.iterations ?? 60} interleaved rounds per input after 5 warm-up rounds, median and p95 of ns per KB of input; first call: a fresh node process imports the bundle and sanitizes one 4 KB capture (${firstCall.runs} runs each, interleaved); hook: ${runs} interleaved rounds of \`claude-memory hook PostToolUse\` per payload and build, payload on stdin`,
    };
    result.table = [
      blindTables(blind),
      '',
      table(
        ['detector', 'secrets caught', 'recall', 'kinds fully caught', 'look-alikes changed', 'false-positive rate'],
        ['old', 'new'].map((s) => [
          s,
          `${corpus[s].caught}/${corpus.secrets}`,
          corpus[s].recall,
          `${corpus[s].kindsCaught}/${corpus.kinds}`,
          `${corpus[s].falsePositives}/${corpus.lookalikes}`,
          corpus[s].falsePositiveRate,
        ]),
      ),
      '',
      table(
        ['input', 'KB', 'old median ns/KB', 'new median ns/KB', 'old p95', 'new p95', 'ratio (median)'],
        cost.map((c) => [c.input, c.kb, c.old.median, c.new.median, c.old.p95, c.new.p95, `${c.ratioMedian}x`]),
      ),
      '',
      table(
        ['fresh process: import + first 4 KB sanitize', 'old median ms', 'new median ms', 'old p95', 'new p95', 'new - old ms (median)'],
        [
          [
            'wall time',
            firstCall.old.median,
            firstCall.new.median,
            firstCall.old.p95,
            firstCall.new.p95,
            round(firstCall.new.median - firstCall.old.median),
          ],
          [
            'CPU time',
            firstCall.cpu.old.median,
            firstCall.cpu.new.median,
            firstCall.cpu.old.p95,
            firstCall.cpu.new.p95,
            round(firstCall.cpu.new.median - firstCall.cpu.old.median),
          ],
        ],
      ),
      '',
      table(
        [
          'hook PostToolUse payload',
          'node -e 0 median ms',
          'old median ms',
          'new median ms',
          'old p95',
          'new p95',
          'new/old (median)',
          'new/node (median)',
          'CPU ms node / old / new (median)',
        ],
        hook.payloads.map((p) => [
          p.name,
          hook.node.median,
          p.old.median,
          p.new.median,
          p.old.p95,
          p.new.p95,
          `${p.ratioNewOld}x`,
          `${p.ratioNewNode}x`,
          `${hook.nodeCpu.median} / ${p.cpu.old.median} / ${p.cpu.new.median}`,
        ]),
      ),
    ].join('\n');
    return result;
  } finally {
    if (!opts.keep) rm(scratch);
    else log(`secrets: kept ${scratch}`);
  }
}

/** The new side is this checkout (its dist/ and src/); the old one is built from the baseline's tree. */
async function buildSides(rev, scratch) {
  const { build } = await import('esbuild');
  const commit = execFileSync('git', ['rev-parse', rev], { cwd: ROOT, encoding: 'utf8' }).trim();
  const oldTree = path.join(scratch, 'baseline');
  fs.mkdirSync(oldTree, { recursive: true });
  const tar = spawnSync('sh', ['-c', `git archive ${commit} src scripts hooks package.json tsconfig.json | tar -x -C "${oldTree}"`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (tar.status !== 0) throw new Error(`git archive ${rev} failed: ${tar.stderr}`);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(oldTree, 'node_modules'), 'dir');
  log(`secrets: building the baseline (${commit.slice(0, 7)})`);
  const b = spawnSync(process.execPath, [path.join(oldTree, 'scripts/build.mjs')], { cwd: oldTree, encoding: 'utf8' });
  if (b.status !== 0) throw new Error(`baseline build failed: ${b.stderr || b.stdout}`);
  // In-process sanitizers: each side's src/capture/privacy.ts bundled alone (what the hook runs, minus I/O).
  const lib = async (srcRoot, name) => {
    const outfile = path.join(scratch, `${name}-privacy.mjs`);
    await build({
      entryPoints: [path.join(srcRoot, 'src/capture/privacy.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    return { file: outfile, mod: await import(pathToFileURL(outfile).href) };
  };
  return {
    old: { commit, dist: path.join(oldTree, 'dist', 'claude-memory.mjs'), ...(await lib(oldTree, 'old')) },
    new: { commit: 'working tree', dist: DIST, ...(await lib(ROOT, 'new')) },
  };
}

const BLIND = {
  secrets: (split) => path.join(ROOT, 'bench/secrets-corpus', `secrets-${split}.jsonl`),
  ordinary: (split) => path.join(ROOT, 'bench/ordinary-corpus', `ordinary-${split}.jsonl`),
};
const readLines = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** The scoring rule: gone when neither a value nor any 12-character run of a value of 16+ characters is left. */
function leaks(stored, values) {
  const has = typeof stored === 'string' ? (s) => stored.includes(s) : (s) => stored.includes(Buffer.from(s, 'utf8'));
  for (const v of values) {
    if (has(v)) return true;
    if (v.length >= 16) for (let i = 0; i + 12 <= v.length; i++) if (has(v.slice(i, i + 12))) return true;
  }
  return false;
}

const valuesOf = (c) => [...c.secrets, ...(c.plain ?? [])];
const pct = (n, d) => (d === 0 ? null : round((100 * n) / d, 1));

/** Counts of cases and secret strings redacted, overall and by family (sanitizeText on each case). */
function familyFigures(cases, sanitize) {
  const byFamily = {};
  let casesOk = 0;
  let secretsOk = 0;
  let secrets = 0;
  for (const c of cases) {
    const out = sanitize(c.text);
    const f = (byFamily[c.family] ??= { cases: 0, casesRedacted: 0, secrets: 0, secretsRedacted: 0 });
    f.cases++;
    const plain = c.plain ?? [];
    let all = true;
    for (const s of c.secrets) {
      f.secrets++;
      secrets++;
      // A secret with its decoded form counts as redacted only when the decoded form is gone too.
      const ok = !leaks(out, [s]) && !leaks(out, plain);
      if (ok) {
        f.secretsRedacted++;
        secretsOk++;
      } else all = false;
    }
    if (all) {
      f.casesRedacted++;
      casesOk++;
    }
  }
  return { cases: cases.length, casesRedacted: casesOk, secrets, secretsRedacted: secretsOk, byFamily };
}

/** Ordinary strings altered (any change at all), overall and by kind. */
function ordinaryFigures(entries, sanitize) {
  const byKind = {};
  let altered = 0;
  for (const e of entries) {
    const k = (byKind[e.kind] ??= { entries: 0, altered: 0 });
    k.entries++;
    if (sanitize(e.text) !== e.text) {
      k.altered++;
      altered++;
    }
  }
  return { entries: entries.length, altered, alteredPct: pct(altered, entries.length), byKind };
}

async function blindCorpusFigures(sides, scratch, opts) {
  const { build } = await import('esbuild');
  // The write paths, bundled from this checkout's src/ like the in-process sanitizer; inside node_modules, so that the
  // packages left out of the bundle (better-sqlite3's native binding among them) resolve as they do for dist/.
  const harness = path.join(ROOT, 'node_modules', '.cache', 'cm-bench', `secrets-paths-${path.basename(scratch)}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, 'scripts/bench/secrets-paths.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: harness,
    logLevel: 'warning',
    external: ['better-sqlite3', 'onnxruntime-node', '@huggingface/transformers', 'sharp', '@energetic-ai/*'],
    banner: { js: "import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);" },
  });
  const paths = await import(pathToFileURL(harness).href);
  const out = {};
  for (const split of ['tune', 'holdout']) {
    const cases = readLines(BLIND.secrets(split));
    const ordinary = readLines(BLIND.ordinary(split));
    const figures = { old: {}, new: {} };
    for (const side of ['old', 'new']) {
      figures[side].families = familyFigures(cases, sides[side].mod.sanitizeText);
      figures[side].ordinary = ordinaryFigures(ordinary, sides[side].mod.sanitizeText);
    }
    // Each write path, new detector only: a case is redacted when none of its values is left anywhere stored.
    figures.new.paths = {};
    if (!opts.skipPaths) {
      for (const kind of paths.WRITE_PATHS) {
        const t0 = Date.now();
        // A control word after each case shows that the path really stored it (a path that stored nothing would
        // redact everything).
        const control = (i) => `checkpoint zebrafinch${i}q`;
        const stored = await paths.storedThrough(
          kind,
          cases.map((c, i) => `${c.text}\n${control(i)}`),
          DIST,
        );
        const redacted = cases.filter((c) => !leaks(stored, valuesOf(c))).length;
        const storedCases = cases.filter((_, i) => stored.includes(Buffer.from(control(i)))).length;
        figures.new.paths[kind] = {
          cases: cases.length,
          stored: storedCases,
          redacted,
          pct: pct(redacted, cases.length),
          seconds: round((Date.now() - t0) / 1000, 1),
        };
        log(`secrets: ${split}: ${kind}: ${redacted}/${cases.length}`);
      }
    }
    out[split] = figures;
    const f = figures.new.families;
    log(
      `secrets: ${split}: ${f.casesRedacted}/${f.cases} cases, ${figures.new.ordinary.altered}/${figures.new.ordinary.entries} ordinary altered`,
    );
  }
  return out;
}

function blindTables(blind) {
  const parts = [];
  for (const split of ['tune', 'holdout']) {
    const b = blind[split];
    const families = Object.keys(b.new.families.byFamily);
    parts.push(
      `Blind corpus, ${split} split (aggregates only)`,
      table(
        ['family', 'cases', 'old redacted', 'new redacted', 'new %', 'secrets', 'new secrets redacted'],
        [...families, 'all'].map((fam) => {
          const o = fam === 'all' ? b.old.families : b.old.families.byFamily[fam];
          const n = fam === 'all' ? b.new.families : b.new.families.byFamily[fam];
          return [fam, n.cases, o.casesRedacted, n.casesRedacted, `${pct(n.casesRedacted, n.cases)}%`, n.secrets, n.secretsRedacted];
        }),
      ),
      '',
      table(
        ['ordinary kind', 'entries', 'old altered', 'new altered'],
        [...Object.keys(b.new.ordinary.byKind), 'all'].map((k) => {
          const o = k === 'all' ? b.old.ordinary : b.old.ordinary.byKind[k];
          const n = k === 'all' ? b.new.ordinary : b.new.ordinary.byKind[k];
          return [k, n.entries, o.altered, n.altered];
        }),
      ),
      '',
    );
    if (Object.keys(b.new.paths).length)
      parts.push(
        table(
          ['write path (new)', 'cases', 'stored (control word found)', 'redacted', '%'],
          Object.entries(b.new.paths).map(([k, v]) => [k, v.cases, v.stored, v.redacted, `${v.pct}%`]),
        ),
        '',
      );
  }
  return parts.join('\n');
}

function readJsonl(name) {
  return fs
    .readFileSync(path.join(ROOT, 'test/fixtures/secrets', name), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

function corpusFigures(sides) {
  const secrets = readJsonl('secrets.jsonl');
  const lookalikes = readJsonl('lookalikes.jsonl');
  const kinds = new Set(secrets.map((s) => s.kind));
  const figures = { secrets: secrets.length, kinds: kinds.size, lookalikes: lookalikes.length };
  for (const side of ['old', 'new']) {
    const { sanitizeText } = sides[side].mod;
    const missed = secrets.filter((s) => sanitizeText(s.text).includes(s.secret));
    const changed = lookalikes.filter((l) => sanitizeText(l.text) !== l.text);
    const missedKinds = new Set(missed.map((s) => s.kind));
    figures[side] = {
      caught: secrets.length - missed.length,
      recall: round((secrets.length - missed.length) / secrets.length, 3),
      kindsCaught: kinds.size - missedKinds.size,
      missedKinds: [...missedKinds],
      falsePositives: changed.length,
      falsePositiveRate: round(changed.length / lookalikes.length, 3),
      changedLookalikes: changed.map((l) => l.kind),
    };
    log(`secrets: ${side}: ${figures[side].caught}/${secrets.length} caught, ${changed.length}/${lookalikes.length} look-alikes changed`);
  }
  return figures;
}

/** Inputs for the cost figures: what a hook sanitizes, plus inputs built to make regexes backtrack. */
function costInputs() {
  const secrets = readJsonl('secrets.jsonl');
  const lookalikes = readJsonl('lookalikes.jsonl');
  const sourceFile = fs.readFileSync(path.join(ROOT, 'src/capture/sanitize.ts'), 'utf8');
  const transcriptLines = fs.readFileSync(path.join(FIXTURES, 'transcript.jsonl'), 'utf8');
  const rand = prng(7);
  const words = [
    'build',
    'test',
    'passed',
    'token',
    'key',
    'secret',
    'request',
    'user',
    'id',
    'cache',
    'api',
    'auth',
    'error',
    'warn',
    'at',
    'the',
  ];
  const logText = Array.from(
    { length: 800 },
    (_, i) =>
      `2026-11-30T21:${String(i % 60).padStart(2, '0')}:07Z INFO ${Array.from({ length: 8 }, () => words[Math.floor(rand() * words.length)]).join(' ')} id=${i * 7919}`,
  ).join('\n');
  return [
    { input: 'corpus lines (secrets and look-alikes)', text: [...secrets.map((s) => s.text), ...lookalikes.map((l) => l.text)].join('\n') },
    { input: 'TypeScript source file', text: sourceFile },
    { input: 'session transcript (JSONL)', text: transcriptLines },
    { input: 'log with secret-ish words, no secrets', text: logText },
    { input: 'adversarial: 64 KB "password=" repeated', text: 'password='.repeat(7282) },
    { input: 'adversarial: 64 KB one base64 line', text: 'QUJD'.repeat(16_384) },
    { input: 'adversarial: 64 KB "a-a-a-" key-ish run', text: 'key-a-'.repeat(10_923) },
    { input: 'adversarial: 64 KB "curl " without -u', text: 'curl x '.repeat(9_362) },
  ];
}

function costPerKb(sides, iterations) {
  const inputs = costInputs();
  const rand = prng(11);
  const warmup = 5;
  const samples = inputs.map(() => ({ old: [], new: [] }));
  for (let round_ = 0; round_ < warmup + iterations; round_++) {
    for (const i of shuffle(
      inputs.map((_, k) => k),
      rand,
    )) {
      for (const side of shuffle(['old', 'new'], rand)) {
        const text = inputs[i].text;
        const t0 = process.hrtime.bigint();
        sides[side].mod.sanitizeText(text);
        const ns = Number(process.hrtime.bigint() - t0);
        if (round_ >= warmup) samples[i][side].push(ns / (Buffer.byteLength(text) / 1024));
      }
    }
  }
  return inputs.map((inp, i) => {
    const old = { median: Math.round(median(samples[i].old)), p95: Math.round(quantile(samples[i].old, 0.95)) };
    const neu = { median: Math.round(median(samples[i].new)), p95: Math.round(quantile(samples[i].new, 0.95)) };
    return {
      input: inp.input,
      kb: round(Buffer.byteLength(inp.text) / 1024, 1),
      old,
      new: neu,
      ratioMedian: round(neu.median / old.median, 2),
    };
  });
}

function firstCallCost(sides, scratch, runs) {
  const text = readJsonl('secrets.jsonl')
    .map((s) => s.text)
    .join('\n')
    .slice(0, 4096);
  const input = path.join(scratch, 'first-call.txt');
  fs.writeFileSync(input, text);
  const script = (file) =>
    `const cpu=()=>{const u=process.cpuUsage();return (u.user+u.system)/1e3};const c0=cpu();const t0=process.hrtime.bigint();const m=await import(${JSON.stringify(pathToFileURL(file).href)});m.sanitizeText(require('node:fs').readFileSync(${JSON.stringify(input)},'utf8'));process.stdout.write(Number(process.hrtime.bigint()-t0)/1e6+' '+(cpu()-c0));`;
  const samples = { old: [], new: [] };
  const cpuSamples = { old: [], new: [] };
  const rand = prng(13);
  for (let i = 0; i < runs + 2; i++) {
    for (const side of shuffle(['old', 'new'], rand)) {
      const r = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import{createRequire}from'node:module';const require=createRequire(import.meta.url);${script(sides[side].file)}`,
        ],
        { encoding: 'utf8' },
      );
      if (r.status !== 0) throw new Error(`first-call child failed: ${r.stderr}`);
      const [wall, cpu] = r.stdout.split(' ').map(Number);
      if (i >= 2) {
        samples[side].push(wall);
        cpuSamples[side].push(cpu);
      }
    }
  }
  return {
    runs,
    old: summarize(samples.old),
    new: summarize(samples.new),
    cpu: { old: summarize(cpuSamples.old), new: summarize(cpuSamples.new) },
  };
}

function hookLatency(sides, scratch, runs) {
  const projectDir = tempDir('secrets-project');
  const homes = { old: tempDir('secrets-home-old'), new: tempDir('secrets-home-new') };
  try {
    const sessionId = freshUuid();
    const base = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'PostToolUse.json'), 'utf8'));
    Object.assign(base, { session_id: sessionId, cwd: projectDir, transcript_path: path.join(scratch, `${sessionId}.jsonl`) });
    const bash = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'PostToolUse-Bash.json'), 'utf8'));
    Object.assign(bash, { session_id: sessionId, cwd: projectDir, transcript_path: base.transcript_path });
    const source = fs.readFileSync(path.join(ROOT, 'src/capture/privacy.ts'), 'utf8');
    const secrets = readJsonl('secrets.jsonl');
    const payloads = [
      { name: 'Read, 1-line file (the fixture)', payload: base },
      {
        name: `Read, ${round(Buffer.byteLength(source) / 1024, 0)} KB source file`,
        payload: { ...base, tool_response: { type: 'text', file: { ...base.tool_response.file, content: source } } },
      },
      {
        name: 'Bash, 4 KB env dump with secrets',
        payload: {
          ...bash,
          tool_input: { command: 'cat .env.local', description: 'show env' },
          tool_response: {
            stdout: secrets
              .map((s) => s.text)
              .join('\n')
              .slice(0, 4096),
            stderr: '',
            interrupted: false,
          },
        },
      },
    ];
    const variants = [{ key: 'node', run: () => timeWithCpu(['-e', '0'], { input: '{}', cwd: projectDir, env: cliEnv(homes.new) }) }];
    for (const [pi, p] of payloads.entries()) {
      for (const side of ['old', 'new']) {
        variants.push({
          key: `${pi}:${side}`,
          run: () =>
            timeWithCpu([sides[side].dist, 'hook', 'PostToolUse'], {
              input: JSON.stringify({ ...p.payload, tool_use_id: `toolu_${freshUuid().replace(/-/g, '')}` }),
              cwd: projectDir,
              env: cliEnv(homes[side]),
            }),
        });
      }
    }
    const samples = Object.fromEntries(variants.map((v) => [v.key, []]));
    const cpu = Object.fromEntries(variants.map((v) => [v.key, []]));
    const rand = prng(17);
    let failures = 0;
    const warmup = 3;
    for (let i = 0; i < warmup + runs; i++) {
      for (const v of shuffle(variants, rand)) {
        const r = v.run();
        if (r.status !== 0 || r.stderr.trim()) {
          failures++;
          if (failures <= 3) log(`secrets: hook ${v.key} exited ${r.status}: ${r.stderr.trim().slice(0, 300)}`);
        }
        if (i >= warmup) {
          samples[v.key].push(r.ms);
          cpu[v.key].push(r.cpuMs);
        }
      }
    }
    const node = summarize(samples.node);
    // Both builds must really have captured, and only the new one redacted every corpus secret in the Bash dump.
    const spoolText = (home) =>
      listSpool(home)
        .map((f) => fs.readFileSync(f, 'utf8'))
        .join('');
    const leakedNew = secrets.filter((s) => spoolText(homes.new).includes(s.secret)).length;
    const leakedOld = secrets.filter((s) => spoolText(homes.old).includes(s.secret)).length;
    return {
      failures,
      node,
      nodeCpu: summarize(cpu.node),
      spoolSecretsLeaked: { old: leakedOld, new: leakedNew },
      payloads: payloads.map((p, pi) => {
        const old = summarize(samples[`${pi}:old`]);
        const neu = summarize(samples[`${pi}:new`]);
        const cpuOf = (side) => summarize(cpu[`${pi}:${side}`]);
        return {
          name: p.name,
          old,
          new: neu,
          cpu: { old: cpuOf('old'), new: cpuOf('new') },
          ratioNewOld: round(neu.median / old.median, 3),
          ratioNewNode: round(neu.median / node.median, 3),
        };
      }),
    };
  } finally {
    for (const d of [projectDir, homes.old, homes.new]) rm(d);
  }
}

/**
 * Runs `node <args>` under bash and returns its wall time (spawn to exit, bash included for every variant alike)
 * and the CPU time (user + system) bash's `times` reports for its children, in ms.
 */
function timeWithCpu(args, opts) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('bash', ['-c', '"$@" >/dev/null; s=$?; times; exit $s', 'bash', process.execPath, ...args], {
    encoding: 'utf8',
    ...opts,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  const children = r.stdout.trim().split('\n').pop() ?? '';
  const secs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return { ms, cpuMs: round((secs[0] + secs[1]) * 1000, 1), status: r.status, stderr: r.stderr };
}

function listSpool(home) {
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(home);
  return out;
}
