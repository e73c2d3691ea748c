import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  resolveSessionId
} from "./chunk-LJA4YGNL.mjs";
import {
  findItem
} from "./chunk-BQM4FMEU.mjs";
import {
  ITEM_TYPES,
  MEMORY_KINDS,
  isItemType,
  parseMemoryId
} from "./chunk-IPV3Y5SN.mjs";

// src/store/memory-ids.ts
var MemoryIdError = class extends Error {
  code = "E_MEMORY_ID";
};
function parseMemoryId2(db, text) {
  const parsed = parseMemoryId(text);
  if (!parsed.ok) throw new MemoryIdError(parsed.error);
  if (MEMORY_KINDS[parsed.id.kind].ref !== "session") return parsed.id;
  const session = resolveSessionId(db, parsed.id.ref);
  if (!session) throw new MemoryIdError(`No session "${parsed.id.ref}" in this project's memory (pass a full id or a unique prefix).`);
  return { kind: parsed.id.kind, ref: session };
}
function parseItemId(db, text) {
  if (typeof text === "number" || /^\d+$/.test(String(text))) return Number(text);
  const { kind, ref } = parseMemoryId2(db, text);
  if (!isItemType(kind)) throw new MemoryIdError(`"${text}" is not a knowledge item (${ITEM_TYPES.join(", ")}).`);
  const item = findItem(db, kind, ref);
  if (!item) throw new MemoryIdError(`No ${kind} ${ref} in this project's memory.`);
  return item.id;
}

export {
  MemoryIdError,
  parseMemoryId2 as parseMemoryId,
  parseItemId
};
