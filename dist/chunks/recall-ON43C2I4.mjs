import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
} from "./chunk-LZW25INP.mjs";
import "./chunk-EXP23AUO.mjs";
import "./chunk-DKYAD7CS.mjs";
import "./chunk-CNVARNZ2.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
};
