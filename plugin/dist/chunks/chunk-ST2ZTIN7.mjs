import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  KIND_BEHAVIOUR
} from "./chunk-OSKLP5BA.mjs";
import {
  enqueue,
  turnTarget
} from "./chunk-R3T3FHGL.mjs";
import {
  forgetItemWithin,
  getItem,
  isMemoryTombstoned,
  turnMemoryId,
  writeAudit,
  writeTombstone
} from "./chunk-BQM4FMEU.mjs";
import {
  MEMORY_KINDS
} from "./chunk-IPV3Y5SN.mjs";

// src/store/vector-snapshot.ts
import fs from "node:fs";
var MAGIC = Buffer.from("CMVECS02");
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

// src/store/forget.ts
function forgetMemory(db, id, ctx) {
  const { result, journalMatches } = db.transaction(() => {
    const located = KIND_BEHAVIOUR[id.kind].locate(db, id.ref);
    const journalMatches2 = located ? KIND_BEHAVIOUR[id.kind].journalMatches(db, located.ref) : [];
    return { journalMatches: journalMatches2, result: located ? forgetWithin(db, id.kind, id.ref, ctx) : null };
  }).immediate();
  if (!result) return null;
  purgeForgottenTraces(db);
  for (const match of journalMatches) ctx.journal?.blank(match);
  return result;
}
function forgetImpact(db, id) {
  let impact = null;
  try {
    db.transaction(() => {
      const r = forgetWithin(db, id.kind, id.ref, { actor: "dashboard", now: Date.now(), journal: null });
      if (r) impact = { id: r.memoryId, label: r.label, deletes: r.deletes, derivedItems: r.derivedItems, unlinks: r.unlinks };
      throw ROLLBACK;
    })();
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return impact;
}
var ROLLBACK = new Error("preview: roll back");
function purgeForgottenTraces(db) {
  db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
  db.pragma("wal_checkpoint(TRUNCATE)");
  const snapshot = snapshotPath(db.name);
  if (snapshot) removeVectorSnapshot(snapshot);
}
var LEDGER_NOUNS = {
  receipt: ["receipt", "receipts"],
  raw: ["raw tool payload", "raw tool payloads"],
  searchEntry: ["search entry", "search entries"],
  vector: ["vector", "vectors"],
  conflict: ["conflict record", "conflict records"],
  queued: ["queued compression", "queued compressions"],
  derived: ["item inferred only from it", "items inferred only from it"],
  rebuiltSummary: ["turn summary rebuilt without it", "turn summaries rebuilt without it"],
  rebuiltRollup: ["session rollup rebuilt without it", "session rollups rebuilt without it"],
  keptItem: ["item keeping its other receipts", "items keeping their other receipts"],
  relinked: ["item it replaced (now points at its successor)", "items it replaced (now point at its successor)"],
  reopened: ["item it replaced (back as an unconfirmed candidate)", "items it replaced (back as unconfirmed candidates)"]
};
var DELETE_ORDER = [
  "session",
  "rollup",
  "decision",
  "preference",
  "convention",
  "discovery",
  "code_area",
  "receipt",
  "prompt",
  "assistant",
  "tool",
  "raw",
  "summary",
  "searchEntry",
  "vector",
  "conflict",
  "queued",
  "derived"
];
var nounOf = (key) => key in LEDGER_NOUNS ? LEDGER_NOUNS[key] : MEMORY_KINDS[key].noun;
var counted = (entries, order) => order.filter((k) => (entries.get(k) ?? 0) > 0).map((k) => {
  const count = entries.get(k);
  return { what: nounOf(k)[count === 1 ? 0 : 1], count };
});
function forgetWithin(db, kind, ref, ctx) {
  const docsBefore = docAndVectorCounts(db);
  const rebuilt = { docs: 0, vectors: 0 };
  const deletes = /* @__PURE__ */ new Map();
  const unlinks = /* @__PURE__ */ new Map();
  const located = KIND_BEHAVIOUR[kind].locate(db, ref);
  if (!located) return null;
  const out = {
    memoryId: located.id,
    label: located.label,
    removed: 0,
    requeued: [],
    derivedItems: [],
    deletes: [],
    unlinks: []
  };
  if (!forgetOne(db, kind, located.ref, located.id, ctx, out, deletes, unlinks, rebuilt)) return null;
  const docsAfter = docAndVectorCounts(db);
  deletes.set("searchEntry", docsBefore.docs - docsAfter.docs - rebuilt.docs);
  deletes.set("vector", docsBefore.vectors - docsAfter.vectors - rebuilt.vectors);
  deletes.set("derived", out.derivedItems.length);
  out.deletes = counted(deletes, DELETE_ORDER);
  out.unlinks = counted(unlinks, ["rebuiltSummary", "rebuiltRollup", "keptItem", "relinked", "reopened"]);
  return out;
}
function forgetOne(db, kind, ref, memoryId, ctx, out, deletes, unlinks, rebuilt) {
  const add = (m, k, n) => void m.set(k, (m.get(k) ?? 0) + n);
  const asRebuilt = (run) => {
    const before = docAndVectorCounts(db);
    const changed = run();
    const after = docAndVectorCounts(db);
    rebuilt.docs += before.docs - after.docs;
    rebuilt.vectors += before.vectors - after.vectors;
    return changed;
  };
  const f = {
    db,
    ctx,
    memoryId,
    tomb: (t) => void writeTombstone(db, t, ctx.now),
    deleted: (k, n) => add(deletes, k, n),
    removed: (n) => void (out.removed += n),
    unlinked: (what, n) => add(unlinks, what, n),
    rebuildTurn(sessionId, promptNumber) {
      const had = asRebuilt(
        () => db.prepare("DELETE FROM turn_summaries WHERE session_id = ? AND prompt_number = ?").run(sessionId, promptNumber).changes
      );
      if (!had) return;
      add(unlinks, "rebuiltSummary", had);
      if (!isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) {
        enqueue(db, "turn", turnTarget(sessionId, promptNumber), ctx.now);
        out.requeued.push(`summary:${sessionId}#${promptNumber}`);
      }
    },
    rebuildRollup(sessionId) {
      const had = asRebuilt(
        () => db.prepare("UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL").run(sessionId).changes
      );
      if (!had) return;
      add(unlinks, "rebuiltRollup", had);
      enqueue(db, "session_rollup", sessionId, ctx.now, 1e3);
      out.requeued.push(`rollup:${sessionId}`);
    },
    dropReceipts(where, ...params) {
      const items = db.prepare(`SELECT DISTINCT item_id FROM memory_provenance WHERE ${where}`).all(...params);
      db.prepare(`DELETE FROM memory_provenance WHERE ${where}`).run(...params);
      for (const { item_id } of items) {
        const row = getItem(db, item_id);
        if (!row) continue;
        const left = db.prepare(`SELECT count(*) AS n FROM memory_provenance WHERE item_id = ? AND kind != 'review'`).get(item_id);
        if (row.origin !== "inferred" || left.n > 0) {
          add(unlinks, "keptItem", 1);
          continue;
        }
        forgetItemWithin(db, row, { ...ctx, reason: `derived only from ${memoryId}` }, (t) => void writeTombstone(db, t, ctx.now));
        out.derivedItems.push(`${row.type}:${row.id}`);
        out.removed++;
      }
    },
    forgetPart: (k, r) => void forgetOne(db, k, r, `${k}:${r}`, ctx, out, deletes, unlinks, rebuilt)
  };
  if (!KIND_BEHAVIOUR[kind].forget(f, ref)) return false;
  if (MEMORY_KINDS[kind].family === "captured") {
    db.prepare("DELETE FROM injected_memories WHERE memory_id = ?").run(memoryId);
    db.prepare("DELETE FROM session_exposures WHERE memory_id = ?").run(memoryId);
    writeAudit(db, {
      ctx,
      action: "forget",
      memoryId,
      reason: ctx.reason ?? "",
      before: null,
      after: { removed: out.removed, requeued: out.requeued, derived: out.derivedItems }
    });
  }
  return true;
}
function docAndVectorCounts(db) {
  const docs = db.prepare("SELECT n FROM search_doc_count WHERE id = 1").get()?.n ?? 0;
  const vectors = db.prepare("SELECT coalesce(sum(n), 0) AS n FROM vector_counts").get().n;
  return { docs, vectors };
}

export {
  snapshotPath,
  writeVectorSnapshot,
  readVectorSnapshot,
  removeVectorSnapshot,
  forgetMemory,
  forgetImpact,
  purgeForgottenTraces
};
