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
} from "./chunk-AOQBVCPM.mjs";
import "./chunk-KA3KQOAG.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-2PKLQ3MX.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-I4HUXKHN.mjs";
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
