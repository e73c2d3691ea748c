import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-CBVUGKKJ.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
