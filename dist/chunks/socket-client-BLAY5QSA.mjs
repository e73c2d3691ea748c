import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  askServerToServe,
  hookRequest,
  queryRecallSocket,
  useSocketTransport
} from "./chunk-36BEEKY7.mjs";
import {
  projectSockets,
  recallSocketPath
} from "./chunk-IKX7RXLT.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  askServerToServe,
  hookRequest,
  projectSockets,
  queryRecallSocket,
  recallSocketPath,
  useSocketTransport
};
