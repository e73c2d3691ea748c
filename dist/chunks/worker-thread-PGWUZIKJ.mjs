import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-UPWMBAHI.mjs";
import "./chunk-NKZZ2F7N.mjs";
import "./chunk-W7OCW5VZ.mjs";
import "./chunk-P25SB2M6.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YFK55QIR.mjs";
import "./chunk-XNHM7QJR.mjs";
import "./chunk-QFUZ76IC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-NPUAWJ7O.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-RLEL2TF6.mjs";
import "./chunk-RMULETPJ.mjs";
import "./chunk-4CXBTMCU.mjs";
import "./chunk-ZVLX5FN7.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-M7Z6S5FK.mjs";
import "./chunk-KZWRKAT2.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-2SA76HST.mjs";
import "./chunk-UOLGFTC5.mjs";
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
