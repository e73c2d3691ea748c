import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  teamLogin,
  timeBoxed
} from "./chunk-E7IJV4UR.mjs";
import {
  getTeamLink,
  keepFetchedItems
} from "./chunk-S4EXTRZB.mjs";

// src/team/recall.ts
var TEAM_SERVER_RECALL_TIMEOUT_MS = 1500;
var TeamServerRecall = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  failures = 0;
  skipUntil = 0;
  /** Kept open between recalls (a login costs more than a search); dropped on any error or time-out. */
  connection = null;
  /** Searches go one at a time over the one connection (a hybrid search holds a transaction for its vector side). */
  queue = Promise.resolve();
  /**
   * Asks the server's search and keeps what it returns here. Never throws; never waits longer than the time box.
   * `queryVector` embeds the query with the local encoder; it is asked only of a server that stores vectors.
   */
  async fetch(query, limit, queryVector) {
    const { db, now } = this.opts;
    const link = getTeamLink(db);
    if (!link) return { status: "no-team" };
    if (now() < Math.max(this.skipUntil, link.nextAttemptAt)) return { status: "skipped" };
    const timeoutMs = this.opts.timeoutMs ?? TEAM_SERVER_RECALL_TIMEOUT_MS;
    const run = this.queue.then(() => this.search(link, query, limit, timeoutMs, queryVector));
    this.queue = run.catch(() => {
    });
    const hits = await timeBoxed(run, timeoutMs);
    if (!hits) {
      this.close();
      const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 3e4, maxMs: 10 * 6e4 };
      this.skipUntil = now() + Math.min(maxMs, baseMs * 2 ** Math.min(this.failures++, 20));
      return { status: "unavailable" };
    }
    this.failures = 0;
    this.skipUntil = 0;
    try {
      return {
        status: "ok",
        added: keepFetchedItems(
          db,
          hits.map((h) => h.change),
          { actor: this.opts.actor, now: now() }
        )
      };
    } catch (err) {
      this.opts.onError?.(err);
      return { status: "ok", added: [] };
    }
  }
  /** Closes the kept connection (the MCP server does at shutdown). */
  close() {
    const c = this.connection;
    this.connection = null;
    c?.open.then((s) => s.close()).catch(() => {
    });
  }
  /** Searches over the kept connection; a connection that went stale is replaced once. Null on failure. */
  async search(link, query, limit, timeoutMs, queryVector) {
    if (this.connection && this.connection.server !== link.server) this.close();
    for (let attempt = 0; attempt < 2; attempt++) {
      const reused = this.connection != null;
      const conn = this.connection ??= {
        server: link.server,
        // node-postgres is loaded only when recall first asks a team server.
        open: import("./connection-F6ZDVBVM.mjs").then(
          (m) => m.openTeamServer(teamLogin({ ...this.opts.access, connectTimeoutMs: timeoutMs, statementTimeoutMs: timeoutMs }, link.server))
        )
      };
      try {
        const server = await conn.open;
        const vector = queryVector && await server.vectors?.() ? await queryVector().catch(() => null) : null;
        return await server.search({ team: link.team, project: link.project }, query, limit, vector ?? void 0);
      } catch {
        if (this.connection === conn) this.close();
        if (!reused) return null;
      }
    }
    return null;
  }
};
function teamFetchNotice(f) {
  if (f.status === "unavailable") return "the team server is unreachable or slow: local and synced team items only";
  if (f.status === "skipped") return "the team server is skipped for a while (it did not answer): local and synced team items only";
  if (f.status === "ok" && f.added.length) return `fetched from the team server: ${f.added.join(", ")}`;
  return null;
}

export {
  TEAM_SERVER_RECALL_TIMEOUT_MS,
  TeamServerRecall,
  teamFetchNotice
};
