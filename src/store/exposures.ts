// What the plugin showed each session: the SessionStart digest, the memories injected with a prompt, what its own
// tools answered (recall hits, explanations). By id only, read back when the worker extracts knowledge from a turn,
// so text that restates one of them is never taken for new evidence.
import type { Db } from './connection.js';
import { statement } from './statements.js';

/** Notes memories shown to a session at a turn (inside the caller's unit of work); the first showing is kept. */
export function recordShown(db: Db, s: { sessionId: string; promptNumber: number; memoryIds: string[]; at: number }): void {
  const insert = statement(
    db,
    'INSERT OR IGNORE INTO session_exposures (session_id, memory_id, prompt_number, shown_at) VALUES (?, ?, ?, ?)',
  );
  for (const id of s.memoryIds) insert.run(s.sessionId, id, s.promptNumber, s.at);
}

/** The ids of memories the session was shown by the end of turn `promptNumber` (its digest counts as turn 0). */
export function shownBy(db: Db, sessionId: string, promptNumber: number): string[] {
  return (
    statement(db, 'SELECT memory_id FROM session_exposures WHERE session_id = ? AND prompt_number <= ? ORDER BY shown_at, memory_id').all(
      sessionId,
      promptNumber,
    ) as { memory_id: string }[]
  ).map((r) => r.memory_id);
}
