// Team recall beyond what this machine holds: the team server's full-text search, time-boxed, its hits kept here
// as fetched copies (so the local recall that follows ranks them with everything else, and marks them as team items).
// A server that is down or slow costs one time box, then is skipped for a while (doubling), never an error.
import type { Actor } from '../store/audit.js';
import type { Db } from '../store/connection.js';
import { getTeamLink, keepFetchedItems, type TeamLink } from '../store/team.js';
import type { ItemEmbedding, ServerHit, TeamServer } from './protocol.js';
import { teamLogin, timeBoxed, type TeamAccess } from './service.js';

/** How long recall waits for the team server before answering with the local hits alone. */
export const TEAM_SERVER_RECALL_TIMEOUT_MS = 1_500;

export type TeamFetch =
  | { status: 'no-team' }
  /** Skipped: the server failed recently (here, or in the worker's background sync). */
  | { status: 'skipped' }
  | { status: 'unavailable' }
  /** Memory ids of the items fetched from the server that were not here before. */
  | { status: 'ok'; added: string[] };

export interface TeamServerRecallOptions {
  db: Db;
  access: TeamAccess;
  now: () => number;
  actor: Actor;
  timeoutMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  onError?: (err: unknown) => void;
}

export class TeamServerRecall {
  private failures = 0;
  private skipUntil = 0;
  /** Kept open between recalls (a login costs more than a search); dropped on any error or time-out. */
  private connection: { server: string; open: Promise<TeamServer> } | null = null;
  /** Searches go one at a time over the one connection (a hybrid search holds a transaction for its vector side). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: TeamServerRecallOptions) {}

  /**
   * Asks the server's search and keeps what it returns here. Never throws; never waits longer than the time box.
   * `queryVector` embeds the query with the local encoder; it is asked only of a server that stores vectors.
   */
  async fetch(query: string, limit: number, queryVector?: () => Promise<ItemEmbedding | null>): Promise<TeamFetch> {
    const { db, now } = this.opts;
    const link = getTeamLink(db);
    if (!link) return { status: 'no-team' };
    if (now() < Math.max(this.skipUntil, link.nextAttemptAt)) return { status: 'skipped' };
    const timeoutMs = this.opts.timeoutMs ?? TEAM_SERVER_RECALL_TIMEOUT_MS;
    const run = this.queue.then(() => this.search(link, query, limit, timeoutMs, queryVector));
    this.queue = run.catch(() => {});
    const hits = await timeBoxed(run, timeoutMs);
    if (!hits) {
      this.close();
      const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 30_000, maxMs: 10 * 60_000 };
      this.skipUntil = now() + Math.min(maxMs, baseMs * 2 ** Math.min(this.failures++, 20));
      return { status: 'unavailable' };
    }
    this.failures = 0;
    this.skipUntil = 0;
    try {
      return {
        status: 'ok',
        added: keepFetchedItems(
          db,
          hits.map((h) => h.change),
          { actor: this.opts.actor, now: now() },
        ),
      };
    } catch (err) {
      // The store is busy (another writer past the lock timeout): the hits are not kept this time; recall goes on.
      this.opts.onError?.(err);
      return { status: 'ok', added: [] };
    }
  }

  /** Closes the kept connection (the MCP server does at shutdown). */
  close(): void {
    const c = this.connection;
    this.connection = null;
    c?.open.then((s) => s.close()).catch(() => {});
  }

  /** Searches over the kept connection; a connection that went stale is replaced once. Null on failure. */
  private async search(
    link: TeamLink,
    query: string,
    limit: number,
    timeoutMs: number,
    queryVector?: () => Promise<ItemEmbedding | null>,
  ): Promise<ServerHit[] | null> {
    if (this.connection && this.connection.server !== link.server) this.close();
    for (let attempt = 0; attempt < 2; attempt++) {
      const reused = this.connection != null;
      const conn = (this.connection ??= {
        server: link.server,
        // node-postgres is loaded only when recall first asks a team server.
        open: import('./connection.js').then((m) =>
          m.openTeamServer(teamLogin({ ...this.opts.access, connectTimeoutMs: timeoutMs, statementTimeoutMs: timeoutMs }, link.server)),
        ),
      });
      try {
        const server = await conn.open;
        const vector = queryVector && (await server.vectors?.()) ? await queryVector().catch(() => null) : null;
        return await server.search({ team: link.team, project: link.project }, query, limit, vector ?? undefined);
      } catch {
        if (this.connection === conn) this.close();
        if (!reused) return null;
      }
    }
    return null;
  }
}

/** What recall says about the team server's part of an answer (null: nothing worth saying). */
export function teamFetchNotice(f: TeamFetch): string | null {
  if (f.status === 'unavailable') return 'the team server is unreachable or slow: local and synced team items only';
  if (f.status === 'skipped') return 'the team server is skipped for a while (it did not answer): local and synced team items only';
  if (f.status === 'ok' && f.added.length) return `fetched from the team server: ${f.added.join(', ')}`;
  return null;
}
