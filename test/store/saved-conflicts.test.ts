// Conflicts among saved items (issue 22): "Use pnpm, never npm" and "We use yarn, not pnpm" were both verified, both
// injected, no conflict, and `publish` wrote both. A new item that contradicts a current one of the same subject,
// saved, imported or extracted, opens a conflict; the digest, review and the dashboard show it; publish withholds both
// sides and says why.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { memoryReviewHandler } from '../../src/mcp/knowledge-tools.js';
import { buildDigest } from '../../src/inject/digest.js';
import { publishMemory } from '../../src/publish/run.js';
import type { Db } from '../../src/store/connection.js';
import { applyResolved, setTrust } from '../../src/store/knowledge.js';
import { conflicts } from '../../src/store/knowledge-read.js';
import { importAutoMemoryFile } from '../../src/store/legacy.js';
import { rememberItem } from '../../src/store/saved-items.js';
import { cleanupTempDirs, openTestDb, T0, tempDir } from '../helpers/seed.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
});
afterAll(() => cleanupTempDirs());

function fresh(): Db {
  const { db } = openTestDb();
  dbs.push(db);
  return db;
}
const save = (db: Db, type: 'convention' | 'decision' | 'preference', text: string, at = T0) =>
  rememberItem(db, type, { decision: text, reason: '', at });
const open = (db: Db) => conflicts(db, { status: 'open' }).map((c) => [c.a?.id, c.b?.id]);

describe('a saved item that contradicts a current one', () => {
  it('opens a conflict: pnpm against yarn, shown in the digest and in review', () => {
    const db = fresh();
    const pnpm = save(db, 'convention', 'Use pnpm, never npm');
    const yarn = save(db, 'convention', 'We use yarn, not pnpm', T0 + 1);
    expect(open(db)).toEqual([[pnpm, yarn]]);
    const digest = buildDigest(db, { projectName: 'p', sessionId: 'x', source: 'startup', budgetTokens: 1_500, now: T0 + 2 })!;
    expect(digest).toContain(`[convention:${pnpm}, manual, conflicts with convention:${yarn}] Use pnpm, never npm`);
    expect(digest).toContain(`[convention:${yarn}, manual, conflicts with convention:${pnpm}] We use yarn, not pnpm`);
    const review = memoryReviewHandler({ db, now: () => T0, journal: null }, {});
    expect(review.content[0].text).toContain('Open conflicts (1):');
    expect(review.content[0].text).toContain('We use yarn, not pnpm');
  });

  it('opens a conflict for the same rule with another number: 5 against 8 retries', () => {
    const db = fresh();
    const five = save(db, 'decision', 'Retry failed webhooks 5 times');
    const eight = save(db, 'decision', 'Retry failed webhooks 8 times', T0 + 1);
    expect(open(db)).toEqual([[five, eight]]);
  });

  it('opens none for rules that do not disagree', () => {
    const db = fresh();
    save(db, 'convention', 'Use pnpm, never npm');
    save(db, 'convention', 'Tests live in test/, next to nothing else');
    save(db, 'decision', 'Retry failed webhooks 5 times');
    save(db, 'decision', 'Retry failed webhooks 5 times, then page the on-call');
    expect(open(db)).toEqual([]);
  });

  it('opens a conflict when the contradicting item is imported (Claude Code auto memory)', () => {
    const db = fresh();
    const pnpm = save(db, 'convention', 'Use pnpm, never npm');
    importAutoMemoryFile(
      db,
      { path: '/home/u/.claude/projects/p/memory/MEMORY.md', contentHash: 'h-1' },
      [{ type: 'convention', text: 'We use yarn, not pnpm', line: 3 }],
      {
        actor: 'cli',
        now: T0 + 1,
      },
    );
    const [[a, b]] = open(db);
    expect(a).toBe(pnpm);
    expect(b).toBeGreaterThan(pnpm);
  });

  it('opens a conflict when an extracted item gives another number to a saved rule the resolver finds unrelated', () => {
    const db = fresh();
    const five = save(db, 'decision', 'Retry failed webhooks 5 times');
    const r = applyResolved(
      db,
      {
        type: 'decision',
        text: 'Retry failed webhooks 8 times from now on',
        subjectKey: 'webhooks',
        origin: 'inferred',
        source: 'auto',
        validFrom: T0 + 1,
        receipts: [{ kind: 'prompt', strength: 'stated' }],
      },
      () => ({ outcome: 'additive' }),
      { actor: 'worker', now: T0 + 1 },
    );
    expect(open(db)).toEqual([[five, r.id]]);
  });
});

describe('publish with an open conflict', () => {
  it('publishes neither side and says why', () => {
    const db = fresh();
    const pnpm = save(db, 'convention', 'Use pnpm, never npm');
    const yarn = save(db, 'convention', 'We use yarn, not pnpm', T0 + 1);
    const other = save(db, 'decision', 'Deploy on Tuesdays only', T0 + 2);
    const root = tempDir();
    const r = publishMemory(db, { mode: 'shared', project: { name: 'p', key: 'k', root }, home: root, maxTokens: 2_000, dryRun: false });
    expect(r.content).toContain(`Deploy on Tuesdays only [decision:${other}]`);
    expect(r.content).not.toContain('pnpm');
    expect(r.content).not.toContain('yarn');
    expect(r.withheld).toEqual([
      {
        conflict: expect.any(Number),
        ids: [`convention:${pnpm}`, `convention:${yarn}`],
        subject: 'package manager',
        why: expect.stringMatching(new RegExp(`convention:${pnpm} and convention:${yarn} disagree about package manager`)),
      },
    ]);
    expect(fs.readFileSync(path.join(root, '.claude', 'rules', 'memory.generated.md'), 'utf8')).not.toContain('pnpm');
    // Settled (the other side rejected), the winner is published.
    setTrust(db, yarn, 'rejected', { actor: 'cli', now: T0 + 3 });
    const again = publishMemory(db, { mode: 'shared', project: { name: 'p', key: 'k', root }, home: root, maxTokens: 2_000, dryRun: true });
    expect(again.content).toContain(`Use pnpm, never npm [convention:${pnpm}]`);
    expect(again.withheld).toEqual([]);
  });
});
