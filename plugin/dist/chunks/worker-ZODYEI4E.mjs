import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-P25SB2M6.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-YFK55QIR.mjs";
import "./chunk-XNHM7QJR.mjs";
import "./chunk-QFUZ76IC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-LZQ2GSVA.mjs";
import "./chunk-H3Y3MZI4.mjs";
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
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
