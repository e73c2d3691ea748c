import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-2TZITC3P.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-UDPZNA2O.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
