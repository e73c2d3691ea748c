import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
} from "./chunk-W5MQFWEH.mjs";
import "./chunk-T77Y7QSK.mjs";
import "./chunk-SHT3VDNC.mjs";
import "./chunk-P7P5ULMT.mjs";
import "./chunk-WI3QNCVS.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-FCVFBDXP.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
};
