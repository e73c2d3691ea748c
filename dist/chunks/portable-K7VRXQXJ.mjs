import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-34AHGBC5.mjs";
import "./chunk-GRAMBIVZ.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-SW6KHEH5.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
