// Merging project and global hits: project first, a global hit ahead only when it clearly carries more of the
// query (or is relevant where the project's is not), and a successor never split from what it replaced.
import { describe, expect, it } from 'vitest';
import { mergeScoped, type ScopedHit } from '../../src/recall/scoped.js';

const hit = (id: string, scope: 'project' | 'global', relevance: number, extra: Partial<ScopedHit> = {}): ScopedHit => ({
  layer: 1,
  id,
  kind: 'decision',
  snippet: id,
  session_id: null,
  prompt_number: null,
  score: relevance,
  created_at: '2026-11-30T00:00:00.000Z',
  source: 'manual',
  relevance,
  relevant: relevance >= 0.3,
  scope,
  ...extra,
});

describe('mergeScoped', () => {
  it('keeps project hits first at similar relevance', () => {
    const merged = mergeScoped(
      [hit('decision:1', 'project', 0.6), hit('decision:2', 'project', 0.5)],
      [hit('global:decision:1', 'global', 0.62)],
      10,
    );
    expect(merged.map((h) => h.id)).toEqual(['decision:1', 'decision:2', 'global:decision:1']);
  });

  it('puts a global hit first when it carries clearly more of the query, or is relevant where the project is not', () => {
    expect(mergeScoped([hit('decision:1', 'project', 0.4)], [hit('global:preference:3', 'global', 0.9)], 10)[0].id).toBe(
      'global:preference:3',
    );
    expect(mergeScoped([hit('decision:1', 'project', 0.2)], [hit('global:preference:3', 'global', 0.35)], 10)[0].id).toBe(
      'global:preference:3',
    );
  });

  it('moves a successor and the superseded hit after it as one block, and honours the limit', () => {
    const project = [
      hit('decision:9', 'project', 0.5),
      hit('decision:4', 'project', 0.8, { superseded_by: 'decision:9' }),
      hit('decision:2', 'project', 0.45),
    ];
    expect(mergeScoped(project, [hit('global:decision:1', 'global', 0.7)], 3).map((h) => h.id)).toEqual([
      'decision:9',
      'decision:4',
      'global:decision:1',
    ]);
    // The block ranks by its best hit (0.8): a global hit must beat that, not the successor's 0.5.
    expect(mergeScoped(project, [hit('global:decision:1', 'global', 0.7)], 3)[0].id).toBe('decision:9');
    expect(mergeScoped(project, [hit('global:decision:1', 'global', 0.99)], 2).map((h) => h.id)).toEqual([
      'global:decision:1',
      'decision:9',
    ]);
  });
});
