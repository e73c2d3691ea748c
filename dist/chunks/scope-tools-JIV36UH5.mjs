import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
} from "./chunk-4FGVPX25.mjs";
import "./chunk-XJQHFJ7V.mjs";
import "./chunk-GWMTYTID.mjs";
import "./chunk-XGRJK2HT.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-ISRNOWAN.mjs";
import "./chunk-453Y43DB.mjs";
import "./chunk-OKSBUCAF.mjs";
import "./chunk-BCT5J4CC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
};
