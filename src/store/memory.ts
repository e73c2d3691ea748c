// Summaries, rollups, decisions and code areas: the compressed and curated memory.
import type { Actor } from './audit.js';
import { isMemoryTombstoned, withoutForgottenSentences } from './audit.js';
import type { Db } from './connection.js';
import { forgetMemory, turnMemoryId } from './forget.js';
import { formatMemoryId, MEMORY_KINDS, type MemoryId } from './kinds.js';
import { createItem, findItem, KnowledgeError, supersedeItem, type ItemInput, type ItemSource, type Trust } from './knowledge.js';
import { resolveSessionId } from './read.js';
import { statement } from './statements.js';

export interface TurnRow {
  /** When the turn happened (its prompt, else its first tool call); summaries carry this time, not the worker's. */
  at: number | null;
  prompt: string;
  tools: { toolName: string; inputJson: string | null; output: string | null; success: boolean; error: string | null; summary: string }[];
  assistantText: string[];
  /** Provenance keys: the prompt's ids, and each assistant text's transcript line uuid (same order). */
  promptId: string | null;
  promptUuid: string | null;
  assistantUuids: string[];
}

/** Everything stored for one turn, in order; the compressor's input. */
export function loadTurn(db: Db, sessionId: string, promptNumber: number): TurnRow | null {
  const prompt = statement(db, 'SELECT text, created_at, prompt_id, uuid FROM prompts WHERE session_id = ? AND prompt_number = ?').get(
    sessionId,
    promptNumber,
  ) as { text: string; created_at: number; prompt_id: string | null; uuid: string | null } | undefined;
  const tools = statement(
    db,
    `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`,
  ).all(sessionId, promptNumber) as {
    tool_name: string;
    input_json: string | null;
    output_text: string | null;
    success: number;
    error: string | null;
    summary: string;
    created_at: number;
  }[];
  const assistant = statement(
    db,
    'SELECT text, uuid FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id',
  ).all(sessionId, promptNumber) as { text: string; uuid: string }[];
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? '',
    tools: tools.map((t) => ({
      toolName: t.tool_name,
      inputJson: t.input_json,
      output: t.output_text,
      success: t.success === 1,
      error: t.error,
      summary: t.summary,
    })),
    assistantText: assistant.map((a) => a.text),
    promptId: prompt?.prompt_id ?? null,
    promptUuid: prompt?.uuid ?? null,
    assistantUuids: assistant.map((a) => a.uuid),
  };
}

export function saveTurnSummary(
  db: Db,
  sessionId: string,
  promptNumber: number,
  summary: string,
  tier: string,
  evidenceJson: string,
  now: number,
  card: string | null = null,
): void {
  // A forgotten summary is not rebuilt; one rebuilt after a forget leaves out sentences quoting forgotten text.
  if (isMemoryTombstoned(db, turnMemoryId(sessionId, promptNumber))) return;
  summary = withoutForgottenSentences(db, summary);
  if (card != null) card = withoutForgottenSentences(db, card);
  statement(
    db,
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at, card) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json,
       card = excluded.card`,
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now, card || null);
}

export function turnSummaries(
  db: Db,
  sessionId: string,
): { promptNumber: number; summary: string; tier: string; evidenceJson: string; card: string | null }[] {
  return (
    statement(
      db,
      'SELECT prompt_number, summary, tier, evidence_json, card FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number',
    ).all(sessionId) as {
      prompt_number: number;
      summary: string;
      tier: string;
      evidence_json: string;
      card: string | null;
    }[]
  ).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json, card: r.card }));
}

/** Turns that have material but no summary yet (e.g. their Stop hook never ran). */
export function unsummarizedTurns(db: Db, sessionId: string): number[] {
  return (
    statement(
      db,
      `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`,
    ).all(sessionId) as { n: number }[]
  )
    .map((r) => r.n)
    .filter((n) => !isMemoryTombstoned(db, turnMemoryId(sessionId, n)));
}

export function saveRollup(db: Db, sessionId: string, summary: string, tier: string): void {
  // A forgotten rollup is not written again; one rebuilt after a forget leaves out sentences quoting forgotten text.
  if (isMemoryTombstoned(db, `rollup:${sessionId}`)) return;
  const text = withoutForgottenSentences(db, summary);
  if (!text) return;
  statement(db, 'UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?').run(text, tier, sessionId);
}

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

/** What a user or Claude saves on purpose: a decision, preference, convention or discovery. */
export type SavedItemType = 'decision' | 'preference' | 'convention' | 'discovery';
export const SAVED_ITEM_TYPES: readonly SavedItemType[] = ['decision', 'preference', 'convention', 'discovery'];

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

/** The item types a session follows: what was decided, and the house rules (preferences and conventions). */
export type StandingItemType = 'decision' | 'preference' | 'convention';

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

/**
 * Deletes a memory for good (see store/forget.ts): the row, its search entries and vectors, raw payloads, derived
 * summaries (re-queued without it), with a tombstone and an audit row. A session ref may be a unique prefix.
 * Returns what was removed (0 rows: nothing stored under that id).
 */
export function forget(
  db: Db,
  id: MemoryId,
  ctx: { actor: Actor; now: number; reason?: string } = { actor: 'cli', now: Date.now() },
): { removed: number; id: string } {
  const ref = MEMORY_KINDS[id.kind].ref === 'session' ? resolveSessionId(db, id.ref) : id.ref;
  if (ref == null) return { removed: 0, id: formatMemoryId(id.kind, id.ref) };
  const result = forgetMemory(db, id.kind, ref, ctx);
  return result ? { removed: result.removed, id: result.memoryId } : { removed: 0, id: formatMemoryId(id.kind, ref) };
}

/** Retention: raw payloads older than the cutoff whose turn is summarized. Summaries and evidence stay. */
export function sweepRawPayloads(db: Db, cutoff: number): number {
  const tx = db.transaction(() => {
    const ids = statement(
      db,
      `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`,
    ).all(cutoff) as { event_id: number; payload_id: number }[];
    const unlink = statement(db, 'UPDATE tool_events SET payload_id = NULL WHERE id = ?');
    const del = statement(db, 'DELETE FROM tool_event_payloads WHERE id = ?');
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}

/** A payload field and value that pick out the journal lines of a memory (its spooled copies), if it has any. */
export interface SpooledMatch {
  field: 'tool_use_id' | 'prompt_id' | 'session_id';
  value: string;
}

/** How to find a memory's copies in the spool journal: tool events by tool_use_id, prompts by prompt_id, sessions by id. */
export function spooledMatchFor(db: Db, id: MemoryId): SpooledMatch | null {
  if (id.kind === 'session') {
    const ref = resolveSessionId(db, id.ref);
    return ref == null ? null : { field: 'session_id', value: ref };
  }
  if (id.kind === 'tool') {
    const row = statement(db, 'SELECT tool_use_id FROM tool_events WHERE id = ?').get(id.ref) as { tool_use_id: string | null } | undefined;
    return row?.tool_use_id ? { field: 'tool_use_id', value: row.tool_use_id } : null;
  }
  if (id.kind === 'prompt') {
    const row = statement(db, 'SELECT prompt_id FROM prompts WHERE id = ?').get(id.ref) as { prompt_id: string | null } | undefined;
    return row?.prompt_id ? { field: 'prompt_id', value: row.prompt_id } : null;
  }
  return null;
}
