import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-DB7GT6AT.mjs";
import "./chunk-GFVUP37D.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-XK6XRKGL.mjs";
import "./chunk-Z5WLSVLF.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-RS5RMTD6.mjs";
import "./chunk-LYI2DQOP.mjs";
import "./chunk-UQHP44WK.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-VEHCZD6I.mjs";
import "./chunk-5CJSU74K.mjs";
import "./chunk-5PDO4QAU.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
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
