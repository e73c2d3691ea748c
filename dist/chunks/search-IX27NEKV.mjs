import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
} from "./chunk-HJCT3GGF.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-Y2M2EI23.mjs";
import "./chunk-LZQ2GSVA.mjs";
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
import "./chunk-IBHGCGQV.mjs";
export {
  BRIEF_CHARS,
  queryVectorText,
  questionAnswered,
  recall
};
