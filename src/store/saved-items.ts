// What is saved on purpose (decisions, preferences, conventions, discoveries, code areas), on top of the knowledge
// layer's write path (knowledge.ts), and the standing items a session follows, as the digest and the MCP tools read them.
import type { Actor } from './audit.js';
import type { Db } from './connection.js';
import type { SavedItemType, StandingItemType } from './kinds.js';
import { createItem, findItem, KnowledgeError, supersedeItem, type ItemInput, type ItemSource, type Trust } from './knowledge.js';

export type Source = ItemSource;

export interface DecisionInput {
  decision: string;
  reason: string;
  source: Source;
  sessionId?: string | null;
  promptNumber?: number | null;
  at: number;
  /** Who is saving it, for the audit log (default: the CLI). */
  actor?: Actor;
}

const decisionItem = (d: DecisionInput): ItemInput => ({
  type: 'decision',
  text: d.decision,
  reason: d.reason,
  origin: d.source === 'auto' ? 'inferred' : 'explicit',
  source: d.source,
  validFrom: d.at,
  sessionId: d.sessionId,
  promptNumber: d.promptNumber,
  receipts: [
    {
      kind: d.source === 'auto' ? 'assistant' : 'explicit',
      strength: d.source === 'auto' ? 'inferred' : 'stated',
      sessionId: d.sessionId,
      promptNumber: d.promptNumber,
    },
  ],
});

/**
 * Saves a decision (an item of type decision): sanitized, verified when saved explicitly. The same decision again
 * returns the stored id. Throws KnowledgeError when nothing may be stored (forgotten before, or only secrets).
 */
export function recordDecision(db: Db, d: DecisionInput): number {
  const r = createItem(db, decisionItem(d), { actor: d.actor ?? 'cli', now: d.at });
  if (r.outcome === 'blocked') throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}

/** Saves an item explicitly (verified, source manual), like recordDecision for any saved type; returns its id. */
export function rememberItem(db: Db, type: SavedItemType, d: Omit<DecisionInput, 'source'>): number {
  const r = createItem(db, { ...decisionItem({ ...d, source: 'manual' }), type }, { actor: d.actor ?? 'cli', now: d.at });
  if (r.outcome === 'blocked') throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}

/** Replaces a decision with a corrected one; the old one stays, marked superseded and pointing at the new one. */
export function supersedeDecision(db: Db, oldId: number, replacement: DecisionInput): number | null {
  if (!findItem(db, 'decision', String(oldId))) return null;
  return supersedeItem(db, oldId, { input: decisionItem(replacement) }, { actor: replacement.actor ?? 'cli', now: replacement.at }).newId;
}

export interface DecisionRow {
  id: number;
  type: StandingItemType;
  decision: string;
  reason: string;
  source: Source;
  status: 'active' | 'superseded';
  trust: Trust;
  supersededBy: number | null;
  sessionId: string | null;
  createdAt: number;
  /** Ids (`decision:12`) on the other side of open conflicts: shown together, never one as settled. */
  conflictsWith: string[];
  /** The team member who shared it (null: this machine's own). */
  sharedBy: string | null;
}

/** Which active decisions a reader wants: made since a time, outside one session (filtered before the limit). */
export interface DecisionFilter {
  since?: number;
  exceptSessionId?: string;
}

const ITEM_FILTER = `status = 'active' AND trust != 'rejected' AND created_at >= @since AND session_id IS NOT @except`;
const itemParams = (f: DecisionFilter) => ({ since: f.since ?? 0, except: f.exceptSessionId ?? '' });
const typeList = (types: readonly StandingItemType[]) => `type IN (${types.map((t) => `'${t}'`).join(', ')})`;

export function countActiveDecisions(db: Db, filter: DecisionFilter = {}): number {
  return countActiveItems(db, ['decision'], filter);
}

export function countActiveItems(db: Db, types: readonly StandingItemType[], filter: DecisionFilter = {}): number {
  return (
    db.prepare(`SELECT count(*) AS n FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}`).get(itemParams(filter)) as {
      n: number;
    }
  ).n;
}

/** Current decisions, verified first (then explicit saves, then newest): rejected ones never, candidates last. */
export function activeDecisions(db: Db, limit: number, filter: DecisionFilter = {}): DecisionRow[] {
  return activeItems(db, ['decision'], limit, filter);
}

/** Current items of the given types, ordered as activeDecisions orders decisions. */
export function activeItems(db: Db, types: readonly StandingItemType[], limit: number, filter: DecisionFilter = {}): DecisionRow[] {
  return (
    db
      .prepare(
        `SELECT id, type, text AS decision, reason, source, status, trust, superseded_by AS supersededBy, session_id AS sessionId, created_at AS createdAt,
           CASE WHEN team_uid IS NOT NULL THEN shared_by END AS sharedBy,
           (SELECT group_concat(o.type || ':' || o.id, ' ') FROM memory_conflicts c
              JOIN memory_items o ON o.id = CASE WHEN c.item_a = memory_items.id THEN c.item_b ELSE c.item_a END
            WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id)) AS conflictsWith
         FROM memory_items WHERE ${typeList(types)} AND ${ITEM_FILTER}
         ORDER BY (trust = 'verified') DESC, (source = 'manual') DESC, (coalesce(trim(reason), '') != '') DESC, created_at DESC LIMIT @limit`,
      )
      .all({ ...itemParams(filter), limit }) as (Omit<DecisionRow, 'conflictsWith'> & { conflictsWith: string | null })[]
  ).map((r) => ({ ...r, conflictsWith: r.conflictsWith ? r.conflictsWith.split(' ') : [] }));
}

/** Saves what a file or directory is for (an item of type code_area, keyed by its path). */
export function recordCodeArea(
  db: Db,
  filePath: string,
  description: string,
  source: Source,
  at: number,
  sessionId?: string | null,
  actor: Actor = 'cli',
): number {
  const r = createItem(
    db,
    {
      type: 'code_area',
      text: description,
      subjectKey: filePath,
      origin: source === 'auto' ? 'inferred' : 'explicit',
      source,
      validFrom: at,
      sessionId,
      receipts: [
        {
          kind: source === 'auto' ? 'tool' : 'explicit',
          strength: source === 'auto' ? 'inferred' : 'stated',
          sessionId,
          files: [filePath],
        },
      ],
    },
    { actor, now: at },
  );
  if (r.outcome === 'blocked') throw new KnowledgeError(`Not saved: ${r.why}.`);
  return r.id;
}
