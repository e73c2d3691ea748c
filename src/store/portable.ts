// Carrying a project's memory to another machine: the export document (format `claude-memory-export`, version 1)
// and its idempotent merge into another store. Items travel with their receipts, trust, validity and supersession;
// the audit log and tombstones travel too. Raw tool payloads never do; sessions and their summaries only on request.
import type { Db } from './connection.js';
import { contentHash } from './content-hash.js';
import { hashKey, isContentTombstoned } from './audit.js';
import { forgetMemory } from './forget.js';
import { createItem, getItem, itemId, searchableText, setTrust, supersedeItem, type Actor, type ItemRow, type ItemType } from './knowledge.js';

export const EXPORT_FORMAT = 'claude-memory-export';
export const EXPORT_VERSION = 1;

export interface ExportedItem {
  id: number;
  type: ItemType;
  text: string;
  reason: string;
  subjectKey: string;
  origin: 'explicit' | 'inferred';
  source: string;
  trust: 'candidate' | 'verified' | 'rejected';
  status: 'active' | 'superseded';
  supersededBy: number | null;
  validFrom: number;
  validTo: number | null;
  recordedAt: number;
  retractedAt: number | null;
  receipts: { kind: string; strength: string; rule: string | null; sessionId: string | null; promptNumber: number | null; files: string[]; commit: string | null; quote: string; createdAt: number }[];
}

export interface ExportedProject {
  items: ExportedItem[];
  /** Audit rows as they are: ids, states and keyed hashes, never content. */
  audit: Record<string, unknown>[];
  /** What was forgotten, as keyed hashes under `hashKey` (so the importing store can recognise its own copies). */
  tombstones: { memoryId: string; contentHash: string | null; createdAt: number }[];
  hashKey: string;
  sessions?: { id: string; startedAt: number; endedAt: number | null; rollup: string | null; summaries: { promptNumber: number; summary: string; tier: string }[] }[];
}

/** Everything of the project's memory that travels. */
export function exportProjectMemory(db: Db, opts: { withSessions: boolean }): ExportedProject {
  const items = (db.prepare('SELECT id FROM memory_items ORDER BY id').all() as { id: number }[]).map((r) => getItem(db, r.id)!);
  const receipts = db.prepare(
    'SELECT kind, strength, rule, session_id, prompt_number, files_json, commit_sha, quote, created_at FROM memory_provenance WHERE item_id = ? ORDER BY id',
  );
  const out: ExportedProject = {
    items: items.map((i) => ({
      id: i.id,
      type: i.type,
      text: i.text,
      reason: i.reason,
      subjectKey: i.subjectKey,
      origin: i.origin,
      source: i.source,
      trust: i.trust,
      status: i.status,
      supersededBy: i.supersededBy,
      validFrom: i.validFrom,
      validTo: i.validTo,
      recordedAt: i.recordedAt,
      retractedAt: i.retractedAt,
      receipts: (receipts.all(i.id) as Record<string, unknown>[]).map((r) => ({
        kind: String(r.kind),
        strength: String(r.strength),
        rule: (r.rule as string) ?? null,
        sessionId: (r.session_id as string) ?? null,
        promptNumber: (r.prompt_number as number) ?? null,
        files: JSON.parse(String(r.files_json ?? '[]')) as string[],
        commit: (r.commit_sha as string) ?? null,
        quote: String(r.quote ?? ''),
        createdAt: Number(r.created_at),
      })),
    })),
    audit: db.prepare('SELECT at, at_iso, actor, action, memory_id, reason, before_hash, after_hash FROM audit_log ORDER BY id').all() as Record<string, unknown>[],
    tombstones: (db.prepare('SELECT memory_id, content_hash, created_at FROM tombstones ORDER BY id').all() as { memory_id: string; content_hash: string | null; created_at: number }[]).map(
      (t) => ({ memoryId: t.memory_id, contentHash: t.content_hash, createdAt: t.created_at }),
    ),
    hashKey: hashKey(db),
  };
  if (opts.withSessions) {
    const summaries = db.prepare('SELECT prompt_number, summary, tier FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number');
    out.sessions = (db.prepare('SELECT id, started_at, ended_at, rollup_summary FROM sessions ORDER BY started_at').all() as { id: string; started_at: number; ended_at: number | null; rollup_summary: string | null }[]).map(
      (s) => ({
        id: s.id,
        startedAt: s.started_at,
        endedAt: s.ended_at,
        rollup: s.rollup_summary,
        summaries: (summaries.all(s.id) as { prompt_number: number; summary: string; tier: string }[]).map((t) => ({ promptNumber: t.prompt_number, summary: t.summary, tier: t.tier })),
      }),
    );
  }
  return out;
}

export interface ImportReport {
  created: number;
  alreadyThere: number;
  /** Not stored because this store forgot that content. */
  forgottenHere: number;
  /** Items of this store forgotten because the exporting store had forgotten them. */
  forgottenFromExport: number;
  superseded: number;
  rejected: number;
}

/**
 * Merges an exported project into this store, idempotently: an item whose content is already here (any state) is
 * not added again; content this store forgot stays out; content the exporting store forgot is forgotten here too.
 */
export function importProjectMemory(db: Db, data: ExportedProject, ctx: { actor: Actor; now: number }): ImportReport {
  const report: ImportReport = { created: 0, alreadyThere: 0, forgottenHere: 0, forgottenFromExport: 0, superseded: 0, rejected: 0 };
  const byHash = db.prepare('SELECT id FROM memory_items WHERE type = ? AND content_hash = ? ORDER BY id LIMIT 1');
  const idMap = new Map<number, number>();
  db.transaction(() => {
    for (const item of data.items) {
      const hash = contentHash(hashKey(db), searchableText(item.type, item.text, item.subjectKey));
      const existing = byHash.get(item.type, hash) as { id: number } | undefined;
      if (existing) {
        idMap.set(item.id, existing.id);
        report.alreadyThere++;
        continue;
      }
      if (isContentTombstoned(db, hash)) {
        report.forgottenHere++;
        continue;
      }
      const created = createItem(
        db,
        {
          type: item.type,
          text: item.text,
          reason: item.reason,
          subjectKey: item.subjectKey,
          origin: item.origin,
          source: item.source === 'auto' || item.source === 'manual' || item.source === 'migrated' ? item.source : 'imported',
          trust: item.trust === 'verified' ? 'verified' : 'candidate',
          validFrom: item.validFrom,
          receipts: item.receipts.map((r) => ({
            kind: 'import' as const,
            strength: r.strength === 'stated' ? ('stated' as const) : ('inferred' as const),
            rule: r.rule ?? 'export',
            files: r.files,
            commit: r.commit,
            quote: r.quote,
          })),
        },
        ctx,
      );
      if (created.outcome === 'blocked') {
        report.forgottenHere++;
        continue;
      }
      idMap.set(item.id, created.id);
      report.created++;
      if (item.trust === 'rejected') {
        setTrust(db, created.id, 'rejected', { ...ctx, reason: 'rejected on the exporting machine' });
        report.rejected++;
      }
    }
    // Supersession, once every item has its id here (a successor can come after its predecessor in the export).
    for (const item of data.items) {
      if (item.status !== 'superseded' || item.supersededBy == null) continue;
      const oldId = idMap.get(item.id);
      const newId = idMap.get(item.supersededBy);
      if (oldId == null || newId == null) continue;
      const old = getItem(db, oldId);
      if (!old || old.status === 'superseded') continue;
      supersedeItem(db, oldId, { existingId: newId }, { ...ctx, reason: 'superseded on the exporting machine' });
      report.superseded++;
    }
  }).immediate();
  // Tombstones travel: what the exporting store forgot goes here too, recognised by its keyed hash.
  const forgotten = new Set(data.tombstones.map((t) => t.contentHash).filter((h): h is string => Boolean(h)));
  if (forgotten.size) {
    const rows = (db.prepare('SELECT id FROM memory_items').all() as { id: number }[]).map((r) => getItem(db, r.id)!);
    for (const row of rows.filter((r: ItemRow) => forgotten.has(contentHash(data.hashKey, searchableText(r.type, r.text, r.subjectKey))))) {
      const [kind, ref] = itemId(row).split(':');
      if (forgetMemory(db, kind, ref, { ...ctx, reason: 'forgotten on the exporting machine' })) report.forgottenFromExport++;
    }
  }
  return report;
}
