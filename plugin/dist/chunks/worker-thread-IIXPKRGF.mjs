import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-KGSDSBXJ.mjs";
import "./chunk-WUZX23KM.mjs";
import "./chunk-VXWKXJQU.mjs";
import "./chunk-SDXVWPKF.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-63NPD7PM.mjs";
import "./chunk-KZ3FWCCS.mjs";
import "./chunk-A6UE35E5.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-BW5IB4BC.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-L5ZEYLUY.mjs";
import "./chunk-YKBMHVS5.mjs";
import "./chunk-HQ65M76R.mjs";
import "./chunk-YEMA7INQ.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-G3NMZPKG.mjs";
import "./chunk-4YTBBVLC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FG57XF2U.mjs";
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
