import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
} from "./chunk-JJGJFGC4.mjs";
import "./chunk-LWFLJNIZ.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  queryRecallSocket,
  recallSocketPath,
  serveRecallSocket
};
