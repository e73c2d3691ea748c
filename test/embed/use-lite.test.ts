import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { cosine, type Embedder } from '../../src/embed/embedder.js';
import { loadUseLiteEmbedder, USE_LITE_ID } from '../../src/embed/use-lite.js';

// Record every outbound connection attempt while the model loads and runs: the weights must come from disk.
const attempts: string[] = [];
const origConnect = net.Socket.prototype.connect;
const origFetch = globalThis.fetch;
let emb: Embedder;
let loadMs = 0;

beforeAll(async () => {
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    attempts.push(`net.connect ${JSON.stringify(args[0])}`);
    return (origConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
  globalThis.fetch = ((input: unknown, init?: unknown) => {
    attempts.push(`fetch ${String(input)}`);
    return origFetch(input as string, init as RequestInit);
  }) as typeof fetch;
  const t0 = performance.now();
  emb = await loadUseLiteEmbedder();
  loadMs = performance.now() - t0;
}, 60_000);

afterAll(() => {
  net.Socket.prototype.connect = origConnect;
  globalThis.fetch = origFetch;
});

describe('USE-Lite embedder', () => {
  it('loads from the packaged weights without any network access', async () => {
    expect(emb.id).toBe(USE_LITE_ID);
    expect(emb.dims).toBe(512);
    await emb.embed(['warm up the graph']);
    expect(attempts).toEqual([]);
    console.info(`[measure] USE-Lite load ${loadMs.toFixed(0)} ms`);
  });

  it('is memoized per process', async () => {
    expect(await loadUseLiteEmbedder()).toBe(emb);
  });

  it('returns normalized 512-d vectors, including for empty strings', async () => {
    const vecs = await emb.embed(['hello world', '', '   ']);
    expect(vecs).toHaveLength(3);
    for (const v of vecs) {
      expect(v.length).toBe(512);
      const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
      expect(n === 0 || Math.abs(n - 1) < 1e-4).toBe(true);
    }
    expect(Math.sqrt(vecs[0].reduce((s, x) => s + x * x, 0))).toBeCloseTo(1, 4);
  });

  it('places related sentences closer than unrelated ones', async () => {
    const [a, b, c] = await emb.embed(['the database migration failed', 'schema upgrade error', 'I like pizza']);
    const related = cosine(a, b);
    const unrelated = cosine(a, c);
    console.info(`[measure] cos(related)=${related.toFixed(3)} cos(unrelated)=${unrelated.toFixed(3)}`);
    expect(related).toBeGreaterThan(unrelated);
    expect(related - unrelated).toBeGreaterThan(0.2);
  });

  it('batches consistently and reports throughput', async () => {
    const texts = Array.from(
      { length: 48 },
      (_, i) => `Sentence ${i}: we ran the migration on the staging database and checked the logs afterwards.`,
    );
    const t0 = performance.now();
    const vecs = await emb.embed(texts);
    const secs = (performance.now() - t0) / 1000;
    console.info(`[measure] USE-Lite ${(texts.length / secs).toFixed(1)} sentences/s (${texts.length} sentences)`);
    const single = await emb.embed([texts[40]]);
    expect(cosine(single[0], vecs[40])).toBeGreaterThan(0.999);
  });
});
