import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall
} from "./chunk-DUEXEK7M.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-JYRNXS74.mjs";
import "./chunk-BVW7D7JS.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-KN6UGJNO.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall
};
