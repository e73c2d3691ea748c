import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  DEFAULT_TEAM_BOUNDS,
  applyPulledChanges,
  connectTeam,
  disconnectTeam,
  getTeamItem,
  getTeamLink,
  heldTeamUids,
  keepFetchedItems,
  outboxSize,
  pendingChanges,
  pullRequestOf,
  recordSyncAttempt,
  settlePush,
  shareItem,
  teamCounts,
  teamOf,
  unshareItem
} from "./chunk-CNVARNZ2.mjs";
import "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  DEFAULT_TEAM_BOUNDS,
  applyPulledChanges,
  connectTeam,
  disconnectTeam,
  getTeamItem,
  getTeamLink,
  heldTeamUids,
  keepFetchedItems,
  outboxSize,
  pendingChanges,
  pullRequestOf,
  recordSyncAttempt,
  settlePush,
  shareItem,
  teamCounts,
  teamOf,
  unshareItem
};
