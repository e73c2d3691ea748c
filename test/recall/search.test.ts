import { afterAll, describe, expect, it } from 'vitest';
import type { Embedder } from '../../src/embed/embedder.js';
import { recallScoped } from '../../src/recall/scoped.js';
import { recall, type RecallOptions } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { supersedeDecision } from '../../src/store/saved-items.js';
import { docsLeftOutOf, docsMissingEmbedding, saveEmbeddings, type SearchFilters } from '../../src/store/search.js';
import { setTrust } from '../../src/store/knowledge.js';
import {
  cleanupTempDirs,
  conceptEmbedder,
  DAY,
  MINUTE,
  freshDb,
  seedAssistant,
  seedCodeArea,
  seedDecision,
  seedPrompt,
  seedSession,
  seedSummary,
  seedToolEvent,
  T0,
  throwingEmbedder,
} from '../helpers/seed.js';

const fresh = freshDb;
afterAll(() => cleanupTempDirs());

async function search(db: Db, query: string, opts: Partial<RecallOptions> & { embedder?: Embedder | null; filters?: SearchFilters } = {}) {
  return recall({ db, now: T0, weights: { fts: 1, vector: 0.5 }, embedder: opts.embedder ?? null }, query, {
    limit: opts.limit ?? 10,
    filters: opts.filters,
    mode: opts.mode,
  });
}

/** Stores vectors for every doc, as the worker would. */
async function embedAll(db: Db, embedder: Embedder): Promise<void> {
  for (;;) {
    const docs = docsMissingEmbedding(db, 64);
    if (!docs.length) return;
    const vectors = await embedder.embed(docs.map((d) => d.text));
    saveEmbeddings(
      db,
      embedder.id,
      docs.map((d, i) => ({ docId: d.docId, vector: vectors[i] })),
    );
  }
}

const TEXT = 'Switch the release pipeline to signed tarballs';

describe('recall ranking priors', () => {
  for (const order of ['decision first', 'summary first'] as const) {
    it(`ranks decisions above prompts above summaries at equal relevance (${order} inserted)`, async () => {
      const db = fresh();
      const a = seedSession(db);
      const b = seedSession(db);
      const steps = [
        () => seedDecision(db, { decision: TEXT, source: 'auto' }),
        () => seedPrompt(db, { sessionId: a, text: TEXT }),
        () => seedSummary(db, { sessionId: b, summary: TEXT }),
      ];
      for (const step of order === 'decision first' ? steps : steps.reverse()) step();
      seedPrompt(db, { sessionId: a, text: 'Unrelated chatter about lunch' });
      const { hits } = await search(db, 'release pipeline signed tarballs');
      expect(hits.map((h) => h.kind)).toEqual(['decision', 'prompt', 'summary']);
      expect(hits[0].score).toBeGreaterThan(hits[1].score);
      expect(hits[1].score).toBeGreaterThan(hits[2].score);
    });
  }

  for (const first of ['manual', 'auto'] as const) {
    it(`ranks a manual decision above an equally relevant captured one (${first} inserted first)`, async () => {
      const db = fresh();
      const sources = first === 'manual' ? (['manual', 'auto'] as const) : (['auto', 'manual'] as const);
      const ids: Record<string, number> = {};
      // Two different decisions (the same words twice would be one item with two receipts), equally relevant.
      for (const [i, source] of sources.entries())
        ids[source] = seedDecision(db, {
          decision: i === 0 ? 'Pin the toolchain with volta' : 'Pin the toolchains with volta',
          reason: i === 0 ? 'reason alpha' : 'reason bravo',
          source,
        });
      const { hits } = await search(db, 'pin toolchain volta');
      expect(hits.map((h) => h.id)).toEqual([`decision:${ids.manual}`, `decision:${ids.auto}`]);
      expect(hits[0].source).toBe('manual');
    });
  }

  it('prefers the more recent of two equal memories, gently', async () => {
    const db = fresh();
    const a = seedSession(db);
    const b = seedSession(db);
    seedPrompt(db, { sessionId: a, text: TEXT, at: T0 - 300 * DAY });
    seedPrompt(db, { sessionId: b, text: TEXT, at: T0 - DAY });
    const { hits } = await search(db, 'release pipeline');
    expect(hits.map((h) => h.session_id)).toEqual([b, a]);
  });

  it('still lets relevance beat the kind prior', async () => {
    const db = fresh();
    const s = seedSession(db);
    seedDecision(db, { decision: 'Use tabs in the makefile', source: 'manual' });
    seedPrompt(db, {
      sessionId: s,
      text: 'The flaky websocket reconnect test in websocket.spec.ts times out: fix the websocket reconnect',
    });
    const { hits } = await search(db, 'flaky websocket reconnect test');
    expect(hits[0].kind).toBe('prompt');
  });
});

describe('superseded decisions', () => {
  it('are hidden unless include_superseded, on both the keyword and the vector side', async () => {
    const db = fresh();
    const oldId = seedDecision(db, { decision: 'Deploy with rsync to the staging box', reason: 'simple' });
    const newId = supersedeDecision(db, oldId, {
      decision: 'Deploy with the container registry to staging',
      reason: 'reproducible',
      source: 'manual',
      at: T0 + 1,
    })!;
    const e = conceptEmbedder('fake:deploy', [['deploy', 'rsync', 'staging'], ['lunch']]);
    await embedAll(db, e);

    for (const mode of ['fts', 'hybrid'] as const) {
      const plain = await search(db, 'deploy staging rsync', { embedder: e, mode });
      expect(plain.hits.map((h) => h.id)).toEqual([`decision:${newId}`]);
      const all = await search(db, 'deploy staging rsync', { embedder: e, mode, filters: { includeInactive: true } });
      expect(all.hits.map((h) => h.id).sort()).toEqual([`decision:${newId}`, `decision:${oldId}`].sort());
    }
  });
});

describe('hostile queries', () => {
  const hostile = [
    '"',
    '""',
    '"unbalanced',
    'AND',
    'OR NOT AND',
    'parser AND',
    '(',
    ')',
    '(parser',
    '*',
    '**',
    'pars*',
    'NEAR(',
    'NEAR(parser grammar, 2)',
    'text:parser',
    '{text}: parser',
    '^parser',
    '-parser',
    '+parser',
    "it's the parser's fault",
    '🚀',
    '🚀🔥 parser 💥',
    '👩‍👩‍👧‍👦',
    'x'.repeat(10_000),
    'parser '.repeat(2_000),
    'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(10),
    '\u0000\u0001\u0002',
    '\\',
    '%_%',
    "'; DROP TABLE sessions; --",
    '',
    '   \n\t ',
    'src/**/*.ts',
    '../../etc/passwd',
    '{}[]<>',
    'العربية',
    'ä ö ü ß',
    '\uD800',
    '１２３ parser',
    'データ"ベース(',
  ];

  it('never throw, in keyword and hybrid mode, and keep finding what they name', async () => {
    const db = fresh();
    const s = seedSession(db);
    seedPrompt(db, { sessionId: s, text: 'The parser grammar rejects trailing commas' });
    seedPrompt(db, { sessionId: s, text: 'データベースの移行' });
    const e = conceptEmbedder('fake:hostile', [['parser'], ['comma']]);
    await embedAll(db, e);
    for (const q of hostile) {
      for (const mode of ['fts', 'hybrid'] as const) {
        const result = await search(db, q, { embedder: e, mode }).catch((err: Error) => {
          throw new Error(`query ${JSON.stringify(q.slice(0, 40))} (${mode}) threw: ${err.message}`);
        });
        expect(Array.isArray(result.hits)).toBe(true);
      }
    }
    for (const q of ['(parser', 'parser AND', 'NEAR(parser grammar, 2)', '🚀🔥 parser 💥', '-parser', '^parser', 'text:parser']) {
      const { hits } = await search(db, q, { mode: 'fts' });
      expect(
        hits.map((h) => h.snippet),
        q,
      ).toContain('The parser grammar rejects trailing commas');
    }
  });
});

describe('CJK', () => {
  it('finds Japanese and Chinese text through the trigram index', async () => {
    const db = fresh();
    const s = seedSession(db);
    seedPrompt(db, { sessionId: s, text: 'データベースの移行が失敗したので、スキーマを修正しました' });
    seedPrompt(db, { sessionId: s, text: '数据库迁移失败了，需要回滚到上一个版本' });
    seedPrompt(db, { sessionId: s, text: 'ログイン画面のデザインを変更する' });
    seedPrompt(db, { sessionId: s, text: 'The database migration failed in English too' });

    const ja = await search(db, 'データベースの移行');
    expect(ja.hits[0]?.snippet).toBe('データベースの移行が失敗したので、スキーマを修正しました');
    const zh = await search(db, '迁移失败');
    expect(zh.hits[0]?.snippet).toBe('数据库迁移失败了，需要回滚到上一个版本');
    expect(zh.hits.map((h) => h.snippet)).not.toContain('ログイン画面のデザインを変更する');
    const login = await search(db, 'ログイン画面');
    expect(login.hits.map((h) => h.snippet)).toEqual(['ログイン画面のデザインを変更する']);
  });
});

describe('filters', () => {
  it('file path: only turns that touched the file (by evidence) or mention it', async () => {
    const db = fresh();
    const s = seedSession(db);
    const t1 = seedPrompt(db, { sessionId: s, text: 'Improve the option parsing' });
    seedSummary(db, {
      sessionId: s,
      promptNumber: t1.promptNumber,
      summary: '[turn 1] Reworked option parsing.',
      evidence: { filesModified: ['src/cli/program.ts'] },
    });
    const t2 = seedPrompt(db, { sessionId: s, text: 'Improve the option parsing of the hook entry' });
    seedSummary(db, {
      sessionId: s,
      promptNumber: t2.promptNumber,
      summary: '[turn 2] Option parsing for hooks.',
      evidence: { filesModified: ['src/cli/hook-main.ts'] },
    });
    const area = seedCodeArea(db, { filePath: 'src/cli/program.ts', description: 'option parsing lives here' });

    // One hit per turn (its prompt and summary are one unit), plus the code area.
    const all = await search(db, 'option parsing');
    expect(all.hits.length).toBe(3);
    const filtered = await search(db, 'option parsing', { filters: { filePath: 'src/cli/program.ts' } });
    const ids = filtered.hits.map((h) => h.id);
    expect(ids).toHaveLength(2);
    expect(ids).toEqual(
      expect.arrayContaining([`code_area:${area}`, expect.stringMatching(new RegExp(`^(prompt:${t1.id}|summary:\\d+)$`))]),
    );
    expect(filtered.hits.every((h) => h.prompt_number === null || h.prompt_number === 1)).toBe(true);
    // LIKE wildcards in the path are literal.
    expect((await search(db, 'option parsing', { filters: { filePath: 'src/cli/%' } })).hits).toEqual([]);
  });

  it('session: only that session, on the vector side too', async () => {
    const db = fresh();
    const a = seedSession(db);
    const b = seedSession(db);
    seedPrompt(db, { sessionId: a, text: 'Tune the garbage collector flags' });
    seedPrompt(db, { sessionId: b, text: 'Tune the garbage collector heap size' });
    seedPrompt(db, { sessionId: b, text: 'Memory pressure in the JVM' });
    const e = conceptEmbedder('fake:gc', [['garbage', 'memory', 'heap', 'jvm']]);
    await embedAll(db, e);
    for (const mode of ['fts', 'hybrid'] as const) {
      const { hits } = await search(db, 'garbage collector', { filters: { sessionId: a }, embedder: e, mode });
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.session_id === a)).toBe(true);
    }
  });

  it("except the asking session (a prompt's recall): left out on the vector side too, by index, with what no recall shows", async () => {
    const db = fresh();
    const asking = seedSession(db);
    const other = seedSession(db);
    seedPrompt(db, { sessionId: asking, text: 'Tune the garbage collector flags' });
    seedPrompt(db, { sessionId: other, text: 'Tune the garbage collector heap size' });
    // Found by its vector only: no word of the query in it.
    seedPrompt(db, { sessionId: other, text: 'Memory pressure in the JVM' });
    const old = seedDecision(db, { decision: 'Cap the JVM heap at 2 GB', reason: 'memory pressure' });
    supersedeDecision(db, old, { decision: 'Cap the JVM heap at 4 GB', reason: 'memory pressure again', source: 'manual', at: T0 + 1 });
    const wrong = seedDecision(db, { decision: 'Turn the JVM memory checks off', reason: 'noise' });
    setTrust(db, wrong, 'rejected', { actor: 'cli', now: T0 + 2 });
    const e = conceptEmbedder('fake:gc', [['garbage', 'memory', 'heap', 'jvm']]);
    await embedAll(db, e);

    const left = docsLeftOutOf(db, { exceptSessionId: asking })!;
    const docOf = (text: string) => (db.prepare("SELECT id FROM search_docs WHERE text LIKE ? || '%'").get(text) as { id: number }).id;
    expect([...left].sort((x, y) => x - y)).toEqual(
      [docOf('Tune the garbage collector flags'), docOf('Cap the JVM heap at 2 GB'), docOf('Turn the JVM memory checks off')].sort(
        (x, y) => x - y,
      ),
    );
    // Read through the session index and migration 26's partial index, never by listing the store.
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM search_docs WHERE session_id = ? UNION SELECT id FROM search_docs WHERE active = 0 OR trust = 'rejected'`,
      )
      .all('x') as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING COVERING INDEX search_docs_session[\s\S]*USING INDEX search_docs_hidden/);
    // Any other filter lists what passes it, as before.
    expect(docsLeftOutOf(db, { exceptSessionId: asking, kinds: ['prompt'] })).toBeNull();
    expect(docsLeftOutOf(db, { exceptSessionId: asking, includeInactive: true })).toBeNull();

    const { hits } = await search(db, 'garbage collector', { filters: { exceptSessionId: asking }, embedder: e, mode: 'hybrid' });
    const texts = hits.map((h) => h.snippet);
    expect(hits.every((h) => h.session_id !== asking)).toBe(true);
    expect(texts.some((t) => t.includes('Memory pressure in the JVM'))).toBe(true);
    expect(texts.some((t) => t.includes('Cap the JVM heap at 4 GB'))).toBe(true);
    expect(texts.some((t) => t.includes('2 GB') || t.includes('checks off'))).toBe(false);
  });

  it('dates: since and until bound created_at', async () => {
    const db = fresh();
    const s = seedSession(db, { at: T0 - 20 * DAY });
    seedPrompt(db, { sessionId: s, text: 'cache invalidation, first try', at: T0 - 10 * DAY });
    seedPrompt(db, { sessionId: s, text: 'cache invalidation, second try', at: T0 - 5 * DAY });
    seedPrompt(db, { sessionId: s, text: 'cache invalidation, third try', at: T0 });
    const snippets = async (filters: SearchFilters) =>
      (await search(db, 'cache invalidation', { filters })).hits.map((h) => h.snippet).sort();
    expect(await snippets({})).toHaveLength(3);
    expect(await snippets({ since: T0 - 6 * DAY })).toEqual(['cache invalidation, second try', 'cache invalidation, third try']);
    expect(await snippets({ until: T0 - 6 * DAY })).toEqual(['cache invalidation, first try']);
    expect(await snippets({ since: T0 - 6 * DAY, until: T0 - DAY })).toEqual(['cache invalidation, second try']);
    expect(await snippets({ since: T0 + DAY })).toEqual([]);
  });

  it('kinds: only the kinds asked for', async () => {
    const db = fresh();
    const s = seedSession(db);
    seedPrompt(db, { sessionId: s, text: 'bump the lockfile' });
    const tool = seedToolEvent(db, { sessionId: s, summary: 'ran `npm install` to bump the lockfile' });
    const { hits } = await search(db, 'bump lockfile', { filters: { kinds: ['tool'] } });
    expect(hits.map((h) => h.id)).toEqual([`tool:${tool}`]);
  });
});

describe('fusion', () => {
  async function fleet(db: Db) {
    const s = seedSession(db);
    for (let i = 0; i < 12; i++) seedPrompt(db, { sessionId: s, text: `Repair the parser grammar, attempt ${i}` });
    const { id } = seedPrompt(db, { sessionId: s, text: 'Automobile maintenance schedule for the fleet' });
    return id;
  }
  const embedder = () =>
    conceptEmbedder('fake:cars', [
      ['car', 'automobile', 'vehicle'],
      ['parser', 'grammar'],
    ]);

  it('hybrid finds what only the vector side ranks; keyword-only does not', async () => {
    const db = fresh();
    const target = await fleet(db);
    const e = embedder();
    await embedAll(db, e);
    const fts = await search(db, 'car repair', { embedder: e, mode: 'fts' });
    expect(fts.mode).toBe('fts');
    expect(fts.hits.length).toBeGreaterThan(0);
    expect(fts.hits.map((h) => h.id)).not.toContain(`prompt:${target}`);

    const hybrid = await search(db, 'car repair', { embedder: e, limit: 20 });
    expect(hybrid.mode).toBe('hybrid');
    expect(hybrid.hits.map((h) => h.id)).toContain(`prompt:${target}`);
    // Keyword hits still come first: the keyword side carries the larger weight.
    expect(hybrid.hits[0].snippet).toMatch(/^Repair the parser grammar/);
  });

  it('a document found by both sides outranks one found by either alone', async () => {
    const db = fresh();
    const s = seedSession(db);
    for (let i = 0; i < 5; i++) seedPrompt(db, { sessionId: s, text: `Repair the parser grammar, attempt ${i}` });
    const { id: both } = seedPrompt(db, { sessionId: s, text: 'Repair the car' });
    const e = embedder();
    await embedAll(db, e);
    const { hits } = await search(db, 'car repair', { embedder: e });
    expect(hits[0].id).toBe(`prompt:${both}`);
  });

  it('keyword search works with no embedder, with no vectors yet, and with an embedder that throws', async () => {
    const db = fresh();
    const target = await fleet(db);
    const none = await search(db, 'parser grammar');
    expect(none.mode).toBe('fts');
    expect(none.hits.length).toBe(10);
    expect(none.total).toBe(12);

    // An embedder but no stored vectors: keyword only.
    const noVectors = await search(db, 'parser grammar', { embedder: embedder() });
    expect(noVectors.mode).toBe('fts');
    expect(noVectors.hits.map((h) => h.id)).toEqual(none.hits.map((h) => h.id));

    // Vectors stored for a model that now crashes on every call.
    const broken = throwingEmbedder('broken:1');
    const docs = docsMissingEmbedding(db, 100);
    saveEmbeddings(
      db,
      broken.id,
      docs.map((d) => ({ docId: d.docId, vector: new Float32Array([1, 0, 0]) })),
    );
    const failing = await search(db, 'parser grammar', { embedder: broken });
    expect(failing.mode).toBe('fts');
    expect(failing.hits.map((h) => h.id)).toEqual(none.hits.map((h) => h.id));
    expect((await search(db, 'automobile', { embedder: broken })).hits.map((h) => h.id)).toEqual([`prompt:${target}`]);
  });

  it('never compares vectors of another model', async () => {
    const db = fresh();
    const target = await fleet(db);
    await embedAll(db, conceptEmbedder('fake:other', [['car', 'automobile'], ['parser']]));
    const e = embedder(); // same geometry, different id: its index is empty
    const result = await search(db, 'car repair', { embedder: e, limit: 20 });
    expect(result.mode).toBe('fts');
    expect(result.hits.map((h) => h.id)).not.toContain(`prompt:${target}`);
  });
});

describe('neighbouring turns', () => {
  it('of two turns that match alike, the one whose neighbour holds the rest of the question ranks first, and context alone never passes the floor', async () => {
    const db = fresh();
    const card = (asked: string) => `Asked: ${asked}\nSaid: That sounds lovely!`;
    const seedTurnWithCard = (sessionId: string, asked: string, at: number) => {
      const { promptNumber } = seedPrompt(db, { sessionId, text: asked, at });
      seedSummary(db, { sessionId, promptNumber, summary: `[turn ${promptNumber}] ${asked}`, at, card: card(asked) });
      return promptNumber;
    };
    // The older conversation asks about the trip first, then tells of the painting; a newer one tells the same painting
    // after talking about dinner (recency alone would rank the newer one first).
    const trip = seedSession(db, { sessionId: 'trip', at: T0 - 20 * DAY });
    seedTurnWithCard(trip, 'We went camping in the mountains last weekend, the kids loved it', T0 - 20 * DAY);
    const tripPainting = seedTurnWithCard(trip, 'I painted a sunset over the lake when we got back', T0 - 20 * DAY + 60_000);
    const dinner = seedSession(db, { sessionId: 'dinner', at: T0 });
    seedTurnWithCard(dinner, 'My cousin cooked pasta for everyone on Sunday', T0);
    seedTurnWithCard(dinner, 'I painted a sunset over the lake when we got back', T0 + 60_000);
    for (let i = 0; i < 6; i++)
      seedTurnWithCard(seedSession(db, { sessionId: `other-${i}` }), `A quiet week at work, number ${i}, nothing new`, T0);

    const res = await search(db, 'What did she paint after the camping trip?', { mode: 'fts' });
    const paintings = res.hits.filter((h) => h.snippet.includes('sunset'));
    expect(paintings.map((h) => [h.session_id, h.prompt_number])).toEqual([
      ['trip', tripPainting],
      ['dinner', 2],
    ]);

    // The neighbour's words rank a turn; they never make it relevant: nothing here is about a painted sunset.
    const none = await search(db, 'Which kayak brand does she own for camping?', { mode: 'fts' });
    expect(none.hits.find((h) => h.session_id === 'trip' && h.prompt_number === tripPainting)?.relevant ?? false).toBe(false);
  });
});

describe('the question being asked', () => {
  it('is not its own answer: the latest unanswered prompt of an active session is left out, any other turn with those words is not', async () => {
    const db = fresh();
    const asked = 'How do we rotate the signing keys';
    const keyOf = (h: { session_id: string | null; prompt_number: number | null }) => `${h.session_id}#${h.prompt_number}`;
    const askingNow = (filters: SearchFilters = { exceptAskingTurn: true }) =>
      search(db, asked, { mode: 'fts', filters }).then((r) => r.hits.map(keyOf).sort());
    // An ended session asked it and got an answer; an active one asked it earlier, then something else.
    const ended = seedSession(db, { sessionId: 'ended', at: T0 - 3 * MINUTE, end: { at: T0 - 2 * MINUTE } });
    seedPrompt(db, { sessionId: ended, text: asked, at: T0 - 3 * MINUTE });
    seedAssistant(db, {
      sessionId: ended,
      promptNumber: 1,
      text: 'Rotate the signing keys with the vault CLI, then redeploy.',
      at: T0 - 3 * MINUTE + 1,
    });
    const earlier = seedSession(db, { sessionId: 'earlier', at: T0 - 5 * MINUTE });
    seedPrompt(db, { sessionId: earlier, text: asked, at: T0 - 5 * MINUTE });
    seedPrompt(db, { sessionId: earlier, text: 'Now bump the version', at: T0 - 4 * MINUTE });
    // Two active sessions whose latest prompt is the question itself, with no reply yet: one of them is asking now.
    const now = seedSession(db, { sessionId: 'now', at: T0 - MINUTE });
    seedPrompt(db, { sessionId: now, text: 'Which branch are we on', at: T0 - MINUTE });
    seedAssistant(db, { sessionId: now, promptNumber: 1, text: 'We are on main.', at: T0 - MINUTE + 1 });
    seedPrompt(db, { sessionId: now, text: asked, at: T0 });
    const parallel = seedSession(db, { sessionId: 'parallel', at: T0 });
    seedPrompt(db, { sessionId: parallel, text: asked, at: T0 });

    expect(await askingNow()).toEqual(['earlier#1', 'ended#1']);
    // Without the filter (the CLI, the dashboard) every stored prompt is a memory.
    expect(await askingNow({})).toEqual(['earlier#1', 'ended#1', 'now#2', 'parallel#1']);
    // Answered, the question is a memory like any other.
    seedAssistant(db, { sessionId: now, promptNumber: 2, text: 'With the vault CLI.', at: T0 + 1 });
    expect(await askingNow()).toEqual(['earlier#1', 'ended#1', 'now#2']);
  });
});

describe('hits', () => {
  it('carry ids the drill-down tools take, and dedupe repeated text within a session', async () => {
    const db = fresh();
    const s = seedSession(db);
    const p = seedPrompt(db, { sessionId: s, text: 'Rename the config loader' });
    seedSummary(db, { sessionId: s, promptNumber: p.promptNumber, summary: '[turn 1] Rename the config loader' });
    const tool = seedToolEvent(db, { sessionId: s, promptNumber: p.promptNumber, summary: 'edited src/config-loader.ts' });
    const { hits: all } = await search(db, 'rename config loader');
    // The prompt, its summary echoing it and the turn's tool event are one unit: one hit, whose snippet has them all.
    expect(all).toHaveLength(1);
    expect(all[0].snippet).toContain('edited src/config-loader.ts');
    const hits = all;
    expect(hits[0]).toMatchObject({ layer: 1, session_id: s, prompt_number: 1, created_at: new Date(T0).toISOString() });
    expect(hits[0].id).toMatch(/^(prompt|summary):\d+$/);
    const byPath = await search(db, 'config-loader.ts');
    expect(byPath.hits.map((h) => h.id)).toContain(`tool:${tool}`);
  });

  it('cuts long snippets', async () => {
    const db = fresh();
    const s = seedSession(db);
    seedPrompt(db, { sessionId: s, text: `needle ${'haystack '.repeat(200)}` });
    const { hits } = await search(db, 'needle');
    // Ten hits share about 5,000 characters.
    expect(hits[0].snippet.length).toBeLessThanOrEqual(500);
    expect(hits[0].snippet.endsWith('…')).toBe(true);
  });
});

describe('recall over the project and the global store together', () => {
  it('embeds the query once for both, and both stores answer on the vector side', async () => {
    const project = fresh();
    const global = fresh();
    for (const db of [project, global]) {
      const s = seedSession(db);
      seedPrompt(db, { sessionId: s, text: 'Repair the parser grammar' });
      seedPrompt(db, { sessionId: s, text: 'Automobile maintenance schedule for the fleet' });
    }
    const e = conceptEmbedder('fake:cars', [
      ['car', 'automobile', 'vehicle'],
      ['parser', 'grammar'],
    ]);
    await embedAll(project, e);
    await embedAll(global, e);
    const asked: string[][] = [];
    const counting: Embedder = { id: e.id, dims: e.dims, embed: (texts) => (asked.push(texts), e.embed(texts)) };
    const deps = (db: Db) => ({ db, now: T0, weights: { fts: 1, vector: 0.5 }, embedder: counting });
    const result = await recallScoped(
      [
        { scope: 'project', deps: deps(project) },
        { scope: 'global', deps: deps(global) },
      ],
      'automobile fix',
      { limit: 10 },
    );
    expect(asked).toEqual([['automobile fix']]);
    expect(result.mode).toBe('hybrid');
    expect(result.hits.some((h) => h.scope === 'project') && result.hits.some((h) => h.scope === 'global')).toBe(true);
  });
});
