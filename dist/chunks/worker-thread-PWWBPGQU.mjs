import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-XGDADBSQ.mjs";
import "./chunk-2AO53QF6.mjs";
import "./chunk-CJ6R2BN3.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-SFEDG24D.mjs";
import "./chunk-ISD6L4J2.mjs";
import "./chunk-43UP4B3Q.mjs";
import "./chunk-SR5AMIZA.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-6OHKXCJ3.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-NOYGZQRC.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
