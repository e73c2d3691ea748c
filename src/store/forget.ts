// Forgetting for good, one unit of work per memory id. The content goes from its row, both FTS indexes, vectors and
// raw payloads; summaries and rollups that were built from it are deleted and re-queued (rebuilt without it, or, for
// a forgotten summary or rollup, never rebuilt); items inferred only from it go with it. A tombstone of keys and
// keyed hashes (never the text) stops every path that could bring it back, and one audit row records the act.
import type { Db } from './connection.js';
import { hashText, isMemoryTombstoned, writeAudit, writeTombstone, type Actor } from './audit.js';
import { findItem, forgetItemWithin, getItem, isItemType, type ItemRow } from './knowledge.js';
import { enqueue, turnTarget } from './queue.js';
import { removeVectorSnapshot, snapshotPath } from './vector-snapshot.js';

export interface ForgetContext {
  actor: Actor;
  now: number;
  reason?: string;
}

export interface ForgetResult {
  /** The canonical id forgotten (a session prefix resolved, an old alias mapped). */
  memoryId: string;
  /** Rows removed, derived items included. */
  removed: number;
  /** Derived memories re-queued to be rebuilt without it. */
  requeued: string[];
  /** Items forgotten with it (inferred only from it). */
  derivedItems: string[];
}

export const FORGETTABLE_CAPTURED = ['prompt', 'assistant', 'summary', 'rollup', 'tool', 'session'] as const;

/** Returns null when nothing is stored under the id. */
export function forgetMemory(db: Db, kind: string, ref: string, ctx: ForgetContext): ForgetResult | null {
  const result = db.transaction((): ForgetResult | null => forgetWithin(db, kind, ref, ctx)).immediate();
  if (result) purgeForgottenTraces(db);
  return result;
}

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

function forgetWithin(db: Db, kind: string, ref: string, ctx: ForgetContext): ForgetResult | null {
  const out: ForgetResult = { memoryId: `${kind}:${ref}`, removed: 0, requeued: [], derivedItems: [] };
  const tomb = (t: Parameters<typeof writeTombstone>[1]) => writeTombstone(db, t, ctx.now);
  const rebuildTurn = (sessionId: string, promptNumber: number) => {
    const had = db.prepare('DELETE FROM turn_summaries WHERE session_id = ? AND prompt_number = ?').run(sessionId, promptNumber).changes;
    if (had && !isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) {
      enqueue(db, 'turn', turnTarget(sessionId, promptNumber), ctx.now);
      out.requeued.push(`summary:${sessionId}#${promptNumber}`);
    }
  };
  const rebuildRollup = (sessionId: string) => {
    const had = db
      .prepare('UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL')
      .run(sessionId).changes;
    if (had) {
      enqueue(db, 'session_rollup', sessionId, ctx.now, 1_000);
      out.requeued.push(`rollup:${sessionId}`);
    }
  };
  /** Receipts pointing at the forgotten source go; inferred items left with none go too. */
  const dropReceipts = (where: string, ...params: unknown[]) => {
    const items = db.prepare(`SELECT DISTINCT item_id FROM memory_provenance WHERE ${where}`).all(...params) as { item_id: number }[];
    db.prepare(`DELETE FROM memory_provenance WHERE ${where}`).run(...params);
    for (const { item_id } of items) {
      const row = getItem(db, item_id);
      if (row?.origin !== 'inferred') continue;
      const left = db.prepare(`SELECT count(*) AS n FROM memory_provenance WHERE item_id = ? AND kind != 'review'`).get(item_id) as {
        n: number;
      };
      if (left.n > 0) continue;
      forgetItemWithin(db, row, { ...ctx, reason: `derived only from ${out.memoryId}` }, (t) => tomb({ ...t }));
      out.derivedItems.push(`${row.type}:${row.id}`);
      out.removed++;
    }
  };

  if (isItemType(kind)) {
    const row: ItemRow | null = findItem(db, kind, ref);
    if (!row) return null;
    out.memoryId = `${row.type}:${row.id}`;
    forgetItemWithin(db, row, ctx, (t) => tomb(t));
    return { ...out, removed: 1 };
  }

  switch (kind) {
    case 'prompt': {
      const p = db.prepare('SELECT id, session_id, prompt_number, prompt_id, uuid, text FROM prompts WHERE id = ?').get(ref) as
        | { id: number; session_id: string; prompt_number: number; prompt_id: string | null; uuid: string | null; text: string }
        | undefined;
      if (!p) return null;
      tomb({
        memoryId: out.memoryId,
        contentHash: hashText(db, p.text),
        sessionId: p.session_id,
        transcriptUuid: p.uuid,
        promptId: p.prompt_id,
        text: p.text,
      });
      // The turn keeps its number: a re-read transcript must not renumber the turns after it.
      out.removed += db.prepare('DELETE FROM prompts WHERE id = ?').run(p.id).changes;
      dropReceipts(`session_id = ? AND prompt_number = ? AND kind = 'prompt'`, p.session_id, p.prompt_number);
      rebuildTurn(p.session_id, p.prompt_number);
      rebuildRollup(p.session_id);
      break;
    }
    case 'assistant': {
      const a = db.prepare('SELECT id, session_id, prompt_number, uuid, text FROM assistant_messages WHERE id = ?').get(ref) as
        | { id: number; session_id: string; prompt_number: number; uuid: string; text: string }
        | undefined;
      if (!a) return null;
      tomb({ memoryId: out.memoryId, contentHash: hashText(db, a.text), sessionId: a.session_id, transcriptUuid: a.uuid, text: a.text });
      out.removed += db.prepare('DELETE FROM assistant_messages WHERE id = ?').run(a.id).changes;
      dropReceipts(`transcript_uuid = ?`, a.uuid);
      rebuildTurn(a.session_id, a.prompt_number);
      rebuildRollup(a.session_id);
      break;
    }
    case 'tool': {
      const t = db
        .prepare('SELECT id, session_id, prompt_number, tool_use_id, payload_id, summary FROM tool_events WHERE id = ?')
        .get(ref) as
        | { id: number; session_id: string; prompt_number: number; tool_use_id: string; payload_id: number | null; summary: string }
        | undefined;
      if (!t) return null;
      tomb({ memoryId: out.memoryId, sessionId: t.session_id, toolUseId: t.tool_use_id, text: t.summary });
      out.removed += db.prepare('DELETE FROM tool_events WHERE id = ?').run(t.id).changes;
      if (t.payload_id) db.prepare('DELETE FROM tool_event_payloads WHERE id = ?').run(t.payload_id);
      dropReceipts(`tool_use_id = ?`, t.tool_use_id);
      rebuildTurn(t.session_id, t.prompt_number);
      rebuildRollup(t.session_id);
      break;
    }
    case 'summary': {
      const s = db.prepare('SELECT id, session_id, prompt_number, summary FROM turn_summaries WHERE id = ?').get(ref) as
        | { id: number; session_id: string; prompt_number: number; summary: string }
        | undefined;
      if (!s) return null;
      // This turn is never summarized again (the same material would write the same words back).
      tomb({ memoryId: turnMemoryId(s.session_id, s.prompt_number), sessionId: s.session_id, text: s.summary });
      tomb({ memoryId: out.memoryId, sessionId: s.session_id });
      out.removed += db.prepare('DELETE FROM turn_summaries WHERE id = ?').run(s.id).changes;
      db.prepare(`DELETE FROM pending_compressions WHERE kind = 'turn' AND target = ?`).run(turnTarget(s.session_id, s.prompt_number));
      rebuildRollup(s.session_id);
      break;
    }
    case 'turn': {
      // A turn card stands for its whole turn: forgetting it forgets what the turn captured (prompt, replies, tool
      // events) and its summary, each with its own tombstone, so neither the card nor the summary is rebuilt.
      const t = db.prepare('SELECT id, session_id, prompt_number FROM turn_summaries WHERE id = ?').get(ref) as
        | { id: number; session_id: string; prompt_number: number }
        | undefined;
      if (!t) return null;
      const parts = [
        ...(
          db.prepare('SELECT id FROM prompts WHERE session_id = ? AND prompt_number = ?').all(t.session_id, t.prompt_number) as {
            id: number;
          }[]
        ).map((r) => ['prompt', r.id] as const),
        ...(
          db.prepare('SELECT id FROM assistant_messages WHERE session_id = ? AND prompt_number = ?').all(t.session_id, t.prompt_number) as {
            id: number;
          }[]
        ).map((r) => ['assistant', r.id] as const),
        ...(
          db.prepare('SELECT id FROM tool_events WHERE session_id = ? AND prompt_number = ?').all(t.session_id, t.prompt_number) as {
            id: number;
          }[]
        ).map((r) => ['tool', r.id] as const),
      ];
      for (const [k, id] of parts) {
        const r = forgetWithin(db, k, String(id), ctx);
        if (r) out.removed += r.removed;
      }
      const summary = forgetWithin(db, 'summary', String(t.id), ctx);
      if (summary) out.removed += summary.removed;
      break;
    }
    case 'rollup': {
      const s = db.prepare('SELECT id, rollup_summary FROM sessions WHERE id = ?').get(ref) as
        | { id: string; rollup_summary: string | null }
        | undefined;
      // A rollup cleared to be rebuilt (a source of it was forgotten) is still there to forget: it must not come back.
      const queued = db.prepare(`SELECT 1 FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`).get(ref);
      if (!s || (s.rollup_summary == null && !queued)) return null;
      out.memoryId = `rollup:${s.id}`;
      tomb({ memoryId: out.memoryId, sessionId: s.id, text: s.rollup_summary ?? undefined });
      out.removed += db
        .prepare('UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL')
        .run(s.id).changes;
      out.removed += db.prepare(`DELETE FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`).run(s.id).changes;
      break;
    }
    case 'session': {
      const s = db.prepare('SELECT id, transcript_path FROM sessions WHERE id = ?').get(ref) as
        | { id: string; transcript_path: string | null }
        | undefined;
      if (!s) return null;
      out.memoryId = `session:${s.id}`;
      tomb({ memoryId: out.memoryId, sessionId: s.id, transcriptPath: s.transcript_path });
      dropReceipts(`session_id = ?`, s.id);
      const payloads = db.prepare('SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL').all(s.id) as {
        payload_id: number;
      }[];
      db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(
        s.id,
        `${s.id.replace(/[\\%_]/g, '\\$&')}#%`,
      );
      db.prepare('DELETE FROM injected_memories WHERE session_id = ?').run(s.id);
      out.removed += db.prepare('DELETE FROM sessions WHERE id = ?').run(s.id).changes;
      const del = db.prepare('DELETE FROM tool_event_payloads WHERE id = ?');
      for (const p of payloads) del.run(p.payload_id);
      break;
    }
    default:
      return null;
  }
  db.prepare('DELETE FROM injected_memories WHERE memory_id = ?').run(out.memoryId);
  writeAudit(db, {
    ctx,
    action: 'forget',
    memoryId: out.memoryId,
    reason: ctx.reason ?? '',
    before: null,
    after: { removed: out.removed, requeued: out.requeued, derived: out.derivedItems },
  });
  return out;
}

/** The tombstone key of a turn whose summary was forgotten. */
export const turnMemoryId = (sessionId: string, promptNumber: number) => `turn:${sessionId}#${promptNumber}`;
