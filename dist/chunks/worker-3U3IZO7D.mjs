import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-TOPHVHIK.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-7R6KQFY2.mjs";
import "./chunk-G4N46JTE.mjs";
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
