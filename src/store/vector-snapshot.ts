// The vector index's snapshot: one file next to the store (`<db>.vectors`) holding every vector of one model as a
// contiguous float32 block, so a cold start reads it in one go instead of decoding a row per vector.
//
// Layout (little-endian): magic, u32 header length, JSON header {identity, model, dims, count, seq}, zero padding to
// 8 bytes, `count` doc ids as float64, `count * dims` float32. It is written to a temp file and renamed over the old
// one, so a crash leaves the old snapshot or the new one, never a mix; anything that does not check out (size,
// magic, another store's identity, another model) is ignored and the index rebuilds from the rows.
import fs from 'node:fs';

const MAGIC = Buffer.from('CMVECS01');

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
  /** `ids.length * dims` floats, packed. */
  vectors: Float32Array;
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

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off, Math.min(bytes.length - off, 64 << 20));
}

/**
 * Reads the snapshot's doc ids, and its vectors straight into the array `into` returns for its header (null
 * rejects it: another store or model). Null when there is no snapshot, it is not intact, or it was rejected.
 */
export function readVectorSnapshot(
  file: string,
  into: (header: VectorSnapshotHeader) => Float32Array | null,
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
