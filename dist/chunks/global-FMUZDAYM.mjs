import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-ARYBCOHG.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
