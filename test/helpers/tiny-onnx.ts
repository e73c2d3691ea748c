// Builds a tiny random-weight "BERT" (ONNX graph + WordPiece tokenizer) on disk so tests can exercise the
// real transformers.js loading, tokenizing and pooling code fully offline. The vectors mean nothing.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

export interface TinyModel {
  /** Pass as `localModelPath` (transformers.js resolves `<localModelPath>/<modelId>/...`). */
  localModelPath: string;
  modelId: string;
  dims: number;
  cleanup(): Promise<void>;
}

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const WORDS = (
  'the a an is was to of and in on for it this that with database migration failed schema upgrade error ' +
  'i like pizza test tests run file src cli ts fix bug code build npm ok'
).split(' ');
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789.,!?-_/:;\'"()[]{}'.split('');

function buildVocab(): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of [...SPECIAL, ...WORDS, ...LETTERS, ...LETTERS.map((c) => `##${c}`)]) {
    if (!seen.has(t)) {
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

// Deterministic weights keep test runs reproducible.
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FLOAT = 1;
const UINT8 = 2;
const INT64 = 7;

function floatTensor(name: string, dims: number[], data: Float32Array) {
  return onnx.TensorProto.create({
    name,
    dims,
    dataType: FLOAT,
    rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  });
}

function int64Tensor(name: string, values: number[]) {
  const buf = new BigInt64Array(values.map((v) => BigInt(v)));
  return onnx.TensorProto.create({
    name,
    dims: [values.length],
    dataType: INT64,
    rawData: new Uint8Array(buf.buffer),
  });
}

function io(name: string, elemType: number, dims: (string | number)[]) {
  return onnx.ValueInfoProto.create({
    name,
    type: {
      tensorType: {
        elemType,
        shape: { dim: dims.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d })) },
      },
    },
  });
}

function node(opType: string, input: string[], output: string[], attribute: object[] = []) {
  return onnx.NodeProto.create({ opType, input, output, name: `${opType}_${output[0]}`, attribute });
}

/**
 * last_hidden_state = tanh(word_emb[input_ids] + type_emb[token_type_ids]) * attention_mask
 * The quantized variant stores word embeddings as uint8 + DequantizeLinear, like a real q8 export.
 */
function buildModel(vocabSize: number, hidden: number, quantized: boolean): Uint8Array {
  const rnd = prng(quantized ? 7 : 42);
  const word = new Float32Array(vocabSize * hidden).map(() => rnd() * 2 - 1);
  const type = new Float32Array(2 * hidden).map(() => (rnd() * 2 - 1) * 0.1);

  const initializer = [floatTensor('type_emb', [2, hidden], type), int64Tensor('unsq_axes', [-1])];
  const nodes = [];
  if (quantized) {
    const q = new Uint8Array(word.length);
    for (let i = 0; i < word.length; i++) q[i] = Math.round((word[i] + 1) * 127.5);
    initializer.push(
      onnx.TensorProto.create({ name: 'word_emb_q', dims: [vocabSize, hidden], dataType: UINT8, rawData: q }),
      floatTensor('word_scale', [], new Float32Array([1 / 127.5])),
      onnx.TensorProto.create({ name: 'word_zp', dims: [], dataType: UINT8, rawData: new Uint8Array([128]) }),
    );
    nodes.push(node('DequantizeLinear', ['word_emb_q', 'word_scale', 'word_zp'], ['word_emb']));
  } else {
    initializer.push(floatTensor('word_emb', [vocabSize, hidden], word));
  }
  nodes.push(
    node('Gather', ['word_emb', 'input_ids'], ['we'], [{ name: 'axis', type: 2, i: 0 }]),
    node('Gather', ['type_emb', 'token_type_ids'], ['te'], [{ name: 'axis', type: 2, i: 0 }]),
    node('Add', ['we', 'te'], ['sum']),
    node('Tanh', ['sum'], ['act']),
    node('Cast', ['attention_mask'], ['mask_f'], [{ name: 'to', type: 2, i: FLOAT }]),
    node('Unsqueeze', ['mask_f', 'unsq_axes'], ['mask3']),
    node('Mul', ['act', 'mask3'], ['last_hidden_state']),
  );

  const graph = onnx.GraphProto.create({
    name: 'tiny_bert',
    node: nodes,
    initializer,
    input: [
      io('input_ids', INT64, ['batch_size', 'sequence_length']),
      io('attention_mask', INT64, ['batch_size', 'sequence_length']),
      io('token_type_ids', INT64, ['batch_size', 'sequence_length']),
    ],
    output: [io('last_hidden_state', FLOAT, ['batch_size', 'sequence_length', hidden])],
  });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'claude-memory-tests',
    opsetImport: [{ domain: '', version: 13 }],
    graph,
  });
  return onnx.ModelProto.encode(model).finish();
}

function tokenizerJson(vocab: string[]) {
  const id = (t: string) => vocab.indexOf(t);
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map((content) => ({
      id: id(content),
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [id('[CLS]')], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [id('[SEP]')], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(vocab.map((t, i) => [t, i])),
    },
  };
}

export async function createTinyBertModel(opts: { dir?: string; modelId?: string; hidden?: number } = {}): Promise<TinyModel> {
  const hidden = opts.hidden ?? 16;
  const modelId = opts.modelId ?? 'test-org/tiny-bert';
  const root = opts.dir ?? (await mkdtemp(join(tmpdir(), 'cm-tiny-onnx-')));
  const modelDir = join(root, ...modelId.split('/'));
  await mkdir(join(modelDir, 'onnx'), { recursive: true });
  const vocab = buildVocab();

  const config = {
    model_type: 'bert',
    architectures: ['BertModel'],
    hidden_size: hidden,
    num_attention_heads: 1,
    num_hidden_layers: 1,
    intermediate_size: hidden,
    max_position_embeddings: 512,
    type_vocab_size: 2,
    vocab_size: vocab.length,
    pad_token_id: 0,
  };
  const tokenizerConfig = {
    tokenizer_class: 'BertTokenizer',
    do_lower_case: true,
    model_max_length: 512,
    cls_token: '[CLS]',
    sep_token: '[SEP]',
    pad_token: '[PAD]',
    unk_token: '[UNK]',
    mask_token: '[MASK]',
    clean_up_tokenization_spaces: true,
  };

  await Promise.all([
    writeFile(join(modelDir, 'config.json'), JSON.stringify(config, null, 2)),
    writeFile(join(modelDir, 'tokenizer.json'), JSON.stringify(tokenizerJson(vocab))),
    writeFile(join(modelDir, 'tokenizer_config.json'), JSON.stringify(tokenizerConfig, null, 2)),
    writeFile(join(modelDir, 'onnx', 'model.onnx'), buildModel(vocab.length, hidden, false)),
    writeFile(join(modelDir, 'onnx', 'model_quantized.onnx'), buildModel(vocab.length, hidden, true)),
  ]);

  return {
    localModelPath: root,
    modelId,
    dims: hidden,
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
