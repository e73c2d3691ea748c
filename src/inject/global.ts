// What the user-wide global memory adds to a project's SessionStart digest: its verified, current preferences,
// conventions and decisions, minus those the project already holds itself (its copy speaks for both).
import type { Db } from '../store/connection.js';
import { scopedId } from '../store/kinds.js';
import { currentVerifiedItems, findEquivalentItem, itemId } from '../store/knowledge.js';

export interface GlobalDigestItem {
  id: string;
  type: string;
  text: string;
  reason: string;
}

/** Preferences first: they are what a session in a new project most often needs from the user's other work. */
const ORDER = ['preference', 'convention', 'decision'] as const;
/** Read beyond the limit so the project's own copies can drop out without leaving the list short. */
const POOL_FACTOR = 2;

export function globalDigestItems(projectDb: Db, globalDb: Db, limit = 30): GlobalDigestItem[] {
  return currentVerifiedItems(globalDb, ORDER, limit * POOL_FACTOR)
    .filter((r) => !findEquivalentItem(projectDb, r.type, r.text, r.subjectKey))
    .slice(0, limit)
    .map((r) => ({ id: scopedId('global', itemId(r)), type: r.type, text: r.text, reason: r.reason }));
}
