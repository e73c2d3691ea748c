import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  LEASE_NAME,
  acknowledge,
  acquireLease,
  backoffMs,
  claimHolders,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  enqueue,
  leaseHolder,
  parseTurnTarget,
  queueClosedSession,
  queueSessionWork,
  queueStats,
  queueTurns,
  queueWaits,
  queuedTurnCount,
  recordFailure,
  releaseClaims,
  releaseLease,
  turnTarget
} from "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  LEASE_NAME,
  acknowledge,
  acquireLease,
  backoffMs,
  claimHolders,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  enqueue,
  leaseHolder,
  parseTurnTarget,
  queueClosedSession,
  queueSessionWork,
  queueStats,
  queueTurns,
  queueWaits,
  queuedTurnCount,
  recordFailure,
  releaseClaims,
  releaseLease,
  turnTarget
};
