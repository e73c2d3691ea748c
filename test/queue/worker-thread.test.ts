// The MCP server's compression worker runs on a worker thread: while a slow encoder is busy embedding, the server's
// thread still answers session_recall. Runs the real thread from the built bundle, with a real store.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionRecallHandler } from '../../src/mcp/tools.js';
import { startWorkerThread } from '../../src/queue/worker-thread.js';
import { recall } from '../../src/recall/search.js';
import { VectorIndex } from '../../src/recall/vector-index.js';
import { ensureBundle, REPO_ROOT, seedSession, seedTurn } from '../helpers/seed.js';
import { cleanupSandboxes, makeSandbox, openProject } from '../helpers/store.js';

afterEach(cleanupSandboxes);

describe('the compression worker thread', () => {
  it('drains and embeds a backlog while the main thread keeps answering session_recall', async () => {
    const bundle = ensureBundle();
    const sb = makeSandbox();
    const { project, db } = openProject(sb);
    const session = seedSession(db);
    for (let i = 0; i < 6; i++) seedTurn(db, { sessionId: session, topic: `topic ${i}`, at: Date.now() - 60_000 });
    const marker = path.join(sb.root, 'encoder-busy');
    const embedderModule = `${pathToFileURL(path.join(REPO_ROOT, 'test/helpers/slow-embedder.mjs')).href}?marker=${encodeURIComponent(marker)}&ms=1500`;
    const errors: unknown[] = [];
    const thread = startWorkerThread(bundle, sb.env, { projectRoot: project.root, cwd: project.root, embedderModule }, (err) =>
      errors.push(err),
    );

    const vectorIndex = new VectorIndex();
    const deps = {
      db,
      now: () => Date.now(),
      recall: (topic: string, limit: number) =>
        recall({ db, now: Date.now(), weights: { fts: 1, vector: 0 }, vectorIndex }, topic, { limit }),
      status: () => ({}),
      journal: null,
    };
    let answeredWhileEncoding = 0;
    const vectors = () => (db.prepare("SELECT count(*) AS n FROM embeddings WHERE model = 'slow-test:8'").get() as { n: number }).n;
    const deadline = Date.now() + 60_000;
    try {
      while (Date.now() < deadline) {
        const busy = fs.existsSync(marker);
        const result = await sessionRecallHandler(deps, { topic: 'stale import', limit: 5 });
        expect(result.isError).toBeFalsy();
        // Answered, and the encoder was busy both before and after: it never held this thread.
        if (busy && fs.existsSync(marker)) answeredWhileEncoding++;
        const pending = (db.prepare('SELECT count(*) AS n FROM pending_compressions').get() as { n: number }).n;
        if (pending === 0 && vectors() > 0 && !fs.existsSync(marker) && answeredWhileEncoding > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await thread.stop();
    }
    expect(errors).toEqual([]);
    expect(answeredWhileEncoding).toBeGreaterThan(0);
    // The backlog was really drained by the thread, with the slow encoder.
    expect((db.prepare('SELECT count(*) AS n FROM turn_summaries').get() as { n: number }).n).toBe(6);
    expect(vectors()).toBeGreaterThan(0);
    // And the lease was released on stop.
    expect((db.prepare('SELECT count(*) AS n FROM worker_lease').get() as { n: number }).n).toBe(0);
    db.close();
  }, 90_000);
});
