import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall,
  toHit
} from "./chunk-QSAOJ5KC.mjs";
import "./chunk-6QBLNORT.mjs";
import "./chunk-LSKYGGY6.mjs";
import "./chunk-VXFWSCMY.mjs";
import "./chunk-NC3FGBR5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall,
  toHit
};
