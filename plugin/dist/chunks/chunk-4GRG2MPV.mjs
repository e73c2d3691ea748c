import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  applyPulledChanges,
  getTeamLink,
  outboxSize,
  pendingChanges,
  pullRequestOf,
  recordSyncAttempt,
  settlePush
} from "./chunk-S4EXTRZB.mjs";

// src/team/sync.ts
var SqliteTeamReplica = class {
  constructor(db, ctx) {
    this.db = db;
    this.ctx = ctx;
  }
  db;
  ctx;
  async pending(limit, withVectors) {
    return pendingChanges(this.db, limit, withVectors);
  }
  async settle(sent, outcomes) {
    settlePush(this.db, sent, outcomes, this.ctx());
  }
  async pullRequest() {
    return pullRequestOf(this.db);
  }
  async applyPulled(changes, head) {
    applyPulledChanges(this.db, changes, this.ctx(), head);
  }
};
var BATCH = 500;
var MAX_PUSH_ROUNDS = 1e3;
async function syncTeam(replica, server, scope, batch = BATCH) {
  const report = { pushed: 0, pulled: 0, conflicts: 0 };
  report.pulled += await pull(replica, server, scope);
  const withVectors = await server.vectors?.() ?? false;
  for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
    const pending = await replica.pending(batch, withVectors);
    if (!pending.length) break;
    const outcomes = await server.push(scope, pending);
    await replica.settle(pending, outcomes);
    report.pushed += outcomes.filter((o) => o.result === "applied").length;
    report.conflicts += outcomes.filter((o) => o.result === "conflict").length;
  }
  report.pulled += await pull(replica, server, scope);
  return report;
}
async function pull(replica, server, scope) {
  const request = await replica.pullRequest();
  const { head, changes } = await server.pull(scope, request);
  if (head <= request.afterSeq && !changes.length) return 0;
  await replica.applyPulled(changes, head);
  return changes.length;
}
async function syncLinkedTeam(deps, backoff = { baseMs: 5e3, maxMs: 10 * 6e4 }) {
  const link = getTeamLink(deps.db);
  if (!link) return null;
  let server = null;
  try {
    server = await deps.open(link.server);
    const report = await syncTeam(new SqliteTeamReplica(deps.db, deps.ctx), server, { team: link.team, project: link.project });
    recordSyncAttempt(deps.db, { ok: true, now: deps.now(), baseBackoffMs: backoff.baseMs, maxBackoffMs: backoff.maxMs });
    return report;
  } catch (err) {
    recordSyncAttempt(deps.db, {
      ok: false,
      error: err.message,
      now: deps.now(),
      baseBackoffMs: backoff.baseMs,
      maxBackoffMs: backoff.maxMs
    });
    throw err;
  } finally {
    await server?.close().catch(() => {
    });
  }
}
var BACKGROUND_PULL_INTERVAL_MS = 6e4;
async function backgroundTeamSync(deps, onError, intervalMs = BACKGROUND_PULL_INTERVAL_MS) {
  const link = getTeamLink(deps.db);
  if (!link || deps.now() < link.nextAttemptAt) return;
  if (link.lastSyncAt != null && deps.now() - link.lastSyncAt < intervalMs && outboxSize(deps.db) === 0) return;
  await syncLinkedTeam(deps).catch(onError);
}

export {
  SqliteTeamReplica,
  syncTeam,
  syncLinkedTeam,
  BACKGROUND_PULL_INTERVAL_MS,
  backgroundTeamSync
};
