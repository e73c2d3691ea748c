import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
} from "./chunk-DKYAD7CS.mjs";
import "./chunk-CNVARNZ2.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  BACKGROUND_PULL_INTERVAL_MS,
  SqliteTeamReplica,
  backgroundTeamSync,
  syncLinkedTeam,
  syncTeam
};
