import { describe, expect, it } from 'vitest';
import { defaultTrailer, estimateTokens, fitToBudget, truncateToTokens } from '../../src/inject/budget.js';

describe('estimateTokens()', () => {
  it('counts nothing for empty text', () => {
    expect(estimateTokens('')).toBe(0);
  });

  it('estimates English at a little more than chars / 4', () => {
    const prose = 'The database migration failed because the schema version table was missing. '.repeat(10);
    const tokens = estimateTokens(prose);
    expect(tokens).toBeGreaterThanOrEqual(Math.ceil(prose.length / 4));
    expect(tokens).toBeLessThanOrEqual(Math.ceil(prose.length / 3));
  });

  it('counts one token per CJK character', () => {
    expect(estimateTokens('データベースの移行が失敗した')).toBe(14);
    expect(estimateTokens('数据库迁移失败')).toBe(7);
    expect(estimateTokens('한국어')).toBe(3);
  });

  it('counts per code point, so an emoji is not two characters of cost', () => {
    expect(estimateTokens('🙂')).toBe(2);
    expect(estimateTokens('🙂🙂')).toBe(4);
  });

  it('is additive up to rounding, so the parts never cost less than the whole', () => {
    const a = 'Edit src/cli.ts';
    const b = '数据库迁移';
    expect(estimateTokens(a + b)).toBeLessThanOrEqual(estimateTokens(a) + estimateTokens(b));
  });
});

describe('truncateToTokens()', () => {
  it('returns text that fits unchanged', () => {
    expect(truncateToTokens('short text', 100)).toBe('short text');
  });

  it('cuts at a word boundary and marks the cut with an ellipsis', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda';
    const cut = truncateToTokens(text, 8);
    expect(cut.endsWith('…')).toBe(true);
    expect(estimateTokens(cut)).toBeLessThanOrEqual(8);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // Ends on a whole word.
    expect(text[cut.length - 1]).toBe(' ');
  });

  it('cuts CJK text between characters when there are no spaces', () => {
    const cut = truncateToTokens('データベースの移行が失敗した', 6);
    expect(cut).toBe('データベー…');
    expect(estimateTokens(cut)).toBeLessThanOrEqual(6);
  });

  it('never splits a surrogate pair, a ZWJ emoji sequence or a combining accent', () => {
    const family = '👩‍👩‍👧‍👦';
    const cut = truncateToTokens(`${family}${family}${family}`, 12);
    expect(cut.replace('…', '').replaceAll(family, '')).toBe('');
    const accented = 'e\u0301'.repeat(50);
    const cut2 = truncateToTokens(accented, 5);
    expect(cut2.replace('…', '').replaceAll('e\u0301', '')).toBe('');
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(truncateToTokens('🙂'.repeat(20), 7))).toBe(false);
  });

  it('keeps a long word rather than collapsing to nothing when there is no space near the cut', () => {
    const url = `see https://example.com/${'a'.repeat(200)}`;
    const cut = truncateToTokens(url, 20);
    expect(cut.length).toBeGreaterThan(30);
    expect(estimateTokens(cut)).toBeLessThanOrEqual(20);
  });

  it('returns an empty string when not even the ellipsis fits', () => {
    expect(truncateToTokens('anything at all', 0)).toBe('');
    expect(truncateToTokens('anything at all', -3)).toBe('');
    expect(truncateToTokens('anything at all', Number.NaN)).toBe('');
  });
});

describe('fitToBudget()', () => {
  const items = Array.from({ length: 10 }, (_, i) => `memory number ${i + 1}: the migration touched schema table ${i + 1}`);

  it('includes everything with no trailer when it all fits', () => {
    const r = fitToBudget(items.slice(0, 3), 1000, { header: '## Memory' });
    expect(r).toMatchObject({ included: 3, omitted: 0 });
    expect(r.text).toBe(['## Memory', ...items.slice(0, 3)].join('\n'));
    expect(r.tokens).toBe(estimateTokens(r.text));
  });

  it('stops at the first item that does not fit and says how many were left out', () => {
    const r = fitToBudget(items, 60);
    expect(r.included).toBeGreaterThan(0);
    expect(r.included + r.omitted).toBe(10);
    expect(r.text.endsWith(defaultTrailer(r.omitted))).toBe(true);
    expect(r.text).toContain('use session_recall');
    expect(r.tokens).toBeLessThanOrEqual(60);
    expect(r.text.split('\n').slice(0, r.included)).toEqual(items.slice(0, r.included));
  });

  it('does not skip ahead to squeeze in a later, shorter item', () => {
    const r = fitToBudget(['short one', 'x'.repeat(400), 'tiny'], 40);
    expect(r.included).toBe(1);
    expect(r.text).not.toContain('tiny');
    expect(r.omitted).toBe(2);
  });

  it('uses a custom trailer and counts it against the budget', () => {
    const trailer = (n: number) => `(${n} hidden)`;
    const r = fitToBudget(items, 50, { trailer });
    expect(r.text.endsWith(`(${r.omitted} hidden)`)).toBe(true);
    expect(r.tokens).toBeLessThanOrEqual(50);
  });

  it('never exceeds the budget, header and trailer included, for any budget', () => {
    const mixed = [...items, 'データベースの移行が失敗した', '🙂 emoji line', 'x'.repeat(300), '数据库迁移失败了'];
    for (let budget = 0; budget <= 400; budget++) {
      const r = fitToBudget(mixed, budget, { header: '## Relevant memory from past sessions' });
      expect(r.tokens, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(r.included + r.omitted).toBe(mixed.length);
      if (r.omitted > 0 && r.text !== '') expect(r.text).toContain(`${r.omitted} more`);
    }
  });

  it('cuts an oversize first item instead of showing nothing', () => {
    const huge = 'The first memory is very long. '.repeat(200);
    const r = fitToBudget([huge, 'second'], 40, { header: '## Memory' });
    expect(r.included).toBe(1);
    expect(r.omitted).toBe(1);
    const lines = r.text.split('\n');
    expect(lines[0]).toBe('## Memory');
    expect(lines[1].endsWith('…')).toBe(true);
    expect(lines[2]).toBe(defaultTrailer(1));
    expect(r.tokens).toBeLessThanOrEqual(40);
  });

  it('cuts an oversize CJK-only item between characters', () => {
    const r = fitToBudget(['数据库迁移失败了'.repeat(50)], 10);
    expect(r.text).toMatch(/^[数据库迁移失败了]+…$/u);
    expect(r).toMatchObject({ included: 1, omitted: 0 });
    expect(r.tokens).toBeLessThanOrEqual(10);
  });

  it('shows only the trailer when no item can be shown, and nothing when even that does not fit', () => {
    const r = fitToBudget(['数据库迁移'], 1, { trailer: (n) => `+${n}` });
    expect(r).toMatchObject({ text: '+1', included: 0, omitted: 1 });
    expect(fitToBudget(items, 0)).toEqual({ text: '', included: 0, omitted: 10, tokens: 0 });
  });

  it('omits the header when no item is shown', () => {
    const r = fitToBudget(items, 14, { header: '## A rather long memory header line here' });
    expect(r.text).not.toContain('## A rather long');
  });

  it('returns empty text for no items, even with a header', () => {
    expect(fitToBudget([], 100, { header: '## Memory' })).toEqual({ text: '', included: 0, omitted: 0, tokens: 0 });
  });
});
