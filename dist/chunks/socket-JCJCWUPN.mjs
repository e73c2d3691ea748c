import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
} from "./chunk-PGIAPMZO.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
};
