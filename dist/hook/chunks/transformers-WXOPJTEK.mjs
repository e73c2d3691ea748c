import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-NKZANPSS.mjs";
import "./chunk-32WLN3B3.mjs";
import "./chunk-F7RHODVR.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
