// Prompt-time recall through the session's MCP server. A hook cannot load a sentence encoder within its latency
// budget, but the MCP server of the running session has one loaded: it answers hybrid recall on a Unix socket in the
// data dir (owner-only; not a network port, so no Host/Origin to check). With no server, or past the deadline,
// the hook falls back to keyword search in-process.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { RecallHit } from './search.js';

export interface SocketQuery {
  query: string;
  limit: number;
  /** The asking session: its own memories are left out (and do not count as evidence for the relevance floor). */
  sessionId?: string;
  /** Snippet length the asker wants (bounded). */
  snippetChars?: number;
}

const MAX_REQUEST_BYTES = 64 * 1024;

export function recallSocketPath(runDir: string, projectKey: string, pid: number): string {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}

/** Serves recall on a socket until closed; one JSON request line in, one JSON response line out. */
export async function serveRecallSocket(file: string, answer: (q: SocketQuery) => Promise<RecallHit[]>): Promise<{ close(): void }> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.rmSync(file, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return conn.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      let q: SocketQuery;
      try {
        q = JSON.parse(buf.slice(0, nl)) as SocketQuery;
      } catch {
        return conn.destroy();
      }
      if (typeof q.query !== 'string' || !Number.isInteger(q.limit)) return conn.destroy();
      answer({ query: q.query.slice(0, 4_000), limit: Math.min(Math.max(q.limit, 1), 50), sessionId: typeof q.sessionId === 'string' ? q.sessionId.slice(0, 200) : undefined,
        snippetChars: Number.isInteger(q.snippetChars) ? Math.min(Math.max(q.snippetChars!, 100), 2_000) : undefined,
      })
        .then((hits) => conn.end(`${JSON.stringify({ hits })}\n`))
        .catch(() => conn.destroy());
    });
    conn.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  server.unref();
  return {
    close() {
      server.close();
      fs.rmSync(file, { force: true });
    },
  };
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
        finish((JSON.parse(buf.slice(0, nl)) as { hits: RecallHit[] }).hits);
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
