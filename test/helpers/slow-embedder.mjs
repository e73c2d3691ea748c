// A deliberately slow sentence encoder for the worker-thread test: each embed call blocks its thread for `ms`
// (as a CPU-bound encoder does) and marks itself busy with a file while it does; loading it blocks for `load` ms (as
// loading a model does). Settings come from the import URL: slow-embedder.mjs?marker=<file>&ms=<n>&load=<n>, and
// &log=<file> to have each call's texts appended to a file (one JSON line a call).
import fs from 'node:fs';

const params = new URL(import.meta.url).searchParams;
const marker = params.get('marker');
const ms = Number(params.get('ms') ?? 1000);
const load = Number(params.get('load') ?? 0);
const log = params.get('log');
const DIMS = 8;

export async function createEmbedder() {
  if (load > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, load);
  return {
    id: `slow-test:${DIMS}`,
    dims: DIMS,
    async embed(texts) {
      if (log) fs.appendFileSync(log, `${JSON.stringify(texts)}\n`);
      fs.writeFileSync(marker, 'busy');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
      fs.rmSync(marker, { force: true });
      return texts.map((t, i) => {
        const v = new Float32Array(DIMS);
        v[(t.length + i) % DIMS] = 1;
        return v;
      });
    },
  };
}
