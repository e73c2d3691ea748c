import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  importOptional
} from "./chunk-CITHCAO7.mjs";
import {
  EmbedderUnavailableError,
  normalize
} from "./chunk-ERQH3QKS.mjs";

// src/embed/transformers.ts
import fs from "node:fs";
import path from "node:path";
var DEFAULT_TRANSFORMERS_MODEL = "Xenova/bge-small-en-v1.5";
var DEFAULT_FETCH_TIMEOUT_MS = 15e3;
var BATCH_SIZE = 32;
function makeIdleTimeoutFetch(timeoutMs, baseFetch = fetch) {
  return async (input, init = {}) => {
    const controller = new AbortController();
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error(`fetch idle for ${timeoutMs} ms: ${String(input)}`)), timeoutMs);
      timer.unref?.();
    };
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    arm();
    let res;
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
      new TransformStream({
        transform(chunk, ctrl) {
          arm();
          ctrl.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        }
      })
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
var loadChain = Promise.resolve();
var defaultLocalModelPath;
async function loadTransformersEmbedder(opts) {
  const ms = opts.loadTimeoutMs ?? (opts.allowDownload ? 10 * 6e4 : 3e4);
  const run = loadChain.then(() => withDeadline(doLoad(opts), ms, opts.model ?? DEFAULT_TRANSFORMERS_MODEL));
  loadChain = run.catch(() => void 0);
  return run;
}
async function withDeadline(p, ms, model) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new EmbedderUnavailableError("transformers", `loading ${model} took longer than ${ms} ms`)), ms);
    timer.unref?.();
  });
  try {
    return await Promise.race([p, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
function isModelOnDisk(model, cacheDir, localModelPath) {
  return [localModelPath, cacheDir].some((dir) => dir !== void 0 && fs.existsSync(path.join(dir, model, "config.json")));
}
async function doLoad(opts) {
  const model = opts.model ?? DEFAULT_TRANSFORMERS_MODEL;
  const dtype = opts.dtype ?? "q8";
  if (!opts.allowDownload && !isModelOnDisk(model, opts.cacheDir, opts.localModelPath)) {
    throw new EmbedderUnavailableError("transformers", `model ${model} (${dtype}) unavailable: not in cache and downloads are disabled`);
  }
  let lib;
  try {
    lib = await importOptional("@huggingface/transformers");
  } catch (err) {
    throw new EmbedderUnavailableError("transformers", `@huggingface/transformers cannot be loaded: ${errText(err)}`, {
      cause: err
    });
  }
  const { env } = lib;
  env.fetch = makeIdleTimeoutFetch(opts.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS);
  env.allowRemoteModels = opts.allowDownload;
  env.allowLocalModels = true;
  env.useFSCache = true;
  env.cacheDir = opts.cacheDir;
  defaultLocalModelPath ??= env.localModelPath;
  env.localModelPath = opts.localModelPath ?? defaultLocalModelPath;
  env.logLevel = lib.LogLevel?.ERROR ?? env.logLevel;
  let extractor;
  try {
    extractor = await lib.pipeline("feature-extraction", model, {
      dtype,
      device: "cpu",
      cache_dir: opts.cacheDir,
      local_files_only: !opts.allowDownload
    });
  } catch (err) {
    const how = opts.allowDownload ? "download failed or timed out" : "not in cache and downloads are disabled";
    throw new EmbedderUnavailableError("transformers", `model ${model} (${dtype}) unavailable: ${how}: ${errText(err)}`, {
      cause: err
    });
  }
  const probe = await runBatch(extractor, ["probe"]).catch((err) => {
    throw new EmbedderUnavailableError("transformers", `model ${model} loaded but cannot run: ${errText(err)}`, {
      cause: err
    });
  });
  const dims = probe[0].length;
  return {
    id: `transformers:${model}:${dtype}`,
    dims,
    async embed(texts) {
      const out = [];
      for (let i = 0; i < texts.length; i += BATCH_SIZE) {
        const batch = texts.slice(i, i + BATCH_SIZE).map((t) => t.trim() ? t : " ");
        out.push(...await runBatch(extractor, batch));
      }
      return out;
    }
  };
}
async function runBatch(extractor, batch) {
  const tensor = await extractor(batch, { pooling: "mean", normalize: true });
  const [n, d] = tensor.dims;
  const data = tensor.data instanceof Float32Array ? tensor.data : Float32Array.from(tensor.data);
  const rows = [];
  for (let r = 0; r < n; r++) {
    rows.push(normalize(data.subarray(r * d, (r + 1) * d)));
  }
  return rows;
}
function errText(err) {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

export {
  DEFAULT_TRANSFORMERS_MODEL,
  makeIdleTimeoutFetch,
  loadTransformersEmbedder,
  isModelOnDisk
};
