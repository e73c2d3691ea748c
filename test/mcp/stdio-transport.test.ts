// The MCP server's line transport on its own: messages split across reads or several in one, and an oversized line
// answered with an error whichever end of it holds the id, without stopping the reading.
import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { LineStdioTransport } from '../../src/mcp/stdio-transport.js';

function harness(maxBytes: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const received: JSONRPCMessage[] = [];
  const sent: unknown[] = [];
  const errors: string[] = [];
  output.on('data', (d: Buffer) => {
    for (const line of d.toString().split('\n').filter(Boolean)) sent.push(JSON.parse(line));
  });
  const t = new LineStdioTransport(input, output, maxBytes);
  t.onmessage = (m) => received.push(m);
  t.onerror = (e) => errors.push(e.message);
  let closed = false;
  t.onclose = () => {
    closed = true;
  };
  return { t, input, received, sent, errors, closed: () => closed };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('LineStdioTransport', () => {
  it('reads messages split across chunks and several in one chunk', async () => {
    const h = harness(1_000);
    await h.t.start();
    const a = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const b = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
    h.input.write(a.slice(0, 10));
    h.input.write(`${a.slice(10)}\n${b}\n${a.replace('1', '2')}`);
    h.input.write('\n');
    await tick();
    expect(h.received).toEqual([JSON.parse(a), JSON.parse(b), { jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  it('answers an oversized request with an error by its id (first or last in the line) and reads on; a notification gets none', async () => {
    const h = harness(200);
    await h.t.start();
    const big = 'z'.repeat(1_000);
    h.input.write(`${JSON.stringify({ method: 'tools/call', params: { arguments: { id: 99, text: big } }, jsonrpc: '2.0', id: 7 })}\n`);
    h.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 'abc', method: 'tools/call', params: { text: big } })}\n`);
    h.input.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/x', params: { text: big } })}\n`);
    h.input.write(`${JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'ping' })}\n`);
    await tick();
    expect(h.sent).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32600, message: expect.stringMatching(/^Request too large/) } },
      { jsonrpc: '2.0', id: 'abc', error: { code: -32600, message: expect.stringMatching(/^Request too large/) } },
    ]);
    expect(h.errors).toHaveLength(3);
    expect(h.received).toEqual([{ jsonrpc: '2.0', id: 8, method: 'ping' }]);
  });

  it('reports stdin ending as the transport closing', async () => {
    const h = harness(200);
    await h.t.start();
    h.input.end();
    await tick();
    expect(h.closed()).toBe(true);
  });
});
