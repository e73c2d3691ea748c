import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  publishMemory
} from "./chunk-SRDRRPDL.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-G3NMZPKG.mjs";
import "./chunk-FG57XF2U.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  publishMemory
};
