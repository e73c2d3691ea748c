// The knowledge commands of the built CLI: remember redacts, explain shows receipts and history, review lists
// candidates, verify/reject/supersede change trust with audit rows (`changes --json`), recall --as-of answers what was
// believed then, and bad ids exit 2 with a clear message.
import { afterEach, describe, expect, it } from 'vitest';
import { createItem } from '../../src/store/knowledge.js';
import { cleanupSandboxes, makeSandbox, runCliProcess, withProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const cli = runCliProcess;

describe('knowledge commands', () => {
  it('remember, explain, review, verify, reject, supersede, changes, recall --as-of', async () => {
    const sb = makeSandbox();
    const saved = await cli(sb, [
      'remember',
      'Deploy with postgres://admin:hunter2pass@db/app and the quokka script',
      '--reason',
      'it retries',
    ]);
    expect(saved.code).toBe(0);
    const id = /decision:\d+/.exec(saved.stdout)![0];
    const explained = await cli(sb, ['explain', id]);
    expect(explained.stdout).toContain('[REDACTED:url_password]');
    expect(explained.stdout).not.toContain('hunter2pass');
    expect(explained.stdout).toMatch(/History \(1\):\n- #1 .* cli create/);

    const cand = withProject(
      sb,
      (db) =>
        createItem(
          db,
          {
            type: 'preference',
            text: 'Prefer rebase over merge for feature branches',
            origin: 'inferred',
            source: 'auto',
            validFrom: Date.now(),
          },
          { actor: 'worker', now: Date.now() },
        ).id!,
    );
    const review = await cli(sb, ['review', '--json']);
    expect((JSON.parse(review.stdout) as { candidates: { id: number }[] }).candidates.map((c) => c.id)).toEqual([cand]);
    expect((await cli(sb, ['verify', `preference:${cand}`, '--reason', 'the user said so'])).stdout).toBe(
      `preference:${cand} is verified.\n`,
    );

    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const sup = await cli(sb, ['supersede', id, 'Deploy with the wombat pipeline', '--reason', 'quokka is gone']);
    expect(sup.stdout).toMatch(new RegExp(`^${id} is superseded by decision:\\d+\\.`));
    const now = await cli(sb, ['recall', 'deploy', '--fts', '--json']);
    expect((JSON.parse(now.stdout) as { hits: { snippet: string }[] }).hits.map((h) => h.snippet)).toEqual([
      expect.stringContaining('wombat'),
    ]);
    const then = await cli(sb, ['recall', 'deploy', '--fts', '--json', '--as-of', before]);
    expect((JSON.parse(then.stdout) as { hits: { snippet: string }[] }).hits.map((h) => h.snippet)).toEqual([
      expect.stringContaining('quokka'),
    ]);

    expect((await cli(sb, ['reject', `preference:${cand}`, '--reason', 'changed our minds'])).code).toBe(0);
    expect((await cli(sb, ['recall', 'rebase', '--fts'])).stdout).toBe('No memories match "rebase".\n');
    const log = JSON.parse((await cli(sb, ['changes', '--json'])).stdout) as {
      changes: { action: string; actor: string; memoryId: string }[];
    };
    expect(log.changes.map((c) => `${c.actor} ${c.action} ${c.memoryId}`)).toEqual([
      `cli create ${id}`,
      `worker create preference:${cand}`,
      `cli verify preference:${cand}`,
      expect.stringMatching(/^cli create decision:\d+$/),
      `cli supersede ${id}`,
      `cli reject preference:${cand}`,
    ]);
    expect((await cli(sb, ['conflicts'])).stdout).toBe('No open conflicts.\n');
    const weird = await cli(sb, ['conflicts', '--status', 'weird']);
    expect(weird.code).toBe(2);
    expect(weird.stderr).toMatch(/--status must be/);
  });

  it('bad ids and dates exit 2 with a clear message', async () => {
    const sb = makeSandbox();
    for (const [args, msg] of [
      [['explain', 'decision'], /is not a memory id/],
      [['verify', 'decision:abc'], /a decision id is a number/],
      [['reject', 'prompt:1'], /is not a knowledge item/],
      [['forget', 'rollup:nope'], /Nothing stored under rollup:nope/],
      [['recall', 'x', '--as-of', 'yesterday-ish'], /--as-of is not a date/],
    ] as [string[], RegExp][]) {
      const r = await cli(sb, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(msg);
    }
  });
});
