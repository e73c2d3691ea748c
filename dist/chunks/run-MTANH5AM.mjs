import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-OBS7J2WG.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-RABHH7WM.mjs";
import "./chunk-BMUFBBVA.mjs";
import "./chunk-M4MJXY7J.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
