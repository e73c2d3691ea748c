// The vector index's snapshot: one file next to the store (`<db>.vectors`) holding every vector of one model as the
// index keeps them (int8 codes with one float32 scale per vector), so a cold start reads it in one go instead of
// decoding and quantizing a row per vector. The exact float32 vectors stay in the embeddings table.
//
// Layout (little-endian): magic, u32 header length, JSON header {identity, model, dims, count, seq}, zero padding to
// 8 bytes, `count` doc ids as float64, `count` scales as float32, `count * dims` int8 codes. It is written to a temp
// file and renamed over the old one, so a crash leaves the old snapshot or the new one, never a mix; anything that
// does not check out (size, magic, an older layout, another store's identity, another model) is ignored and the
// index rebuilds from the rows.
import fs from 'node:fs';

const MAGIC = Buffer.from('CMVECS02');

export interface VectorSnapshotHeader {
  /** store_identity.token of the store it was taken from. */
  identity: string;
  model: string;
  dims: number;
  count: number;
  /** Vector log position it is consistent with. */
  seq: number;
}

export interface VectorSnapshot extends Omit<VectorSnapshotHeader, 'count'> {
  ids: Float64Array;
  /** One per id: a vector is about `codes * scale`. */
  scales: Float32Array;
  /** `ids.length * dims` int8 codes, packed. */
  codes: Int8Array;
}

/** Where a reader wants a snapshot's scales and codes to go (the index's own memory, ideally). */
export interface SnapshotTarget {
  scales: Float32Array;
  codes: Int8Array;
}

export function snapshotPath(dbFile: string): string | null {
  return dbFile && dbFile !== ':memory:' ? `${dbFile}.vectors` : null;
}

const align8 = (n: number) => (n + 7) & ~7;

export function writeVectorSnapshot(file: string, snap: VectorSnapshot): void {
  const count = snap.ids.length;
  const header = Buffer.from(JSON.stringify({ identity: snap.identity, model: snap.model, dims: snap.dims, count, seq: snap.seq }));
  const idsOffset = align8(MAGIC.length + 4 + header.length);
  const head = Buffer.alloc(idsOffset);
  MAGIC.copy(head, 0);
  head.writeUInt32LE(header.length, MAGIC.length);
  header.copy(head, MAGIC.length + 4);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, head);
    fs.writeSync(fd, new Uint8Array(snap.ids.buffer, snap.ids.byteOffset, count * 8));
    fs.writeSync(fd, new Uint8Array(snap.scales.buffer, snap.scales.byteOffset, count * 4));
    writeAll(fd, new Uint8Array(snap.codes.buffer, snap.codes.byteOffset, count * snap.dims));
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off, Math.min(bytes.length - off, 64 << 20));
}

/**
 * Reads the snapshot's doc ids, and its scales and codes straight into the arrays `into` returns for its header
 * (null rejects it: another store or model). Null when there is no snapshot, it is not intact, or it was rejected.
 */
export function readVectorSnapshot(
  file: string,
  into: (header: VectorSnapshotHeader) => SnapshotTarget | null,
): { header: VectorSnapshotHeader; ids: Float64Array } | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
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
    const parsed = JSON.parse(head.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Record<string, unknown>;
    const { identity, model, dims, count, seq } = parsed;
    if (typeof identity !== 'string' || typeof model !== 'string') return null;
    if (![dims, count, seq].every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) return null;
    const header: VectorSnapshotHeader = { identity, model, dims: dims as number, count: count as number, seq: seq as number };
    const idsOffset = align8(MAGIC.length + 4 + headerLength);
    if (size !== idsOffset + header.count * (8 + 4 + header.dims)) return null;
    const target = into(header);
    if (!target || target.scales.length !== header.count || target.codes.length !== header.count * header.dims) return null;
    const ids = new Float64Array(header.count);
    readExactly(fd, new Uint8Array(ids.buffer), idsOffset);
    readExactly(fd, new Uint8Array(target.scales.buffer, target.scales.byteOffset, target.scales.byteLength), idsOffset + header.count * 8);
    readExactly(fd, new Uint8Array(target.codes.buffer, target.codes.byteOffset, target.codes.byteLength), idsOffset + header.count * 12);
    return { header, ids };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

function readExactly(fd: number, into: Uint8Array, position: number): void {
  for (let off = 0; off < into.length; ) {
    const n = fs.readSync(fd, into, off, Math.min(into.length - off, 64 << 20), position + off);
    if (n === 0) throw new Error('snapshot ended early');
    off += n;
  }
}

export function removeVectorSnapshot(file: string): void {
  fs.rmSync(file, { force: true });
}
