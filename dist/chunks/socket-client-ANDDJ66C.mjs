import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  handOverToServer,
  projectSockets,
  queryRecallSocket,
  recallSocketPath,
  useSocketTransport
} from "./chunk-NCTKNDRA.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  HOOK_CONFIRMATION,
  MAX_HANDOVER_CHARS,
  MAX_QUERY_CHARS,
  handOverToServer,
  projectSockets,
  queryRecallSocket,
  recallSocketPath,
  useSocketTransport
};
