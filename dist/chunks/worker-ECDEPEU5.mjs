import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-RYDRKR74.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-ZXPKI7PY.mjs";
import "./chunk-XT4BGGEH.mjs";
import "./chunk-ZGGGY7F4.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-X5COTTDY.mjs";
import "./chunk-SDNQZF2B.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
