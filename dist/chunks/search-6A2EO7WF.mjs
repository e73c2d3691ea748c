import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  recall,
  toHit
} from "./chunk-PZ7ERYHC.mjs";
import "./chunk-KSO6UZF7.mjs";
import "./chunk-6ZEEEWSR.mjs";
import "./chunk-T3S3UNON.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-S56EIDYH.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  recall,
  toHit
};
