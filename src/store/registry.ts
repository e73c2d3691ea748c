// The user-wide project registry (global.db): which projects have a memory, where their store lives.
import type { Db } from './connection.js';

export interface RegisteredProject {
  key: string;
  identity: string;
  name: string;
  root: string;
  dbPath: string;
  lastSeenAt: number;
}

/**
 * Notes a project's store; a known key takes the project's current root, name and identity (a repository keeps its
 * key when it moves or is renamed). `onlyIfChanged`: a project registered as it is now is left as it is.
 */
export function registerProject(
  db: Db,
  p: Omit<RegisteredProject, 'lastSeenAt'>,
  at: number,
  opts: { onlyIfChanged?: boolean } = {},
): void {
  db.prepare(
    `INSERT INTO projects (key, identity, name, root, db_path, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET last_seen_at = excluded.last_seen_at, root = excluded.root, name = excluded.name,
       identity = excluded.identity
     WHERE NOT ? OR (projects.root, projects.name, projects.identity) IS NOT (excluded.root, excluded.name, excluded.identity)`,
  ).run(p.key, p.identity, p.name, p.root, p.dbPath, at, at, opts.onlyIfChanged ? 1 : 0);
}

/** Most recently seen first. */
export function registeredProjects(db: Db): RegisteredProject[] {
  return (
    db.prepare('SELECT key, identity, name, root, db_path, last_seen_at FROM projects ORDER BY last_seen_at DESC').all() as {
      key: string;
      identity: string;
      name: string;
      root: string;
      db_path: string;
      last_seen_at: number;
    }[]
  ).map((r) => ({ key: r.key, identity: r.identity, name: r.name, root: r.root, dbPath: r.db_path, lastSeenAt: r.last_seen_at }));
}
