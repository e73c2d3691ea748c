import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-K5L3F2ES.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-QEC4YU64.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-TZUUJYKO.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-APOKXDUO.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
