import { describe, expect, it } from 'vitest';
import { withVectorCache } from '../../src/embed/vector-cache.js';
import { conceptEmbedder } from '../helpers/seed.js';

const concepts = [['database', 'migration'], ['test', 'vitest'], ['login']];

describe('withVectorCache', () => {
  it('encodes a text seen before only once, and answers it with the same vector', async () => {
    const inner = conceptEmbedder('fake:cache', concepts);
    const cached = withVectorCache(inner, 100);
    expect(cached.id).toBe('fake:cache');
    expect(cached.dims).toBe(inner.dims);
    const first = await cached.embed(['the database migration failed', 'Bash: npm test']);
    const second = await cached.embed(['Bash: npm test', 'the login page', 'the database migration failed']);
    expect(inner.calls).toEqual([['the database migration failed', 'Bash: npm test'], ['the login page']]);
    expect(second[0]).toEqual(first[1]);
    expect(second[2]).toEqual(first[0]);
    expect(Array.from(second[1])).toEqual(Array.from((await inner.embed(['the login page']))[0]));
    expect(cached.reused).toBe(2);
  });

  it('keeps at most maxEntries vectors, dropping the least recently used', async () => {
    const inner = conceptEmbedder('fake:lru', concepts);
    const cached = withVectorCache(inner, 2);
    await cached.embed(['a', 'b']);
    await cached.embed(['a']); // a is now the most recent
    await cached.embed(['c']); // evicts b
    inner.calls.length = 0;
    await cached.embed(['a', 'b', 'c']);
    expect(inner.calls).toEqual([['b']]);
  });

  it('tells texts apart that differ only in case or spacing', async () => {
    const inner = conceptEmbedder('fake:exact', concepts);
    const cached = withVectorCache(inner, 10);
    await cached.embed(['Database', 'database', 'database ']);
    expect(inner.calls).toEqual([['Database', 'database', 'database ']]);
  });
});
