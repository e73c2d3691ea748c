import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-6DPV74LB.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
