import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  anySessionSocket,
  handOverToServer,
  projectSockets,
  queryRecallSocket,
  sessionSocketPath,
  useSocketTransport
} from "./chunk-TSOXABDK.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  anySessionSocket,
  handOverToServer,
  projectSockets,
  queryRecallSocket,
  sessionSocketPath,
  useSocketTransport
};
