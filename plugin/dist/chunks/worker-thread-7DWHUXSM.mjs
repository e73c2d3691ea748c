import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-AOFZEEL5.mjs";
import "./chunk-IRCAMMM5.mjs";
import "./chunk-N4CWYZAJ.mjs";
import "./chunk-ARF4XEG4.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-ZIQL537C.mjs";
import "./chunk-CQRPG5UI.mjs";
import "./chunk-YTM4IPE5.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-3SGDVD4A.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-XHVFA5U7.mjs";
import "./chunk-YZ7U3DJR.mjs";
import "./chunk-LNN3ILOD.mjs";
import "./chunk-KYESI4SN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-TS3543WA.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-VNKNK7OD.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
};
