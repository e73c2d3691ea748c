import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-VD2C2AIH.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
