import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

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

export {
  snapshotPath,
  writeVectorSnapshot,
  readVectorSnapshot,
  removeVectorSnapshot
};
