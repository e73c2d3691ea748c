// A hook's first steps, before the rest of its code loads: read the payload, and for the events a session's server
// can take over (prompt, session start), begin handing the event to the project's server at once. The server then
// starts on the prompt's recall while this process loads, sanitizes and journals (recall/socket-client.ts). The
// launcher (dist/hook.cjs) runs this part itself; everything after it is in hook-main.
import fs from 'node:fs';
import type { DataPaths } from '../paths.js';
import { projectIdentity } from '../paths.js';
import { beginHandOver, EARLY_PROMPT_CHARS, hookRequest, type ServedHookEvent } from '../recall/socket-client.js';
import { projectSockets } from '../recall/socket-files.js';
import { processBinding } from '../runtime/builtins.js';

/** Claude Code closes stdin after the payload; if it ever does not, do not hang the session. */
const STDIN_TIMEOUT_MS = 3_000;

export interface BegunHook {
  /** The payload as read from stdin. */
  raw: string;
  /** The event, being handed to a server of this project (by the project's key), when one took the connection. */
  served: ServedHandOver | null;
}

export interface ServedHandOver {
  projectKey: string;
  /**
   * The event is journaled (its payload sanitized): the server's context (null: nothing to inject), or undefined when
   * none came within `timeoutMs`.
   */
  serve(event: ServedHookEvent, payload: Record<string, unknown>, timeoutMs: number): Promise<{ context: string | null } | undefined>;
  /** Not journaled after all, or answered: the server drops whatever it began. */
  cancel(): void;
}

export async function beginHook(event: string, env: NodeJS.ProcessEnv, paths: DataPaths): Promise<BegunHook> {
  const raw = await readStdin(STDIN_TIMEOUT_MS);
  return { raw, served: event === 'SessionStart' || event === 'UserPromptSubmit' ? await beginHandOverOf(event, raw, env, paths) : null };
}

/**
 * Only what finding the server needs is read here (the project, the session, the prompt as received): the payload is
 * validated and sanitized after, and the server sanitizes the prompt itself before it searches for it.
 */
async function beginHandOverOf(event: 'SessionStart' | 'UserPromptSubmit', raw: string, env: NodeJS.ProcessEnv, paths: DataPaths): Promise<BegunHook['served']> {
  try {
    const payload = JSON.parse(raw) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const p = payload as Record<string, unknown>;
    // The project as the hook names it (hook.ts): the session's root, else the payload's cwd.
    const project = projectIdentity(env.CLAUDE_PROJECT_DIR || String(p.cwd || process.cwd()), { named: Boolean(env.CLAUDE_PROJECT_DIR) });
    const sockets = projectSockets(paths.runDir, project.key);
    if (!sockets.length) return null;
    const handOver = await beginHandOver(sockets, {
      begin: event,
      sessionId: String(p.session_id ?? ''),
      ...(typeof p.prompt === 'string' ? { prompt: p.prompt.slice(0, EARLY_PROMPT_CHARS) } : {}),
      ...(typeof p.source === 'string' ? { source: p.source.slice(0, 20) } : {}),
    });
    return handOver && { projectKey: project.key, serve: (event, payload, timeoutMs) => handOver.journaled(hookRequest(event, payload), timeoutMs), cancel: () => handOver.cancel() };
  } catch {
    // Malformed JSON and the like: the hook finds and reports it in its own validation.
    return null;
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
