// Prepared statements cached per connection: preparing costs tens of microseconds and recall runs a handful per
// query, on the prompt path too. Keyed by SQL text, so callers keep writing plain SQL.
import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.js';

const cache = new WeakMap<Db, Map<string, Statement>>();
/** Statements with generated SQL (IN lists, filters) vary; past this many, the oldest are dropped. */
const MAX_PER_DB = 200;

export function statement(db: Db, sql: string): Statement {
  let byText = cache.get(db);
  if (!byText) cache.set(db, (byText = new Map()));
  let stmt = byText.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (byText.size >= MAX_PER_DB) byText.delete(byText.keys().next().value!);
    byText.set(sql, stmt);
  }
  return stmt;
}
