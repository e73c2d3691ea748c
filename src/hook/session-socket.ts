// The asking side of the session server's socket (mcp/session-socket.ts serves it): a prompt or session-start hook
// hands its event over here, and the CLI asks for hybrid recall. Free of any schema library: a prompt hook that finds
// a server's socket file loads it. It talks over libuv's pipe handle directly (uv-pipe.ts), so a hook never loads
// node:net; only a Node without those bindings falls back to it.
import fs from 'node:fs';
import path from 'node:path';
import type { InjectingEvent } from '../capture/payloads.js';
import type { RecallHit } from '../recall/search.js';
import { lazyBuiltin } from '../runtime/builtins.js';
import { type LineExchange, type LineExchangeResult, uvLineExchange, uvPipeBindings } from './uv-pipe.js';

// Where the session servers' sockets live: one per running MCP server, named by project key and pid.
export function sessionSocketPath(runDir: string, projectKey: string, pid: number): string {
  return path.join(runDir, `${projectKey}.${pid}.sock`);
}

/** The sockets of this project's live (or killed, not yet cleaned) servers; a readdir, nothing waited for. */
export function projectSockets(runDir: string, projectKey: string): string[] {
  try {
    return fs
      .readdirSync(runDir)
      .filter((n) => n.startsWith(`${projectKey}.`) && n.endsWith('.sock'))
      .map((n) => path.join(runDir, n));
  } catch {
    return [];
  }
}

/** Whether any session server's socket is there: a cheap look before resolving which project a hook belongs to. */
export function anySessionSocket(runDir: string): boolean {
  try {
    return fs.readdirSync(runDir).some((n) => n.endsWith('.sock'));
  } catch {
    return false;
  }
}

export interface SocketQuery {
  query: string;
  limit: number;
  /** The asking session: its own memories are left out (and do not count as evidence for the relevance floor). */
  sessionId?: string;
  /** Snippet length the asker wants (bounded). */
  snippetChars?: number;
}

/**
 * A prompt or session-start hook hands its whole event to the project's session server, which validates, sanitizes
 * and records it exactly as the hook would have, and answers with what the hook prints. The payload travels as the
 * hook read it, over the owner-only socket, and is sanitized before anything stores it.
 */
export interface HandOver {
  handOver: InjectingEvent;
  /** The hook's stdin, unparsed. */
  payload: string;
  /** The project the hook resolved: a server of another project refuses the event. */
  projectKey: string;
  /** The event's time. A hook that gets no answer in time records the event itself with the same time. */
  at: number;
}

/** What the hook prints for a handed-over event ('' for nothing). */
export interface HandOverReply {
  output: string;
}

/**
 * What a hook sends back once it has a served answer in time: only then does the server mark the memories it shows
 * as shown (an answer that came too late was never printed).
 */
export const HOOK_CONFIRMATION = '{"delivered":true}';

/** A hand-over line longer than this is not sent: the hook does the work itself (the server refuses longer lines). */
export const MAX_HANDOVER_CHARS = 1_048_576;

/** Recall reads at most this much of a query; longer prompts are cut before they travel. */
export const MAX_QUERY_CHARS = 4_000;

/** Asks a live MCP server of this project; null when there is none or it does not answer within `timeoutMs`. */
export async function queryRecallSocket(
  runDir: string,
  projectKey: string,
  q: SocketQuery,
  timeoutMs: number,
): Promise<RecallHit[] | null> {
  const reply = await askFirst(projectSockets(runDir, projectKey), JSON.stringify(q), timeoutMs);
  return Array.isArray(reply?.hits) ? (reply.hits as RecallHit[]) : null;
}

/**
 * Hands a hook's event to a server of this project: what the hook prints, or undefined when no server took the event
 * within `timeoutMs` (the hook then records and injects itself).
 */
export async function handOverToServer(sockets: string[], request: HandOver, timeoutMs: number): Promise<HandOverReply | undefined> {
  const line = JSON.stringify(request);
  if (line.length > MAX_HANDOVER_CHARS) return undefined;
  const reply = await askFirst(sockets, line, timeoutMs, (r) =>
    r.served === true && typeof r.output === 'string' ? `${HOOK_CONFIRMATION}\n` : null,
  );
  return reply?.served === true && typeof reply.output === 'string' ? { output: reply.output } : undefined;
}

/** `confirm`: the line to send back for a reply taken in time, if any. */
type Confirm = (reply: Record<string, unknown>) => string | null;

async function askFirst(
  sockets: string[],
  request: string,
  timeoutMs: number,
  confirm: Confirm = () => null,
): Promise<Record<string, unknown> | null> {
  if (!sockets.length) return null;
  const deadline = Date.now() + timeoutMs;
  for (const file of sockets) {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    const reply = await ask(file, request, left, confirm);
    if (reply) return reply;
  }
  return null;
}

/** One request line out, one reply line back; null on any failure, a malformed reply, or past the deadline. */
async function ask(file: string, request: string, timeoutMs: number, confirm: Confirm): Promise<Record<string, unknown> | null> {
  let reply: Record<string, unknown> | null = null;
  const result = await exchange()(file, `${request}\n`, timeoutMs, (line) => {
    try {
      const parsed = JSON.parse(line) as unknown;
      if (parsed && typeof parsed === 'object') reply = parsed as Record<string, unknown>;
    } catch {
      // a malformed reply is no reply
    }
    return reply ? confirm(reply) : null;
  });
  // A socket left behind by a killed server.
  if ('failed' in result && result.failed === 'refused') fs.rmSync(file, { force: true });
  return reply;
}

export type SocketTransport = 'libuv' | 'node:net';

let transport: LineExchange | null = null;

/** libuv's pipe handle where this Node has the bindings, else node:net. Tests pick one to run both. */
export function useSocketTransport(kind: SocketTransport | null): void {
  const uv = kind !== 'node:net' ? uvPipeBindings() : null;
  if (kind === 'libuv' && !uv) throw new Error('this Node has no libuv pipe bindings');
  transport = uv ? uvLineExchange(uv) : netLineExchange;
}

function exchange(): LineExchange {
  if (!transport) useSocketTransport(null);
  return transport!;
}

const net = lazyBuiltin<typeof import('node:net')>('node:net');

/** The same exchange through node:net. */
const netLineExchange: LineExchange = (file, request, timeoutMs, answer) =>
  new Promise((resolve) => {
    let buf = '';
    let finished = false;
    const conn = net().createConnection(file);
    const finish = (result: LineExchangeResult, reply: string | null = null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // A small write to a local socket leaves at once; ending (not destroying) lets it go before the hook exits.
      if (reply) conn.end(reply);
      else conn.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failed: 'timeout' }), timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(request));
    conn.on('data', (chunk: string) => {
      buf += chunk;
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      const line = buf.slice(0, nl);
      let reply: string | null = null;
      try {
        reply = answer(line);
      } catch {
        // as in the libuv exchange
      }
      finish({ line }, reply);
    });
    // The server hung up without a line: it refused the request (or failed it).
    conn.on('end', () => finish({ failed: 'hung-up' }));
    conn.on('error', (err: NodeJS.ErrnoException) => finish({ failed: err.code === 'ECONNREFUSED' ? 'refused' : 'error' }));
  });
