import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-GRNXMM5L.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
