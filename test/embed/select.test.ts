import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetEmbedderSelection, selectEmbedder } from '../../src/embed/select.js';
import { USE_LITE_ID } from '../../src/embed/use-lite.js';
import { createTinyBertModel, type TinyModel } from '../helpers/tiny-onnx.js';

let tiny: TinyModel;
let cacheDir: string;
let hungHost: string;
let notFoundHost: string;
let notFoundHits = 0;
const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
}

beforeAll(async () => {
  tiny = await createTinyBertModel();
  cacheDir = await mkdtemp(join(tmpdir(), 'cm-select-cache-'));
  hungHost = await listen(() => {
    /* accepts, never answers */
  });
  notFoundHost = await listen((_req, res) => {
    notFoundHits++;
    res.writeHead(404);
    res.end('not found');
  });
});
afterAll(async () => {
  await tiny?.cleanup();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});
beforeEach(() => resetEmbedderSelection());

const base = () => ({ cacheDir, allowDownload: false, dtype: 'q8' as const });

describe('selectEmbedder', () => {
  it("'none' gives null without loading anything", async () => {
    expect(await selectEmbedder('none', { ...base(), model: 'x' })).toBeNull();
  });

  it("'auto' prefers a transformers model that is available locally, and memoizes it", async () => {
    const opts = { ...base(), model: tiny.modelId, localModelPath: tiny.localModelPath };
    const a = await selectEmbedder('auto', opts);
    expect(a?.id).toBe(`transformers:${tiny.modelId}:q8`);
    expect(await selectEmbedder('auto', opts)).toBe(a);
    // Different options are a different selection.
    const fp32 = await selectEmbedder('auto', { ...opts, dtype: 'fp32' });
    expect(fp32?.id).toBe(`transformers:${tiny.modelId}:fp32`);
  });

  it("'auto' falls back to USE-Lite fast when the model is missing offline", async () => {
    const why: string[] = [];
    const t0 = performance.now();
    const e = await selectEmbedder('auto', {
      ...base(),
      model: 'nobody/missing-model',
      onUnavailable: (b) => why.push(b),
    });
    const ms = performance.now() - t0;
    expect(e?.id).toBe(USE_LITE_ID);
    expect(why).toEqual(['transformers']);
    expect(ms).toBeLessThan(10_000);
  });

  it("'transformers' alone gives null (not a throw) when the model is missing", async () => {
    expect(await selectEmbedder('transformers', { ...base(), model: 'nobody/missing-model' })).toBeNull();
  });

  it("'use-lite' loads USE-Lite", async () => {
    expect((await selectEmbedder('use-lite', { ...base(), model: 'ignored' }))?.id).toBe(USE_LITE_ID);
  });

  it("'use-lite' with resident weights (the MCP server's query encoder) maps no model files, and embeds the same", async () => {
    const own = await mkdtemp(join(tmpdir(), 'cm-select-resident-'));
    try {
      const resident = await selectEmbedder('use-lite', { ...base(), cacheDir: own, residentWeights: true });
      expect(resident?.id).toBe(USE_LITE_ID);
      expect(await readdir(own)).toEqual([]);
      const mapped = await selectEmbedder('use-lite', { ...base(), cacheDir: own });
      expect(mapped).not.toBe(resident);
      expect((await readdir(own)).some((f) => f.startsWith('use-lite-onnx-'))).toBe(true);
      const [a] = await resident!.embed(['the session store moved to PostgreSQL']);
      const [b] = await mapped!.embed(['the session store moved to PostgreSQL']);
      for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i], 5);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('with downloads allowed, a hub that hangs or 404s does not hang selection', async () => {
    const { env } = await import('@huggingface/transformers');
    const saved = env.remoteHost;
    try {
      env.remoteHost = hungHost;
      const t0 = performance.now();
      const e = await selectEmbedder('auto', { ...base(), allowDownload: true, model: 'nobody/hung', fetchTimeoutMs: 500 });
      expect(e?.id).toBe(USE_LITE_ID);
      expect(performance.now() - t0).toBeLessThan(10_000);

      env.remoteHost = notFoundHost;
      const t1 = performance.now();
      expect(await selectEmbedder('transformers', { ...base(), allowDownload: true, model: 'nobody/absent' })).toBeNull();
      expect(performance.now() - t1).toBeLessThan(5_000);
      expect(notFoundHits).toBeGreaterThan(0);
    } finally {
      env.remoteHost = saved;
    }
  });

  it('a load timeout turns a slow backend into null', async () => {
    const { env } = await import('@huggingface/transformers');
    const saved = env.remoteHost;
    try {
      env.remoteHost = hungHost;
      const t0 = performance.now();
      const e = await selectEmbedder('transformers', {
        ...base(),
        allowDownload: true,
        model: 'nobody/slow',
        fetchTimeoutMs: 60_000,
        loadTimeoutMs: 300,
      });
      expect(e).toBeNull();
      expect(performance.now() - t0).toBeLessThan(3_000);
    } finally {
      env.remoteHost = saved;
    }
  });
});

describe('download once, then offline from the cache', () => {
  it('fetches model files from the hub into cacheDir, and later loads them with downloads off', async () => {
    const { env } = await import('@huggingface/transformers');
    const { readFile, stat } = await import('node:fs/promises');
    const modelId = 'hub-org/tiny-hub';
    const src = await createTinyBertModel({ modelId });
    const requested: string[] = [];
    // Serves <model>/resolve/main/<file> the way the Hugging Face hub does.
    const hub = await listen((req, res) => {
      const m = /^\/(.+?)\/resolve\/main\/(.+)$/.exec(decodeURIComponent(req.url ?? ''));
      requested.push(req.url ?? '');
      if (!m || m[1] !== modelId) {
        res.writeHead(404);
        res.end();
        return;
      }
      readFile(join(src.localModelPath, modelId, m[2])).then(
        (buf) => {
          res.writeHead(200, { 'content-length': String(buf.length), 'content-type': 'application/octet-stream' });
          res.end(req.method === 'HEAD' ? undefined : buf);
        },
        () => {
          res.writeHead(404);
          res.end();
        },
      );
    });
    const dir = await mkdtemp(join(tmpdir(), 'cm-dl-cache-'));
    const saved = env.remoteHost;
    try {
      env.remoteHost = hub;
      const online = await selectEmbedder('transformers', { cacheDir: dir, allowDownload: true, model: modelId, dtype: 'q8' });
      expect(online?.id).toBe(`transformers:${modelId}:q8`);
      expect(requested.some((u) => u.endsWith('onnx/model_quantized.onnx'))).toBe(true);
      expect((await stat(join(dir, modelId, 'onnx', 'model_quantized.onnx'))).size).toBeGreaterThan(0);

      resetEmbedderSelection();
      env.remoteHost = hungHost; // any network use now would hang and fail the test by timeout
      requested.length = 0;
      const t0 = performance.now();
      const offline = await selectEmbedder('auto', { cacheDir: dir, allowDownload: false, model: modelId, dtype: 'q8' });
      expect(offline?.id).toBe(`transformers:${modelId}:q8`);
      expect(performance.now() - t0).toBeLessThan(5_000);
      expect(requested).toEqual([]);
      const [a] = await online!.embed(['the database migration failed']);
      const [b] = await offline!.embed(['the database migration failed']);
      expect(Array.from(b)).toEqual(Array.from(a));
    } finally {
      env.remoteHost = saved;
      await src.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
