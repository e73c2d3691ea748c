import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-U6Z2Y6OT.mjs";
import "./chunk-2QI7SPT5.mjs";
import "./chunk-F6W4SDD4.mjs";
import "./chunk-BR4PIX63.mjs";
import "./chunk-73F5EY7L.mjs";
import "./chunk-P7XOQWPW.mjs";
import "./chunk-YQN5QELA.mjs";
import "./chunk-AMR3YXF4.mjs";
import "./chunk-CCMRV5CK.mjs";
import "./chunk-YNUTLAU3.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-FNRZ2GRI.mjs";
import "./chunk-4TNMYDEK.mjs";
import "./chunk-JJS6PHND.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3H2SSG77.mjs";
import "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-WSXJKNN4.mjs";
import "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
