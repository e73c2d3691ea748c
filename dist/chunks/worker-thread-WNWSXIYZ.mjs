import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-PJNFCZQT.mjs";
import "./chunk-AOZEG2NF.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-S6RFWFYM.mjs";
import "./chunk-LIQOBL7L.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-5USRKCWW.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-MNPFXWFV.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-5YBOX4MH.mjs";
import "./chunk-J7WQKM4U.mjs";
import "./chunk-4POMQQ7C.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-PNXNKRNZ.mjs";
import "./chunk-JZ5O4WK7.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
