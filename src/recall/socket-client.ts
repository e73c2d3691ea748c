// The asking side of the session MCP server's socket (recall/socket.ts serves it): hooks and the CLI connect here.
// Kept apart from the server, and free of any schema library: a prompt hook that finds a server's socket file
// (socket-files.ts) loads it. It talks over libuv's pipe handle directly (runtime/uv-pipe.ts), so a hook never loads
// node:net; only a Node without those bindings falls back to it.
import fs from 'node:fs';
import { lazyBuiltin } from '../runtime/builtins.js';
import { uvLineExchange, uvPipeBindings, type LineExchange, type LineExchangeResult } from '../runtime/uv-pipe.js';
import type { RecallHit } from './search.js';
import { projectSockets } from './socket-files.js';

export { projectSockets, recallSocketPath } from './socket-files.js';

export interface SocketQuery {
  query: string;
  limit: number;
  /** The asking session: its own memories are left out (and do not count as evidence for the relevance floor). */
  sessionId?: string;
  /** Snippet length the asker wants (bounded). */
  snippetChars?: number;
}

/** The hook events a session's server can take over from the hook: it records them and builds their injection. */
export type ServedHookEvent = 'SessionStart' | 'UserPromptSubmit';

/**
 * A hook that journaled its event asks the server to record it (by replaying the journal) and to answer the event's
 * injection. Only the fields the injection reads travel; the event itself is in the journal.
 */
export interface HookRequest {
  hook: ServedHookEvent;
  sessionId: string;
  prompt?: string;
  source?: string;
}

/**
 * What a hook sends back once it has a served answer in time: only then does the server mark the memories it shows
 * as shown (an answer that came too late was never printed).
 */
export const HOOK_CONFIRMATION = '{"delivered":true}';

/** Recall reads at most this much of a query; longer prompts are cut before they travel. */
export const MAX_QUERY_CHARS = 4_000;

/** Asks a live MCP server of this project; null when there is none or it does not answer within `timeoutMs`. */
export async function queryRecallSocket(runDir: string, projectKey: string, q: SocketQuery, timeoutMs: number): Promise<RecallHit[] | null> {
  const reply = await askFirst(projectSockets(runDir, projectKey), q, timeoutMs);
  return Array.isArray(reply?.hits) ? (reply.hits as RecallHit[]) : null;
}

/** The request for a journaled hook event: only what its injection reads (recall cuts a query anyway). */
export function hookRequest(event: ServedHookEvent, payload: Record<string, unknown>): HookRequest {
  return {
    hook: event,
    sessionId: String(payload.session_id ?? ''),
    ...(typeof payload.prompt === 'string' ? { prompt: payload.prompt.slice(0, MAX_QUERY_CHARS) } : {}),
    ...(typeof payload.source === 'string' ? { source: payload.source } : {}),
  };
}

/**
 * Hands a journaled hook event to a server of this project: the context it built (null: nothing to inject), or
 * undefined when no server took the event within `timeoutMs` (the hook then records and injects itself).
 */

export async function askServerToServe(sockets: string[], request: HookRequest, timeoutMs: number): Promise<{ context: string | null } | undefined> {
  const reply = await askFirst(sockets, request, timeoutMs, (r) => (r.served === true ? `${HOOK_CONFIRMATION}\n` : null));
  if (reply?.served !== true) return undefined;
  return { context: typeof reply.context === 'string' ? reply.context : null };
}

/** `confirm`: the line to send back for a reply taken in time, if any. */
type Confirm = (reply: Record<string, unknown>) => string | null;

async function askFirst(sockets: string[], request: object, timeoutMs: number, confirm: Confirm = () => null): Promise<Record<string, unknown> | null> {
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
async function ask(file: string, request: object, timeoutMs: number, confirm: Confirm): Promise<Record<string, unknown> | null> {
  let reply: Record<string, unknown> | null = null;
  const result = await exchange()(file, `${JSON.stringify(request)}\n`, timeoutMs, (line) => {
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
