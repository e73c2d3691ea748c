import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
} from "./chunk-A5HSRYFB.mjs";
import "./chunk-SYW5QDLW.mjs";
import "./chunk-KN6UGJNO.mjs";
import "./chunk-VV6GX53T.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-ZTQCH55A.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-KNN4AVND.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps,
  timeBoxed
};
