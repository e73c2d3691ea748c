import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-RKJEGMSF.mjs";
import "./chunk-IPOCLN5N.mjs";
import "./chunk-UEIYD5EI.mjs";
import "./chunk-BG2J2EN5.mjs";
import "./chunk-YI64KTI7.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-YLMLXHFE.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-YMD4VO6M.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-N3VLHWOO.mjs";
import "./chunk-T3DJ3EQM.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3CV73O4K.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
