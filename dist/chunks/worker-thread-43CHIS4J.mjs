import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-DUZ7XI7X.mjs";
import "./chunk-KIRKUHZO.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-QOHVQDK4.mjs";
import "./chunk-2TZITC3P.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-4UPR3XXV.mjs";
import "./chunk-UDPZNA2O.mjs";
import "./chunk-PXHZXF6Q.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-QGXPEVTT.mjs";
import "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
