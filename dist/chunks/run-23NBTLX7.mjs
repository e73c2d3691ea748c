import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-MQKJ2ICZ.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
