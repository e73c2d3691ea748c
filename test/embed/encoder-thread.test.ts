// The MCP server's query encoder loads on a thread of its own: a tool call made while it loads, and while the
// compression worker embeds a backlog on its thread, is answered at once, keyword-only, and says so; once loaded,
// the same path answers hybrid. Real threads from the built bundle, a real store, slow fake encoders.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ENCODER_LOADING_NOTICE, startEncoderThread } from '../../src/embed/encoder-thread.js';
import { ENCODER_WAIT_MS } from '../../src/mcp/server.js';
import { sessionRecallHandler } from '../../src/mcp/tools.js';
import { startWorkerThread } from '../../src/queue/worker-thread.js';
import { recall } from '../../src/recall/search.js';
import { VectorIndex } from '../../src/recall/vector-index.js';
import { ensureBundle, REPO_ROOT, seedSession, seedTurn } from '../helpers/seed.js';
import { cleanupSandboxes, makeSandbox, openProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const slowEncoder = (marker: string, embedMs: number, loadMs: number) =>
  `${pathToFileURL(path.join(REPO_ROOT, 'test/helpers/slow-embedder.mjs')).href}?marker=${encodeURIComponent(marker)}&ms=${embedMs}&load=${loadMs}`;

const textOf = (r: { content: { type: string; text?: string }[] }) => r.content.map((c) => c.text ?? '').join('\n');

describe('the query encoder thread', () => {
  it('embeds a query asked for again while its vector is on the way once (a handed-over prompt, then its recall)', async () => {
    const bundle = ensureBundle();
    const sb = makeSandbox();
    const calls = path.join(sb.root, 'calls.jsonl');
    const encoder = startEncoderThread(
      bundle,
      sb.env,
      { cwd: sb.root, embedderModule: `${slowEncoder(path.join(sb.root, 'busy'), 200, 0)}&log=${encodeURIComponent(calls)}` },
      () => undefined,
    );
    try {
      const embedder = await encoder.ready;
      expect(embedder).not.toBeNull();
      const [early, again, other] = await Promise.all([
        embedder!.embed(['why did the deploy fail?']),
        embedder!.embed(['why did the deploy fail?']),
        embedder!.embed(['another question']),
      ]);
      expect(Array.from(again[0])).toEqual(Array.from(early[0]));
      expect(other[0]).toBeDefined();
      expect(
        fs
          .readFileSync(calls, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ).toEqual([['why did the deploy fail?'], ['another question']]);
    } finally {
      await encoder.stop();
    }
  }, 30_000);

  it('answers session_recall keyword-only while the encoder loads and the worker embeds, then hybrid', async () => {
    const bundle = ensureBundle();
    const sb = makeSandbox();
    const { project, db } = openProject(sb);
    const session = seedSession(db);
    for (let i = 0; i < 6; i++) seedTurn(db, { sessionId: session, topic: `stale import ${i}`, at: Date.now() - 60_000 });
    const workerBusy = path.join(sb.root, 'worker-encoder-busy');
    const errors: unknown[] = [];
    const worker = startWorkerThread(
      bundle,
      sb.env,
      { projectRoot: project.root, cwd: project.root, embedderModule: slowEncoder(workerBusy, 1500, 0) },
      (err) => errors.push(err),
    );
    // The query encoder takes 4 s to load, blocking its own thread the way loading a model does.
    const encoder = startEncoderThread(
      bundle,
      sb.env,
      { cwd: project.root, embedderModule: slowEncoder(path.join(sb.root, 'query-encoder-busy'), 50, 4_000) },
      (err) => errors.push(err),
    );

    const vectorIndex = new VectorIndex();
    const deps = {
      db,
      now: () => Date.now(),
      // The server's wiring (mcp/server.ts): what the encoder thread can give after a short wait, never its whole load.
      recall: async (topic: string, limit: number) => {
        const { embedder, notice } = await encoder.forQueryWithin(ENCODER_WAIT_MS);
        const result = await recall({ db, now: Date.now(), weights: { fts: 1, vector: 0.25 }, embedder, vectorIndex }, topic, { limit });
        return notice ? { ...result, notice } : result;
      },
      status: () => ({}),
      journal: null,
    };
    try {
      const early = await sessionRecallHandler(deps, { topic: 'stale import', limit: 5 });
      expect(early.isError).toBeFalsy();
      expect(textOf(early)).toContain(`(fts; ${ENCODER_LOADING_NOTICE})`);
      // Answered before the encoder finished loading: it was still loading after the answer came back.
      expect(encoder.forQuery().notice).toBe(ENCODER_LOADING_NOTICE);

      // Calls keep being answered while the worker's encoder is busy on its thread.
      let answeredWhileWorkerEmbeds = 0;
      const vectors = () => (db.prepare("SELECT count(*) AS n FROM embeddings WHERE model = 'slow-test:8'").get() as { n: number }).n;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && (answeredWhileWorkerEmbeds === 0 || vectors() === 0)) {
        const busy = fs.existsSync(workerBusy);
        expect((await sessionRecallHandler(deps, { topic: 'stale import', limit: 5 })).isError).toBeFalsy();
        if (busy && fs.existsSync(workerBusy)) answeredWhileWorkerEmbeds++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answeredWhileWorkerEmbeds).toBeGreaterThan(0);

      expect((await encoder.ready)?.id).toBe('slow-test:8');
      expect(encoder.forQuery().notice).toBeUndefined();
      const late = await sessionRecallHandler(deps, { topic: 'stale import', limit: 5 });
      expect(textOf(late)).toContain('(hybrid)');
      expect(textOf(late)).not.toContain(ENCODER_LOADING_NOTICE);
    } finally {
      await worker.stop();
      await encoder.stop();
    }
    expect(errors).toEqual([]);
    db.close();
  }, 90_000);

  it("a recall right after start waits for an encoder that loads within the wait: a session's first prompt is hybrid", async () => {
    const bundle = ensureBundle();
    const sb = makeSandbox();
    const errors: unknown[] = [];
    const encoder = startEncoderThread(
      bundle,
      sb.env,
      { cwd: sb.projectDir, embedderModule: slowEncoder(path.join(sb.root, 'quick-busy'), 10, 200) },
      (err) => errors.push(err),
    );
    try {
      expect(encoder.forQuery().notice).toBe(ENCODER_LOADING_NOTICE);
      const first = await encoder.forQueryWithin(ENCODER_WAIT_MS);
      expect(first.notice).toBeUndefined();
      expect(first.embedder?.id).toBe('slow-test:8');
    } finally {
      await encoder.stop();
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('without an encoder to load, recall is keyword-only with no notice', async () => {
    const bundle = ensureBundle();
    const sb = makeSandbox({ config: { embedder: { provider: 'none' } } });
    const encoder = startEncoderThread(bundle, sb.env, { cwd: sb.projectDir }, () => undefined);
    try {
      expect(await encoder.ready).toBeNull();
      expect(encoder.forQuery()).toEqual({ embedder: null });
    } finally {
      await encoder.stop();
    }
  }, 30_000);
});
