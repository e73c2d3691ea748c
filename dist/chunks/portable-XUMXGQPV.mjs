import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-GMY76LCN.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
