import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-FEGMDA3I.mjs";
import "./chunk-5FLDWOLS.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-EXP23AUO.mjs";
import "./chunk-SP2VTX4H.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-IM4RXXG7.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-INTREL7X.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-DKYAD7CS.mjs";
import "./chunk-CNVARNZ2.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
