import { describe, expect, it } from 'vitest';

// scripts/bench/devlog-misses.mjs is plain .mjs (run by node without a build); the part of its API tested here.
interface Miss {
  stage: string;
  note: string | null;
}
interface MissesModule {
  missCause(
    probe: { id: string; kind: string; gold: string[] },
    given: {
      digest: string;
      injection: string;
      recall: string;
      hitTurnText?: string;
      docs?: { kind: string; active: number; text: string }[];
    },
  ): Miss | null;
  groupMisses(misses: (Miss & { id: string; kind: string })[]): {
    groups: { stage: string; n: number; probes: string[] }[];
    digestNotes: string[];
  };
}
const { missCause, groupMisses } = (await import(new URL('../../scripts/bench/devlog-misses.mjs', import.meta.url).href)) as MissesModule;

const probe = { id: 'num-01', kind: 'number', gold: ['2,917'] };
const doc = (text: string, kind = 'turn') => ({ kind, active: 1, text });
const hit = (id: string, snippet: string, below = false) =>
  `- [${id}] (turn${below ? ', below floor' : ''}, 2026-02-03 session=s turn=3) ${snippet}`;

describe('missCause: the first stage of the recall path that lost an answer', () => {
  it('is null when the digest or the injection carried the answer, or the probe has no answer', () => {
    expect(missCause(probe, { digest: '', injection: 'bad checksum 2,917', recall: '' })).toBeNull();
    expect(missCause(probe, { digest: 'bad checksum 2,917', injection: '', recall: '' })).toBeNull();
    expect(missCause({ ...probe, gold: [] }, { digest: '', injection: '', recall: '' })).toBeNull();
  });

  it('not stored: no search doc holds the answer', () => {
    expect(missCause(probe, { digest: '', injection: '', recall: '', docs: [doc('bad checksum 3,000')] })?.stage).toBe('not stored');
  });

  it('not ranked: stored, but neither the 5 hits nor their whole turns hold it', () => {
    const got = missCause(probe, {
      digest: '',
      injection: '',
      recall: hit('t1', 'something else'),
      hitTurnText: 'other turns',
      docs: [doc('bad checksum 2,917')],
    });
    expect(got?.stage).toBe('not ranked');
  });

  it('cut from snippet: a hit turn holds it, the shown snippet does not', () => {
    const got = missCause(probe, {
      digest: '',
      injection: '',
      recall: hit('t1', 'counted sentences by type'),
      hitTurnText: 'bad checksum 2,917',
      docs: [doc('bad checksum 2,917')],
    });
    expect(got?.stage).toBe('cut from snippet');
  });

  it('below the floor: recall shows it only in hits marked below floor', () => {
    const got = missCause(probe, {
      digest: '',
      injection: '',
      recall: hit('t1', 'bad checksum 2,917', true),
      docs: [doc('bad checksum 2,917')],
    });
    expect(got?.stage).toBe('below the floor');
  });

  it('injection budget, cut from the injection snippet, not injected: shown above the floor, the injection left it out', () => {
    const given = { digest: '', recall: hit('t1', 'bad checksum 2,917'), docs: [doc('bad checksum 2,917')] };
    expect(missCause(probe, { ...given, injection: '- [t2] other\n… 2 more (session_recall finds them)' })?.stage).toBe('injection budget');
    expect(missCause(probe, { ...given, injection: '- [t2] other' })?.stage).toBe('not injected');
    expect(missCause(probe, { ...given, injection: '- [t1] counted sentences by type (session 59e55375, turn 3)' })?.stage).toBe(
      'cut from injection snippet',
    );
  });

  it('notes the digest when a decision answer is an active stored item the digest did not show', () => {
    const decision = { id: 'dec-02', kind: 'decision', gold: ['zstd'] };
    const got = missCause(decision, {
      digest: 'Decisions: other',
      injection: '',
      recall: '',
      docs: [doc('Parquet with zstd', 'decision')],
    });
    expect(got).toEqual({ stage: 'not ranked', note: 'digest budget' });
    const rule = missCause(
      { id: 'pre-02', kind: 'preference', gold: ['-D warnings'] },
      { digest: '', injection: '', recall: '', docs: [doc('clippy -D warnings first', 'preference')] },
    );
    expect(rule?.note).toBe('digest budget');
    const inactive = missCause(decision, {
      digest: '',
      injection: '',
      recall: '',
      docs: [{ kind: 'decision', active: 0, text: 'Parquet with zstd' }],
    });
    expect(inactive?.note).toBeNull();
  });

  it('groups misses by stage in pipeline order', () => {
    const { groups, digestNotes } = groupMisses([
      { id: 'a', kind: 'why', stage: 'not injected', note: null },
      { id: 'b', kind: 'number', stage: 'not stored', note: null },
      { id: 'c', kind: 'decision', stage: 'not stored', note: 'digest budget' },
    ]);
    expect(groups).toEqual([
      { stage: 'not stored', n: 2, probes: ['b (number)', 'c (decision)'] },
      { stage: 'not injected', n: 1, probes: ['a (why)'] },
    ]);
    expect(digestNotes).toEqual(['c']);
  });
});
