// The asking side of the session MCP server's socket (recall/socket.ts serves it): hooks and the CLI connect here.
// Kept apart from the server, and free of any schema library: a prompt hook that finds a server's socket file
// (socket-files.ts) loads it. It talks over libuv's pipe handle directly (runtime/uv-pipe.ts), so a hook never loads
// node:net; only a Node without those bindings falls back to it.
import fs from 'node:fs';
import { lazyBuiltin } from '../runtime/builtins.js';
import { uvLineChannels, uvPipeBindings, type LineChannel, type LineFailure, type LineResult, type OpenLineChannel } from '../runtime/uv-pipe.js';
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
 * A hook event handed to the server: only the fields its injection reads travel (the event itself is in the
 * journal). The prompt is sanitized, cut to MAX_QUERY_CHARS, as the hook journaled it.
 */
export interface HookRequest {
  hook: ServedHookEvent;
  sessionId: string;
  prompt?: string;
  source?: string;
}

/**
 * The first line of a hand-over, sent as soon as the hook has read its payload, before it has loaded the rest of its
 * code, sanitized and journaled: the server starts on the prompt's recall meanwhile (sanitizing it itself first).
 * The prompt is as the hook received it, cut to EARLY_PROMPT_CHARS.
 */
export interface HookBegin {
  begin: ServedHookEvent;
  sessionId: string;
  prompt?: string;
  source?: string;
}

/** The second line: the event is journaled, and this is its request as the hook will have the server answer it. */
export type HookJournaled = HookRequest & { journaled: true };

/**
 * What a hook sends back once it has a served answer in time: only then does the server mark the memories it shows
 * as shown (an answer that came too late was never printed).
 */
export const HOOK_CONFIRMATION = '{"delivered":true}';

/** Recall reads at most this much of a query; longer prompts are cut before they travel. */
export const MAX_QUERY_CHARS = 4_000;
/**
 * How much of an unsanitized prompt a hand-over's first line carries: twice what recall reads, so that what is left
 * after private blocks and secrets come out still fills the query (the hook's own request settles any difference).
 */
export const EARLY_PROMPT_CHARS = 2 * MAX_QUERY_CHARS;

/** Asks a live MCP server of this project; null when there is none or it does not answer within `timeoutMs`. */
export async function queryRecallSocket(runDir: string, projectKey: string, q: SocketQuery, timeoutMs: number): Promise<RecallHit[] | null> {
  const deadline = Date.now() + timeoutMs;
  for (const file of projectSockets(runDir, projectKey)) {
    if (Date.now() >= deadline) return null;
    const channel = await connected(file);
    if (!channel) continue;
    channel.send(`${JSON.stringify(q)}\n`);
    const reply = parseReply(await channel.nextLine(deadline));
    channel.close();
    if (Array.isArray(reply?.hits)) return reply.hits as RecallHit[];
  }
  return null;
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

/** A hook event on its way to a server of the project, begun before the hook journaled it. */
export interface HandOver {
  /**
   * The event is journaled: sends its request and waits at most `timeoutMs` for the context the server built (null:
   * nothing to inject), or undefined when no server answered in time (the hook then records and injects itself).
   * A server that fails the work leaves it to the project's next server, if there is one.
   */
  journaled(request: HookRequest, timeoutMs: number): Promise<{ context: string | null } | undefined>;
  /** The event will not be journaled (or was answered already): the server drops whatever it began. */
  cancel(): void;
}

/**
 * Begins handing a hook event to the first of `sockets` that takes a connection (a socket left behind by a killed
 * server is removed on the way); null when none does. Only the connection is waited for.
 */
export async function beginHandOver(sockets: string[], begin: HookBegin): Promise<HandOver | null> {
  const rest = [...sockets];
  const first = await connectFirst(rest);
  if (!first) return null;
  first.send(`${JSON.stringify(begin)}\n`);
  let channel: LineChannel | null = first;
  return {
    async journaled(request, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const line = `${JSON.stringify({ ...request, journaled: true } satisfies HookJournaled)}\n`;
      channel?.send(line);
      while (channel) {
        const answer = await servedAnswer(channel, deadline);
        if (answer !== 'failed') return answer;
        // That server refused or failed the work: another server of the project may take the whole event.
        channel = Date.now() < deadline ? await connectFirst(rest) : null;
        channel?.send(`${JSON.stringify({ begin: request.hook, sessionId: request.sessionId, prompt: request.prompt, source: request.source } satisfies HookBegin)}\n${line}`);
      }
      return undefined;
    },
    cancel() {
      channel?.close();
      channel = null;
    },
  };
}

/** Hands a journaled hook event to a server of the project in one go (begin and journaled at once). */
export async function askServerToServe(sockets: string[], request: HookRequest, timeoutMs: number): Promise<{ context: string | null } | undefined> {
  const handOver = await beginHandOver(sockets, { begin: request.hook, sessionId: request.sessionId, prompt: request.prompt, source: request.source });
  try {
    return await handOver?.journaled(request, timeoutMs);
  } finally {
    handOver?.cancel();
  }
}

/** The server's answer on `channel` (confirmed, so that it marks what it showed), undefined past the deadline, or 'failed'. */
async function servedAnswer(channel: LineChannel, deadline: number): Promise<{ context: string | null } | undefined | 'failed'> {
  const result = await channel.nextLine(deadline);
  const reply = parseReply(result);
  if (reply?.served === true) channel.send(`${HOOK_CONFIRMATION}\n`);
  channel.close();
  if (reply?.served === true) return { context: typeof reply.context === 'string' ? reply.context : null };
  return 'failed' in result && result.failed === 'timeout' ? undefined : 'failed';
}

function parseReply(result: LineResult): Record<string, unknown> | null {
  if (!('line' in result)) return null;
  try {
    const parsed = JSON.parse(result.line) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null; // a malformed reply is no reply
  }
}

/** Takes sockets off the front of `files` until one connects. */
async function connectFirst(files: string[]): Promise<LineChannel | null> {
  for (let file = files.shift(); file !== undefined; file = files.shift()) {
    const channel = await connected(file);
    if (channel) return channel;
  }
  return null;
}

async function connected(file: string): Promise<LineChannel | null> {
  const channel = openChannel()(file);
  const failure = await channel.connected;
  if (!failure) return channel;
  channel.close();
  // A socket left behind by a killed server.
  if (failure === 'refused') fs.rmSync(file, { force: true });
  return null;
}

export type SocketTransport = 'libuv' | 'node:net';

let transport: OpenLineChannel | null = null;

/** libuv's pipe handle where this Node has the bindings, else node:net. Tests pick one to run both. */
export function useSocketTransport(kind: SocketTransport | null): void {
  const uv = kind !== 'node:net' ? uvPipeBindings() : null;
  if (kind === 'libuv' && !uv) throw new Error('this Node has no libuv pipe bindings');
  transport = uv ? uvLineChannels(uv) : netLineChannel;
}

function openChannel(): OpenLineChannel {
  if (!transport) useSocketTransport(null);
  return transport!;
}

const net = lazyBuiltin<typeof import('node:net')>('node:net');

/** The same channel through node:net. */
const netLineChannel: OpenLineChannel = (file) => {
  const conn = net().createConnection(file);
  let closed = false;
  let failure: LineFailure | null = null;
  const lines: string[] = [];
  let buf = '';
  let waiter: ((result: LineResult) => void) | null = null;
  let settleConnected: (failure: LineFailure | null) => void = () => undefined;
  const connectedOrNot = new Promise<LineFailure | null>((resolve) => (settleConnected = resolve));
  const deliver = () => {
    if (!waiter || (!lines.length && !failure)) return;
    const take = waiter;
    waiter = null;
    take(lines.length ? { line: lines.shift()! } : { failed: failure! });
  };
  const fail = (why: LineFailure) => {
    failure ??= why;
    settleConnected(why);
    deliver();
  };
  conn.setEncoding('utf8');
  conn.on('connect', () => settleConnected(null));
  conn.on('data', (chunk: string) => {
    if (closed) return;
    buf += chunk;
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      lines.push(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
    }
    deliver();
  });
  // The server hung up (without a whole line, for a waiter still here).
  conn.on('end', () => fail('hung-up'));
  conn.on('close', () => fail('hung-up'));
  conn.on('error', (err: NodeJS.ErrnoException) => fail(err.code === 'ECONNREFUSED' ? 'refused' : 'error'));
  return {
    connected: connectedOrNot,
    send(line) {
      if (!closed && !failure) conn.write(line);
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
      if (closed) return;
      closed = true;
      // Ending (not destroying) lets what was sent leave first.
      if (failure) conn.destroy();
      else conn.end();
    },
  };
};
