// The knowledge layer's negative evals: tests that fail if the trust layer breaks. The forgotten never resurfaces
// (re-import, transcript re-read, re-summarization, rollups, vectors, replay); secrets and private text are never
// stored by any save; a rejected item is never shown or injected; a superseded item never appears without its
// successor; every mutation leaves an audit row that never holds forgotten text; ids are never reused; explain shows
// receipts for every kind. All against real SQLite files, through the store's real write path and the real worker.
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { forget } from '../helpers/store.js';
import { buildPromptContext } from '../../src/inject/prompt.js';
import { buildDigest } from '../../src/inject/digest.js';
import { memoryExplainHandler } from '../../src/mcp/knowledge-tools.js';
import { recordDecisionHandler } from '../../src/mcp/tools.js';
import { CompressionWorker } from '../../src/queue/worker.js';
import { recall } from '../../src/recall/search.js';
import { recordAssistantText, recordPrompt, recordToolEvent, touchSession } from '../../src/store/capture.js';
import { openDatabase, type Db } from '../../src/store/connection.js';
import { forgetMemory } from '../../src/store/forget.js';
import {
  applyResolved,
  createItem,
  KnowledgeError,
  resolveConflict,
  setTrust,
  supersedeItem,
  type ItemInput,
} from '../../src/store/knowledge.js';
import { changes, conflicts, itemsAsOf } from '../../src/store/knowledge-read.js';
import { saveRollup, saveTurnSummary, turnSummaries } from '../../src/store/summaries.js';
import { activeDecisions, recordDecision } from '../../src/store/saved-items.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { saveEmbeddings } from '../../src/store/search.js';
import {
  cleanupTempDirs,
  clock,
  countRows,
  DAY,
  memoryLog,
  freshDb,
  seedAssistant,
  seedPrompt,
  seedSession,
  seedTurn,
  T0,
  tempDir,
  testConfig,
} from '../helpers/seed.js';

const fresh = freshDb;
afterAll(() => cleanupTempDirs());

const cli = { actor: 'cli' as const, now: T0 };
const search = async (db: Db, q: string, filters: Parameters<typeof recall>[2]['filters'] = {}) =>
  (await recall({ db, now: T0 + DAY, weights: { fts: 1, vector: 0 } }, q, { limit: 20, mode: 'fts', filters })).hits;

/** Every text column of every table (audit log, tombstones, FTS shadow tables included) that contains `needle`. */
function tablesContaining(db: Db, needle: string): string[] {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
  const hits: string[] = [];
  for (const t of tables) {
    const cols = (db.pragma(`table_info("${t}")`) as { name: string }[]).map((c) => c.name);
    for (const c of cols) {
      const n = db.prepare(`SELECT count(*) AS n FROM "${t}" WHERE CAST("${c}" AS TEXT) LIKE ?`).get(`%${needle}%`) as { n: number };
      if (n.n > 0) hits.push(`${t}.${c}`);
    }
  }
  return hits;
}

const item = (over: Partial<ItemInput> & { text: string }): ItemInput => ({
  type: 'decision',
  origin: 'inferred',
  source: 'auto',
  validFrom: T0,
  ...over,
});

describe('explicit saves are sanitized (every write path)', () => {
  const secretText =
    'Staging DB is postgres://admin:hunter2pass@db.internal/app, key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefGH <private>secret plan to rename</private> keep it';

  it('remember (recordDecision), MCP record_decision, supersede and createItem never store the password, the key or the private block', () => {
    const db = fresh();
    const a = recordDecision(db, { decision: secretText, reason: 'because DB_PASSWORD=hunter2pass works', source: 'manual', at: T0 });
    const viaMcp = recordDecisionHandler(
      { db, now: () => T0, recall: async () => ({ hits: [], total: 0, mode: 'fts', relevant: 0 }), status: () => ({}), journal: null },
      { decision: `MCP: ${secretText}`, reason: '' },
    );
    expect(viaMcp.isError).toBeUndefined();
    supersedeItem(db, a, { input: item({ text: `Replaced: ${secretText}`, origin: 'explicit', source: 'manual' }) }, cli);
    createItem(db, item({ type: 'preference', text: `Prefer ${secretText}` }), cli);
    for (const needle of ['hunter2pass', 'sk-ant-api03-AbCd', 'secret plan to rename'])
      expect(tablesContaining(db, needle), needle).toEqual([]);
    expect(countRows(db, 'memory_items')).toBe(4);
  });

  it('a save that is nothing but private text is refused with a clear error and stores nothing', () => {
    const db = fresh();
    expect(() => recordDecision(db, { decision: '<private>all of it</private>', reason: '', source: 'manual', at: T0 })).toThrow(
      KnowledgeError,
    );
    expect(countRows(db, 'memory_items')).toBe(0);
    expect(countRows(db, 'audit_log')).toBe(0);
  });
});

describe('ids are never reused', () => {
  it('forget decision:N, then remember: the new decision gets a new id, and decision:N stays forgotten', () => {
    const db = fresh();
    recordDecision(db, { decision: 'First decision about caching', reason: '', source: 'manual', at: T0 });
    const last = recordDecision(db, { decision: 'Second decision about queues', reason: '', source: 'manual', at: T0 });
    expect(forget(db, { kind: 'decision', ref: String(last) }).removed).toBe(1);
    const next = recordDecision(db, { decision: 'Third decision about logs', reason: '', source: 'manual', at: T0 });
    expect(next).toBeGreaterThan(last);
    expect(forget(db, { kind: 'decision', ref: String(last) }).removed).toBe(0);
  });
});

describe('supersession', () => {
  it('superseding the same item twice leaves exactly one active successor (the chain, not a fork)', async () => {
    const db = fresh();
    const a = recordDecision(db, { decision: 'Deploy with the fabric script', reason: '', source: 'manual', at: T0 });
    const b = supersedeItem(
      db,
      a,
      { input: item({ text: 'Deploy with the ansible playbook', origin: 'explicit', source: 'manual', validFrom: T0 + 1 }) },
      cli,
    ).newId;
    const second = supersedeItem(
      db,
      a,
      { input: item({ text: 'Deploy with the nomad job', origin: 'explicit', source: 'manual', validFrom: T0 + 2 }) },
      cli,
    );
    expect(second.oldId).toBe(b);
    const active = (db.prepare(`SELECT id FROM memory_items WHERE status = 'active'`).all() as { id: number }[]).map((r) => r.id);
    expect(active).toEqual([second.newId]);
    expect((await search(db, 'deploy')).map((h) => h.id)).toEqual([`decision:${second.newId}`]);
  });

  it('a superseded item never appears without its successor, even when asked for', async () => {
    const db = fresh();
    const a = createItem(
      db,
      item({ text: 'Store vectors in hnswlib files', origin: 'explicit', source: 'manual', validFrom: T0 - 10 * DAY }),
      { actor: 'cli', now: T0 - 10 * DAY },
    ).id!;
    const b = supersedeItem(
      db,
      a,
      { input: item({ text: 'Keep embeddings as SQLite blobs', origin: 'explicit', source: 'manual', validFrom: T0 }) },
      cli,
    ).newId;
    const hits = await search(db, 'hnswlib', { includeInactive: true });
    // The one that stands now comes first; the replaced one names it.
    expect(hits.map((h) => h.id)).toEqual([`decision:${b}`, `decision:${a}`]);
    expect(hits[1].superseded_by).toBe(`decision:${b}`);
    // As of a time before the replacement, the old one is what was believed; after, only the new one.
    expect(itemsAsOf(db, T0 - DAY).map((r) => r.id)).toEqual([a]);
    expect(itemsAsOf(db, T0 + DAY).map((r) => r.id)).toEqual([b]);
    expect((await search(db, 'hnswlib', { asOf: T0 - DAY })).map((h) => h.id)).toEqual([`decision:${a}`]);
  });

  it('forgetting a successor restores its predecessor as an unconfirmed candidate, with an audit row saying why', () => {
    const db = fresh();
    const a = recordDecision(db, { decision: 'Use npm for installs', reason: '', source: 'manual', at: T0 });
    const b = supersedeItem(db, a, { input: item({ text: 'Use pnpm for installs', origin: 'explicit', source: 'manual' }) }, cli).newId;
    forgetMemory(db, { kind: 'decision', ref: String(b) }, { ...cli, journal: null });
    expect(db.prepare('SELECT status, trust, superseded_by, valid_to FROM memory_items WHERE id = ?').get(a)).toEqual({
      status: 'active',
      trust: 'candidate',
      superseded_by: null,
      valid_to: null,
    });
    expect(changes(db).rows.map((r) => r.action)).toContain('restore');
  });

  it('forgetting the middle of a chain links its predecessor to its successor', () => {
    const db = fresh();
    const a = recordDecision(db, { decision: 'Cache in memcached', reason: '', source: 'manual', at: T0 });
    const b = supersedeItem(db, a, { input: item({ text: 'Cache in redis', origin: 'explicit', source: 'manual' }) }, cli).newId;
    const c = supersedeItem(db, b, { input: item({ text: 'Cache in sqlite', origin: 'explicit', source: 'manual' }) }, cli).newId;
    forgetMemory(db, { kind: 'decision', ref: String(b) }, { ...cli, journal: null });
    expect(db.prepare('SELECT status, superseded_by FROM memory_items WHERE id = ?').get(a)).toEqual({
      status: 'superseded',
      superseded_by: c,
    });
  });
});

describe('trust', () => {
  it('a rejected item is never recalled, listed, injected or re-extracted', async () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'other' });
    const r = applyResolved(
      db,
      item({
        text: 'Always run the zanzibar linter before commits',
        receipts: [{ kind: 'prompt', strength: 'stated', sessionId: s, promptNumber: 1 }],
      }),
      () => ({ outcome: 'additive' }),
      { actor: 'worker', now: T0 },
    );
    const id = r.id!;
    expect((await search(db, 'zanzibar linter')).map((h) => h.id)).toEqual([`decision:${id}`]);
    setTrust(db, id, 'rejected', { ...cli, reason: 'we never agreed to this' });
    expect(await search(db, 'zanzibar linter')).toEqual([]);
    expect(await search(db, 'zanzibar linter', { includeInactive: true })).toEqual([]);
    expect(activeDecisions(db, 10)).toEqual([]);
    const injected = await buildPromptContext(
      db,
      'should I run the zanzibar linter now?',
      (q, n) => recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, q, { limit: n, mode: 'fts' }),
      {
        sessionId: 'current',
        maxItems: 5,
        budgetTokens: 500,
        latencyBudgetMs: 10_000,
        now: () => T0,
      },
    );
    expect(injected ?? '').not.toContain('zanzibar');
    expect(
      buildDigest(db, { projectName: 'p', sessionId: 'current', source: 'startup', budgetTokens: 1_500, now: T0 }) ?? '',
    ).not.toContain('zanzibar');
    // The same sentence extracted again (a re-summarized turn) is blocked.
    expect(
      applyResolved(db, item({ text: 'Always run the zanzibar linter before commits' }), () => ({ outcome: 'additive' }), {
        actor: 'worker',
        now: T0 + 1,
      }).outcome,
    ).toBe('blocked');
  });

  it('candidates rank below verified items of equal relevance and are injected marked unconfirmed', async () => {
    const db = fresh();
    const cand = createItem(db, item({ text: 'Pin the node toolchain with volta' }), cli).id!;
    const ver = createItem(
      db,
      item({ text: 'Pin the rust toolchains with volta', origin: 'explicit', source: 'auto', trust: 'verified' }),
      cli,
    ).id!;
    const hits = await search(db, 'pin toolchain volta');
    expect(hits.map((h) => h.id)).toEqual([`decision:${ver}`, `decision:${cand}`]);
    expect(hits[1].trust).toBe('candidate');
    const text = await buildPromptContext(
      db,
      'how do we pin the toolchain with volta?',
      (q, n) => recall({ db, now: T0, weights: { fts: 1, vector: 0 } }, q, { limit: n, mode: 'fts' }),
      {
        sessionId: 'current',
        maxItems: 5,
        budgetTokens: 500,
        latencyBudgetMs: 10_000,
        now: () => T0,
      },
    );
    expect(text).toMatch(new RegExp(`\\[decision:${cand}, unconfirmed\\]`));
    expect(text).not.toMatch(new RegExp(`\\[decision:${ver}, unconfirmed\\]`));
  });

  it('a conflict is recorded, both sides are shown together, and resolving it closes the loser in one step', async () => {
    const db = fresh();
    const a = createItem(db, item({ text: 'The database is postgres', subjectKey: 'database' }), cli).id!;
    const r = applyResolved(
      db,
      item({ text: 'The database is mysql', subjectKey: 'database' }),
      () => ({ outcome: 'conflict', targets: [a] }),
      { actor: 'worker', now: T0 },
    );
    expect(r.outcome).toBe('conflict');
    const open = conflicts(db);
    expect(open.map((c) => [c.a?.id, c.b?.id])).toEqual([[a, r.id]]);
    const hits = await search(db, 'mysql');
    expect(hits.map((h) => h.id)).toEqual([`decision:${r.id}`, `decision:${a}`]);
    expect(hits[0].conflicts_with).toEqual([`decision:${a}`]);
    const digest = buildDigest(db, { projectName: 'p', sessionId: 'current', source: 'startup', budgetTokens: 1_500, now: T0 })!;
    expect(digest).toContain(`[decision:${a}, unconfirmed, conflicts with decision:${r.id}]`);
    expect(digest).toContain(`[decision:${r.id}, unconfirmed, conflicts with decision:${a}]`);
    resolveConflict(db, open[0].id, a, 'reject', cli);
    expect(conflicts(db)).toEqual([]);
    expect(db.prepare('SELECT trust FROM memory_items WHERE id = ?').get(r.id)).toEqual({ trust: 'rejected' });
    expect(db.prepare('SELECT trust FROM memory_items WHERE id = ?').get(a)).toEqual({ trust: 'verified' });
  });
});

describe('audit log', () => {
  it('has a row for every mutation, is append-only, and never holds forgotten text', () => {
    const db = fresh();
    const a = recordDecision(db, { decision: 'Use the quokkaflux deploy script', reason: 'retries', source: 'manual', at: T0 });
    const cand = createItem(db, item({ text: 'Prefer small pull requests always', type: 'preference' }), cli).id!;
    setTrust(db, cand, 'verified', cli);
    const b = supersedeItem(
      db,
      a,
      { input: item({ text: 'Use the wallabyship deploy script', origin: 'explicit', source: 'manual' }) },
      cli,
    ).newId;
    forgetMemory(db, { kind: 'decision', ref: String(b) }, { ...cli, reason: 'user asked', journal: null });
    const actions = changes(db).rows.map((r) => `${r.action} ${r.memoryId}`);
    expect(actions).toEqual([
      `create decision:${a}`,
      `create preference:${cand}`,
      `verify preference:${cand}`,
      `create decision:${b}`,
      `supersede decision:${a}`,
      `restore decision:${a}`,
      `forget decision:${b}`,
    ]);
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
    expect(() => db.prepare("UPDATE audit_log SET reason = 'x'").run()).toThrow(/append-only/);
    expect(tablesContaining(db, 'wallabyship')).toEqual([]);
  });
});

describe('forget for good', () => {
  /** A session with a turn whose prompt says something memorable, summarized by the real worker. */
  async function summarizedSession(db: Db, secret = 'the narwhal migration runs on fridays') {
    const s = seedSession(db, { sessionId: 'sess-forget', transcriptPath: '/tmp/a/transcript.jsonl' });
    const p = seedPrompt(db, { sessionId: s, text: `Remember that ${secret}.`, promptId: 'pid-1', uuid: 'uuid-prompt-1' });
    // The assistant echoes the prompt word for word: a rebuilt summary must not keep the echo either.
    seedAssistant(db, {
      sessionId: s,
      promptNumber: p.promptNumber,
      uuid: 'uuid-asst-1',
      text: `Remember that ${secret}. I updated the runbook accordingly.`,
    });
    seedTurn(db, { sessionId: s, topic: 'the importer' });
    const time = clock(T0);
    const w = new CompressionWorker({
      db,
      config: testConfig(),
      log: memoryLog(),
      now: () => (time.advance(2_000), time.now()),
      embedder: async () => null,
      project: 't',
    });
    db.prepare(`INSERT INTO pending_compressions (kind, target, created_at) VALUES ('turn', ?, ?) ON CONFLICT DO NOTHING`).run(
      `${s}#${p.promptNumber}`,
      T0,
    );
    db.prepare(`INSERT INTO pending_compressions (kind, target, created_at) VALUES ('session_rollup', ?, ?) ON CONFLICT DO NOTHING`).run(
      s,
      T0,
    );
    await w.drain();
    return { s, p, w };
  }

  it('forget prompt: the turn summary and rollup that quoted it are rebuilt without it, and recall never finds it', async () => {
    const db = fresh();
    const { s, p, w } = await summarizedSession(db);
    expect(turnSummaries(db, s)[0].summary).toContain('narwhal');
    const r = forgetMemory(db, { kind: 'prompt', ref: String(p.id) }, { ...cli, journal: null })!;
    expect(r.requeued).toEqual(expect.arrayContaining([`summary:${s}#1`, `rollup:${s}`]));
    await w.drain();
    // The assistant's echo of the same sentence is left out of the rebuilt summary too.
    const rebuilt = turnSummaries(db, s).find((t) => t.promptNumber === 1);
    expect(rebuilt?.summary).toContain('runbook');
    expect(rebuilt?.summary).not.toContain('narwhal');
    const rollup = (db.prepare('SELECT rollup_summary FROM sessions WHERE id = ?').get(s) as { rollup_summary: string | null })
      .rollup_summary;
    expect(rollup).not.toBeNull();
    expect(rollup).not.toContain('narwhal');
    // Only the assistant message itself (not forgotten) still says it: one hit, that turn (recall shows a turn as one
    // unit, found through its reply or its card), never the summary or the rollup.
    const hits = await search(db, 'narwhal fridays');
    expect(hits).toHaveLength(1);
    expect(['assistant', 'turn']).toContain(hits[0].kind);
    expect(hits[0].prompt_number).toBe(p.promptNumber);
  });

  it('a forgotten prompt is not stored again by a transcript re-read from offset 0, nor by a replayed hook', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 's-reread' });
    const p = seedPrompt(db, { sessionId: s, text: 'Our staging password policy is rotate weekly', promptId: 'pid-x', uuid: 'uuid-x' });
    forgetMemory(db, { kind: 'prompt', ref: String(p.id) }, { ...cli, journal: null });
    expect(recordPrompt(db, { sessionId: s, text: 'Our staging password policy is rotate weekly', at: T0, uuid: 'uuid-x' }).inserted).toBe(
      false,
    );
    expect(
      recordPrompt(db, { sessionId: s, text: 'Our staging password policy is rotate weekly', at: T0, promptId: 'pid-x' }).inserted,
    ).toBe(false);
    // Neither key known (a copy of the transcript elsewhere, rewritten ids): the content hash still matches.
    expect(
      recordPrompt(db, { sessionId: s, text: 'our staging password policy is rotate weekly.', at: T0, uuid: 'other-uuid' }).inserted,
    ).toBe(false);
    expect(countRows(db, 'prompts')).toBe(0);
    // A short, common prompt is not blocked by someone else's forgotten "yes".
    expect(recordPrompt(db, { sessionId: s, text: 'yes', at: T0 }).inserted).toBe(true);
  });

  it('a forgotten session is not brought back by importing the same transcript from another path, or replaying its spool', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'sess-gone', transcriptPath: '/home/a/.claude/projects/x/sess-gone.jsonl' });
    seedPrompt(db, { sessionId: s, text: 'Ship the pelican release tonight', uuid: 'u-1' });
    const tool = recordToolEvent(db, {
      sessionId: s,
      promptNumber: 1,
      toolUseId: 'toolu_1',
      toolName: 'Bash',
      success: true,
      summary: 'ran pelican',
      inputJson: '{}',
      outputText: 'ok',
      sizeBytes: 2,
      truncated: false,
      at: T0,
    });
    expect(tool).toBe(true);
    forgetMemory(db, { kind: 'session', ref: s }, { ...cli, journal: null });
    touchSession(db, { sessionId: s, project: '/p', cwd: '/p', at: T0 + 1, transcriptPath: '/mnt/backup/sess-gone.jsonl' });
    expect(recordPrompt(db, { sessionId: s, text: 'Ship the pelican release tonight', at: T0, uuid: 'u-1' }).inserted).toBe(false);
    expect(
      recordToolEvent(db, {
        sessionId: s,
        promptNumber: 1,
        toolUseId: 'toolu_1',
        toolName: 'Bash',
        success: true,
        summary: 'ran pelican',
        inputJson: '{}',
        outputText: 'ok',
        sizeBytes: 2,
        truncated: false,
        at: T0,
      }),
    ).toBe(false);
    expect(recordAssistantText(db, { sessionId: s, promptNumber: 1, uuid: 'u-2', text: 'Shipping pelican now', at: T0 })).toBe(false);
    expect(countRows(db, 'sessions')).toBe(0);
    expect(tablesContaining(db, 'pelican')).toEqual([]);
  });

  it('a forgotten summary is never rebuilt, and forget rollup:<session> works and sticks', async () => {
    const db = fresh();
    const { s, w } = await summarizedSession(db);
    const summaryId = (db.prepare('SELECT id FROM turn_summaries WHERE session_id = ? AND prompt_number = 1').get(s) as { id: number }).id;
    forgetMemory(db, { kind: 'summary', ref: String(summaryId) }, { ...cli, journal: null });
    saveTurnSummary(db, s, 1, 'the narwhal summary again', 'lexical', '{}', T0);
    db.prepare(`INSERT INTO pending_compressions (kind, target, created_at) VALUES ('turn', ?, ?) ON CONFLICT DO NOTHING`).run(
      `${s}#1`,
      T0,
    );
    await w.drain();
    expect(turnSummaries(db, s).map((t) => t.promptNumber)).not.toContain(1);
    const rollup = forgetMemory(db, { kind: 'rollup', ref: s }, { ...cli, journal: null });
    expect(rollup?.memoryId).toBe(`rollup:${s}`);
    saveRollup(db, s, 'a rollup written again', 'lexical');
    expect(db.prepare('SELECT rollup_summary FROM sessions WHERE id = ?').get(s)).toEqual({ rollup_summary: null });
  });

  it('vectors of a forgotten item go with it, and an item inferred only from a forgotten prompt goes too', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 's-vec' });
    const p = seedPrompt(db, { sessionId: s, text: 'From now on we always squash merge the gorilla branch' });
    const derived = applyResolved(
      db,
      item({
        text: 'We always squash merge the gorilla branch',
        type: 'convention',
        receipts: [{ kind: 'prompt', strength: 'stated', sessionId: s, promptNumber: p.promptNumber }],
      }),
      () => ({ outcome: 'additive' }),
      { actor: 'worker', now: T0 },
    ).id!;
    const doc = (db.prepare("SELECT id FROM search_docs WHERE kind = 'convention' AND ref_id = ?").get(String(derived)) as { id: number })
      .id;
    saveEmbeddings(db, 'm', [{ docId: doc, vector: new Float32Array([1, 0]) }]);
    const r = forgetMemory(db, { kind: 'prompt', ref: String(p.id) }, { ...cli, journal: null })!;
    expect(r.derivedItems).toEqual([`convention:${derived}`]);
    expect(countRows(db, 'embeddings')).toBe(0);
    expect(tablesContaining(db, 'gorilla')).toEqual([]);
  });
});

describe('explain', () => {
  it('shows receipts for every kind of memory', () => {
    const db = fresh();
    const s = seedSession(db, { sessionId: 'sess-explain', transcriptPath: '/t.jsonl' });
    const p = seedPrompt(db, { sessionId: s, text: 'We decided to use pnpm', uuid: 'u-p' });
    const a = seedAssistant(db, { sessionId: s, uuid: 'u-a', text: 'Switched to pnpm.' });
    const d = applyResolved(
      db,
      item({
        text: 'Use pnpm for installs',
        receipts: [{ kind: 'prompt', strength: 'stated', sessionId: s, promptNumber: 1, transcriptUuid: 'u-p', files: ['package.json'] }],
      }),
      () => ({ outcome: 'additive' }),
      { actor: 'worker', now: T0 },
    ).id!;
    saveTurnSummary(db, s, 1, '[turn 1] Switched to pnpm.', 'lexical', '{}', T0);
    saveRollup(db, s, 'Moved installs to pnpm.', 'lexical');
    const deps = { db, now: () => T0, actor: 'cli' as const, journal: null };
    const summaryId = (db.prepare('SELECT id FROM turn_summaries').get() as { id: number }).id;
    const tool = (db.prepare('SELECT count(*) AS n FROM tool_events').get() as { n: number }).n;
    expect(tool).toBe(0);
    const explained = memoryExplainHandler(deps, { memory_id: `decision:${d}` }).content[0].text;
    expect(explained).toContain('session sess-explain, turn 1, transcript line u-p, files package.json');
    expect(explained).toMatch(/History \(1\):\n- #\d+ .* worker create/);
    expect(explained).toContain('Ranking:');
    expect(memoryExplainHandler(deps, { memory_id: `prompt:${p.id}` }).content[0].text).toContain(`Supports: decision:${d}`);
    expect(memoryExplainHandler(deps, { memory_id: `assistant:${a}` }).content[0].text).toContain('transcript_uuid=u-a');
    expect(memoryExplainHandler(deps, { memory_id: `summary:${summaryId}` }).content[0].text).toContain(
      'built_from=session sess-explain turn 1',
    );
    expect(memoryExplainHandler(deps, { memory_id: `rollup:sess-ex` }).content[0].text).toContain('transcript_path=/t.jsonl');
    expect(memoryExplainHandler(deps, { memory_id: 'decision:99999' }).isError).toBe(true);
  });
});

describe('migration 3 (decisions and code areas into memory items)', () => {
  it('keeps decision ids, maps code area ids by alias, carries supersession, search entries and vectors, and never reuses a forgotten id', () => {
    const file = `${tempDir()}/old.db`;
    const v2 = openDatabase(Database, file, { migrations: MIGRATIONS.filter((m) => m.version <= 2) });
    const ins = (sql: string) => Number(v2.prepare(sql).run().lastInsertRowid);
    const d1 = ins(
      `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('Use npm', '', 'manual', 1000, 'x')`,
    );
    const d2 = ins(
      `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('Use pnpm', 'faster', 'manual', 2000, 'x')`,
    );
    const d3 = ins(
      `INSERT INTO decisions (decision, reason, source, created_at, created_at_iso) VALUES ('A forgotten one', '', 'auto', 3000, 'x')`,
    );
    v2.prepare(`DELETE FROM decisions WHERE id = ?`).run(d3);
    v2.prepare(`UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?`).run(d2, d1);
    const c1 = ins(
      `INSERT INTO code_areas (file_path, description, source, created_at, created_at_iso) VALUES ('src/store/', 'SQLite access', 'manual', 1500, 'x')`,
    );
    const doc = (v2.prepare(`SELECT id FROM search_docs WHERE kind = 'code_area' AND ref_id = ?`).get(String(c1)) as { id: number }).id;
    v2.prepare(`INSERT INTO embeddings (doc_id, model, dims, vector) VALUES (?, 'm', 1, x'00000000')`).run(doc);
    v2.close();

    const db = openDatabase(Database, file);
    onTestFinished(() => void db.close());
    expect(
      db.prepare('SELECT id, text, status, superseded_by, valid_to, trust FROM memory_items WHERE type = ? ORDER BY id').all('decision'),
    ).toEqual([
      { id: d1, text: 'Use npm', status: 'superseded', superseded_by: d2, valid_to: 2000, trust: 'verified' },
      { id: d2, text: 'Use pnpm', status: 'active', superseded_by: null, valid_to: null, trust: 'verified' },
    ]);
    const deps = { db, now: () => T0, actor: 'cli' as const, journal: null };
    expect(memoryExplainHandler(deps, { memory_id: `code_area:${c1}` }).content[0].text).toContain('src/store/: SQLite access');
    const area = db.prepare(`SELECT id FROM memory_items WHERE type = 'code_area'`).get() as { id: number };
    expect(
      db
        .prepare(`SELECT d.id, e.model FROM search_docs d JOIN embeddings e ON e.doc_id = d.id WHERE d.kind = 'code_area' AND d.ref_id = ?`)
        .get(String(area.id)),
    ).toEqual({ id: doc, model: 'm' });
    // The forgotten decision's id is not handed out again.
    expect(recordDecision(db, { decision: 'Use bun', reason: '', source: 'manual', at: T0 })).toBeGreaterThan(Math.max(d3, area.id));
  });
});
