// The hot-files and topic-map panels' counting, on hand-made inputs.
import { describe, expect, it } from 'vitest';
import { hotPaths, topicClusters } from '../../src/dashboard/topics.js';

describe('hotPaths', () => {
  it('counts turns per path (a path read and modified in one turn counts once), relative to the project root', () => {
    const evidence = [
      JSON.stringify({ filesRead: ['/repo/src/a.ts', '/repo/src/b.ts'], filesModified: ['/repo/src/a.ts'] }),
      JSON.stringify({ filesRead: ['/repo/src/a.ts'], filesModified: [] }),
      JSON.stringify({ filesModified: ['/elsewhere/c.ts'] }),
      'not json',
      JSON.stringify({ filesRead: [42, null] }),
    ];
    expect(hotPaths(evidence, 10, '/repo')).toEqual([
      { path: 'src/a.ts', turns: 2, modified: 1 },
      { path: '/elsewhere/c.ts', turns: 1, modified: 1 },
      { path: 'src/b.ts', turns: 1, modified: 0 },
    ]);
    expect(hotPaths(evidence, 1)).toEqual([{ path: '/repo/src/a.ts', turns: 2, modified: 1 }]);
  });
});

describe('topicClusters', () => {
  it('seeds clusters with frequent terms and groups the terms that co-occur with them', () => {
    const texts = [
      ...Array.from({ length: 6 }, (_, i) => `Fixed the invoice rounding in the billing module, case ${i}`),
      ...Array.from({ length: 5 }, (_, i) => `The tokenizer splits CJK bigrams for the search index, case ${i}`),
      'Updated the changelog',
      'Reviewed the deploy script',
      'Bumped the version',
    ];
    const clusters = topicClusters(texts, 5);
    const invoice = clusters.find((c) => c.term === 'invoice' || c.related.includes('invoice'))!;
    expect(invoice.memories).toBe(6);
    expect([invoice.term, ...invoice.related]).toEqual(expect.arrayContaining(['invoice', 'rounding', 'billing']));
    expect([invoice.term, ...invoice.related]).not.toContain('tokenizer');
    const tokenizer = clusters.find((c) => c.term === 'tokenizer' || c.related.includes('tokenizer'))!;
    expect([tokenizer.term, ...tokenizer.related]).toEqual(expect.arrayContaining(['tokenizer', 'bigrams', 'search']));
    // Every term shows in at most one cluster; words in more than half the memories are vocabulary, not topics.
    const all = clusters.flatMap((c) => [c.term, ...c.related]);
    expect(new Set(all).size).toBe(all.length);
    expect(topicClusters(['one memory only'], 5)).toEqual([]);
  });
});

describe('topicClusters: what is not a topic (issue 22)', () => {
  // A week of sessions as they read: greetings, plans, what the parser needs; the topics are the parser and its tests.
  const week = [
    'hello again; ok noted',
    'Hello! What did we do last time?',
    'thanks, that sounds good',
    'The parser needs a fix for nested quotes in the tokenizer',
    'The parser needs its tests moved to vitest',
    'Next we switch the parser tests from jest to vitest',
    'next step: the vitest config runs in watch mode',
    'The vitest suite runs in CI and it runs fast',
    'we want to run the parser tests later',
    'it tries the tokenizer first and then it retries',
    'jest was slow for the parser, vitest runs the tokenizer tests in seconds',
  ];

  it('leaves out greetings, words that order a conversation, inflected verbs and words used as verbs', () => {
    const terms = topicClusters(week, 10).flatMap((c) => [c.term, ...c.related]);
    for (const filler of ['needs', 'next', 'runs', 'hello', 'thanks', 'later', 'tries', 'retries', 'sounds', 'want', 'noted', 'last'])
      expect(terms, filler).not.toContain(filler);
    expect(terms).toEqual(expect.arrayContaining(['parser', 'vitest', 'tokenizer']));
  });

  it('keeps a word that is a topic in its own right, even one that can be a verb elsewhere', () => {
    const texts = [
      'The deploy script pushes the image to the registry',
      'The registry rejected the image: the deploy script needs a token',
      'Rotated the registry token used by the deploy',
      'The image build is cached by the registry',
      'Invoice rounding uses banker rounding now',
      'The invoice totals are rounded per line',
      'Billing exports invoices as CSV',
      'A billing report lists unpaid invoices',
    ];
    const terms = topicClusters(texts, 10).flatMap((c) => [c.term, ...c.related]);
    expect(terms).toEqual(expect.arrayContaining(['registry', 'deploy', 'image', 'invoice', 'billing']));
  });
});
