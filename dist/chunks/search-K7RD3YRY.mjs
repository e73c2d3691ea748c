import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
} from "./chunk-NKVOLBHK.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-LZQ2GSVA.mjs";
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
import "./chunk-IBHGCGQV.mjs";
export {
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
};
