import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-ZN5DFC5K.mjs";
import "./chunk-6ZLWO7CB.mjs";
import "./chunk-BQ6XOZGZ.mjs";
import "./chunk-KVZMUI7F.mjs";
import "./chunk-YFS6KC6Q.mjs";
import "./chunk-W7G34EEC.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZHSJAMBM.mjs";
import "./chunk-IOLR22KS.mjs";
import "./chunk-RA4BZPZT.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-U2M4RU5D.mjs";
import "./chunk-DXMU6JLA.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-WSXJKNN4.mjs";
import "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
