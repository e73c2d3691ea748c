import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  EARLY_PROMPT_CHARS,
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  askServerToServe,
  beginHandOver,
  hookRequest,
  queryRecallSocket,
  useSocketTransport
} from "./chunk-2Y3VNUK4.mjs";
import {
  projectSockets,
  recallSocketPath
} from "./chunk-IKX7RXLT.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  EARLY_PROMPT_CHARS,
  HOOK_CONFIRMATION,
  MAX_QUERY_CHARS,
  askServerToServe,
  beginHandOver,
  hookRequest,
  projectSockets,
  queryRecallSocket,
  recallSocketPath,
  useSocketTransport
};
