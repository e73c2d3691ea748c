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
} from "./chunk-ONOW7BMI.mjs";
import "./chunk-LDMXM354.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-FZ5JHNXO.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-E4HJ5UOU.mjs";
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
