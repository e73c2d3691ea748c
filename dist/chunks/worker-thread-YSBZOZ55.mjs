import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-E6I3HV3I.mjs";
import "./chunk-QBL6GGFG.mjs";
import "./chunk-4CD4PSTA.mjs";
import "./chunk-NJLU7KTZ.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-H7BAQZF7.mjs";
import "./chunk-RLQJXY5Z.mjs";
import "./chunk-4GX4B345.mjs";
import "./chunk-7RKYFJTF.mjs";
import "./chunk-HLOWVNEZ.mjs";
import "./chunk-THQ4ZI63.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-JG6ZQAGE.mjs";
import "./chunk-6JKIUP2N.mjs";
import "./chunk-QLWW4Q55.mjs";
import "./chunk-5XUFPIBR.mjs";
import "./chunk-BLZERKE4.mjs";
import "./chunk-PDTXIBYJ.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-RABHH7WM.mjs";
import "./chunk-VXDYJ4GY.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BMUFBBVA.mjs";
import "./chunk-M4MJXY7J.mjs";
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
