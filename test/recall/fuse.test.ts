import { describe, expect, it } from 'vitest';
import { applyPriors, fuseRankings, type HitPrior, priorFactor, RANK_PRIORS, recencyFactor } from '../../src/recall/fuse.js';

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('fuseRankings()', () => {
  it('scores each id as the sum of weight / (k + rank) over the lists holding it', () => {
    const hits = fuseRankings(
      [
        { name: 'fts', weight: 1, ids: ['a', 'b'] },
        { name: 'vec', weight: 2, ids: ['b', 'c'] },
      ],
      60,
    );
    const b = hits.find((h) => h.id === 'b')!;
    expect(b.score).toBeCloseTo(1 / 62 + 2 / 61, 12);
    expect(b.ranks).toEqual({ fts: 2, vec: 1 });
  });

  it('puts an id that both disagreeing lists rank well above ids only one list likes', () => {
    const hits = fuseRankings([
      { name: 'fts', weight: 1, ids: ['x', 'shared', 'y', 'z'] },
      { name: 'vec', weight: 1, ids: ['p', 'q', 'shared', 'r'] },
    ]);
    expect(hits[0].id).toBe('shared');
    expect(hits).toHaveLength(7);
  });

  it('lets the heavier list win between two ids each ranked first by one list', () => {
    const hits = fuseRankings([
      { name: 'fts', weight: 1, ids: ['a'] },
      { name: 'vec', weight: 1.5, ids: ['b'] },
    ]);
    expect(ids(hits)).toEqual(['b', 'a']);
  });

  it('keeps items found by only one list, with only that rank recorded', () => {
    const hits = fuseRankings([
      { name: 'fts', weight: 1, ids: ['a'] },
      { name: 'trigram', weight: 1, ids: ['b'] },
    ]);
    expect(hits.map((h) => h.ranks)).toEqual([{ fts: 1 }, { trigram: 1 }]);
  });

  it('ignores a list of weight 0 entirely, including ids only it holds', () => {
    const hits = fuseRankings([
      { name: 'fts', weight: 1, ids: ['a', 'b'] },
      { name: 'vec', weight: 0, ids: ['b', 'only-vec'] },
    ]);
    expect(ids(hits)).toEqual(['a', 'b']);
    expect(hits[1].ranks).toEqual({ fts: 2 });
  });

  it('ignores negative and non-finite weights rather than inverting a ranking', () => {
    const hits = fuseRankings([
      { name: 'fts', weight: -1, ids: ['a'] },
      { name: 'vec', weight: Number.NaN, ids: ['b'] },
      { name: 'tri', weight: Infinity, ids: ['c'] },
    ]);
    expect(hits).toEqual([]);
  });

  it('breaks exactly equal scores by id, so output does not depend on list order', () => {
    const exact = fuseRankings([
      { name: 'l1', weight: 1, ids: ['b', 'a'] },
      { name: 'l2', weight: 1, ids: ['a', 'b'] },
    ]);
    expect(exact[0].score).toBe(exact[1].score);
    expect(ids(exact)).toEqual(['a', 'b']);
    const swapped = fuseRankings([
      { name: 'l2', weight: 1, ids: ['a', 'b'] },
      { name: 'l1', weight: 1, ids: ['b', 'a'] },
    ]);
    expect(ids(swapped)).toEqual(['a', 'b']);
  });

  it('prefers the id with the better single rank when scores are exactly equal', () => {
    // With k = 0: p gets 1/1 from l1; q gets 1/2 + 1/2 from l2 and l3. Equal scores, p has rank 1.
    const hits = fuseRankings(
      [
        { name: 'l1', weight: 1, ids: ['p'] },
        { name: 'l2', weight: 1, ids: ['pad2', 'q'] },
        { name: 'l3', weight: 1, ids: ['pad3', 'q'] },
      ],
      0,
    );
    const p = hits.find((h) => h.id === 'p')!;
    const q = hits.find((h) => h.id === 'q')!;
    expect(p.score).toBe(q.score);
    expect(hits.indexOf(p)).toBeLessThan(hits.indexOf(q));
  });

  it('counts a repeated id once per list, at its best rank', () => {
    const [hit] = fuseRankings([{ name: 'fts', weight: 1, ids: ['a', 'a', 'a'] }]);
    expect(hit.score).toBeCloseTo(1 / 61, 12);
    expect(hit.ranks).toEqual({ fts: 1 });
  });

  it('returns nothing for no lists or empty lists', () => {
    expect(fuseRankings([])).toEqual([]);
    expect(fuseRankings([{ name: 'fts', weight: 1, ids: [] }])).toEqual([]);
  });

  it('rejects a negative or non-finite k', () => {
    expect(() => fuseRankings([], -1)).toThrow(RangeError);
    expect(() => fuseRankings([], Number.NaN)).toThrow(RangeError);
  });
});

describe('recencyFactor()', () => {
  it('gives today the full boost, halves it per half-life and never drops below 1', () => {
    const { maxBoost } = RANK_PRIORS.recency;
    expect(recencyFactor(0, 30)).toBeCloseTo(1 + maxBoost, 12);
    expect(recencyFactor(30, 30)).toBeCloseTo(1 + maxBoost / 2, 12);
    expect(recencyFactor(10_000, 30)).toBeGreaterThanOrEqual(1);
    expect(recencyFactor(10_000, 30)).toBeCloseTo(1, 6);
  });

  it('treats a future timestamp as now and bad input as no prior', () => {
    expect(recencyFactor(-5, 30)).toBe(recencyFactor(0, 30));
    expect(recencyFactor(Number.NaN, 30)).toBe(1);
    expect(recencyFactor(3, 0)).toBe(1);
  });
});

describe('applyPriors()', () => {
  const equalHits = (names: string[]) => names.map((id) => ({ id, score: 0.02, ranks: { fts: 1 } }));
  const prior = (kind: string, source = 'auto', ageDays = 10): HitPrior => ({ kind, source, ageDays });

  it('orders decisions above prompts above summaries above assistant text and tool evidence at equal base score', () => {
    const priors = new Map([
      ['tool', prior('tool')],
      ['assistant', prior('assistant')],
      ['summary', prior('summary')],
      ['prompt', prior('prompt')],
      ['decision', prior('decision')],
    ]);
    const out = applyPriors(equalHits(['tool', 'assistant', 'summary', 'prompt', 'decision']), priors);
    expect(ids(out).slice(0, 3)).toEqual(['decision', 'prompt', 'summary']);
    expect(out[3].score).toBe(out[4].score);
  });

  it('ranks a manual memory above an auto one of the same kind and age', () => {
    const priors = new Map([
      ['auto', prior('decision', 'auto')],
      ['manual', prior('decision', 'manual')],
    ]);
    expect(ids(applyPriors(equalHits(['auto', 'manual']), priors))).toEqual(['manual', 'auto']);
  });

  it('ranks the more recent of two otherwise equal memories first', () => {
    const priors = new Map([
      ['old', prior('prompt', 'auto', 400)],
      ['new', prior('prompt', 'auto', 1)],
    ]);
    expect(ids(applyPriors(equalHits(['old', 'new']), priors))).toEqual(['new', 'old']);
  });

  it('does not let priors overturn a clearly better fused ranking', () => {
    // Rank 1 in two lists vs a fresh manual decision ranked 1 in one list.
    const fused = fuseRankings([
      { name: 'fts', weight: 1, ids: ['relevant', 'decision'] },
      { name: 'vec', weight: 1, ids: ['relevant'] },
    ]);
    const priors = new Map([
      ['relevant', prior('assistant', 'auto', 365)],
      ['decision', prior('decision', 'manual', 0)],
    ]);
    expect(applyPriors(fused, priors)[0].id).toBe('relevant');
  });

  it('keeps the fused score as baseScore, leaves hits without a prior unchanged and does not mutate its input', () => {
    const hits = equalHits(['known', 'unknown']);
    const out = applyPriors(hits, new Map([['known', prior('martian-kind', 'martian-source', 10_000)]]));
    expect(out.map((h) => [h.id, h.baseScore])).toEqual([
      ['known', 0.02],
      ['unknown', 0.02],
    ]);
    expect(out.find((h) => h.id === 'unknown')!.score).toBe(0.02);
    expect(hits[0]).toEqual({ id: 'known', score: 0.02, ranks: { fts: 1 } });
  });

  it('uses the half-life it is given', () => {
    const p = prior('prompt', 'auto', 30);
    expect(priorFactor(p, 30)).toBeCloseTo(RANK_PRIORS.kind.prompt * (1 + RANK_PRIORS.recency.maxBoost / 2), 12);
    const out = applyPriors(equalHits(['x']), new Map([['x', p]]), { halfLifeDays: 30 });
    expect(out[0].score).toBeCloseTo(0.02 * priorFactor(p, 30), 12);
  });
});
