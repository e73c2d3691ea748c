import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-JPJXKXKC.mjs";
import "./chunk-ZUGYISM4.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-S4EXTRZB.mjs";
import "./chunk-ST2ZTIN7.mjs";
import "./chunk-OSKLP5BA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
