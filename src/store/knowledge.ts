// The one write path of the knowledge layer. Every mutation of a memory item (create, corroborate, trust change,
// supersede, conflict, resolve, forget) is a unit of work here: it owns its transaction and writes its audit row in
// it, so an audit failure rolls the mutation back and nothing can change an item without leaving a row.
// Text is sanitized (private blocks, secrets) on the way in, whoever the caller is.
import { sanitizeText } from '../capture/privacy.js';
import type { Db } from './connection.js';
import { contentHash } from './content-hash.js';
import { hashKey, isContentTombstoned, writeAudit, type Actor } from './audit.js';
import { contradicted, type Statement, statedFacets } from '../knowledge/contradiction.js';
import { ITEM_TYPES, isItemType, type ItemType } from './kinds.js';

export { ITEM_TYPES, isItemType, type ItemType };

export type Trust = 'candidate' | 'verified' | 'rejected';
export type Origin = 'explicit' | 'inferred';
export type ItemSource = 'manual' | 'auto' | 'migrated' | 'imported';
export type { Actor } from './audit.js';

export interface Receipt {
  kind: 'explicit' | 'prompt' | 'assistant' | 'tool' | 'import' | 'review';
  strength: 'stated' | 'inferred';
  rule?: string;
  sessionId?: string | null;
  promptNumber?: number | null;
  transcriptUuid?: string | null;
  toolUseId?: string | null;
  promptId?: string | null;
  files?: string[];
  commit?: string | null;
  /** A short quote of the evidence (sanitized, capped). */
  quote?: string;
}

export interface ItemInput {
  type: ItemType;
  text: string;
  reason?: string;
  /** Normalized subject (a code area's path). */
  subjectKey?: string;
  origin: Origin;
  source: ItemSource;
  /** Default: verified for explicit saves, candidate for inferred ones. */
  trust?: Exclude<Trust, 'rejected'>;
  /** When it started to hold (the evidence's time). */
  validFrom: number;
  sessionId?: string | null;
  promptNumber?: number | null;
  receipts?: Receipt[];
  /** What the resolver compares (extracted items): the value chosen, the one replaced, a contrast, the polarity. */
  facets?: ItemFacets;
}

export interface ItemFacets {
  value?: string | null;
  replaces?: string | null;
  contrast?: string | null;
  polarity?: 'positive' | 'negative';
}

export interface WriteContext {
  actor: Actor;
  now: number;
  reason?: string;
}

export interface ItemRow {
  id: number;
  type: ItemType;
  text: string;
  reason: string;
  subjectKey: string;
  contentHash: string;
  origin: Origin;
  source: ItemSource;
  trust: Trust;
  status: 'active' | 'superseded';
  supersededBy: number | null;
  sessionId: string | null;
  promptNumber: number | null;
  validFrom: number;
  validTo: number | null;
  recordedAt: number;
  retractedAt: number | null;
  value: string | null;
  replaces: string | null;
  contrast: string | null;
  polarity: 'positive' | 'negative';
}

export const itemId = (row: { type: string; id: number }) => `${row.type}:${row.id}`;

const QUOTE_CHARS = 300;
/** How many current items a new candidate is resolved against (newest first). */
const RESOLVE_POOL = 500;
const iso = (ms: number) => new Date(ms).toISOString();

const ITEM_COLUMNS = `id, type, text, reason, subject_key AS subjectKey, content_hash AS contentHash, origin, source, trust, status,
  superseded_by AS supersededBy, session_id AS sessionId, prompt_number AS promptNumber, valid_from AS validFrom, valid_to AS validTo,
  recorded_at AS recordedAt, retracted_at AS retractedAt, value, replaces, contrast, polarity`;

export function getItem(db: Db, id: number): ItemRow | null {
  return (db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE id = ?`).get(id) as ItemRow | undefined) ?? null;
}

/** Resolves `decision:12` (or an old `code_area:N` from before the items table) to its item, if any. */
export function findItem(db: Db, kind: string, ref: string): ItemRow | null {
  if (!isItemType(kind) || !/^\d+$/.test(ref)) return null;
  const direct = getItem(db, Number(ref));
  if (direct && direct.type === kind) return direct;
  const alias = db.prepare('SELECT item_id FROM memory_item_aliases WHERE kind = ? AND ref = ?').get(kind, ref) as
    | { item_id: number }
    | undefined;
  return alias ? getItem(db, alias.item_id) : null;
}

/** The text an item's content hash is taken over (a code area is its path and description). */
export const searchableText = (type: ItemType, text: string, subject: string) => (type === 'code_area' ? `${subject}: ${text}` : text);

/** The state an audit row records: trust and validity, never the text. */
const stateOf = (r: ItemRow) => ({
  trust: r.trust,
  status: r.status,
  supersededBy: r.supersededBy,
  validTo: r.validTo,
  retractedAt: r.retractedAt,
});

function clean(input: ItemInput): ItemInput {
  return {
    ...input,
    text: sanitizeText(input.text).trim(),
    reason: sanitizeText(input.reason ?? '').trim(),
    subjectKey: sanitizeText(input.subjectKey ?? '').trim(),
    receipts: (input.receipts ?? []).map((r) => ({
      ...r,
      quote: r.quote ? sanitizeText(r.quote).replace(/\s+/g, ' ').slice(0, QUOTE_CHARS) : '',
    })),
  };
}

/** createItem inside another unit of work of the store (an import that records its file in the same transaction). */
export function createItemWithin(db: Db, raw: ItemInput, ctx: WriteContext): CreateOutcome {
  return saveStated(db, withStatedFacets(clean(raw)), ctx);
}

export type CreateOutcome = { outcome: 'created' | 'equivalent'; id: number } | { outcome: 'blocked'; id: null; why: string };

/**
 * Saves an item. The same content already stored (same type, same keyed hash, not superseded) gets the new
 * receipts instead of a second row; an explicit save of a candidate verifies it. Forgotten content is refused.
 */
export function createItem(db: Db, raw: ItemInput, ctx: WriteContext): CreateOutcome {
  return db.transaction((): CreateOutcome => saveStated(db, withStatedFacets(clean(raw)), ctx)).immediate();
}

/** A saved or imported item, stored with the conflicts it opens (a save never silently replaces another item). */
function saveStated(db: Db, input: ItemInput, ctx: WriteContext): CreateOutcome {
  const created = insertOrCorroborate(db, input, ctx);
  if (created.outcome === 'created') recordContradictionsWithin(db, created.id, ctx);
  return created;
}

/**
 * A rule saved in words has no facets (no extractor read it): what it is about and what it chooses are read from its
 * text the way extraction reads a prompt, so it is compared with the others ("Use pnpm, never npm": package manager,
 * pnpm, not npm).
 */
function withStatedFacets(input: ItemInput): ItemInput {
  if (!RULE_TYPES.has(input.type) || input.subjectKey || input.facets?.value) return input;
  const facets = statedFacets(input.text);
  if (!facets) return input;
  return {
    ...input,
    subjectKey: facets.subject,
    facets: {
      value: facets.value ?? null,
      replaces: facets.replaces ?? null,
      contrast: facets.contrast ?? null,
      polarity: facets.polarity,
    },
  };
}

/** The item types that state how the project works: two of them may contradict each other. */
const RULE_TYPES: ReadonlySet<ItemType> = new Set(['decision', 'preference', 'convention']);

/**
 * Opens a conflict between a new item and each current item it contradicts (another value of one choice, another
 * number in the same rule, the opposite rule), inside the caller's unit of work.
 */
function recordContradictionsWithin(db: Db, id: number, ctx: WriteContext): void {
  const row = getItem(db, id);
  if (!row || !RULE_TYPES.has(row.type) || row.status !== 'active') return;
  const current = db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type IN ('decision', 'preference', 'convention') AND status = 'active'
         AND trust != 'rejected' AND id != ? ORDER BY id DESC LIMIT ${RESOLVE_POOL}`,
    )
    .all(id) as ItemRow[];
  for (const target of contradicted(statementOf(row), current.map(statementOf))) recordConflictWithin(db, target, id, row.subjectKey, ctx);
}

const statementOf = (r: ItemRow): Statement => ({
  id: r.id,
  kind: r.type as Statement['kind'],
  text: r.text,
  subject: r.subjectKey,
  value: r.value,
  replaces: r.replaces,
  contrast: r.contrast,
  polarity: r.polarity,
});

/** Nothing but redaction markers left: there is nothing to remember. */
const isEmptyAfterSanitizing = (text: string) => text.replace(/\[(?:private|REDACTED:[\w-]+)\]/g, '').replace(/[\s\p{P}]+/gu, '') === '';

function insertOrCorroborate(db: Db, input: ItemInput, ctx: WriteContext): CreateOutcome {
  if (isEmptyAfterSanitizing(input.text))
    return { outcome: 'blocked', id: null, why: 'nothing left to store after removing private and secret text' };
  const key = hashKey(db);
  const hash = contentHash(key, searchableText(input.type, input.text, input.subjectKey ?? ''));
  if (isContentTombstoned(db, hash)) return { outcome: 'blocked', id: null, why: 'this content was forgotten' };
  const same = db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? ORDER BY (status = 'active') DESC, id DESC LIMIT 1`,
    )
    .get(input.type, hash) as ItemRow | undefined;
  if (same && same.trust === 'rejected' && input.origin === 'inferred')
    return { outcome: 'blocked', id: null, why: `rejected before as ${itemId(same)}` };
  // Old evidence of a replaced item (a re-read transcript, a re-summarized turn) supports the old item; it never revives it.
  const revivesSuperseded = same && same.status === 'superseded' && input.origin === 'inferred';
  if (same && ((same.status === 'active' && same.trust !== 'rejected') || revivesSuperseded)) {
    addReceipts(db, same.id, input.receipts ?? [], ctx);
    const wantVerified = (input.trust ?? (input.origin === 'explicit' ? 'verified' : 'candidate')) === 'verified';
    if (wantVerified && same.trust === 'candidate') {
      db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(same.id);
      writeAudit(db, {
        ctx,
        action: 'verify',
        item: same,
        reason: ctx.reason ?? 'saved explicitly',
        before: stateOf(same),
        after: { ...stateOf(same), trust: 'verified' },
      });
    } else {
      writeAudit(db, { ctx, action: 'corroborate', item: same, reason: ctx.reason ?? 'same content again', before: null, after: null });
    }
    return { outcome: 'equivalent', id: same.id };
  }
  const id = insertItem(db, input, hash, ctx);
  return { outcome: 'created', id };
}

function insertItem(db: Db, input: ItemInput, hash: string, ctx: WriteContext): number {
  const trust = input.trust ?? (input.origin === 'explicit' ? 'verified' : 'candidate');
  const sessionId = input.sessionId && db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(input.sessionId) ? input.sessionId : null;
  const id = Number(
    db
      .prepare(
        `INSERT INTO memory_items (type, text, reason, subject_key, content_hash, origin, source, trust, session_id, prompt_number,
           valid_from, recorded_at, created_at, created_at_iso, value, replaces, contrast, polarity)
         VALUES (@type, @text, @reason, @subject, @hash, @origin, @source, @trust, @session, @prompt, @validFrom, @now, @validFrom, @iso,
           @value, @replaces, @contrast, @polarity)`,
      )
      .run({
        type: input.type,
        text: input.text,
        reason: input.reason ?? '',
        subject: input.subjectKey ?? '',
        hash,
        origin: input.origin,
        source: input.source,
        trust,
        session: sessionId,
        prompt: input.promptNumber ?? null,
        validFrom: input.validFrom,
        now: ctx.now,
        // Ranked and listed by when it was said (an imported or extracted item carries its turn's time).
        iso: iso(input.validFrom),
        value: input.facets?.value ?? null,
        replaces: input.facets?.replaces ?? null,
        contrast: input.facets?.contrast ?? null,
        polarity: input.facets?.polarity ?? 'positive',
      }).lastInsertRowid,
  );
  addReceipts(db, id, input.receipts ?? [], ctx);
  const row = getItem(db, id)!;
  writeAudit(db, {
    ctx,
    action: 'create',
    item: row,
    reason: ctx.reason ?? `${input.origin} ${input.type} (${input.source})`,
    before: null,
    after: stateOf(row),
    afterHash: hash,
  });
  return id;
}

function addReceipts(db: Db, itemId: number, receipts: Receipt[], ctx: WriteContext): void {
  const insert = db.prepare(
    `INSERT INTO memory_provenance (item_id, kind, strength, actor, rule, session_id, prompt_number, transcript_uuid, tool_use_id, prompt_id,
       files_json, commit_sha, quote, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of receipts) {
    insert.run(
      itemId,
      r.kind,
      r.strength,
      ctx.actor,
      r.rule ? sanitizeText(r.rule) : null,
      r.sessionId ?? null,
      r.promptNumber ?? null,
      r.transcriptUuid ?? null,
      r.toolUseId ?? null,
      r.promptId ?? null,
      JSON.stringify((r.files ?? []).map((f) => sanitizeText(f))),
      r.commit ?? null,
      // A review receipt quotes the caller's reason as given: sanitized here, like every receipt's quote.
      r.quote ? sanitizeText(r.quote).replace(/\s+/g, ' ').slice(0, QUOTE_CHARS) : '',
      ctx.now,
    );
  }
}

// ── Automatic extraction: a candidate planned against the items already about its subject ──

export type Resolution =
  | { outcome: 'equivalent'; targets: number[] }
  | { outcome: 'additive'; targets?: number[] }
  | { outcome: 'supersedes'; targets: number[] }
  /** Older than the item that already replaced it (a backfilled statement): stored closed, pointing at it. */
  | { outcome: 'superseded'; targets: number[] }
  | { outcome: 'conflict'; targets: number[] };

export interface ApplyResult {
  outcome: Resolution['outcome'] | 'blocked';
  id: number | null;
  targets: number[];
}

/** Current items of one type and subject: what a new candidate is compared with. */
export function slotItems(db: Db, type: ItemType, subjectKey: string): ItemRow[] {
  return db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND subject_key = ? AND status = 'active' AND trust != 'rejected' ORDER BY id`,
    )
    .all(type, subjectKey) as ItemRow[];
}

/**
 * Stores an extracted candidate as the resolver plans it, in one transaction: the slot is read, `plan` (pure) decides,
 * and the outcome is applied with its receipts, links and audit rows.
 */
export function applyResolved(
  db: Db,
  raw: ItemInput,
  plan: (slot: ItemRow[], all: ItemRow[]) => Resolution,
  ctx: WriteContext,
): ApplyResult {
  return db.transaction((): ApplyResult => applyResolvedWithin(db, raw, plan, ctx)).immediate();
}

function applyResolvedWithin(
  db: Db,
  raw: ItemInput,
  plan: (slot: ItemRow[], all: ItemRow[]) => Resolution,
  ctx: WriteContext,
): ApplyResult {
  const input = clean(raw);
  const exact = insertOrCorroborateIfKnown(db, input, ctx);
  if (exact) return exact;
  const slot = slotItems(db, input.type, input.subjectKey ?? '');
  // The resolver checks kind and subject itself: a replacement can retire a value filed under another kind.
  const current = db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type != 'code_area' AND status = 'active' AND trust != 'rejected' ORDER BY id DESC LIMIT ${RESOLVE_POOL}`,
    )
    .all() as ItemRow[];
  const resolution = plan(slot, current);
  const known = new Set(current.map((r) => r.id).concat(slot.map((r) => r.id)));
  const targets = (resolution.targets ?? []).filter((t) => known.has(t));
  if (resolution.outcome === 'equivalent' && targets.length) {
    addReceipts(db, targets[0], input.receipts ?? [], ctx);
    writeAudit(db, {
      ctx,
      action: 'corroborate',
      item: getItem(db, targets[0])!,
      reason: ctx.reason ?? 'equivalent evidence',
      before: null,
      after: null,
    });
    return { outcome: 'equivalent', id: targets[0], targets };
  }
  const created = insertOrCorroborate(db, input, ctx);
  if (created.outcome === 'blocked') return { outcome: 'blocked', id: null, targets: [] };
  if (resolution.outcome === 'supersedes') {
    for (const t of targets) supersedeWithin(db, t, created.id, ctx, ctx.reason ?? 'replacement language in the new evidence');
    return { outcome: 'supersedes', id: created.id, targets };
  }
  if (resolution.outcome === 'superseded' && targets.length) {
    const newer = getItem(db, targets[0])!;
    const validTo = Math.max(input.validFrom, newer.validFrom);
    db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(
      newer.id,
      validTo,
      created.id,
    );
    const after = getItem(db, created.id)!;
    writeAudit(db, {
      ctx,
      action: 'supersede',
      item: after,
      reason: `older than ${itemId(newer)}, which already replaced it`,
      before: null,
      after: stateOf(after),
    });
    return { outcome: 'superseded', id: created.id, targets };
  }
  if (resolution.outcome === 'conflict') {
    for (const t of targets) recordConflictWithin(db, t, created.id, input.subjectKey ?? '', ctx);
    return { outcome: 'conflict', id: created.id, targets };
  }
  // What the resolver found unrelated may still contradict an item it does not compare (another number in the same rule).
  recordContradictionsWithin(db, created.id, ctx);
  return { outcome: 'additive', id: created.id, targets: [] };
}

/** Exact duplicates and forgotten content are settled before any resolver runs. */
function insertOrCorroborateIfKnown(db: Db, input: ItemInput, ctx: WriteContext): ApplyResult | null {
  if (isEmptyAfterSanitizing(input.text)) return { outcome: 'blocked', id: null, targets: [] };
  const hash = contentHash(hashKey(db), searchableText(input.type, input.text, input.subjectKey ?? ''));
  if (isContentTombstoned(db, hash)) return { outcome: 'blocked', id: null, targets: [] };
  const same = db.prepare(`SELECT id FROM memory_items WHERE type = ? AND content_hash = ? LIMIT 1`).get(input.type, hash);
  if (!same) return null;
  const r = insertOrCorroborate(db, input, ctx);
  return r.outcome === 'blocked' ? { outcome: 'blocked', id: null, targets: [] } : { outcome: 'equivalent', id: r.id, targets: [r.id] };
}

/** Records that two items disagree (once per pair), inside the caller's unit of work; team sync uses it too. */
export function recordConflictWithin(db: Db, a: number, b: number, subjectKey: string, ctx: WriteContext): void {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const res = db
    .prepare(
      `INSERT INTO memory_conflicts (item_a, item_b, subject_key, detected_at) VALUES (?, ?, ?, ?) ON CONFLICT(item_a, item_b) DO NOTHING`,
    )
    .run(lo, hi, subjectKey, ctx.now);
  if (res.changes === 0) return;
  const newer = getItem(db, b)!;
  writeAudit(db, {
    ctx,
    action: 'conflict',
    item: newer,
    reason: `conflicts with ${itemId(getItem(db, a)!)}`,
    before: null,
    after: { conflictId: Number(res.lastInsertRowid) },
  });
}

// ── Review: trust changes, supersession, conflicts ──

export class KnowledgeError extends Error {
  readonly code = 'E_KNOWLEDGE';
}

function requireItem(db: Db, id: number): ItemRow {
  const row = getItem(db, id);
  if (!row) throw new KnowledgeError(`No memory item ${id}.`);
  return row;
}

/** Verify (confirmed in review) or reject (it was wrong: retracted now, never shown again, never re-extracted). */
export function setTrust(db: Db, id: number, trust: 'verified' | 'rejected', ctx: WriteContext): ItemRow {
  return db
    .transaction(() => {
      const before = requireItem(db, id);
      if (before.trust === trust) return before;
      if (trust === 'verified' && before.trust === 'rejected')
        throw new KnowledgeError(`${itemId(before)} was rejected; save it again to restore it.`);
      if (trust === 'rejected') {
        db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, id);
        if (before.status === 'active') releasePredecessors(db, before, ctx, 'rejected');
        // A rejected side of a conflict loses it.
        for (const c of openConflictsOf(db, id)) closeConflict(db, c.id, c.item_a === id ? c.item_b : c.item_a, ctx);
      } else {
        db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(id);
      }
      addReceipts(db, id, [{ kind: 'review', strength: 'stated', quote: ctx.reason ?? '' }], ctx);
      const after = getItem(db, id)!;
      writeAudit(db, {
        ctx,
        action: trust === 'verified' ? 'verify' : 'reject',
        item: after,
        reason: ctx.reason ?? '',
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    })
    .immediate();
}

/** The current end of a supersession chain. */
function chainHead(db: Db, id: number): ItemRow {
  let row = requireItem(db, id);
  const seen = new Set<number>();
  while (row.supersededBy != null && !seen.has(row.id)) {
    seen.add(row.id);
    const next = getItem(db, row.supersededBy);
    if (!next) break;
    row = next;
  }
  return row;
}

export type Replacement = { existingId: number } | { input: ItemInput };

/**
 * Replaces an item (any type) with a corrected one, new or already stored. Superseding an item that was already
 * replaced replaces the current end of its chain, so there is only ever one active successor.
 */
export function supersedeItem(db: Db, oldId: number, replacement: Replacement, ctx: WriteContext): { oldId: number; newId: number } {
  return db
    .transaction(() => {
      const head = chainHead(db, oldId);
      let newId: number;
      if ('existingId' in replacement) {
        newId = requireItem(db, replacement.existingId).id;
      } else {
        const created = insertOrCorroborate(db, clean(replacement.input), ctx);
        if (created.outcome === 'blocked') throw new KnowledgeError(`Cannot store the replacement: ${created.why}.`);
        newId = created.id;
      }
      if (newId === head.id || newId === oldId) throw new KnowledgeError('An item cannot supersede itself.');
      const successor = requireItem(db, newId);
      if (successor.trust === 'rejected') throw new KnowledgeError(`${itemId(successor)} was rejected and cannot replace anything.`);
      if (successor.status !== 'active') throw new KnowledgeError(`${itemId(successor)} is itself superseded.`);
      supersedeWithin(db, head.id, newId, ctx, ctx.reason ?? 'superseded');
      return { oldId: head.id, newId };
    })
    .immediate();
}

function supersedeWithin(db: Db, oldId: number, newId: number, ctx: WriteContext, reason: string): void {
  const before = requireItem(db, oldId);
  const successor = requireItem(db, newId);
  // It stopped holding when the replacement started to (never before it started itself).
  const validTo = Math.max(before.validFrom, successor.validFrom);
  db.prepare(`UPDATE memory_items SET status = 'superseded', superseded_by = ?, valid_to = ? WHERE id = ?`).run(newId, validTo, oldId);
  const [lo, hi] = oldId < newId ? [oldId, newId] : [newId, oldId];
  db.prepare(
    `UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE item_a = ? AND item_b = ? AND status = 'open'`,
  ).run(newId, ctx.now, ctx.actor, lo, hi);
  const after = getItem(db, oldId)!;
  writeAudit(db, {
    ctx,
    action: 'supersede',
    item: after,
    reason: `${reason} → ${itemId(successor)}`,
    before: stateOf(before),
    after: stateOf(after),
  });
}

interface ConflictRow {
  id: number;
  item_a: number;
  item_b: number;
}

function openConflictsOf(db: Db, id: number): ConflictRow[] {
  return db
    .prepare(`SELECT id, item_a, item_b FROM memory_conflicts WHERE status = 'open' AND (item_a = ? OR item_b = ?)`)
    .all(id, id) as ConflictRow[];
}

function closeConflict(db: Db, conflictId: number, winner: number, ctx: WriteContext): void {
  db.prepare(`UPDATE memory_conflicts SET status = 'resolved', winner = ?, resolved_at = ?, resolved_by = ? WHERE id = ?`).run(
    winner,
    ctx.now,
    ctx.actor,
    conflictId,
  );
}

/**
 * Settles an open conflict: the winner is verified; the loser is superseded by it ("it changed") or rejected ("it
 * was never right"). Both steps and the conflict row commit together.
 */
export function resolveConflict(
  db: Db,
  conflictId: number,
  winnerId: number,
  how: 'supersede' | 'reject',
  ctx: WriteContext,
): { winner: number; loser: number } {
  return db
    .transaction(() => {
      const c = db.prepare(`SELECT id, item_a, item_b, status FROM memory_conflicts WHERE id = ?`).get(conflictId) as
        | (ConflictRow & { status: string })
        | undefined;
      if (!c) throw new KnowledgeError(`No conflict ${conflictId}.`);
      if (c.status !== 'open') throw new KnowledgeError(`Conflict ${conflictId} is already ${c.status}.`);
      if (winnerId !== c.item_a && winnerId !== c.item_b)
        throw new KnowledgeError(`Item ${winnerId} is not a side of conflict ${conflictId}.`);
      const loser = winnerId === c.item_a ? c.item_b : c.item_a;
      const winner = requireItem(db, winnerId);
      if (winner.trust === 'candidate') {
        db.prepare(`UPDATE memory_items SET trust = 'verified' WHERE id = ?`).run(winnerId);
        writeAudit(db, {
          ctx,
          action: 'verify',
          item: winner,
          reason: `won conflict ${conflictId}`,
          before: stateOf(winner),
          after: { ...stateOf(winner), trust: 'verified' },
        });
      }
      if (how === 'supersede') supersedeWithin(db, loser, winnerId, ctx, `conflict ${conflictId} resolved`);
      else {
        const before = requireItem(db, loser);
        db.prepare(`UPDATE memory_items SET trust = 'rejected', retracted_at = ? WHERE id = ?`).run(ctx.now, loser);
        const after = getItem(db, loser)!;
        writeAudit(db, {
          ctx,
          action: 'reject',
          item: after,
          reason: `lost conflict ${conflictId}`,
          before: stateOf(before),
          after: stateOf(after),
        });
      }
      closeConflict(db, conflictId, winnerId, ctx);
      writeAudit(db, {
        ctx,
        action: 'resolve',
        item: requireItem(db, winnerId),
        reason: `conflict ${conflictId}: ${how} ${itemId(requireItem(db, loser))}`,
        before: null,
        after: { conflictId, winner: winnerId, loser },
      });
      return { winner: winnerId, loser };
    })
    .immediate();
}

// ── Forgetting an item (captured memories are forgotten in forget.ts, which calls this for derived items) ──

/**
 * Deletes an item for good inside the caller's unit of work: row, receipts, conflicts, search entries and vectors
 * (triggers, cascades), leaving a tombstone of its keyed hash and source keys. Its chain stays sane: a predecessor it
 * had replaced is linked to its own successor, or, if it was the current one, comes back as an unconfirmed candidate
 * for review (never silently as the truth).
 */
export function forgetItemWithin(
  db: Db,
  row: ItemRow,
  ctx: WriteContext,
  tombstone: (t: {
    memoryId: string;
    contentHash: string;
    sessionId?: string | null;
    transcriptUuid?: string | null;
    toolUseId?: string | null;
    promptId?: string | null;
  }) => void,
): void {
  const receipts = db
    .prepare('SELECT session_id, transcript_uuid, tool_use_id, prompt_id FROM memory_provenance WHERE item_id = ?')
    .all(row.id) as {
    session_id: string | null;
    transcript_uuid: string | null;
    tool_use_id: string | null;
    prompt_id: string | null;
  }[];
  releasePredecessors(db, row, ctx, 'forgotten');
  tombstone({ memoryId: itemId(row), contentHash: row.contentHash });
  for (const r of receipts) {
    if (r.transcript_uuid || r.tool_use_id || r.prompt_id)
      tombstone({
        memoryId: itemId(row),
        contentHash: row.contentHash,
        transcriptUuid: r.transcript_uuid,
        toolUseId: r.tool_use_id,
        promptId: r.prompt_id,
      });
  }
  db.prepare('DELETE FROM memory_items WHERE id = ?').run(row.id);
  db.prepare('DELETE FROM injected_memories WHERE memory_id = ?').run(itemId(row));
  db.prepare('DELETE FROM session_exposures WHERE memory_id = ?').run(itemId(row));
  writeAudit(db, {
    ctx,
    action: 'forget',
    item: row,
    reason: ctx.reason ?? '',
    before: stateOf(row),
    after: null,
    beforeHash: row.contentHash,
  });
}

/**
 * Items that `row` had replaced, when `row` goes (forgotten or rejected): linked to its own successor, or, if it was
 * the current one, back as unconfirmed candidates for review. Never left superseded by nothing.
 */
function releasePredecessors(db: Db, row: ItemRow, ctx: WriteContext, why: 'forgotten' | 'rejected' | 'moved to another scope'): void {
  const predecessors = db.prepare(`SELECT ${ITEM_COLUMNS} FROM memory_items WHERE superseded_by = ?`).all(row.id) as ItemRow[];
  for (const p of predecessors) {
    if (row.supersededBy != null) {
      db.prepare('UPDATE memory_items SET superseded_by = ? WHERE id = ?').run(row.supersededBy, p.id);
      writeAudit(db, {
        ctx,
        action: 'relink',
        item: p,
        reason: `its successor ${itemId(row)} was ${why}`,
        before: stateOf(p),
        after: { ...stateOf(p), supersededBy: row.supersededBy },
      });
    } else {
      db.prepare(
        `UPDATE memory_items SET status = 'active', superseded_by = NULL, valid_to = NULL, trust = CASE trust WHEN 'rejected' THEN 'rejected' ELSE 'candidate' END WHERE id = ?`,
      ).run(p.id);
      const after = getItem(db, p.id)!;
      writeAudit(db, {
        ctx,
        action: 'restore',
        item: after,
        reason: `its successor ${itemId(row)} was ${why}: back for review`,
        before: stateOf(p),
        after: stateOf(after),
      });
    }
  }
}

/**
 * Verified, current items of the given types in one query: the order of `types` first, newest first within a type.
 * (What the global memory offers a digest; publishableItems keeps publishing's own stable order.)
 */
export function currentVerifiedItems(db: Db, types: readonly ItemType[], limit: number): ItemRow[] {
  if (!types.length) return [];
  const order = `CASE type ${types.map((t, i) => `WHEN '${t}' THEN ${i}`).join(' ')} END`;
  return db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM memory_items
       WHERE trust = 'verified' AND status = 'active' AND retracted_at IS NULL AND valid_to IS NULL AND type IN (${types.map(() => '?').join(', ')})
       ORDER BY ${order}, id DESC LIMIT ?`,
    )
    .all(...types, limit) as ItemRow[];
}

/** The current item of this store with the same content (its keyed hash), if any: how a copy in another scope is found. */
export function findEquivalentItem(db: Db, type: ItemType, text: string, subjectKey = ''): ItemRow | null {
  const hash = contentHash(hashKey(db), searchableText(type, text, subjectKey));
  return (
    (db
      .prepare(
        `SELECT ${ITEM_COLUMNS} FROM memory_items WHERE type = ? AND content_hash = ? AND status = 'active' AND trust != 'rejected' AND retracted_at IS NULL ORDER BY id DESC LIMIT 1`,
      )
      .get(type, hash) as ItemRow | undefined) ?? null
  );
}

/**
 * Takes an item out of this store because it lives on in another scope (a demote): deleted with its receipts and
 * search entries, audited, but no tombstone, since its content was not forgotten and may come back (promote again).
 */
export function withdrawItem(db: Db, id: number, ctx: WriteContext): ItemRow {
  return db
    .transaction(() => {
      const row = requireItem(db, id);
      releasePredecessors(db, row, ctx, 'moved to another scope');
      db.prepare('DELETE FROM memory_items WHERE id = ?').run(row.id);
      db.prepare('DELETE FROM injected_memories WHERE memory_id = ?').run(itemId(row));
      db.prepare('DELETE FROM session_exposures WHERE memory_id = ?').run(itemId(row));
      writeAudit(db, {
        ctx,
        action: 'demote',
        item: row,
        reason: ctx.reason ?? '',
        before: stateOf(row),
        after: null,
        beforeHash: row.contentHash,
      });
      return row;
    })
    .immediate();
}

/** An audit row on an item for a change made elsewhere (its copy promoted to or demoted from the global store). */
export function noteItemEvent(db: Db, id: number, action: 'promote' | 'demote', ctx: WriteContext): void {
  db.transaction(() => {
    const row = requireItem(db, id);
    writeAudit(db, { ctx, action, item: row, reason: ctx.reason ?? '', before: null, after: null });
  }).immediate();
}

export interface ExtractedItem {
  input: ItemInput;
  plan: (slot: ItemRow[], current: ItemRow[]) => Resolution;
}

/**
 * What a turn's extraction found, resolved and stored inside the caller's unit of work (the worker's "complete this
 * turn"), under a savepoint of its own: a failure rolls back the items only, never the summary saved with them.
 */
export function applyExtractedWithin(db: Db, items: ExtractedItem[], ctx: WriteContext): ApplyResult[] {
  if (!items.length) return [];
  return db.transaction(() => items.map((e) => applyResolvedWithin(db, e.input, e.plan, ctx)))();
}
