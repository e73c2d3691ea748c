import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-7BEVKBHK.mjs";
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
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
