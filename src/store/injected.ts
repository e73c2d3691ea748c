// What prompt-time injection already showed each session, so nothing is offered twice.
import type { Db } from './connection.js';

export function alreadyInjected(db: Db, sessionId: string, memoryIds: string[]): Set<string> {
  const shown = db.prepare('SELECT 1 FROM injected_memories WHERE session_id = ? AND memory_id = ?');
  return new Set(memoryIds.filter((id) => shown.get(sessionId, id)));
}

/** Unit of work: remembers what this prompt's injection showed. */
export function markInjected(db: Db, sessionId: string, memoryIds: string[], at: number): void {
  const mark = db.prepare('INSERT OR IGNORE INTO injected_memories (session_id, memory_id, injected_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const id of memoryIds) mark.run(sessionId, id, at);
  }).immediate();
}
