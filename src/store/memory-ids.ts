// `kind:ref` memory ids as recall shows them, parsed in one place for forget, explain and review: every id recall
// shows can be opened, explained and forgotten.
import type { Db } from './connection.js';
import { ITEM_TYPES, isItemType } from './knowledge.js';
import { resolveSessionId } from './read.js';

export const CAPTURED_KINDS = ['prompt', 'assistant', 'summary', 'rollup', 'tool', 'session'] as const;
export const MEMORY_KINDS = [...ITEM_TYPES, ...CAPTURED_KINDS] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

export interface MemoryRef {
  kind: MemoryKind;
  ref: string;
}

export class MemoryIdError extends Error {
  readonly code = 'E_MEMORY_ID';
}

const EXAMPLE = 'e.g. decision:12, preference:40, prompt:7, tool:3, rollup:<session>, session:<id>';

/** Parses and checks the shape of an id; session and rollup refs may be unique session-id prefixes. */
export function parseMemoryId(db: Db, id: string): MemoryRef {
  const at = id.indexOf(':');
  const kind = id.slice(0, at).trim();
  const ref = id.slice(at + 1).trim();
  if (at < 0 || !ref || !(MEMORY_KINDS as readonly string[]).includes(kind)) throw new MemoryIdError(`"${id}" is not a memory id (${EXAMPLE}).`);
  if (kind === 'session' || kind === 'rollup') {
    const session = resolveSessionId(db, ref);
    if (!session) throw new MemoryIdError(`No session "${ref}" in this project's memory (pass a full id or a unique prefix).`);
    return { kind, ref: session };
  }
  if (!/^\d+$/.test(ref)) throw new MemoryIdError(`"${id}": ${kind} ids are numbers (${EXAMPLE}).`);
  return { kind: kind as MemoryKind, ref };
}

/** An item id (decision:12, ...) as a number, or an error saying what an item id looks like. */
export function parseItemId(db: Db, id: string | number): number {
  if (typeof id === 'number' || /^\d+$/.test(String(id))) return Number(id);
  const { kind, ref } = parseMemoryId(db, id);
  if (!isItemType(kind)) throw new MemoryIdError(`"${id}" is not a knowledge item (${ITEM_TYPES.join(', ')}).`);
  const aliased = db.prepare('SELECT item_id FROM memory_item_aliases WHERE kind = ? AND ref = ?').get(kind, ref) as { item_id: number } | undefined;
  const direct = db.prepare('SELECT id FROM memory_items WHERE id = ? AND type = ?').get(Number(ref), kind) as { id: number } | undefined;
  const found = direct?.id ?? aliased?.item_id;
  if (found == null) throw new MemoryIdError(`No ${kind} ${ref} in this project's memory.`);
  return found;
}
