import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queueSessionWork,
  queueTurns
} from "./chunk-BCT5J4CC.mjs";
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
} from "./chunk-JTRGLRRZ.mjs";

// src/store/capture.ts
var iso = (ms) => new Date(ms).toISOString();
function touchSession(db, s) {
  if (isSessionTombstoned(db, s.sessionId)) return;
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
function closeStaleSessions(db, before, now) {
  return db.transaction(() => {
    const stale = staleActiveSessions(db, before);
    for (const id of stale) {
      endSession(db, id, "stale", now);
      queueSessionWork(db, id, now, true);
    }
    return stale.length;
  }).immediate();
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

// src/compress/sentences.ts
var DEFAULT_MAX_LEN = 300;
var DEFAULT_MAX_PIECES = 3;
var segmenters = /* @__PURE__ */ new Map();
function segmenter(locale) {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: "sentence" });
    segmenters.set(locale, s);
  }
  return s;
}
var FENCE = /^[ \t]*(```|~~~)/;
var LIST_ITEM = /^[ \t]*(?:[-*+•]|\d{1,3}[.)]|#{1,6})\s/;
var TERMINAL = /[.!?。！？:;：；]["'”’)\]]*\s*$/;
var MARKUP_PREFIX = /^(?:[-*+•>]\s+|\d{1,3}[.)]\s+|#{1,6}\s+)+/;
var ONLY_PUNCT = /^[\p{P}\p{S}\s]*$/u;
var CODE_CHARS = /[{}[\]();=<>|&$\\`]/g;
function proseRegions(text, keepCode) {
  if (keepCode) return [[0, text.length]];
  const regions = [];
  let inFence = false;
  let fenceMark = "";
  let regionStart = 0;
  let pos = 0;
  while (pos <= text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(pos, end);
    const m = FENCE.exec(line);
    if (m && (!inFence || m[1] === fenceMark)) {
      if (!inFence) {
        if (pos > regionStart) regions.push([regionStart, pos]);
        inFence = true;
        fenceMark = m[1];
      } else {
        inFence = false;
        regionStart = nl === -1 ? text.length : nl + 1;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  if (!inFence && regionStart < text.length) regions.push([regionStart, text.length]);
  return regions;
}
function unwrapForSegmentation(text) {
  const chars = text.split("");
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "\n") continue;
    const prevStart = text.lastIndexOf("\n", i - 1) + 1;
    const prev = text.slice(prevStart, i);
    const nextEnd = text.indexOf("\n", i + 1);
    const next = text.slice(i + 1, nextEnd === -1 ? text.length : nextEnd);
    if (!prev.trim() || !next.trim()) continue;
    if (TERMINAL.test(prev) || LIST_ITEM.test(next)) continue;
    if (/^\s*[a-z]/.test(next) && /[\p{L}\p{N},]\s*$/u.test(prev)) chars[i] = " ";
  }
  return chars.join("");
}
function looksLikeCode(s) {
  if (s.length < 24) return false;
  const symbols = s.match(CODE_CHARS)?.length ?? 0;
  return symbols / s.length > 0.2;
}
var WINDOW = 2e3;
function windows(text) {
  const out = [];
  let pos = 0;
  while (text.length - pos > WINDOW) {
    const slice = text.slice(pos, pos + WINDOW);
    let cut = slice.lastIndexOf("\n") + 1;
    let clean2 = true;
    if (cut < WINDOW / 2) {
      const re = /[.!?。！？]\s+/g;
      let m;
      let best = -1;
      while (m = re.exec(slice)) best = m.index + m[0].length;
      cut = best;
      if (cut < WINDOW / 2) {
        clean2 = false;
        cut = slice.lastIndexOf(" ") + 1;
        if (cut < WINDOW / 2) cut = WINDOW;
      }
    }
    out.push([pos, pos + cut, clean2]);
    pos += cut;
  }
  if (pos < text.length) out.push([pos, text.length, true]);
  return out;
}
function chunk(s, maxLen, maxPieces) {
  const out = [];
  let rest = s;
  while (rest.length > maxLen && out.length < maxPieces) {
    let cut = rest.lastIndexOf(" ", maxLen);
    if (cut < maxLen * 0.5) cut = maxLen;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest && out.length < maxPieces) out.push(rest);
  return out.filter(Boolean);
}
function clean(segment) {
  return segment.replace(/\s+/g, " ").trim().replace(MARKUP_PREFIX, "").trim();
}
function splitSentences(text, locale = "en", opts = {}) {
  if (!text) return [];
  const maxLen = opts.maxLen ?? DEFAULT_MAX_LEN;
  const maxPieces = opts.maxPiecesPerSegment ?? DEFAULT_MAX_PIECES;
  const seg = segmenter(locale);
  const limit = opts.limit ?? Infinity;
  const out = [];
  for (const [rs, re] of proseRegions(text, opts.keepCode ?? false)) {
    const region = text.slice(rs, re);
    let carried = 0;
    for (const [start, end, cleanCut] of windows(region)) {
      const original = region.slice(start, end);
      const forSeg = unwrapForSegmentation(original);
      const segs = [...seg.segment(forSeg)];
      segs.forEach((s, idx) => {
        const continues = idx === 0 && carried > 0;
        if (!continues) carried = 0;
        const budget = maxPieces - carried;
        const piece = clean(original.slice(s.index, s.index + s.segment.length));
        let emitted = 0;
        if (budget > 0 && piece && !ONLY_PUNCT.test(piece) && (opts.keepCode || !looksLikeCode(piece))) {
          const pieces = piece.length <= maxLen ? [piece] : chunk(piece, maxLen, budget);
          out.push(...pieces);
          emitted = pieces.length;
        }
        carried = idx === segs.length - 1 && !cleanCut ? carried + Math.max(emitted, 1) : 0;
      });
      if (out.length >= limit) return out.slice(0, limit);
    }
  }
  return out;
}
function collapseWhitespace(text) {
  return text.replace(/\s+/g, " ").trim();
}

// src/compress/candidates.ts
var OUTPUT_CAP = 200;
var DESCRIPTOR_ARG_CAP = 100;
var DEFAULT_MAX_CANDIDATES = 150;
var MAX_PROMPT_CANDIDATES = 40;
var OUTPUT_SILENT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit", "TodoWrite", "ExitPlanMode"]);
function asRecord(v) {
  return v && typeof v === "object" && !Array.isArray(v) ? v : {};
}
function str(v) {
  return typeof v === "string" && v.trim() ? v : void 0;
}
function oneLine(s, cap) {
  const line = s.replace(/\s+/g, " ").trim();
  if (line.length <= cap) return line;
  const cut = line.lastIndexOf(" ", cap - 1);
  return `${line.slice(0, cut > cap * 0.6 ? cut : cap - 1)}\u2026`;
}
function displayPath(p, cwd) {
  if (cwd) {
    const base = cwd.endsWith("/") ? cwd : `${cwd}/`;
    if (p.startsWith(base) && p.length > base.length) return p.slice(base.length);
  }
  const parts = p.split("/").filter(Boolean);
  if (p.startsWith("/") && parts.length > 4) return `\u2026/${parts.slice(-3).join("/")}`;
  return p;
}
function outputText(output) {
  const t = output.trim();
  if (!t || !(t.startsWith("{") || t.startsWith("["))) return output;
  let parsed;
  try {
    parsed = JSON.parse(t);
  } catch {
    return output;
  }
  if (Array.isArray(parsed)) {
    const texts = parsed.map((p) => str(asRecord(p).text)).filter((x) => !!x);
    return texts.length ? texts.join("\n") : output;
  }
  const o = asRecord(parsed);
  const file = asRecord(o.file);
  return str(o.stdout) ?? str(o.stderr) ?? str(file.content) ?? str(o.content) ?? str(o.result) ?? str(o.text) ?? str(o.output) ?? (o.stdout !== void 0 ? "" : output);
}
function parseExitCode(text) {
  const m = text ? /\bExit code:?\s*(-?\d+)/i.exec(text) : null;
  return m ? Number(m[1]) : null;
}
function isInterrupted(output) {
  const t = output.trim();
  if (!t.startsWith("{")) return false;
  try {
    return asRecord(JSON.parse(t)).interrupted === true;
  } catch {
    return false;
  }
}
function describeTool(ev, cwd) {
  const input = asRecord(ev.input);
  const name = ev.toolName;
  const path = (k) => str(input[k]) ? displayPath(str(input[k]), cwd) : void 0;
  const failed = ev.success ? "" : " (failed)";
  switch (name) {
    case "Read":
    case "Write":
    case "Edit":
    case "MultiEdit":
      return `${name} ${path("file_path") ?? "?"}${failed}`;
    case "NotebookRead":
    case "NotebookEdit":
      return `${name} ${path("notebook_path") ?? "?"}${failed}`;
    case "Bash": {
      const cmd = oneLine(str(input.command) ?? "?", DESCRIPTOR_ARG_CAP);
      if (ev.success) return isInterrupted(ev.output) ? `Bash: ${cmd} (interrupted)` : `Bash: ${cmd}`;
      const code = parseExitCode(ev.error) ?? parseExitCode(ev.output);
      return `Bash: ${cmd} (${code !== null ? `exit ${code}` : "failed"})`;
    }
    case "Grep":
    case "Glob": {
      const pat = oneLine(str(input.pattern) ?? "?", DESCRIPTOR_ARG_CAP);
      const where = path("path");
      const glob = str(input.glob);
      return `${name} '${pat}'${where ? ` in ${where}` : ""}${glob ? ` (${glob})` : ""}${failed}`;
    }
    case "Task":
    case "Agent": {
      const what = str(input.description) ?? str(input.prompt) ?? str(input.subagent_type) ?? "?";
      return `${name}: ${oneLine(what, DESCRIPTOR_ARG_CAP)}${failed}`;
    }
    case "WebFetch":
      return `WebFetch ${oneLine(str(input.url) ?? "?", DESCRIPTOR_ARG_CAP)}${failed}`;
    case "WebSearch":
      return `WebSearch '${oneLine(str(input.query) ?? "?", DESCRIPTOR_ARG_CAP)}'${failed}`;
    case "TodoWrite": {
      const n = Array.isArray(input.todos) ? input.todos.length : 0;
      return `TodoWrite: ${n} todo${n === 1 ? "" : "s"}`;
    }
    default: {
      const firstArg = Object.entries(input).find(([, v]) => typeof v === "string" && v.trim());
      const arg = firstArg ? ` ${firstArg[0]}='${oneLine(firstArg[1], 60)}'` : "";
      return `${name}${arg}${failed}`;
    }
  }
}
function outputGist(ev, locale = "en") {
  if (ev.success && OUTPUT_SILENT_TOOLS.has(ev.toolName)) return void 0;
  let text = ev.success ? outputText(ev.output) : ev.error?.trim() ? ev.error : outputText(ev.output);
  text = text.replace(/^\s*Exit code:?\s*-?\d+\s*\n?/i, "");
  const sentences = splitSentences(text.slice(0, 4 * OUTPUT_CAP), locale, { maxLen: OUTPUT_CAP, maxPiecesPerSegment: 1, limit: 2 });
  if (!sentences.length) return void 0;
  let gist = sentences[0];
  if (gist.length < OUTPUT_CAP * 0.4 && sentences[1]) gist = `${gist} ${sentences[1]}`;
  return oneLine(gist, OUTPUT_CAP);
}
function buildCandidates(turn, opts = {}) {
  const locale = opts.locale ?? "en";
  const prompt = splitSentences(turn.prompt ?? "", locale).slice(0, MAX_PROMPT_CANDIDATES).map((text) => ({ text, source: "prompt" }));
  const rest = [];
  for (const ev of turn.tools ?? []) {
    rest.push({ text: describeTool(ev, opts.cwd), source: "tool" });
    const gist = outputGist(ev, locale);
    if (gist) rest.push({ text: gist, source: "tool_output" });
  }
  for (const block of turn.assistantText ?? []) {
    for (const text of splitSentences(block, locale)) rest.push({ text, source: "assistant" });
  }
  const max = Math.max(1, opts.maxCandidates ?? DEFAULT_MAX_CANDIDATES);
  const budget = Math.max(0, max - prompt.length);
  const thinned = rest.length <= budget ? rest : evenSample(rest, budget);
  return [...prompt, ...thinned].map((c, order) => ({ ...c, order }));
}
function evenSample(items, n) {
  if (n <= 0) return [];
  if (n === 1) return [items[items.length - 1]];
  const out = [];
  const step = (items.length - 1) / (n - 1);
  for (let i = 0; i < n; i++) out.push(items[Math.round(i * step)]);
  return out;
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
  staleActiveSessions,
  getTranscriptCursor,
  setTranscriptCursor,
  getSpoolCursor,
  setSpoolCursor,
  deleteSpoolCursor,
  splitSentences,
  collapseWhitespace,
  asRecord,
  str,
  oneLine,
  displayPath,
  outputText,
  parseExitCode,
  isInterrupted,
  describeTool,
  buildCandidates
};
