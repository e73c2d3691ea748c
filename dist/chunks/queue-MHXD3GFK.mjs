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
} from "./chunk-HA54KY3D.mjs";
import "./chunk-GRLPG7KU.mjs";
import "./chunk-NC3FGBR5.mjs";
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
