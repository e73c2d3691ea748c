// `claude-memory recall` takes the short way when there is one: the session's MCP server (already holding the
// encoder and the vector index) answers over its socket; without it, only the encoder that made the stored vectors is
// loaded, from disk, and a store whose vectors came from a model this machine does not have is searched by keyword.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecallHit } from '../../src/recall/search.js';
import { sessionSocketPath } from '../../src/hook/session-socket.js';
import { serveSessionSocket } from '../../src/mcp/session-socket.js';
import { saveEmbeddings } from '../../src/store/search.js';
import { cleanupSandboxes, makeSandbox, openProject, REPO_ROOT, runCliProcess } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SERVER_HIT: RecallHit = {
  layer: 1,
  id: 'decision:42',
  kind: 'decision',
  snippet: 'an answer only the running server knows',
  session_id: null,
  prompt_number: null,
  score: 1,
  created_at: '2026-03-01T12:00:00.000Z',
  source: 'manual',
  relevance: 1,
  relevant: true,
};

describe('recall from the command line', () => {
  it("asks the session's MCP server first, and searches itself for keyword-only or filtered queries", async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'Deploys go through the staging cluster first'])).code).toBe(0);
    const { app, project, db } = openProject(sb);
    db.close();
    const asked: string[] = [];
    const server = await serveSessionSocket(sessionSocketPath(app.paths.runDir, project.key, process.pid), async (q) => {
      asked.push(q.query);
      return [SERVER_HIT];
    });
    try {
      const viaServer = await runCliProcess(sb, ['recall', 'staging', 'deploys']);
      expect(viaServer).toMatchObject({ code: 0, stderr: '' });
      expect(viaServer.stdout).toContain("answered by this project's running memory server");
      expect(viaServer.stdout).toContain('[decision:42]');
      expect(asked).toEqual(['staging deploys']);

      const json = JSON.parse((await runCliProcess(sb, ['recall', 'staging', '--json'])).stdout) as { hits: RecallHit[]; via: string };
      expect(json).toMatchObject({ via: 'mcp-server', hits: [{ id: 'decision:42' }] });

      // Keyword-only and filtered searches are the store's own: the server's socket takes neither.
      for (const args of [['--fts'], ['--kind', 'decision']]) {
        const local = await runCliProcess(sb, ['recall', 'staging', ...args]);
        expect(local.stdout).toContain('[decision:1]');
        expect(local.stdout).not.toContain('decision:42');
      }
      expect(asked).toHaveLength(2);
    } finally {
      server.close();
    }
    // With the server gone, the same query is answered locally.
    const alone = await runCliProcess(sb, ['recall', 'staging', 'deploys']);
    expect(alone).toMatchObject({ code: 0, stderr: '' });
    expect(alone.stdout).toContain('[decision:1]');
  });

  it('a store whose vectors come from a model this machine lacks is searched by keyword, without error', async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'Invoices round half to even'])).code).toBe(0);
    const { db } = openProject(sb);
    const doc = (db.prepare("SELECT id FROM search_docs WHERE kind = 'decision'").get() as { id: number }).id;
    saveEmbeddings(db, 'transformers:Example/not-downloaded:q8', [{ docId: doc, vector: new Float32Array([1, 0, 0, 0]) }]);
    db.close();
    const r = await runCliProcess(sb, ['recall', 'invoices', 'rounding', '--json']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const json = JSON.parse(r.stdout) as { hits: RecallHit[]; mode: string };
    expect(json.mode).toBe('fts');
    expect(json.hits.map((h) => h.id)).toEqual(['decision:1']);
  });

  it('a store with USE-Lite vectors gets hybrid recall with the bundled encoder', async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'Cache entries expire after ten minutes'])).code).toBe(0);
    const { app, db } = openProject(sb);
    const embedder = await app.queryEmbedder('use-lite:512');
    expect(embedder?.id).toBe('use-lite:512');
    const doc = db.prepare("SELECT id, text FROM search_docs WHERE kind = 'decision'").get() as { id: number; text: string };
    const [vector] = await embedder!.embed([doc.text]);
    saveEmbeddings(db, embedder!.id, [{ docId: doc.id, vector }]);
    db.close();
    const r = await runCliProcess(sb, ['recall', 'how', 'long', 'do', 'cached', 'things', 'live', '--json']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const json = JSON.parse(r.stdout) as { hits: RecallHit[]; mode: string };
    expect(json.mode).toBe('hybrid');
    expect(json.hits.map((h) => h.id)).toContain('decision:1');

    // The first load left onnxruntime's model files in the data dir (private); a damaged model is built in memory
    // instead, its files are written anew by the next process, and the answer is the same every time.
    const modelsDir = path.join(sb.dataDir, 'models');
    const [filesDir] = fs.readdirSync(modelsDir).filter((f) => f.startsWith('use-lite-onnx-'));
    const model = path.join(modelsDir, filesDir, 'model.onnx');
    for (const f of fs.readdirSync(path.join(modelsDir, filesDir)))
      expect(fs.statSync(path.join(modelsDir, filesDir, f)).mode & 0o777, f).toBe(0o600);
    const whole = fs.readFileSync(model);
    fs.writeFileSync(model, whole.subarray(0, whole.length >> 1));
    for (let run = 0; run < 2; run++) {
      const again = await runCliProcess(sb, ['recall', 'how', 'long', 'do', 'cached', 'things', 'live', '--json']);
      expect(again).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(again.stdout)).toMatchObject({ mode: 'hybrid', hits: json.hits.map((h) => ({ id: h.id })) });
    }
    expect(fs.readFileSync(model).equals(whole)).toBe(true);
    expect(fs.readFileSync(path.join(sb.dataDir, 'logs', 'errors.jsonl'), 'utf8')).toContain('embedder:model-files');
  });

  it('model files that cannot be written are logged, and recall is hybrid all the same', async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'Cache entries expire after ten minutes'])).code).toBe(0);
    const { db } = openProject(sb);
    const doc = db.prepare("SELECT id FROM search_docs WHERE kind = 'decision'").get() as { id: number };
    // Any vector of the encoder's space: only the model id decides whether the CLI loads it.
    saveEmbeddings(db, 'use-lite:512', [{ docId: doc.id, vector: new Float32Array(512).fill(1 / Math.sqrt(512)) }]);
    db.close();
    fs.writeFileSync(path.join(sb.dataDir, 'models'), 'a file where the models dir should be');
    const r = await runCliProcess(sb, ['recall', 'cache', 'entries', '--json']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(r.stdout)).toMatchObject({ mode: 'hybrid', hits: [{ id: 'decision:1' }] });
    expect(fs.readFileSync(path.join(sb.dataDir, 'logs', 'errors.jsonl'), 'utf8')).toContain('embedder:model-files');
  });

  // The offline notes: recall works with no model files at all. A plugin copy whose node_modules lacks the USE-Lite
  // packages (as where nothing was installed) answers by keyword, at once and without an error.
  it('with no sentence encoder installed at all, a store with USE-Lite vectors is searched by keyword, without error', async () => {
    const sb = makeSandbox();
    expect((await runCliProcess(sb, ['remember', 'Cache entries expire after ten minutes'])).code).toBe(0);
    const { app, db } = openProject(sb);
    const embedder = await app.queryEmbedder('use-lite:512');
    const doc = db.prepare("SELECT id, text FROM search_docs WHERE kind = 'decision'").get() as { id: number; text: string };
    saveEmbeddings(db, embedder!.id, [{ docId: doc.id, vector: (await embedder!.embed([doc.text]))[0] }]);
    db.close();
    const plugin = path.join(sb.root, 'plugin');
    fs.cpSync(path.join(REPO_ROOT, 'dist'), path.join(plugin, 'dist'), { recursive: true });
    fs.mkdirSync(path.join(plugin, 'node_modules'));
    for (const name of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
      if (name !== '@energetic-ai' && name !== '.bin')
        fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(plugin, 'node_modules', name));
    }
    const r = spawnSync(process.execPath, [path.join(plugin, 'dist', 'claude-memory.mjs'), 'recall', 'cache', 'entries', '--json'], {
      cwd: sb.projectDir,
      env: sb.env,
      encoding: 'utf8',
    });
    expect(r).toMatchObject({ status: 0, stderr: '' });
    const json = JSON.parse(r.stdout) as { hits: RecallHit[]; mode: string };
    expect(json.mode).toBe('fts');
    expect(json.hits.map((h) => h.id)).toEqual(['decision:1']);
  });
});
