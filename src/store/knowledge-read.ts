// Read models of the knowledge layer: what explain, changes, conflicts and review show. No writes here.
import type { Db } from './connection.js';
import { findItem, getItem, itemId, type ItemRow } from './knowledge.js';

export interface ReceiptRow {
  kind: string;
  strength: string;
  actor: string;
  rule: string | null;
  sessionId: string | null;
  promptNumber: number | null;
  transcriptUuid: string | null;
  toolUseId: string | null;
  promptId: string | null;
  files: string[];
  commit: string | null;
  quote: string;
  at: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  memoryId: string | null;
  reason: string;
  beforeHash: string | null;
  afterHash: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ConflictView {
  id: number;
  subjectKey: string;
  status: string;
  a: ItemRow | null;
  b: ItemRow | null;
  winner: number | null;
  detectedAt: string;
  resolvedAt: string | null;
}

export interface ItemExplanation {
  item: ItemRow;
  id: string;
  receipts: ReceiptRow[];
  history: AuditRow[];
  supersedes: string[];
  supersededBy: string | null;
  conflicts: ConflictView[];
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

export function itemReceipts(db: Db, id: number): ReceiptRow[] {
  return (
    db
      .prepare(
        `SELECT kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id, files_json, commit_sha, quote, created_at
         FROM memory_provenance WHERE item_id = ? ORDER BY id`,
      )
      .all(id) as {
      kind: string;
      strength: string;
      actor: string;
      rule: string | null;
      session_id: string | null;
      prompt_number: number | null;
      transcript_uuid: string | null;
      tool_use_id: string | null;
      prompt_id: string | null;
      files_json: string;
      commit_sha: string | null;
      quote: string;
      created_at: number;
    }[]
  ).map((r) => ({
    kind: r.kind,
    strength: r.strength,
    actor: r.actor,
    rule: r.rule,
    sessionId: r.session_id,
    promptNumber: r.prompt_number,
    transcriptUuid: r.transcript_uuid,
    toolUseId: r.tool_use_id,
    promptId: r.prompt_id,
    files: JSON.parse(r.files_json) as string[],
    commit: r.commit_sha,
    quote: r.quote,
    at: iso(r.created_at)!,
  }));
}

type RawAudit = {
  id: number;
  at: number;
  actor: string;
  action: string;
  memory_id: string | null;
  reason: string;
  before_hash: string | null;
  after_hash: string | null;
  before_json: string | null;
  after_json: string | null;
};
const mapAudit = (r: RawAudit): AuditRow => ({
  id: r.id,
  at: iso(r.at)!,
  actor: r.actor,
  action: r.action,
  memoryId: r.memory_id,
  reason: r.reason,
  beforeHash: r.before_hash,
  afterHash: r.after_hash,
  before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
  after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
});

/** The audit log, oldest first, from `since` (epoch ms); at most `limit` rows, the newest ones. */
export function changes(db: Db, opts: { since?: number; limit?: number; memoryId?: string } = {}): { rows: AuditRow[]; total: number } {
  const where = ['at >= @since'];
  if (opts.memoryId) where.push('memory_id = @memoryId');
  const params = { since: opts.since ?? 0, memoryId: opts.memoryId ?? null, limit: opts.limit ?? 100 };
  const total = (db.prepare(`SELECT count(*) AS n FROM audit_log WHERE ${where.join(' AND ')}`).get(params) as { n: number }).n;
  const rows = (db.prepare(`SELECT * FROM audit_log WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @limit`).all(params) as RawAudit[])
    .reverse()
    .map(mapAudit);
  return { rows, total };
}

export function conflicts(db: Db, opts: { status?: 'open' | 'resolved' | 'dismissed' | 'all'; itemId?: number } = {}): ConflictView[] {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  if (opts.status !== 'all') {
    where.push('status = @status');
    params.status = opts.status ?? 'open';
  }
  if (opts.itemId != null) {
    where.push('(item_a = @item OR item_b = @item)');
    params.item = opts.itemId;
  }
  const rows = db
    .prepare(`SELECT * FROM memory_conflicts ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`)
    .all(params) as {
    id: number;
    item_a: number;
    item_b: number;
    subject_key: string;
    status: string;
    winner: number | null;
    detected_at: number;
    resolved_at: number | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    subjectKey: r.subject_key,
    status: r.status,
    a: getItem(db, r.item_a),
    b: getItem(db, r.item_b),
    winner: r.winner,
    detectedAt: iso(r.detected_at)!,
    resolvedAt: iso(r.resolved_at),
  }));
}

/** What a reviewer should look at: unconfirmed candidates (newest first) and open conflicts. */
export function reviewQueue(db: Db, limit = 20): { candidates: ItemRow[]; totalCandidates: number; conflicts: ConflictView[] } {
  const candidates = db
    .prepare(`SELECT id FROM memory_items WHERE trust = 'candidate' AND status = 'active' ORDER BY recorded_at DESC, id DESC LIMIT ?`)
    .all(limit) as { id: number }[];
  const total = (
    db.prepare(`SELECT count(*) AS n FROM memory_items WHERE trust = 'candidate' AND status = 'active'`).get() as { n: number }
  ).n;
  return { candidates: candidates.map((c) => getItem(db, c.id)!), totalCandidates: total, conflicts: conflicts(db, { status: 'open' }) };
}

export function explainItem(db: Db, kind: string, ref: string): ItemExplanation | null {
  const item = findItem(db, kind, ref);
  if (!item) return null;
  const id = itemId(item);
  const history = (db.prepare('SELECT * FROM audit_log WHERE item_id = ? ORDER BY id').all(item.id) as RawAudit[]).map(mapAudit);
  const predecessors = db.prepare('SELECT id, type FROM memory_items WHERE superseded_by = ? ORDER BY id').all(item.id) as {
    id: number;
    type: string;
  }[];
  const successor = item.supersededBy != null ? getItem(db, item.supersededBy) : null;
  return {
    item,
    id,
    receipts: itemReceipts(db, item.id),
    history,
    supersedes: predecessors.map(itemId),
    supersededBy: successor ? itemId(successor) : null,
    conflicts: conflicts(db, { status: 'all', itemId: item.id }),
  };
}

/** Items as they were believed at `at` (world time and system time both at `at`); rejected ones never. */
export function itemsAsOf(db: Db, at: number, opts: { type?: string; limit?: number } = {}): ItemRow[] {
  const ids = db
    .prepare(
      `SELECT id FROM memory_items
       WHERE valid_from <= @at AND (valid_to IS NULL OR valid_to > @at) AND recorded_at <= @at AND (retracted_at IS NULL OR retracted_at > @at)
         AND trust != 'rejected' AND (@type IS NULL OR type = @type)
       ORDER BY valid_from DESC LIMIT @limit`,
    )
    .all({ at, type: opts.type ?? null, limit: opts.limit ?? 50 }) as { id: number }[];
  return ids.map((r) => getItem(db, r.id)!);
}

/** Items on the other side of this item's open conflicts. */
export function openConflictPartners(db: Db, id: number): ItemRow[] {
  const rows = db
    .prepare(`SELECT item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`)
    .all(id, id) as { item_a: number; item_b: number }[];
  return rows.map((r) => getItem(db, r.item_a === id ? r.item_b : r.item_a)).filter((r): r is ItemRow => r != null);
}

export interface CapturedExplanation {
  id: string;
  kind: string;
  text: string;
  sessionId: string | null;
  promptNumber: number | null;
  at: string | null;
  /** The source keys that identify it (transcript uuid, prompt_id, tool_use_id, transcript path). */
  keys: Record<string, string | null>;
  /** Items whose receipts point at it. */
  supports: string[];
  history: AuditRow[];
}

/** What a captured memory's explanation is made of: its row as the kind reads it (memory-kinds.ts). */
export interface CapturedSource {
  text: string;
  sessionId: string | null;
  promptNumber: number | null;
  at: number | null;
  /** The source keys that identify it. */
  keys: Record<string, string | null>;
  /** The receipts that point at it: a condition over memory_provenance `p`, and its parameters. */
  supportsWhere: [string, unknown[]];
}

/** Provenance of a captured memory: where it came from, what it supports, what was done to it. */
export function capturedExplanation(db: Db, kind: string, ref: string, source: CapturedSource): CapturedExplanation {
  const [where, params] = source.supportsWhere;
  const supports = (
    db
      .prepare(`SELECT DISTINCT i.id, i.type FROM memory_provenance p JOIN memory_items i ON i.id = p.item_id WHERE ${where} ORDER BY i.id`)
      .all(...params) as { id: number; type: string }[]
  ).map(itemId);
  const history = (db.prepare('SELECT * FROM audit_log WHERE memory_id = ? ORDER BY id').all(`${kind}:${ref}`) as RawAudit[]).map(mapAudit);
  return {
    id: `${kind}:${ref}`,
    kind,
    text: source.text,
    sessionId: source.sessionId,
    promptNumber: source.promptNumber,
    at: iso(source.at),
    keys: source.keys,
    supports,
    history,
  };
}

/**
 * What may be published into Claude Code's own memory files: verified, current (not superseded, not retracted, not
 * closed in time) decisions, conventions and preferences, in a stable order (type, then id). Neither side of an open
 * conflict: two items that disagree are not both written down as the truth (withheldByConflicts says which).
 */
export function publishableItems(db: Db): ItemRow[] {
  const ids = db
    .prepare(
      `SELECT id FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL
         AND type IN ('decision', 'convention', 'preference')
         AND NOT EXISTS (SELECT 1 FROM memory_conflicts c WHERE c.status = 'open' AND (c.item_a = memory_items.id OR c.item_b = memory_items.id))
       ORDER BY CASE type WHEN 'decision' THEN 0 WHEN 'convention' THEN 1 ELSE 2 END, id`,
    )
    .all() as { id: number }[];
  return ids.map((r) => getItem(db, r.id)!);
}

/** The open conflicts that keep a verified, current item from being published, with both sides. */
export function withheldByConflicts(db: Db): ConflictView[] {
  return conflicts(db, { status: 'open' }).filter((c) =>
    [c.a, c.b].some(
      (i) =>
        i &&
        i.trust === 'verified' &&
        i.status === 'active' &&
        i.retractedAt == null &&
        i.validTo == null &&
        ['decision', 'convention', 'preference'].includes(i.type),
    ),
  );
}
