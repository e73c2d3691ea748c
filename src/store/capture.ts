// Writes made by capture (hooks, transcript ingestion, import). Every write is idempotent: a replayed hook payload
// or a re-read transcript line lands once (unique prompt_id / uuid / tool_use_id).
import { hasContentTombstones, hashText, isContentTombstoned, isSessionTombstoned, isSourceTombstoned } from './audit.js';
import type { Db } from './connection.js';
import { normalizeForHash } from './content-hash.js';
import { queueClosedSession, queueSessionWork, queueTurns } from './queue.js';
import { statement } from './statements.js';

export interface SessionTouch {
  sessionId: string;
  project: string;
  cwd: string;
  at: number;
  transcriptPath?: string;
  source?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Why a session was closed without its SessionEnd: idle past staleSessionHours, idle past idleSessionMinutes, or
 * superseded by the next SessionStart in its project, or closed by an import. Activity after such a close reopens it.
 */
export const ENDED_WITHOUT_SESSION_END = ['stale', 'idle', 'superseded', 'imported'] as const;
export type EndedWithoutSessionEnd = (typeof ENDED_WITHOUT_SESSION_END)[number];
const ENDED_WITHOUT_END_SQL = ENDED_WITHOUT_SESSION_END.map((r) => `'${r}'`).join(', ');

/** Creates the session row on first sight; later sightings refresh its activity (and reopen a resumed session). */
export function touchSession(db: Db, s: SessionTouch): void {
  // A forgotten session stays forgotten, whatever path its events or transcript arrive by.
  if (isSessionTombstoned(db, s.sessionId)) return;
  // Closed for want of a SessionEnd, then active again (a parallel session, a pause longer than the idle time): it is
  // open again, to be judged and rolled up anew when it ends.
  statement(
    db,
    `UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL, trivial = NULL
     WHERE id = ? AND status != 'active' AND exit_reason IN (${ENDED_WITHOUT_END_SQL}) AND ended_at < ?`,
  ).run(s.sessionId, s.at);
  statement(
    db,
    `INSERT INTO sessions (id, project, cwd, transcript_path, source, started_at, started_at_iso, last_activity_at)
     VALUES (@sessionId, @project, @cwd, @transcriptPath, @source, @at, @atIso, @at)
     ON CONFLICT(id) DO UPDATE SET
       last_activity_at = max(sessions.last_activity_at, excluded.last_activity_at),
       transcript_path = coalesce(excluded.transcript_path, sessions.transcript_path),
       started_at = min(sessions.started_at, excluded.started_at),
       started_at_iso = CASE WHEN excluded.started_at < sessions.started_at THEN excluded.started_at_iso ELSE sessions.started_at_iso END`,
  ).run({ ...s, transcriptPath: s.transcriptPath ?? null, source: s.source ?? null, atIso: iso(s.at) });
}

/** A session resumed after it ended is active again. */
export function reopenSession(db: Db, sessionId: string): void {
  statement(
    db,
    `UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL WHERE id = ? AND status != 'active'`,
  ).run(sessionId);
}

export function currentPromptNumber(db: Db, sessionId: string): number {
  const row = statement(db, 'SELECT coalesce(max(prompt_number), 0) AS n FROM prompts WHERE session_id = ?').get(sessionId) as {
    n: number;
  };
  return row.n;
}

export function promptNumberFor(db: Db, sessionId: string, promptId: string | undefined): number | null {
  if (!promptId) return null;
  const row = statement(db, 'SELECT prompt_number AS n FROM prompts WHERE session_id = ? AND prompt_id = ?').get(sessionId, promptId) as
    | { n: number }
    | undefined;
  return row?.n ?? null;
}

export interface PromptInput {
  sessionId: string;
  text: string;
  at: number;
  promptId?: string;
  uuid?: string;
  agentId?: string;
}

/** Records a user prompt; returns its number and whether it was new. Matches by prompt_id or transcript uuid. */
export function recordPrompt(db: Db, p: PromptInput): { promptNumber: number; inserted: boolean } {
  if (isForgotten(db, p.sessionId, { transcriptUuid: p.uuid, promptId: p.promptId }, p.text)) {
    // Keeps the turn numbering of a forgotten prompt's session: what follows is still filed under the right turn.
    const known = statement(db, 'SELECT max(prompt_number) AS n FROM prompts WHERE session_id = ?').get(p.sessionId) as {
      n: number | null;
    };
    return { promptNumber: known.n ?? 0, inserted: false };
  }
  const existing = statement(
    db,
    // Without either id (a Claude Code that sends no prompt_id), the same text at the same millisecond is the same
    // prompt: a hook records the event its session server took but answered too late for, with the same time.
    `SELECT id, prompt_number AS n, uuid, prompt_id FROM prompts
       WHERE session_id = @sessionId AND ((@promptId IS NOT NULL AND prompt_id = @promptId) OR (@uuid IS NOT NULL AND uuid = @uuid)
         OR (@promptId IS NULL AND @uuid IS NULL AND created_at = @at AND text = @text))
       LIMIT 1`,
  ).get({ sessionId: p.sessionId, promptId: p.promptId ?? null, uuid: p.uuid ?? null, at: p.at, text: p.text }) as
    | { id: number; n: number; uuid: string | null; prompt_id: string | null }
    | undefined;
  if (existing) {
    // The hook knows the prompt_id, the transcript knows the uuid: remember both for later deduplication.
    if ((p.uuid && !existing.uuid) || (p.promptId && !existing.prompt_id)) {
      statement(db, 'UPDATE prompts SET uuid = coalesce(uuid, ?), prompt_id = coalesce(prompt_id, ?) WHERE id = ?').run(
        p.uuid ?? null,
        p.promptId ?? null,
        existing.id,
      );
    }
    return { promptNumber: existing.n, inserted: false };
  }
  const promptNumber = currentPromptNumber(db, p.sessionId) + 1;
  statement(
    db,
    `INSERT INTO prompts (session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(p.sessionId, promptNumber, p.promptId ?? null, p.uuid ?? null, p.agentId ?? null, p.text, p.at, iso(p.at));
  statement(db, 'UPDATE sessions SET prompt_count = ?, last_activity_at = max(last_activity_at, ?) WHERE id = ?').run(
    promptNumber,
    p.at,
    p.sessionId,
  );
  return { promptNumber, inserted: true };
}

export interface ToolEventInput {
  sessionId: string;
  promptNumber: number;
  toolUseId: string;
  toolName: string;
  success: boolean;
  summary: string;
  error?: string | null;
  agentId?: string | null;
  durationMs?: number | null;
  inputJson: string;
  outputText: string;
  sizeBytes: number;
  truncated: boolean;
  at: number;
  /** The call without its result yet; a later record of the same tool_use_id completes it. */
  pending?: boolean;
  /** Claude Code's id of the prompt this call answers; when that prompt is recorded later, the event moves to it. */
  promptId?: string | null;
}

/**
 * Records a tool event and its raw payload. A known tool_use_id is a replay and changes nothing, unless the known
 * event is pending (only its call was seen) and this one has the result.
 */
export function recordToolEvent(db: Db, e: ToolEventInput): boolean {
  if (isForgotten(db, e.sessionId, { toolUseId: e.toolUseId })) return false;
  const known = statement(db, 'SELECT id, pending, payload_id FROM tool_events WHERE tool_use_id = ?').get(e.toolUseId) as
    | { id: number; pending: number; payload_id: number | null }
    | undefined;
  if (known) {
    if (!known.pending || e.pending) return false;
    statement(
      db,
      'UPDATE tool_events SET success = ?, summary = ?, error = ?, duration_ms = coalesce(?, duration_ms), pending = 0 WHERE id = ?',
    ).run(e.success ? 1 : 0, e.summary, e.error ?? null, e.durationMs ?? null, known.id);
    if (known.payload_id) {
      statement(db, 'UPDATE tool_event_payloads SET output_text = ?, size_bytes = ?, truncated = ? WHERE id = ?').run(
        e.outputText,
        e.sizeBytes,
        e.truncated ? 1 : 0,
        known.payload_id,
      );
    }
    return true;
  }
  const payload = statement(
    db,
    'INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, truncated, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(e.inputJson, e.outputText, e.sizeBytes, e.truncated ? 1 : 0, e.at);
  statement(
    db,
    `INSERT INTO tool_events (session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    e.sessionId,
    e.promptNumber,
    e.toolName,
    e.toolUseId,
    e.success ? 1 : 0,
    e.summary,
    e.error ?? null,
    e.agentId ?? null,
    e.durationMs ?? null,
    e.pending ? 1 : 0,
    payload.lastInsertRowid,
    e.at,
    iso(e.at),
  );
  if (e.promptId) statement(db, 'UPDATE tool_events SET prompt_id = ? WHERE tool_use_id = ?').run(e.promptId, e.toolUseId);
  return true;
}

/**
 * Files the session's tool events that name this prompt under its number (with their search entries): they were
 * recorded before the prompt existed (its hook killed or replayed later) and went to the latest prompt then known.
 */
export function rehomeToolEvents(db: Db, sessionId: string, promptId: string, promptNumber: number): number {
  const moved = statement(db, 'SELECT id FROM tool_events WHERE session_id = ? AND prompt_id = ? AND prompt_number != ?').all(
    sessionId,
    promptId,
    promptNumber,
  ) as { id: number }[];
  if (moved.length === 0) return 0;
  const event = statement(db, 'UPDATE tool_events SET prompt_number = ? WHERE id = ?');
  const doc = statement(db, "UPDATE search_docs SET prompt_number = ? WHERE kind = 'tool' AND ref_id = ?");
  for (const { id } of moved) {
    event.run(promptNumber, id);
    doc.run(promptNumber, String(id));
  }
  return moved.length;
}

/** The stored call of a tool event (a transcript may carry its result in a later chunk than its call). */
export function storedToolCall(db: Db, toolUseId: string): { toolName: string; inputJson: string | null } | null {
  const row = statement(
    db,
    'SELECT t.tool_name, p.input_json FROM tool_events t LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = ?',
  ).get(toolUseId) as { tool_name: string; input_json: string | null } | undefined;
  return row ? { toolName: row.tool_name, inputJson: row.input_json } : null;
}

/** Moves a tool event to its call time (only ever earlier: a hook records it when the call has finished). */
export function setToolEventTime(db: Db, toolUseId: string, at: number): void {
  if (!Number.isFinite(at)) return;
  statement(db, 'UPDATE tool_events SET created_at = ?, created_at_iso = ? WHERE tool_use_id = ? AND created_at > ?').run(
    at,
    iso(at),
    toolUseId,
    at,
  );
}

export interface AssistantTextInput {
  sessionId: string;
  promptNumber: number;
  uuid: string;
  messageId?: string;
  agentId?: string;
  text: string;
  at: number;
}

export function recordAssistantText(db: Db, a: AssistantTextInput): boolean {
  if (isForgotten(db, a.sessionId, { transcriptUuid: a.uuid }, a.text)) return false;
  const result = statement(
    db,
    `INSERT INTO assistant_messages (session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uuid) DO NOTHING`,
  ).run(a.sessionId, a.promptNumber, a.uuid, a.messageId ?? null, a.agentId ?? null, a.text, a.at, iso(a.at));
  return result.changes > 0;
}

export function endSession(db: Db, sessionId: string, reason: string, at: number, status: 'completed' | 'failed' = 'completed'): void {
  statement(
    db,
    `UPDATE sessions SET status = ?, exit_reason = ?, ended_at = ?, ended_at_iso = ?, last_activity_at = max(last_activity_at, ?)
     WHERE id = ?`,
  ).run(status, reason, at, iso(at), at, sessionId);
}

/**
 * Unit of work after an import: sessions idle past `staleAfterMs` are closed (at their last activity) and rolled
 * up; younger ones may still be running, so only their finished turns are queued.
 */
export function finishImportedSessions(db: Db, sessionIds: string[], now: number, staleAfterMs: number): void {
  const row = statement(db, 'SELECT status, started_at, last_activity_at FROM sessions WHERE id = ?');
  db.transaction(() => {
    for (const id of sessionIds) {
      const s = row.get(id) as { status: string; started_at: number; last_activity_at: number } | undefined;
      if (!s) continue;
      const last = Math.max(s.started_at, s.last_activity_at);
      if (s.status === 'active' && now - last > staleAfterMs) {
        endSession(db, id, 'imported', s.last_activity_at);
        queueSessionWork(db, id, now, true);
      } else {
        queueTurns(db, id, now);
      }
    }
  }).immediate();
}

/** Unit of work: sessions left open (their SessionEnd never ran) idle since `before` are closed and rolled up. */
export function closeStaleSessions(db: Db, before: number, now: number, reason: EndedWithoutSessionEnd = 'stale'): number {
  return db.transaction(() => closeSessionsWithin(db, staleActiveSessions(db, before), reason, now)).immediate();
}

/**
 * Closes sessions whose SessionEnd never ran, inside the caller's unit of work: each ends when it was last active,
 * marked with why it was closed, and its rollup is queued. Returns how many.
 */
export function closeSessionsWithin(db: Db, sessionIds: string[], reason: EndedWithoutSessionEnd, now: number): number {
  const last = statement(db, 'SELECT last_activity_at AS at FROM sessions WHERE id = ?');
  for (const id of sessionIds) {
    const at = (last.get(id) as { at: number } | undefined)?.at ?? now;
    endSession(db, id, reason, at);
    queueClosedSession(db, id, now);
  }
  return sessionIds.length;
}

/** The transcripts of sessions still open and idle since `before`: read to their end before they are closed. */
export function idleSessionTranscripts(db: Db, before: number): { sessionId: string; project: string; transcriptPath: string }[] {
  return statement(
    db,
    `SELECT id AS sessionId, project, transcript_path AS transcriptPath FROM sessions
       WHERE status = 'active' AND last_activity_at < ? AND transcript_path IS NOT NULL`,
  ).all(before) as { sessionId: string; project: string; transcriptPath: string }[];
}

/** Sessions of this store still marked active with no activity since `before` (their SessionEnd never ran). */
export function staleActiveSessions(db: Db, before: number, exceptSessionId?: string): string[] {
  const rows = statement(
    db,
    `SELECT id FROM sessions WHERE status = 'active' AND last_activity_at < ? AND id != ? ORDER BY last_activity_at`,
  ).all(before, exceptSessionId ?? '') as { id: string }[];
  return rows.map((r) => r.id);
}

export interface TranscriptCursor {
  offset: number;
  size: number;
  mtimeMs: number;
  /** The prompt number the transcript was at, at `offset`. */
  promptNumber: number;
}

export function getTranscriptCursor(db: Db, file: string): TranscriptCursor | null {
  const row = statement(db, 'SELECT offset, size, mtime_ms, prompt_number FROM transcript_cursors WHERE path = ?').get(file) as
    | { offset: number; size: number; mtime_ms: number; prompt_number: number }
    | undefined;
  return row ? { offset: row.offset, size: row.size, mtimeMs: row.mtime_ms, promptNumber: row.prompt_number } : null;
}

export function setTranscriptCursor(db: Db, file: string, c: TranscriptCursor, at: number): void {
  statement(
    db,
    `INSERT INTO transcript_cursors (path, offset, size, mtime_ms, prompt_number, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET offset = excluded.offset, size = excluded.size, mtime_ms = excluded.mtime_ms,
       prompt_number = excluded.prompt_number, updated_at = excluded.updated_at`,
  ).run(file, c.offset, c.size, c.mtimeMs, c.promptNumber, at);
}

// ── Spool journal cursors: how far each journal file has been replayed (moved with the events they cover) ──

export function getSpoolCursor(db: Db, file: string): number {
  return (statement(db, 'SELECT offset FROM spool_cursors WHERE path = ?').get(file) as { offset: number } | undefined)?.offset ?? 0;
}

export function setSpoolCursor(db: Db, file: string, offset: number): void {
  statement(db, 'INSERT INTO spool_cursors (path, offset) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET offset = excluded.offset').run(
    file,
    offset,
  );
}

export function deleteSpoolCursor(db: Db, file: string): void {
  statement(db, 'DELETE FROM spool_cursors WHERE path = ?').run(file);
}

/** Forgotten before (by session, source id or content): a replay, re-import or re-read must not store it again. */
function isForgotten(
  db: Db,
  sessionId: string,
  keys: { transcriptUuid?: string | null; toolUseId?: string | null; promptId?: string | null },
  text?: string,
): boolean {
  if (isSessionTombstoned(db, sessionId)) return true;
  if (isSourceTombstoned(db, keys)) return true;
  // Short texts ("yes", "go on") are said again for their own sake; only identifying text is matched by content.
  // Hashing loads node:crypto: a store with no content tombstones (most) has nothing to compare with.
  return text != null && normalizeForHash(text).length >= 12 && hasContentTombstones(db) && isContentTombstoned(db, hashText(db, text));
}
