import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-ZFXYKY6M.mjs";
import "./chunk-CITHCAO7.mjs";
import "./chunk-7C5TB666.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
