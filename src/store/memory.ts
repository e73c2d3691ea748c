// Summaries, rollups, decisions and code areas: the compressed and curated memory.
import type { Db } from './connection.js';
import { formatMemoryId, MEMORY_KINDS, type MemoryId, type MemoryKind } from './kinds.js';
import { resolveSessionId } from './read.js';

const iso = (ms: number) => new Date(ms).toISOString();

export interface TurnRow {
  /** When the turn happened (its prompt, else its first tool call); summaries carry this time, not the worker's. */
  at: number | null;
  prompt: string;
  tools: { toolName: string; inputJson: string | null; output: string | null; success: boolean; error: string | null; summary: string }[];
  assistantText: string[];
}

/** Everything stored for one turn, in order; the compressor's input. */
export function loadTurn(db: Db, sessionId: string, promptNumber: number): TurnRow | null {
  const prompt = db.prepare('SELECT text, created_at FROM prompts WHERE session_id = ? AND prompt_number = ?').get(sessionId, promptNumber) as
    | { text: string; created_at: number }
    | undefined;
  const tools = db
    .prepare(
      `SELECT t.tool_name, p.input_json, p.output_text, t.success, t.error, t.summary, t.created_at FROM tool_events t
       LEFT JOIN tool_event_payloads p ON p.id = t.payload_id
       WHERE t.session_id = ? AND t.prompt_number = ? ORDER BY t.created_at, t.id`,
    )
    .all(sessionId, promptNumber) as { tool_name: string; input_json: string | null; output_text: string | null; success: number; error: string | null; summary: string; created_at: number }[];
  const assistant = db
    .prepare('SELECT text FROM assistant_messages WHERE session_id = ? AND prompt_number = ? AND agent_id IS NULL ORDER BY created_at, id')
    .all(sessionId, promptNumber) as { text: string }[];
  if (!prompt && tools.length === 0 && assistant.length === 0) return null;
  return {
    at: prompt?.created_at ?? tools[0]?.created_at ?? null,
    prompt: prompt?.text ?? '',
    tools: tools.map((t) => ({ toolName: t.tool_name, inputJson: t.input_json, output: t.output_text, success: t.success === 1, error: t.error, summary: t.summary })),
    assistantText: assistant.map((a) => a.text),
  };
}

export function saveTurnSummary(db: Db, sessionId: string, promptNumber: number, summary: string, tier: string, evidenceJson: string, now: number): void {
  db.prepare(
    `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id, prompt_number) DO UPDATE SET summary = excluded.summary, tier = excluded.tier, evidence_json = excluded.evidence_json`,
  ).run(sessionId, promptNumber, summary, tier, evidenceJson, now);
}

export function turnSummaries(db: Db, sessionId: string): { promptNumber: number; summary: string; tier: string; evidenceJson: string }[] {
  return (
    db.prepare('SELECT prompt_number, summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number').all(sessionId) as {
      prompt_number: number;
      summary: string;
      tier: string;
      evidence_json: string;
    }[]
  ).map((r) => ({ promptNumber: r.prompt_number, summary: r.summary, tier: r.tier, evidenceJson: r.evidence_json }));
}

/** Turns that have material but no summary yet (e.g. their Stop hook never ran). */
export function unsummarizedTurns(db: Db, sessionId: string): number[] {
  return (
    db
      .prepare(
        `SELECT p.prompt_number AS n FROM prompts p
         LEFT JOIN turn_summaries s ON s.session_id = p.session_id AND s.prompt_number = p.prompt_number
         WHERE p.session_id = ? AND s.id IS NULL ORDER BY p.prompt_number`,
      )
      .all(sessionId) as { n: number }[]
  ).map((r) => r.n);
}

export function saveRollup(db: Db, sessionId: string, summary: string, tier: string): void {
  db.prepare('UPDATE sessions SET rollup_summary = ?, rollup_tier = ? WHERE id = ?').run(summary, tier, sessionId);
}

export type Source = 'manual' | 'auto' | 'migrated';

export interface DecisionInput {
  decision: string;
  reason: string;
  source: Source;
  sessionId?: string | null;
  promptNumber?: number | null;
  at: number;
}

/** Unit of work: saves a decision, or returns the id of the same active decision already saved. */
export function recordDecision(db: Db, d: DecisionInput): number {
  return db
    .transaction(() => {
      const dup = db.prepare(`SELECT id FROM decisions WHERE decision = ? AND reason = ? AND status = 'active'`).get(d.decision, d.reason) as { id: number } | undefined;
      if (dup) return dup.id;
      const result = db
        .prepare(
          `INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(d.sessionId ?? null, d.promptNumber ?? null, d.decision, d.reason, d.source, d.at, iso(d.at));
      return Number(result.lastInsertRowid);
    })
    .immediate();
}

/** Replaces a decision with a corrected one; the old one stays, marked superseded and pointing at the new one. */
export function supersedeDecision(db: Db, oldId: number, replacement: DecisionInput): number | null {
  const tx = db.transaction(() => {
    const old = db.prepare(`SELECT id FROM decisions WHERE id = ?`).get(oldId);
    if (!old) return null;
    const newId = Number(
      db
        .prepare(`INSERT INTO decisions (session_id, prompt_number, decision, reason, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(replacement.sessionId ?? null, replacement.promptNumber ?? null, replacement.decision, replacement.reason, replacement.source, replacement.at, iso(replacement.at))
        .lastInsertRowid,
    );
    db.prepare(`UPDATE decisions SET status = 'superseded', superseded_by = ? WHERE id = ?`).run(newId, oldId);
    return newId;
  });
  return tx.immediate();
}

export interface DecisionRow {
  id: number;
  decision: string;
  reason: string;
  source: Source;
  status: 'active' | 'superseded';
  supersededBy: number | null;
  sessionId: string | null;
  createdAt: number;
}

/** Which active decisions a reader wants: made since a time, outside one session (filtered before the limit). */
export interface DecisionFilter {
  since?: number;
  exceptSessionId?: string;
}

const DECISION_FILTER = `status = 'active' AND created_at >= @since AND session_id IS NOT @except`;
const decisionParams = (f: DecisionFilter) => ({ since: f.since ?? 0, except: f.exceptSessionId ?? '' });

export function countActiveDecisions(db: Db, filter: DecisionFilter = {}): number {
  return (db.prepare(`SELECT count(*) AS n FROM decisions WHERE ${DECISION_FILTER}`).get(decisionParams(filter)) as { n: number }).n;
}

export function activeDecisions(db: Db, limit: number, filter: DecisionFilter = {}): DecisionRow[] {
  return (
    db
      .prepare(
        `SELECT id, decision, reason, source, status, superseded_by, session_id, created_at FROM decisions WHERE ${DECISION_FILTER}
         ORDER BY (source = 'manual') DESC, created_at DESC LIMIT @limit`,
      )
      .all({ ...decisionParams(filter), limit }) as { id: number; decision: string; reason: string; source: Source; status: 'active'; superseded_by: number | null; session_id: string | null; created_at: number }[]
  ).map((r) => ({
    id: r.id,
    decision: r.decision,
    reason: r.reason,
    source: r.source,
    status: r.status,
    supersededBy: r.superseded_by,
    sessionId: r.session_id,
    createdAt: r.created_at,
  }));
}

/** Unit of work: saves what a file or directory is for (the same pair twice is one row). */
export function recordCodeArea(db: Db, filePath: string, description: string, source: Source, at: number, sessionId?: string | null): number {
  return db
    .transaction(() => {
      db.prepare(
        `INSERT INTO code_areas (session_id, file_path, description, source, created_at, created_at_iso) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(file_path, description) DO NOTHING`,
      ).run(sessionId ?? null, filePath, description, source, at, iso(at));
      return (db.prepare('SELECT id FROM code_areas WHERE file_path = ? AND description = ?').get(filePath, description) as { id: number }).id;
    })
    .immediate();
}

/**
 * Deletes a memory for good: the row, its search entries and vectors (by trigger and cascade), and for a tool
 * event its raw payload; `rollup:<session>` clears the session's rollup. A session ref may be a unique prefix.
 * Returns what was removed (0 rows: nothing stored under that id).
 */
export function forget(db: Db, id: MemoryId): { removed: number; id: string } {
  const tx = db.transaction((): { removed: number; id: string } => {
    const ref = MEMORY_KINDS[id.kind].ref === 'session' ? resolveSessionId(db, id.ref) : id.ref;
    if (ref == null) return { removed: 0, id: formatMemoryId(id.kind, id.ref) };
    const removed = forgetRows(db, id.kind, ref);
    return { removed, id: formatMemoryId(id.kind, ref) };
  });
  const result = tx.immediate();
  // Deleted text must not linger in the file. FTS5 keeps a deleted row's terms in its old index segments until they
  // are merged: merge them now (secure_delete then zeroes the freed pages), and empty the WAL.
  if (result.removed > 0) {
    db.exec(`INSERT INTO search_fts(search_fts) VALUES ('optimize'); INSERT INTO search_trigram(search_trigram) VALUES ('optimize');`);
    db.pragma('wal_checkpoint(TRUNCATE)');
  }
  return result;
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
    const row = db.prepare('SELECT tool_use_id FROM tool_events WHERE id = ?').get(id.ref) as { tool_use_id: string | null } | undefined;
    return row?.tool_use_id ? { field: 'tool_use_id', value: row.tool_use_id } : null;
  }
  if (id.kind === 'prompt') {
    const row = db.prepare('SELECT prompt_id FROM prompts WHERE id = ?').get(id.ref) as { prompt_id: string | null } | undefined;
    return row?.prompt_id ? { field: 'prompt_id', value: row.prompt_id } : null;
  }
  return null;
}

function forgetRows(db: Db, kind: MemoryKind, ref: string): number {
  switch (kind) {
    case 'decision':
      db.prepare('UPDATE decisions SET superseded_by = NULL WHERE superseded_by = ?').run(ref);
      return db.prepare('DELETE FROM decisions WHERE id = ?').run(ref).changes;
    case 'prompt':
      return db.prepare('DELETE FROM prompts WHERE id = ?').run(ref).changes;
    case 'assistant':
      return db.prepare('DELETE FROM assistant_messages WHERE id = ?').run(ref).changes;
    case 'summary':
      return db.prepare('DELETE FROM turn_summaries WHERE id = ?').run(ref).changes;
    case 'code_area':
      return db.prepare('DELETE FROM code_areas WHERE id = ?').run(ref).changes;
    case 'rollup':
      return db.prepare('UPDATE sessions SET rollup_summary = NULL, rollup_tier = NULL WHERE id = ? AND rollup_summary IS NOT NULL').run(ref).changes;
    case 'tool': {
      const row = db.prepare('SELECT payload_id FROM tool_events WHERE id = ?').get(ref) as { payload_id: number | null } | undefined;
      if (!row) return 0;
      const n = db.prepare('DELETE FROM tool_events WHERE id = ?').run(ref).changes;
      if (row.payload_id) db.prepare('DELETE FROM tool_event_payloads WHERE id = ?').run(row.payload_id);
      return n;
    }
    case 'session': {
      const payloads = db.prepare('SELECT payload_id FROM tool_events WHERE session_id = ? AND payload_id IS NOT NULL').all(ref) as { payload_id: number }[];
      db.prepare("DELETE FROM pending_compressions WHERE target = ? OR target LIKE ? ESCAPE '\\'").run(ref, `${ref.replace(/[\\%_]/g, '\\$&')}#%`);
      const n = db.prepare('DELETE FROM sessions WHERE id = ?').run(ref).changes;
      const del = db.prepare('DELETE FROM tool_event_payloads WHERE id = ?');
      for (const p of payloads) del.run(p.payload_id);
      return n;
    }
  }
}

/** Retention: raw payloads older than the cutoff whose turn is summarized. Summaries and evidence stay. */
export function sweepRawPayloads(db: Db, cutoff: number): number {
  const tx = db.transaction(() => {
    const ids = db
      .prepare(
        `SELECT t.id AS event_id, t.payload_id FROM tool_events t
         JOIN turn_summaries s ON s.session_id = t.session_id AND s.prompt_number = t.prompt_number
         WHERE t.payload_id IS NOT NULL AND t.created_at < ?`,
      )
      .all(cutoff) as { event_id: number; payload_id: number }[];
    const unlink = db.prepare('UPDATE tool_events SET payload_id = NULL WHERE id = ?');
    const del = db.prepare('DELETE FROM tool_event_payloads WHERE id = ?');
    for (const r of ids) {
      unlink.run(r.event_id);
      del.run(r.payload_id);
    }
    return ids.length;
  });
  return tx.immediate();
}
