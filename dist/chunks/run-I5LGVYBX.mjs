import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-TFPQD62G.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
