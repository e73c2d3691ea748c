import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  CompressionWorker
} from "./chunk-OGFITTQC.mjs";
import {
  turnTarget
} from "./chunk-KNCJFBUJ.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-N6ZNRV7I.mjs";
import "./chunk-YG5HFMNI.mjs";
import "./chunk-DL35D7B2.mjs";
import "./chunk-TTYLFMVV.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  CompressionWorker,
  turnTarget
};
