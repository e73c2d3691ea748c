import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-3UWQAROS.mjs";
import "./chunk-MHK337UU.mjs";
import "./chunk-7UH4I5JQ.mjs";
import "./chunk-UVXMOSOB.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-T42ZRLIW.mjs";
import "./chunk-2WUT2BWR.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
