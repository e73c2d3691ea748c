// Recall that answers, end to end through the real bundle: a small story written with the devlog kit's DSL (the
// transcripts Claude Code 2.1.197 writes) is imported and drained, then a new session asks a paraphrased question
// whose answer, a figure, sits only in one command's output. The prompt's injection must carry that figure.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, ensureBundle, makeProject, REPO_ROOT, runBundle, type TestProject } from '../helpers/seed.js';

const KIT = path.join(REPO_ROOT, 'bench', 'devlog-kit');
const STORY_ROOT = '/home/dev/ledgerlite';

async function writeStory(dir: string, projectDir: string): Promise<void> {
  const { T, S, F, B, R, W, session } = await import(path.join(KIT, 'dsl.mjs'));
  const { makeGenerator, normalizeProject } = await import(path.join(KIT, 'generate.mjs'));
  const P = normalizeProject({ name: 'ledgerlite', root: STORY_ROOT, seedKey: 'recall-answers-test/v1' });
  const seed = { 'package.json': '{ "name": "ledgerlite", "scripts": { "bench": "node bench/search.mjs" } }\n' };
  const s1 = session({
    key: 's01',
    start: '2026-05-04T13:00:00.000Z',
    branch: 'perf/search',
    title: 'search benchmark',
    turns: [
      T(
        'add a benchmark for the invoice search endpoint and run it against the seeded database',
        S(
          "I'll write the harness and run it.",
          W('bench/search.mjs', "import { run } from './harness.mjs';\nawait run({ queries: 2000 });\n"),
        ),
        S(
          null,
          B(
            'npm run bench',
            '> ledgerlite@ bench\n> node bench/search.mjs\n\ninvoice search: 2000 queries\n  p50 12.4 ms\n  p95 47.3 ms\n  errors 0',
            { ms: 21000 },
          ),
        ),
        F('The harness is in `bench/search.mjs` and runs 2000 queries against the seeded database; the numbers are in the output above.'),
      ),
      T(
        'thanks. unrelated: what does our lint config say about semicolons?',
        S(null, R('package.json')),
        F('There is no lint config in the repository yet, only package.json with the bench script.'),
      ),
      T(
        'ok, call it a day, commit the harness',
        S(
          null,
          B(
            'git add bench/search.mjs && git commit -m "bench: invoice search harness"',
            '[perf/search 4f2a9c1] bench: invoice search harness\n 1 file changed, 2 insertions(+)',
          ),
        ),
        F('Committed as 4f2a9c1 on perf/search.'),
      ),
    ],
  });
  const { emitSession } = makeGenerator(P, seed);
  const { sid, lines } = emitSession(s1);
  const text = lines
    .map((l: unknown) => JSON.stringify(l))
    .join('\n')
    .replaceAll(STORY_ROOT, projectDir);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${sid}.jsonl`), `${text}\n`);
}

let project: TestProject;

beforeAll(async () => {
  ensureBundle();
  project = makeProject();
  const transcripts = path.join(project.home, 'import');
  await writeStory(transcripts, project.dir);
  const imported = await runBundle(['import', transcripts], project, 120_000);
  expect(imported.code).toBe(0);
  const drained = await runBundle(['worker', '--once'], project, 120_000);
  expect(drained.code).toBe(0);
}, 240_000);
afterAll(() => cleanupTempDirs());

async function promptHook(prompt: string): Promise<string> {
  const payload = {
    session_id: `new-${Math.random().toString(16).slice(2)}`,
    transcript_path: path.join(project.dir, 'none.jsonl'),
    cwd: project.dir,
    hook_event_name: 'UserPromptSubmit',
    prompt,
    prompt_id: 'p1',
  };
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'dist', 'claude-memory.mjs'), 'hook', 'UserPromptSubmit'], {
    input: JSON.stringify(payload),
    cwd: project.dir,
    // A generous latency budget: this test is about what is injected, not how fast (that is benchmarked).
    env: { ...project.env, CLAUDE_PROJECT_DIR: project.dir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status).toBe(0);
  const out = r.stdout.trim();
  return out ? (JSON.parse(out).hookSpecificOutput?.additionalContext ?? '') : '';
}

describe('recall that answers (real bundle: import, worker, prompt hook)', () => {
  it('a figure found only in a command output reaches the injection for a paraphrased question', async () => {
    fs.writeFileSync(
      path.join(project.home, 'config.json'),
      JSON.stringify({ embedder: { provider: 'none' }, injection: { promptLatencyMs: 10_000 } }),
    );
    const text = await promptHook('how slow was searching invoices at the 95th percentile when we measured it?');
    expect(text).toContain('47.3 ms');
    expect(text.length / 4).toBeLessThanOrEqual(500);
  });

  it('injects nothing for a prompt the memory knows nothing about, even when a word matches by chance', async () => {
    expect(await promptHook('please refactor the login page css colours')).toBe('');
    expect(await promptHook('xyzzy plugh')).toBe('');
  });
});
