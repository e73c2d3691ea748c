import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-SVVGD5YK.mjs";
import "./chunk-Q6Y5F7MU.mjs";
import "./chunk-F7RHODVR.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
