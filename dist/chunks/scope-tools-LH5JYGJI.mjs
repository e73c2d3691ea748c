import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
} from "./chunk-TOVSEWQT.mjs";
import "./chunk-6WUH2POX.mjs";
import "./chunk-R7EBUHH6.mjs";
import "./chunk-TE2HRHDE.mjs";
import "./chunk-C4XNAGFE.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-MHK337UU.mjs";
import "./chunk-7UH4I5JQ.mjs";
import "./chunk-NG2DCVL2.mjs";
import "./chunk-2WUT2BWR.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
};
