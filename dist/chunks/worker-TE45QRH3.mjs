import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-N6WOWUEC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-6H4OFQV5.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-2WUT2BWR.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
