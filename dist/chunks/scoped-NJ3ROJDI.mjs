import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-TCQAJYXH.mjs";
import "./chunk-TFEZNPA5.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-556S4VND.mjs";
import "./chunk-JYRNXS74.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-J7WQKM4U.mjs";
import "./chunk-4POMQQ7C.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-PNXNKRNZ.mjs";
import "./chunk-JZ5O4WK7.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
