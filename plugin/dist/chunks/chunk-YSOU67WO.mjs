import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/embed/encoder-thread.ts
import { Worker } from "node:worker_threads";
var ENCODER_THREAD_ROLE = "query-encoder";
var ENCODER_LOADING_NOTICE = "keyword-only: the sentence encoder is still loading";
function startEncoderThread(entryScript, env, data, onError) {
  const thread = new Worker(entryScript, {
    env: { ...env },
    workerData: { role: ENCODER_THREAD_ROLE, ...data }
  });
  thread.unref();
  let state = "loading";
  let embedder = null;
  let seq = 0;
  let lastQuery = null;
  const pending = /* @__PURE__ */ new Map();
  let settle = () => void 0;
  const ready = new Promise((resolve) => settle = resolve);
  const gone = (err) => {
    if (err) onError(err);
    state = "gone";
    embedder = null;
    settle(null);
    for (const p of pending.values()) p.reject(new Error("the query encoder thread ended"));
    pending.clear();
  };
  thread.on("error", gone);
  thread.on("exit", () => gone());
  thread.on("message", (m) => {
    if (m.type === "ready") {
      state = "ready";
      embedder = {
        id: m.id,
        dims: m.dims,
        embed(texts) {
          if (state !== "ready") return Promise.reject(new Error("the query encoder thread ended"));
          if (texts.length === 1 && lastQuery?.text === texts[0]) return lastQuery.vectors;
          const vectors = new Promise((resolve, reject) => {
            const n = ++seq;
            pending.set(n, { resolve, reject });
            thread.postMessage({ seq: n, texts });
          });
          if (texts.length === 1) {
            const query = { text: texts[0], vectors };
            lastQuery = query;
            vectors.catch(() => {
              if (lastQuery === query) lastQuery = null;
            });
          }
          return vectors;
        }
      };
      settle(embedder);
    } else if (m.type === "unavailable") {
      state = "gone";
      settle(null);
    } else {
      const p = pending.get(m.seq);
      pending.delete(m.seq);
      if (m.type === "vectors") p?.resolve(m.vectors);
      else p?.reject(new Error(m.message));
    }
  });
  const forQuery = () => state === "loading" ? { embedder: null, notice: ENCODER_LOADING_NOTICE } : { embedder };
  return {
    forQuery,
    async forQueryWithin(ms) {
      if (state === "loading") {
        let timer;
        await Promise.race([ready, new Promise((resolve) => timer = setTimeout(resolve, ms))]);
        clearTimeout(timer);
      }
      return forQuery();
    },
    ready,
    async stop() {
      await thread.terminate();
    }
  };
}
async function runEncoderThread(app, data, port) {
  let embedder;
  try {
    embedder = data.embedderModule ? await (await import(data.embedderModule)).createEmbedder() : await app.embedder({ residentWeights: true });
  } catch (err) {
    embedder = null;
    app.log.error("mcp:query-encoder", err);
  }
  if (!embedder) {
    port.postMessage({ type: "unavailable", message: "no sentence encoder available" });
    return;
  }
  const encoder = embedder;
  port.on("message", (m) => {
    encoder.embed(m.texts).then(
      (vectors) => port.postMessage({ type: "vectors", seq: m.seq, vectors }),
      (err) => port.postMessage({ type: "failed", seq: m.seq, message: err?.message ?? String(err) })
    );
  });
  port.postMessage({ type: "ready", id: encoder.id, dims: encoder.dims });
}

export {
  ENCODER_THREAD_ROLE,
  ENCODER_LOADING_NOTICE,
  startEncoderThread,
  runEncoderThread
};
