import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  VECTOR_KINDS
} from "./chunk-GRLPG7KU.mjs";

// src/store/search.ts
var ITEM_KINDS_SQL = `('decision', 'preference', 'convention', 'discovery', 'code_area')`;
var DOC_COLUMNS = "d.id AS docId, d.kind, d.ref_id AS refId, d.session_id AS sessionId, d.prompt_number AS promptNumber, d.source, d.active, d.trust, d.text, d.created_at AS createdAt";
function filterSql(f, params) {
  const where = [`(d.trust IS NULL OR d.trust != 'rejected')`];
  if (f.asOf != null) {
    where.push(`d.created_at <= ?`);
    where.push(`(d.kind NOT IN ${ITEM_KINDS_SQL} OR EXISTS (SELECT 1 FROM memory_items i WHERE i.id = CAST(d.ref_id AS INTEGER)
      AND i.valid_from <= ? AND (i.valid_to IS NULL OR i.valid_to > ?) AND i.recorded_at <= ? AND (i.retracted_at IS NULL OR i.retracted_at > ?)))`);
    params.push(f.asOf, f.asOf, f.asOf, f.asOf, f.asOf);
  } else if (!f.includeInactive) where.push("d.active = 1");
  if (f.sessionId) {
    where.push("d.session_id = ?");
    params.push(f.sessionId);
  }
  if (f.kinds?.length) {
    where.push(`d.kind IN (${f.kinds.map(() => "?").join(", ")})`);
    params.push(...f.kinds);
  }
  if (f.sources?.length) {
    where.push(`d.source IN (${f.sources.map(() => "?").join(", ")})`);
    params.push(...f.sources);
  }
  if (f.since != null) {
    where.push("d.created_at >= ?");
    params.push(f.since);
  }
  if (f.until != null) {
    where.push("d.created_at <= ?");
    params.push(f.until);
  }
  if (f.filePath) {
    const like = `%${f.filePath.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(`(d.text LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM turn_summaries s WHERE s.session_id = d.session_id
      AND s.prompt_number = d.prompt_number AND s.evidence_json LIKE ? ESCAPE '\\'))`);
    params.push(like, like);
  }
  return where.length ? `AND ${where.join(" AND ")}` : "";
}
var mapDoc = (r) => ({ ...r, active: r.active === 1 });
function ftsSearch(db, index, match, filters, limit) {
  const params = [match];
  const extra = filterSql(filters, params);
  params.push(limit);
  const rows = db.prepare(`SELECT ${DOC_COLUMNS} FROM ${index} JOIN search_docs d ON d.id = ${index}.rowid WHERE ${index} MATCH ? ${extra} ORDER BY bm25(${index}) LIMIT ?`).all(...params);
  return rows.map(mapDoc);
}
function docsByIds(db, ids) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = db.prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => "?").join(",")})`).all(...chunk);
    for (const r of rows) out.set(r.docId, mapDoc(r));
  }
  return out;
}
function docByRef(db, kind, ref) {
  const r = db.prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.kind = ? AND d.ref_id = ?`).get(kind, ref);
  return r ? mapDoc(r) : null;
}
function filteredDocIds(db, filters) {
  const params = [];
  const extra = filterSql(filters, params);
  const rows = db.prepare(`SELECT d.id FROM search_docs d WHERE 1 = 1 ${extra}`).all(...params);
  return new Set(rows.map((r) => r.id));
}
var hasAnyFilter = (f) => Boolean(f.sessionId || f.kinds?.length || f.sources?.length || f.since != null || f.until != null || f.filePath || f.asOf != null);
var VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
function dropForeignEmbeddings(db, model) {
  return db.prepare("DELETE FROM embeddings WHERE model != ?").run(model).changes;
}
function docsMissingEmbedding(db, limit) {
  return db.prepare(
    `SELECT d.id AS docId, d.text FROM search_docs d LEFT JOIN embeddings e ON e.doc_id = d.id
       WHERE e.doc_id IS NULL AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY d.id LIMIT ?`
  ).all(limit);
}
function saveEmbeddings(db, model, rows) {
  const insert = db.prepare("INSERT OR REPLACE INTO embeddings (doc_id, model, dims, vector) VALUES (?, ?, ?, ?)");
  const exists = db.prepare("SELECT 1 FROM search_docs WHERE id = ?");
  db.transaction(() => {
    for (const r of rows) {
      if (!exists.get(r.docId)) continue;
      insert.run(r.docId, model, r.vector.length, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength));
    }
  })();
}
function embeddingCount(db, model) {
  return db.prepare(`SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE e.model = ? AND d.kind IN (${VECTOR_KINDS_SQL})`).get(model).n;
}
function* iterateVectors(db, model, afterId = 0) {
  const stmt = db.prepare(
    `SELECT e.doc_id, e.vector FROM embeddings e JOIN search_docs d ON d.id = e.doc_id
     WHERE e.model = ? AND e.doc_id > ? AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY e.doc_id`
  );
  for (const row of stmt.iterate(model, afterId)) {
    const copy = new Float32Array(row.vector.byteLength / 4);
    new Uint8Array(copy.buffer).set(row.vector);
    yield { docId: row.doc_id, vector: copy };
  }
}

export {
  ftsSearch,
  docsByIds,
  docByRef,
  filteredDocIds,
  hasAnyFilter,
  dropForeignEmbeddings,
  docsMissingEmbedding,
  saveEmbeddings,
  embeddingCount,
  iterateVectors
};
