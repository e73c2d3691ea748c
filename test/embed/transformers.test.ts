import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbedderUnavailableError, cosine } from '../../src/embed/embedder.js';
import { loadTransformersEmbedder, makeIdleTimeoutFetch } from '../../src/embed/transformers.js';
import { createTinyBertModel, type TinyModel } from '../helpers/tiny-onnx.js';

let tiny: TinyModel;
let cacheDir: string;

beforeAll(async () => {
  tiny = await createTinyBertModel({ hidden: 24 });
  cacheDir = await mkdtemp(join(tmpdir(), 'cm-hf-cache-'));
});
afterAll(async () => {
  await tiny?.cleanup();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

function norm(v: Float32Array): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}

describe('loadTransformersEmbedder', () => {
  const firstVector: Record<string, Float32Array> = {};
  for (const dtype of ['q8', 'fp32'] as const) {
    it(`loads a local ${dtype} model offline and returns normalized vectors`, async () => {
      const t0 = performance.now();
      const emb = await loadTransformersEmbedder({
        model: tiny.modelId,
        dtype,
        cacheDir,
        allowDownload: false,
        localModelPath: tiny.localModelPath,
      });
      const loadMs = performance.now() - t0;
      expect(emb.id).toBe(`transformers:${tiny.modelId}:${dtype}`);
      expect(emb.dims).toBe(tiny.dims);
      const texts = Array.from({ length: 70 }, (_, i) => `the database migration ${i} failed`);
      texts.push('', 'I like pizza');
      const vecs = await emb.embed(texts);
      expect(vecs).toHaveLength(texts.length);
      for (const v of vecs) {
        expect(v).toBeInstanceOf(Float32Array);
        expect(v.length).toBe(tiny.dims);
        expect(norm(v)).toBeCloseTo(1, 4);
      }
      // Same text in different batches must give the same vector (batching/padding must not leak).
      const again = await emb.embed([texts[69]]);
      expect(cosine(again[0], vecs[69])).toBeCloseTo(1, 5);
      expect(loadMs).toBeLessThan(10_000);
      firstVector[dtype] = vecs[0];
    });
  }

  it('q8 and fp32 load different files (the dtype picks model_quantized.onnx vs model.onnx)', () => {
    expect(cosine(firstVector.q8, firstVector.fp32)).toBeLessThan(0.99);
  });

  it('a load that hangs past its deadline fails and does not block the next load', async () => {
    const http = await import('node:http');
    const server = http.createServer(() => {});
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { env } = await import('@huggingface/transformers');
    const saved = env.remoteHost;
    try {
      env.remoteHost = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/`;
      const t0 = performance.now();
      const err = await loadTransformersEmbedder({
        model: 'nobody/hangs',
        cacheDir,
        allowDownload: true,
        fetchTimeoutMs: 60_000,
        loadTimeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EmbedderUnavailableError);
      expect(performance.now() - t0).toBeLessThan(3_000);
      const ok = await loadTransformersEmbedder({
        model: tiny.modelId,
        cacheDir,
        allowDownload: false,
        localModelPath: tiny.localModelPath,
      });
      expect(ok.dims).toBe(tiny.dims);
    } finally {
      env.remoteHost = saved;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('fails fast with EmbedderUnavailableError when the model is missing offline', async () => {
    const t0 = performance.now();
    const err = await loadTransformersEmbedder({
      model: 'nobody/does-not-exist',
      dtype: 'q8',
      cacheDir,
      allowDownload: false,
      localModelPath: tiny.localModelPath,
    }).catch((e: unknown) => e);
    const ms = performance.now() - t0;
    expect(err).toBeInstanceOf(EmbedderUnavailableError);
    expect((err as EmbedderUnavailableError).backend).toBe('transformers');
    expect(ms).toBeLessThan(3_000);
  });
});

describe('makeIdleTimeoutFetch', () => {
  const servers: import('node:http').Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });
  async function listen(handler: import('node:http').RequestListener): Promise<string> {
    const http = await import('node:http');
    const s = http.createServer(handler);
    servers.push(s);
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(s.address() as import('node:net').AddressInfo).port}/`;
  }

  it('aborts a request whose headers never come', async () => {
    const url = await listen(() => {});
    const f = makeIdleTimeoutFetch(300);
    const t0 = performance.now();
    await expect(f(url)).rejects.toThrow();
    expect(performance.now() - t0).toBeLessThan(2_000);
  });

  it('lets a slow but steady body finish even when it takes longer than the timeout', async () => {
    const url = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      let n = 0;
      const t = setInterval(() => {
        res.write(`chunk${n}\n`);
        if (++n === 8) {
          clearInterval(t);
          res.end();
        }
      }, 100);
    });
    const res = await makeIdleTimeoutFetch(400)(url);
    expect(res.status).toBe(200);
    expect((await res.text()).split('\n').filter(Boolean)).toHaveLength(8);
  });

  it('aborts a body that stalls', async () => {
    const url = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
    });
    const res = await makeIdleTimeoutFetch(300)(url);
    const t0 = performance.now();
    await expect(res.text()).rejects.toThrow();
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});
