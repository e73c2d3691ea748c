import { describe, expect, it } from 'vitest';
import { readUnit, selectSnippet } from '../../src/recall/snippet.js';
import {
  coverageInContext,
  inverseDocumentFrequency,
  keywordCoverage,
  passesFloor,
  relevance,
  RELEVANCE_FLOOR,
  weighTerms,
  type WeightedTerm,
} from '../../src/recall/relevance.js';
import { queryTerms, queryWords, stem, termSet, withShortForms, words } from '../../src/recall/terms.js';

const weigh = (query: string, idf: Record<string, number> = {}): WeightedTerm[] =>
  queryTerms(query).map((term) => ({ term, idf: idf[term] ?? 1 }));

const LONG_TURN = [
  'Asked: can you look at why the nightly export is slow and fix what you can',
  `Said: ${'I read through the export job and the scheduler configuration first. '.repeat(6)}`,
  'The export spends most of its time serializing rows one by one.',
  'Batching the writes fixed it: the export now finishes in 4 min 10 s instead of 38 min.',
  '$ npm run export -- --dry-run (exit 0)',
  '  exported 182,331 rows',
].join('\n');

describe('selectSnippet()', () => {
  it('keeps the sentences that match the query, not the start of the unit', () => {
    const q = 'what fixed the nightly export being so slow?';
    const s = selectSnippet(LONG_TURN, q, weigh(q), 200);
    expect(s).toContain('Batching the writes fixed it');
    expect(s.length).toBeLessThanOrEqual(200);
    expect(s).not.toContain('scheduler configuration first. I read');
  });

  it('adds the neighbouring line that carries the figure when the question asks for one', () => {
    const text = [
      'Said: ran the search benchmark against the seeded database.',
      'invoice search: 2000 queries',
      '  p50 12.4 ms',
      '  p95 47.3 ms',
      'Said: done.',
    ].join('\n');
    const q = 'how slow was the invoice search at the 95th percentile?';
    const s = selectSnippet(`${'filler sentence without the words. '.repeat(20)}\n${text}`, q, weigh(q), 160);
    expect(s).toContain('invoice search: 2000 queries');
    expect(s).toContain('p95 47.3 ms');
  });

  it('without a figure question, no neighbour is added for its number', () => {
    const text = `${'padding words here. '.repeat(20)}\nthe export job is in jobs/export.ts\n  182,331 rows written`;
    const s = selectSnippet(text, 'where is the export job', weigh('where is the export job'), 80);
    expect(s).toContain('jobs/export.ts');
    expect(s).not.toContain('182,331');
  });

  it('falls back to the beginning when nothing matches, and always stays within the limit', () => {
    const s = selectSnippet(LONG_TURN, 'xyzzy', weigh('xyzzy'), 120);
    expect(s.startsWith('Asked: can you look at why the nightly export')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(120);
    for (const max of [40, 90, 300])
      expect(selectSnippet(LONG_TURN, 'export slow rows', weigh('export slow rows'), max).length).toBeLessThanOrEqual(max);
  });

  it('for a where question, prefers the matching line that names a path, and counts the asking word as found', () => {
    const unit = [
      'Asked: the endpoint to book a slot, 409 when the slot is full',
      'Said: the slot capacity check counts the booked rows first.',
      'The slot check is in app/bookings/service.py (book_slot).',
      'Wrote app/bookings/routes.py',
    ].join('\n');
    const q = 'Which module checks the slot capacity?';
    const r = readUnit(unit, q, weigh(q), 60);
    expect(r.snippet).toContain('app/bookings/service.py');
    expect(r.words.has(stem('module'))).toBe(true);
    // Not a where question, or no path in the unit: the asking word is not found.
    expect(readUnit(unit, 'the slot capacity module', weigh('the slot capacity module'), 60).words.has(stem('module'))).toBe(false);
    expect(readUnit('Said: the slot capacity check counts rows.', q, weigh(q), 60).words.has(stem('module'))).toBe(false);
  });

  it('returns a short unit whole, and reads its words in the same pass', () => {
    const r = readUnit('Edited src/auth/sessionStore.ts', 'where are sessions stored', weigh('where are sessions stored'), 400);
    expect(r.snippet).toBe('Edited src/auth/sessionStore.ts');
    expect(r.words.has(stem('sessions'))).toBe(true);
    expect(r.words.has(stem('stored'))).toBe(true);
  });
});

describe('terms', () => {
  it('splits paths and identifiers into words a question uses', () => {
    expect(words('src/auth/session-store.ts')).toEqual(expect.arrayContaining(['src', 'auth', 'session', 'store', 'ts']));
    expect(words('SessionStore')).toEqual(expect.arrayContaining(['session', 'store']));
    const t = termSet('src/auth/session_store.ts');
    for (const w of queryTerms('where are sessions stored')) expect(t.has(w)).toBe(true);
  });

  it('keeps a plain word whole and lowercased, and an identifier as its parts and itself, in text order', () => {
    expect(words('Deploy the API to staging2 at 09:30, Müller said')).toEqual([
      'deploy',
      'the',
      'api',
      'to',
      'staging2',
      'at',
      '09',
      '30',
      'müller',
      'said',
    ]);
    expect(words('parseConfig v2Beta snake_case retry_')).toEqual([
      'parse',
      'config',
      'parseconfig',
      'v2',
      'beta',
      'v2beta',
      'snake',
      'case',
      'snake_case',
      'retry',
    ]);
  });

  it('drops function words and politeness, so "please" carries no topic', () => {
    expect(queryTerms('please refactor the login page css colours')).toEqual(['refactor', 'login', 'pag', 'css', 'colour']);
    expect(queryTerms('could you please tell me what it was')).toEqual([]);
  });

  it('adds the short forms tool output uses for a percentile or a median, keeping the words asked', () => {
    expect(withShortForms("What's the 95th percentile response time?")).toBe("What's the 95th percentile response time? p95");
    expect(withShortForms('99.9th percentile and median latency')).toBe('99.9th percentile and median latency p99.9 p50');
    expect(withShortForms('how many households per slot')).toBe('how many households per slot');
    const unit = selectSnippet(
      'Summary: Total 4.1 secs\nlatency p95 41.7 ms, p50 36 ms',
      withShortForms('95th percentile of the slots page'),
      weigh(withShortForms('95th percentile of the slots page')),
      45,
    );
    expect(unit).toContain('41.7 ms');
  });

  it('marks words written as names: capitalised inside a sentence, or with capitals inside them', () => {
    const named = (q: string) =>
      queryWords(q)
        .filter((w) => w.named)
        .map((w) => w.word);
    expect(named('Which Kubernetes namespace does the app deploy with?')).toEqual(['kubernetes']);
    expect(named('Did we expose a GraphQL API? Where would it live')).toEqual(['graph', 'ql', 'graphql', 'api']);
    // The first word of a sentence is capitalised anyway; a lower-case word is never a name.
    expect(named('Redis eviction policy. Maxmemory too')).toEqual([]);
    expect(named('how do we wire up oauth sign-in')).toEqual([]);
  });
});

describe('relevance floor', () => {
  it('IDF weights: rare words weigh more; a word no doc has weighs as an average known word', () => {
    expect(inverseDocumentFrequency(1, 1000)).toBeGreaterThan(inverseDocumentFrequency(500, 1000));
    const w = weighTerms(
      ['alpha', 'beta', 'zzz'],
      new Map([
        ['alpha', 1],
        ['beta', 100],
      ]),
      1000,
    );
    expect(w[2].known).toBe(false);
    expect(w[2].idf).toBeCloseTo((w[0].idf + w[1].idf) / 2, 6);
  });

  it('a name no doc has weighs several known words: a question about a tool never used does not pass on its other words', () => {
    const df = new Map([
      ['app', 40],
      ['deploy', 20],
    ]);
    // "which kubernetes namespace and helm chart does the app deploy with", typed in lower case, then as names
    const terms = ['kubernet', 'namespac', 'helm', 'chart', 'app', 'deploy'];
    const plain = weighTerms(terms, df, 1000);
    const named = weighTerms(terms, df, 1000, new Set(['kubernet', 'helm']));
    expect(named[0].idf).toBeCloseTo(RELEVANCE_FLOOR.unknownName * plain[0].idf, 6);
    expect(named[1].idf).toBeCloseTo(plain[1].idf, 6);
    const card = new Set(['app', 'deploy', 'docker', 'compose']);
    expect(passesFloor(relevance(keywordCoverage(plain, card), null))).toBe(true);
    expect(passesFloor(relevance(keywordCoverage(named, card), null))).toBe(false);
  });

  it('coverage counts only known query terms found in the unit', () => {
    const w = weighTerms(
      ['grafana', 'lock', 'chart'],
      new Map([
        ['grafana', 2],
        ['lock', 5],
      ]),
      100,
    );
    expect(keywordCoverage(w, new Set(['grafana', 'lock', 'chart']))).toBeCloseTo(
      (w[0].idf + w[1].idf) / (w[0].idf + w[1].idf + w[2].idf),
      6,
    );
    expect(keywordCoverage(w, new Set(['unrelated']))).toBe(0);
  });

  it("coverage in context adds the words of the neighbouring turns; with none it is the unit's own coverage", () => {
    const w = weighTerms(
      ['bowl', 'paint', 'treasur'],
      new Map([
        ['bowl', 3],
        ['paint', 8],
        ['treasur', 2],
      ]),
      200,
    );
    const own = new Set(['bowl', 'paint', 'friend']);
    const before = new Set(['object', 'treasur']);
    expect(coverageInContext(w, own, [])).toBeCloseTo(keywordCoverage(w, own), 9);
    expect(coverageInContext(w, own, [new Set(), new Set()])).toBeCloseTo(keywordCoverage(w, own), 9);
    expect(coverageInContext(w, own, [before, new Set()])).toBeCloseTo(1, 9);
    expect(coverageInContext(w, own, [before])).toBeGreaterThan(keywordCoverage(w, own));
    // Context never takes away, and never counts a word neither the unit nor its neighbours hold.
    expect(coverageInContext(w, new Set(['friend']), [new Set(['unrelated'])])).toBe(0);
  });

  it('a unit about nothing in the query fails the floor; one with most of its evidence passes', () => {
    expect(passesFloor(relevance(0, null))).toBe(false);
    expect(passesFloor(relevance(0.1, null))).toBe(false);
    expect(passesFloor(relevance(0.6, null))).toBe(true);
  });

  it('a close vector lowers what keywords must carry, a distant one does not', () => {
    const c = RELEVANCE_FLOOR.keyword - 0.05;
    expect(passesFloor(relevance(c, null))).toBe(false);
    expect(passesFloor(relevance(c, RELEVANCE_FLOOR.cosineFrom - 0.1))).toBe(false);
    expect(passesFloor(relevance(c, RELEVANCE_FLOOR.cosineTo))).toBe(true);
    // A vector alone is never enough: "xyzzy" has nearest neighbours too.
    expect(passesFloor(relevance(0, 0.99))).toBe(false);
  });
});

describe('a unit line by line (learned line weights)', () => {
  it('reads the role of each line of a turn card, and the share of the query each holds', () => {
    const unit = ['Asked: where does the export job live', 'Said: it moved to jobs/export.ts', '$ ls jobs (exit 0)', '  export.ts'].join(
      '\n',
    );
    const segments: { text: string; features: Record<string, number> }[] = [];
    readUnit(unit, 'where is the export job', weigh('where is the export job'), 400, new Map(), { segments });
    expect(
      segments.map(
        (g) => Object.entries(g.features).find(([k, v]) => ['prompt', 'reply', 'command', 'output'].includes(k) && v === 1)?.[0],
      ),
    ).toEqual(['prompt', 'reply', 'command', 'output']);
    expect(segments[1].features.place).toBe(1);
    expect(segments[3].features.afterMatch).toBeGreaterThan(0);
  });
});
