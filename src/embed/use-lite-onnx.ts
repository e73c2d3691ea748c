// USE-Lite's encoder rewritten as an ONNX graph over the same weights, run by onnxruntime-node (a dependency of the
// transformers backend, so installed wherever USE-Lite is). tfjs runs the packaged graph op by op from JavaScript: 256
// kernels a call, ~15 ms for one short query, and its first call packs every weight matrix (~45 ms in a fresh CLI
// process). onnxruntime runs the same arithmetic natively. The graph is built in memory from the packaged weights at
// load, so there is no converted model to ship or keep in step: the vectors equal tfjs's to float rounding
// (test/embed/use-lite-onnx.test.ts), which is why they share the embedder id 'use-lite:512'.
//
// What the packaged graph computes (tensor2tensor's "Kona" transformer, read from its model.json):
//   x  = 2 · embedding[id] + timing signal (sin/cos of the position), zero at padding
//   layer 0 (256 wide, 4 heads of 64): x1 = dense(x) + attention(LN(x)),  x2 = x1 + FFN(LN(x1))  (FFN 512-1536-512)
//   layer 1 (512 wide, 4 heads of 128): x3 = x2 + attention(LN(x2)),  x4 = x3 + FFN(LN(x3))
//   out = l2normalize(tanh(mean over tokens of x4 · W + b))
// LN is layer normalization (epsilon 1e-6); attention adds -1e9 at padded keys.
import { ONNX_FLOAT, ONNX_INT64, type OnnxModel, type OnnxNode, type OnnxTensor } from './onnx-writer.js';

/** A weight of the packaged model: its manifest entry and where its float32/int32 values sit in the weight data. */
export interface PackagedWeight {
  name: string;
  shape: number[];
  dtype: string;
  offset: number;
}

const LAYER_NORM_EPSILON = 1e-6;
const PADDING_BIAS = -1e9;
const TIMING_CHANNELS = 128;
/** The packaged graph reads positions below this; longer inputs are cut before they reach the encoder. */
export const MAX_POSITIONS = 128;

interface LayerShape {
  width: number;
  heads: number;
}
const LAYERS: LayerShape[] = [
  { width: 256, heads: 4 },
  { width: 512, heads: 4 },
];

/** Weight names in the packaged graph, by role (prefixes shortened below). */
const ENCODE = 'module_apply_default/Encoder_en/KonaTransformer/Encode/';
const STACK = `${ENCODE}TransformerStack/`;
function weightNames(layer: number) {
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
    residualBias: `${l}dense/bias/ConcatPartitions/concat`,
  };
}
const EMBEDDINGS = 'module/Embeddings_en';
const INV_TIMESCALES = `${STACK}Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`;
const OUTPUT_KERNEL = 'module/Encoder_en/hidden_layers/tanh_layer_0/weights';
const OUTPUT_BIAS = 'module/Encoder_en/hidden_layers/tanh_layer_0/bias';

/** The graph's inputs, computed in JavaScript from the token ids (cheaper than the shape arithmetic in ONNX). */
export interface EncoderFeeds {
  /** [batch, tokens] int64: token ids, padded with 0. */
  ids: BigInt64Array;
  /** [batch, tokens, 256]: the timing signal at real tokens, 0 at padding. */
  timing: Float32Array;
  /** [batch, tokens, 1]: 1 at real tokens, 0 at padding. */
  mask: Float32Array;
  /** [batch, 1, 1, tokens]: 0 at real tokens, -1e9 at padding (added to attention scores). */
  keyBias: Float32Array;
  /** [batch, tokens, 1]: 1/length at real tokens, 0 at padding (the mean over tokens). */
  poolWeights: Float32Array;
  batch: number;
  tokens: number;
}

/**
 * The ONNX model over the packaged weights: its initializers are views of `data`, or, with `weightsFile`, references
 * into a file holding `data` as it is (the weights at their own offsets), which onnxruntime maps instead of copying.
 * Throws when a weight it needs is missing or not of the expected shape: a USE-Lite package other than the pinned one,
 * which tfjs then runs instead.
 */
export function buildUseLiteOnnx(
  weights: PackagedWeight[],
  data: ArrayBuffer,
  weightsFile?: string,
): { model: OnnxModel; invTimescales: Float32Array } {
  const byName = new Map(weights.map((w) => [w.name, w]));
  const initializers: OnnxTensor[] = [];
  const weight = (name: string, shape: number[]): string => {
    const w = byName.get(name);
    const size = shape.reduce((a, b) => a * b, 1);
    if (w?.dtype !== 'float32' || w.shape.reduce((a, b) => a * b, 1) !== size)
      throw new Error(`USE-Lite weight ${name} is missing or not ${shape.join('x')} float32`);
    if (w.offset + size * 4 > data.byteLength) throw new Error(`USE-Lite weight ${name} lies past the weight data`);
    const key = `w${initializers.length}`;
    initializers.push({
      name: key,
      dataType: ONNX_FLOAT,
      dims: shape,
      ...(weightsFile
        ? { external: { location: weightsFile, offset: w.offset, length: size * 4 } }
        : { bytes: new Uint8Array(data, w.offset, size * 4) }),
    });
    return key;
  };
  const constant = (values: number[], dataType: typeof ONNX_FLOAT | typeof ONNX_INT64 = ONNX_INT64): string => {
    const key = `c${initializers.length}`;
    const bytes =
      dataType === ONNX_INT64
        ? new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer)
        : new Uint8Array(Float32Array.from(values).buffer);
    initializers.push({ name: key, dataType, dims: [values.length], bytes });
    return key;
  };
  const nodes: OnnxNode[] = [];
  let counter = 0;
  const op = (type: string, inputs: string[], attributes?: OnnxNode['attributes']): string => {
    const out = `t${counter++}`;
    nodes.push({ op: type, inputs, outputs: [out], attributes });
    return out;
  };
  const layerNorm = (x: string, scale: string, bias: string) =>
    op(
      'LayerNormalization',
      [x, scale, bias],
      [
        { name: 'axis', int: -1 },
        { name: 'epsilon', float: LAYER_NORM_EPSILON },
      ],
    );
  const dense = (x: string, kernel: string, bias: string) => op('Add', [op('MatMul', [x, kernel]), bias]);

  const attention = (x: string, layer: number, names: ReturnType<typeof weightNames>, shape: LayerShape, outWidth: number) => {
    const depth = shape.width / shape.heads;
    const qkv = dense(x, weight(names.qkvKernel, [shape.width, 3 * shape.width]), weight(names.qkvBias, [3 * shape.width]));
    const split = { q: `q${layer}`, k: `k${layer}`, v: `v${layer}` };
    nodes.push({
      op: 'Split',
      inputs: [qkv, constant([shape.width, shape.width, shape.width])],
      outputs: [split.q, split.k, split.v],
      attributes: [{ name: 'axis', int: 2 }],
    });
    const heads = constant([0, 0, shape.heads, depth]);
    const q = op('Transpose', [op('Reshape', [split.q, heads])], [{ name: 'perm', ints: [0, 2, 1, 3] }]);
    const kT = op('Transpose', [op('Reshape', [split.k, heads])], [{ name: 'perm', ints: [0, 2, 3, 1] }]);
    const v = op('Transpose', [op('Reshape', [split.v, heads])], [{ name: 'perm', ints: [0, 2, 1, 3] }]);
    const scores = op('Add', [op('MatMul', [op('Mul', [q, constant([1 / Math.sqrt(depth)], ONNX_FLOAT)]), kT]), 'keyBias']);
    const context = op('MatMul', [op('Softmax', [scores], [{ name: 'axis', int: -1 }]), v]);
    const combined = op('Reshape', [op('Transpose', [context], [{ name: 'perm', ints: [0, 2, 1, 3] }]), constant([0, 0, shape.width])]);
    return dense(combined, weight(names.outKernel, [shape.width, outWidth]), weight(names.outBias, [outWidth]));
  };
  const feedForward = (x: string, names: ReturnType<typeof weightNames>) => {
    const normed = layerNorm(x, weight(names.ffnNormScale, [512]), weight(names.ffnNormBias, [512]));
    const hidden = op('Relu', [dense(normed, weight(names.ffn1Kernel, [512, 1536]), weight(names.ffn1Bias, [1536]))]);
    // Padding stays out of the residual stream, as the packaged graph computes the FFN at real tokens only.
    return op('Add', [x, op('Mul', [dense(hidden, weight(names.ffn2Kernel, [1536, 512]), weight(names.ffn2Bias, [512])), 'mask'])]);
  };

  const embedded = op('Gather', [weight(EMBEDDINGS, [8002, LAYERS[0].width]), 'ids'], [{ name: 'axis', int: 0 }]);
  // The packaged graph adds the embedding twice: once scattered alone, once with the timing signal.
  const x = op('Mul', [op('Add', [op('Add', [embedded, embedded]), 'timing']), 'mask']);
  const l0 = weightNames(0);
  const residual = op('Mul', [dense(x, weight(l0.residualKernel, [256, 512]), weight(l0.residualBias, [512])), 'mask']);
  const x1 = op('Add', [
    residual,
    attention(layerNorm(x, weight(l0.attnNormScale, [256]), weight(l0.attnNormBias, [256])), 0, l0, LAYERS[0], 512),
  ]);
  const x2 = feedForward(x1, l0);
  const l1 = weightNames(1);
  const x3 = op('Add', [
    x2,
    attention(layerNorm(x2, weight(l1.attnNormScale, [512]), weight(l1.attnNormBias, [512])), 1, l1, LAYERS[1], 512),
  ]);
  const x4 = feedForward(x3, l1);
  const pooled = op('ReduceSum', [op('Mul', [x4, 'poolWeights']), constant([1])], [{ name: 'keepdims', int: 0 }]);
  const output = op('Tanh', [dense(pooled, weight(OUTPUT_KERNEL, [512, 512]), weight(OUTPUT_BIAS, [512]))]);
  nodes[nodes.length - 1].outputs = ['embedding'];
  void output;

  const inv = byName.get(INV_TIMESCALES);
  if (!inv || inv.shape.reduce((a, b) => a * b, 1) !== TIMING_CHANNELS || inv.offset + TIMING_CHANNELS * 4 > data.byteLength)
    throw new Error('USE-Lite timing scales not found');
  const invTimescales = new Float32Array(data.slice(inv.offset, inv.offset + TIMING_CHANNELS * 4));

  const model: OnnxModel = {
    opset: 17,
    nodes,
    initializers,
    inputs: [
      { name: 'ids', dataType: ONNX_INT64, dims: ['batch', 'tokens'] },
      { name: 'timing', dataType: ONNX_FLOAT, dims: ['batch', 'tokens', LAYERS[0].width] },
      { name: 'mask', dataType: ONNX_FLOAT, dims: ['batch', 'tokens', 1] },
      { name: 'keyBias', dataType: ONNX_FLOAT, dims: ['batch', 1, 1, 'tokens'] },
      { name: 'poolWeights', dataType: ONNX_FLOAT, dims: ['batch', 'tokens', 1] },
    ],
    outputs: [{ name: 'embedding', dataType: ONNX_FLOAT, dims: ['batch', 512] }],
  };
  return { model, invTimescales };
}

/** The graph's inputs for a batch of token id lists (each at most MAX_POSITIONS long, at least one id). */
export function encoderFeeds(batch: number[][], invTimescales: Float32Array): EncoderFeeds {
  const tokens = Math.max(1, ...batch.map((ids) => ids.length));
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
