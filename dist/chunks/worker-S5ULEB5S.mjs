import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-2HVEF2IC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TLN2JGL5.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
