import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-HW54SELH.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-D4NAN5BY.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
