import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
} from "./chunk-2YEHUNDE.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-YLMLXHFE.mjs";
import "./chunk-NNWML6ZC.mjs";
import "./chunk-RISR6LUE.mjs";
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
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
};
