import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildOllamaPrompt, cleanModelOutput, ollamaSummarize, OllamaError } from '../../src/compress/ollama.js';

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
const servers: http.Server[] = [];

/** A real HTTP server on 127.0.0.1:0 standing in for Ollama. */
async function fakeOllama(handler: Handler): Promise<{ url: string; requests: { path: string; body: unknown }[] }> {
  const requests: { path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body: body ? JSON.parse(body) : null });
      handler(req, body, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests };
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('ollamaSummarize', () => {
  it('posts a non-streaming generate request and returns the cleaned response', async () => {
    const srv = await fakeOllama((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ model: 'llama3.2', response: ' Summary: The user fixed the failing migration.\n', done: true }));
    });
    const out = await ollamaSummarize({ url: `${srv.url}/`, model: 'llama3.2', timeoutMs: 5000 }, 'turn', 'some turn text');
    expect(out).toBe('The user fixed the failing migration.');
    expect(srv.requests).toHaveLength(1);
    expect(srv.requests[0].path).toBe('/api/generate');
    const body = srv.requests[0].body as { model: string; stream: boolean; prompt: string };
    expect(body.model).toBe('llama3.2');
    expect(body.stream).toBe(false);
    expect(body.prompt).toContain('some turn text');
    expect(body.prompt).toMatch(/1-3 sentences/);
  });

  it('throws OllamaError on HTTP 500', async () => {
    const srv = await fakeOllama((_req, _body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"model not found"}');
    });
    await expect(ollamaSummarize({ url: srv.url, model: 'x', timeoutMs: 5000 }, 'session', 't')).rejects.toThrow(
      /HTTP 500.*model not found/,
    );
  });

  it('times out against a server that never answers', async () => {
    const srv = await fakeOllama(() => {
      /* never respond */
    });
    const t0 = performance.now();
    const err = await ollamaSummarize({ url: srv.url, model: 'x', timeoutMs: 300 }, 'turn', 't').catch((e: unknown) => e);
    const ms = performance.now() - t0;
    expect(err).toBeInstanceOf(OllamaError);
    expect((err as Error).message).toMatch(/timed out after 300 ms/);
    expect(ms).toBeLessThan(3000);
  });

  it('throws when nothing listens or the reply is malformed or empty', async () => {
    const srv = await fakeOllama((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ response: '   ' }));
    });
    await expect(ollamaSummarize({ url: srv.url, model: 'x', timeoutMs: 2000 }, 'turn', 't')).rejects.toThrow(/empty/);
    const srv2 = await fakeOllama((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"nope":1}');
    });
    await expect(ollamaSummarize({ url: srv2.url, model: 'x', timeoutMs: 2000 }, 'turn', 't')).rejects.toThrow(OllamaError);
    await expect(ollamaSummarize({ url: 'http://127.0.0.1:1', model: 'x', timeoutMs: 2000 }, 'turn', 't')).rejects.toThrow(OllamaError);
  });
});

describe('prompt and output helpers', () => {
  it('truncates huge inputs', () => {
    const p = buildOllamaPrompt('session', 'x'.repeat(50_000));
    expect(p.length).toBeLessThan(9_000);
  });
  it('strips preambles, think blocks and quotes', () => {
    expect(cleanModelOutput('<think>hmm</think>Here is a brief summary:\n"Did X."')).toBe('Did X.');
    expect(cleanModelOutput(`${'Long sentence here. '.repeat(60)}`).length).toBeLessThanOrEqual(600);
  });
});
