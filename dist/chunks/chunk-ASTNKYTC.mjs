import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queueClosedSession,
  queueSessionWork,
  queueTurns
} from "./chunk-R3T3FHGL.mjs";
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  hasContentTombstones,
  hashText,
  isContentTombstoned,
  isSessionTombstoned,
  isSourceTombstoned,
  normalizeForHash
} from "./chunk-BQM4FMEU.mjs";

// src/store/capture.ts
var iso = (ms) => new Date(ms).toISOString();
var ENDED_WITHOUT_SESSION_END = ["stale", "idle", "superseded", "imported"];
var ENDED_WITHOUT_END_SQL = ENDED_WITHOUT_SESSION_END.map((r) => `'${r}'`).join(", ");
function touchSession(db, s) {
  if (isSessionTombstoned(db, s.sessionId)) return;
  statement(
    db,
    `UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL, trivial = NULL
     WHERE id = ? AND status != 'active' AND exit_reason IN (${ENDED_WITHOUT_END_SQL}) AND ended_at < ?`
  ).run(s.sessionId, s.at);
  statement(
    db,
    `INSERT INTO sessions (id, project, cwd, transcript_path, source, started_at, started_at_iso, last_activity_at)
     VALUES (@sessionId, @project, @cwd, @transcriptPath, @source, @at, @atIso, @at)
     ON CONFLICT(id) DO UPDATE SET
       last_activity_at = max(sessions.last_activity_at, excluded.last_activity_at),
       transcript_path = coalesce(excluded.transcript_path, sessions.transcript_path),
       started_at = min(sessions.started_at, excluded.started_at),
       started_at_iso = CASE WHEN excluded.started_at < sessions.started_at THEN excluded.started_at_iso ELSE sessions.started_at_iso END`
  ).run({ ...s, transcriptPath: s.transcriptPath ?? null, source: s.source ?? null, atIso: iso(s.at) });
}
function reopenSession(db, sessionId) {
  statement(
    db,
    `UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL WHERE id = ? AND status != 'active'`
  ).run(sessionId);
}
function currentPromptNumber(db, sessionId) {
  const row = statement(db, "SELECT coalesce(max(prompt_number), 0) AS n FROM prompts WHERE session_id = ?").get(sessionId);
  return row.n;
}
function promptNumberFor(db, sessionId, promptId) {
  if (!promptId) return null;
  const row = statement(db, "SELECT prompt_number AS n FROM prompts WHERE session_id = ? AND prompt_id = ?").get(sessionId, promptId);
  return row?.n ?? null;
}
function recordPrompt(db, p) {
  if (isForgotten(db, p.sessionId, { transcriptUuid: p.uuid, promptId: p.promptId }, p.text)) {
    const known = statement(db, "SELECT max(prompt_number) AS n FROM prompts WHERE session_id = ?").get(p.sessionId);
    return { promptNumber: known.n ?? 0, inserted: false };
  }
  const existing = statement(
    db,
    // Without either id (a Claude Code that sends no prompt_id), the same text at the same millisecond is the same
    // prompt: a hook records the event its session server took but answered too late for, with the same time.
    `SELECT id, prompt_number AS n, uuid, prompt_id FROM prompts
       WHERE session_id = @sessionId AND ((@promptId IS NOT NULL AND prompt_id = @promptId) OR (@uuid IS NOT NULL AND uuid = @uuid)
         OR (@promptId IS NULL AND @uuid IS NULL AND created_at = @at AND text = @text))
       LIMIT 1`
  ).get({ sessionId: p.sessionId, promptId: p.promptId ?? null, uuid: p.uuid ?? null, at: p.at, text: p.text });
  if (existing) {
    if (p.uuid && !existing.uuid || p.promptId && !existing.prompt_id) {
      statement(db, "UPDATE prompts SET uuid = coalesce(uuid, ?), prompt_id = coalesce(prompt_id, ?) WHERE id = ?").run(
        p.uuid ?? null,
        p.promptId ?? null,
        existing.id
      );
    }
    return { promptNumber: existing.n, inserted: false };
  }
  const promptNumber = currentPromptNumber(db, p.sessionId) + 1;
  statement(
    db,
    `INSERT INTO prompts (session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(p.sessionId, promptNumber, p.promptId ?? null, p.uuid ?? null, p.agentId ?? null, p.text, p.at, iso(p.at));
  statement(db, "UPDATE sessions SET prompt_count = ?, last_activity_at = max(last_activity_at, ?) WHERE id = ?").run(
    promptNumber,
    p.at,
    p.sessionId
  );
  return { promptNumber, inserted: true };
}
function recordToolEvent(db, e) {
  if (isForgotten(db, e.sessionId, { toolUseId: e.toolUseId })) return false;
  const known = statement(db, "SELECT id, pending, payload_id FROM tool_events WHERE tool_use_id = ?").get(e.toolUseId);
  if (known) {
    if (!known.pending || e.pending) return false;
    statement(
      db,
      "UPDATE tool_events SET success = ?, summary = ?, error = ?, duration_ms = coalesce(?, duration_ms), pending = 0 WHERE id = ?"
    ).run(e.success ? 1 : 0, e.summary, e.error ?? null, e.durationMs ?? null, known.id);
    if (known.payload_id) {
      statement(db, "UPDATE tool_event_payloads SET output_text = ?, size_bytes = ?, truncated = ? WHERE id = ?").run(
        e.outputText,
        e.sizeBytes,
        e.truncated ? 1 : 0,
        known.payload_id
      );
    }
    return true;
  }
  const payload = statement(
    db,
    "INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, truncated, created_at) VALUES (?, ?, ?, ?, ?)"
  ).run(e.inputJson, e.outputText, e.sizeBytes, e.truncated ? 1 : 0, e.at);
  statement(
    db,
    `INSERT INTO tool_events (session_id, prompt_number, tool_name, tool_use_id, success, summary, error, agent_id, duration_ms, pending, payload_id, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
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
    iso(e.at)
  );
  if (e.promptId) statement(db, "UPDATE tool_events SET prompt_id = ? WHERE tool_use_id = ?").run(e.promptId, e.toolUseId);
  return true;
}
function rehomeToolEvents(db, sessionId, promptId, promptNumber) {
  const moved = statement(db, "SELECT id FROM tool_events WHERE session_id = ? AND prompt_id = ? AND prompt_number != ?").all(
    sessionId,
    promptId,
    promptNumber
  );
  if (moved.length === 0) return 0;
  const event = statement(db, "UPDATE tool_events SET prompt_number = ? WHERE id = ?");
  const doc = statement(db, "UPDATE search_docs SET prompt_number = ? WHERE kind = 'tool' AND ref_id = ?");
  for (const { id } of moved) {
    event.run(promptNumber, id);
    doc.run(promptNumber, String(id));
  }
  return moved.length;
}
function storedToolCall(db, toolUseId) {
  const row = statement(
    db,
    "SELECT t.tool_name, p.input_json FROM tool_events t LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = ?"
  ).get(toolUseId);
  return row ? { toolName: row.tool_name, inputJson: row.input_json } : null;
}
function setToolEventTime(db, toolUseId, at) {
  if (!Number.isFinite(at)) return;
  statement(db, "UPDATE tool_events SET created_at = ?, created_at_iso = ? WHERE tool_use_id = ? AND created_at > ?").run(
    at,
    iso(at),
    toolUseId,
    at
  );
}
function recordAssistantText(db, a) {
  if (isForgotten(db, a.sessionId, { transcriptUuid: a.uuid }, a.text)) return false;
  const result = statement(
    db,
    `INSERT INTO assistant_messages (session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uuid) DO NOTHING`
  ).run(a.sessionId, a.promptNumber, a.uuid, a.messageId ?? null, a.agentId ?? null, a.text, a.at, iso(a.at));
  return result.changes > 0;
}
function endSession(db, sessionId, reason, at, status = "completed") {
  statement(
    db,
    `UPDATE sessions SET status = ?, exit_reason = ?, ended_at = ?, ended_at_iso = ?, last_activity_at = max(last_activity_at, ?)
     WHERE id = ?`
  ).run(status, reason, at, iso(at), at, sessionId);
}
function finishImportedSessions(db, sessionIds, now, staleAfterMs) {
  const row = statement(db, "SELECT status, started_at, last_activity_at FROM sessions WHERE id = ?");
  db.transaction(() => {
    for (const id of sessionIds) {
      const s = row.get(id);
      if (!s) continue;
      const last = Math.max(s.started_at, s.last_activity_at);
      if (s.status === "active" && now - last > staleAfterMs) {
        endSession(db, id, "imported", s.last_activity_at);
        queueSessionWork(db, id, now, true);
      } else {
        queueTurns(db, id, now);
      }
    }
  }).immediate();
}
function closeStaleSessions(db, before, now, reason = "stale") {
  return db.transaction(() => closeSessionsWithin(db, staleActiveSessions(db, before), reason, now)).immediate();
}
function closeSessionsWithin(db, sessionIds, reason, now) {
  const last = statement(db, "SELECT last_activity_at AS at FROM sessions WHERE id = ?");
  for (const id of sessionIds) {
    const at = last.get(id)?.at ?? now;
    endSession(db, id, reason, at);
    queueClosedSession(db, id, now);
  }
  return sessionIds.length;
}
function idleSessionTranscripts(db, before) {
  return statement(
    db,
    `SELECT id AS sessionId, project, transcript_path AS transcriptPath FROM sessions
       WHERE status = 'active' AND last_activity_at < ? AND transcript_path IS NOT NULL`
  ).all(before);
}
function staleActiveSessions(db, before, exceptSessionId) {
  const rows = statement(
    db,
    `SELECT id FROM sessions WHERE status = 'active' AND last_activity_at < ? AND id != ? ORDER BY last_activity_at`
  ).all(before, exceptSessionId ?? "");
  return rows.map((r) => r.id);
}
function getTranscriptCursor(db, file) {
  const row = statement(db, "SELECT offset, size, mtime_ms, prompt_number FROM transcript_cursors WHERE path = ?").get(file);
  return row ? { offset: row.offset, size: row.size, mtimeMs: row.mtime_ms, promptNumber: row.prompt_number } : null;
}
function setTranscriptCursor(db, file, c, at) {
  statement(
    db,
    `INSERT INTO transcript_cursors (path, offset, size, mtime_ms, prompt_number, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET offset = excluded.offset, size = excluded.size, mtime_ms = excluded.mtime_ms,
       prompt_number = excluded.prompt_number, updated_at = excluded.updated_at`
  ).run(file, c.offset, c.size, c.mtimeMs, c.promptNumber, at);
}
function getSpoolCursor(db, file) {
  return statement(db, "SELECT offset FROM spool_cursors WHERE path = ?").get(file)?.offset ?? 0;
}
function setSpoolCursor(db, file, offset) {
  statement(db, "INSERT INTO spool_cursors (path, offset) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET offset = excluded.offset").run(
    file,
    offset
  );
}
function deleteSpoolCursor(db, file) {
  statement(db, "DELETE FROM spool_cursors WHERE path = ?").run(file);
}
function isForgotten(db, sessionId, keys, text) {
  if (isSessionTombstoned(db, sessionId)) return true;
  if (isSourceTombstoned(db, keys)) return true;
  return text != null && normalizeForHash(text).length >= 12 && hasContentTombstones(db) && isContentTombstoned(db, hashText(db, text));
}

export {
  touchSession,
  reopenSession,
  currentPromptNumber,
  promptNumberFor,
  recordPrompt,
  recordToolEvent,
  rehomeToolEvents,
  storedToolCall,
  setToolEventTime,
  recordAssistantText,
  endSession,
  finishImportedSessions,
  closeStaleSessions,
  closeSessionsWithin,
  idleSessionTranscripts,
  staleActiveSessions,
  getTranscriptCursor,
  setTranscriptCursor,
  getSpoolCursor,
  setSpoolCursor,
  deleteSpoolCursor
};
