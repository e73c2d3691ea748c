import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-RJIAFGIH.mjs";
import "./chunk-3THXUJAP.mjs";
import "./chunk-VBNRNW54.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-3NXB3GEX.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-WBTWHVYU.mjs";
import "./chunk-MMIHFOM7.mjs";
import "./chunk-IP7JGKP3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-APOKXDUO.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
