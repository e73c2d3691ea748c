import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-B7IKNAWL.mjs";
import "./chunk-JJ6JB3AH.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-JYRNXS74.mjs";
import "./chunk-D4NAN5BY.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
