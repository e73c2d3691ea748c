import { describe, expect, it } from 'vitest';
import { cosine, EmbedderUnavailableError, normalize } from '../../src/embed/embedder.js';

describe('vector helpers', () => {
  it('normalize gives unit length and leaves zero vectors at zero', () => {
    const n = normalize([3, 4]);
    expect(Array.from(n)).toEqual([0.6000000238418579, 0.800000011920929]);
    expect(Array.from(normalize([0, 0, 0]))).toEqual([0, 0, 0]);
  });
  it('cosine handles unnormalized and zero vectors', () => {
    expect(cosine([1, 0], [5, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 2])).toBeCloseTo(0);
    expect(cosine([1, 1], [-1, -1])).toBeCloseTo(-1);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(() => cosine([1], [1, 2])).toThrow(RangeError);
  });
  it('EmbedderUnavailableError carries the backend', () => {
    const e = new EmbedderUnavailableError('use-lite', 'nope');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('EmbedderUnavailableError');
    expect(e.backend).toBe('use-lite');
  });
});

describe('lazy loading', () => {
  it('heavy packages are only ever imported dynamically', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const heavy = /@huggingface\/transformers|@energetic-ai\/|onnxruntime/;
    for (const dir of ['src/embed', 'src/compress']) {
      for (const f of await readdir(dir)) {
        const text = await readFile(`${dir}/${f}`, 'utf8');
        for (const line of text.split('\n')) {
          if (/^\s*import\s/.test(line) && !/^\s*import\s+type\s/.test(line)) expect(line).not.toMatch(heavy);
          if (/^\s*export\s.*\sfrom\s/.test(line)) expect(line).not.toMatch(heavy);
        }
      }
    }
  });
});
