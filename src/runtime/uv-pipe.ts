// Lines both ways over a Unix socket, on libuv's pipe handle directly. A prompt hook that hands its event to the
// session's server otherwise loads node:net and the stream machinery under it, and its first connection compiles
// them: about 8 ms of a hook whose whole budget over a bare `node -e 0` is a few tens. These are Node's internal
// bindings (what node:net itself is built on; runtime/builtins.ts processBinding). A Node without them in this shape
// gets null from `uvPipeBindings`, and the caller uses node:net instead. Take care with them: the bindings check
// their arguments by aborting the process, not by throwing.
import os from 'node:os';
import { processBinding } from './builtins.js';

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

/** Why a channel gave no line: the connection was refused or failed, the other side hung up, or the deadline passed. */
export type LineFailure = 'refused' | 'error' | 'hung-up' | 'timeout';

/** The next line a channel received, or why there is none. */
export type LineResult = { line: string } | { failed: LineFailure };

/**
 * One connection to a Unix socket that carries newline-terminated lines both ways: a hook hands its event over on
 * one, line by line, as it gets to each step (recall/socket-client.ts).
 */
export interface LineChannel {
  /** Settles once connected (null) or with why it could not connect. */
  readonly connected: Promise<LineFailure | null>;
  /** Sends one line (newline included): at once when connected, else as soon as it is. Lines keep their order. */
  send(line: string): void;
  /** The next line received (one waiter at a time), or why none came by `deadline` (a Date.now() time). */
  nextLine(deadline: number): Promise<LineResult>;
  /** Closes once every line sent has left; nothing is read after this. */
  close(): void;
}

export type OpenLineChannel = (file: string) => LineChannel;

let bindings: UvPipeBindings | null | undefined;

/** The bindings, or null where this Node does not have them in the expected shape. */
export function uvPipeBindings(): UvPipeBindings | null {
  if (bindings !== undefined) return bindings;
  const pipe = processBinding<Record<string, any>>('pipe_wrap');
  const stream = processBinding<Record<string, any>>('stream_wrap');
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

/** Line channels on the given bindings (uvPipeBindings()). */
export function uvLineChannels(b: UvPipeBindings): OpenLineChannel {
  return (file) => {
    const handle = new b.Pipe(b.socketType);
    let state: 'connecting' | 'open' | 'closed' = 'connecting';
    let closing = false;
    let failure: LineFailure | null = null;
    let writesInFlight = 0;
    const outbox: string[] = [];
    const lines: string[] = [];
    let partial: Buffer[] = [];
    let waiter: ((result: LineResult) => void) | null = null;
    let settleConnected: (failure: LineFailure | null) => void = () => undefined;
    const connected = new Promise<LineFailure | null>((resolve) => (settleConnected = resolve));

    const deliver = () => {
      if (!waiter || (!lines.length && !failure)) return;
      const take = waiter;
      waiter = null;
      take(lines.length ? { line: lines.shift()! } : { failed: failure! });
    };
    const shut = () => {
      if (state === 'closed') return;
      state = 'closed';
      handle.onread = ignoreRead;
      handle.close();
    };
    const fail = (why: LineFailure) => {
      failure ??= why;
      settleConnected(why);
      shut();
      deliver();
    };
    // Writes synchronously when the socket takes the line at once (a short line on a local socket always does); a
    // write the socket queues completes later, and the handle is closed only after it (closing would cancel it).
    const write = (text: string) => {
      const req = new b.WriteWrap();
      req.handle = handle;
      req.async = false;
      req.oncomplete = (status) => {
        writesInFlight--;
        if (status < 0) fail('error');
        else if (closing && !writesInFlight) shut();
      };
      writesInFlight++;
      const err = handle.writeUtf8String(req, text);
      if (err < 0 || b.streamState[b.kLastWriteWasAsync] === 0) writesInFlight--;
      if (err < 0) fail('error');
    };
    handle.onread = (buffer) => {
      const nread = b.streamState[b.kReadBytesOrError];
      if (nread < 0) return fail('hung-up'); // end of stream (or a read error)
      if (nread === 0 || !buffer) return;
      let chunk = Buffer.from(buffer, b.streamState[b.kArrayBufferOffset], nread);
      for (let nl = chunk.indexOf(NEWLINE); nl >= 0; nl = chunk.indexOf(NEWLINE)) {
        partial.push(chunk.subarray(0, nl));
        // Decoded whole: a chunk boundary may fall inside a multi-byte character.
        lines.push(Buffer.concat(partial).toString('utf8'));
        partial = [];
        chunk = chunk.subarray(nl + 1);
      }
      if (chunk.length) partial.push(chunk);
      deliver();
    };
    const refusedOrError = (status: number): LineFailure => (status === -os.constants.errno.ECONNREFUSED ? 'refused' : 'error');
    const connect = new b.PipeConnectWrap();
    connect.oncomplete = (status) => {
      if (state === 'closed') return;
      if (status < 0) return fail(refusedOrError(status));
      if (handle.readStart() < 0) return fail('error');
      state = 'open';
      settleConnected(null);
      for (const line of outbox.splice(0)) if (state === 'open') write(line);
      if (closing && !writesInFlight) shut();
    };
    const err = handle.connect(connect, file);
    if (err < 0) fail(refusedOrError(err));

    return {
      connected,
      send(line) {
        if (closing || state === 'closed') return;
        if (state === 'connecting') outbox.push(line);
        else write(line);
      },
      nextLine(deadline) {
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            if (waiter !== take) return;
            waiter = null;
            resolve({ failed: 'timeout' });
          }, Math.max(0, deadline - Date.now()));
          const take = (result: LineResult) => {
            clearTimeout(timer);
            resolve(result);
          };
          waiter = take;
          deliver();
        });
      },
      close() {
        closing = true;
        handle.onread = ignoreRead;
        if (state === 'open' && !writesInFlight) shut();
      },
    };
  };
}
