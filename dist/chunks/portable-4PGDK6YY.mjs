import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
} from "./chunk-Z54JHX2E.mjs";
import "./chunk-6OHKXCJ3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-NOYGZQRC.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProjectMemory,
  importProjectMemory
};
