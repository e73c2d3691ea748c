import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-WHZD4JMP.mjs";
import "./chunk-K4YWO7LA.mjs";
import "./chunk-E7IJV4UR.mjs";
import "./chunk-OFGPAWG6.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YZLXGNKY.mjs";
import "./chunk-7DAE26SG.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-2FOQSPOT.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-4GRG2MPV.mjs";
import "./chunk-S4EXTRZB.mjs";
import "./chunk-ST2ZTIN7.mjs";
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
import "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
