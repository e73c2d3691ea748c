import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  PUBLISH_MODES,
  applyPublish,
  planPublish,
  readOrNull,
  withBlock
} from "./chunk-VZGGSKV3.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  PUBLISH_MODES,
  applyPublish,
  planPublish,
  readOrNull,
  withBlock
};
