import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-C3SLHNA7.mjs";
import "./chunk-OPJNN6M7.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-JLMU3T23.mjs";
import "./chunk-HTOIODLA.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-QZXHZDDK.mjs";
import "./chunk-T6QWFNPU.mjs";
import "./chunk-NBQ7K7D7.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-PDHH4AGP.mjs";
import "./chunk-ONOW7BMI.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
