import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecallHit } from '../../src/recall/search.js';
import { queryRecallSocket, recallSocketPath, serveRecallSocket } from '../../src/recall/socket.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-sock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const hit = (id: string): RecallHit => ({ layer: 1, id, kind: 'decision', snippet: `snippet ${id}`, session_id: 's1', prompt_number: 1, score: 1, created_at: '2026-11-30T00:00:00.000Z', source: 'manual', relevance: 1, relevant: true });

describe('prompt-time recall through the session MCP server socket', () => {
  it('answers a hook query with the server-side hits, on an owner-only socket', async () => {
    const run = tmp();
    const seen: string[] = [];
    const server = await serveRecallSocket(recallSocketPath(run, 'proj-abc', 123), async (q) => {
      seen.push(q.query);
      return [hit('decision:1'), hit('decision:2')].slice(0, q.limit);
    });
    try {
      expect(fs.statSync(recallSocketPath(run, 'proj-abc', 123)).mode & 0o777).toBe(0o600);
      const hits = await queryRecallSocket(run, 'proj-abc', { query: 'why the migration failed', limit: 1 }, 2_000);
      expect(hits?.map((h) => h.id)).toEqual(['decision:1']);
      expect(seen).toEqual(['why the migration failed']);
    } finally {
      server.close();
    }
  });

  it('gives null when no server runs for the project, so the hook falls back to keyword search', async () => {
    const run = tmp();
    expect(await queryRecallSocket(run, 'proj-abc', { query: 'x', limit: 3 }, 500)).toBeNull();
    expect(await queryRecallSocket(path.join(run, 'missing'), 'proj-abc', { query: 'x', limit: 3 }, 500)).toBeNull();
  });

  it('gives null past the deadline instead of waiting on a slow server', async () => {
    const run = tmp();
    const server = await serveRecallSocket(recallSocketPath(run, 'p', 1), () => new Promise((r) => setTimeout(() => r([hit('decision:9')]), 2_000)));
    try {
      const started = Date.now();
      expect(await queryRecallSocket(run, 'p', { query: 'slow', limit: 3 }, 150)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      server.close();
    }
  });

  it('removes a socket file left behind by a killed server', async () => {
    const run = tmp();
    const stale = recallSocketPath(run, 'p', 999);
    // A listening socket that is then closed without unlinking leaves a file that refuses connections.
    const srv = net.createServer();
    await new Promise<void>((r) => srv.listen(stale, r));
    await new Promise<void>((r) => srv.close(() => r()));
    if (!fs.existsSync(stale)) fs.writeFileSync(stale, '');
    expect(await queryRecallSocket(run, 'p', { query: 'x', limit: 1 }, 500)).toBeNull();
    expect(fs.existsSync(stale)).toBe(false);
  });

  it('ignores malformed requests without crashing the server', async () => {
    const run = tmp();
    const file = recallSocketPath(run, 'p', 2);
    const server = await serveRecallSocket(file, async () => [hit('decision:3')]);
    try {
      await new Promise<void>((resolve) => {
        const c = net.createConnection(file, () => c.write('not json\n'));
        c.on('close', () => resolve());
        c.on('error', () => resolve());
      });
      expect((await queryRecallSocket(run, 'p', { query: 'still up', limit: 1 }, 2_000))?.[0].id).toBe('decision:3');
    } finally {
      server.close();
    }
  });
});
