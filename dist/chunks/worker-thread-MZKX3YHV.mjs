import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-UNVXGWJD.mjs";
import "./chunk-BTJE7TTR.mjs";
import "./chunk-BO4POWCD.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-LNPI4YO2.mjs";
import "./chunk-KLPYKDND.mjs";
import "./chunk-H6FE7DEJ.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-GRAMBIVZ.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-SW6KHEH5.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
