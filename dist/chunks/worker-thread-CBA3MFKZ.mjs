import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-JFRFIXJ4.mjs";
import "./chunk-UCWIU6Y2.mjs";
import "./chunk-K5L3F2ES.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-QEC4YU64.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-MWV3RRXD.mjs";
import "./chunk-SR5AMIZA.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-TZUUJYKO.mjs";
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
