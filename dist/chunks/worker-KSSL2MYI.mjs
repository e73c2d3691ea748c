import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-SP2VTX4H.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-IM4RXXG7.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
