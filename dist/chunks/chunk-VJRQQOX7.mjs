import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  currentVerifiedItems,
  findEquivalentItem,
  itemId
} from "./chunk-BQM4FMEU.mjs";
import {
  scopedId
} from "./chunk-IPV3Y5SN.mjs";

// src/inject/global.ts
var ORDER = ["preference", "convention", "decision"];
var POOL_FACTOR = 2;
function globalDigestItems(projectDb, globalDb, limit = 30) {
  return currentVerifiedItems(globalDb, ORDER, limit * POOL_FACTOR).filter((r) => !findEquivalentItem(projectDb, r.type, r.text, r.subjectKey)).slice(0, limit).map((r) => ({ id: scopedId("global", itemId(r)), type: r.type, text: r.text, reason: r.reason }));
}

export {
  globalDigestItems
};
