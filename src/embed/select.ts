// Picks the embedder for this process. Never throws and never waits long: no embedder just means the
// compressor uses its lexical tier.
import type { Embedder, EmbedderChoice } from './embedder.js';
import { DEFAULT_TRANSFORMERS_MODEL } from './transformers.js';

export interface SelectOptions {
  cacheDir: string;
  allowDownload: boolean;
  model?: string;
  dtype?: 'q8' | 'fp32';
  localModelPath?: string;
  fetchTimeoutMs?: number;
  /** Upper bound for one backend's load; past it that backend counts as unavailable. */
  loadTimeoutMs?: number;
  /** Where V8's compiled code of USE-Lite's tfjs is kept between processes (embed/use-lite.ts), and its write errors. */
  codeCacheDir?: string;
  onCodeCacheError?: (err: Error) => void;
  /** Why USE-Lite runs on tfjs instead of onnxruntime, and its model files' errors (embed/use-lite.ts). */
  onOnnxUnavailable?: (err: unknown) => void;
  onModelFilesError?: (err: unknown) => void;
  /** Why a backend was skipped (for logs); must not throw. */
  onUnavailable?: (backend: 'transformers' | 'use-lite', err: unknown) => void;
  /**
   * USE-Lite's weights in this process's own memory instead of mapped from its model files: a long-lived query
   * encoder (the MCP server's) loads ~0.4 s longer and holds ~30 MB more, and then embeds a query that comes after an
   * idle moment in ~4 ms instead of ~16 (BENCHMARKS.md, Hooks). One-shot processes keep the faster mapped load.
   */
  residentWeights?: boolean;
}

// Offline loads take well under a second; a download may legitimately take minutes (the idle fetch
// timeout, not this, is what catches a dead host).
const OFFLINE_LOAD_TIMEOUT_MS = 30_000;
const DOWNLOAD_LOAD_TIMEOUT_MS = 10 * 60_000;

const memo = new Map<string, Promise<Embedder | null>>();

/**
 * 'auto' tries transformers (from cache/local path; from the hub only when allowDownload), then USE-Lite,
 * then gives null. An explicit backend that fails also gives null rather than throwing. Memoized per
 * options for the life of the process.
 */
export function selectEmbedder(choice: EmbedderChoice, opts: SelectOptions): Promise<Embedder | null> {
  const key = JSON.stringify([
    choice,
    opts.cacheDir,
    opts.allowDownload,
    opts.model ?? DEFAULT_TRANSFORMERS_MODEL,
    opts.dtype ?? 'q8',
    opts.localModelPath ?? null,
    opts.residentWeights ?? false,
  ]);
  let p = memo.get(key);
  if (!p) {
    p = choose(choice, opts).catch(() => null);
    memo.set(key, p);
  }
  return p;
}

/** Forget memoized selections (tests; or after the user downloads a model). */
export function resetEmbedderSelection(): void {
  memo.clear();
}

async function choose(choice: EmbedderChoice, opts: SelectOptions): Promise<Embedder | null> {
  if (choice === 'none') return null;
  if (choice === 'transformers' || choice === 'auto') {
    const e = await attempt('transformers', opts, async () => {
      const { loadTransformersEmbedder } = await import('./transformers.js');
      return loadTransformersEmbedder({
        model: opts.model ?? DEFAULT_TRANSFORMERS_MODEL,
        dtype: opts.dtype ?? 'q8',
        cacheDir: opts.cacheDir,
        allowDownload: opts.allowDownload,
        fetchTimeoutMs: opts.fetchTimeoutMs,
        localModelPath: opts.localModelPath,
        loadTimeoutMs: opts.loadTimeoutMs,
      });
    });
    if (e || choice === 'transformers') return e;
  }
  return attempt('use-lite', opts, async () => {
    const { loadUseLiteEmbedder } = await import('./use-lite.js');
    return loadUseLiteEmbedder({
      codeCacheDir: opts.codeCacheDir,
      onCodeCacheError: opts.onCodeCacheError,
      // Without model files, onnxruntime gets the model built in memory, weights and all.
      modelsDir: opts.residentWeights ? null : opts.cacheDir,
      onOnnxUnavailable: opts.onOnnxUnavailable,
      onModelFilesError: opts.onModelFilesError,
    });
  });
}

async function attempt(backend: 'transformers' | 'use-lite', opts: SelectOptions, load: () => Promise<Embedder>): Promise<Embedder | null> {
  const ms = opts.loadTimeoutMs ?? (backend === 'transformers' && opts.allowDownload ? DOWNLOAD_LOAD_TIMEOUT_MS : OFFLINE_LOAD_TIMEOUT_MS);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${backend} load exceeded ${ms} ms`)), ms);
      timer.unref?.();
    });
    return await Promise.race([load(), timeout]);
  } catch (err) {
    try {
      opts.onUnavailable?.(backend, err);
    } catch {
      // a logging callback must not turn a fallback into a failure
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
}
