// The LoCoMo part scores a subset of conversations (issue 24: tune on 1-3, hold 4-5 out).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/bench/locomo.mjs', import.meta.url));

describe('--locomo-conversations', () => {
  it('keeps the conversations at the given 1-based positions, all of them when not given', async () => {
    const mod = (await import(pathToFileURL(SCRIPT).href)) as { selectConversations(d: unknown[], p?: string): unknown[] };
    const convs = ['conv-a', 'conv-b', 'conv-c', 'conv-d', 'conv-e'];
    expect(mod.selectConversations(convs, '1-3')).toEqual(['conv-a', 'conv-b', 'conv-c']);
    expect(mod.selectConversations(convs, '4,5')).toEqual(['conv-d', 'conv-e']);
    expect(mod.selectConversations(convs)).toEqual(convs);
    expect(() => mod.selectConversations(convs, 'four')).toThrow(/not a conversation range/);
  });
});
