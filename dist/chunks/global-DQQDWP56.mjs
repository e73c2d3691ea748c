import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-BEDEZIKN.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
