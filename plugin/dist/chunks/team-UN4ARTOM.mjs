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
} from "./chunk-YZ7U3DJR.mjs";
import "./chunk-LNN3ILOD.mjs";
import "./chunk-KYESI4SN.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-FMDW25KC.mjs";
import "./chunk-TS3543WA.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
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
