import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-3KSUAHFI.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-XYIK65HH.mjs";
import "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
