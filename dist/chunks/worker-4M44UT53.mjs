import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-HTOIODLA.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-T6QWFNPU.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
