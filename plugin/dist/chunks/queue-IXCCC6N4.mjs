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
} from "./chunk-TS3543WA.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-5G6HYVAM.mjs";
import "./chunk-H3GK5Y3V.mjs";
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
