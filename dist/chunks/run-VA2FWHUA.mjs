import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-XP4RZ5IK.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FCVFBDXP.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
