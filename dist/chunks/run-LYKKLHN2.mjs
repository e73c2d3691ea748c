import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-PG35DD7F.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-7UH4I5JQ.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
