import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  PUBLISH_MODES,
  applyPublish,
  planPublish,
  readOrNull,
  withBlock
} from "./chunk-N6O5MMXR.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  PUBLISH_MODES,
  applyPublish,
  planPublish,
  readOrNull,
  withBlock
};
