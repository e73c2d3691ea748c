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
    // A turn is shown as its card (the prompt, the reply, the commands), which its summary only samples; so is a
    // prompt, which recall shows as its turn.
    const card = kind === 'turn' ? turnCard(db, ref) : kind === 'prompt' ? promptTurnCard(db, ref) : undefined;
    const text = card?.text ?? KIND_BEHAVIOUR[kind].locate(db, ref)?.label;
    if (text) out.push({ id, text });
  }
  return out;
}

function turnCard(db: Db, id: string): { text: string } | undefined {
  return statement(db, 'SELECT coalesce(card, summary) AS text FROM turn_summaries WHERE id = ?').get(id) as { text: string } | undefined;
}

function promptTurnCard(db: Db, promptId: string): { text: string } | undefined {
  return statement(
    db,
    `SELECT coalesce(t.card, t.summary) AS text FROM prompts p
       JOIN turn_summaries t ON t.session_id = p.session_id AND t.prompt_number = p.prompt_number WHERE p.id = ?`,
  ).get(promptId) as { text: string } | undefined;
}
