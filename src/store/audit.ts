// The append-only audit log and the tombstones: the two records a mutation leaves. Written only inside the units of
// work of knowledge.ts and forget.ts (never on their own), so a failed audit insert rolls the mutation back.
import { sanitizeDeep, sanitizeText } from '../capture/privacy.js';
import type { Db } from './connection.js';
import { contentHash, hashableSentences } from './content-hash.js';

export type Actor = 'hook' | 'worker' | 'cli' | 'mcp' | 'dashboard';

export interface AuditEntry {
  ctx: { actor: Actor; now: number };
  action: string;
  /** The item (or any memory) the row is about: only its id, type and hash are kept. */
  item?: { id: number; type: string; contentHash?: string } | null;
  memoryId?: string;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  beforeHash?: string | null;
  afterHash?: string | null;
}

/**
 * The log is append-only (forget cannot reach it) and travels in exports: its free text, a caller's `reason` above all,
 * is sanitized here, whoever the caller is.
 */
export function writeAudit(db: Db, e: AuditEntry): void {
  db.prepare(
    `INSERT INTO audit_log (at, at_iso, actor, action, memory_id, item_id, reason, before_hash, after_hash, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    e.ctx.now,
    new Date(e.ctx.now).toISOString(),
    e.ctx.actor,
    e.action,
    e.memoryId ?? (e.item ? `${e.item.type}:${e.item.id}` : null),
    e.item?.id ?? null,
    sanitizeText(e.reason ?? ''),
    e.beforeHash ?? (e.before && e.item?.contentHash ? e.item.contentHash : null),
    e.afterHash ?? (e.after && e.item?.contentHash ? e.item.contentHash : null),
    e.before ? JSON.stringify(sanitizeDeep(e.before)) : null,
    e.after ? JSON.stringify(sanitizeDeep(e.after)) : null,
  );
}

const keys = new WeakMap<Db, string>();

/** The store's secret for keyed content hashes (created by migration 3). */
export function hashKey(db: Db): string {
  let key = keys.get(db);
  if (!key) {
    key = (db.prepare(`SELECT value FROM knowledge_meta WHERE name = 'hash_key'`).get() as { value: string }).value;
    keys.set(db, key);
  }
  return key;
}

export const hashText = (db: Db, text: string) => contentHash(hashKey(db), text);

/** Whether anything was forgotten by content at all: until then no captured text needs hashing. */
export function hasContentTombstones(db: Db): boolean {
  return Boolean(
    db.prepare('SELECT 1 FROM tombstones WHERE content_hash IS NOT NULL UNION ALL SELECT 1 FROM tombstone_sentences LIMIT 1').get(),
  );
}

/** Forgotten text: a whole forgotten memory, or one sentence of one. */
export function isContentTombstoned(db: Db, hash: string): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM tombstones WHERE content_hash = ? UNION ALL SELECT 1 FROM tombstone_sentences WHERE hash = ? LIMIT 1')
      .get(hash, hash),
  );
}

export interface TombstoneKeys {
  memoryId: string;
  contentHash?: string | null;
  sessionId?: string | null;
  transcriptUuid?: string | null;
  toolUseId?: string | null;
  promptId?: string | null;
  transcriptPath?: string | null;
  transcriptHash?: string | null;
  /** Forgotten text: its sentences are hashed (never stored), so a summary that quotes one drops it. */
  text?: string;
}

export function writeTombstone(db: Db, t: TombstoneKeys, now: number): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO tombstones (created_at, memory_id, content_hash, session_id, transcript_uuid, tool_use_id, prompt_id, transcript_path, transcript_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        now,
        t.memoryId,
        t.contentHash ?? null,
        t.sessionId ?? null,
        t.transcriptUuid ?? null,
        t.toolUseId ?? null,
        t.promptId ?? null,
        t.transcriptPath ?? null,
        t.transcriptHash ?? null,
      ).lastInsertRowid,
  );
  if (t.text) {
    const insert = db.prepare('INSERT OR IGNORE INTO tombstone_sentences (hash, tombstone_id) VALUES (?, ?)');
    for (const s of hashableSentences(t.text)) insert.run(hashText(db, s), id);
  }
  return id;
}

// ── What capture asks before it stores anything ──

/** A whole forgotten session: nothing of it is stored again, from any path. */
export function isSessionTombstoned(db: Db, sessionId: string): boolean {
  return Boolean(
    db
      .prepare(
        'SELECT 1 FROM tombstones WHERE session_id = ? AND transcript_uuid IS NULL AND tool_use_id IS NULL AND prompt_id IS NULL AND content_hash IS NULL LIMIT 1',
      )
      .get(sessionId),
  );
}

export function isSourceTombstoned(
  db: Db,
  keys: { transcriptUuid?: string | null; toolUseId?: string | null; promptId?: string | null },
): boolean {
  if (keys.transcriptUuid && db.prepare('SELECT 1 FROM tombstones WHERE transcript_uuid = ? LIMIT 1').get(keys.transcriptUuid)) return true;
  if (keys.toolUseId && db.prepare('SELECT 1 FROM tombstones WHERE tool_use_id = ? LIMIT 1').get(keys.toolUseId)) return true;
  if (keys.promptId && db.prepare('SELECT 1 FROM tombstones WHERE prompt_id = ? LIMIT 1').get(keys.promptId)) return true;
  return false;
}

export function isMemoryTombstoned(db: Db, memoryId: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM tombstones WHERE memory_id = ? LIMIT 1').get(memoryId));
}

/** Drops the sentences of `text` that quote forgotten text (summaries and rollups are rebuilt through this). */
export function withoutForgottenSentences(db: Db, text: string): string {
  const any = db.prepare('SELECT 1 FROM tombstone_sentences LIMIT 1').get();
  if (!any) return text;
  const check = db.prepare('SELECT 1 FROM tombstone_sentences WHERE hash = ?');
  let out = text;
  for (const s of hashableSentences(text)) if (check.get(hashText(db, s))) out = out.split(s).join('');
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The tombstone key of a turn whose summary was forgotten: the worker never summarizes that turn again. */
export const turnMemoryId = (sessionId: string, promptNumber: number) => `turn:${sessionId}#${promptNumber}`;
