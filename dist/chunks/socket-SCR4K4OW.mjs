import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  serveRecallSocket
} from "./chunk-H4PIAG63.mjs";
import "./chunk-NG2DCVL2.mjs";
import {
  queryRecallSocket
} from "./chunk-DIBRWMRN.mjs";
import {
  recallSocketPath
} from "./chunk-IKX7RXLT.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
};
