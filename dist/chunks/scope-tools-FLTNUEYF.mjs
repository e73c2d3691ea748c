import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
} from "./chunk-7FSXTLRJ.mjs";
import "./chunk-7HS24KEV.mjs";
import "./chunk-WEQWW4WA.mjs";
import "./chunk-GYKBGY4Q.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-RISR6LUE.mjs";
import "./chunk-YMD4VO6M.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-N3VLHWOO.mjs";
import "./chunk-T3DJ3EQM.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3CV73O4K.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
};
