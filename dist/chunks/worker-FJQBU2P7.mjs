import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-FBH6Q7KQ.mjs";
import "./chunk-HARAQNXZ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-HKXM2YGJ.mjs";
import "./chunk-YR755NT4.mjs";
import "./chunk-V2JGOLJS.mjs";
import "./chunk-RUVUNKXK.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker
};
