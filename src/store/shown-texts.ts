// The texts of what the plugin showed a session (store/exposures.ts keeps the ids), as stored now: what the worker
// compares a turn's sentences with, so a restatement is not taken for evidence. Read side of the worker only (it
// reads the memory kinds' table, which the hook path never loads).
import type { Db } from './connection.js';
import { shownBy } from './exposures.js';
import { isItemType, parseMemoryId } from './kinds.js';
import { findItem } from './knowledge.js';
import { KIND_BEHAVIOUR } from './memory-kinds.js';
import { statement } from './statements.js';

/** A memory as the session was shown it: its text (an item's with its reason), and an item's value facets. */
export interface ShownText {
  id: string;
  text: string;
  value?: string | null;
  replaces?: string | null;
}

/** The memories the session was shown by the end of turn `promptNumber`, with their text as stored now. */
export function shownTexts(db: Db, sessionId: string, promptNumber: number): ShownText[] {
  const out: ShownText[] = [];
  for (const id of shownBy(db, sessionId, promptNumber)) {
    const parsed = parseMemoryId(id);
    if (!parsed.ok) continue;
    const { kind, ref } = parsed.id;
    if (isItemType(kind)) {
      const item = findItem(db, kind, ref);
      if (item) out.push({ id, text: item.reason ? `${item.text} ${item.reason}` : item.text, value: item.value, replaces: item.replaces });
      continue;
    }
    // A turn is shown as its card (the prompt, the reply, the commands), which its summary only samples.
    const card =
      kind === 'turn'
        ? (statement(db, 'SELECT coalesce(card, summary) AS text FROM turn_summaries WHERE id = ?').get(ref) as
            | { text: string }
            | undefined)
        : undefined;
    const text = card?.text ?? KIND_BEHAVIOUR[kind].locate(db, ref)?.label;
    if (text) out.push({ id, text });
  }
  return out;
}
