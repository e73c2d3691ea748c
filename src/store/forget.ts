// Forgetting for good, one unit of work per memory id, for every caller (CLI, MCP, dashboard, team sync). What a kind
// deletes is its own (memory-kinds.ts); this module runs it in a transaction, writes the one audit row, keeps the
// ledger of what went, and, once committed, blanks the memory's copies still waiting in the journal and purges the
// files' traces. The dashboard's preview of a forget is the same code run in a transaction that is rolled back.
import { type Actor, isMemoryTombstoned, turnMemoryId, writeAudit, writeTombstone } from './audit.js';
import type { Db } from './connection.js';
import { MEMORY_KINDS, type MemoryId, type MemoryKind } from './kinds.js';
import { forgetItemWithin, getItem } from './knowledge.js';
import { KIND_BEHAVIOUR, type SpooledMatch } from './memory-kinds.js';
import { enqueue, turnTarget } from './queue.js';
import { removeVectorSnapshot, snapshotPath } from './vector-snapshot.js';

export type { SpooledMatch } from './memory-kinds.js';

/** The journal's copies of a memory (capture/spool.ts), blanked once its forget has committed. */
export interface JournalCopies {
  blank(match: SpooledMatch): void;
}

export interface ForgetContext {
  actor: Actor;
  now: number;
  reason?: string;
  /**
   * The project's journal, whose waiting copies of what is forgotten are blanked too. Required, so that no caller can
   * leave them behind; null only for a store that has no journal (the global memory, a team copy).
   */
  journal: JournalCopies | null;
}

export interface ForgetImpact {
  /** The memory's own text, shortened by the reader, so a confirmation names what is meant. */
  label: string;
  /** Rows deleted, by what they are ("1 prompt", "3 search entries"); zero counts are left out. */
  deletes: { what: string; count: number }[];
  /** Items forgotten with it: inferred only from what is forgotten (their ids). */
  derivedItems: string[];
  /** What stays but changes: summaries rebuilt without it, items losing a receipt, replaced items relinked. */
  unlinks: { what: string; count: number }[];
}

export interface ForgetResult extends ForgetImpact {
  /** The canonical id forgotten (a session prefix resolved, an old alias mapped). */
  memoryId: string;
  /** Rows removed, derived items included. */
  removed: number;
  /** Derived memories re-queued to be rebuilt without it. */
  requeued: string[];
}

/**
 * Forgets a memory for good: its rows, search entries, vectors and raw payloads; summaries built from it are rebuilt
 * without it; items inferred only from it go too; a tombstone (keys and keyed hashes, never the text) stops every path
 * that could bring it back. Returns null when nothing is stored under the id (a session ref may be a unique prefix).
 */
export function forgetMemory(db: Db, id: MemoryId, ctx: ForgetContext): ForgetResult | null {
  const { result, journalMatches } = db
    .transaction(() => {
      const located = KIND_BEHAVIOUR[id.kind].locate(db, id.ref);
      const journalMatches = located ? KIND_BEHAVIOUR[id.kind].journalMatches(db, located.ref) : [];
      return { journalMatches, result: located ? forgetWithin(db, id.kind, id.ref, ctx) : null };
    })
    .immediate();
  if (!result) return null;
  purgeForgottenTraces(db);
  for (const match of journalMatches) ctx.journal?.blank(match);
  return result;
}

/** Exactly what forgetMemory would do, counted by doing it in a transaction that is then rolled back. */
export function forgetImpact(db: Db, id: MemoryId): (ForgetImpact & { id: string }) | null {
  let impact: (ForgetImpact & { id: string }) | null = null;
  try {
    db.transaction(() => {
      const r = forgetWithin(db, id.kind, id.ref, { actor: 'dashboard', now: Date.now(), journal: null });
      if (r) impact = { id: r.memoryId, label: r.label, deletes: r.deletes, derivedItems: r.derivedItems, unlinks: r.unlinks };
      throw ROLLBACK;
    })();
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return impact;
}

const ROLLBACK = new Error('preview: roll back');

/** After a forget has committed: the forgotten text must not linger in index segments, the WAL or the vector snapshot. */
export function purgeForgottenTraces(db: Db): void {
  // FTS5 keeps a deleted row's terms in old segments until they merge: merge now (secure_delete zeroes the freed
  // pages), and empty the WAL, so the forgotten text does not linger in the files.
  db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
  db.pragma('wal_checkpoint(TRUNCATE)');
  // The vector index's snapshot holds the vectors too; a running index rewrites it without the forgotten ones.
  const snapshot = snapshotPath(db.name);
  if (snapshot) removeVectorSnapshot(snapshot);
}

/** What a kind's forget is given: the store, the act's context, and the ledger of what it does. */
export interface Forgetting {
  db: Db;
  ctx: ForgetContext;
  /** The canonical id of what is being forgotten. */
  memoryId: string;
  tomb(t: Parameters<typeof writeTombstone>[1]): void;
  /** Rows the kind deletes itself, by the kind they are ("1 prompt"); cascades counted by the kind before they run. */
  deleted(kind: MemoryKind | LedgerNoun, count: number): void;
  /** A removed row that counts towards `removed` (what the forget reports it took). */
  removed(count: number): void;
  /** Deletes the turn's summary and queues it to be rebuilt without what is forgotten (unless the turn is tombstoned). */
  rebuildTurn(sessionId: string, promptNumber: number): void;
  /** Clears the session's rollup and queues it to be rebuilt. */
  rebuildRollup(sessionId: string): void;
  /** Receipts matching `where` (over memory_provenance) go; inferred items left with none go too. */
  dropReceipts(where: string, ...params: unknown[]): void;
  /** Items that replaced or were replaced by a forgotten item, relinked or reopened (counted, for the preview). */
  unlinked(what: LedgerNoun, count: number): void;
  /** Forgets another memory as part of this one (a turn card's prompt, replies and tool events). */
  forgetPart(kind: MemoryKind, ref: string): void;
}

/** What a ledger counts besides memory kinds. */
export type LedgerNoun = keyof typeof LEDGER_NOUNS;

const LEDGER_NOUNS = {
  receipt: ['receipt', 'receipts'],
  raw: ['raw tool payload', 'raw tool payloads'],
  searchEntry: ['search entry', 'search entries'],
  vector: ['vector', 'vectors'],
  conflict: ['conflict record', 'conflict records'],
  queued: ['queued compression', 'queued compressions'],
  derived: ['item inferred only from it', 'items inferred only from it'],
  rebuiltSummary: ['turn summary rebuilt without it', 'turn summaries rebuilt without it'],
  rebuiltRollup: ['session rollup rebuilt without it', 'session rollups rebuilt without it'],
  keptItem: ['item keeping its other receipts', 'items keeping their other receipts'],
  relinked: ['item it replaced (now points at its successor)', 'items it replaced (now point at its successor)'],
  reopened: ['item it replaced (back as an unconfirmed candidate)', 'items it replaced (back as unconfirmed candidates)'],
} as const satisfies Record<string, readonly [string, string]>;

/** The order a preview lists deletions in: the memory's own rows, then what hangs off them. */
const DELETE_ORDER: (MemoryKind | LedgerNoun)[] = [
  'session',
  'rollup',
  'decision',
  'preference',
  'convention',
  'discovery',
  'code_area',
  'receipt',
  'prompt',
  'assistant',
  'tool',
  'raw',
  'summary',
  'searchEntry',
  'vector',
  'conflict',
  'queued',
  'derived',
];

const nounOf = (key: MemoryKind | LedgerNoun): readonly [string, string] =>
  key in LEDGER_NOUNS ? LEDGER_NOUNS[key as LedgerNoun] : MEMORY_KINDS[key as MemoryKind].noun;

const counted = (entries: Map<MemoryKind | LedgerNoun, number>, order: (MemoryKind | LedgerNoun)[]) =>
  order
    .filter((k) => (entries.get(k) ?? 0) > 0)
    .map((k) => {
      const count = entries.get(k)!;
      return { what: nounOf(k)[count === 1 ? 0 : 1], count };
    });

function forgetWithin(db: Db, kind: MemoryKind, ref: string, ctx: ForgetContext): ForgetResult | null {
  const docsBefore = docAndVectorCounts(db);
  // The search entries of summaries and rollups rebuilt without it belong to "rebuilt", not to what it deleted.
  const rebuilt = { docs: 0, vectors: 0 };
  const deletes = new Map<MemoryKind | LedgerNoun, number>();
  const unlinks = new Map<LedgerNoun, number>();
  const located = KIND_BEHAVIOUR[kind].locate(db, ref);
  if (!located) return null;
  const out: ForgetResult = {
    memoryId: located.id,
    label: located.label,
    removed: 0,
    requeued: [],
    derivedItems: [],
    deletes: [],
    unlinks: [],
  };
  if (!forgetOne(db, kind, located.ref, located.id, ctx, out, deletes, unlinks, rebuilt)) return null;
  const docsAfter = docAndVectorCounts(db);
  deletes.set('searchEntry', docsBefore.docs - docsAfter.docs - rebuilt.docs);
  deletes.set('vector', docsBefore.vectors - docsAfter.vectors - rebuilt.vectors);
  deletes.set('derived', out.derivedItems.length);
  out.deletes = counted(deletes, DELETE_ORDER);
  out.unlinks = counted(unlinks, ['rebuiltSummary', 'rebuiltRollup', 'keptItem', 'relinked', 'reopened']);
  return out;
}

/** One memory (a part of a turn card too): its kind's forget, then its audit row. False: nothing stored under it. */
function forgetOne(
  db: Db,
  kind: MemoryKind,
  ref: string,
  memoryId: string,
  ctx: ForgetContext,
  out: ForgetResult,
  deletes: Map<MemoryKind | LedgerNoun, number>,
  unlinks: Map<LedgerNoun, number>,
  rebuilt: { docs: number; vectors: number },
): boolean {
  const add = <K>(m: Map<K, number>, k: K, n: number) => void m.set(k, (m.get(k) ?? 0) + n);
  /** Runs a rebuild's delete, counting the search entries and vectors it takes as rebuilt, not deleted. */
  const asRebuilt = (run: () => number): number => {
    const before = docAndVectorCounts(db);
    const changed = run();
    const after = docAndVectorCounts(db);
    rebuilt.docs += before.docs - after.docs;
    rebuilt.vectors += before.vectors - after.vectors;
    return changed;
  };
  const f: Forgetting = {
    db,
    ctx,
    memoryId,
    tomb: (t) => void writeTombstone(db, t, ctx.now),
    deleted: (k, n) => add(deletes, k, n),
    removed: (n) => void (out.removed += n),
    unlinked: (what, n) => add(unlinks, what, n),
    rebuildTurn(sessionId, promptNumber) {
      const had = asRebuilt(
        () => db.prepare('DELETE FROM turn_summaries WHERE session_id = ? AND prompt_number = ?').run(sessionId, promptNumber).changes,
      );
      if (!had) return;
      add(unlinks, 'rebuiltSummary', had);
      if (!isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) {
        enqueue(db, 'turn', turnTarget(sessionId, promptNumber), ctx.now);
        out.requeued.push(`summary:${sessionId}#${promptNumber}`);
      }
    },
    rebuildRollup(sessionId) {
      const had = asRebuilt(
        () =>
          db
            .prepare('UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL')
            .run(sessionId).changes,
      );
      if (!had) return;
      add(unlinks, 'rebuiltRollup', had);
      enqueue(db, 'session_rollup', sessionId, ctx.now, 1_000);
      out.requeued.push(`rollup:${sessionId}`);
    },
    dropReceipts(where, ...params) {
      const items = db.prepare(`SELECT DISTINCT item_id FROM memory_provenance WHERE ${where}`).all(...params) as { item_id: number }[];
      db.prepare(`DELETE FROM memory_provenance WHERE ${where}`).run(...params);
      for (const { item_id } of items) {
        const row = getItem(db, item_id);
        if (!row) continue;
        const left = db.prepare(`SELECT count(*) AS n FROM memory_provenance WHERE item_id = ? AND kind != 'review'`).get(item_id) as {
          n: number;
        };
        if (row.origin !== 'inferred' || left.n > 0) {
          add(unlinks, 'keptItem', 1);
          continue;
        }
        forgetItemWithin(db, row, { ...ctx, reason: `derived only from ${memoryId}` }, (t) => void writeTombstone(db, t, ctx.now));
        out.derivedItems.push(`${row.type}:${row.id}`);
        out.removed++;
      }
    },
    forgetPart: (k, r) => void forgetOne(db, k, r, `${k}:${r}`, ctx, out, deletes, unlinks, rebuilt),
  };
  if (!KIND_BEHAVIOUR[kind].forget(f, ref)) return false;
  // An item's own forget writes its audit row (knowledge.forgetItemWithin, with its state before); captured kinds here.
  if (MEMORY_KINDS[kind].family === 'captured') {
    db.prepare('DELETE FROM injected_memories WHERE memory_id = ?').run(memoryId);
    db.prepare('DELETE FROM session_exposures WHERE memory_id = ?').run(memoryId);
    writeAudit(db, {
      ctx,
      action: 'forget',
      memoryId,
      reason: ctx.reason ?? '',
      before: null,
      after: { removed: out.removed, requeued: out.requeued, derived: out.derivedItems },
    });
  }
  return true;
}

function docAndVectorCounts(db: Db): { docs: number; vectors: number } {
  const docs = (db.prepare('SELECT n FROM search_doc_count WHERE id = 1').get() as { n: number } | undefined)?.n ?? 0;
  const vectors = (db.prepare('SELECT coalesce(sum(n), 0) AS n FROM vector_counts').get() as { n: number }).n;
  return { docs, vectors };
}
