// Prompt-time recall through the session's MCP server. A hook cannot load a sentence encoder within its latency
// budget, but the MCP server of the running session has one loaded: it answers hybrid recall on a Unix socket in the
// data dir (owner-only; not a network port, so no Host/Origin to check). With no server, or past the deadline,
// the hook falls back to keyword search in-process.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import '../zod.js';
import * as z from 'zod/mini';
import type { RecallHit } from './search.js';

export interface SocketQuery {
  query: string;
  limit: number;
  /** The asking session: its own memories are left out (and do not count as evidence for the relevance floor). */
  sessionId?: string;
  /** Snippet length the asker wants (bounded). */
  snippetChars?: number;
}

/** Any local process of the user can write here: every request is checked before it is answered. */
const SocketQuerySchema = z.object({ query: z.string(), limit: z.int(), sessionId: z.optional(z.string()), snippetChars: z.optional(z.int()) });

const MAX_REQUEST_BYTES = 64 * 1024;

export interface RecallSocketOptions {
  /** A connection that sends nothing for this long is closed (it holds a descriptor). */
  idleTimeoutMs?: number;
  /** Connections past this many are refused; a prompt hook asks once and hangs up. */
  maxConnections?: number;
}

export function recallSocketPath(runDir: string, projectKey: string, pid: number): string {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}

/** Serves recall on a socket until closed; one JSON request line in, one JSON response line out. */
export async function serveRecallSocket(
  file: string,
  answer: (q: SocketQuery) => Promise<RecallHit[]>,
  opts: RecallSocketOptions = {},
): Promise<{ close(): void }> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.rmSync(file, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    let answered = false;
    conn.setEncoding('utf8');
    conn.setTimeout(opts.idleTimeoutMs ?? 2_000, () => conn.destroy());
    conn.on('error', () => undefined);
    conn.on('data', (chunk: string) => {
      if (answered) return;
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      answered = true;
      const q = parseRequest(buf.slice(0, nl));
      if (!q) return conn.destroy();
      answer({
        query: q.query.slice(0, 4_000),
        limit: Math.min(Math.max(q.limit, 1), 50),
        sessionId: q.sessionId?.slice(0, 200),
        snippetChars: q.snippetChars === undefined ? undefined : Math.min(Math.max(q.snippetChars, 100), 2_000),
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

function parseRequest(line: string): SocketQuery | null {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  const parsed = SocketQuerySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Asks a live MCP server of this project; null when there is none or it does not answer within `timeoutMs`. */
export async function queryRecallSocket(runDir: string, projectKey: string, q: SocketQuery, timeoutMs: number): Promise<RecallHit[] | null> {
  let sockets: string[];
  try {
    sockets = fs
      .readdirSync(runDir)
      .filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith('.sock'))
      .map((n) => path.join(runDir, n));
  } catch {
    return null;
  }
  const deadline = Date.now() + timeoutMs;
  for (const file of sockets) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const hits = await ask(file, q, left);
    if (hits) return hits;
  }
  return null;
}

function ask(file: string, q: SocketQuery, timeoutMs: number): Promise<RecallHit[] | null> {
  return new Promise((resolve) => {
    let buf = '';
    const conn = net.createConnection(file);
    const finish = (hits: RecallHit[] | null) => {
      clearTimeout(timer);
      conn.destroy();
      resolve(hits);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify(q)}\n`));
    conn.on('data', (chunk: string) => {
      buf += chunk;
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      try {
        const reply = JSON.parse(buf.slice(0, nl)) as { hits?: unknown };
        finish(Array.isArray(reply?.hits) ? (reply.hits as RecallHit[]) : null);
      } catch {
        finish(null);
      }
    });
    conn.on('error', (err: NodeJS.ErrnoException) => {
      // A socket left behind by a killed server.
      if (err.code === 'ECONNREFUSED') fs.rmSync(file, { force: true });
      finish(null);
    });
  });
}
