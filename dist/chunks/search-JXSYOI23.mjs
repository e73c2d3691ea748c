import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall,
  toHit
} from "./chunk-JSTFRTFC.mjs";
import "./chunk-6ZEEEWSR.mjs";
import "./chunk-BUS46UVT.mjs";
import "./chunk-KSO6UZF7.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-NC3FGBR5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall,
  toHit
};
