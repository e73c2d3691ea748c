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
} from "./chunk-GZO7CF6H.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-NJNA4NBR.mjs";
import "./chunk-7PTM76NV.mjs";
import "./chunk-TTRUGMK2.mjs";
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
