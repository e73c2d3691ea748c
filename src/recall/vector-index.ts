// Cosine search over the stored vectors of one model (vectors are L2-normalized, so cosine is a dot product).
//
// The index holds each vector as int8 codes with one float32 scale (a quarter of the bytes of float32, so a scan at
// 1M vectors reads 512 MB instead of 2 GB), in one contiguous block of WebAssembly memory scanned with SIMD integer
// dot products. The best candidates of that scan (a few times k) are then scored again with their exact float32
// vectors from the store, so the answer is the exact top k: the int8 error (about 1e-3 of a score) is far smaller
// than the gap between the k-th and the last candidate, and a store with no more vectors than candidates is
// searched exactly by construction (BENCHMARKS.md, "Speed at scale").
//
// Keeping it current costs one indexed lookup per search: the store logs every vector added or removed
// (vector_log), and the index replays only what it has not seen. A cold start reads the snapshot file next to the
// store (`<db>.vectors`) and replays the log from the snapshot's position; without a usable snapshot it rebuilds
// from the rows and writes one. Removed vectors leave the snapshot at once (it is deleted and rewritten), so a
// forgotten memory does not linger on disk.
import type { Db } from '../store/connection.js';
import { readVectorSnapshot, removeVectorSnapshot, snapshotPath, writeVectorSnapshot } from '../store/vector-snapshot.js';
import { readAllVectors, storeIdentity, vectorChangesSince, vectorCount, vectorLogHead, vectorsByDocIds } from '../store/vectors.js';
import { DOT_WASM_BASE64 } from './wasm/dot-wasm.js';

/** Past this many log entries to replay, reading everything again is cheaper than a lookup per entry. */
const MAX_REPLAY = 20_000;
/** The snapshot is rewritten once this share of the index was added since it was taken (and at least MIN). */
const RESNAPSHOT_SHARE = 0.1;
const RESNAPSHOT_MIN = 1_000;
/** Candidates re-scored with exact vectors: k times this, plus a margin that matters for small k. */
const RERANK_FACTOR = 2;
const RERANK_MARGIN = 64;
/** Codes span [-127, 127], symmetric around zero (what snapshots hold). */
const CODE_MAX = 127;

/**
 * Wasm memory layout: the query's codes (as i16) at 0, the vectors' codes from VECTORS_AT, then per slot of the
 * capacity a scale and a score, then the slots one selection picked.
 */
const VECTORS_AT = 64 * 1024;
const MAX_DIMS = VECTORS_AT / 2;
const PAGE = 64 * 1024;
/**
 * Large indexes pick their candidates by a threshold instead of offering every score to a heap in JavaScript (a
 * fifth of a 1M-vector search): a sample of the scores gives a threshold that a few thousand pass, the kernel
 * lists those, and the heap sees only them. Same candidates as the full pass (see selectAbove).
 */
const SELECT_MIN_SLOTS = 32_768;
const SELECT_SAMPLE = 4_096;
const SELECT_MAX = 65_536;
/** A filter must let at least 1 in this many slots through for its search to be picked by threshold. */
const SELECT_MIN_SHARE_ALLOWED = 4;

let dotModule: WebAssembly.Module | null = null;

interface DotKernel {
  memory: WebAssembly.Memory;
  scores_i8(vectors: number, count: number, stride: number, query16: number, scales: number, scores: number): void;
  select_above(scores: number, count: number, threshold: number, out: number, max: number): number;
}

function newKernel(): DotKernel {
  dotModule ??= new WebAssembly.Module(Buffer.from(DOT_WASM_BASE64, 'base64'));
  const { exports } = new WebAssembly.Instance(dotModule, {});
  return exports as unknown as DotKernel;
}

/** Writes `vector` as int8 codes into `codes` and returns its scale (vector ≈ codes * scale). */
function quantize(vector: ArrayLike<number>, codes: Int8Array): number {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  if (!(max > 0) || !Number.isFinite(max)) {
    codes.fill(0, 0, vector.length);
    return 0;
  }
  const inv = CODE_MAX / max;
  for (let i = 0; i < vector.length; i++) codes[i] = Math.round(vector[i] * inv);
  return max / CODE_MAX;
}

export interface VectorIndexOptions {
  /** Where the snapshot lives; defaults to `<db file>.vectors`, null keeps the index in memory only. */
  snapshotFile?: string | null;
}

/**
 * The docs a search may return: a Set of allowed ids, or any test with how many docs it passes (an estimate serves:
 * it only sets where the scan's threshold starts).
 */
export interface DocIdFilter {
  has(docId: number): boolean;
  readonly size: number;
}

export interface VectorHit {
  docId: number;
  /** Exact cosine (from the float32 vector). */
  score: number;
}

export class VectorIndex {
  private db: Db | null = null;
  private model: string | null = null;
  private identity = '';
  private dims = 0;
  /** Bytes from one vector's codes to the next: dims rounded up to 32 (the kernel's step), padded with zeros. */
  private stride = 0;
  /** Doc id per slot; -1 marks a removed slot (compacted away when they pile up). */
  private ids: Float64Array = new Float64Array(0);
  private kernel = newKernel();
  /** The codes, a view of the kernel's memory (renewed when the memory grows). */
  private codes: Int8Array = new Int8Array(0);
  /** Scale per slot (the vector is about its codes times this), a view of the kernel's memory after the codes. */
  private scales: Float32Array = new Float32Array(0);
  /** The query's int8 codes before they are widened into the kernel's memory. */
  private queryCodes = new Int8Array(0);
  private capacity = 0;
  private slots = 0;
  private removed = 0;
  /** doc id -> slot, built on the first replacement or removal (most indexes only ever grow). */
  private slotOf: Map<number, number> | null = null;
  /** Exact vectors of an index built by hand with add(); a store-backed index reads them from the store. */
  private added: Map<number, Float32Array> | null = null;
  /** Vector log position the index reflects. */
  private seq = -1;
  private snapshotSeq = -1;
  private addedSinceSnapshot = 0;
  private snapshotScheduled = false;
  /** Reused to read a row's bytes as floats (a blob's bytes need not be 4-aligned). */
  private rowFloats = new Float32Array(0);

  constructor(private readonly opts: VectorIndexOptions = {}) {}

  /** Brings the index up to date with the store for `model` (a model change reloads it). */
  refresh(db: Db, model: string): void {
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

  /**
   * Adds (or replaces) one vector by hand, for an index used without a store (the scan's own tests and benchmark).
   * A later refresh() from a store starts over from that store.
   */
  add(docId: number, vector: Float32Array): void {
    if (this.db) throw new Error('this index mirrors a store; vectors come from its refresh()');
    this.added ??= new Map();
    this.added.set(docId, Float32Array.from(vector));
    this.upsert(docId, vector);
  }

  get size(): number {
    return this.slots - this.removed;
  }

  /**
   * Top-k doc ids by exact cosine, best first (ties: lower doc id first), optionally restricted to the docs `allowed`
   * passes.
   */
  search(query: Float32Array, k: number, allowed?: DocIdFilter): VectorHit[] {
    if (k <= 0 || query.length !== this.dims || this.dims === 0 || this.slots === 0) return [];
    const candidates = this.candidates(query, Math.max(k * RERANK_FACTOR, k + RERANK_MARGIN), allowed);
    const exact = this.db && this.model ? vectorsByDocIds(this.db, this.model, candidates) : this.added!;
    const hits: VectorHit[] = [];
    for (const docId of candidates) {
      // Gone from the store since the last refresh (forgotten): not a hit.
      const v = exact.get(docId);
      if (!v || v.length !== query.length) continue;
      let score = 0;
      for (let i = 0; i < v.length; i++) score += v[i] * query[i];
      hits.push({ docId, score });
    }
    return hits.sort((a, b) => b.score - a.score || a.docId - b.docId).slice(0, k);
  }

  /** The `n` best doc ids by the int8 scan (their order is approximate; the set is what the re-rank needs). */
  private candidates(query: Float32Array, n: number, allowed?: DocIdFilter): number[] {
    const scoresAt = this.scoresAt();
    const selectedAt = scoresAt + this.capacity * 4;
    this.ensureMemory(selectedAt + SELECT_MAX * 4);
    if (this.queryCodes.length !== this.stride) this.queryCodes = new Int8Array(this.stride);
    quantize(query, this.queryCodes);
    this.queryCodes.fill(0, this.dims);
    new Int16Array(this.kernel.memory.buffer, 0, this.stride).set(this.queryCodes);
    this.kernel.scores_i8(VECTORS_AT, this.slots, this.stride, 0, this.scalesAt(), scoresAt);
    const scores = new Float32Array(this.kernel.memory.buffer, scoresAt, this.slots);
    // A filter passing few docs would need a threshold low enough to list most slots: those get the full pass.
    const selective = !allowed || allowed.size * SELECT_MIN_SHARE_ALLOWED >= this.slots;
    const picked = selective && this.slots >= SELECT_MIN_SLOTS ? this.selectAbove(scores, n, scoresAt, selectedAt, allowed) : null;
    return this.best(scores, n, allowed, picked ?? undefined);
  }

  /**
   * The slots whose score reaches a threshold that at least `n` live (and allowed) slots reach, or null when no
   * affordable threshold was found. Every slot left out scores below every slot picked, so the best n of the picked are the
   * best n of all: the same candidates as offering every slot to the heap.
   */
  private selectAbove(scores: Float32Array, n: number, scoresAt: number, selectedAt: number, allowed?: DocIdFilter): Int32Array | null {
    const every = Math.floor(this.slots / SELECT_SAMPLE);
    const sample = new Float32Array(SELECT_SAMPLE);
    for (let i = 0; i < SELECT_SAMPLE; i++) sample[i] = scores[i * every];
    sample.sort();
    // Sample rank r stands for about r * every slots above it: aim at twice n (over the share a filter lets through),
    // then lower the bar if too few are live and allowed.
    const share = allowed ? allowed.size / this.slots : 1;
    for (let rank = Math.ceil((2 * n) / (every * share)) + 8; rank < SELECT_SAMPLE; rank *= 4) {
      const found = this.kernel.select_above(scoresAt, this.slots, sample[SELECT_SAMPLE - 1 - rank], selectedAt, SELECT_MAX);
      if (found > SELECT_MAX) return null;
      const picked = new Int32Array(this.kernel.memory.buffer, selectedAt, found);
      let live = 0;
      for (let i = 0; i < found; i++) {
        const id = this.ids[picked[i]];
        if (id >= 0 && (!allowed || allowed.has(id))) live++;
      }
      if (live >= n) return picked;
    }
    return null;
  }

  /** The `n` best live (and allowed) slots' doc ids by score, among `among` or all slots. */
  private best(scores: Float32Array, n: number, allowed: DocIdFilter | undefined, among?: Int32Array): number[] {
    const ids = this.ids;
    // A min-heap of the best n so far: heapScores[0] is the worst of them.
    const heapScores = new Float64Array(n);
    const heapIds = new Float64Array(n);
    let size = 0;
    const count = among ? among.length : this.slots;
    for (let j = 0; j < count; j++) {
      const i = among ? among[j] : j;
      const score = scores[i];
      if (size === n && !(score >= heapScores[0])) continue;
      const id = ids[i];
      if (id < 0) continue;
      if (size === n && score === heapScores[0] && id > heapIds[0]) continue;
      if (allowed && !allowed.has(id)) continue;
      if (size < n) {
        heapScores[size] = score;
        heapIds[size] = id;
        siftUp(heapScores, heapIds, size++);
      } else {
        heapScores[0] = score;
        heapIds[0] = id;
        siftDown(heapScores, heapIds, size);
      }
    }
    return Array.from(heapIds.subarray(0, size));
  }

  private load(db: Db, model: string, trySnapshot = true): void {
    this.db = db;
    this.model = model;
    this.added = null;
    this.identity = storeIdentity(db);
    const file = this.snapshotFile();
    if (trySnapshot && file && this.adoptSnapshot(db, model, file)) return;
    this.reset(0);
    this.seq = readAllVectors(db, model, (docId, bytes) => this.appendRow(docId, bytes));
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = this.slots;
    this.snapshotIfDue();
  }

  /** Takes the snapshot and replays the log from its position; false when it does not fit this store. */
  private adoptSnapshot(db: Db, model: string, file: string): boolean {
    let packed: Int8Array | null = null;
    const snap = readVectorSnapshot(file, (header) => {
      if (header.identity !== this.identity || header.model !== model || header.dims > MAX_DIMS) return null;
      this.reset(header.dims);
      this.grow(header.count);
      // Read straight into the kernel's memory when no padding is needed.
      packed = this.stride === header.dims ? this.codes.subarray(0, header.count * header.dims) : new Int8Array(header.count * header.dims);
      return { scales: this.scales.subarray(0, header.count), codes: packed };
    });
    if (!snap || !packed) return false;
    const codes: Int8Array = packed;
    if (this.stride !== this.dims) {
      for (let i = 0; i < snap.ids.length; i++) this.codes.set(codes.subarray(i * this.dims, (i + 1) * this.dims), i * this.stride);
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
    // A snapshot that disagrees with the rows (restored from a backup, edited) is not trusted.
    if (this.size !== vectorCount(db, model)) return false;
    if (changes.removals.length > 0) this.dropSnapshot();
    this.compactIfSparse();
    this.snapshotIfDue();
    return true;
  }

  private snapshotFile(): string | null {
    if (this.opts.snapshotFile !== undefined) return this.opts.snapshotFile;
    return this.db ? snapshotPath(this.db.name) : null;
  }

  /** Writes a snapshot soon after (not during) the search that made it due: the fsync stays off the answer. */
  private snapshotIfDue(): void {
    const file = this.snapshotFile();
    if (!file || !this.model || this.size === 0 || this.snapshotScheduled) return;
    const due =
      this.snapshotSeq < 0
        ? this.addedSinceSnapshot > 0
        : this.addedSinceSnapshot >= Math.max(RESNAPSHOT_MIN, this.size * RESNAPSHOT_SHARE);
    if (!due) return;
    this.snapshotScheduled = true;
    setImmediate(() => {
      this.snapshotScheduled = false;
      if (this.snapshotFile() === file) this.writeSnapshot(file);
    }).unref();
  }

  private writeSnapshot(file: string): void {
    if (!this.model || this.size === 0) return;
    this.compact();
    const count = this.slots;
    let codes = this.codes.subarray(0, count * this.stride);
    if (this.stride !== this.dims) {
      codes = new Int8Array(count * this.dims);
      for (let i = 0; i < count; i++) codes.set(this.codes.subarray(i * this.stride, i * this.stride + this.dims), i * this.dims);
    }
    try {
      writeVectorSnapshot(file, {
        identity: this.identity,
        model: this.model,
        dims: this.dims,
        seq: this.seq,
        ids: this.ids.subarray(0, count),
        scales: this.scales.subarray(0, count),
        codes,
      });
      this.snapshotSeq = this.seq;
      this.addedSinceSnapshot = 0;
    } catch {
      // Only a cold start gets slower without it.
    }
  }

  private dropSnapshot(): void {
    const file = this.snapshotFile();
    if (file) {
      try {
        removeVectorSnapshot(file);
      } catch {
        // a later rewrite replaces it
      }
    }
    this.snapshotSeq = -1;
    this.addedSinceSnapshot = Math.max(this.addedSinceSnapshot, 1);
  }

  /** Appends a stored row (raw little-endian float32 bytes). */
  private appendRow(docId: number, bytes: Uint8Array): void {
    const dims = bytes.byteLength / 4;
    if (this.rowFloats.length !== dims) this.rowFloats = new Float32Array(dims);
    new Uint8Array(this.rowFloats.buffer).set(bytes);
    this.append(docId, this.rowFloats);
  }

  private append(docId: number, vector: Float32Array): void {
    const dims = vector.length;
    if (this.slots === 0 && this.dims === 0) {
      if (dims > MAX_DIMS) return;
      this.reset(dims);
    }
    // Vectors of another size cannot be compared with the query; the model id should have kept them apart.
    if (dims !== this.dims) return;
    this.grow(this.slots + 1);
    this.scales[this.slots] = quantize(vector, this.codes.subarray(this.slots * this.stride, this.slots * this.stride + dims));
    this.ids[this.slots] = docId;
    this.slotOf?.set(docId, this.slots);
    this.slots++;
  }

  /** Empties the index for vectors of `dims` floats (the kernel's memory is kept and zeroed). */
  private reset(dims: number): void {
    this.slotOf = null;
    this.removed = 0;
    this.slots = 0;
    this.dims = dims;
    this.stride = Math.ceil(dims / 32) * 32;
    this.ids = new Float64Array(0);
    this.capacity = 0;
    new Uint8Array(this.kernel.memory.buffer).fill(0);
    this.renewViews();
  }

  private scalesAt(): number {
    return VECTORS_AT + this.capacity * this.stride;
  }

  private scoresAt(): number {
    return this.scalesAt() + this.capacity * 4;
  }

  private ensureMemory(bytes: number): void {
    const memory = this.kernel.memory;
    if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    this.renewViews();
  }

  /** Views of the kernel's memory are detached when it grows, and move when the capacity does. */
  private renewViews(): void {
    this.codes = new Int8Array(this.kernel.memory.buffer, VECTORS_AT, this.capacity * this.stride);
    this.scales = new Float32Array(this.kernel.memory.buffer, this.scalesAt(), this.capacity);
  }

  private upsert(docId: number, vector: Float32Array): void {
    this.remove(docId);
    this.append(docId, vector);
  }

  private remove(docId: number): void {
    const slots = this.slotMap();
    const slot = slots.get(docId);
    if (slot === undefined) return;
    slots.delete(docId);
    this.ids[slot] = -1;
    this.scales[slot] = 0;
    this.codes.fill(0, slot * this.stride, (slot + 1) * this.stride);
    this.removed++;
  }

  private slotMap(): Map<number, number> {
    if (!this.slotOf) {
      this.slotOf = new Map();
      for (let i = 0; i < this.slots; i++) if (this.ids[i] >= 0) this.slotOf.set(this.ids[i], i);
    }
    return this.slotOf;
  }

  private grow(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, Math.ceil(this.capacity * 1.5), 1024);
    const ids = new Float64Array(capacity);
    ids.set(this.ids.subarray(0, this.slots));
    this.ids = ids;
    // The scales move up past the larger block of codes, whose new slots must read as zeros (their padding is):
    // memory past the old end is fresh (zero), what lies before it held scales and scores.
    const codesEnd = this.scalesAt();
    const scalesEnd = codesEnd + this.slots * 4;
    const usedEnd = this.kernel.memory.buffer.byteLength;
    this.capacity = capacity;
    this.ensureMemory(this.scoresAt());
    const bytes = new Uint8Array(this.kernel.memory.buffer);
    bytes.copyWithin(this.scalesAt(), codesEnd, scalesEnd);
    bytes.fill(0, codesEnd, Math.min(this.scalesAt(), usedEnd));
  }

  private compactIfSparse(): void {
    if (this.removed > 1024 && this.removed > this.slots / 4) this.compact();
  }

  private compact(): void {
    if (this.removed === 0) return;
    const d = this.stride;
    let w = 0;
    for (let r = 0; r < this.slots; r++) {
      if (this.ids[r] < 0) continue;
      if (w !== r) {
        this.ids[w] = this.ids[r];
        this.scales[w] = this.scales[r];
        this.codes.copyWithin(w * d, r * d, (r + 1) * d);
      }
      w++;
    }
    this.codes.fill(0, w * d, this.slots * d);
    this.slots = w;
    this.removed = 0;
    this.slotOf = null;
  }
}

function siftUp(scores: Float64Array, ids: Float64Array, i: number): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(scores, ids, i, parent)) break;
    swap(scores, ids, i, parent);
    i = parent;
  }
}

function siftDown(scores: Float64Array, ids: Float64Array, size: number): void {
  let i = 0;
  for (;;) {
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

/** The heap keeps the worst on top; among equal scores the higher doc id counts as worse (it goes first). */
function worse(scores: Float64Array, ids: Float64Array, a: number, b: number): boolean {
  return scores[a] < scores[b] || (scores[a] === scores[b] && ids[a] > ids[b]);
}

function swap(scores: Float64Array, ids: Float64Array, a: number, b: number): void {
  const s = scores[a];
  scores[a] = scores[b];
  scores[b] = s;
  const id = ids[a];
  ids[a] = ids[b];
  ids[b] = id;
}
