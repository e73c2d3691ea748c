import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-SQGGMUOT.mjs";
import "./chunk-IVCFEMWP.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-JYRNXS74.mjs";
import "./chunk-FCVFBDXP.mjs";
import "./chunk-ZHSJAMBM.mjs";
import "./chunk-DXMU6JLA.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
