import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-NSUPPINS.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-SGYZLA3W.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
