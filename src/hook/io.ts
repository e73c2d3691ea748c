// The hook process's stdin and stdout, without the stream machinery: reading and writing through process.stdin and
// process.stdout on a pipe or socket loads net.Socket and costs a hook milliseconds.
import fs from 'node:fs';
import { processBinding } from '../runtime/builtins.js';

/** Claude Code closes stdin after the payload; if it ever does not, do not hang the session. */
const STDIN_TIMEOUT_MS = 3_000;

/** What a hook was given: its stdin, and when it was read (the event's time). */
export interface HookInput {
  raw: string;
  at: number;
}

export async function readHookInput(): Promise<HookInput> {
  const raw = await readStdin(STDIN_TIMEOUT_MS);
  return { raw, at: Date.now() };
}

/**
 * Writes the hook's output with fs.writeSync: process.stdout on a pipe or socket is a net.Socket, and loading the
 * stream machinery for it costs milliseconds. The output is capped far below a pipe's buffer, so the write does not
 * wait; a descriptor that says EAGAIN (non-blocking and full) gets the rest through process.stdout.
 */
export function writeStdout(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset, bytes.length - offset);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
    process.stdout.write(bytes.subarray(offset));
  }
}

/**
 * Reads the payload without ever blocking a thread: a blocking read of fd 0 holds a thread-pool thread that
 * process.exit then waits for, so a client that never closed stdin would hang the hook past its timeout. Every kind
 * of stdin is read through a non-blocking descriptor, synchronously (no thread pool, no stream machinery), polled
 * while it is empty: a pipe through its own descriptor of /dev/stdin; a socket (what Node's child_process, and so
 * Claude Code, gives hooks) through fd 0 made non-blocking by a libuv pipe handle; a file as it is. Only where none
 * of that works does it fall back to the stdin stream (a few milliseconds more).
 */
function readStdin(timeoutMs: number): Promise<string> {
  let stat: fs.Stats;
  try {
    stat = fs.fstatSync(0);
  } catch {
    return Promise.resolve('');
  }
  if (stat.isCharacterDevice()) return Promise.resolve(''); // a terminal (or /dev/null): nothing to wait for
  const fd = stat.isFile() ? 0 : stat.isFIFO() ? reopenedNonBlocking() : stat.isSocket() ? nonBlockingSocket() : null;
  return fd === null ? readStdinStream(timeoutMs) : pollRead(fd, timeoutMs);
}

/** A pipe opened again with O_NONBLOCK: its own open file description, so fd 0 itself is left as it was. */
function reopenedNonBlocking(): number | null {
  try {
    return fs.openSync('/dev/stdin', fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}

/** Keeps the handle that owns fd 0 from being collected (and closing it) while the hook runs. */
const stdinHandles: unknown[] = [];

/**
 * fd 0 as non-blocking, when it is a socket (which /dev/stdin cannot reopen): opening it with libuv's pipe handle sets
 * O_NONBLOCK, and Node has no public fcntl. The handle never starts reading, so it keeps no event loop alive. A Node
 * without this internal binding gets null (and the stream).
 */
function nonBlockingSocket(): number | null {
  const binding = processBinding<{ Pipe: new (type: number) => { open(fd: number): void }; constants: { SOCKET: number } }>('pipe_wrap');
  if (!binding) return null;
  try {
    const handle = new binding.Pipe(binding.constants.SOCKET);
    handle.open(0);
    stdinHandles.push(handle);
    return 0;
  } catch {
    return null;
  }
}

function pollRead(fd: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const buffer = Buffer.allocUnsafe(65_536);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // Closed synchronously: an asynchronous close would start the thread pool for nothing.
      if (fd !== 0) {
        try {
          fs.closeSync(fd);
        } catch {
          // nothing to do: the process is about to exit
        }
      }
      // Invalid UTF-8 becomes U+FFFD instead of an exception.
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, timeoutMs);
    const next = () => {
      if (finished) return;
      for (;;) {
        let bytesRead: number;
        try {
          bytesRead = fs.readSync(fd, buffer, 0, buffer.length, null);
        } catch (err) {
          // Nothing there yet: look again shortly.
          if ((err as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(next, 2);
          return done();
        }
        if (bytesRead === 0) return done();
        chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
      }
    };
    next();
  });
}

function readStdinStream(timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      process.stdin.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, timeoutMs);
    process.stdin.on('data', (chunk: Buffer) => void chunks.push(chunk));
    process.stdin.on('end', done);
    process.stdin.on('error', done);
  });
}

/** Last line of defence: never let an error reach Claude Code as a failed hook. */
export function reportHookError(err: unknown): void {
  try {
    process.stderr.write(`claude-memory: ${(err as Error)?.message ?? String(err)}\n`);
  } catch {
    // nothing left to do
  }
}
