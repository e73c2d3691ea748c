import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-G6KKVODX.mjs";
import "./chunk-LVSZCFPC.mjs";
import "./chunk-2HVEF2IC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZOPWIH4F.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-XONVMWZA.mjs";
import "./chunk-TLN2JGL5.mjs";
import "./chunk-GOJGC6Y4.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-P7ZVY3IP.mjs";
import "./chunk-OCY442JH.mjs";
import "./chunk-FKX32H4J.mjs";
import "./chunk-ZFF6JPQB.mjs";
import "./chunk-GZ4MATG3.mjs";
import "./chunk-W7IY7A4V.mjs";
import "./chunk-ZBKNI7A4.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
