import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  VECTOR_KINDS
} from "./chunk-IPV3Y5SN.mjs";

// src/store/vectors.ts
var VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
var toFloat32 = (blob) => {
  const copy = new Float32Array(blob.byteLength / 4);
  new Uint8Array(copy.buffer).set(blob);
  return copy;
};
function storeIdentity(db) {
  return db.prepare("SELECT token FROM store_identity WHERE id = 1").get().token;
}
function vectorLogHead(db) {
  return db.prepare("SELECT max(seq) AS seq FROM vector_log").get().seq ?? 0;
}
function vectorCount(db, model) {
  return db.prepare("SELECT n FROM vector_counts WHERE model = ?").get(model)?.n ?? 0;
}
function readAllVectors(db, model, onRow) {
  const stmt = db.prepare(
    `SELECT e.doc_id, e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id
     WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY e.doc_id`
  );
  const mapped = db.pragma("mmap_size", { simple: true });
  db.pragma(`mmap_size = ${READ_ALL_MMAP_BYTES}`);
  try {
    return db.transaction(() => {
      const seq = vectorLogHead(db);
      for (const [docId, bytes] of stmt.raw().iterate(model)) onRow(docId, bytes);
      return seq;
    })();
  } finally {
    db.pragma(`mmap_size = ${mapped}`);
  }
}
var READ_ALL_MMAP_BYTES = 2 ** 31 - 2 ** 16;
function vectorChangesSince(db, model, afterSeq, maxEntries) {
  return db.transaction(() => {
    const oldest = db.prepare("SELECT min(seq) AS seq FROM vector_log").get().seq;
    const head = vectorLogHead(db);
    if (oldest == null || afterSeq < oldest - 1 || afterSeq > head || head - afterSeq > maxEntries) return null;
    const entries = db.prepare("SELECT doc_id AS docId, model, added FROM vector_log WHERE seq > ? ORDER BY seq").all(afterSeq);
    const last = /* @__PURE__ */ new Map();
    for (const e of entries) if (e.docId > 0) last.set(e.docId, e.added === 1 && e.model === model);
    const removals = [];
    const wanted = [];
    for (const [docId, present] of last) (present ? wanted : removals).push(docId);
    const upserts = [];
    const fetch = db.prepare(
      `SELECT e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.doc_id = ? AND e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL})`
    );
    for (const docId of wanted) {
      const row = fetch.get(docId, model);
      if (row) upserts.push({ docId, vector: toFloat32(row.vector) });
      else removals.push(docId);
    }
    return { seq: head, upserts, removals };
  })();
}
var BY_ID_CHUNK = 256;
function vectorsByDocIds(db, model, docIds) {
  const out = /* @__PURE__ */ new Map();
  const full = statement(
    db,
    `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${Array(BY_ID_CHUNK).fill("?").join(",")})`
  ).raw();
  for (let i = 0; i < docIds.length; i += BY_ID_CHUNK) {
    const chunk = docIds.slice(i, i + BY_ID_CHUNK);
    const stmt = chunk.length === BY_ID_CHUNK ? full : statement(db, `SELECT doc_id, vector FROM embeddings WHERE model = ? AND doc_id IN (${chunk.map(() => "?").join(",")})`).raw();
    for (const [docId, blob] of stmt.all(model, ...chunk)) out.set(docId, toFloat32(blob));
  }
  return out;
}
function newestVectorModel(db) {
  return db.prepare("SELECT model FROM embeddings ORDER BY doc_id DESC LIMIT 1").get()?.model ?? null;
}

export {
  storeIdentity,
  vectorLogHead,
  vectorCount,
  readAllVectors,
  vectorChangesSince,
  vectorsByDocIds,
  newestVectorModel
};
