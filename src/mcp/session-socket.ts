// The session server's socket: the MCP server listens on a Unix socket in the data dir (owner-only; not a network
// port, so no Host/Origin to check). A hook cannot load a sentence encoder within its latency budget, but the server
// has one loaded: it takes over the prompt and session-start hooks' whole event (hook/handle.ts, with the stores it
// already has open) and answers the CLI's hybrid recall. With no server, or past the deadline, the hook does the work
// in-process. The asking side is hook/session-socket.ts.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import '../zod.js';
import * as z from 'zod/mini';
import {
  type HandOver,
  type HandOverReply,
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  type SocketQuery,
} from '../hook/session-socket.js';
import type { RecallHit } from '../recall/search.js';

/** Any local process of the user can write here: every request is checked before it is answered. */
const SocketQuerySchema = z.object({
  query: z.string(),
  limit: z.int(),
  sessionId: z.optional(z.string()),
  snippetChars: z.optional(z.int()),
});
const HandOverSchema = z.object({
  handOver: z.enum(['SessionStart', 'UserPromptSubmit']),
  payload: z.string(),
  projectKey: z.string(),
  at: z.number(),
});

export interface SessionSocketOptions {
  /** A connection that sends nothing for this long is closed (it holds a descriptor). */
  idleTimeoutMs?: number;
  /** Connections past this many are refused; a prompt hook asks once and hangs up. */
  maxConnections?: number;
  /**
   * Takes over a hook's event: records it and builds what the hook prints; `delivered` runs once the hook confirms it
   * took the answer in time. A rejection, or no handler, refuses the event: the hook then does the work itself.
   */
  handOver?: (request: HandOver) => Promise<HandOverReply & { delivered(): void }>;
  /** Errors of work done after an answer (a hook's confirmation); the connection's own errors are not reported. */
  onError?: (err: unknown) => void;
}

/** Serves hand-overs and recall on a socket until closed; one JSON request line in, one JSON response line out. */
export async function serveSessionSocket(
  file: string,
  answer: (q: SocketQuery) => Promise<RecallHit[]>,
  opts: SessionSocketOptions = {},
): Promise<{ close(): void }> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.rmSync(file, { force: true });
  const handOver = opts.handOver;
  const server = net.createServer((conn) => {
    let buf = '';
    let answered = false;
    /** Set while a served hook's answer waits for the hook's confirmation line. */
    let onConfirmed: (() => void) | null = null;
    conn.setEncoding('utf8');
    conn.setTimeout(opts.idleTimeoutMs ?? 2_000, () => conn.destroy());
    conn.on('error', () => undefined);
    conn.on('data', (chunk: string) => {
      // Only the new chunk is searched for the line's end: a hand-over line can be a megabyte.
      const searchFrom = buf.length;
      buf += chunk;
      if (buf.length > MAX_HANDOVER_CHARS + 1) return conn.destroy();
      const nl = buf.indexOf('\n', searchFrom);
      if (nl < 0) return;
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (answered) {
        // After a served hook's answer, the one line that may follow is its confirmation; then the exchange is over.
        const confirmed = onConfirmed;
        onConfirmed = null;
        if (confirmed && line === HOOK_CONFIRMATION) {
          try {
            confirmed();
          } catch (err) {
            opts.onError?.(err);
          }
        }
        conn.end();
        return;
      }
      answered = true;
      const request = parseRequest(line);
      if (!request) return conn.destroy();
      if ('handOver' in request) {
        if (!handOver) return conn.destroy();
        handOver(request)
          .then((answer) => {
            onConfirmed = answer.delivered;
            conn.write(`${JSON.stringify({ served: true, output: answer.output })}\n`);
          })
          .catch(() => conn.destroy());
        return;
      }
      answer({
        query: request.query.slice(0, MAX_QUERY_CHARS),
        limit: Math.min(Math.max(request.limit, 1), 50),
        sessionId: request.sessionId?.slice(0, 200),
        snippetChars: request.snippetChars === undefined ? undefined : Math.min(Math.max(request.snippetChars, 100), 2_000),
      })
        .then((hits) => conn.end(`${JSON.stringify({ hits })}\n`))
        .catch(() => conn.destroy());
    });
  });
  server.maxConnections = opts.maxConnections ?? 32;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  // A late listening error (none are expected once bound) must not become an uncaught exception.
  server.on('error', () => undefined);
  fs.chmodSync(file, 0o600);
  server.unref();
  // Any exit we get to run code in (process.exit, the end of the event loop) takes the socket file with it; a
  // SIGKILL leaves it behind, and the next hook that finds it refusing connections removes it.
  const removeFile = () => fs.rmSync(file, { force: true });
  process.on('exit', removeFile);
  return {
    close() {
      process.off('exit', removeFile);
      server.close();
      removeFile();
    },
  };
}

function parseRequest(line: string): SocketQuery | HandOver | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  const handOver = HandOverSchema.safeParse(data);
  if (handOver.success) return handOver.data;
  const parsed = SocketQuerySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
