// What the CLI, the MCP server and the worker share to reach a project's team server: the login (password from the
// project's 0600 file, else PGPASSWORD, else ~/.pgpass), a sync, and a time-boxed server search. No env is read
// here: the composition root passes the password it found.
import type { Actor } from '../store/audit.js';
import type { Db } from '../store/connection.js';
import { getTeamLink } from '../store/team.js';
import type { TeamLogin } from './connection.js';
import { credentialsFile, readTeamPassword } from './credentials.js';
import type { ServerHit } from './protocol.js';
import { syncLinkedTeam, type SyncReport, type TeamSyncDeps } from './sync.js';

export interface TeamAccess {
  dataDir: string;
  projectKey: string;
  /** PGPASSWORD, as the composition root read it. */
  envPassword?: string;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

export function teamLogin(access: TeamAccess, server: string): TeamLogin {
  return {
    server,
    password: readTeamPassword(credentialsFile(access.dataDir, access.projectKey)) ?? access.envPassword ?? undefined,
    connectTimeoutMs: access.connectTimeoutMs ?? 5_000,
    statementTimeoutMs: access.statementTimeoutMs ?? 60_000,
  };
}

export function teamSyncDeps(db: Db, access: TeamAccess, now: () => number, actor: Actor): TeamSyncDeps {
  // node-postgres is loaded only when a sync actually connects (the worker thread starts without it).
  return {
    db,
    now,
    ctx: () => ({ actor, now: now() }),
    open: async (server) => (await import('./connection.js')).openTeamServer(teamLogin(access, server)),
  };
}

export function syncProjectTeam(db: Db, access: TeamAccess, now: () => number, actor: Actor): Promise<SyncReport | null> {
  return syncLinkedTeam(teamSyncDeps(db, access, now, actor));
}

/**
 * Full-text search on the team server, for a team memory too large to pull; null when no team is linked or the
 * server does not answer within `timeoutMs` (recall then shows the local hits alone).
 */
export async function searchTeamServer(
  db: Db,
  access: TeamAccess,
  query: string,
  limit: number,
  timeoutMs: number,
): Promise<ServerHit[] | null> {
  const link = getTeamLink(db);
  if (!link) return null;
  const work = (async () => {
    const { openTeamServer } = await import('./connection.js');
    const server = await openTeamServer(teamLogin({ ...access, connectTimeoutMs: timeoutMs, statementTimeoutMs: timeoutMs }, link.server));
    try {
      return await server.search({ team: link.team, project: link.project }, query, limit);
    } finally {
      await server.close().catch(() => {});
    }
  })();
  return timeBoxed(
    work.catch(() => null),
    timeoutMs,
  );
}

/** `work`'s result, or null when it takes longer than `ms` (the work itself is not stopped). */
export async function timeBoxed<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
