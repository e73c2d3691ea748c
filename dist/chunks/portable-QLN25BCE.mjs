import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-HUK3ZJLT.mjs";
import "./chunk-ZGGGY7F4.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-X5COTTDY.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
