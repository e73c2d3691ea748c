// The MCP server's query encoder runs on a thread of its own. Loading a sentence encoder takes the better part of a
// second of CPU (several under load) and its first batches more: on the server's main thread that held up every tool
// call and prompt-time recall made meanwhile (a 5.8 s call in BENCHMARKS.md, "Speed at scale"). The thread loads it
// as soon as the server starts; until it is ready, recall answers keyword-only and says so. Each query embedding is
// one message each way.
import { Worker, type MessagePort } from 'node:worker_threads';
import type { App } from '../app.js';
import type { Embedder } from './embedder.js';

export const ENCODER_THREAD_ROLE = 'query-encoder';

export interface EncoderThreadData {
  role: typeof ENCODER_THREAD_ROLE;
  cwd: string;
  /** A module whose `createEmbedder()` gives the encoder instead of the configured one (tests: a slow encoder). */
  embedderModule?: string;
}

/** What the next query can use: the encoder, or none and why. */
export interface QueryEncoding {
  embedder: Embedder | null;
  /** Set while the encoder is still loading: the answer is keyword-only for now. */
  notice?: string;
}

export interface QueryEncoder {
  /** What a query can use now: the encoder, or none yet (keyword-only, with the notice). */
  forQuery(): QueryEncoding;
  /** As forQuery, after waiting at most `ms` for an encoder still loading (a session's first prompt comes early). */
  forQueryWithin(ms: number): Promise<QueryEncoding>;
  /** Settles once the encoder is loaded (with it) or known to be unavailable (null). */
  ready: Promise<Embedder | null>;
  stop(): Promise<void>;
}

type FromThread =
  | { type: 'ready'; id: string; dims: number }
  | { type: 'unavailable'; message: string }
  | { type: 'vectors'; seq: number; vectors: Float32Array[] }
  | { type: 'failed'; seq: number; message: string };

export const ENCODER_LOADING_NOTICE = 'keyword-only: the sentence encoder is still loading';

export function startEncoderThread(
  entryScript: string,
  env: NodeJS.ProcessEnv,
  data: Omit<EncoderThreadData, 'role'>,
  onError: (err: unknown) => void,
): QueryEncoder {
  const thread = new Worker(entryScript, {
    env: { ...env },
    workerData: { role: ENCODER_THREAD_ROLE, ...data } satisfies EncoderThreadData,
  });
  thread.unref();
  let state: 'loading' | 'ready' | 'gone' = 'loading';
  let embedder: Embedder | null = null;
  let seq = 0;
  let lastQuery: { text: string; vectors: Promise<Float32Array[]> } | null = null;
  const pending = new Map<number, { resolve(v: Float32Array[]): void; reject(e: Error): void }>();
  let settle: (e: Embedder | null) => void = () => undefined;
  const ready = new Promise<Embedder | null>((resolve) => (settle = resolve));
  const gone = (err?: unknown) => {
    if (err) onError(err);
    state = 'gone';
    embedder = null;
    settle(null);
    for (const p of pending.values()) p.reject(new Error('the query encoder thread ended'));
    pending.clear();
  };
  thread.on('error', gone);
  thread.on('exit', () => gone());
  thread.on('message', (m: FromThread) => {
    if (m.type === 'ready') {
      state = 'ready';
      embedder = {
        id: m.id,
        dims: m.dims,
        embed(texts) {
          if (state !== 'ready') return Promise.reject(new Error('the query encoder thread ended'));
          // A query asked for again gets the vector already on its way: a handed-over prompt's is asked for as soon
          // as the prompt is read, then by its recall.
          if (texts.length === 1 && lastQuery?.text === texts[0]) return lastQuery.vectors;
          const vectors = new Promise<Float32Array[]>((resolve, reject) => {
            const n = ++seq;
            pending.set(n, { resolve, reject });
            thread.postMessage({ seq: n, texts });
          });
          if (texts.length === 1) {
            const query = { text: texts[0], vectors };
            lastQuery = query;
            vectors.catch(() => {
              if (lastQuery === query) lastQuery = null;
            });
          }
          return vectors;
        },
      };
      settle(embedder);
    } else if (m.type === 'unavailable') {
      state = 'gone';
      settle(null);
    } else {
      const p = pending.get(m.seq);
      pending.delete(m.seq);
      if (m.type === 'vectors') p?.resolve(m.vectors);
      else p?.reject(new Error(m.message));
    }
  });
  const forQuery = (): QueryEncoding => (state === 'loading' ? { embedder: null, notice: ENCODER_LOADING_NOTICE } : { embedder });
  return {
    forQuery,
    async forQueryWithin(ms) {
      if (state === 'loading') {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
        clearTimeout(timer);
      }
      return forQuery();
    },
    ready,
    async stop() {
      await thread.terminate();
    },
  };
}

/** The thread's side: loads the encoder, then embeds each query it is sent. */
export async function runEncoderThread(app: App, data: EncoderThreadData, port: MessagePort): Promise<void> {
  let embedder: Embedder | null;
  try {
    embedder = data.embedderModule
      ? await ((await import(data.embedderModule)) as { createEmbedder(): Promise<Embedder> }).createEmbedder()
      : await app.embedder({ residentWeights: true });
  } catch (err) {
    embedder = null;
    app.log.error('mcp:query-encoder', err);
  }
  if (!embedder) {
    port.postMessage({ type: 'unavailable', message: 'no sentence encoder available' } satisfies FromThread);
    return;
  }
  const encoder = embedder;
  port.on('message', (m: { seq: number; texts: string[] }) => {
    encoder.embed(m.texts).then(
      (vectors) => port.postMessage({ type: 'vectors', seq: m.seq, vectors } satisfies FromThread),
      (err: unknown) =>
        port.postMessage({ type: 'failed', seq: m.seq, message: (err as Error)?.message ?? String(err) } satisfies FromThread),
    );
  });
  port.postMessage({ type: 'ready', id: encoder.id, dims: encoder.dims } satisfies FromThread);
}
