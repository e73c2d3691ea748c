import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  docsByIds,
  filteredDocIds,
  ftsSearch,
  hasAnyFilter
} from "./chunk-ZITAUM44.mjs";
import {
  readAllVectors,
  storeIdentity,
  vectorChangesSince,
  vectorCount,
  vectorLogHead
} from "./chunk-RFUCABYI.mjs";
import {
  ALL_KINDS,
  MEMORY_KINDS
} from "./chunk-RUVUNKXK.mjs";

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

// src/recall/fuse.ts
var KIND_PRIORS = Object.fromEntries(ALL_KINDS.map((k) => [k, MEMORY_KINDS[k].prior]));
var RANK_PRIORS = {
  /** RRF damping constant; 60 is the value from Cormack et al. (2009) and works without tuning. */
  rrfK: 60,
  /** By search_docs.kind, from the kind registry (store/kinds.ts). Unknown kinds get 1. */
  kind: KIND_PRIORS,
  /** By search_docs.source: what the user chose to remember outranks what was captured. */
  source: {
    manual: 1.1,
    auto: 1,
    // Imported rows carry no curation signal we can trust.
    migrated: 1
  },
  recency: {
    /** A memory from today gets at most this much extra (+15%); old memories tend to 1, never below. */
    maxBoost: 0.15,
    halfLifeDays: 30
  }
};
function bestRank(ranks) {
  let best = Infinity;
  for (const r of Object.values(ranks)) if (r < best) best = r;
  return best;
}
function compareHits(a, b) {
  if (a.score !== b.score) return b.score - a.score;
  const ra = bestRank(a.ranks);
  const rb = bestRank(b.ranks);
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function fuseRankings(lists, k = RANK_PRIORS.rrfK) {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`RRF k must be a finite number >= 0, got ${k}`);
  const byId = /* @__PURE__ */ new Map();
  for (const list of lists) {
    if (!(list.weight > 0) || !Number.isFinite(list.weight)) continue;
    list.ids.forEach((id, i) => {
      let hit = byId.get(id);
      if (!hit) {
        hit = { id, score: 0, ranks: {} };
        byId.set(id, hit);
      }
      if (hit.ranks[list.name] !== void 0) return;
      hit.ranks[list.name] = i + 1;
      hit.score += list.weight / (k + i + 1);
    });
  }
  return [...byId.values()].sort(compareHits);
}
function recencyFactor(ageDays, halfLifeDays = RANK_PRIORS.recency.halfLifeDays, maxBoost = RANK_PRIORS.recency.maxBoost) {
  if (!Number.isFinite(ageDays) || !(halfLifeDays > 0)) return 1;
  return 1 + maxBoost * 2 ** (-Math.max(0, ageDays) / halfLifeDays);
}
function priorFactor(prior, halfLifeDays = RANK_PRIORS.recency.halfLifeDays) {
  const kind = RANK_PRIORS.kind[prior.kind] ?? 1;
  const source = RANK_PRIORS.source[prior.source] ?? 1;
  return kind * source * recencyFactor(prior.ageDays, halfLifeDays);
}
function applyPriors(hits, priors, opts = {}) {
  return hits.map((h) => {
    const prior = priors.get(h.id);
    const factor = prior ? priorFactor(prior, opts.halfLifeDays) : 1;
    return { ...h, baseScore: h.score, score: h.score * factor };
  }).sort(compareHits);
}

// src/store/vector-snapshot.ts
import fs from "node:fs";
var MAGIC = Buffer.from("CMVECS01");
function snapshotPath(dbFile) {
  return dbFile && dbFile !== ":memory:" ? `${dbFile}.vectors` : null;
}
var align8 = (n) => n + 7 & ~7;
function writeVectorSnapshot(file, snap) {
  const count = snap.ids.length;
  const header = Buffer.from(JSON.stringify({ identity: snap.identity, model: snap.model, dims: snap.dims, count, seq: snap.seq }));
  const idsOffset = align8(MAGIC.length + 4 + header.length);
  const head = Buffer.alloc(idsOffset);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(header.length, MAGIC.length);
  header.copy(head, MAGIC.length + 4);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, "w", 384);
  try {
    fs.writeSync(fd, head);
    fs.writeSync(fd, new Uint8Array(snap.ids.buffer, snap.ids.byteOffset, count * 8));
    writeAll(fd, new Uint8Array(snap.vectors.buffer, snap.vectors.byteOffset, count * snap.dims * 4));
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
}
function writeAll(fd, bytes) {
  for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off, Math.min(bytes.length - off, 64 << 20));
}
function readVectorSnapshot(file, into) {
  let fd;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    readExactly(fd, new Uint8Array(head.buffer, head.byteOffset, head.length), 0);
    if (head.length < MAGIC.length + 4 || !head.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const headerLength = head.readUInt32LE(MAGIC.length);
    if (MAGIC.length + 4 + headerLength > head.length) return null;
    const parsed = JSON.parse(head.toString("utf8", MAGIC.length + 4, MAGIC.length + 4 + headerLength));
    const { identity, model, dims, count, seq } = parsed;
    if (typeof identity !== "string" || typeof model !== "string") return null;
    if (![dims, count, seq].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
    const header = { identity, model, dims, count, seq };
    const idsOffset = align8(MAGIC.length + 4 + headerLength);
    if (size !== idsOffset + header.count * 8 + header.count * header.dims * 4) return null;
    const vectors = into(header);
    if (!vectors || vectors.length !== header.count * header.dims) return null;
    const ids = new Float64Array(header.count);
    readExactly(fd, new Uint8Array(ids.buffer), idsOffset);
    readExactly(fd, new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength), idsOffset + header.count * 8);
    return { header, ids };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
function readExactly(fd, into, position) {
  for (let off = 0; off < into.length; ) {
    const n = fs.readSync(fd, into, off, Math.min(into.length - off, 64 << 20), position + off);
    if (n === 0) throw new Error("snapshot ended early");
    off += n;
  }
}
function removeVectorSnapshot(file) {
  fs.rmSync(file, { force: true });
}

// src/recall/wasm/dot-wasm.ts
var DOT_WASM_BASE64 = "AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcRAgZtZW1vcnkCAARkb3RzAAAK1gEB0wECA38CeyACQQJ0IQYgBCABQQJ0aiEFAkADQCAEIAVPDQH9DAAAAAAAAAAAAAAAAAAAAAAhCP0MAAAAAAAAAAAAAAAAAAAAACEJQQAhBwJAA0AgByAGTw0BIAggACAHav0ABAAgAyAHav0ABAD95gH95AEhCCAJIAAgB2r9AAQQIAMgB2r9AAQQ/eYB/eQBIQkgB0EgaiEHDAALCyAIIAn95AEhCCAEIAj9HwAgCP0fAZIgCP0fAiAI/R8DkpI4AgAgACAGaiEAIARBBGohBAwACwsL";

// src/recall/vector-index.ts
var MAX_REPLAY = 2e4;
var RESNAPSHOT_SHARE = 0.1;
var RESNAPSHOT_MIN = 1e3;
var VECTORS_AT = 64 * 1024;
var MAX_DIMS = VECTORS_AT / 4;
var PAGE = 64 * 1024;
var dotModule = null;
function newKernel() {
  dotModule ??= new WebAssembly.Module(Buffer.from(DOT_WASM_BASE64, "base64"));
  const { exports } = new WebAssembly.Instance(dotModule, {});
  return exports;
}
var VectorIndex = class {
  constructor(opts = {}) {
    this.opts = opts;
  }
  opts;
  db = null;
  model = null;
  identity = "";
  dims = 0;
  /** Floats from one vector to the next: dims rounded up to 8 (the kernel's step), padded with zeros. */
  stride = 0;
  /** Doc id per slot; -1 marks a removed slot (compacted away when they pile up). */
  ids = new Float64Array(0);
  kernel = newKernel();
  /** The vectors, a view of the kernel's memory (renewed when the memory grows). */
  data = new Float32Array(0);
  capacity = 0;
  slots = 0;
  removed = 0;
  /** doc id -> slot, built on the first replacement or removal (most indexes only ever grow). */
  slotOf = null;
  /** Vector log position the index reflects. */
  seq = -1;
  snapshotSeq = -1;
  addedSinceSnapshot = 0;
  snapshotScheduled = false;
  /** Brings the index up to date with the store for `model` (a model change reloads it). */
  refresh(db, model) {
    if (db !== this.db || model !== this.model) return this.load(db, model);
    const head = vectorLogHead(db);
    if (head === this.seq) return;
    const changes = vectorChangesSince(db, model, this.seq, MAX_REPLAY);
    if (!changes) return this.load(db, model, false);
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot += changes.upserts.length;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
  }
  get size() {
    return this.slots - this.removed;
  }
  /** Top-k doc ids by cosine, best first (ties: lower doc id first), optionally restricted to an allowed set. */
  search(query, k, allowed) {
    const d = this.dims;
    if (k <= 0 || query.length !== d || d === 0 || this.slots === 0) return [];
    const scoresAt = VECTORS_AT + this.capacity * this.stride * 4;
    this.ensureMemory(scoresAt + this.slots * 4);
    const memory = this.kernel.memory.buffer;
    const q = new Float32Array(memory, 0, this.stride);
    q.set(query);
    q.fill(0, d);
    this.kernel.dots(VECTORS_AT, this.slots, this.stride, 0, scoresAt);
    const scores = new Float32Array(memory, scoresAt, this.slots);
    const ids = this.ids;
    const heapScores = new Float64Array(k);
    const heapIds = new Float64Array(k);
    let size = 0;
    for (let i = 0; i < this.slots; i++) {
      const id = ids[i];
      if (id < 0 || allowed && !allowed.has(id)) continue;
      const score = scores[i];
      if (size < k) {
        heapScores[size] = score;
        heapIds[size] = id;
        siftUp(heapScores, heapIds, size++);
      } else if (score > heapScores[0] || score === heapScores[0] && id < heapIds[0]) {
        heapScores[0] = score;
        heapIds[0] = id;
        siftDown(heapScores, heapIds, size);
      }
    }
    const out = [];
    for (let i = 0; i < size; i++) out.push({ docId: heapIds[i], score: heapScores[i] });
    return out.sort((a, b) => b.score - a.score || a.docId - b.docId);
  }
  load(db, model, trySnapshot = true) {
    this.db = db;
    this.model = model;
    this.identity = storeIdentity(db);
    const file = this.snapshotFile();
    if (trySnapshot && file && this.adoptSnapshot(db, model, file)) return;
    this.reset(0);
    this.seq = readAllVectors(db, model, (docId, bytes) => this.append(docId, bytes));
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = this.slots;
    this.snapshotIfDue();
  }
  /** Takes the snapshot and replays the log from its position; false when it does not fit this store. */
  adoptSnapshot(db, model, file) {
    let packed = null;
    const snap = readVectorSnapshot(file, (header) => {
      if (header.identity !== this.identity || header.model !== model || header.dims > MAX_DIMS) return null;
      this.reset(header.dims);
      this.grow(header.count);
      packed = this.stride === header.dims ? this.data.subarray(0, header.count * header.dims) : new Float32Array(header.count * header.dims);
      return packed;
    });
    if (!snap || !packed) return false;
    const vectors = packed;
    if (this.stride !== this.dims) {
      for (let i = 0; i < snap.ids.length; i++) this.data.set(vectors.subarray(i * this.dims, (i + 1) * this.dims), i * this.stride);
    }
    this.ids.set(snap.ids);
    this.slots = snap.ids.length;
    this.seq = snap.header.seq;
    this.snapshotSeq = snap.header.seq;
    this.addedSinceSnapshot = 0;
    const changes = vectorChangesSince(db, model, snap.header.seq, MAX_REPLAY);
    if (!changes) return false;
    for (const docId of changes.removals) this.remove(docId);
    for (const u of changes.upserts) this.upsert(u.docId, u.vector);
    this.seq = changes.seq;
    this.addedSinceSnapshot = changes.upserts.length;
    if (this.size !== vectorCount(db, model)) return false;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
    return true;
  }
  snapshotFile() {
    if (this.opts.snapshotFile !== void 0) return this.opts.snapshotFile;
    return this.db ? snapshotPath(this.db.name) : null;
  }
  /** Writes a snapshot soon after (not during) the search that made it due: the fsync stays off the answer. */
  snapshotIfDue() {
    const file = this.snapshotFile();
    if (!file || !this.model || this.size === 0 || this.snapshotScheduled) return;
    const due = this.snapshotSeq < 0 ? this.addedSinceSnapshot > 0 : this.addedSinceSnapshot >= Math.max(RESNAPSHOT_MIN, this.size * RESNAPSHOT_SHARE);
    if (!due) return;
    this.snapshotScheduled = true;
    setImmediate(() => {
      this.snapshotScheduled = false;
      if (this.snapshotFile() === file) this.writeSnapshot(file);
    }).unref();
  }
  writeSnapshot(file) {
    if (!this.model || this.size === 0) return;
    this.compact();
    const count = this.slots;
    let vectors = this.data.subarray(0, count * this.stride);
    if (this.stride !== this.dims) {
      vectors = new Float32Array(count * this.dims);
      for (let i = 0; i < count; i++) vectors.set(this.data.subarray(i * this.stride, i * this.stride + this.dims), i * this.dims);
    }
    try {
      writeVectorSnapshot(file, { identity: this.identity, model: this.model, dims: this.dims, seq: this.seq, ids: this.ids.subarray(0, count), vectors });
      this.snapshotSeq = this.seq;
      this.addedSinceSnapshot = 0;
    } catch {
    }
  }
  dropSnapshot() {
    const file = this.snapshotFile();
    if (file) {
      try {
        removeVectorSnapshot(file);
      } catch {
      }
    }
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = Math.max(this.addedSinceSnapshot, 1);
  }
  append(docId, bytes) {
    const dims = bytes.byteLength / 4;
    if (this.slots === 0 && this.dims === 0) {
      if (dims > MAX_DIMS) return;
      this.reset(dims);
    }
    if (dims !== this.dims) return;
    this.grow(this.slots + 1);
    new Uint8Array(this.data.buffer, this.data.byteOffset + this.slots * this.stride * 4, dims * 4).set(bytes);
    this.ids[this.slots] = docId;
    this.slotOf?.set(docId, this.slots);
    this.slots++;
  }
  /** Empties the index for vectors of `dims` floats (the kernel's memory is kept and zeroed). */
  reset(dims) {
    this.slotOf = null;
    this.removed = 0;
    this.slots = 0;
    this.dims = dims;
    this.stride = Math.ceil(dims / 8) * 8;
    this.ids = new Float64Array(0);
    this.capacity = 0;
    new Uint8Array(this.kernel.memory.buffer).fill(0);
    this.data = new Float32Array(this.kernel.memory.buffer, VECTORS_AT, 0);
  }
  ensureMemory(bytes) {
    const memory = this.kernel.memory;
    if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    this.data = new Float32Array(memory.buffer, VECTORS_AT, this.capacity * this.stride);
  }
  upsert(docId, vector) {
    this.remove(docId);
    this.append(docId, new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength));
  }
  remove(docId) {
    const slots = this.slotMap();
    const slot = slots.get(docId);
    if (slot === void 0) return;
    slots.delete(docId);
    this.ids[slot] = -1;
    this.data.fill(0, slot * this.stride, (slot + 1) * this.stride);
    this.removed++;
  }
  slotMap() {
    if (!this.slotOf) {
      this.slotOf = /* @__PURE__ */ new Map();
      for (let i = 0; i < this.slots; i++) if (this.ids[i] >= 0) this.slotOf.set(this.ids[i], i);
    }
    return this.slotOf;
  }
  grow(slots) {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, Math.ceil(this.capacity * 1.5), 1024);
    const ids = new Float64Array(capacity);
    ids.set(this.ids.subarray(0, this.slots));
    this.ids = ids;
    this.capacity = capacity;
    this.ensureMemory(VECTORS_AT + capacity * this.stride * 4);
  }
  compactIfSparse() {
    if (this.removed > 1024 && this.removed > this.slots / 4) this.compact();
  }
  compact() {
    if (this.removed === 0) return;
    const d = this.stride;
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      if (this.ids[r] < 0) continue;
      if (w !== r) {
        this.ids[w] = this.ids[r];
        this.data.copyWithin(w * d, r * d, (r + 1) * d);
      }
      w++;
    }
    this.data.fill(0, w * d, this.slots * d);
    this.slots = w;
    this.removed = 0;
    this.slotOf = null;
  }
};
function siftUp(scores, ids, i) {
  while (i > 0) {
    const parent = i - 1 >> 1;
    if (!worse(scores, ids, i, parent)) break;
    swap(scores, ids, i, parent);
    i = parent;
  }
}
function siftDown(scores, ids, size) {
  let i = 0;
  for (; ; ) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && worse(scores, ids, l, m)) m = l;
    if (r < size && worse(scores, ids, r, m)) m = r;
    if (m === i) return;
    swap(scores, ids, i, m);
    i = m;
  }
}
function worse(scores, ids, a, b) {
  return scores[a] < scores[b] || scores[a] === scores[b] && ids[a] > ids[b];
}
function swap(scores, ids, a, b) {
  const s = scores[a];
  scores[a] = scores[b];
  scores[b] = s;
  const id = ids[a];
  ids[a] = ids[b];
  ids[b] = id;
}

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
          if (row.active || filters.includeInactive) docs.set(id, row);
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
    priors.set(hit.id, { kind: d.kind, source: d.source, ageDays: (deps.now - d.createdAt) / 864e5 });
  }
  const ranked = applyPriors(fused, priors);
  const hits = [];
  const seen = /* @__PURE__ */ new Set();
  for (const h of ranked) {
    const d = docs.get(Number(h.id));
    const key = `${d.sessionId}|${normalizeForDedupe(d.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push(toHit(d, h.score));
  }
  return { hits: hits.slice(0, opts.limit), total: hits.length, mode };
}
function toHit(d, score) {
  return {
    layer: 1,
    id: `${d.kind}:${d.refId}`,
    kind: d.kind,
    snippet: snippet(d.text),
    session_id: d.sessionId,
    prompt_number: d.promptNumber,
    score: Math.round(score * 1e6) / 1e6,
    created_at: new Date(d.createdAt).toISOString(),
    source: d.source
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
  VectorIndex,
  recall
};
