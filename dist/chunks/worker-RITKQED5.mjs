import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-LIVK4ZCU.mjs";
import "./chunk-YQN5QELA.mjs";
import "./chunk-OLOPMYIL.mjs";
import "./chunk-QFNHWSCD.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-OKSBUCAF.mjs";
import "./chunk-BCT5J4CC.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-JTRGLRRZ.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
