import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecallHit } from '../../src/recall/search.js';
import {
  handOverToServer,
  MAX_HANDOVER_CHARS,
  queryRecallSocket,
  sessionSocketPath,
  useSocketTransport,
  type HandOver,
  type SocketTransport,
} from '../../src/hook/session-socket.js';
import { serveSessionSocket } from '../../src/mcp/session-socket.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-sock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const hit = (id: string): RecallHit => ({
  layer: 1,
  id,
  kind: 'decision',
  snippet: `snippet ${id}`,
  session_id: 's1',
  prompt_number: 1,
  score: 1,
  created_at: '2026-11-30T00:00:00.000Z',
  source: 'manual',
  relevance: 1,
  relevant: true,
});

// Hooks and the CLI ask over libuv's pipe handle; a Node without those bindings asks through node:net. Both run here.
describe.each<SocketTransport>(['libuv', 'node:net'])(
  'prompt-time recall through the session MCP server socket (client on %s)',
  (transport) => {
    beforeAll(() => useSocketTransport(transport));
    afterAll(() => useSocketTransport(null));

    it('answers a hook query with the server-side hits, on an owner-only socket', async () => {
      const run = tmp();
      const seen: string[] = [];
      const server = await serveSessionSocket(sessionSocketPath(run, 'proj-abc', 123), async (q) => {
        seen.push(q.query);
        return [hit('decision:1'), hit('decision:2')].slice(0, q.limit);
      });
      try {
        expect(fs.statSync(sessionSocketPath(run, 'proj-abc', 123)).mode & 0o777).toBe(0o600);
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
      const server = await serveSessionSocket(
        sessionSocketPath(run, 'p', 1),
        () => new Promise((r) => setTimeout(() => r([hit('decision:9')]), 2_000)),
      );
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
      const stale = sessionSocketPath(run, 'p', 999);
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
      const file = sessionSocketPath(run, 'p', 2);
      const server = await serveSessionSocket(file, async () => [hit('decision:3')]);
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

    // Issue 12, item 2: what any local process can write to the socket must not end the session's server.
    const exchange = (file: string, payload: string, waitMs = 2_000) =>
      new Promise<string>((resolve) => {
        let got = '';
        const c = net.createConnection(file, () => c.write(payload));
        c.setEncoding('utf8');
        c.on('data', (d: string) => (got += d));
        const t = setTimeout(() => c.destroy(), waitMs);
        c.on('close', () => {
          clearTimeout(t);
          resolve(got);
        });
        c.on('error', () => undefined);
      });

    it('hangs up on JSON that is not a query object (null, arrays, wrong types) without answering, and keeps serving', async () => {
      const run = tmp();
      const file = sessionSocketPath(run, 'p', 3);
      const asked: unknown[] = [];
      const server = await serveSessionSocket(file, async (q) => {
        asked.push(q);
        return [hit('decision:4')];
      });
      try {
        for (const bad of [
          'null',
          '[]',
          '42',
          '"q"',
          '{"query":null,"limit":3}',
          '{"query":"x","limit":"3"}',
          '{"query":"x","limit":1.5}',
          '{"query":{"toString":1},"limit":2}',
        ]) {
          const reply = await exchange(file, `${bad}\n`);
          expect(reply, bad).toBe('');
        }
        expect(asked).toEqual([]);
        expect((await queryRecallSocket(run, 'p', { query: 'still up', limit: 1 }, 2_000))?.[0].id).toBe('decision:4');
      } finally {
        server.close();
      }
    });

    it('closes a connection whose request line grows past the bound, without answering it', async () => {
      const run = tmp();
      const file = sessionSocketPath(run, 'p', 4);
      const server = await serveSessionSocket(file, async () => [hit('decision:5')]);
      try {
        const reply = await exchange(file, `{"query":"${'a'.repeat(200_000)}`);
        expect(reply).toBe('');
        expect((await queryRecallSocket(run, 'p', { query: 'ok', limit: 1 }, 2_000))?.[0].id).toBe('decision:5');
      } finally {
        server.close();
      }
    });

    it('times out idle connections and caps how many are open at once', async () => {
      const run = tmp();
      const file = sessionSocketPath(run, 'p', 5);
      const server = await serveSessionSocket(file, async () => [hit('decision:6')], { idleTimeoutMs: 300, maxConnections: 8 });
      try {
        const conns = Array.from({ length: 40 }, () => {
          const c = net.createConnection(file);
          c.on('error', () => undefined);
          return { c, closedAt: 0 };
        });
        const started = Date.now();
        for (const x of conns) x.c.on('close', () => (x.closedAt = Date.now()));
        await new Promise((r) => setTimeout(r, 150));
        // Past the cap the server refuses at once; the rest are still held.
        const early = conns.filter((x) => x.closedAt > 0).length;
        expect(early).toBeGreaterThanOrEqual(32);
        await new Promise((r) => setTimeout(r, 800));
        // The idle ones are closed by the server, freeing their descriptors.
        expect(conns.every((x) => x.closedAt > 0)).toBe(true);
        expect(Math.max(...conns.map((x) => x.closedAt - started))).toBeLessThan(1_000);
        expect((await queryRecallSocket(run, 'p', { query: 'free again', limit: 1 }, 2_000))?.[0].id).toBe('decision:6');
      } finally {
        server.close();
      }
    });

    describe('a hook handed over to the server', () => {
      const payload = JSON.stringify({ session_id: 's1', hook_event_name: 'UserPromptSubmit', prompt: 'why did the migration fail?' });
      const request: HandOver = { handOver: 'UserPromptSubmit', payload, projectKey: 'p', at: 1_700_000_000_000 };

      it('answers with what the hook prints, and marks it shown only once the hook confirms it took the answer', async () => {
        const run = tmp();
        const file = sessionSocketPath(run, 'p', 6);
        const delivered: number[] = [];
        const seen: unknown[] = [];
        const server = await serveSessionSocket(file, async () => [], {
          handOver: async (r) => {
            seen.push(r);
            return { output: '{"hookSpecificOutput":{}}', delivered: () => void delivered.push(r.at) };
          },
        });
        try {
          expect(await handOverToServer([file], request, 2_000)).toEqual({ output: '{"hookSpecificOutput":{}}' });
          for (let i = 0; i < 50 && !delivered.length; i++) await new Promise((r) => setTimeout(r, 10));
          expect(delivered).toEqual([request.at]);
          // The payload arrives as the hook read it: the server validates and sanitizes it as the hook would.
          expect(seen).toEqual([request]);
        } finally {
          server.close();
        }
      });

      it('carries a prompt of most of a megabyte whole; a longer one stays with the hook', async () => {
        const run = tmp();
        const file = sessionSocketPath(run, 'p', 15);
        const sizes: number[] = [];
        const server = await serveSessionSocket(file, async () => [], {
          handOver: async (r) => {
            sizes.push(r.payload.length);
            return { output: '', delivered: () => undefined };
          },
        });
        try {
          const big = (n: number): HandOver => ({ ...request, payload: JSON.stringify({ session_id: 's1', prompt: 'é'.repeat(n) }) });
          expect(await handOverToServer([file], big(900_000), 5_000)).toEqual({ output: '' });
          expect(sizes).toEqual([big(900_000).payload.length]);
          // Past the line limit the hook does not even ask (and the server would refuse the line).
          expect(await handOverToServer([file], big(MAX_HANDOVER_CHARS), 5_000)).toBeUndefined();
          expect(sizes).toHaveLength(1);
        } finally {
          server.close();
        }
      });

      it('marks nothing when the hook gave up before the answer came', async () => {
        const run = tmp();
        const file = sessionSocketPath(run, 'p', 7);
        let delivered = 0;
        let answered = 0;
        const server = await serveSessionSocket(file, async () => [], {
          handOver: () =>
            new Promise((resolve) =>
              setTimeout(() => {
                answered++;
                resolve({ output: 'too late', delivered: () => void delivered++ });
              }, 300),
            ),
        });
        try {
          expect(await handOverToServer([file], request, 100)).toBeUndefined();
          await new Promise((r) => setTimeout(r, 600));
          expect(answered).toBe(1);
          expect(delivered).toBe(0);
        } finally {
          server.close();
        }
      });

      it('is refused at once by a server that does not take hooks over, or that fails the work: the hook does it itself', async () => {
        const run = tmp();
        const plain = sessionSocketPath(run, 'p', 8);
        const failing = sessionSocketPath(run, 'q', 9);
        const a = await serveSessionSocket(plain, async () => [hit('decision:7')]);
        const b = await serveSessionSocket(failing, async () => [], { handOver: async () => Promise.reject(new Error('SQLITE_BUSY')) });
        try {
          const started = Date.now();
          expect(await handOverToServer([plain], request, 2_000)).toBeUndefined();
          expect(await handOverToServer([failing], request, 2_000)).toBeUndefined();
          expect(Date.now() - started).toBeLessThan(1_500);
          // Both still serve recall afterwards.
          expect((await queryRecallSocket(run, 'p', { query: 'still up', limit: 1 }, 2_000))?.[0].id).toBe('decision:7');
        } finally {
          a.close();
          b.close();
        }
      });

      it('gives undefined for a reply that is not an answer (garbage, or a recall reply)', async () => {
        const run = tmp();
        const file = sessionSocketPath(run, 'p', 10);
        const garbage = net.createServer((c) => c.end('not json at all\n'));
        await new Promise<void>((r) => garbage.listen(file, r));
        try {
          expect(await handOverToServer([file], request, 2_000)).toBeUndefined();
        } finally {
          garbage.close();
        }
      });
    });

    it('takes a long reply that arrives in many pieces, multi-byte characters split across them', async () => {
      const run = tmp();
      const file = sessionSocketPath(run, 'p', 11);
      // 300 KB of text where every character is 2-4 bytes in UTF-8, written in odd-sized slices with pauses.
      const snippet = 'é→😀'.repeat(25_000);
      const line = Buffer.from(`${JSON.stringify({ hits: [{ ...hit('decision:11'), snippet }] })}\n`, 'utf8');
      const server = net.createServer((c) => {
        c.once('data', async () => {
          for (let at = 0; at < line.length; at += 7_777) {
            c.write(line.subarray(at, at + 7_777));
            if (at % (7_777 * 8) === 0) await new Promise((r) => setTimeout(r, 2));
          }
        });
        c.on('error', () => undefined);
      });
      await new Promise<void>((r) => server.listen(file, r));
      try {
        const hits = await queryRecallSocket(run, 'p', { query: 'long', limit: 1 }, 5_000);
        expect(hits?.[0].snippet).toBe(snippet);
      } finally {
        server.close();
      }
    });

    it('sends the confirmation line after taking a served answer, and the server reads it whole', async () => {
      const run = tmp();
      const file = sessionSocketPath(run, 'p', 12);
      const received: string[] = [];
      const server = net.createServer((c) => {
        let got = '';
        c.setEncoding('utf8');
        c.on('data', (d: string) => {
          got += d;
          if (got.split('\n').length === 2) c.write('{"served":true,"output":"ctx ✓"}\n');
        });
        c.on('end', () => received.push(got));
        c.on('error', () => undefined);
      });
      await new Promise<void>((r) => server.listen(file, r));
      try {
        const handOver: HandOver = { handOver: 'UserPromptSubmit', payload: '{"session_id":"s2","prompt":"p"}', projectKey: 'p', at: 1 };
        expect(await handOverToServer([file], handOver, 2_000)).toEqual({ output: 'ctx ✓' });
        for (let i = 0; i < 100 && !received.length; i++) await new Promise((r) => setTimeout(r, 10));
        expect(received).toHaveLength(1);
        const [requestLine, confirmation, rest] = received[0].split('\n');
        expect(JSON.parse(requestLine)).toEqual(handOver);
        expect(JSON.parse(confirmation)).toEqual({ delivered: true });
        expect(rest).toBe('');
      } finally {
        server.close();
      }
    });

    it('gives null when the server hangs up halfway through a line, and goes on to the next socket', async () => {
      const run = tmp();
      const half = sessionSocketPath(run, 'p', 13);
      const whole = sessionSocketPath(run, 'p', 14);
      const cut = net.createServer((c) => c.once('data', () => c.end('{"hits":[{"id":"decision:13"')));
      await new Promise<void>((r) => cut.listen(half, r));
      const good = await serveSessionSocket(whole, async () => [hit('decision:14')]);
      try {
        expect(
          await handOverToServer(
            [half],
            { handOver: 'UserPromptSubmit', payload: '{"session_id":"s3","prompt":"p"}', projectKey: 'p', at: 1 },
            2_000,
          ),
        ).toBeUndefined();
        expect((await queryRecallSocket(run, 'p', { query: 'next', limit: 1 }, 2_000))?.[0].id).toBe('decision:14');
      } finally {
        cut.close();
        good.close();
      }
    });
  },
);
