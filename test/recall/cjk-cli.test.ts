// Short CJK words from the command line: `claude-memory recall 迁移` (the built bundle, as a user runs it).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupSandboxes, makeSandbox, runCliProcess } from '../helpers/store.js';

afterEach(cleanupSandboxes);

describe('recall from the CLI', () => {
  it('finds a remembered decision by a two-character Chinese, Japanese or Korean word', async () => {
    const sb = makeSandbox();
    for (const text of ['数据库迁移要先在预发环境跑一遍', '毎晩のバックアップは三時に始める', '배포는 금요일에 하지 않는다'])
      expect((await runCliProcess(sb, ['remember', text])).code).toBe(0);
    for (const [word, expected] of [
      ['迁移', '数据库迁移'],
      ['毎晩', '毎晩のバックアップ'],
      ['배포', '배포는 금요일'],
    ]) {
      const r = await runCliProcess(sb, ['recall', word, '--fts']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(expected);
    }
  });
});
