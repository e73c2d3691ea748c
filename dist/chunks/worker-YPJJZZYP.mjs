import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-OFUCETOV.mjs";
import "./chunk-LSKYGGY6.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-5SPDOBEK.mjs";
import "./chunk-GBWZL7JY.mjs";
import "./chunk-VXFWSCMY.mjs";
import "./chunk-NC3FGBR5.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
