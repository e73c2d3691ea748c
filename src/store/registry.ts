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

export function registerProject(db: Db, p: Omit<RegisteredProject, 'lastSeenAt'>, at: number): void {
  db.prepare(
    `INSERT INTO projects (key, identity, name, root, db_path, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET last_seen_at = excluded.last_seen_at, root = excluded.root`,
  ).run(p.key, p.identity, p.name, p.root, p.dbPath, at, at);
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
