// The session's MCP server on a Unix socket in the data dir (owner-only; not a network port, so no Host/Origin to
// check). A hook cannot load a sentence encoder within its latency budget, but the server has one loaded: it answers
// hybrid recall, and takes over the prompt and session-start hooks' work (record the journaled event, build the
// injection) with the stores it already has open. With no server, or past the deadline, the hook does the work
// in-process. The asking side is recall/socket-client.ts.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import '../zod.js';
import * as z from 'zod/mini';
import type { RecallHit } from './search.js';
import { EARLY_PROMPT_CHARS, HOOK_CONFIRMATION, MAX_QUERY_CHARS, type HookRequest, type SocketQuery } from './socket-client.js';

export { queryRecallSocket, recallSocketPath, type HookRequest, type SocketQuery } from './socket-client.js';

/**
 * A hook's event as a server receives it: first what the hook read (its prompt not yet sanitized), then, once the
 * hook has journaled the event, its own request (sanitized), or null when it hung up without.
 */
export interface HookHandOver {
  begun: HookRequest;
  journaled: Promise<HookRequest | null>;
}

/** Any local process of the user can write here: every request is checked before it is answered. */
const SocketQuerySchema = z.object({ query: z.string(), limit: z.int(), sessionId: z.optional(z.string()), snippetChars: z.optional(z.int()) });
const hookFields = {
  sessionId: z.string(),
  prompt: z.optional(z.string()),
  source: z.optional(z.string()),
};
const ServedEventSchema = z.enum(['SessionStart', 'UserPromptSubmit']);
const HookBeginSchema = z.object({ begin: ServedEventSchema, ...hookFields });
const HookJournaledSchema = z.object({ journaled: z.literal(true), hook: ServedEventSchema, ...hookFields });

const MAX_REQUEST_BYTES = 64 * 1024;

export interface RecallSocketOptions {
  /** A connection that sends nothing for this long is closed (it holds a descriptor). */
  idleTimeoutMs?: number;
  /** Connections past this many are refused; a prompt hook asks once and hangs up. */
  maxConnections?: number;
  /**
   * Takes over a hook's event: can start on it as soon as it is begun, records it once it is journaled, and builds
   * its injection (context null: nothing to inject); `delivered` runs once the hook confirms it took the answer in
   * time. Without it, hook hand-overs are refused and the hook does the work itself.
   */
  serveHook?: (handOver: HookHandOver) => Promise<{ context: string | null; delivered(): void }>;
  /** Errors of work done after an answer (a hook's confirmation); the connection's own errors are not reported. */
  onError?: (err: unknown) => void;
}

/** Serves recall on a socket until closed; one JSON request line in, one JSON response line out. */
export async function serveRecallSocket(
  file: string,
  answer: (q: SocketQuery) => Promise<RecallHit[]>,
  opts: RecallSocketOptions = {},
): Promise<{ close(): void }> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.rmSync(file, { force: true });
  const serveHook = opts.serveHook;
  const server = net.createServer((conn) => {
    let buf = '';
    // A connection carries a recall query and its hits, or a hook hand-over: begin, journaled, the answer, then the
    // hook's confirmation that it took the answer.
    let expecting: 'request' | 'journaled' | 'answer' | 'confirmation' | 'nothing' = 'request';
    let settleJournaled: ((request: HookRequest | null) => void) | null = null;
    let onConfirmed: (() => void) | null = null;
    const journaledWith = (request: HookRequest | null) => {
      const settle = settleJournaled;
      settleJournaled = null;
      settle?.(request);
    };
    const refuse = () => {
      expecting = 'nothing';
      journaledWith(null);
      conn.destroy();
    };
    conn.setEncoding('utf8');
    conn.setTimeout(opts.idleTimeoutMs ?? 2_000, () => conn.destroy());
    conn.on('error', () => undefined);
    conn.on('close', () => journaledWith(null));
    const onLine = (line: string) => {
      if (expecting === 'request') {
        const request = parseRequest(line);
        if (!request) return refuse();
        if ('begin' in request) {
          if (!serveHook) return refuse();
          expecting = 'journaled';
          const journaled = new Promise<HookRequest | null>((resolve) => (settleJournaled = resolve));
          serveHook({ begun: bounded({ ...request, hook: request.begin }, EARLY_PROMPT_CHARS), journaled })
            .then((answer) => {
              if (expecting !== 'answer' || conn.destroyed) return;
              expecting = 'confirmation';
              onConfirmed = answer.delivered;
              conn.write(`${JSON.stringify({ served: true, context: answer.context })}\n`);
            })
            .catch(() => conn.destroy());
          return;
        }
        expecting = 'nothing';
        answer({
          query: request.query.slice(0, MAX_QUERY_CHARS),
          limit: Math.min(Math.max(request.limit, 1), 50),
          sessionId: request.sessionId?.slice(0, 200),
          snippetChars: request.snippetChars === undefined ? undefined : Math.min(Math.max(request.snippetChars, 100), 2_000),
        })
          .then((hits) => conn.end(`${JSON.stringify({ hits })}\n`))
          .catch(() => conn.destroy());
        return;
      }
      if (expecting === 'journaled') {
        const journaled = parseJournaled(line);
        if (!journaled) return refuse();
        expecting = 'answer';
        return journaledWith(bounded(journaled, MAX_QUERY_CHARS));
      }
      if (expecting === 'confirmation') {
        expecting = 'nothing';
        const confirmed = onConfirmed;
        onConfirmed = null;
        if (line === HOOK_CONFIRMATION) {
          try {
            confirmed?.();
          } catch (err) {
            opts.onError?.(err);
          }
        }
        conn.end();
        return;
      }
      // A line out of turn (another before the answer, or anything after the exchange): the asker broke the protocol.
      refuse();
    };
    conn.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST_BYTES) return refuse();
      for (let nl = buf.indexOf('\n'); nl >= 0 && expecting !== 'nothing'; nl = buf.indexOf('\n')) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        onLine(line);
      }
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

/** A hook's fields as the injection reads them, each bounded. */
function bounded(r: { hook: HookRequest['hook']; sessionId: string; prompt?: string; source?: string }, promptChars: number): HookRequest {
  return { hook: r.hook, sessionId: r.sessionId.slice(0, 200), prompt: r.prompt?.slice(0, promptChars), source: r.source?.slice(0, 20) };
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function parseRequest(line: string): SocketQuery | z.infer<typeof HookBeginSchema> | null {
  const data = parseJson(line);
  const begin = HookBeginSchema.safeParse(data);
  if (begin.success) return begin.data;
  const parsed = SocketQuerySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

function parseJournaled(line: string): z.infer<typeof HookJournaledSchema> | null {
  const parsed = HookJournaledSchema.safeParse(parseJson(line));
  return parsed.success ? parsed.data : null;
}
