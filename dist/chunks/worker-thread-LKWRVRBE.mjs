import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-WNYIHIHL.mjs";
import "./chunk-2NI3ZYPK.mjs";
import "./chunk-DEC5HXJ7.mjs";
import "./chunk-TBZNU7CA.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-6M6J6TZV.mjs";
import "./chunk-UUZUENS5.mjs";
import "./chunk-IK3RRWHH.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-WZPWLTJ2.mjs";
import "./chunk-LUQZANVF.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-VRPLZUIB.mjs";
import "./chunk-7KITZAZR.mjs";
import "./chunk-YYB5QG53.mjs";
import "./chunk-THNTKKU2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-7HFC4V5L.mjs";
import "./chunk-JZGQIKXE.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FGD7THUS.mjs";
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
