// What the user-wide global memory adds to a project's SessionStart digest: its verified, current preferences,
// conventions and decisions, minus those the project already holds itself (its copy speaks for both).
import type { Db } from '../store/connection.js';
import { scopedId } from '../store/kinds.js';
import { findEquivalentItem, itemId } from '../store/knowledge.js';
import { publishableItems } from '../store/knowledge-read.js';

export interface GlobalDigestItem {
  id: string;
  type: string;
  text: string;
  reason: string;
}

/** Preferences first: they are what a session in a new project most often needs from the user's other work. */
const ORDER: Record<string, number> = { preference: 0, convention: 1, decision: 2 };

export function globalDigestItems(projectDb: Db, globalDb: Db, limit = 30): GlobalDigestItem[] {
  return publishableItems(globalDb)
    .filter((r) => !findEquivalentItem(projectDb, r.type, r.text, r.subjectKey))
    .sort((a, b) => (ORDER[a.type] ?? 3) - (ORDER[b.type] ?? 3) || b.id - a.id)
    .slice(0, limit)
    .map((r) => ({ id: scopedId('global', itemId(r)), type: r.type, text: r.text, reason: r.reason }));
}
