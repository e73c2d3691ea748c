// One request line out and one reply line back over a Unix socket, on libuv's pipe handle directly. A prompt hook
// that hands its event to the session's server otherwise loads node:net and the stream machinery under it, and its
// first connection compiles them: about 8 ms of a hook whose whole budget over a bare `node -e 0` is a few tens.
// These are Node's internal bindings (what node:net itself is built on; runtime/builtins.ts processBinding). A Node
// without them in this shape gets null from `uvPipeBindings`, and the caller uses node:net instead. Take care with
// them: the bindings check their arguments by aborting the process, not by throwing.
import os from 'node:os';
import { processBinding } from '../runtime/builtins.js';

interface PipeHandle {
  connect(req: object, path: string): number;
  readStart(): number;
  writeUtf8String(req: object, text: string): number;
  close(callback?: () => void): void;
  /** Must always be a function: the binding aborts the process on anything else. */
  onread: (buffer: ArrayBuffer | undefined) => void;
}

export interface UvPipeBindings {
  Pipe: new (type: number) => PipeHandle;
  PipeConnectWrap: new () => { oncomplete?: (status: number) => void };
  WriteWrap: new () => { handle?: PipeHandle; oncomplete?: (status: number) => void; async?: boolean };
  socketType: number;
  streamState: Int32Array;
  kReadBytesOrError: number;
  kArrayBufferOffset: number;
  kLastWriteWasAsync: number;
}

/** The outcome of one exchange: the reply line, or why there is none. */
export type LineExchangeResult = { line: string } | { failed: 'refused' | 'error' | 'hung-up' | 'timeout' };

/**
 * Sends `request` (one line, newline included), waits for one line back, and hands it to `answer`; the line
 * `answer` returns (if any) is written back before the connection closes.
 */
export type LineExchange = (
  file: string,
  request: string,
  timeoutMs: number,
  answer: (line: string) => string | null,
) => Promise<LineExchangeResult>;

let bindings: UvPipeBindings | null | undefined;

/** The bindings, or null where this Node does not have them in the expected shape. */
export function uvPipeBindings(): UvPipeBindings | null {
  if (bindings !== undefined) return bindings;
  // biome-ignore-start lint/suspicious/noExplicitAny: internal bindings, their shape is checked below
  const pipe = processBinding<Record<string, any>>('pipe_wrap');
  const stream = processBinding<Record<string, any>>('stream_wrap');
  // biome-ignore-end lint/suspicious/noExplicitAny: -
  const shaped =
    typeof pipe?.Pipe === 'function' &&
    typeof pipe.PipeConnectWrap === 'function' &&
    typeof pipe.constants?.SOCKET === 'number' &&
    typeof stream?.WriteWrap === 'function' &&
    stream.streamBaseState instanceof Int32Array &&
    ['kReadBytesOrError', 'kArrayBufferOffset', 'kLastWriteWasAsync'].every((k) => typeof stream[k] === 'number');
  bindings =
    shaped && pipe && stream
      ? {
          Pipe: pipe.Pipe,
          PipeConnectWrap: pipe.PipeConnectWrap,
          WriteWrap: stream.WriteWrap,
          socketType: pipe.constants.SOCKET,
          streamState: stream.streamBaseState,
          kReadBytesOrError: stream.kReadBytesOrError,
          kArrayBufferOffset: stream.kArrayBufferOffset,
          kLastWriteWasAsync: stream.kLastWriteWasAsync,
        }
      : null;
  return bindings;
}

const NEWLINE = 0x0a;
const ignoreRead = (): void => undefined;

/** A LineExchange on the given bindings (uvPipeBindings()). */
export function uvLineExchange(b: UvPipeBindings): LineExchange {
  return (file, request, timeoutMs, answer) =>
    new Promise((resolve) => {
      const handle = new b.Pipe(b.socketType);
      const chunks: Buffer[] = [];
      let finished = false;
      // Writes synchronously when the socket takes it at once (a short line on a local socket always does); `then`
      // runs when the write is done either way.
      const write = (text: string, then: (ok: boolean) => void) => {
        const req = new b.WriteWrap();
        req.handle = handle;
        req.async = false;
        req.oncomplete = (status) => then(status >= 0);
        const err = handle.writeUtf8String(req, text);
        if (err < 0) return then(false);
        if (b.streamState[b.kLastWriteWasAsync] === 0) then(true);
      };
      const finish = (result: LineExchangeResult, reply: string | null = null) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        handle.onread = ignoreRead;
        // Closed only once the reply has left: closing first would cancel a write still queued.
        if (reply) write(reply, () => handle.close());
        else handle.close();
        resolve(result);
      };
      const timer = setTimeout(() => finish({ failed: 'timeout' }), timeoutMs);
      handle.onread = (buffer) => {
        const nread = b.streamState[b.kReadBytesOrError];
        if (nread < 0) return finish({ failed: 'hung-up' }); // end of stream (or a read error) before a whole line
        if (nread === 0 || !buffer) return;
        const chunk = Buffer.from(buffer, b.streamState[b.kArrayBufferOffset], nread);
        const nl = chunk.indexOf(NEWLINE);
        if (nl < 0) return void chunks.push(chunk);
        chunks.push(chunk.subarray(0, nl));
        // Decoded whole: a chunk boundary may fall inside a multi-byte character.
        const line = Buffer.concat(chunks).toString('utf8');
        let reply: string | null = null;
        try {
          reply = answer(line);
        } catch {
          // the caller's own mistake must not become an uncaught exception in a libuv callback
        }
        finish({ line }, reply);
      };
      const connect = new b.PipeConnectWrap();
      connect.oncomplete = (status) => {
        if (finished) return;
        if (status < 0) return finish({ failed: status === -os.constants.errno.ECONNREFUSED ? 'refused' : 'error' });
        write(request, (ok) => {
          if (!ok) return finish({ failed: 'error' });
          if (handle.readStart() < 0) finish({ failed: 'error' });
        });
      };
      const err = handle.connect(connect, file);
      if (err < 0) finish({ failed: err === -os.constants.errno.ECONNREFUSED ? 'refused' : 'error' });
    });
}
