import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-OTENTKXE.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
