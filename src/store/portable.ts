// Carrying a project's memory to another machine: the export document (format `claude-memory-export`, version 1)
// and its idempotent merge into another store. Items travel with their receipts, trust, validity and supersession;
// the audit log and tombstones travel too. Sessions and their summaries only on request; raw turns (prompts, replies,
// tool calls with their input and output) only when asked for by name (`--with-payloads`).
import type { Db } from './connection.js';
import { contentHash } from './content-hash.js';
import { sanitizeText } from '../capture/privacy.js';
import { hashKey, isContentTombstoned, isSessionTombstoned, isSourceTombstoned, withoutForgottenSentences } from './audit.js';
import { forgetMemory } from './forget.js';
import { createItem, getItem, searchableText, setTrust, supersedeItem, type Actor, type ItemRow, type ItemType } from './knowledge.js';

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
  receipts: {
    kind: string;
    strength: string;
    rule: string | null;
    sessionId: string | null;
    promptNumber: number | null;
    files: string[];
    commit: string | null;
    quote: string;
    createdAt: number;
  }[];
}

export interface ExportedProject {
  items: ExportedItem[];
  /** Audit rows as they are: ids, states and keyed hashes, never content. */
  audit: Record<string, unknown>[];
  /** What was forgotten, as keyed hashes under `hashKey` (so the importing store can recognise its own copies). */
  tombstones: { memoryId: string; contentHash: string | null; createdAt: number }[];
  hashKey: string;
  sessions?: ExportedSession[];
}

export interface ExportedSession {
  id: string;
  startedAt: number;
  endedAt: number | null;
  rollup: string | null;
  summaries: { promptNumber: number; summary: string; tier: string; card?: string | null }[];
  /** Only with payloads: the raw turns. */
  prompts?: { promptNumber: number; text: string; createdAt: number }[];
  replies?: { promptNumber: number; uuid: string; text: string; createdAt: number }[];
  tools?: {
    promptNumber: number;
    toolName: string;
    toolUseId: string;
    success: boolean;
    summary: string;
    error: string | null;
    createdAt: number;
    input: string | null;
    output: string | null;
  }[];
}

/** Everything of the project's memory that travels. */
export function exportProjectMemory(db: Db, opts: { withSessions: boolean; withPayloads?: boolean }): ExportedProject {
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
    audit: db
      .prepare('SELECT at, at_iso, actor, action, memory_id, reason, before_hash, after_hash FROM audit_log ORDER BY id')
      .all() as Record<string, unknown>[],
    tombstones: (
      db.prepare('SELECT memory_id, content_hash, created_at FROM tombstones ORDER BY id').all() as {
        memory_id: string;
        content_hash: string | null;
        created_at: number;
      }[]
    ).map((t) => ({ memoryId: t.memory_id, contentHash: t.content_hash, createdAt: t.created_at })),
    hashKey: hashKey(db),
  };
  if (opts.withSessions || opts.withPayloads) {
    const summaries = db.prepare(
      'SELECT prompt_number, summary, tier, card FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number',
    );
    const prompts = db.prepare('SELECT prompt_number, text, created_at FROM prompts WHERE session_id = ? ORDER BY prompt_number');
    const replies = db.prepare('SELECT prompt_number, uuid, text, created_at FROM assistant_messages WHERE session_id = ? ORDER BY id');
    const tools = db.prepare(
      `SELECT e.prompt_number, e.tool_name, e.tool_use_id, e.success, e.summary, e.error, e.created_at, p.input_json, p.output_text
       FROM tool_events e LEFT JOIN tool_event_payloads p ON p.id = e.payload_id WHERE e.session_id = ? ORDER BY e.id`,
    );
    out.sessions = (
      db.prepare('SELECT id, started_at, ended_at, rollup_summary FROM sessions ORDER BY started_at').all() as {
        id: string;
        started_at: number;
        ended_at: number | null;
        rollup_summary: string | null;
      }[]
    ).map(
      (s): ExportedSession => ({
        id: s.id,
        startedAt: s.started_at,
        endedAt: s.ended_at,
        rollup: s.rollup_summary,
        summaries: (summaries.all(s.id) as { prompt_number: number; summary: string; tier: string; card: string | null }[]).map((t) => ({
          promptNumber: t.prompt_number,
          summary: t.summary,
          tier: t.tier,
          card: t.card,
        })),
        ...(opts.withPayloads
          ? {
              prompts: (prompts.all(s.id) as { prompt_number: number; text: string; created_at: number }[]).map((p) => ({
                promptNumber: p.prompt_number,
                text: p.text,
                createdAt: p.created_at,
              })),
              replies: (replies.all(s.id) as { prompt_number: number; uuid: string; text: string; created_at: number }[]).map((r) => ({
                promptNumber: r.prompt_number,
                uuid: r.uuid,
                text: r.text,
                createdAt: r.created_at,
              })),
              tools: (
                tools.all(s.id) as {
                  prompt_number: number;
                  tool_name: string;
                  tool_use_id: string;
                  success: number;
                  summary: string;
                  error: string | null;
                  created_at: number;
                  input_json: string | null;
                  output_text: string | null;
                }[]
              ).map((t) => ({
                promptNumber: t.prompt_number,
                toolName: t.tool_name,
                toolUseId: t.tool_use_id,
                success: t.success === 1,
                summary: t.summary,
                error: t.error,
                createdAt: t.created_at,
                input: t.input_json,
                output: t.output_text,
              })),
            }
          : {}),
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
  /** Sessions added (with their summaries, and raw turns when the export carried them); sessions already here are kept. */
  sessions: number;
}

/**
 * Merges an exported project into this store, idempotently: an item whose content is already here (any state) is
 * not added again; content this store forgot stays out; content the exporting store forgot is forgotten here too.
 */
export function importProjectMemory(db: Db, data: ExportedProject, ctx: { actor: Actor; now: number }, projectName = ''): ImportReport {
  const report: ImportReport = {
    created: 0,
    alreadyThere: 0,
    forgottenHere: 0,
    forgottenFromExport: 0,
    superseded: 0,
    rejected: 0,
    sessions: 0,
  };
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
    for (const session of data.sessions ?? []) if (importSession(db, session, projectName)) report.sessions++;
  }).immediate();
  // Tombstones travel: what the exporting store forgot goes here too, recognised by its keyed hash.
  const forgotten = new Set(data.tombstones.map((t) => t.contentHash).filter((h): h is string => Boolean(h)));
  if (forgotten.size) {
    const rows = (db.prepare('SELECT id FROM memory_items').all() as { id: number }[]).map((r) => getItem(db, r.id)!);
    for (const row of rows.filter((r: ItemRow) => forgotten.has(contentHash(data.hashKey, searchableText(r.type, r.text, r.subjectKey))))) {
      // An imported item was never in this project's journal.
      if (
        forgetMemory(db, { kind: row.type, ref: String(row.id) }, { ...ctx, reason: 'forgotten on the exporting machine', journal: null })
      )
        report.forgottenFromExport++;
    }
  }
  return report;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Adds an exported session that this store does not have (and did not forget): the session, its rollup and turn
 * summaries, and its raw turns when the export carried them. Text is sanitized again: an export file is input.
 * Search entries come from the tables' triggers, as for captured sessions.
 */
function importSession(db: Db, s: ExportedSession, projectName: string): boolean {
  if (db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(s.id) || isSessionTombstoned(db, s.id)) return false;
  const last = s.endedAt ?? s.startedAt;
  db.prepare(
    `INSERT INTO sessions (id, project, source, started_at, started_at_iso, ended_at, ended_at_iso, last_activity_at, prompt_count, status, exit_reason)
     VALUES (?, ?, 'import', ?, ?, ?, ?, ?, ?, 'completed', 'imported')`,
  ).run(
    s.id,
    projectName,
    s.startedAt,
    iso(s.startedAt),
    s.endedAt,
    s.endedAt == null ? null : iso(s.endedAt),
    last,
    Math.max(s.prompts?.length ?? 0, s.summaries.length),
  );
  const prompt = db.prepare(
    'INSERT OR IGNORE INTO prompts (session_id, prompt_number, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of s.prompts ?? []) prompt.run(s.id, p.promptNumber, sanitizeText(p.text), p.createdAt, iso(p.createdAt));
  const reply = db.prepare(
    'INSERT OR IGNORE INTO assistant_messages (session_id, prompt_number, uuid, text, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const r of s.replies ?? []) reply.run(s.id, r.promptNumber, r.uuid, sanitizeText(r.text), r.createdAt, iso(r.createdAt));
  const payload = db.prepare('INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, created_at) VALUES (?, ?, ?, ?)');
  const tool = db.prepare(
    `INSERT OR IGNORE INTO tool_events (session_id, prompt_number, tool_name, tool_use_id, success, summary, error, payload_id, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const t of s.tools ?? []) {
    if (isSourceTombstoned(db, { toolUseId: t.toolUseId })) continue;
    const input = t.input == null ? null : sanitizeText(t.input);
    const output = t.output == null ? null : sanitizeText(t.output);
    const payloadId =
      input != null || output != null
        ? Number(payload.run(input ?? '', output ?? '', Buffer.byteLength((input ?? '') + (output ?? '')), t.createdAt).lastInsertRowid)
        : null;
    tool.run(
      s.id,
      t.promptNumber,
      sanitizeText(t.toolName),
      t.toolUseId,
      t.success ? 1 : 0,
      sanitizeText(t.summary),
      t.error == null ? null : sanitizeText(t.error),
      payloadId,
      t.createdAt,
      iso(t.createdAt),
    );
  }
  const summary = db.prepare(
    'INSERT OR IGNORE INTO turn_summaries (session_id, prompt_number, summary, tier, card, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Sentences this store forgot stay out of what the other machine summarized.
  const clean = (text: string) => withoutForgottenSentences(db, sanitizeText(text));
  for (const t of s.summaries) summary.run(s.id, t.promptNumber, clean(t.summary), t.tier, t.card == null ? null : clean(t.card), last);
  if (s.rollup) db.prepare('UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?').run(clean(s.rollup), 'imported', s.id);
  return true;
}
