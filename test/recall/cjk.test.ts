// Short CJK words: Chinese and Japanese write no spaces, so the word index holds a whole run ("数据库迁移失败了") as one
// token and the trigram index matches three characters or more: a one- or two-character word (迁移, 重复, 毎晩, 배포)
// found nothing, in keyword and hybrid mode, from every caller (issue 24).
import { afterAll, describe, expect, it } from 'vitest';
import { promptInjection } from '../../src/inject/prompt.js';
import { sessionRecallHandler } from '../../src/mcp/tools.js';
import { recall, type RecallOptions } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import { docsMissingEmbedding, saveEmbeddings } from '../../src/store/search.js';
import { cleanupTempDirs, conceptEmbedder, DAY, freshDb, seedPrompt, seedSession, T0 } from '../helpers/seed.js';

afterAll(() => cleanupTempDirs());

const TEXTS = {
  zhMigration: '数据库迁移失败了，需要回滚到上一个版本',
  zhDuplicate: '提醒邮件重复发送了两次，用户投诉',
  jaNightly: '毎晩のバックアップが途中で止まっている',
  koDeploy: '어제 배포를 다시 시작했습니다',
  en: 'The nightly export job writes CSV files to the bucket',
};

function store(): { db: Db; sessions: Record<keyof typeof TEXTS, string> } {
  const db = freshDb();
  const sessions = {} as Record<keyof typeof TEXTS, string>;
  let i = 0;
  for (const [key, text] of Object.entries(TEXTS) as [keyof typeof TEXTS, string][]) {
    const s = seedSession(db, { at: T0 - (10 - i) * DAY });
    seedPrompt(db, { sessionId: s, text, at: T0 - (10 - i) * DAY });
    sessions[key] = s;
    i++;
  }
  // Padding, so that document frequencies look like a real store's.
  const pad = seedSession(db, { at: T0 - 20 * DAY });
  for (let n = 0; n < 30; n++)
    seedPrompt(db, { sessionId: pad, text: `unrelated note ${n} about the parser and its tests`, at: T0 - 20 * DAY + n });
  return { db, sessions };
}

const search = (db: Db, query: string, opts: Partial<RecallOptions> & { embedder?: ReturnType<typeof conceptEmbedder> } = {}) =>
  recall({ db, now: T0, weights: { fts: 1, vector: 0.5 }, embedder: opts.embedder ?? null }, query, { limit: 5, mode: opts.mode, ...opts });

const CASES: [string, keyof typeof TEXTS][] = [
  ['迁移', 'zhMigration'],
  ['重复', 'zhDuplicate'],
  ['毎晩', 'jaNightly'],
  ['배포', 'koDeploy'],
  ['回滚', 'zhMigration'],
  ['deploy 배포 restarted', 'koDeploy'],
  ['why did the 迁移 fail', 'zhMigration'],
];

describe('one- and two-character CJK words', () => {
  it.each(CASES)('keyword recall finds "%s", as a relevant hit', async (query, key) => {
    const { db, sessions } = store();
    const res = await search(db, query, { mode: 'fts' });
    expect(res.hits[0]?.session_id).toBe(sessions[key]);
    expect(res.hits[0]?.relevant).toBe(true);
  });

  it.each(CASES)('hybrid recall finds "%s"', async (query, key) => {
    const { db, sessions } = store();
    const embedder = conceptEmbedder('concepts:2', [['backup'], ['parser']]);
    for (;;) {
      const docs = docsMissingEmbedding(db, 64);
      if (!docs.length) break;
      const vectors = await embedder.embed(docs.map((d) => d.text));
      saveEmbeddings(
        db,
        embedder.id,
        docs.map((d, i) => ({ docId: d.docId, vector: vectors[i] })),
      );
    }
    const res = await search(db, query, { embedder });
    expect(res.mode).toBe('hybrid');
    expect(res.hits[0]?.session_id).toBe(sessions[key]);
  });

  it('a single character finds the runs that hold it, and an absent one finds nothing relevant', async () => {
    const { db, sessions } = store();
    expect((await search(db, '库', { mode: 'fts' })).hits[0]?.session_id).toBe(sessions.zhMigration);
    expect((await search(db, '猫', { mode: 'fts' })).relevant).toBe(0);
  });

  it('the prompt hook injects the memory for a short Chinese prompt', async () => {
    const { db } = store();
    const injected = await promptInjection(
      db,
      '迁移为什么失败了？',
      (query, limit) => search(db, query, { limit, filters: { exceptSessionId: 'asking' } }),
      { sessionId: 'asking', maxItems: 5, budgetTokens: 500, latencyBudgetMs: 5_000, now: Date.now },
    );
    expect(injected?.text).toContain(TEXTS.zhMigration);
  });

  it('session_recall (MCP) finds a Japanese two-character word', async () => {
    const { db } = store();
    const result = await sessionRecallHandler(
      { db, now: () => T0, recall: (q, limit, filters) => search(db, q, { limit, filters }), status: () => ({}), journal: null },
      { topic: '毎晩', limit: 5 },
    );
    expect(result.content[0].text).toContain(TEXTS.jaNightly);
  });
});
