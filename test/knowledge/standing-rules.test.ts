// "From now on / always / never / from today" rules in the words people use (issue 22): README's own "From now on,
// never commit to main" and the demo's "From now on, every migration must be idempotent." are each one item of the
// right kind; and an extracted discovery is one statement, never two unrelated sentences packed together.
import { describe, expect, it } from 'vitest';
import { extractCandidates } from '../../src/knowledge/extract.js';

const fromPrompt = (text: string) => extractCandidates({ prompt: text }).map((c) => ({ kind: c.kind, subject: c.subject, text: c.text }));

describe('standing rules in a prompt', () => {
  const cases: [string, 'preference' | 'convention', string?][] = [
    ['From now on, never commit to main.', 'preference'],
    ['From now on, every migration must be idempotent.', 'convention', 'migration'],
    ['From now on, migrations must be reversible.', 'convention', 'migration'],
    ['From now on, all new endpoints need an integration test.', 'convention', 'endpoint'],
    ['Starting today, every release gets a changelog entry.', 'convention', 'release'],
    ['From today, always run the linter before pushing.', 'preference'],
    ['From now on use pnpm.', 'preference', 'package manager'],
    ['from now on: no console.log in committed code', 'preference'],
    ['Always use conventional commits from now on.', 'preference'],
  ];
  for (const [text, kind, subject] of cases) {
    it(`"${text}" is one ${kind}`, () => {
      const found = fromPrompt(text);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ kind, text, ...(subject ? { subject } : {}) });
    });
  }

  it('a standing phrase on what is not software work is conversation, not a rule', () => {
    expect(fromPrompt('From now on, I will go running every morning.')).toEqual([]);
    expect(fromPrompt('Starting today, every weekend gets a long walk.')).toEqual([]);
  });
});

describe('a discovery is one statement', () => {
  const turn = (assistant: string) =>
    extractCandidates({
      prompt: 'the parser crashes on empty input',
      assistant: [assistant],
      evidence: { filesModified: ['src/tokenizer.ts'], commands: [] },
    }).filter((c) => c.kind === 'discovery');

  it('does not pack an unrelated next sentence into the finding', () => {
    const found = turn('The root cause was a missing length check in the tokenizer. The release notes now mention Node 22.');
    expect(found.map((c) => c.text)).toContain('The root cause was a missing length check in the tokenizer.');
    for (const c of found) expect(c.text).not.toMatch(/tokenizer\. The release notes/);
  });

  it('still keeps a finding and its fix told in a row together', () => {
    const found = turn(
      'The root cause was a missing length check in the tokenizer. The fix was to check the length before the first read.',
    );
    expect(found.map((c) => c.text)).toEqual([
      'The root cause was a missing length check in the tokenizer. The fix was to check the length before the first read.',
    ]);
  });
});
