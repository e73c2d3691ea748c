import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-Z5WLSVLF.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-RS5RMTD6.mjs";
import "./chunk-LYI2DQOP.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-5PDO4QAU.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
