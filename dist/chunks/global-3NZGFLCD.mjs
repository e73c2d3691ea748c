import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-KA53Q2E6.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
