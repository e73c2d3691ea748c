import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
} from "./chunk-JOAYTEFW.mjs";
import "./chunk-NG2DCVL2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
};
