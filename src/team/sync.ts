// The sync protocol, over the two sides' async interfaces (protocol.ts): pull first (so another member's change to
// an item arrives before ours is judged), push the outbox in batches (each settled in the member's store: removed,
// applied or turned into a conflict), pull again. Every step is idempotent: a server that goes away mid-sync leaves
// the outbox and the cursor where the last committed step put them, and the next sync goes on from there.
import type { Db } from '../store/connection.js';
import {
  applyPulledChanges,
  getTeamLink,
  outboxSize,
  pendingChanges,
  pullRequestOf,
  recordSyncAttempt,
  settlePush,
} from '../store/team.js';
import type { WriteContext } from '../store/knowledge.js';
import type { OutgoingChange, PullRequest, PushOutcome, ServerChange, TeamReplica, TeamScope, TeamServer } from './protocol.js';

/** The member's project store as a TeamReplica: the store's sync units of work behind the async interface. */
export class SqliteTeamReplica implements TeamReplica {
  constructor(
    private readonly db: Db,
    private readonly ctx: () => WriteContext,
  ) {}

  async pending(limit: number, withVectors: boolean): Promise<OutgoingChange[]> {
    return pendingChanges(this.db, limit, withVectors);
  }

  async settle(sent: OutgoingChange[], outcomes: PushOutcome[]): Promise<void> {
    settlePush(this.db, sent, outcomes, this.ctx());
  }

  async pullRequest(): Promise<PullRequest> {
    return pullRequestOf(this.db);
  }

  async applyPulled(changes: ServerChange[], head: number): Promise<void> {
    applyPulledChanges(this.db, changes, this.ctx(), head);
  }
}

export interface SyncReport {
  pushed: number;
  pulled: number;
  conflicts: number;
}

const BATCH = 500;
/** Rounds of push per sync: items changed again while a push is out wait for the next round, not forever. */
const MAX_PUSH_ROUNDS = 1_000;

export async function syncTeam(replica: TeamReplica, server: TeamServer, scope: TeamScope, batch = BATCH): Promise<SyncReport> {
  const report: SyncReport = { pushed: 0, pulled: 0, conflicts: 0 };
  report.pulled += await pull(replica, server, scope);
  // Vectors go up only to a server that stores them (they are most of an item's bytes).
  const withVectors = (await server.vectors?.()) ?? false;
  for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
    const pending = await replica.pending(batch, withVectors);
    if (!pending.length) break;
    const outcomes = await server.push(scope, pending);
    await replica.settle(pending, outcomes);
    report.pushed += outcomes.filter((o) => o.result === 'applied').length;
    report.conflicts += outcomes.filter((o) => o.result === 'conflict').length;
  }
  report.pulled += await pull(replica, server, scope);
  return report;
}

/**
 * One bounded pull: the changes of items held here and the newest items shared since the cursor, never the whole
 * team memory (the server's search serves the rest). The cursor moves to the server's head with them.
 */
async function pull(replica: TeamReplica, server: TeamServer, scope: TeamScope): Promise<number> {
  const request = await replica.pullRequest();
  const { head, changes } = await server.pull(scope, request);
  if (head <= request.afterSeq && !changes.length) return 0;
  await replica.applyPulled(changes, head);
  return changes.length;
}

export interface TeamSyncDeps {
  db: Db;
  now: () => number;
  ctx: () => WriteContext;
  open: (server: string) => Promise<TeamServer>;
}

/** One sync of the project's team, its outcome recorded for `team status` (and the backoff of background sync). */
export async function syncLinkedTeam(deps: TeamSyncDeps, backoff = { baseMs: 5_000, maxMs: 10 * 60_000 }): Promise<SyncReport | null> {
  const link = getTeamLink(deps.db);
  if (!link) return null;
  let server: TeamServer | null = null;
  try {
    server = await deps.open(link.server);
    const report = await syncTeam(new SqliteTeamReplica(deps.db, deps.ctx), server, { team: link.team, project: link.project });
    recordSyncAttempt(deps.db, { ok: true, now: deps.now(), baseBackoffMs: backoff.baseMs, maxBackoffMs: backoff.maxMs });
    return report;
  } catch (err) {
    recordSyncAttempt(deps.db, {
      ok: false,
      error: (err as Error).message,
      now: deps.now(),
      baseBackoffMs: backoff.baseMs,
      maxBackoffMs: backoff.maxMs,
    });
    throw err;
  } finally {
    await server?.close().catch(() => {});
  }
}

/** How often the worker pulls when it has nothing to push. */
export const BACKGROUND_PULL_INTERVAL_MS = 60_000;

/**
 * The worker's background sync: only when a team is linked, its backoff has passed, and there is something to push
 * or `intervalMs` has passed since the last sync (to pull). Never throws.
 */
export async function backgroundTeamSync(
  deps: TeamSyncDeps,
  onError: (err: unknown) => void,
  intervalMs = BACKGROUND_PULL_INTERVAL_MS,
): Promise<void> {
  const link = getTeamLink(deps.db);
  if (!link || deps.now() < link.nextAttemptAt) return;
  if (link.lastSyncAt != null && deps.now() - link.lastSyncAt < intervalMs && outboxSize(deps.db) === 0) return;
  await syncLinkedTeam(deps).catch(onError);
}
