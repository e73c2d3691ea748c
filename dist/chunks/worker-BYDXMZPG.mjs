import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-3F56IDYF.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-4DONU46H.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
