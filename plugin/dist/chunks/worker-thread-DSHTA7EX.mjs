import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-ORNGK2Y4.mjs";
import "./chunk-T5KF2KNC.mjs";
import "./chunk-G5L2BSKX.mjs";
import "./chunk-RWYMTH6R.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-ZIQL537C.mjs";
import "./chunk-E3RMKY4G.mjs";
import "./chunk-Y3QFJZJM.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-3SGDVD4A.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-PGUYWUTK.mjs";
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
import "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
