// The asking side of the session MCP server's socket (recall/socket.ts serves it): hooks and the CLI connect here.
// Kept apart from the server, and free of any schema library: a prompt hook that finds a server's socket file
// (socket-files.ts) loads it, a hook that finds none never loads node:net.
import fs from 'node:fs';
import net from 'node:net';
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
function ask(file: string, request: object, timeoutMs: number, confirm: Confirm): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    let buf = '';
    let finished = false;
    const conn = net.createConnection(file);
    const finish = (reply: Record<string, unknown> | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const confirmation = reply ? confirm(reply) : null;
      // A small write to a local socket leaves at once; ending (not destroying) lets it go before the hook exits.
      if (confirmation) conn.end(confirmation);
      else conn.destroy();
      resolve(reply);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify(request)}\n`));
    conn.on('data', (chunk: string) => {
      buf += chunk;
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      try {
        const reply = JSON.parse(buf.slice(0, nl)) as unknown;
        finish(reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : null);
      } catch {
        finish(null);
      }
    });
    // The server hung up without a line: it refused the request (or failed it).
    conn.on('end', () => finish(null));
    conn.on('error', (err: NodeJS.ErrnoException) => {
      // A socket left behind by a killed server.
      if (err.code === 'ECONNREFUSED') fs.rmSync(file, { force: true });
      finish(null);
    });
  });
}
