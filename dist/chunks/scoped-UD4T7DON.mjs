import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-LLLZ5IZM.mjs";
import "./chunk-7QDGJDEB.mjs";
import "./chunk-UVXMOSOB.mjs";
import "./chunk-MHK337UU.mjs";
import "./chunk-FU4VS3FX.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-OCY442JH.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
