import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-BO4POWCD.mjs";
import "./chunk-QLOW3BDR.mjs";
import "./chunk-LNPI4YO2.mjs";
import "./chunk-KLPYKDND.mjs";
import "./chunk-GRAMBIVZ.mjs";
import "./chunk-VWU36464.mjs";
import "./chunk-SW6KHEH5.mjs";
import "./chunk-RC5DJEYQ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
