import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-LIQOBL7L.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-5USRKCWW.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-4POMQQ7C.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-PNXNKRNZ.mjs";
import "./chunk-JZ5O4WK7.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
