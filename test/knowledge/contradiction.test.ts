// Which statements contradict each other (issue 22): another value for one choice, the same rule with another number,
// the opposite rule; and what is not a contradiction (two scopes, an identifier that happens to be a number).
import { describe, expect, it } from 'vitest';
import { contradicted, quantityRivals, type Statement, statedFacets } from '../../src/knowledge/contradiction.js';

const said = (id: number, kind: Statement['kind'], text: string): Statement => ({
  id,
  kind,
  text,
  subject: '',
  ...(statedFacets(text) ?? {}),
});

describe('statedFacets', () => {
  it('reads what a tersely saved rule chooses and rules out', () => {
    expect(statedFacets('Use pnpm, never npm')).toMatchObject({ subject: 'package manager', value: 'pnpm', replaces: 'npm' });
    expect(statedFacets('We use yarn, not pnpm')).toMatchObject({ subject: 'package manager', value: 'yarn', replaces: 'pnpm' });
  });
});

describe('contradicted', () => {
  it('finds another tool for the same single-valued role, whatever each was saved as', () => {
    expect(contradicted(said(2, 'convention', 'We use yarn, not pnpm'), [said(1, 'convention', 'Use pnpm, never npm')])).toEqual([1]);
    expect(contradicted(said(2, 'decision', 'Install packages with yarn'), [said(1, 'convention', 'Use pnpm, never npm')])).toEqual([1]);
  });

  it('finds the same rule with another number', () => {
    expect(
      contradicted(said(2, 'decision', 'Retry failed webhooks 8 times'), [said(1, 'convention', 'Retry failed webhooks 5 times')]),
    ).toEqual([1]);
    expect(quantityRivals('The HTTP client timeout is 30 seconds', 'The HTTP client timeout is 10 seconds')).toBe(true);
    expect(quantityRivals('retries: 5 for the webhook sender', 'retries: 8 for the webhook sender')).toBe(true);
  });

  it('finds the opposite rule', () => {
    expect(contradicted(said(2, 'convention', 'Never squash merge PRs'), [said(1, 'convention', 'Always squash merge PRs')])).toEqual([1]);
  });

  it('leaves alone what does not contradict: unrelated rules, identifiers, a number that counts something else', () => {
    expect(contradicted(said(2, 'convention', 'Tests live in test/'), [said(1, 'convention', 'Use pnpm, never npm')])).toEqual([]);
    expect(quantityRivals('Routine note number 119 about module area119', 'Routine note number 69 about module area69')).toBe(false);
    expect(quantityRivals('Use Node 20 in CI', 'The CI build takes 20 minutes')).toBe(false);
    expect(quantityRivals('Retry failed webhooks 5 times', 'Retry failed webhooks 5 times, then alert')).toBe(false);
    expect(contradicted(said(2, 'convention', 'Use pnpm for every package'), [said(1, 'convention', 'Use pnpm, never npm')])).toEqual([]);
  });
});
