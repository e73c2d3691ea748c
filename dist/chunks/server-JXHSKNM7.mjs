import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  projectStatus
} from "./chunk-W55XVPLK.mjs";
import {
  demoteItem,
  promoteItem
} from "./chunk-BO46ZKWV.mjs";
import {
  buildDigest
} from "./chunk-KDNZPPFV.mjs";
import "./chunk-KLJFFZQJ.mjs";
import {
  embedGlobalItems,
  recallScoped
} from "./chunk-JPJXKXKC.mjs";
import {
  VectorIndex,
  buildWordQuery,
  isStopWord
} from "./chunk-ZUGYISM4.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import {
  estimateTokens
} from "./chunk-FHNVZ42N.mjs";
import {
  replayProjectSpool
} from "./chunk-K4YWO7LA.mjs";
import "./chunk-YZLXGNKY.mjs";
import "./chunk-7DAE26SG.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import {
  listProjects
} from "./chunk-ZNSEMA6P.mjs";
import "./chunk-WR5O2JL6.mjs";
import {
  openDatabase
} from "./chunk-2FOQSPOT.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-ZFXYKY6M.mjs";
import "./chunk-CITHCAO7.mjs";
import {
  loadSqlite
} from "./chunk-7C5TB666.mjs";
import "./chunk-5ZC7FIRN.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import {
  getTeamLink,
  teamCounts,
  teamOf
} from "./chunk-S4EXTRZB.mjs";
import {
  forgetImpact,
  forgetMemory
} from "./chunk-ST2ZTIN7.mjs";
import "./chunk-OSKLP5BA.mjs";
import {
  getSession,
  resolveSessionId,
  sessionTimeline,
  storeCounts,
  toolEvent
} from "./chunk-LJA4YGNL.mjs";
import {
  changes,
  conflicts,
  explainItem
} from "./chunk-XGSTUHQY.mjs";
import {
  enqueue
} from "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import {
  KnowledgeError,
  findEquivalentItem,
  findItem,
  getItem,
  itemId,
  resolveConflict,
  setTrust,
  supersedeItem,
  tokenize
} from "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import {
  ITEM_TYPES,
  MEMORY_KINDS,
  VECTOR_KINDS,
  isItemType,
  parseMemoryId,
  scopedId,
  splitScopedId
} from "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import {
  projectIdentity
} from "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/dashboard/server.ts
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

// src/store/dashboard.ts
var SESSION_SORTS = ["started", "ended", "duration", "prompts", "tools", "failures", "status"];
var SORT_SQL = {
  started: "s.started_at",
  ended: "s.ended_at",
  duration: "(coalesce(s.ended_at, s.last_activity_at) - s.started_at)",
  prompts: "s.prompt_count",
  tools: "(SELECT count(*) FROM tool_events t WHERE t.session_id = s.id)",
  failures: "(SELECT count(*) FROM tool_events t WHERE t.session_id = s.id AND t.success = 0)",
  status: "s.status"
};
function sessionWhere(q) {
  const where = [];
  const params = {};
  if (q.since != null) {
    where.push("s.started_at >= @since");
    params.since = q.since;
  }
  if (q.until != null) {
    where.push("s.started_at < @until");
    params.until = q.until;
  }
  if (q.text) {
    const like = `%${q.text.replace(/[\\%_]/g, "\\$&")}%`;
    const any = [`s.id LIKE @like ESCAPE '\\'`, `s.cwd LIKE @like ESCAPE '\\'`, `s.rollup_summary LIKE @like ESCAPE '\\'`];
    params.like = like;
    if (q.match) {
      any.push("s.id IN (SELECT d.session_id FROM search_fts f JOIN search_docs d ON d.id = f.rowid WHERE search_fts MATCH @match)");
      params.match = q.match;
    }
    where.push(`(${any.join(" OR ")})`);
  }
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}
function listSessions(db, q) {
  const { sql, params } = sessionWhere(q);
  const total = db.prepare(`SELECT count(*) AS n FROM sessions s ${sql}`).get(params).n;
  const dir = q.descending ? "DESC" : "ASC";
  const rows = db.prepare(
    `WITH page AS (SELECT s.* FROM sessions s ${sql} ORDER BY ${SORT_SQL[q.sort]} ${dir}, s.started_at ${dir}, s.id LIMIT @limit OFFSET @offset)
       SELECT page.*, (SELECT count(*) FROM tool_events t WHERE t.session_id = page.id) AS tool_uses,
         (SELECT count(*) FROM tool_events t WHERE t.session_id = page.id AND t.success = 0) AS failures FROM page`
  ).all({ ...params, limit: q.limit, offset: q.offset });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      cwd: r.cwd ?? null,
      status: r.status,
      startedAt: r.started_at,
      endedAt: r.ended_at ?? null,
      lastActivityAt: r.last_activity_at,
      durationMs: (r.ended_at ?? r.last_activity_at) - r.started_at,
      prompts: r.prompt_count,
      toolUses: r.tool_uses,
      failures: r.failures,
      rollup: r.rollup_summary ?? null,
      rollupTier: r.rollup_tier ?? null
    }))
  };
}
function turnDetail(db, sessionId, promptNumber) {
  const prompt = db.prepare("SELECT id, text, created_at_iso FROM prompts WHERE session_id = ? AND prompt_number = ?").get(sessionId, promptNumber);
  const summary = db.prepare("SELECT id, summary, tier FROM turn_summaries WHERE session_id = ? AND prompt_number = ?").get(sessionId, promptNumber);
  const assistant = db.prepare(
    "SELECT id, text, agent_id, created_at_iso FROM assistant_messages WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id"
  ).all(sessionId, promptNumber);
  const tools = db.prepare(
    `SELECT id, tool_name, summary, success, error, payload_id, created_at_iso FROM tool_events
       WHERE session_id = ? AND prompt_number = ? ORDER BY created_at, id`
  ).all(sessionId, promptNumber);
  return {
    promptNumber,
    prompt: prompt ? { id: prompt.id, text: prompt.text, at: prompt.created_at_iso } : null,
    summary: summary ? { id: summary.id, text: summary.summary, tier: summary.tier } : null,
    assistant: assistant.map((a) => ({ id: a.id, text: a.text, agentId: a.agent_id, at: a.created_at_iso })),
    toolEvents: tools.map((t) => ({
      id: t.id,
      toolName: t.tool_name,
      summary: t.summary,
      success: t.success === 1,
      error: t.error,
      retained: t.payload_id != null,
      at: t.created_at_iso
    }))
  };
}
function sessionToolCounts(db, sessionId) {
  const r = db.prepare("SELECT count(*) AS n, coalesce(sum(success = 0), 0) AS failed FROM tool_events WHERE session_id = ?").get(sessionId);
  return { toolUses: r.n, failures: r.failed };
}
function listItems(db, q) {
  const where = ["type = @type"];
  if (!q.includeSuperseded) where.push(`status = 'active'`);
  if (!q.includeRejected) where.push(`trust != 'rejected'`);
  const params = { type: q.type, limit: q.limit };
  if (q.trusts?.length) {
    where.push(`trust IN (${q.trusts.map((_, i) => `@trust${i}`).join(", ")})`);
    q.trusts.forEach((t, i) => params[`trust${i}`] = t);
  }
  const sql = where.join(" AND ");
  const total = db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${sql}`).get(params).n;
  const ids = db.prepare(
    `SELECT id FROM memory_items WHERE ${sql} ORDER BY (trust = 'candidate') DESC, (status = 'active') DESC, recorded_at DESC, id DESC LIMIT @limit`
  ).all(params);
  return { total, rows: ids.map((r) => getItem(db, r.id)) };
}
var QUEUE_COLUMNS = "id, kind, target, attempts, last_error, parked, not_before, claimed_by";
var mapQueue = (r) => ({
  id: r.id,
  kind: r.kind,
  target: r.target,
  attempts: r.attempts,
  lastError: r.last_error,
  parked: r.parked === 1,
  notBefore: r.not_before,
  claimedBy: r.claimed_by
});
function queueItems(db, limit) {
  return db.prepare(`SELECT ${QUEUE_COLUMNS} FROM pending_compressions ORDER BY parked DESC, id LIMIT ?`).all(limit).map(
    mapQueue
  );
}
function queueItem(db, id) {
  const r = db.prepare(`SELECT ${QUEUE_COLUMNS} FROM pending_compressions WHERE id = ?`).get(id);
  return r ? mapQueue(r) : null;
}
function vectorCoverage(db) {
  const kinds = VECTOR_KINDS.map((k) => `'${k}'`).join(", ");
  const eligible = db.prepare(`SELECT count(*) AS n FROM search_docs WHERE kind IN (${kinds})`).get().n;
  const byModel = db.prepare("SELECT model, count(*) AS vectors FROM embeddings GROUP BY model ORDER BY vectors DESC").all();
  return { eligible, byModel };
}
function storeGeneration(db) {
  const dataVersion = db.pragma("data_version", { simple: true });
  const own = db.prepare("SELECT total_changes() AS n").get().n;
  return `${dataVersion}:${own}`;
}
function recentTurnEvidence(db, limit) {
  return db.prepare("SELECT evidence_json FROM turn_summaries ORDER BY id DESC LIMIT ?").all(limit).map(
    (r) => r.evidence_json
  );
}
function recentSummaryTexts(db, limit) {
  return db.prepare(
    "SELECT text FROM search_docs WHERE kind IN ('summary', 'rollup', 'decision', 'preference', 'convention', 'discovery', 'prompt') AND active = 1 ORDER BY id DESC LIMIT ?"
  ).all(limit).map((r) => r.text);
}

// src/dashboard/facets.ts
var FACETS = [
  { name: "kind", label: "Kind", valueOf: (h) => h.kind, narrow: (f, values) => ({ ...f, kinds: values }) },
  { name: "source", label: "Source", valueOf: (h) => h.source, narrow: (f, values) => ({ ...f, sources: values }) },
  // Only knowledge items have a trust state; captured text (prompts, summaries, tool events) is not counted here.
  { name: "trust", label: "Trust", valueOf: (h) => h.trust ?? null, narrow: (f, values) => ({ ...f, trusts: values }) },
  // This project's memory, or the user-wide global one.
  { name: "scope", label: "Scope", valueOf: (h) => h.scope, narrow: (f, values) => ({ ...f, scopes: values }) }
];
function countFacets(hits) {
  return FACETS.map((facet) => {
    const counts = /* @__PURE__ */ new Map();
    for (const h of hits) {
      const v = facet.valueOf(h);
      if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    return {
      name: facet.name,
      label: facet.label,
      values: [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count }))
    };
  });
}

// src/dashboard/topics.ts
function hotPaths(evidenceJson, limit, root = "") {
  const prefix = root ? `${root.replace(/\/+$/, "")}/` : null;
  const shown = (p) => prefix && p.startsWith(prefix) ? p.slice(prefix.length) : p;
  const counts = /* @__PURE__ */ new Map();
  for (const json of evidenceJson) {
    let evidence;
    try {
      evidence = JSON.parse(json);
    } catch {
      continue;
    }
    const paths = (v) => Array.isArray(v) ? v.filter((f) => typeof f === "string").map(shown) : [];
    const modified = new Set(paths(evidence.filesModified));
    const read = paths(evidence.filesRead);
    for (const p of /* @__PURE__ */ new Set([...modified, ...read])) {
      const entry = counts.get(p) ?? { path: p, turns: 0, modified: 0 };
      entry.turns++;
      if (modified.has(p)) entry.modified++;
      counts.set(p, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.turns - a.turns || b.modified - a.modified || a.path.localeCompare(b.path)).slice(0, limit);
}
var WORD_CLASSES = {
  /** What every summary is made of. */
  memoryVocabulary: ["turn", "session", "file", "prompt", "memory", "summary", "tool", "call", "output", "result", "step", "thing"],
  /** Verbs of doing anything: the work, not its subject. */
  genericVerbs: [
    "run",
    "read",
    "edit",
    "use",
    "make",
    "want",
    "think",
    "look",
    "need",
    "try",
    "get",
    "add",
    "change",
    "update",
    "check",
    "see",
    "say",
    "tell",
    "ask",
    "work",
    "start",
    "keep",
    "show",
    "find",
    "help",
    "seem",
    "know",
    "mean",
    "give",
    "take",
    "put",
    "call",
    "come",
    "go",
    "done",
    "note",
    "sound",
    "happen",
    "wonder",
    "remember",
    "decide",
    "mention",
    "fix",
    "answer"
  ],
  /** Words that order, time or hedge what is said. */
  discourse: [
    "next",
    "first",
    "last",
    "then",
    "later",
    "soon",
    "again",
    "today",
    "tomorrow",
    "yesterday",
    "already",
    "always",
    "never",
    "sometimes",
    "often",
    "maybe",
    "perhaps",
    "actually",
    "really",
    "basically",
    "probably",
    "anyway",
    "still",
    "also",
    "sure",
    "right",
    "well",
    "good",
    "great",
    "fine",
    "nice",
    "cool",
    "done",
    "noted",
    "instead",
    "rather",
    "quite",
    "much",
    "many",
    "something",
    "anything",
    "everything",
    "nothing",
    "someone",
    "thing",
    "stuff",
    "way",
    "lot",
    "bit",
    "kind",
    "time"
  ],
  /** Greetings, thanks and other interjections. */
  interjections: [
    "hello",
    "hi",
    "hey",
    "thanks",
    "thank",
    "cheers",
    "bye",
    "goodbye",
    "welcome",
    "sorry",
    "please",
    "ok",
    "okay",
    "yeah",
    "yep",
    "nope",
    "wow",
    "oops",
    "hmm"
  ]
};
var NOT_TOPICS = new Set(Object.values(WORD_CLASSES).flat());
function baseForms(word) {
  const forms = [word];
  const strip = (suffix, add = "") => {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + add);
  };
  strip("s");
  strip("es");
  strip("ies", "y");
  strip("ed");
  strip("ed", "e");
  strip("ied", "y");
  strip("ing");
  strip("ing", "e");
  for (const suffix of ["ing", "ed"]) {
    const stem = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && stem.length > 2 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}
var isNotTopic = (word) => baseForms(word).some((f) => NOT_TOPICS.has(f) || isStopWord(f));
var BEFORE_A_VERB = /* @__PURE__ */ new Set([
  "i",
  "we",
  "you",
  "they",
  "he",
  "she",
  "it",
  "i'll",
  "we'll",
  "you'll",
  "it'll",
  "we'd",
  "i'd",
  "to",
  "will",
  "would",
  "should",
  "can",
  "could",
  "must",
  "may",
  "might",
  "shall",
  "not",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  "let",
  "let's"
]);
function verbsOf(texts) {
  const asVerb = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  for (const text of texts) {
    const words = text.toLowerCase().match(/[\p{L}\p{N}_']+/gu) ?? [];
    for (let i = 0; i < words.length; i++) {
      for (const form of new Set(baseForms(words[i]))) {
        seen.set(form, (seen.get(form) ?? 0) + 1);
        if (i > 0 && BEFORE_A_VERB.has(words[i - 1])) asVerb.set(form, (asVerb.get(form) ?? 0) + 1);
      }
    }
  }
  const verbs = /* @__PURE__ */ new Set();
  for (const [form, n] of asVerb) if (n * 2 >= (seen.get(form) ?? n)) verbs.add(form);
  return verbs;
}
function topicTermsOf(texts) {
  const verbs = verbsOf(texts);
  const usedAsVerb = (t) => baseForms(t).some((f) => verbs.has(f));
  return texts.map((text) => new Set(tokenize(text).filter((t) => t.length >= 4 && !/^\d+$/.test(t) && !isNotTopic(t) && !usedAsVerb(t))));
}
function topicClusters(texts, limit, relatedPerTopic = 5) {
  const docs = topicTermsOf(texts);
  const df = /* @__PURE__ */ new Map();
  for (const d of docs) for (const t of d) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const seeds = [...df.entries()].filter(([, c]) => c >= 2 && c <= Math.max(2, n / 2)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = /* @__PURE__ */ new Set();
  const out = [];
  for (const [term, count] of seeds) {
    if (out.length >= limit) break;
    if (shown.has(term)) continue;
    const co = /* @__PURE__ */ new Map();
    for (const d of docs) if (d.has(term)) {
      for (const t of d) if (t !== term) co.set(t, (co.get(t) ?? 0) + 1);
    }
    const related = [...co.entries()].filter(([t, c]) => c >= 2 && !shown.has(t)).map(([t, c]) => ({ t, lift: c * n / (count * (df.get(t) ?? 1)), c })).filter((r) => r.lift > 1).sort((a, b) => b.lift * Math.log1p(b.c) - a.lift * Math.log1p(a.c) || a.t.localeCompare(b.t)).slice(0, relatedPerTopic).map((r) => r.t);
    shown.add(term);
    for (const t of related) shown.add(t);
    out.push({ term, memories: count, related });
  }
  return out;
}

// src/dashboard/api.ts
var ApiError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
};
var PAGE_SIZES = {
  sessions: 50,
  knowledge: 500,
  changes: 200,
  searchPool: 200,
  timeline: 1e3,
  queue: 100,
  hotFiles: 25,
  topics: 16,
  topicTexts: 3e3,
  hotEvidence: 2e3
};
function intParam(q, name, fallback, min, max) {
  const raw = q.get(name);
  if (raw === null || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ApiError(400, `${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}
function dateParam(q, name, endOfDay = false) {
  const raw = q.get(name);
  if (!raw) return void 0;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const t = Date.parse(day ? `${raw}T00:00:00Z` : raw);
  if (!Number.isFinite(t)) throw new ApiError(400, `${name} must be a date like 2026-03-01, got "${raw}"`);
  return day && endOfDay ? t + 864e5 : t;
}
function textBody(body, name, { required, max }) {
  const v = body[name] ?? "";
  if (typeof v !== "string") throw new ApiError(400, `${name} must be text`);
  const t = v.trim();
  if (required && t.length < 3) throw new ApiError(400, `${name} is required (at least 3 characters)`);
  if (t.length > max) throw new ApiError(400, `${name} is too long (at most ${max} characters)`);
  return t;
}
function memoryIdParam(db, raw) {
  const parsed = parseMemoryId(typeof raw === "string" ? raw : "");
  if (!parsed.ok) throw new ApiError(400, parsed.error);
  const { kind, ref } = parsed.id;
  return { kind, ref: MEMORY_KINDS[kind].ref === "session" ? resolveSessionId(db, ref) ?? ref : ref };
}
function sessionIdParam(db, raw) {
  const id = resolveSessionId(db, decodeURIComponent(raw));
  if (!id) throw new ApiError(404, `No session "${decodeURIComponent(raw)}" in this project's memory`);
  return id;
}
function sessions({ project, query }) {
  const sort = query.get("sort") ?? "started";
  if (!SESSION_SORTS.includes(sort)) throw new ApiError(400, `sort must be one of ${SESSION_SORTS.join(", ")}`);
  const limit = intParam(query, "limit", PAGE_SIZES.sessions, 1, 500);
  const offset = intParam(query, "offset", 0, 0, 1e9);
  const text = (query.get("q") ?? "").trim().slice(0, 200);
  const page = listSessions(project.db, {
    sort,
    descending: query.get("dir") !== "asc",
    offset,
    limit,
    since: dateParam(query, "since"),
    until: dateParam(query, "until", true),
    text: text || void 0,
    // A filter narrows: every word must occur in one of the session's memories.
    match: text ? buildWordQuery(text, { mode: "and" }) : null
  });
  return { ...page, offset, limit, sorts: SESSION_SORTS };
}
function sessionDetail({ project, params }) {
  const id = sessionIdParam(project.db, params[0]);
  const s = getSession(project.db, id);
  const { turns, total } = sessionTimeline(project.db, id, PAGE_SIZES.timeline);
  return { session: { ...s, ...sessionToolCounts(project.db, id) }, turns, totalTurns: total };
}
function turn({ project, params }) {
  const id = sessionIdParam(project.db, params[0]);
  return turnDetail(project.db, id, Number(params[1]));
}
function event({ app, project, params }) {
  const e = toolEvent(project.db, Number(params[0]));
  if (!e) throw new ApiError(404, `No tool event ${params[0]} in this project's memory`);
  return {
    ...e,
    // Said plainly in the page: raw input and output are deleted after the retention window; the summary stays.
    retention: e.payload ? "retained" : "expired",
    retentionDays: app.config.retention.rawPayloadDays
  };
}
async function search({ app, project, query, embedder, global }) {
  const q = (query.get("q") ?? "").slice(0, 2e3);
  const limit = intParam(query, "limit", 50, 1, PAGE_SIZES.searchPool);
  const dated = { since: dateParam(query, "since"), until: dateParam(query, "until", true) };
  let narrowed = dated;
  const chosen = {};
  for (const facet of FACETS) {
    const values = (query.get(facet.name) ?? "").split(",").map((v) => v.trim()).filter(Boolean);
    if (values.length) {
      chosen[facet.name] = values;
      narrowed = facet.narrow(narrowed, values);
    }
  }
  if (!q.trim()) return { hits: [], total: 0, mode: "fts", facets: countFacets([]), chosen };
  const vectorWeight = app.config.search.vectorWeight;
  const weights = { fts: app.config.search.ftsWeight, vector: vectorWeight };
  const encoder = vectorWeight > 0 ? await embedder() : null;
  const g = global(false);
  const sources = [
    { scope: "project", deps: { db: project.db, now: app.now(), weights, embedder: encoder, vectorIndex: project.vectorIndex } }
  ];
  if (g) {
    if (encoder) await embedGlobalItems(g.db, encoder).catch((err) => app.log.error("dashboard:global-vectors", err));
    sources.push({ scope: "global", deps: { db: g.db, now: app.now(), weights, embedder: encoder, vectorIndex: g.vectorIndex } });
  }
  const run = (filters, limit2) => {
    const { scopes, ...rest } = filters;
    const scope = scopes?.length === 1 && (scopes[0] === "project" || scopes[0] === "global") ? scopes[0] : "all";
    return recallScoped(sources, q, { limit: limit2, filters: rest }, scope);
  };
  const wide = await run(dated, PAGE_SIZES.searchPool);
  const result = Object.keys(chosen).length ? await run(narrowed, limit) : { ...wide, hits: wide.hits.slice(0, limit) };
  return { ...result, facets: countFacets(wide.hits), chosen };
}
var sectionTitle = (type) => {
  const plural = MEMORY_KINDS[type].noun[1];
  return plural[0].toUpperCase() + plural.slice(1);
};
var TRUSTS = ["candidate", "verified", "rejected"];
var iso = (ms) => ms == null ? null : new Date(ms).toISOString();
function itemView(db, r, scope = {}) {
  const successor = r.supersededBy != null ? getItem(db, r.supersededBy) : null;
  const copy = scope.global && r.status === "active" && r.trust !== "rejected" ? findEquivalentItem(scope.global, r.type, r.text, r.subjectKey) : null;
  const id = (row) => scope.isGlobal ? scopedId("global", itemId(row)) : itemId(row);
  const team = scope.isGlobal ? null : teamOf(db, r.id);
  return {
    id: id(r),
    scope: scope.isGlobal ? "global" : "project",
    globalCopy: copy ? scopedId("global", itemId(copy)) : null,
    team: team?.team ?? null,
    sharedBy: team?.sharedBy ?? null,
    type: r.type,
    text: r.text,
    reason: r.reason,
    subject: r.subjectKey,
    trust: r.trust,
    status: r.status,
    supersededBy: successor ? id(successor) : null,
    origin: r.origin,
    source: r.source,
    sessionId: r.sessionId,
    promptNumber: r.promptNumber,
    validFrom: iso(r.validFrom),
    validTo: iso(r.validTo),
    recordedAt: iso(r.recordedAt),
    retractedAt: iso(r.retractedAt)
  };
}
var conflictView = (db, c) => ({
  id: c.id,
  subject: c.subjectKey,
  status: c.status,
  detectedAt: c.detectedAt,
  a: c.a ? itemView(db, c.a) : null,
  b: c.b ? itemView(db, c.b) : null
});
function listParam(q, name, allowed) {
  const values = (q.get(name) ?? "").split(",").map((v) => v.trim()).filter(Boolean);
  const bad = values.find((v) => !allowed.includes(v));
  if (bad) throw new ApiError(400, `${name} must be among ${allowed.join(", ")}, got "${bad}"`);
  return values;
}
function knowledge({ project, query, global }) {
  const types = listParam(query, "type", ITEM_TYPES);
  const trusts = listParam(query, "trust", TRUSTS);
  const includeSuperseded = query.get("superseded") === "1";
  const g = global(false)?.db ?? null;
  const list = (db, type) => listItems(db, { type, includeSuperseded, includeRejected: trusts.includes("rejected"), trusts, limit: PAGE_SIZES.knowledge });
  const sections = (types.length ? types : ITEM_TYPES).map((type) => {
    const { rows, total } = list(project.db, type);
    return { type, title: sectionTitle(type), total, rows: rows.map((r) => itemView(project.db, r, { global: g })) };
  });
  const globalRows = g ? (types.length ? types : ITEM_TYPES).flatMap((type) => list(g, type).rows.map((r) => itemView(g, r, { isGlobal: true }))) : [];
  return { sections, global: globalRows, conflicts: conflicts(project.db, { status: "open" }).map((c) => conflictView(project.db, c)) };
}
function itemParam(db, raw) {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? decodeURIComponent(raw).trim() : "";
  if (/^\d+$/.test(text)) {
    const row2 = getItem(db, Number(text));
    if (!row2) throw new ApiError(404, `No memory item ${text} in this project's memory`);
    return row2;
  }
  const parsed = parseMemoryId(text);
  if (!parsed.ok) throw new ApiError(400, parsed.error);
  if (!isItemType(parsed.id.kind)) throw new ApiError(400, `"${text}" is not a knowledge item (${ITEM_TYPES.join(", ")})`);
  const row = findItem(db, parsed.id.kind, parsed.id.ref);
  if (!row) throw new ApiError(404, `No ${parsed.id.kind} ${parsed.id.ref} in this project's memory`);
  return row;
}
function itemDetail({ project, params }) {
  const row = itemParam(project.db, params[0]);
  const e = explainItem(project.db, row.type, String(row.id));
  return {
    item: itemView(project.db, e.item),
    receipts: e.receipts,
    history: e.history,
    supersedes: e.supersedes,
    conflicts: e.conflicts.map((c) => conflictView(project.db, c))
  };
}
function changeFeed({ project, query }) {
  return changes(project.db, { since: dateParam(query, "since"), limit: intParam(query, "limit", 100, 1, PAGE_SIZES.changes) });
}
function write(app, reason, fn) {
  try {
    return fn({ actor: "dashboard", now: app.now(), reason: reason || void 0 });
  } catch (err) {
    if (err instanceof KnowledgeError) throw new ApiError(409, err.message);
    throw err;
  }
}
function trustAction(trust) {
  return ({ app, project, params, body }) => {
    const row = itemParam(project.db, params[0]);
    const reason = textBody(body, "reason", { required: false, max: 4e3 });
    const after = write(
      app,
      reason || (trust === "verified" ? "verified in the dashboard" : "rejected in the dashboard"),
      (ctx) => setTrust(project.db, row.id, trust, ctx)
    );
    return { item: itemView(project.db, after) };
  };
}
function typedReplacement(app, old, text, reason) {
  return {
    input: {
      type: old.type,
      text,
      reason,
      subjectKey: old.subjectKey,
      origin: "explicit",
      source: "manual",
      validFrom: app.now(),
      receipts: [{ kind: "explicit", strength: "stated", quote: `written in the dashboard to replace ${itemId(old)}` }]
    }
  };
}
function requireCurrent(old) {
  if (old.status !== "active")
    throw new ApiError(
      409,
      `${itemId(old)} is already superseded (by ${old.supersededBy != null ? `item ${old.supersededBy}` : "nothing"}); reload to see its successor`
    );
  if (old.trust === "rejected") throw new ApiError(409, `${itemId(old)} was rejected; nothing to replace`);
}
function replaced(db, r) {
  return { replaced: itemId(getItem(db, r.oldId)), by: itemId(getItem(db, r.newId)) };
}
function edit({ app, project, params, body }) {
  const old = itemParam(project.db, params[0]);
  requireCurrent(old);
  const text = textBody(body, "text", { required: true, max: 4e3 });
  const reason = body.reason === void 0 ? old.reason : textBody(body, "reason", { required: false, max: 4e3 });
  return replaced(
    project.db,
    write(app, "edited in the dashboard", (ctx) => supersedeItem(project.db, old.id, typedReplacement(app, old, text, reason), ctx))
  );
}
function supersede({ app, project, params, body }) {
  const old = itemParam(project.db, params[0]);
  requireCurrent(old);
  const reason = textBody(body, "reason", { required: false, max: 4e3 });
  const replacement = body.by !== void 0 && body.by !== "" ? { existingId: itemParam(project.db, body.by).id } : typedReplacement(app, old, textBody(body, "text", { required: true, max: 4e3 }), reason);
  return replaced(
    project.db,
    write(app, reason || "superseded in the dashboard", (ctx) => supersedeItem(project.db, old.id, replacement, ctx))
  );
}
function resolve({ app, project, params, body }) {
  const winner = itemParam(project.db, body.winner);
  const how = body.how ?? "supersede";
  if (how !== "supersede" && how !== "reject")
    throw new ApiError(400, 'how must be "supersede" (it changed) or "reject" (it was never right)');
  const r = write(app, "resolved in the dashboard", (ctx) => resolveConflict(project.db, Number(params[0]), winner.id, how, ctx));
  return { conflict: Number(params[0]), winner: itemId(getItem(project.db, r.winner)), loser: itemId(getItem(project.db, r.loser)), how };
}
var scopeCtx = (app, project, reason) => ({
  actor: "dashboard",
  now: app.now(),
  reason,
  projectName: project.name
});
function promote({ app, project, params, global }) {
  const row = itemParam(project.db, params[0]);
  const g = global(true);
  return write(app, "", () => promoteItem(project.db, g.db, row.id, scopeCtx(app, project, "promoted in the dashboard")));
}
function demote({ app, project, params, global }) {
  const row = itemParam(project.db, params[0]);
  const g = global(false);
  if (!g) throw new ApiError(409, `${itemId(row)} has no copy in the global memory (nothing to demote)`);
  return write(
    app,
    "",
    () => demoteItem(project.db, g.db, { scope: "project", id: row.id }, scopeCtx(app, project, "demoted in the dashboard"))
  );
}
function demoteGlobal({ app, project, params, global }) {
  const g = global(false);
  if (!g) throw new ApiError(404, "There is no global memory yet");
  const row = itemParam(g.db, params[0]);
  return write(
    app,
    "",
    () => demoteItem(project.db, g.db, { scope: "global", id: row.id }, scopeCtx(app, project, `demoted into ${project.name} in the dashboard`))
  );
}
function storeOf(app, project, global, raw) {
  const { scope, id } = splitScopedId(typeof raw === "string" ? raw : "");
  if (scope === "project") return { db: project.db, id, prefix: "", journal: app.journalOf(project.identity) };
  const g = global(false);
  if (!g) throw new ApiError(404, `Nothing stored under ${String(raw)}: there is no global memory yet`);
  return { db: g.db, id, prefix: "global:", journal: null };
}
function forgetPreview({ app, project, query, global }) {
  const target = storeOf(app, project, global, query.get("id"));
  const id = memoryIdParam(target.db, target.id);
  const impact = forgetImpact(target.db, id);
  if (!impact) throw new ApiError(404, `Nothing stored under ${target.prefix}${id.kind}:${id.ref}`);
  return impact;
}
function forgetOne({ app, project, body, global }) {
  const target = storeOf(app, project, global, body.id);
  const id = memoryIdParam(target.db, target.id);
  const result = forgetMemory(target.db, id, {
    actor: "dashboard",
    now: app.now(),
    reason: "forgotten in the dashboard",
    journal: target.journal
  });
  if (!result) throw new ApiError(404, `Nothing stored under ${target.prefix}${id.kind}:${id.ref}`);
  return { id: `${target.prefix}${result.memoryId}`, removed: result.removed, deleted: result.deletes, derivedItems: result.derivedItems };
}
var kept = /* @__PURE__ */ new WeakMap();
function keep(db, name, key, compute) {
  let byName = kept.get(db);
  if (!byName) kept.set(db, byName = /* @__PURE__ */ new Map());
  const full = `${storeGeneration(db)}|${key}`;
  const hit = byName.get(name);
  if (hit && hit.key === full) return hit.value;
  const value = compute();
  byName.set(name, { key: full, value });
  return value;
}
var DIGEST_KEEP_MS = 6e4;
function health({ app, project }) {
  const now = app.now();
  const { counts, digest, coverage } = keep(project.db, "health", String(Math.floor(now / DIGEST_KEEP_MS)), () => {
    const text = buildDigest(project.db, {
      projectName: project.name,
      sessionId: "",
      source: "startup",
      budgetTokens: app.config.injection.sessionStartTokens,
      now
    });
    return { counts: storeCounts(project.db), digest: text, coverage: vectorCoverage(project.db) };
  });
  const status = projectStatus(app, project.identity, project.db, counts);
  const link = getTeamLink(project.db);
  return {
    status,
    // The team link and its sync state (the server URL never holds the password; no password is ever read here).
    team: link ? {
      team: link.team,
      server: link.server,
      role: link.role,
      project: link.project,
      lastSyncAt: iso(link.lastSyncAt),
      lastError: link.lastError,
      failures: link.failures,
      ...teamCounts(project.db)
    } : null,
    queue: queueItems(project.db, PAGE_SIZES.queue).map((item) => ({ ...item, ready: !item.parked && item.notBefore <= now })),
    embedder: {
      provider: app.config.embedder.provider,
      model: app.config.embedder.model,
      vectorWeight: app.config.search.vectorWeight,
      coverage
    },
    digest: { text: digest ?? "", tokens: digest ? estimateTokens(digest) : 0, budget: app.config.injection.sessionStartTokens }
  };
}
function retry({ app, project, params }) {
  const item = queueItem(project.db, Number(params[0]));
  if (!item) throw new ApiError(404, `No queue item ${params[0]} (it may have been completed meanwhile)`);
  enqueue(project.db, item.kind, item.target, app.now());
  if (project.root) app.ensureWorker(project.identity, project.db);
  return { retried: item.id, kind: item.kind, target: item.target };
}
function topics({ project }) {
  return keep(project.db, "topics", "", () => ({
    files: hotPaths(recentTurnEvidence(project.db, PAGE_SIZES.hotEvidence), PAGE_SIZES.hotFiles, project.root),
    topics: topicClusters(recentSummaryTexts(project.db, PAGE_SIZES.topicTexts), PAGE_SIZES.topics)
  }));
}
var SESSION = "([^/]+)";
var ITEM = "([a-z_]+(?::|%3[Aa])\\d+|\\d+)";
var ROUTES = [
  { method: "GET", pattern: /^\/api\/sessions$/, handler: sessions },
  { method: "GET", pattern: new RegExp(`^/api/sessions/${SESSION}$`), handler: sessionDetail },
  { method: "GET", pattern: new RegExp(`^/api/sessions/${SESSION}/turns/(\\d+)$`), handler: turn },
  { method: "GET", pattern: /^\/api\/events\/(\d+)$/, handler: event },
  { method: "GET", pattern: /^\/api\/search$/, handler: search },
  { method: "GET", pattern: /^\/api\/knowledge$/, handler: knowledge },
  { method: "GET", pattern: new RegExp(`^/api/items/${ITEM}$`), handler: itemDetail },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/verify$`), handler: trustAction("verified") },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/reject$`), handler: trustAction("rejected") },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/edit$`), handler: edit },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/supersede$`), handler: supersede },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/promote$`), handler: promote },
  { method: "POST", pattern: new RegExp(`^/api/items/${ITEM}/demote$`), handler: demote },
  { method: "POST", pattern: new RegExp(`^/api/global/${ITEM}/demote$`), handler: demoteGlobal },
  { method: "POST", pattern: /^\/api\/conflicts\/(\d+)\/resolve$/, handler: resolve },
  { method: "GET", pattern: /^\/api\/changes$/, handler: changeFeed },
  { method: "GET", pattern: /^\/api\/forget$/, handler: forgetPreview },
  { method: "POST", pattern: /^\/api\/forget$/, handler: forgetOne },
  { method: "GET", pattern: /^\/api\/health$/, handler: health },
  { method: "POST", pattern: /^\/api\/queue\/(\d+)\/retry$/, handler: retry },
  { method: "GET", pattern: /^\/api\/topics$/, handler: topics }
];

// src/dashboard/page.ts
var PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>memory dashboard</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<noscript>The memory dashboard needs JavaScript (its own script only; nothing loads from the network).</noscript>
</body>
</html>
`;

// src/dashboard/security.ts
import { randomBytes, timingSafeEqual } from "node:crypto";
var cookieName = (port) => `cm_dashboard_${port}`;
function newToken() {
  return randomBytes(32).toString("base64url");
}
function allowedHosts(port) {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}
function hostAllowed(host, port) {
  return host !== void 0 && allowedHosts(port).includes(host.toLowerCase());
}
function originAllowed(origin, port) {
  return origin !== void 0 && allowedHosts(port).some((h) => origin.toLowerCase() === `http://${h}`);
}
function tokensEqual(given, token) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
function cookieToken(cookieHeader, port) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === cookieName(port)) return part.slice(at + 1).trim();
  }
  return null;
}
function requestToken(headers, queryToken, port) {
  const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return cookieToken(headers.cookie, port) ?? bearer ?? queryToken;
}
function sessionCookie(token, port) {
  return `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
var CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");
var SECURITY_HEADERS = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin"
};

// src/dashboard/server.ts
var MAX_BODY_BYTES = 64 * 1024;
var ASSETS = {
  "/app.js": { file: "app.js", type: "text/javascript; charset=utf-8" },
  "/app.css": { file: "app.css", type: "text/css; charset=utf-8" }
};
async function startDashboard(app, opts) {
  const token = opts.token ?? newToken();
  const asked = app.project(opts.projectDir);
  const handles = /* @__PURE__ */ new Map();
  let embedder = null;
  const loadEmbedder = () => embedder ??= app.embedder();
  let global = null;
  const globalHandle = (create) => global ??= create || app.hasGlobalMemory() ? { db: app.openGlobalMemory(), vectorIndex: new VectorIndex() } : null;
  const fallback = app.hasProjectStore(asked) ? void 0 : listProjects(app).find((p) => p.root && fs.existsSync(p.dbPath));
  const current = fallback ? { key: fallback.key, name: fallback.name, root: fallback.root } : asked;
  handles.set(
    current.key,
    openHandle(
      app,
      current.key,
      current.name,
      current.root,
      () => fallback ? openDatabase(loadSqlite(app.runtime), fallback.dbPath) : app.openProjectStore(asked)
    )
  );
  const projectFor = (key) => {
    const k = key || current.key;
    const open = handles.get(k);
    if (open) return open;
    const entry = listProjects(app).find((p) => p.key === k);
    if (!entry) throw new ApiError(404, `No project "${k}" in ${app.paths.dataDir}`);
    const handle2 = openHandle(app, entry.key, entry.name, entry.root, () => openDatabase(loadSqlite(app.runtime), entry.dbPath));
    handles.set(k, handle2);
    return handle2;
  };
  let port = 0;
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      app.log.error("dashboard", err);
      if (!res.headersSent) send(res, 500, { error: "internal error (logged)" });
      else res.end();
    });
  });
  async function handle(req, res) {
    if (!hostAllowed(req.headers.host, port)) return send(res, 403, { error: "forbidden host" });
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "POST") return send(res, 405, { error: "method not allowed" }, { allow: "GET, POST" });
    if (method === "POST" && !originAllowed(req.headers.origin, port)) return send(res, 403, { error: "forbidden origin" });
    const queryToken = method === "GET" && !url.pathname.startsWith("/api/") ? url.searchParams.get("token") : null;
    const given = requestToken({ cookie: req.headers.cookie, authorization: req.headers.authorization }, queryToken, port);
    if (!tokensEqual(given, token)) {
      if (url.pathname === "/" && method === "GET")
        return sendText(res, 401, "This dashboard needs the link printed by `claude-memory dashboard` (it carries a per-launch token).\n");
      return send(res, 401, { error: "missing or wrong token: open the link printed by `claude-memory dashboard`" });
    }
    if (url.searchParams.has("token") && method === "GET" && !url.pathname.startsWith("/api/")) {
      res.writeHead(303, { ...SECURITY_HEADERS, "set-cookie": sessionCookie(token, port), location: "/" });
      return void res.end();
    }
    if (url.pathname === "/favicon.ico") return sendBody(res, 204, "", "text/plain");
    if (method === "GET" && url.pathname === "/") return sendBody(res, 200, PAGE_HTML, "text/html; charset=utf-8");
    const asset = ASSETS[url.pathname];
    if (method === "GET" && asset) {
      let body;
      try {
        body = fs.readFileSync(path.join(opts.assetsDir, asset.file));
      } catch {
        return send(res, 500, { error: `the page asset ${asset.file} is missing: run \`npm run build\`` });
      }
      return sendBody(res, 200, body, asset.type);
    }
    if (method === "GET" && url.pathname === "/api/projects") {
      const all = listProjects(app);
      if (!all.some((p) => p.key === current.key))
        all.unshift({ key: current.key, identity: "", name: current.name, root: current.root, dbPath: "", lastSeenAt: 0 });
      return send(res, 200, { current: current.key, projects: all.map((p) => ({ key: p.key, name: p.name, root: p.root })) });
    }
    for (const route of ROUTES) {
      const m = route.pattern.exec(url.pathname);
      if (!m || route.method !== method) continue;
      if (method === "POST" && !(req.headers["content-type"] ?? "").startsWith("application/json"))
        return send(res, 415, { error: "send JSON (content-type: application/json)" });
      try {
        const body = method === "POST" ? await readJson(req) : {};
        const project = projectFor(url.searchParams.get("project"));
        const result = await route.handler({
          app,
          project,
          params: m.slice(1),
          query: url.searchParams,
          body,
          embedder: loadEmbedder,
          global: globalHandle
        });
        return send(res, 200, result);
      } catch (err) {
        if (err instanceof ApiError) return send(res, err.status, { error: err.message });
        throw err;
      }
    }
    return send(res, 404, { error: `no such page: ${method} ${url.pathname}` });
  }
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve2();
    });
  });
  server.on("clientError", (_err, socket) => socket.destroy());
  port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    shown: { name: current.name, root: current.root, fallback: fallback !== void 0 },
    close: () => new Promise((resolve2) => {
      server.closeAllConnections();
      server.close(() => {
        for (const h of handles.values()) h.db.close();
        global?.db.close();
        resolve2();
      });
    })
  };
}
function openHandle(app, key, name, root, open) {
  const db = open();
  const identity = root ? projectIdentity(root, { stores: app.paths }) : { identity: key, name, key, root };
  if (identity.key === key) replayProjectSpool(db, app.paths, identity, app.config, app.log, app.now());
  return { key, name, root, identity: { ...identity, key }, db, vectorIndex: new VectorIndex() };
}
async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "request body too large");
    chunks.push(chunk);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
  } catch {
  }
  throw new ApiError(400, "the request body must be a JSON object");
}
function send(res, status, body, extra = {}) {
  sendBody(res, status, JSON.stringify(body), "application/json; charset=utf-8", extra);
}
function sendText(res, status, text) {
  sendBody(res, status, text, "text/plain; charset=utf-8");
}
function sendBody(res, status, body, type, extra = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": type, "content-length": String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}
export {
  startDashboard
};
