import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planBatches, type BatchCostModel } from '../../src/embed/batching.js';

const model: BatchCostModel = { callCost: 45, slotCost: (t) => 2 + t + (t * t) / 100, maxBatch: 32 };

/** The modelled cost of a plan: each call padded to its longest text. */
function planCost(lengths: number[], groups: number[][], m = model): number {
  return groups.reduce((sum, g) => sum + m.callCost + g.length * m.slotCost(Math.max(...g.map((i) => lengths[i]))), 0);
}

describe('planBatches', () => {
  it('keeps a long text out of a call of short sentences', () => {
    const lengths = [8, 10, 400, 9, 12, 7, 11, 10];
    const groups = planBatches(lengths, model);
    const withLong = groups.find((g) => g.includes(2))!;
    expect(withLong).toEqual([2]);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
    // Far cheaper than the one call of all eight padded to 400 tokens.
    expect(planCost(lengths, groups)).toBeLessThan(planCost(lengths, [lengths.map((_, i) => i)]) / 3);
  });

  it('puts many short texts in shared calls, never more than maxBatch in one', () => {
    const lengths = Array.from({ length: 100 }, (_, i) => 5 + (i % 7));
    const groups = planBatches(lengths, model);
    expect(groups.length).toBe(4);
    expect(Math.max(...groups.map((g) => g.length))).toBeLessThanOrEqual(32);
  });

  it('returns every index once, and never costs more than fixed batches of the same size in input order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 128 }), { maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (lengths, maxBatch) => {
        const m = { ...model, maxBatch };
        const groups = planBatches(lengths, m);
        expect(groups.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
        expect(groups.every((g) => g.length >= 1 && g.length <= maxBatch)).toBe(true);
        const fixed: number[][] = [];
        for (let i = 0; i < lengths.length; i += maxBatch) fixed.push(lengths.slice(i, i + maxBatch).map((_, k) => i + k));
        expect(planCost(lengths, groups, m)).toBeLessThanOrEqual(planCost(lengths, fixed, m) + 1e-9);
      }),
    );
  });

  it('plans nothing for no texts', () => {
    expect(planBatches([], model)).toEqual([]);
  });
});
