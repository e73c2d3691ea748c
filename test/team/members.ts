// Simulated team members for the team tests: each one its own project store (a real SQLite file in its own data
// dir), its own PostgreSQL role, linked to the same team and project on a real server.
import { openDatabase, type Db } from '../../src/store/connection.js';
import Database from 'better-sqlite3';
import path from 'node:path';
import { createItem, type ItemType } from '../../src/store/knowledge.js';
import { connectTeam, shareItem } from '../../src/store/team.js';
import { openTeamServer, parseTeamUrl } from '../../src/team/connection.js';
import { syncLinkedTeam, type SyncReport } from '../../src/team/sync.js';
import type { TeamServer } from '../../src/team/protocol.js';
import { recall } from '../../src/recall/search.js';
import { tempDir, T0 } from '../helpers/seed.js';
import type { PgServer } from './pg-server.js';

export interface Member {
  role: string;
  db: Db;
  file: string;
  now: () => number;
  remember(text: string, opts?: { type?: ItemType; share?: boolean }): number;
  /** Syncs; `wrap` stands between sync and the real server (to fail it at a chosen moment). */
  sync(wrap?: (s: TeamServer) => TeamServer): Promise<SyncReport | null>;
  search(q: string): Promise<{ id: string; text: string; sharedBy?: string }[]>;
}

let clockAt = T0;

export async function addMember(
  server: PgServer,
  role: string,
  opts: { team?: string; project?: string; password?: string; keepRecent?: number; keepFetched?: number } = {},
): Promise<Member> {
  const password = opts.password ?? `${role}-pw`;
  const file = path.join(tempDir('cm-team-member-'), 'project.db');
  const db = openDatabase(Database, file);
  const now = () => (clockAt += 1_000);
  const { server: url } = parseTeamUrl(server.url(role, password));
  connectTeam(
    db,
    {
      team: opts.team ?? 'core',
      server: url,
      role,
      project: opts.project ?? 'github.com/acme/app',
      keepRecent: opts.keepRecent,
      keepFetched: opts.keepFetched,
    },
    now(),
  );
  const ctx = () => ({ actor: 'cli' as const, now: now() });
  return {
    role,
    db,
    file,
    now,
    remember(text, o = {}) {
      const r = createItem(db, { type: o.type ?? 'decision', text, origin: 'explicit', source: 'manual', validFrom: now() }, ctx());
      if (r.outcome === 'blocked') throw new Error(r.why);
      if (o.share !== false) shareItem(db, r.id, ctx());
      return r.id;
    },
    sync: (wrap = (s) => s) =>
      syncLinkedTeam({
        db,
        now,
        ctx,
        open: async (s) => wrap(await openTeamServer({ server: s, password, connectTimeoutMs: 2_000, statementTimeoutMs: 10_000 })),
      }),
    async search(q) {
      const r = await recall({ db, now: now(), weights: { fts: 1, vector: 0 } }, q, { limit: 20, mode: 'fts' });
      return r.hits.map((h) => ({ id: h.id, text: h.snippet, sharedBy: h.shared_by }));
    },
  };
}
