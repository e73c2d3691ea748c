// Sentence embeddings through transformers.js (onnxruntime-node). The package is imported lazily so a process
// that never embeds never pays for loading onnxruntime.
import fs from 'node:fs';
import path from 'node:path';
import { importOptional } from '../runtime/modules.js';
import { EmbedderUnavailableError, normalize, type Embedder } from './embedder.js';

export const DEFAULT_TRANSFORMERS_MODEL = 'Xenova/bge-small-en-v1.5';
const DEFAULT_FETCH_TIMEOUT_MS = 15_000;
const BATCH_SIZE = 32;

export interface TransformersEmbedderOptions {
  /** Hub id, e.g. 'Xenova/bge-small-en-v1.5'. */
  model?: string;
  dtype?: 'q8' | 'fp32';
  /** Download cache; the default lives inside node_modules and would be wiped by a reinstall. */
  cacheDir: string;
  /** Only when true may transformers.js contact the hub; otherwise a model missing from disk fails in ms. */
  allowDownload: boolean;
  /** Abort a request whose headers, or any gap between body chunks, take longer than this. */
  fetchTimeoutMs?: number;
  /** Directory holding `<model>/config.json`, `<model>/onnx/model*.onnx`, ... (checked before the cache). */
  localModelPath?: string;
  /** Give up on the whole load after this long (default: 30 s offline, 10 min with downloads). */
  loadTimeoutMs?: number;
}

/** Minimal slice of the pipeline we use; the library's generic pipeline types are too heavy for tsc. */
interface FeatureExtractor {
  (texts: string[], options: { pooling: 'mean'; normalize: boolean }): Promise<{ dims: number[]; data: ArrayLike<number> }>;
  dispose?: () => Promise<unknown>;
}

/**
 * fetch with an idle timeout rather than a total one: a hung host fails fast, yet a slow but progressing
 * 30 MB download is not cut off. A fixed AbortSignal.timeout would force a choice between the two.
 */
export function makeIdleTimeoutFetch(timeoutMs: number, baseFetch: typeof fetch = fetch) {
  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error(`fetch idle for ${timeoutMs} ms: ${String(input)}`)), timeoutMs);
      timer.unref?.();
    };
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    arm();
    let res: Response;
    try {
      res = await baseFetch(input, { ...init, signal });
    } catch (err) {
      clearTimeout(timer);
      throw err;
    }
    if (!res.body) {
      clearTimeout(timer);
      return res;
    }
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, ctrl) {
          arm();
          ctrl.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        },
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

// transformers.js keeps its settings in one global `env`; serialize loads so two loads with different
// paths cannot interleave their settings.
let loadChain: Promise<unknown> = Promise.resolve();
// The library default, restored when a load names no localModelPath so one load's path cannot leak into the next.
let defaultLocalModelPath: string | undefined;

export async function loadTransformersEmbedder(opts: TransformersEmbedderOptions): Promise<Embedder> {
  const ms = opts.loadTimeoutMs ?? (opts.allowDownload ? 10 * 60_000 : 30_000);
  // The deadline is applied inside the chain so an abandoned, still-pending load cannot block later loads.
  const run = loadChain.then(() => withDeadline(doLoad(opts), ms, opts.model ?? DEFAULT_TRANSFORMERS_MODEL));
  loadChain = run.catch(() => undefined);
  return run;
}

async function withDeadline<T>(p: Promise<T>, ms: number, model: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EmbedderUnavailableError('transformers', `loading ${model} took longer than ${ms} ms`)), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([p, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the model's files are on disk (the local model path or the download cache), without loading anything. */
export function isModelOnDisk(model: string, cacheDir: string, localModelPath?: string): boolean {
  return [localModelPath, cacheDir].some((dir) => dir !== undefined && fs.existsSync(path.join(dir, model, 'config.json')));
}

async function doLoad(opts: TransformersEmbedderOptions): Promise<Embedder> {
  const model = opts.model ?? DEFAULT_TRANSFORMERS_MODEL;
  const dtype = opts.dtype ?? 'q8';
  // Offline and not on disk: fail in microseconds, before importing onnxruntime (hundreds of ms) for nothing.
  if (!opts.allowDownload && !isModelOnDisk(model, opts.cacheDir, opts.localModelPath)) {
    throw new EmbedderUnavailableError('transformers', `model ${model} (${dtype}) unavailable: not in cache and downloads are disabled`);
  }
  let lib: typeof import('@huggingface/transformers');
  try {
    lib = await importOptional<typeof import('@huggingface/transformers')>('@huggingface/transformers');
  } catch (err) {
    throw new EmbedderUnavailableError('transformers', `@huggingface/transformers cannot be loaded: ${errText(err)}`, {
      cause: err,
    });
  }
  const { env } = lib;
  // Must be set before the first load: a fetch that hangs once is awaited again by every retry in this process.
  env.fetch = makeIdleTimeoutFetch(opts.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS);
  env.allowRemoteModels = opts.allowDownload;
  env.allowLocalModels = true;
  env.useFSCache = true;
  env.cacheDir = opts.cacheDir;
  defaultLocalModelPath ??= env.localModelPath;
  env.localModelPath = opts.localModelPath ?? defaultLocalModelPath;
  // Warnings go to stderr, which Claude Code hooks surface to the user; keep them quiet.
  env.logLevel = lib.LogLevel?.ERROR ?? env.logLevel;

  let extractor: FeatureExtractor;
  try {
    extractor = (await lib.pipeline('feature-extraction', model, {
      dtype,
      device: 'cpu',
      cache_dir: opts.cacheDir,
      local_files_only: !opts.allowDownload,
    })) as unknown as FeatureExtractor;
  } catch (err) {
    const how = opts.allowDownload ? 'download failed or timed out' : 'not in cache and downloads are disabled';
    throw new EmbedderUnavailableError('transformers', `model ${model} (${dtype}) unavailable: ${how}: ${errText(err)}`, {
      cause: err,
    });
  }

  // Probe once so `dims` is known up front and a broken graph fails at load, not mid-compression.
  const probe = await runBatch(extractor, ['probe']).catch((err: unknown) => {
    throw new EmbedderUnavailableError('transformers', `model ${model} loaded but cannot run: ${errText(err)}`, {
      cause: err,
    });
  });
  const dims = probe[0].length;

  return {
    id: `transformers:${model}:${dtype}`,
    dims,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH_SIZE) {
        // Empty strings tokenize to just [CLS][SEP]; fine, but a single space keeps behaviour uniform.
        const batch = texts.slice(i, i + BATCH_SIZE).map((t) => (t.trim() ? t : ' '));
        out.push(...(await runBatch(extractor, batch)));
      }
      return out;
    },
  };
}

async function runBatch(extractor: FeatureExtractor, batch: string[]): Promise<Float32Array[]> {
  const tensor = await extractor(batch, { pooling: 'mean', normalize: true });
  const [n, d] = tensor.dims;
  const data = tensor.data instanceof Float32Array ? tensor.data : Float32Array.from(tensor.data);
  const rows: Float32Array[] = [];
  for (let r = 0; r < n; r++) {
    // Re-normalize: cheap, and guarantees the contract even if the pipeline's normalize flag changes.
    rows.push(normalize(data.subarray(r * d, (r + 1) * d)));
  }
  return rows;
}

function errText(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}
