import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  ITEM_TYPES,
  VECTOR_KINDS
} from "./chunk-IPV3Y5SN.mjs";

// src/store/search.ts
var ITEM_KINDS_SQL = `(${ITEM_TYPES.map((t) => `'${t}'`).join(", ")})`;
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
  if (f.exceptSessionId) {
    where.push("d.session_id IS NOT ?");
    params.push(f.exceptSessionId);
  }
  if (f.kinds?.length) {
    where.push(`d.kind IN (${f.kinds.map(() => "?").join(", ")})`);
    params.push(...f.kinds);
  }
  if (f.sources?.length) {
    where.push(`d.source IN (${f.sources.map(() => "?").join(", ")})`);
    params.push(...f.sources);
  }
  if (f.trusts?.length) {
    where.push(`d.trust IN (${f.trusts.map(() => "?").join(", ")})`);
    params.push(...f.trusts);
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
  if (!hasAnyFilter(filters)) {
    const fetch = limit + TOP_SLACK;
    const conditionParams = [];
    const conditions = filterSql(filters, conditionParams);
    const rows2 = statement(
      db,
      `SELECT ${DOC_COLUMNS}, (1 = 1 ${conditions}) AS passes
       FROM (SELECT rowid AS id, bm25(${index}) AS score FROM ${index} WHERE ${index} MATCH ? ORDER BY score LIMIT ?) f
       JOIN search_docs d ON d.id = f.id ORDER BY f.score, f.id`
    ).all(...conditionParams, match, fetch);
    const kept = rows2.filter((r) => r.passes === 1);
    if (kept.length >= limit || rows2.length < fetch) return kept.slice(0, limit).map(({ passes: _, ...r }) => mapDoc(r));
  }
  const params = [match];
  const extra = filterSql(filters, params);
  params.push(limit);
  const rows = statement(
    db,
    `SELECT ${DOC_COLUMNS} FROM ${index} JOIN search_docs d ON d.id = ${index}.rowid WHERE ${index} MATCH ? ${extra} ORDER BY bm25(${index}), d.id LIMIT ?`
  ).all(...params);
  return rows.map(mapDoc);
}
function ftsSearchHolding(db, match, alsoMatches, filters, limit, newest = null) {
  const matching = (expr) => newest == null ? statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts), rowid").pluck().all(expr) : statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ?").pluck().all(expr, newest);
  const ranked = matching(match);
  const holds = /* @__PURE__ */ new Map();
  for (const also of alsoMatches) {
    const ids = newest == null ? statement(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH ?").pluck().all(also) : matching(also);
    for (const id of ids) holds.set(id, (holds.get(id) ?? 0) + 1);
  }
  const buckets = Array.from({ length: alsoMatches.length + 1 }, () => ({ ranked: [], beyond: [] }));
  for (const id of ranked) {
    buckets[holds.get(id) ?? 0].ranked.push(id);
    holds.delete(id);
  }
  for (const [id, n] of holds) buckets[n].beyond.push(id);
  const order = buckets.reverse().flatMap((b) => [...b.ranked, ...b.beyond.sort((x, y) => y - x)]);
  const out = [];
  for (let i = 0; i < order.length && out.length < limit; i += HOLDING_CHUNK) {
    const chunk = order.slice(i, i + HOLDING_CHUNK);
    const params = [...chunk];
    const extra = filterSql(filters, params);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => "?").join(",")}) ${extra}`).all(
      ...params
    );
    const byId = new Map(rows.map((r) => [r.docId, r]));
    for (const id of chunk) {
      const r = byId.get(id);
      if (r && out.length < limit) out.push(mapDoc(r));
    }
  }
  return out;
}
var HOLDING_CHUNK = 128;
var TOP_SLACK = 20;
function docsByIds(db, ids) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.id IN (${chunk.map(() => "?").join(",")})`).all(
      ...chunk
    );
    for (const r of rows) out.set(r.docId, mapDoc(r));
  }
  return out;
}
function docByRef(db, kind, ref) {
  const r = statement(db, `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.kind = ? AND d.ref_id = ?`).get(kind, ref);
  return r ? mapDoc(r) : null;
}
function docsLeftOutOf(db, filters) {
  const { exceptSessionId, includeInactive, ...rest } = filters;
  if (!exceptSessionId || includeInactive || hasAnyFilter(rest)) return null;
  const rows = statement(
    db,
    `SELECT id FROM search_docs WHERE session_id = ? UNION SELECT id FROM search_docs WHERE active = 0 OR trust = 'rejected'`
  ).all(exceptSessionId);
  return new Set(rows.map((r) => r.id));
}
function filteredDocIds(db, filters) {
  const params = [];
  const extra = filterSql(filters, params);
  const rows = db.prepare(`SELECT d.id FROM search_docs d WHERE 1 = 1 ${extra}`).all(...params);
  return new Set(rows.map((r) => r.id));
}
var hasAnyFilter = (f) => Boolean(
  f.sessionId || f.exceptSessionId || f.kinds?.length || f.sources?.length || f.trusts?.length || f.since != null || f.until != null || f.filePath || f.asOf != null
);
var VECTOR_KINDS_SQL = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
var VECTOR_LOG_KEEP = 2e5;
function dropForeignEmbeddings(db, model) {
  return db.prepare("DELETE FROM embeddings WHERE model != ?").run(model).changes;
}
function docsMissingEmbedding(db, limit) {
  return db.prepare(
    `SELECT d.id AS docId, d.text FROM search_docs d LEFT JOIN embeddings e ON e.doc_id = d.id
       WHERE e.doc_id IS NULL AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY d.id LIMIT ?`
  ).all(limit);
}
function turnDocsMissingEmbedding(db, sessionId, promptNumber) {
  return statement(
    db,
    `SELECT d.id AS docId, d.text FROM search_docs d LEFT JOIN embeddings e ON e.doc_id = d.id
     WHERE d.session_id = ? AND d.prompt_number = ? AND e.doc_id IS NULL AND d.kind IN (${VECTOR_KINDS_SQL}) ORDER BY d.id`
  ).all(sessionId, promptNumber);
}
function saveEmbeddings(db, model, rows) {
  const insert = db.prepare("INSERT OR REPLACE INTO embeddings (doc_id, model, dims, vector) VALUES (?, ?, ?, ?)");
  const exists = db.prepare("SELECT 1 FROM search_docs WHERE id = ?");
  const pruneLog = db.prepare("DELETE FROM vector_log WHERE seq < (SELECT max(seq) FROM vector_log) - ?");
  return db.transaction(() => {
    let saved = 0;
    for (const r of rows) {
      if (!exists.get(r.docId)) continue;
      insert.run(r.docId, model, r.vector.length, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength));
      saved++;
    }
    pruneLog.run(VECTOR_LOG_KEEP);
    return saved;
  })();
}
var EXACT_DF_UP_TO = 2e3;
var DF_SAMPLE = 1e3;
var MATCH_COUNTS_KEPT = 2e3;
var matchCountCache = /* @__PURE__ */ new WeakMap();
function matchCounts(db) {
  const version = `${statement(db, "PRAGMA data_version").pluck().get()}:${statement(db, "SELECT total_changes()").pluck().get()}`;
  let kept = matchCountCache.get(db);
  if (!kept || kept.version !== version) matchCountCache.set(db, kept = { version, counts: /* @__PURE__ */ new Map() });
  return kept.counts;
}
var SESSION_SPAN_SCAN = 2e3;
function docFrequencies(db, words, exceptSessionId) {
  const all = statement(db, "SELECT n FROM search_doc_count WHERE id = 1").get().n;
  const own = exceptSessionId ? statement(db, "SELECT count(*) AS n, min(id) AS lo, max(id) AS hi FROM search_docs WHERE session_id = ?").get(exceptSessionId) : null;
  const total = own ? all - own.n : all;
  const counted = matchCounts(db);
  const kept = (key, count) => {
    let n = counted.get(key);
    if (n === void 0) {
      n = count();
      if (counted.size >= MATCH_COUNTS_KEPT) counted.clear();
      counted.set(key, n);
    }
    return n;
  };
  const df = /* @__PURE__ */ new Map();
  for (const w of words) {
    const match = `"${w.replace(/"/g, '""')}"`;
    const everywhere = () => kept(`\0${w}`, () => matchCount(db, match, null, all));
    if (!own || own.lo == null || own.hi == null) {
      df.set(w, everywhere());
      continue;
    }
    const { lo, hi } = own;
    df.set(
      w,
      kept(`${exceptSessionId}\0${w}`, () => {
        const span = statement(
          db,
          `SELECT count(*) AS scanned, coalesce(sum(d.session_id = ?), 0) AS mine FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? AND rowid BETWEEN ? AND ? LIMIT ?) f
           JOIN search_docs d ON d.id = f.id`
        ).get(exceptSessionId, match, lo, hi, SESSION_SPAN_SCAN + 1);
        return span.scanned <= SESSION_SPAN_SCAN ? Math.min(total, everywhere() - span.mine) : matchCount(db, match, exceptSessionId, total);
      })
    );
  }
  return { total, df };
}
function matchCount(db, match, exceptSessionId, total) {
  const sample = (order, limit) => exceptSessionId ? statement(
    db,
    `SELECT count(*) AS n, min(id) AS first, max(id) AS last FROM (SELECT f.rowid AS id FROM search_fts f JOIN search_docs d ON d.id = f.rowid
           WHERE search_fts MATCH ? AND d.session_id IS NOT ? ORDER BY f.rowid ${order} LIMIT ?)`
  ).get(match, exceptSessionId, limit) : statement(
    db,
    `SELECT count(*) AS n, min(id) AS first, max(id) AS last FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid ${order} LIMIT ?)`
  ).get(match, limit);
  const oldest = sample("ASC", EXACT_DF_UP_TO + 1);
  if (oldest.n <= EXACT_DF_UP_TO) return oldest.n;
  const newest = sample("DESC", DF_SAMPLE);
  const covered = oldest.last - oldest.first + 1 + (newest.last - newest.first + 1);
  return Math.min(total, Math.max(oldest.n, Math.round((oldest.n + newest.n) / covered * (newest.last - oldest.first + 1))));
}
function turnCards(db, turns) {
  const out = /* @__PURE__ */ new Map();
  if (!turns.length) return out;
  const rows = statement(
    db,
    `SELECT t.session_id AS sessionId, t.prompt_number AS promptNumber, t.id, t.card FROM json_each(?) j
     JOIN turn_summaries t ON t.session_id = j.value ->> 0 AND t.prompt_number = j.value ->> 1 WHERE t.card IS NOT NULL`
  ).all(JSON.stringify(turns.map((t) => [t.sessionId, t.promptNumber])));
  for (const r of rows) out.set(`${r.sessionId}#${r.promptNumber}`, { id: r.id, text: r.card });
  return out;
}
function turnDocs(db, turns, filters) {
  const out = /* @__PURE__ */ new Map();
  if (!turns.length) return out;
  const params = [JSON.stringify(turns.map((t) => [t.sessionId, t.promptNumber]))];
  const conditions = filterSql(filters, params);
  const rows = statement(
    db,
    `SELECT ${DOC_COLUMNS} FROM json_each(?) j
     JOIN search_docs d ON d.session_id = j.value ->> 0 AND d.prompt_number = j.value ->> 1
     WHERE d.kind IN ('prompt', 'assistant', 'summary', 'turn') ${conditions}
     ORDER BY d.kind = 'prompt' DESC, d.id`
  ).all(...params);
  for (const r of rows) {
    const key = `${r.sessionId}#${r.promptNumber}`;
    if (!out.has(key)) out.set(key, mapDoc(r));
  }
  return out;
}
function turnsInProgress(db, turns, since) {
  const out = /* @__PURE__ */ new Map();
  if (!turns.length) return out;
  const latest = new Map(
    statement(
      db,
      `SELECT id, prompt_count AS promptCount FROM sessions WHERE status = 'active' AND id IN (SELECT value FROM json_each(?))`
    ).all(JSON.stringify([...new Set(turns.map((t) => t.sessionId))])).map((s) => [s.id, s.promptCount])
  );
  const stmt = statement(
    db,
    `SELECT p.text FROM sessions s JOIN prompts p ON p.session_id = s.id AND p.prompt_number = @promptNumber
     WHERE s.id = @sessionId AND s.status = 'active' AND s.prompt_count = @promptNumber AND p.created_at >= @since
       AND NOT EXISTS (SELECT 1 FROM assistant_messages a WHERE a.session_id = s.id AND a.prompt_number = @promptNumber)
       AND NOT EXISTS (SELECT 1 FROM turn_summaries u WHERE u.session_id = s.id AND u.prompt_number = @promptNumber)`
  );
  for (const t of turns) {
    if (latest.get(t.sessionId) !== t.promptNumber) continue;
    const row = stmt.get({ ...t, since });
    if (row) out.set(`${t.sessionId}#${t.promptNumber}`, row.text);
  }
  return out;
}
function currentSuccessors(db, docs) {
  const out = /* @__PURE__ */ new Map();
  const chainEnd = successorChain(db);
  const byId = statement(
    db,
    `SELECT id, superseded_by FROM memory_items WHERE id = ? AND status = 'superseded' AND superseded_by IS NOT NULL`
  );
  const byTurn = statement(
    db,
    `SELECT id, superseded_by FROM memory_items WHERE session_id = ? AND prompt_number = ? AND status = 'superseded' AND superseded_by IS NOT NULL ORDER BY id LIMIT 1`
  );
  for (const d of docs) {
    const start = ITEM_KINDS.has(d.kind) ? byId.get(Number(d.refId)) : d.sessionId && d.promptNumber != null ? byTurn.get(d.sessionId, d.promptNumber) : void 0;
    if (!start) continue;
    const successor = chainEnd(start.id, start.superseded_by);
    if (successor) out.set(d.docId, successor);
  }
  return out;
}
function successorChain(db) {
  const next = statement(
    db,
    `SELECT id, type, text, reason, status, trust, superseded_by, session_id, prompt_number, source, created_at, value FROM memory_items WHERE id = ?`
  );
  return (startId, supersededBy) => {
    let id = supersededBy;
    const visited = /* @__PURE__ */ new Set([startId]);
    let last;
    while (id != null && !visited.has(id)) {
      visited.add(id);
      const row = next.get(id);
      if (!row) break;
      last = row;
      if (row.status === "active") break;
      id = row.superseded_by;
    }
    if (!last || last.trust === "rejected") return void 0;
    return successorOf(last);
  };
}
var successorOf = (row) => ({
  id: row.id,
  type: row.type,
  text: row.text + (row.reason ? ` \u2014 because ${row.reason}` : ""),
  value: row.value,
  sessionId: row.session_id,
  promptNumber: row.prompt_number,
  source: row.source,
  createdAt: row.created_at
});
var RETIRED_VALUES = 200;
function retiredValues(db) {
  return statement(
    db,
    `SELECT value, subject, text, nextId FROM (
       SELECT value, subject_key AS subject, text, superseded_by AS nextId, valid_to AS at, id FROM memory_items
        WHERE status = 'superseded' AND superseded_by IS NOT NULL AND value IS NOT NULL AND value != '' AND trust != 'rejected'
       UNION ALL
       SELECT replaces, subject_key, '', id, valid_from, id FROM memory_items
        WHERE status = 'active' AND replaces IS NOT NULL AND replaces != '' AND trust != 'rejected'
     ) ORDER BY at DESC, id DESC LIMIT ${RETIRED_VALUES}`
  ).all();
}
function standingItem(db, id) {
  const row = statement(
    db,
    `SELECT id, type, text, reason, status, trust, superseded_by, session_id, prompt_number, source, created_at, value FROM memory_items WHERE id = ?`
  ).get(id);
  if (!row) return void 0;
  if (row.status === "active") return row.trust === "rejected" ? void 0 : successorOf(row);
  return row.superseded_by == null ? void 0 : successorChain(db)(row.id, row.superseded_by);
}
var ITEM_KINDS = new Set(ITEM_TYPES);
var trigramVocabulary = /* @__PURE__ */ new WeakSet();
function trigramsStartingWith(db, prefix, limit, rowBudget = Infinity) {
  try {
    if (!trigramVocabulary.has(db)) {
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_trigram_terms USING fts5vocab(main, search_trigram, 'row')`);
      trigramVocabulary.add(db);
    }
    const rows = statement(db, "SELECT term, doc FROM temp.search_trigram_terms WHERE term >= ? AND term < ? LIMIT ?").all(
      prefix,
      `${prefix}\u{10FFFF}`,
      limit
    );
    rows.sort((a, b) => a.doc - b.doc);
    const out = [];
    let used = 0;
    for (const r of rows) {
      if (out.length && used + r.doc > rowBudget) break;
      out.push(r.term);
      used += r.doc;
    }
    return out;
  } catch {
    return [];
  }
}
function textsHolding(db, fragment, limit) {
  if ([...fragment].length < 3) return [];
  const rows = statement(
    db,
    "SELECT d.text FROM (SELECT rowid AS id FROM search_trigram WHERE search_trigram MATCH ? LIMIT ?) f JOIN search_docs d ON d.id = f.id"
  ).all(`"${fragment.replace(/"/g, '""')}"`, limit);
  return rows.map((r) => r.text);
}

export {
  ftsSearch,
  ftsSearchHolding,
  docsByIds,
  docByRef,
  docsLeftOutOf,
  filteredDocIds,
  hasAnyFilter,
  dropForeignEmbeddings,
  docsMissingEmbedding,
  turnDocsMissingEmbedding,
  saveEmbeddings,
  docFrequencies,
  turnCards,
  turnDocs,
  turnsInProgress,
  currentSuccessors,
  retiredValues,
  standingItem,
  trigramsStartingWith,
  textsHolding
};
