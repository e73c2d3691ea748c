import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-MFIZFWUI.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
