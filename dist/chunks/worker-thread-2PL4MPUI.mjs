import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-JEKK6GVY.mjs";
import "./chunk-GFKLOSTZ.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-MR7Y5GWE.mjs";
import "./chunk-N6WOWUEC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-6H4OFQV5.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-UQHP44WK.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-B4TELUXA.mjs";
import "./chunk-T42ZRLIW.mjs";
import "./chunk-2WUT2BWR.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
