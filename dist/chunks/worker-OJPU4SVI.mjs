import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-6X54XA5W.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-KSO6UZF7.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-3JKN4G65.mjs";
import "./chunk-7CQCRRDR.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-S56EIDYH.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
