import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-2IW26EIW.mjs";
import "./chunk-CCM47JOK.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-A5HSRYFB.mjs";
import "./chunk-3F56IDYF.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-4DONU46H.mjs";
import "./chunk-C5FPZFKI.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-SYW5QDLW.mjs";
import "./chunk-KN6UGJNO.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
