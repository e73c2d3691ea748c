import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-JAS4AVL4.mjs";
import "./chunk-S3K4H6T2.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-4SQWWITM.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
