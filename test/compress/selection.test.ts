import { describe, expect, it } from 'vitest';
import { selectByCentroid, topKInOrder } from '../../src/compress/extractive.js';
import { hasLexicalContent, selectByTfIdfCentroid, tokenize } from '../../src/compress/lexical.js';
import { normalize } from '../../src/embed/embedder.js';

const v = (...xs: number[]) => normalize(xs);

describe('selectByCentroid', () => {
  it('returns top-k by cosine to the centroid in original order', () => {
    // Four vectors spread around the x axis, one outlier on -y: the outlier must lose.
    const vecs = [v(1, 0.4, 0), v(0, -1, 0), v(1, -0.4, 0), v(1, 0, 0.4), v(1, 0, -0.4)];
    const picks = selectByCentroid(vecs, 3);
    expect(picks).toHaveLength(3);
    expect(picks).not.toContain(1);
    expect([...picks].sort((a, b) => a - b)).toEqual(picks);
  });

  it('handles k >= n, k <= 0 and empty input', () => {
    expect(selectByCentroid([v(1, 0)], 3)).toEqual([0]);
    expect(selectByCentroid([v(1, 0), v(0, 1)], 0)).toEqual([]);
    expect(selectByCentroid([], 3)).toEqual([]);
  });

  it('skips near-duplicates so the budget covers different content', () => {
    const vecs = [v(1, 0, 0), v(1, 0, 0), v(1, 0.05, 0), v(0.7, 0.7, 0), v(0.7, 0, 0.7)];
    const picks = selectByCentroid(vecs, 3);
    expect(picks.filter((i) => i <= 2)).toHaveLength(1);
  });

  it('topKInOrder breaks ties by earlier index', () => {
    expect(topKInOrder([1, 1, 1, 1], 2)).toEqual([0, 1]);
  });
});

describe('tokenize', () => {
  it('drops English stop words and lowercases', () => {
    expect(tokenize('The database migration FAILED on the staging server')).toEqual([
      'database',
      'migration',
      'failed',
      'staging',
      'server',
    ]);
  });
  it('turns CJK runs into character bigrams', () => {
    expect(tokenize('数据库迁移')).toEqual(['数据', '据库', '库迁', '迁移']);
    expect(tokenize('データベースの移行が失敗')).toContain('移行');
    expect(tokenize('猫')).toEqual(['猫']);
    expect(tokenize('run 移行 now')).toEqual(['run', '移行']);
  });
  it('splits identifiers and keeps numbers', () => {
    expect(tokenize('src/cli.ts run_tests v2 7')).toEqual(['src', 'cli', 'ts', 'run_tests', 'run', 'tests', 'v2', '7']);
  });
  it('reports when there is nothing to rank', () => {
    expect(hasLexicalContent(['...', 'the of and'])).toBe(false);
    expect(hasLexicalContent(['...', 'migration'])).toBe(true);
  });
});

describe('selectByTfIdfCentroid', () => {
  it('prefers on-topic sentences over chit-chat, in original order', () => {
    const texts = [
      'The database migration failed with a schema error.',
      'Thanks, you are great!',
      'The migration script adds a column to the users table.',
      'I had pizza for lunch.',
      'Rerunning the migration after fixing the schema succeeded.',
      'Have a nice day.',
    ];
    expect(selectByTfIdfCentroid(texts, 3)).toEqual([0, 2, 4]);
  });

  it('works for Japanese text', () => {
    const texts = [
      'データベースの移行が失敗しました。',
      'ところで、昼ごはんはピザでした。',
      '移行スクリプトを修正して、データベースの移行をやり直しました。',
      'データベースの移行は成功しました。',
    ];
    const picks = selectByTfIdfCentroid(texts, 2);
    expect(picks).not.toContain(1);
  });

  it('does not pick exact repeats twice and handles degenerate input', () => {
    const texts = ['npm test failed', 'npm test failed', 'fixed the test', 'weather is nice today'];
    const picks = selectByTfIdfCentroid(texts, 2);
    expect(picks.filter((i) => i < 2)).toHaveLength(1);
    expect(selectByTfIdfCentroid([], 3)).toEqual([]);
    expect(selectByTfIdfCentroid(['a', 'b'], 5)).toEqual([0, 1]);
    expect(selectByTfIdfCentroid(['...', '!!', 'real words here', '??'], 1)).toEqual([2]);
  });
});
