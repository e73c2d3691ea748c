import { describe, expect, it } from 'vitest';
import { collapseWhitespace, splitSentences } from '../../src/compress/sentences.js';

function expectSubstrings(text: string, sentences: string[]) {
  const flat = collapseWhitespace(text);
  for (const s of sentences) expect(flat).toContain(s);
}

describe('splitSentences', () => {
  it('splits English prose, keeping abbreviations, versions and paths intact', () => {
    const text = 'Hello world. This is e.g. a test! Is it? Version 1.2.3 is out. See src/cli.ts for details.';
    const out = splitSentences(text);
    expect(out).toEqual(['Hello world.', 'This is e.g. a test!', 'Is it?', 'Version 1.2.3 is out.', 'See src/cli.ts for details.']);
    expectSubstrings(text, out);
  });

  it('drops empty, whitespace-only and punctuation-only pieces', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('   \n\t  ')).toEqual([]);
    expect(splitSentences('... --- !!! \n\n * \n OK then.')).toEqual(['OK then.']);
  });

  it('treats lines and list items as boundaries but re-joins hard-wrapped prose', () => {
    const text = 'Plan:\n- add the index\n- run the migration\n\nThe migration failed because the\ncolumn already existed. We rolled back.';
    const out = splitSentences(text);
    expect(out).toEqual([
      'Plan:',
      'add the index',
      'run the migration',
      'The migration failed because the column already existed.',
      'We rolled back.',
    ]);
    expectSubstrings(text, out);
  });

  it('splits Japanese and Chinese on full-width terminators', () => {
    expect(splitSentences('今日は晴れです。明日は雨でしょう！本当に？はい。', 'ja')).toEqual([
      '今日は晴れです。',
      '明日は雨でしょう！',
      '本当に？',
      'はい。',
    ]);
    expect(splitSentences('数据库迁移失败了。我们需要回滚。')).toEqual(['数据库迁移失败了。', '我们需要回滚。']);
    // Mixed scripts in one text, default locale.
    expect(splitSentences('Fixed the bug. 修正しました。Done!')).toEqual(['Fixed the bug.', '修正しました。', 'Done!']);
  });

  it('skips fenced code blocks but keeps the prose around them', () => {
    const text = 'Here is the fix:\n```ts\nexport function f(a: number) { return a + 1; }\n```\nIt adds one. Tests pass.';
    const out = splitSentences(text);
    expect(out).toEqual(['Here is the fix:', 'It adds one.', 'Tests pass.']);
    expect(splitSentences(text, 'en', { keepCode: true }).join(' ')).toContain('export function f');
  });

  it('treats an unclosed fence as code to the end', () => {
    expect(splitSentences('Before.\n~~~\nconst x = 1;\nstill code')).toEqual(['Before.']);
  });

  it('cuts very long segments at word boundaries and caps the number of pieces', () => {
    const long = `${'word '.repeat(400)}end.`;
    const out = splitSentences(long, 'en', { maxLen: 100, maxPiecesPerSegment: 3 });
    expect(out).toHaveLength(3);
    for (const s of out) {
      expect(s.length).toBeLessThanOrEqual(100);
      expect(s.startsWith('word')).toBe(true);
    }
    expectSubstrings(long, out);
  });

  it('hard-cuts unbroken blobs safely', () => {
    const blob = 'A'.repeat(5000);
    const out = splitSentences(`Output: ${blob}`, 'en', { maxLen: 200 });
    expect(out.length).toBeLessThanOrEqual(3);
    for (const s of out) expect(s.length).toBeLessThanOrEqual(200);
  });

  it('drops symbol-dense code lines outside fences (minified JSON, stack noise)', () => {
    const text = 'Result follows.\n{"a":[1,2,{"b":"c"}],"d":{"e":[3,4]},"f":(x)=>{return x;}}\nAll good.';
    expect(splitSentences(text)).toEqual(['Result follows.', 'All good.']);
  });

  it('is fast enough for large inputs', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(5000);
    const t0 = performance.now();
    const out = splitSentences(text);
    expect(out).toHaveLength(5000);
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});
