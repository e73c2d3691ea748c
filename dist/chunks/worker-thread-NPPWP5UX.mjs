import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-S52YWEHF.mjs";
import "./chunk-N732W7TD.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-FYFY5BSM.mjs";
import "./chunk-W7G34EEC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZHSJAMBM.mjs";
import "./chunk-IOLR22KS.mjs";
import "./chunk-RA4BZPZT.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-U2M4RU5D.mjs";
import "./chunk-DXMU6JLA.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-GF7TBI76.mjs";
import "./chunk-CEZ7A6Q5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
