import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
} from "./chunk-6WBPHRQX.mjs";
import "./chunk-QOHVQDK4.mjs";
import "./chunk-QGXPEVTT.mjs";
import "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
};
