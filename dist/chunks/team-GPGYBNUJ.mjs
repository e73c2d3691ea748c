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
} from "./chunk-DXMU6JLA.mjs";
import "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
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
