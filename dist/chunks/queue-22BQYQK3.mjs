import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  LEASE_NAME,
  acknowledge,
  acquireLease,
  backoffMs,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  enqueue,
  leaseHolder,
  parseTurnTarget,
  queueSessionWork,
  queueStats,
  queueTurns,
  queuedTurnCount,
  recordFailure,
  releaseLease,
  turnTarget
} from "./chunk-OHXACT77.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-O4UMDIVV.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-4N4EZTNQ.mjs";
import "./chunk-IBHGCGQV.mjs";
export {
  LEASE_NAME,
  acknowledge,
  acquireLease,
  backoffMs,
  claimNext,
  completeRollup,
  completeTurn,
  deferItem,
  dropItem,
  enqueue,
  leaseHolder,
  parseTurnTarget,
  queueSessionWork,
  queueStats,
  queueTurns,
  queuedTurnCount,
  recordFailure,
  releaseLease,
  turnTarget
};
