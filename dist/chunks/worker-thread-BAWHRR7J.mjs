import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-747HVUW2.mjs";
import "./chunk-BA2MVCDO.mjs";
import "./chunk-RYDRKR74.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZXPKI7PY.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-7CBRA4RI.mjs";
import "./chunk-SR5AMIZA.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-ZGGGY7F4.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-X5COTTDY.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
