import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-HMGFCO5N.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
