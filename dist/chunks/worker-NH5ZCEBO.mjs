import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-VXJD2QRP.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-47UQ3FDZ.mjs";
import "./chunk-3UA2H2X3.mjs";
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
