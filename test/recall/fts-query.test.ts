import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrigramQuery, buildWordQuery, hasCjk, MAX_TRIGRAM_TERMS, MAX_WORD_TERMS } from '../../src/recall/fts-query.js';

// Same tokenizers as the store's search_fts / search_trigram.
const WORD_TOKENIZER = 'porter unicode61 remove_diacritics 2';

const ROWS = [
  'the database migration failed',
  'Edit src/cli.ts to add the --verbose flag',
  'データベースの移行が失敗した',
  '数据库迁移失败了，需要回滚',
  'rename snake_case helpers to camelCase',
  'café au lait with crème brûlée',
  'what was it again',
  'we chose SQLite over Postgres because it is local',
];

let db: Database.Database;

beforeAll(() => {
  db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE w USING fts5(text, tokenize='${WORD_TOKENIZER}');
           CREATE VIRTUAL TABLE plain USING fts5(text, tokenize='unicode61 remove_diacritics 2');
           CREATE VIRTUAL TABLE g USING fts5(text, tokenize='trigram');`);
  for (const t of ROWS) for (const table of ['w', 'plain', 'g']) db.prepare(`INSERT INTO ${table}(text) VALUES (?)`).run(t);
});

afterAll(() => db.close());

function search(table: 'w' | 'plain' | 'g', match: string | null): string[] {
  if (match === null) return [];
  return (db.prepare(`SELECT text FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table})`).all(match) as { text: string }[]).map(
    (r) => r.text,
  );
}

const loneHigh = String.fromCharCode(0xd83d);
const loneLow = String.fromCharCode(0xde42);
const HOSTILE: string[] = [
  '"',
  '""',
  "'",
  '(',
  ')',
  'a AND',
  'OR',
  'AND',
  'NOT x',
  'NOT',
  'NEAR(',
  'NEAR(a b, 2)',
  '*',
  '-foo',
  'col:val',
  'text:migration',
  '^',
  '^migration',
  '{text}: x',
  '🙂',
  '🙂🙂🙂🙂',
  '👩‍👩‍👧‍👦',
  '🙂 migration',
  'データベースの移行が失敗した',
  '数据库迁移失败',
  '한국어 검색',
  'x'.repeat(10_000),
  'migration '.repeat(1_000),
  `${'a'.repeat(5_000)} ${'数'.repeat(5_000)}`,
  '\u0000\u0001\u0007\u001b[31m\u007f',
  `${loneHigh}`,
  `${loneLow}abc${loneHigh}`,
  `mig${loneHigh}ration`,
  '\u200b\u200d\ufeff',
  '',
  '   \t\n',
  '"unterminated',
  'a" OR "b',
  'migration" OR 1=1 --',
  '*"*',
  'foo*bar',
  '::',
  'cli.ts',
  '.',
  '...',
  'src/cli.ts:42',
  'C++',
  '\\',
  'x"y',
];

describe('hostile inputs', () => {
  it.each(HOSTILE.map((s) => [JSON.stringify(s).slice(0, 40), s]))('never make FTS5 throw: %s', (_label, input) => {
    for (const prefix of [false, true]) {
      for (const mode of ['or', 'and'] as const) {
        const q = buildWordQuery(input, { prefix, mode });
        expect(() => search('w', q)).not.toThrow();
        expect(() => search('plain', q)).not.toThrow();
      }
    }
    expect(() => search('g', buildTrigramQuery(input))).not.toThrow();
  });

  it('returns null when nothing is searchable instead of an empty or syntax-only expression', () => {
    for (const s of ['', '"', '""', '(', ')', '*', '^', '🙂', '🙂🙂🙂🙂', '\u0000', loneHigh, '   ', '::', '-']) {
      expect(buildWordQuery(s)).toBeNull();
    }
    for (const s of ['', '"', 'ab', '🙂', '🙂🙂🙂', '-a-', '數', '数据', loneHigh + loneLow]) {
      expect(buildTrigramQuery(s)).toBeNull();
    }
  });

  it('turns FTS operators into plain quoted words rather than syntax', () => {
    expect(buildWordQuery('NOT x')).toBe('"x"'); // "not" is also a stop word
    expect(buildWordQuery('OR')).toBe('"or"');
    expect(buildWordQuery('NEAR(')).toBe('"near"');
    expect(buildWordQuery('col:val')).toBe('"col" OR "val"');
    expect(buildWordQuery('-foo')).toBe('"foo"');
  });

  it('bounds the number of terms for pasted walls of text', () => {
    const wall = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    expect(buildWordQuery(wall)!.split(' OR ')).toHaveLength(MAX_WORD_TERMS);
    expect(buildTrigramQuery(wall)!.split(' OR ')).toHaveLength(MAX_TRIGRAM_TERMS);
  });
});

describe('buildWordQuery()', () => {
  it('finds the migration row from a single word, stemmed by porter', () => {
    expect(search('w', buildWordQuery('migration'))).toEqual(['the database migration failed']);
    expect(search('w', buildWordQuery('migrations'))).toEqual(['the database migration failed']);
  });

  it('drops stop words so a natural question still matches on its topic words', () => {
    expect(buildWordQuery('Why did the database migration fail?')).toBe('"database" OR "migration" OR "fail"');
    expect(search('w', buildWordQuery('Why did the database migration fail?'))[0]).toBe('the database migration failed');
  });

  it('keeps stop words when nothing else remains', () => {
    expect(buildWordQuery('what was it')).toBe('"what" OR "was" OR "it"');
    expect(search('w', buildWordQuery('what was it'))[0]).toBe('what was it again');
  });

  it('ORs terms by default so BM25 ranks the document matching more of them first', () => {
    const hits = search('w', buildWordQuery('database failed helpers'));
    expect(hits[0]).toBe('the database migration failed');
    expect(hits).toContain('rename snake_case helpers to camelCase');
  });

  it('requires every term in and mode', () => {
    expect(buildWordQuery('database helpers', { mode: 'and' })).toBe('"database" AND "helpers"');
    expect(search('w', buildWordQuery('database helpers', { mode: 'and' }))).toEqual([]);
    expect(search('w', buildWordQuery('database migration', { mode: 'and' }))).toEqual(['the database migration failed']);
  });

  it('lowercases, dedupes and folds diacritics through the tokenizer', () => {
    expect(buildWordQuery('Migration MIGRATION migration')).toBe('"migration"');
    expect(search('w', buildWordQuery('CAFE creme'))).toEqual(['café au lait with crème brûlée']);
  });

  it('ignores emoji next to words', () => {
    expect(buildWordQuery('🙂 migration')).toBe('"migration"');
    expect(search('w', buildWordQuery('🙂 migration'))).toEqual(['the database migration failed']);
  });

  it('splits identifiers the way unicode61 does', () => {
    expect(buildWordQuery('snake_case')).toBe('"snake" OR "case"');
    expect(search('w', buildWordQuery('snake_case'))).toEqual(['rename snake_case helpers to camelCase']);
  });

  it('marks only the last token as a prefix, and keeps it even if it is a stop word', () => {
    expect(buildWordQuery('database mig', { prefix: true })).toBe('"database" OR "mig"*');
    expect(buildWordQuery('the', { prefix: true })).toBe('"the"*');
    expect(buildWordQuery('how do I mig', { prefix: true })).toBe('"mig"*');
    expect(search('plain', buildWordQuery('databa', { prefix: true }))).toEqual(['the database migration failed']);
    expect(search('w', buildWordQuery('migra', { prefix: true }))).toEqual(['the database migration failed']);
  });

  it('does not turn a one-letter last token into a prefix that matches half the vocabulary', () => {
    expect(buildWordQuery('database m', { prefix: true })).toBe('"database" OR "m"');
  });

  it('keeps a CJK run as one token, as unicode61 indexes it', () => {
    expect(search('w', buildWordQuery('データベースの移行が失敗した'))).toEqual(['データベースの移行が失敗した']);
  });

  it('drops lone surrogates and control characters without losing the words around them', () => {
    expect(buildWordQuery(`\u0000migration${loneHigh} fail\u0007ed`)).toBe('"migration" OR "fail" OR "ed"');
  });
});

describe('buildTrigramQuery()', () => {
  it('finds a file name by substring', () => {
    expect(buildTrigramQuery('cli.ts')).toBe('"cli.ts"');
    expect(search('g', buildTrigramQuery('cli.ts'))).toEqual(['Edit src/cli.ts to add the --verbose flag']);
  });

  it('keeps snake_case identifiers whole', () => {
    expect(search('g', buildTrigramQuery('snake_case'))).toEqual(['rename snake_case helpers to camelCase']);
  });

  it('finds a Japanese row from the exact text and from a rephrased query', () => {
    expect(search('g', buildTrigramQuery('データベースの移行が失敗した'))).toEqual(['データベースの移行が失敗した']);
    expect(search('g', buildTrigramQuery('データベース移行の失敗'))[0]).toBe('データベースの移行が失敗した');
  });

  it('finds a Chinese row from a shorter query', () => {
    expect(search('g', buildTrigramQuery('数据库迁移'))).toEqual(['数据库迁移失败了，需要回滚']);
  });

  it('splits CJK runs into overlapping three-character windows', () => {
    expect(buildTrigramQuery('数据库迁移')).toBe('"数据库" OR "据库迁" OR "库迁移"');
  });

  it('treats CJK punctuation as a separator', () => {
    expect(buildTrigramQuery('失败了，需要')).toBe('"失败了"');
  });

  it('strips quotes, brackets and FTS syntax from the ends of terms', () => {
    expect(buildTrigramQuery('"cli.ts"')).toBe('"cli.ts"');
    expect(buildTrigramQuery('(cli.ts)')).toBe('"cli.ts"');
    expect(buildTrigramQuery('-verbose')).toBe('"verbose"');
    expect(buildTrigramQuery('See cli.ts.')).toBe('"see" OR "cli.ts"');
    expect(buildTrigramQuery('NEAR(cli.ts, 2)')).toBe('"near" OR "cli.ts"');
  });

  it('drops English stop words, which are substrings of many other words', () => {
    expect(buildTrigramQuery('the migration')).toBe('"migration"');
    expect(buildTrigramQuery('the')).toBe('"the"');
  });

  it('is case-insensitive like the trigram tokenizer', () => {
    expect(search('g', buildTrigramQuery('SQLITE'))).toEqual(['we chose SQLite over Postgres because it is local']);
  });

  it('handles mixed Latin and CJK in one chunk', () => {
    expect(buildTrigramQuery('cli.tsを修正する')).toBe('"cli.ts" OR "を修正" OR "修正す" OR "正する"');
  });

  it('ignores emoji and keeps the word', () => {
    expect(buildTrigramQuery('🙂 migration')).toBe('"migration"');
    expect(search('g', buildTrigramQuery('🙂migration'))).toEqual(['the database migration failed']);
  });
});

describe('hasCjk()', () => {
  it('detects Chinese, Japanese kana and Korean', () => {
    expect(hasCjk('数据库')).toBe(true);
    expect(hasCjk('ひらがな')).toBe(true);
    expect(hasCjk('カタカナ')).toBe(true);
    expect(hasCjk('한국어')).toBe(true);
    expect(hasCjk('Edit cli.ts 🙂')).toBe(false);
    expect(hasCjk('café')).toBe(false);
    expect(hasCjk('')).toBe(false);
  });
});
