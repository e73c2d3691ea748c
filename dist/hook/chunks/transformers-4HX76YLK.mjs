import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
} from "./chunk-WJ4PT3VO.mjs";
import "./chunk-73OEYI4L.mjs";
import "./chunk-F7RHODVR.mjs";
export {
  DEFAULT_TRANSFORMERS_MODEL,
  loadTransformersEmbedder,
  makeIdleTimeoutFetch
};
