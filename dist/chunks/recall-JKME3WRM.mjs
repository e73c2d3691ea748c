import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
} from "./chunk-KI7ALWYP.mjs";
import "./chunk-JLMU3T23.mjs";
import "./chunk-PDHH4AGP.mjs";
import "./chunk-ONOW7BMI.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
};
