import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  embedGlobalItems,
  mergeScoped,
  recallScoped
} from "./chunk-YZWAGROG.mjs";
import "./chunk-GWUZOLMO.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-WH2RFMMK.mjs";
import "./chunk-HPZ52TFM.mjs";
import "./chunk-5SHWR2S2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-NQRJVRHO.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  embedGlobalItems,
  mergeScoped,
  recallScoped
};
