import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  docByRef,
  docsByIds,
  embeddingCount,
  filteredDocIds,
  ftsSearch,
  hasAnyFilter,
  iterateVectors
} from "./chunk-KSO6UZF7.mjs";
import {
  applyPriors,
  fuseRankings
} from "./chunk-6ZEEEWSR.mjs";
import {
  openConflictPartners
} from "./chunk-T3S3UNON.mjs";
import {
  findItem,
  getItem,
  itemId
} from "./chunk-S56EIDYH.mjs";

// src/recall/fts-query.ts
var MAX_QUERY_INPUT_CHARS = 2e3;
var MAX_WORD_TERMS = 32;
var MAX_TRIGRAM_TERMS = 48;
var MAX_TRIGRAM_TERM_CHARS = 64;
var MIN_PREFIX_CHARS = 2;
var STOP_WORDS = new Set(
  "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves".split(" ")
);
var CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
var CJK_LETTER = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]$/u;
var LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
var WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
var TRIGRAM_BREAK = /^[\s"'`(){}[\]<>,;!?*^|\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{So}\p{Sk}\p{C}]$/u;
var TRIM_EDGES = /^[.:\-/\\]+|[.:\-/\\]+$/gu;
function hasCjk(s) {
  return CJK_SCRIPT.test(s);
}
function quote(term) {
  return `"${term.replace(/"/g, '""')}"`;
}
function clip(input) {
  return input.length > MAX_QUERY_INPUT_CHARS ? input.slice(0, MAX_QUERY_INPUT_CHARS) : input;
}
function unique(terms) {
  return [...new Set(terms)];
}
function buildWordQuery(input, opts = {}) {
  const text = clip(input).normalize("NFC").toLowerCase();
  const raw = text.match(WORD_TOKEN) ?? [];
  if (raw.length === 0) return null;
  const wantPrefix = opts.prefix === true && [...raw[raw.length - 1]].length >= MIN_PREFIX_CHARS;
  const last = wantPrefix ? raw[raw.length - 1] : void 0;
  const body = wantPrefix ? raw.slice(0, -1) : raw;
  const content = body.filter((t) => !STOP_WORDS.has(t));
  const kept = content.length > 0 || last !== void 0 ? content : body;
  const terms = unique(kept).filter((t) => t !== last);
  const parts = terms.slice(0, last !== void 0 ? MAX_WORD_TERMS - 1 : MAX_WORD_TERMS).map(quote);
  if (last !== void 0) parts.push(`${quote(last)}*`);
  return parts.join(opts.mode === "and" ? " AND " : " OR ");
}
function segments(text) {
  const out = [];
  let cur = null;
  for (const ch of text) {
    if (TRIGRAM_BREAK.test(ch)) {
      cur = null;
      continue;
    }
    const cjk = CJK_LETTER.test(ch) && LETTER_OR_DIGIT.test(ch);
    if (!cjk && CJK_LETTER.test(ch)) {
      cur = null;
      continue;
    }
    if (!cur || cur.cjk !== cjk) {
      cur = { cjk, chars: [] };
      out.push(cur);
    }
    cur.chars.push(ch);
  }
  return out;
}
function buildTrigramQuery(input) {
  const text = clip(input).normalize("NFC").toLowerCase();
  const cjkTerms = [];
  let wordTerms = [];
  for (const seg of segments(text)) {
    if (seg.cjk) {
      for (let i = 0; i + 3 <= seg.chars.length; i++) cjkTerms.push(seg.chars.slice(i, i + 3).join(""));
      continue;
    }
    const term = [...seg.chars.join("").replace(TRIM_EDGES, "")];
    if (term.length >= 3) wordTerms.push(term.slice(0, MAX_TRIGRAM_TERM_CHARS).join(""));
  }
  if (wordTerms.length > 0) {
    const kept = wordTerms.filter((t) => !STOP_WORDS.has(t));
    wordTerms = kept.length > 0 || cjkTerms.length > 0 ? kept : wordTerms;
  }
  const terms = unique([...wordTerms, ...cjkTerms]).slice(0, MAX_TRIGRAM_TERMS);
  return terms.length > 0 ? terms.map(quote).join(" OR ") : null;
}

// src/recall/vector-index.ts
var VectorIndex = class {
  ids = [];
  vectors = [];
  maxId = 0;
  model = null;
  /** Loads vectors added since the last refresh; reloads from scratch when some were deleted or the model changed. */
  refresh(db, model) {
    const stored = embeddingCount(db, model);
    if (model !== this.model || stored < this.ids.length) {
      this.ids = [];
      this.vectors = [];
      this.maxId = 0;
      this.model = model;
    }
    if (stored === this.ids.length) return;
    for (const { docId, vector } of iterateVectors(db, model, this.maxId)) {
      this.ids.push(docId);
      this.vectors.push(vector);
      this.maxId = docId;
    }
  }
  get size() {
    return this.ids.length;
  }
  /** Top-k doc ids by cosine, best first, optionally restricted to an allowed set. */
  search(query, k, allowed) {
    const top = [];
    let floor = -Infinity;
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i];
      if (allowed && !allowed.has(id)) continue;
      const v = this.vectors[i];
      if (v.length !== query.length) continue;
      let dot = 0;
      for (let j = 0; j < v.length; j++) dot += v[j] * query[j];
      if (top.length < k || dot > floor) {
        top.push({ docId: id, score: dot });
        if (top.length > k) {
          top.sort((a, b) => b.score - a.score);
          top.length = k;
          floor = top[top.length - 1].score;
        } else if (top.length === k) {
          floor = Math.min(...top.map((t) => t.score));
        }
      }
    }
    return top.sort((a, b) => b.score - a.score);
  }
};

// src/recall/search.ts
var POOL = 100;
var SNIPPET_CHARS = 240;
var TRIGRAM_SHARE = 0.5;
async function recall(deps, query, opts) {
  const filters = opts.filters ?? {};
  const pool = Math.max(POOL, opts.limit * 3);
  const lists = [];
  const docs = /* @__PURE__ */ new Map();
  const keep = (rows) => rows.map((r) => (docs.set(r.docId, r), String(r.docId)));
  const word = buildWordQuery(query);
  if (word) lists.push({ name: "fts", weight: deps.weights.fts, ids: keep(ftsSearch(deps.db, "search_fts", word, filters, pool)) });
  const trigram = buildTrigramQuery(query);
  if (trigram && (hasCjk(query) || /[./_\-\\]/.test(query) || !lists[0]?.ids.length)) {
    lists.push({ name: "trigram", weight: deps.weights.fts * TRIGRAM_SHARE, ids: keep(ftsSearch(deps.db, "search_trigram", trigram, filters, pool)) });
  }
  let mode = "fts";
  if (opts.mode !== "fts" && deps.embedder && deps.weights.vector > 0 && query.trim()) {
    try {
      const index = deps.vectorIndex ?? new VectorIndex();
      index.refresh(deps.db, deps.embedder.id);
      if (index.size > 0) {
        const [qv] = await deps.embedder.embed([query.slice(0, 2e3)]);
        const allowed = hasAnyFilter(filters) ? filteredDocIds(deps.db, filters) : void 0;
        const nearest = index.search(qv, pool, allowed);
        const missing = nearest.map((n) => n.docId).filter((id) => !docs.has(id));
        for (const [id, row] of docsByIds(deps.db, missing)) {
          if (row.trust === "rejected") continue;
          if (row.active || filters.includeInactive || filters.asOf != null) docs.set(id, row);
        }
        lists.push({ name: "vector", weight: deps.weights.vector, ids: nearest.filter((n) => docs.has(n.docId)).map((n) => String(n.docId)) });
        mode = "hybrid";
      }
    } catch {
    }
  }
  const fused = fuseRankings(lists);
  const priors = /* @__PURE__ */ new Map();
  for (const hit of fused) {
    const d = docs.get(Number(hit.id));
    priors.set(hit.id, { kind: d.kind, source: d.source, trust: d.trust, ageDays: (deps.now - d.createdAt) / 864e5 });
  }
  const ranked = applyPriors(fused, priors);
  const hits = [];
  const seen = /* @__PURE__ */ new Set();
  for (const h of ranked) {
    const d = docs.get(Number(h.id));
    const key = `${d.sessionId}|${normalizeForDedupe(d.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push(toHit(d, h.score, h.ranks));
  }
  const shown = withItemContext(deps.db, hits.slice(0, opts.limit), (h) => toHit(h, 0), { followSuccessors: filters.asOf == null });
  return { hits: shown, total: Math.max(hits.length, shown.length), mode };
}
function withItemContext(db, hits, toRow, opts) {
  const out = [];
  const ids = new Set(hits.map((h) => h.id));
  const follow = (item) => {
    const id = itemId(item);
    if (ids.has(id) || item.trust === "rejected") return;
    const doc = docByRef(db, item.type, String(item.id));
    if (!doc) return;
    ids.add(id);
    out.push(decorate(toRow(doc)));
  };
  const decorate = (h) => {
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) return h;
    const open = openConflictPartners(db, item.id);
    return {
      ...h,
      trust: item.trust,
      ...item.status === "superseded" && item.supersededBy != null ? { superseded_by: currentSuccessorId(db, item) } : {},
      ...open.length ? { conflicts_with: open.map(itemId) } : {}
    };
  };
  for (const h of hits) {
    const d = decorate(h);
    out.push(d);
    const [kind, ref] = splitId(h.id);
    const item = findItem(db, kind, ref);
    if (!item) continue;
    if (item.status === "superseded" && opts.followSuccessors) {
      const head = currentSuccessor(db, item);
      if (head) follow(head);
    }
    for (const other of openConflictPartners(db, item.id)) follow(other);
  }
  return out;
}
var splitId = (id) => {
  const at = id.indexOf(":");
  return [id.slice(0, at), id.slice(at + 1)];
};
function currentSuccessor(db, item) {
  let row = item;
  for (let i = 0; row && row.supersededBy != null && i < 100; i++) row = getItem(db, row.supersededBy);
  return row && row.id !== item.id ? row : null;
}
function currentSuccessorId(db, item) {
  const head = currentSuccessor(db, item);
  return head ? itemId(head) : `${item.type}:${item.supersededBy}`;
}
function toHit(d, score, ranks) {
  return {
    layer: 1,
    id: `${d.kind}:${d.refId}`,
    kind: d.kind,
    snippet: snippet(d.text),
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source,
    ...ranks ? { ranks } : {}
  };
}
function snippet(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= SNIPPET_CHARS ? flat : `${flat.slice(0, SNIPPET_CHARS - 1)}\u2026`;
}
function normalizeForDedupe(text) {
  return text.toLowerCase().replace(/\[turn \d+\]\s*/g, "").replace(/\s+/g, " ").trim().slice(0, 300);
}

export {
  buildWordQuery,
  VectorIndex,
  recall,
  toHit
};
