import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/integrity.ts
import fs from "node:fs";
var markPath = (file) => `${file}.damaged`;
var checkedPath = (file) => `${file}.checked`;
function markDamaged(file, reason, now = Date.now()) {
  try {
    fs.writeFileSync(markPath(file), `${JSON.stringify({ at: new Date(now).toISOString(), reason: reason.slice(0, 500) })}
`, {
      flag: "wx",
      mode: 384
    });
  } catch {
  }
}
function damageMark(file) {
  try {
    return JSON.parse(fs.readFileSync(markPath(file), "utf8"));
  } catch {
    return null;
  }
}
function clearDamageMark(file) {
  fs.rmSync(markPath(file), { force: true });
}
function isCorruptionError(err) {
  const code = err?.code;
  return typeof code === "string" && /^SQLITE_(?:CORRUPT|NOTADB)/.test(code);
}
function lastIntegrityCheck(file) {
  try {
    return JSON.parse(fs.readFileSync(checkedPath(file), "utf8"));
  } catch {
    return null;
  }
}
var INTEGRITY_CHECK_INTERVAL_MS = 24 * 36e5;
function checkIntegrityIfDue(db, file, now, intervalMs = INTEGRITY_CHECK_INTERVAL_MS) {
  const last = lastIntegrityCheck(file);
  if (last && now - Date.parse(last.at) < intervalMs) return null;
  let problems;
  try {
    problems = db.pragma("quick_check").map((r) => r.quick_check).filter((r) => r !== "ok");
  } catch (err) {
    if (!isCorruptionError(err)) throw err;
    problems = [err.message];
  }
  const check = { at: new Date(now).toISOString(), ok: problems.length === 0, problems: problems.slice(0, 10) };
  try {
    fs.writeFileSync(checkedPath(file), `${JSON.stringify(check)}
`, { mode: 384 });
  } catch {
  }
  if (!check.ok) markDamaged(file, `quick_check: ${problems.slice(0, 3).join("; ")}`, now);
  return check;
}
function noteIntegrity(db, log, project, now) {
  try {
    const check = checkIntegrityIfDue(db, db.name, now);
    if (check && !check.ok)
      log.error(
        "store:integrity",
        new Error(`${db.name} is damaged (${check.problems.slice(0, 3).join("; ")}): it will be moved aside at its next open`),
        project
      );
  } catch (err) {
    log.error("store:integrity", err, project);
  }
}
var WAL_MAGIC = [931071618, 931071619];
function readHead(file, bytes) {
  let fd;
  try {
    fd = fs.openSync(file, "r");
  } catch {
    return null;
  }
  try {
    const buf = Buffer.alloc(bytes);
    const n = fs.readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}
var exists = (f) => {
  try {
    fs.statSync(f);
    return true;
  } catch {
    return false;
  }
};
function walProblems(file) {
  const wal = `${file}-wal`;
  const shm = `${file}-shm`;
  if (!exists(file)) return [];
  if (exists(shm)) {
    return exists(wal) ? [] : ["its write-ahead log is gone while its index is there (deleted while in use?): writes not yet saved to the store are lost"];
  }
  let size = 0;
  try {
    size = fs.statSync(wal).size;
  } catch {
    return [];
  }
  if (size < 32) return [];
  const db = readHead(file, 100);
  const head = readHead(wal, 32);
  if (!db || db.length < 100 || db.toString("latin1", 0, 16) !== "SQLite format 3\0" || !head || head.length < 32) return [];
  const pageSize = db.readUInt16BE(16) === 1 ? 65536 : db.readUInt16BE(16);
  if (!WAL_MAGIC.includes(head.readUInt32BE(0))) return ["its write-ahead log is not a SQLite WAL (no WAL magic)"];
  if (head.readUInt32BE(8) !== pageSize)
    return [`its write-ahead log is of another store (page size ${head.readUInt32BE(8)}, the store's is ${pageSize})`];
  return [];
}

export {
  markDamaged,
  damageMark,
  clearDamageMark,
  isCorruptionError,
  lastIntegrityCheck,
  noteIntegrity,
  walProblems
};
