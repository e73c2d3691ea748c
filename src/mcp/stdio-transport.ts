// The MCP server's stdio transport. The SDK's own (StdioServerTransport) closes itself when one message passes its
// 10 MB buffer: it stops reading stdin, so the server hangs on every later call and, since it never sees stdin end,
// outlives its client. This one reads line-delimited JSON-RPC the same way, answers an oversized request with an
// error (its id read from the start or the end of the line) while dropping its bytes as they come, and keeps reading;
// stdin ending, whatever state the server is in, is reported as the transport closing.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The largest message read (the SDK transport's limit): a longer line is answered with an error and dropped. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** How much of an oversized line's start and end is kept, to find its JSON-RPC id. */
const ID_WINDOW_BYTES = 4_096;
/** JSON-RPC's "Invalid Request". */
const INVALID_REQUEST = -32600;

export class LineStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pieces: Buffer[] = [];
  private size = 0;
  /** While a line over the limit streams by: its first bytes, its last bytes so far, and its length. */
  private oversized: { head: Buffer; tail: Buffer; bytes: number } | null = null;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxMessageBytes = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
    this.input.on('end', this.onEnd);
    this.input.on('close', this.onEnd);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      if (this.output.write(serializeMessage(message))) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    this.input.off('end', this.onEnd);
    this.input.off('close', this.onEnd);
    this.pieces = [];
    this.oversized = null;
    this.onclose?.();
  }

  /** Stdin that fails cannot be read again: as good as ended. */
  private readonly onInputError = (error: Error) => {
    this.onerror?.(error);
    void this.close();
  };

  private readonly onEnd = () => void this.close();

  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (;;) {
      const newline = data.indexOf(0x0a);
      const part = newline < 0 ? data : data.subarray(0, newline);
      this.take(part);
      if (newline < 0) return;
      this.endLine();
      data = data.subarray(newline + 1);
    }
  };

  /** Adds bytes to the line being read; past the limit, keeps only what can tell the request's id. */
  private take(part: Buffer): void {
    if (!part.length) return;
    if (!this.oversized && this.size + part.length <= this.maxMessageBytes) {
      this.pieces.push(part);
      this.size += part.length;
      return;
    }
    if (!this.oversized) {
      const start = Buffer.concat(this.pieces);
      this.oversized = { head: start.subarray(0, ID_WINDOW_BYTES), tail: start.subarray(-ID_WINDOW_BYTES), bytes: start.length };
      this.pieces = [];
      this.size = 0;
    }
    const o = this.oversized;
    if (o.head.length < ID_WINDOW_BYTES) o.head = Buffer.concat([o.head, part.subarray(0, ID_WINDOW_BYTES - o.head.length)]);
    o.tail = Buffer.concat([o.tail, part.subarray(-ID_WINDOW_BYTES)]).subarray(-ID_WINDOW_BYTES);
    o.bytes += part.length;
  }

  private endLine(): void {
    if (this.oversized) {
      const o = this.oversized;
      this.oversized = null;
      this.rejectOversized(o.head.toString('utf8'), o.tail.toString('utf8'), o.bytes);
      return;
    }
    const line = Buffer.concat(this.pieces).toString('utf8').replace(/\r$/, '');
    this.pieces = [];
    this.size = 0;
    if (!line.trim()) return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch (err) {
      this.onerror?.(err as Error);
      return;
    }
    this.onmessage?.(message);
  }

  /** A request too large to read is answered with an error, so its caller is not left waiting; it is reported too. */
  private rejectOversized(head: string, tail: string, bytes: number): void {
    const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    const reason = `a message of ${megabytes(bytes)} is over the ${megabytes(this.maxMessageBytes)} this server reads; it was dropped`;
    this.onerror?.(new Error(reason));
    const id = requestId(head, tail);
    if (id === undefined) return;
    void this.send({ jsonrpc: '2.0', id, error: { code: INVALID_REQUEST, message: `Request too large: ${reason}` } } as JSONRPCMessage);
  }
}

/**
 * The id of a JSON-RPC request from the two ends of its line: clients write it first (`{"jsonrpc":"2.0","id":…`) or
 * last (the SDK: `…,"jsonrpc":"2.0","id":7}`). Only a request gets an answer: a line without a method is not one.
 */
function requestId(head: string, tail: string): string | number | undefined {
  if (!/"method"\s*:/.test(head)) return undefined;
  const ID = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,200}")/;
  const first = new RegExp(`^\\s*\\{\\s*(?:"jsonrpc"\\s*:\\s*"2\\.0"\\s*,\\s*)?${ID.source}`).exec(head);
  const last = new RegExp(`${ID.source}\\s*\\}\\s*$`).exec(tail.replace(/\r$/, ''));
  const raw = (first ?? last)?.[1];
  return raw === undefined ? undefined : (JSON.parse(raw) as string | number);
}
