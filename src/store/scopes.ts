// Moving items between a project's store and the user-wide global store (promote, demote). Two SQLite files, so two
// units of work, ordered so that a crash between them loses nothing: the copy is written first (a repeated promote
// finds it and only corroborates), then the source side is audited or withdrawn.
import type { Db } from './connection.js';
import {
  createItem,
  findEquivalentItem,
  getItem,
  itemId,
  KnowledgeError,
  noteItemEvent,
  withdrawItem,
  type ItemInput,
  type ItemRow,
  type Receipt,
  type WriteContext,
} from './knowledge.js';
import { itemReceipts } from './knowledge-read.js';
import { scopedId } from './kinds.js';

export interface ScopeMove {
  /** The item's id in the project store (after a demote of a global item: its new id there). */
  projectId: string | null;
  /** The id of the global copy (`global:<kind>:<n>`); null once demoted. */
  globalId: string | null;
  /** 'created': a new copy; 'equivalent': the other scope already held the same content. */
  outcome: 'created' | 'equivalent' | 'withdrawn';
}

/** An item as input for a copy in another store: its text, state and receipts, plus one receipt for the move. */
function copyOf(db: Db, row: ItemRow, move: Receipt): ItemInput {
  const receipts: Receipt[] = itemReceipts(db, row.id).map((r) => ({
    kind: r.kind as Receipt['kind'],
    strength: r.strength as Receipt['strength'],
    rule: r.rule ?? undefined,
    sessionId: r.sessionId,
    promptNumber: r.promptNumber,
    transcriptUuid: r.transcriptUuid,
    toolUseId: r.toolUseId,
    promptId: r.promptId,
    files: r.files,
    commit: r.commit,
    quote: r.quote,
  }));
  return {
    type: row.type,
    text: row.text,
    reason: row.reason,
    subjectKey: row.subjectKey,
    origin: row.origin,
    source: row.source,
    trust: row.trust === 'verified' ? 'verified' : 'candidate',
    validFrom: row.validFrom,
    receipts: [...receipts, move],
    facets: { value: row.value, replaces: row.replaces, contrast: row.contrast, polarity: row.polarity },
  };
}

function movable(row: ItemRow | null, id: string): ItemRow {
  if (!row) throw new KnowledgeError(`Nothing stored under ${id}.`);
  if (row.trust === 'rejected') throw new KnowledgeError(`${id} was rejected: there is nothing to move.`);
  if (row.status === 'superseded')
    throw new KnowledgeError(`${id} was superseded by ${row.type}:${row.supersededBy ?? '?'}: move the item that stands now.`);
  return row;
}

/** Copies a project item, with its receipts, to the global store; audited in both. Promoting twice is a no-op. */
export function promoteItem(project: Db, global: Db, id: number, ctx: WriteContext & { projectName: string }): ScopeMove {
  const row = movable(getItem(project, id), `item ${id}`);
  const from = `${ctx.projectName}/${itemId(row)}`;
  const made = createItem(
    global,
    copyOf(project, row, { kind: 'explicit', strength: 'stated', rule: 'promote', quote: `promoted from ${from}` }),
    {
      ...ctx,
      reason: ctx.reason ?? `promoted from ${from}`,
    },
  );
  if (made.outcome === 'blocked') throw new KnowledgeError(`Not promoted: ${made.why} in the global memory.`);
  const globalId = scopedId('global', `${row.type}:${made.id}`);
  noteItemEvent(project, row.id, 'promote', { ...ctx, reason: ctx.reason ?? `copied to the global memory as ${globalId}` });
  return { projectId: itemId(row), globalId, outcome: made.outcome };
}

/**
 * Undoes a promote. Given a project item: its global copy is withdrawn. Given a global item: it moves into this
 * project (copied with its receipts, then withdrawn from global). Audited in both stores.
 */
export function demoteItem(
  project: Db,
  global: Db,
  target: { scope: 'project' | 'global'; id: number },
  ctx: WriteContext & { projectName: string },
): ScopeMove {
  if (target.scope === 'project') {
    const row = movable(getItem(project, target.id), `item ${target.id}`);
    const copy = findEquivalentItem(global, row.type, row.text, row.subjectKey);
    if (!copy) throw new KnowledgeError(`${itemId(row)} has no copy in the global memory (nothing to demote).`);
    withdrawItem(global, copy.id, { ...ctx, reason: ctx.reason ?? `demoted: kept only in ${ctx.projectName} as ${itemId(row)}` });
    noteItemEvent(project, row.id, 'demote', {
      ...ctx,
      reason: ctx.reason ?? `its global copy ${scopedId('global', itemId(copy))} was withdrawn`,
    });
    return { projectId: itemId(row), globalId: null, outcome: 'withdrawn' };
  }
  const globalRow = movable(getItem(global, target.id), scopedId('global', `item:${target.id}`));
  const gid = scopedId('global', itemId(globalRow));
  const made = createItem(
    project,
    copyOf(global, globalRow, { kind: 'explicit', strength: 'stated', rule: 'demote', quote: `demoted from ${gid}` }),
    {
      ...ctx,
      reason: ctx.reason ?? `demoted from ${gid}`,
    },
  );
  if (made.outcome === 'blocked') throw new KnowledgeError(`Not demoted: ${made.why} in ${ctx.projectName}.`);
  const projectId = `${globalRow.type}:${made.id}`;
  withdrawItem(global, globalRow.id, { ...ctx, reason: ctx.reason ?? `demoted into ${ctx.projectName} as ${projectId}` });
  return { projectId, globalId: null, outcome: made.outcome };
}
