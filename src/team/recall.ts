// Team recall beyond what this machine holds: the team server's full-text search, time-boxed, its hits kept here
// as fetched copies (so the local recall that follows ranks them with everything else, and marks them as team items).
// A server that is down or slow costs one time box, then is skipped for a while (doubling), never an error.
import type { Actor } from '../store/audit.js';
import type { Db } from '../store/connection.js';
import { getTeamLink, keepFetchedItems } from '../store/team.js';
import { searchTeamServer, type TeamAccess } from './service.js';

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

  constructor(private readonly opts: TeamServerRecallOptions) {}

  /** Asks the server's search and keeps what it returns here. Never throws; never waits longer than the time box. */
  async fetch(query: string, limit: number): Promise<TeamFetch> {
    const { db, now } = this.opts;
    const link = getTeamLink(db);
    if (!link) return { status: 'no-team' };
    if (now() < Math.max(this.skipUntil, link.nextAttemptAt)) return { status: 'skipped' };
    const hits = await searchTeamServer(db, this.opts.access, query, limit, this.opts.timeoutMs ?? TEAM_SERVER_RECALL_TIMEOUT_MS);
    if (!hits) {
      const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 30_000, maxMs: 10 * 60_000 };
      this.skipUntil = now() + Math.min(maxMs, baseMs * 2 ** Math.min(this.failures++, 20));
      return { status: 'unavailable' };
    }
    this.failures = 0;
    this.skipUntil = 0;
    try {
      return { status: 'ok', added: keepFetchedItems(db, hits.map((h) => h.change), { actor: this.opts.actor, now: now() }) };
    } catch (err) {
      // The store is busy (another writer past the lock timeout): the hits are not kept this time; recall goes on.
      this.opts.onError?.(err);
      return { status: 'ok', added: [] };
    }
  }
}

/** What recall says about the team server's part of an answer (null: nothing worth saying). */
export function teamFetchNotice(f: TeamFetch): string | null {
  if (f.status === 'unavailable') return 'the team server is unreachable or slow: local and synced team items only';
  if (f.status === 'skipped') return 'the team server is skipped for a while (it did not answer): local and synced team items only';
  if (f.status === 'ok' && f.added.length) return `fetched from the team server: ${f.added.join(', ')}`;
  return null;
}
