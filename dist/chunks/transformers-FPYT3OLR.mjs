import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-6ERS2K2O.mjs";
import "./chunk-AQEFIOLY.mjs";
import "./chunk-VR3GZNNL.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
