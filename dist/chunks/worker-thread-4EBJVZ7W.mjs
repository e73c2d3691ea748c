import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  WORKER_THREAD_ROLE,
  runWorkerThread,
  startWorkerThread
} from "./chunk-PVHXHBUM.mjs";
import "./chunk-Q3Y4QQNV.mjs";
import "./chunk-XX5YQR6H.mjs";
import "./chunk-7E2N24Q7.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YHL7V5GX.mjs";
import "./chunk-QM2N4JQS.mjs";
import "./chunk-PKMYHCI6.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-2CUAIBZZ.mjs";
import "./chunk-B6SEKMY3.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-MHV442AV.mjs";
import "./chunk-YFEQ66MS.mjs";
import "./chunk-LXHXARU2.mjs";
import "./chunk-O4FPBGIN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-P44MVFKU.mjs";
import "./chunk-QVVDJHS3.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-IFLOXBNB.mjs";
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
