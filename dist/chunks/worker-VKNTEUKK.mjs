import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-W7G34EEC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZHSJAMBM.mjs";
import "./chunk-IOLR22KS.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
