import { describe, expect, it } from 'vitest';
import { buildTurnCard, CARD_CAP, pathWords, projectRelative, salientLines } from '../../src/compress/turn-card.js';
import { rollupFromCards } from '../../src/compress/rollup.js';
import { normalizeCommand, unresolvedFailures } from '../../src/inject/failures.js';
import type { ToolRun } from '../../src/store/read.js';

const CWD = '/home/dev/shop';
const bash = (command: string, stdout: string, success = true, error?: string) => ({
  toolName: 'Bash',
  input: { command },
  output: JSON.stringify({ stdout, stderr: '' }),
  success,
  error,
});

describe('buildTurnCard()', () => {
  const card = buildTurnCard(
    {
      promptNumber: 3,
      prompt: 'the checkout test is flaky again, can you find out why',
      assistantText: [
        'Looking at the test first.',
        'Root cause: the test shared a cart between cases. Fixed by creating one per test; 48 tests pass now.',
      ],
      tools: [
        {
          toolName: 'Read',
          input: { file_path: `${CWD}/src/checkout/cartStore.ts` },
          output: JSON.stringify({ file: { content: 'export const TTL_SECONDS = 900;\nexport function cart() {}' } }),
          success: true,
        },
        {
          toolName: 'Edit',
          input: { file_path: `${CWD}/test/checkout.test.ts`, old_string: 'a', new_string: 'const cart = newCart();\nconst retries = 3;' },
          output: 'ok',
          success: true,
        },
        bash(
          'npx vitest run test/checkout.test.ts',
          ' RUN  v3.2.4\n ✓ test/checkout.test.ts (48 tests) 912ms\n Test Files  1 passed (1)\n      Tests  48 passed (48)\n   Duration  1.41s',
        ),
        bash('npm run e2e', '', false, 'Exit code 2\nError: connect ECONNREFUSED 127.0.0.1:5432'),
      ],
    },
    CWD,
  );

  it('holds the prompt, what the assistant concluded, and the files with their paths relative and in words', () => {
    expect(card).toContain('Asked: the checkout test is flaky again');
    expect(card).toContain('Root cause: the test shared a cart between cases');
    expect(card).toContain('Edited test/checkout.test.ts');
    expect(card).toContain('Read src/checkout/cartStore.ts [src checkout cart store]');
    expect(card).not.toContain(CWD);
  });

  it('keeps commands with their exit codes and the output lines that carry outcomes', () => {
    expect(card).toContain('$ npx vitest run test/checkout.test.ts (exit 0)');
    expect(card).toContain('Tests  48 passed (48)'.replace(/\s+/g, ' '));
    expect(card).toContain('$ npm run e2e (exit 2)');
    expect(card).toContain('ECONNREFUSED 127.0.0.1:5432');
    // Values set in an edit and read from a file are findable.
    expect(card).toContain('const retries = 3;');
    expect(card).toContain('TTL_SECONDS = 900');
  });

  it("writes the project's absolute path relative to it in commands, output and replies", () => {
    const pytest = buildTurnCard(
      {
        promptNumber: 1,
        prompt: 'run the tests',
        assistantText: [`All green; the config lives in ${CWD}/pyproject.toml.`],
        tools: [
          bash(
            `cd ${CWD} && pytest -q`,
            `platform linux -- Python 3.12.3\nrootdir: ${CWD}\nconfigfile: pyproject.toml\n${CWD}/tests/test_cart.py::test_total FAILED\n12 passed, 1 failed in 0.84s`,
          ),
        ],
      },
      CWD,
    );
    expect(pytest).not.toContain(CWD);
    expect(pytest).toContain('rootdir: .');
    expect(pytest).toContain('$ cd . && pytest -q (exit 0)');
    expect(pytest).toContain('tests/test_cart.py::test_total FAILED');
    expect(pytest).toContain('the config lives in pyproject.toml.');
    // A sibling directory that starts with the same characters, and text without a cwd, stay as they are.
    expect(projectRelative(`cp ${CWD}-old/a.ts ${CWD}/b.ts`, CWD)).toBe(`cp ${CWD}-old/a.ts b.ts`);
    expect(projectRelative(`see ${CWD}/a.ts`, undefined)).toBe(`see ${CWD}/a.ts`);
    expect(projectRelative(`see ${CWD}/a.ts`, `${CWD}/`)).toBe('see a.ts');
  });

  it('stays within its cap however long the turn is', () => {
    const huge = buildTurnCard(
      {
        promptNumber: 1,
        prompt: 'x '.repeat(5_000),
        assistantText: ['y '.repeat(20_000)],
        tools: Array.from({ length: 40 }, (_, i) => bash(`echo ${i}`, 'line 1\n'.repeat(500))),
      },
      CWD,
    );
    expect(huge.length).toBeLessThanOrEqual(CARD_CAP);
    expect(buildTurnCard({ promptNumber: 1, prompt: '', assistantText: [], tools: [] })).toBe('');
  });

  it('salient lines: the head, then lines with outcomes and figures, in order, without repeats', () => {
    const lines = salientLines(
      ['building', 'compiling 12 modules', 'noise', 'noise', 'noise', 'noise', 'bundle size 41.2 kB', 'done in 3.1s', 'noise'].join('\n'),
      5,
    );
    expect(lines).toEqual(['building', 'compiling 12 modules', 'noise', 'bundle size 41.2 kB', 'done in 3.1s']);
    expect(pathWords('src/auth/sessionStore.ts')).toBe('src auth session store');
  });
});

describe('salientLines(): when more lines state outcomes than fit', () => {
  it('keeps a table row that pairs a label with its figure, though it names no unit', () => {
    const out = [
      'frames read   184,220',
      'decoded       181,303',
      'bad checksum    2,917',
      'dropped late      11',
      ...Array.from({ length: 12 }, (_, i) => `2026-01-0${(i % 9) + 1} INFO worker ${i} ok`),
    ].join('\n');
    expect(salientLines(out, 6)).toEqual(expect.arrayContaining(['bad checksum 2,917', 'dropped late 11']));
  });

  it('keeps the tail percentile and the totals of a latency report over its middle rows', () => {
    const rows = [
      'Summary:',
      '  Success rate: 100.00%',
      '  Total: 10.0012 secs',
      '  Slowest: 0.2114 secs',
      '  Fastest: 0.0021 secs',
      '  Average: 0.0154 secs',
      '  Requests/sec: 1843.2',
      'Response time histogram:',
    ];
    for (let i = 1; i <= 10; i++) rows.push(`  0.0${i}0 [${i * 37}] |■■■`);
    rows.push(
      'Latency distribution:',
      '  10.00% in 0.0061 secs',
      '  50.00% in 0.0122 secs',
      '  90.00% in 0.0297 secs',
      '  99.00% in 0.0597 secs',
    );
    const kept = salientLines(rows.join('\n'));
    expect(kept).toHaveLength(8);
    expect(kept).toEqual(expect.arrayContaining(['99.00% in 0.0597 secs', 'Total: 10.0012 secs', 'Average: 0.0154 secs']));
    expect(kept.filter((l) => l.includes('■'))).toEqual([]);
  });
});

describe('rollupFromCards()', () => {
  it('says what the session decided and fixed in its own sentences, never as a tool log', () => {
    const cards = [
      'Asked: the checkout test is flaky again, can you find out why\nSaid: Looking at the test first.\nRoot cause: the test shared a cart between cases, so it is fixed by creating one per test.\n$ npx vitest run (exit 0)\n  Tests 48 passed (48)\nRead src/a.ts [src a]',
      'Asked: ok, and from now on we use one cart factory in all the tests\nSaid: Done: the factory lives in test/helpers/cart.ts and every test uses it.\nEdited test/helpers/cart.ts [test helpers cart]',
    ];
    const rollup = rollupFromCards(cards, 700);
    expect(rollup).toContain('Root cause: the test shared a cart between cases');
    expect(rollup).toContain('from now on we use one cart factory');
    expect(rollup).not.toMatch(/\$ npx|Read src|Edited test|\[src a\]/);
    expect(rollup.length).toBeLessThanOrEqual(700);
  });

  it('is empty when the cards hold no sentence (the caller falls back to the summaries)', () => {
    expect(rollupFromCards(['$ ls (exit 0)\n  a b'], 700)).toBe('');
  });
});

describe('unresolved failures', () => {
  const run = (id: number, summary: string, success: boolean, createdAt: number, toolName = 'Bash'): ToolRun => ({
    id,
    sessionId: 's',
    promptNumber: 1,
    toolName,
    summary,
    error: null,
    success,
    createdAt,
  });

  it('normalizes a command: status suffix, cd prefix and spacing do not make it another command', () => {
    expect(normalizeCommand('Bash: cd web &&  npm test (exit 1)')).toBe('Bash: npm test');
    expect(normalizeCommand('Bash: npm test')).toBe('Bash: npm test');
    expect(normalizeCommand('Bash: npm run build (interrupted)')).toBe('Bash: npm run build');
  });

  it('a failure is resolved by a later success of the same command, not by an earlier one or another command', () => {
    const open = unresolvedFailures([
      run(1, 'Bash: npm test', true, 1),
      run(2, 'Bash: npm test (exit 1)', false, 2),
      run(3, 'Bash: npm run lint (exit 1)', false, 3),
      run(4, 'Bash: npm run lint', true, 4),
      run(5, 'Bash: npm run e2e (exit 2)', false, 5),
      run(6, 'Bash: npm run e2e (exit 2)', false, 6),
      run(7, 'Edit src/a.ts (failed)', false, 7, 'Edit'),
    ]);
    expect(open.map((r) => r.id)).toEqual([7, 6, 2]);
  });
});
