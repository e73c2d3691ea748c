import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-4WG546U7.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-556S4VND.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-PNXNKRNZ.mjs";
import "./chunk-JZ5O4WK7.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
