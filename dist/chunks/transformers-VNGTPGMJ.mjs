import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-RUOZAEUW.mjs";
import "./chunk-NMUFEXYB.mjs";
import "./chunk-F3DGE62M.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  isModelOnDisk,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
