import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  syncLinkedTeam
} from "./chunk-4GRG2MPV.mjs";
import {
  getTeamLink
} from "./chunk-S4EXTRZB.mjs";
import {
  credentialsFile,
  readTeamPassword
} from "./chunk-VNKNK7OD.mjs";

// src/team/service.ts
function teamLogin(access, server) {
  return {
    server,
    password: readTeamPassword(credentialsFile(access.dataDir, access.projectKey)) ?? access.envPassword ?? void 0,
    connectTimeoutMs: access.connectTimeoutMs ?? 5e3,
    statementTimeoutMs: access.statementTimeoutMs ?? 6e4
  };
}
function teamSyncDeps(db, access, now, actor) {
  return {
    db,
    now,
    ctx: () => ({ actor, now: now() }),
    open: async (server) => (await import("./connection-F6ZDVBVM.mjs")).openTeamServer(teamLogin(access, server))
  };
}
function syncProjectTeam(db, access, now, actor) {
  return syncLinkedTeam(teamSyncDeps(db, access, now, actor));
}
async function searchTeamServer(db, access, query, limit, timeoutMs) {
  const link = getTeamLink(db);
  if (!link) return null;
  const work = (async () => {
    const { openTeamServer } = await import("./connection-F6ZDVBVM.mjs");
    const server = await openTeamServer(teamLogin({ ...access, connectTimeoutMs: timeoutMs, statementTimeoutMs: timeoutMs }, link.server));
    try {
      return await server.search({ team: link.team, project: link.project }, query, limit);
    } finally {
      await server.close().catch(() => {
      });
    }
  })();
  return timeBoxed(
    work.catch(() => null),
    timeoutMs
  );
}
async function timeBoxed(work, ms) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export {
  teamLogin,
  teamSyncDeps,
  syncProjectTeam,
  searchTeamServer,
  timeBoxed
};
