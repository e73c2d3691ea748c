// Memory ids resolved against a store, on top of the kind registry (kinds.ts): session and rollup refs may be unique
// session-id prefixes, and an item id may be an old `code_area:N` from before the items table.
import type { Db } from './connection.js';
import { MEMORY_KINDS, parseMemoryId as parseId, type MemoryId } from './kinds.js';
import { findItem, isItemType, ITEM_TYPES } from './knowledge.js';
import { resolveSessionId } from './read.js';

export class MemoryIdError extends Error {
  readonly code = 'E_MEMORY_ID';
}

/** Parses an id and resolves a session prefix; throws MemoryIdError with what a valid id looks like. */
export function parseMemoryId(db: Db, text: string): MemoryId {
  const parsed = parseId(text);
  if (!parsed.ok) throw new MemoryIdError(parsed.error);
  if (MEMORY_KINDS[parsed.id.kind].ref !== 'session') return parsed.id;
  const session = resolveSessionId(db, parsed.id.ref);
  if (!session) throw new MemoryIdError(`No session "${parsed.id.ref}" in this project's memory (pass a full id or a unique prefix).`);
  return { kind: parsed.id.kind, ref: session };
}

/** An item id (decision:12, ...; a bare number is the item's own id) as the item's row id. */
export function parseItemId(db: Db, text: string | number): number {
  if (typeof text === 'number' || /^\d+$/.test(String(text))) return Number(text);
  const { kind, ref } = parseMemoryId(db, text);
  if (!isItemType(kind)) throw new MemoryIdError(`"${text}" is not a knowledge item (${ITEM_TYPES.join(', ')}).`);
  const item = findItem(db, kind, ref);
  if (!item) throw new MemoryIdError(`No ${kind} ${ref} in this project's memory.`);
  return item.id;
}
