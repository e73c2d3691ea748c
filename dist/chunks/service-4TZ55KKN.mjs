import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps
} from "./chunk-XK6XRKGL.mjs";
import "./chunk-VEHCZD6I.mjs";
import "./chunk-5CJSU74K.mjs";
import "./chunk-5PDO4QAU.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-TVLF2IJQ.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  searchTeamServer,
  syncProjectTeam,
  teamLogin,
  teamSyncDeps
};
