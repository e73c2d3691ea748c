import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-6WDPRFLQ.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
