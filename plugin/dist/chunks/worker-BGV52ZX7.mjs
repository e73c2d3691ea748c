import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-OFGPAWG6.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YZLXGNKY.mjs";
import "./chunk-7DAE26SG.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-OSKLP5BA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
