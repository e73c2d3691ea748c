// Part "first-week": a week of use as users live it (issue 22), measured through the real Claude Code CLI. Runs the
// e2e suite's first week (test/e2e/first-week.test.ts: ten sessions in one project, greetings, the plugin's own
// recall and slash commands, a lost SessionEnd) once against a baseline build and once against this checkout, and
// reports from the next session's digest and a recall of the decision's question:
//   - digest lines spent on trivial sessions (greetings, /memory:* commands, a question the memory answered);
//   - the rank of the decision for its question ("Why did we switch the parser's test runner?") after the session
//     that recalled it through session_recall.
// --baseline-root DIR: the baseline checkout, built, with its node_modules (default /tmp/old).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log, table } from './lib.mjs';

/** Terminal colour codes in vitest's output. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function week(pluginRoot, label) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-first-week-')), 'report.json');
  log(`${label}: the first week through the real CLI (${pluginRoot})`);
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', 'test/e2e/first-week.test.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, CM_FIRST_WEEK_REPORT: report, ...(pluginRoot === ROOT ? {} : { CM_FIRST_WEEK_PLUGIN: pluginRoot }) },
      encoding: 'utf8',
      timeout: 1_200_000,
    },
  );
  if (!fs.existsSync(report)) throw new Error(`${label}: the week did not run (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  const data = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failed = /(\d+) failed/.exec(r.stdout.replace(ANSI_COLOUR, ''))?.[1];
  return { ...data, assertionsFailed: Number(failed ?? 0) };
}

export async function run(opts) {
  const baselineRoot = opts.baselineRoot ?? process.env.CM_BASELINE_ROOT ?? '/tmp/old';
  if (!fs.existsSync(path.join(baselineRoot, 'dist', 'claude-memory.mjs'))) return { skipped: `no built baseline at ${baselineRoot}` };
  const before = week(baselineRoot, 'before');
  const after = week(ROOT, 'after');
  const row = (name, w) => [
    name,
    `${w.trivialSessionLines} of ${w.trivialSessions}`,
    String(w.sessionLines),
    String(w.decisionRank ?? 'not found'),
    w.top[0] ?? '',
    String(w.assertionsFailed),
  ];
  return {
    before,
    after,
    table: [
      table(
        ['build', 'digest lines on trivial sessions', 'session lines in digest', "decision's rank", 'first hit', 'e2e assertions failed'],
        [row(`before (${baselineRoot})`, before), row('after (this checkout)', after)],
      ),
      '',
      'next digest, before:',
      before.digest,
      '',
      'next digest, after:',
      after.digest,
    ].join('\n'),
  };
}
