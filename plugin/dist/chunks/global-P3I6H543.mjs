import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  globalDigestItems
} from "./chunk-VJRQQOX7.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  globalDigestItems
};
