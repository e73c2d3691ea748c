import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-N6RMHZ3W.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-MNSUSGDN.mjs";
import "./chunk-X5OXDQT5.mjs";
import "./chunk-I3LDHECP.mjs";
import "./chunk-G6EYSXMC.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
