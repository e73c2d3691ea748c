import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queryVectorText,
  recall
} from "./chunk-BRW4DM6I.mjs";
import "./chunk-G4GI2CT5.mjs";
import "./chunk-7DUII6JS.mjs";
import "./chunk-XYIK65HH.mjs";
import "./chunk-AMR3YXF4.mjs";
import "./chunk-4TNMYDEK.mjs";
import "./chunk-JJS6PHND.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3H2SSG77.mjs";
import "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  queryVectorText,
  recall
};
