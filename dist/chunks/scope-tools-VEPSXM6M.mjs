import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
} from "./chunk-KZJV25A4.mjs";
import "./chunk-WZ2V3RO4.mjs";
import "./chunk-2VRORSCC.mjs";
import "./chunk-DYOFIGX5.mjs";
import "./chunk-3IOQCK3F.mjs";
import "./chunk-QCJJ36S2.mjs";
import "./chunk-FHNVZ42N.mjs";
import "./chunk-YYB5QG53.mjs";
import "./chunk-THNTKKU2.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-7HFC4V5L.mjs";
import "./chunk-JZGQIKXE.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-FGD7THUS.mjs";
import "./chunk-M4MJXY7J.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  memoryDemoteHandler,
  memoryDemoteInput,
  memoryPromoteHandler,
  memoryPromoteInput,
  registerScopeTools
};
