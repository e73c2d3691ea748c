import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-7QLAEIGY.mjs";
import "./chunk-TOODLMTD.mjs";
import "./chunk-EJBJBP46.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
