import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  unsummarizedTurns
} from "./chunk-G4N46JTE.mjs";

// src/store/queue.ts
var turnTarget = (sessionId, promptNumber) => `${sessionId}#${promptNumber}`;
function parseTurnTarget(target) {
  const at = target.lastIndexOf("#");
  return { sessionId: target.slice(0, at), promptNumber: Number(target.slice(at + 1)) };
}
function enqueue(db, kind, target, now, delayMs = 0) {
  db.prepare(
    `INSERT INTO pending_compressions (kind, target, not_before, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(kind, target) DO UPDATE SET attempts = 0, parked = 0, last_error = NULL,
       not_before = min(pending_compressions.not_before, excluded.not_before)`
  ).run(kind, target, now + delayMs, now);
}
function claimNext(db, workerId, now, staleClaimMs) {
  const claim = db.transaction(() => {
    const row = db.prepare(
      `SELECT id, kind, target, attempts FROM pending_compressions
         WHERE parked = 0 AND not_before <= ? AND (claimed_by IS NULL OR claimed_at < ?)
         ORDER BY CASE kind WHEN 'turn' THEN 0 ELSE 1 END, id LIMIT 1`
    ).get(now, now - staleClaimMs);
    if (!row) return null;
    db.prepare("UPDATE pending_compressions SET claimed_by = ?, claimed_at = ? WHERE id = ?").run(workerId, now, row.id);
    return row;
  });
  return claim.immediate();
}
function acknowledge(db, item, workerId) {
  return db.prepare("DELETE FROM pending_compressions WHERE id = ? AND claimed_by = ?").run(item.id, workerId).changes > 0;
}
function backoffMs(attempts) {
  return Math.min(5 * 6e4, 2e3 * 2 ** Math.max(0, attempts - 1));
}
function recordFailure(db, item, workerId, error, now, maxAttempts) {
  const attempts = item.attempts + 1;
  db.prepare(
    `UPDATE pending_compressions SET attempts = ?, last_error = ?, not_before = ?, parked = ?, claimed_by = NULL, claimed_at = NULL
     WHERE id = ? AND claimed_by = ?`
  ).run(attempts, error.slice(0, 2e3), now + backoffMs(attempts), attempts >= maxAttempts ? 1 : 0, item.id, workerId);
}
function queueStats(db, now) {
  const counts = db.prepare(
    `SELECT sum(parked = 0 AND not_before <= ?) AS ready, sum(parked = 0 AND not_before > ?) AS waiting, sum(parked) AS parked
       FROM pending_compressions`
  ).get(now, now);
  const parkedItems = db.prepare("SELECT kind, target, attempts, last_error FROM pending_compressions WHERE parked = 1 ORDER BY id LIMIT 20").all().map((r) => ({ kind: r.kind, target: r.target, attempts: r.attempts, lastError: r.last_error }));
  return { ready: counts.ready ?? 0, waiting: counts.waiting ?? 0, parked: counts.parked ?? 0, parkedItems };
}
var LEASE_NAME = "compression-worker";
function acquireLease(db, holder, pid, now, leaseMs) {
  const take = db.transaction(() => {
    const row = db.prepare("SELECT holder, expires_at FROM worker_lease WHERE name = ?").get(LEASE_NAME);
    if (row && row.holder !== holder && row.expires_at > now) return false;
    db.prepare(
      `INSERT INTO worker_lease (name, holder, pid, heartbeat_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, heartbeat_at = excluded.heartbeat_at, expires_at = excluded.expires_at`
    ).run(LEASE_NAME, holder, pid, now, now + leaseMs);
    return true;
  });
  return take.immediate();
}
function releaseLease(db, holder) {
  db.prepare("DELETE FROM worker_lease WHERE name = ? AND holder = ?").run(LEASE_NAME, holder);
}
function leaseHolder(db, now) {
  const row = db.prepare("SELECT holder, pid, expires_at FROM worker_lease WHERE name = ? AND expires_at > ?").get(LEASE_NAME, now);
  return row ? { holder: row.holder, pid: row.pid, expiresAt: row.expires_at } : null;
}

// src/store/capture.ts
var iso = (ms) => new Date(ms).toISOString();
function touchSession(db, s) {
  db.prepare(
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
  db.prepare(`UPDATE sessions SET status = 'active', ended_at = NULL, ended_at_iso = NULL, exit_reason = NULL WHERE id = ? AND status != 'active'`).run(sessionId);
}
function currentPromptNumber(db, sessionId) {
  const row = db.prepare("SELECT coalesce(max(prompt_number), 0) AS n FROM prompts WHERE session_id = ?").get(sessionId);
  return row.n;
}
function promptNumberFor(db, sessionId, promptId) {
  if (!promptId) return null;
  const row = db.prepare("SELECT prompt_number AS n FROM prompts WHERE session_id = ? AND prompt_id = ?").get(sessionId, promptId);
  return row?.n ?? null;
}
function recordPrompt(db, p) {
  const existing = db.prepare(
    `SELECT id, prompt_number AS n, uuid, prompt_id FROM prompts
       WHERE session_id = @sessionId AND ((@promptId IS NOT NULL AND prompt_id = @promptId) OR (@uuid IS NOT NULL AND uuid = @uuid))
       LIMIT 1`
  ).get({ sessionId: p.sessionId, promptId: p.promptId ?? null, uuid: p.uuid ?? null });
  if (existing) {
    if (p.uuid && !existing.uuid || p.promptId && !existing.prompt_id) {
      db.prepare("UPDATE prompts SET uuid = coalesce(uuid, ?), prompt_id = coalesce(prompt_id, ?) WHERE id = ?").run(p.uuid ?? null, p.promptId ?? null, existing.id);
    }
    return { promptNumber: existing.n, inserted: false };
  }
  const promptNumber = currentPromptNumber(db, p.sessionId) + 1;
  db.prepare(
    `INSERT INTO prompts (session_id, prompt_number, prompt_id, uuid, agent_id, text, created_at, created_at_iso)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(p.sessionId, promptNumber, p.promptId ?? null, p.uuid ?? null, p.agentId ?? null, p.text, p.at, iso(p.at));
  db.prepare("UPDATE sessions SET prompt_count = ?, last_activity_at = max(last_activity_at, ?) WHERE id = ?").run(promptNumber, p.at, p.sessionId);
  return { promptNumber, inserted: true };
}
function recordToolEvent(db, e) {
  const known = db.prepare("SELECT id, pending, payload_id FROM tool_events WHERE tool_use_id = ?").get(e.toolUseId);
  if (known) {
    if (!known.pending || e.pending) return false;
    db.prepare("UPDATE tool_events SET success = ?, summary = ?, error = ?, duration_ms = coalesce(?, duration_ms), pending = 0 WHERE id = ?").run(
      e.success ? 1 : 0,
      e.summary,
      e.error ?? null,
      e.durationMs ?? null,
      known.id
    );
    if (known.payload_id) {
      db.prepare("UPDATE tool_event_payloads SET output_text = ?, size_bytes = ?, truncated = ? WHERE id = ?").run(e.outputText, e.sizeBytes, e.truncated ? 1 : 0, known.payload_id);
    }
    return true;
  }
  const payload = db.prepare("INSERT INTO tool_event_payloads (input_json, output_text, size_bytes, truncated, created_at) VALUES (?, ?, ?, ?, ?)").run(e.inputJson, e.outputText, e.sizeBytes, e.truncated ? 1 : 0, e.at);
  db.prepare(
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
  return true;
}
function setToolEventTime(db, toolUseId, at) {
  if (!Number.isFinite(at)) return;
  db.prepare("UPDATE tool_events SET created_at = ?, created_at_iso = ? WHERE tool_use_id = ? AND created_at > ?").run(at, iso(at), toolUseId, at);
}
function recordAssistantText(db, a) {
  const result = db.prepare(
    `INSERT INTO assistant_messages (session_id, prompt_number, uuid, message_id, agent_id, text, created_at, created_at_iso)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(uuid) DO NOTHING`
  ).run(a.sessionId, a.promptNumber, a.uuid, a.messageId ?? null, a.agentId ?? null, a.text, a.at, iso(a.at));
  return result.changes > 0;
}
function endSession(db, sessionId, reason, at, status = "completed") {
  db.prepare(
    `UPDATE sessions SET status = ?, exit_reason = ?, ended_at = ?, ended_at_iso = ?, last_activity_at = max(last_activity_at, ?)
     WHERE id = ?`
  ).run(status, reason, at, iso(at), at, sessionId);
}
function staleActiveSessions(db, before, exceptSessionId) {
  const rows = db.prepare(`SELECT id FROM sessions WHERE status = 'active' AND last_activity_at < ? AND id != ? ORDER BY last_activity_at`).all(before, exceptSessionId ?? "");
  return rows.map((r) => r.id);
}
function getTranscriptCursor(db, file) {
  const row = db.prepare("SELECT offset, size, mtime_ms, prompt_number FROM transcript_cursors WHERE path = ?").get(file);
  return row ? { offset: row.offset, size: row.size, mtimeMs: row.mtime_ms, promptNumber: row.prompt_number } : null;
}
function setTranscriptCursor(db, file, c, at) {
  db.prepare(
    `INSERT INTO transcript_cursors (path, offset, size, mtime_ms, prompt_number, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET offset = excluded.offset, size = excluded.size, mtime_ms = excluded.mtime_ms,
       prompt_number = excluded.prompt_number, updated_at = excluded.updated_at`
  ).run(file, c.offset, c.size, c.mtimeMs, c.promptNumber, at);
}
function spoolCursorStore(db) {
  const get = db.prepare("SELECT offset FROM spool_cursors WHERE path = ?");
  const set = db.prepare("INSERT INTO spool_cursors (path, offset) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET offset = excluded.offset");
  const del = db.prepare("DELETE FROM spool_cursors WHERE path = ?");
  return {
    transaction: (fn) => db.transaction(fn).immediate(),
    getCursor: (file) => get.get(file)?.offset ?? 0,
    setCursor: (file, offset) => void set.run(file, offset),
    deleteCursor: (file) => void del.run(file)
  };
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

// src/capture/ingest.ts
import fs from "node:fs";

// src/capture/privacy.ts
var PRIVATE_TAG_RE = /<(\/?)private\b[^>]*>/gi;
function stripPrivate(text) {
  if (!/<private\b/i.test(text)) return text;
  let out = "";
  let depth = 0;
  let last = 0;
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(text); m !== null; m = PRIVATE_TAG_RE.exec(text)) {
    const closing = m[1] === "/";
    if (!closing) {
      if (depth === 0) {
        out += text.slice(last, m.index) + "[private]";
      }
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) last = m.index + m[0].length;
    }
  }
  if (depth > 0) return out;
  return out + text.slice(last);
}
var R = (kind) => `[REDACTED:${kind}]`;
var TOKEN_RULES = [
  {
    kind: "private_key",
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { kind: "slack_webhook", re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g },
  { kind: "anthropic_key", re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  { kind: "github_token", re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: "gitlab_token", re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack_token", re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  { kind: "aws_access_key_id", re: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
  { kind: "google_api_key", re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "stripe_key", re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "npm_token", re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: "jwt", re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g }
];
var URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;
var AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;
var AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/-]{6,}=*)/gi;
var BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/-]{0,200}[0-9])[A-Za-z0-9._~+/-]{16,}=*)/gi;
var ASSIGNMENT_RE = /(?<![\w$.])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;
var SECRET_SEGMENT_RE = /^(?:password|passwd|passphrase|secret|token|credential|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret)s?$/;
var SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential/;
var SECRET_PAIRS = /* @__PURE__ */ new Set(["api key", "private key", "access key", "secret key"]);
var NON_SECRET_LAST_SEGMENTS = /* @__PURE__ */ new Set([
  "type",
  "types",
  "name",
  "names",
  "count",
  "length",
  "len",
  "limit",
  "limits",
  "max",
  "min",
  "size",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "field",
  "header",
  "prefix",
  "format",
  "kind",
  "mode",
  "id",
  "ids",
  "env",
  "var",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "in",
  "at",
  "policy",
  "provider",
  "usage",
  "budget",
  "required",
  "enabled",
  "method",
  "strategy",
  "location",
  "store",
  "helper",
  "re",
  "regex",
  "regexp",
  "pattern",
  "patterns",
  "rule",
  "rules",
  "schema",
  "label",
  "description",
  "hint",
  "message",
  "placeholder",
  "error",
  "errors",
  "help",
  "title"
]);
var NON_SECRET_FIRST_SEGMENTS = /* @__PURE__ */ new Set(["max", "min", "num", "total", "input", "output", "cache", "n"]);
function keySegments(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.\-]+/).filter((s) => s.length > 0);
}
function isSecretKey(key) {
  const segs = keySegments(key);
  if (segs.length === 0) return false;
  const lastSeg = segs[segs.length - 1];
  if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(lastSeg)) return false;
  if (segs.length > 1 && NON_SECRET_FIRST_SEGMENTS.has(segs[0])) return false;
  if (segs.some((s) => SECRET_SEGMENT_RE.test(s))) return true;
  for (let i = 0; i + 1 < segs.length; i++) {
    if (SECRET_PAIRS.has(`${segs[i]} ${segs[i + 1]}`)) return true;
  }
  return SECRET_SUBSTRING_RE.test(segs.join(""));
}
var NON_LITERAL_WORDS = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "none",
  "nil",
  "undefined",
  "yes",
  "no",
  "on",
  "off",
  "string",
  "number",
  "boolean",
  "bool",
  "str",
  "int",
  "bytes",
  "any",
  "unknown",
  "object",
  "optional",
  "required",
  "await",
  "new",
  "this",
  "self",
  "function",
  "async",
  "bearer",
  "basic",
  "redacted",
  "empty",
  "hidden",
  // The name of the thing rather than its value, as in docs: `scheme://user:password@host`.
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "token",
  "apikey",
  "api_key",
  "key"
]);
function isPlaceholder(v) {
  return v.length === 0 || v.startsWith("[REDACTED") || /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
  /\$\{/.test(v) || // template interpolation
  /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
  /^<[^>]*>$/.test(v) || // <your-token>
  /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
  /^[*xX.•…]+$/.test(v) || // ****, xxxx, ...
  /^(?:your|my|example|dummy|placeholder)[-_ ]/i.test(v) || NON_LITERAL_WORDS.has(v.toLowerCase());
}
function isLiteralBareValue(value, envStyle, wholeLineYaml) {
  if (isPlaceholder(value)) return false;
  if (/[()[\]{}<>]/.test(value) || value[0] === "!") return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false;
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, "").length >= 8;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  if (envStyle) return true;
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true;
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}
function redactAssignments(text) {
  return text.replace(
    ASSIGNMENT_RE,
    (match, q, key, sep, value, offset, whole) => {
      if (!isSecretKey(key)) return match;
      if (q !== "" && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return match;
      const first = value[0];
      const head = `${q}${key}${q}${sep}`;
      if (first === '"' || first === "'" || first === "`") {
        const inner = value.slice(1, -1);
        if (isPlaceholder(inner) || inner.length < 3) return match;
        return `${head}${first}${R(secretKind(key))}${first}`;
      }
      const wholeLineYaml = sep.trim() === ":" && aloneOnLine(whole, offset, offset + match.length);
      const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === "=";
      if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return match;
      return `${head}${R(secretKind(key))}`;
    }
  );
}
function aloneOnLine(text, start, end) {
  let i = start - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  if (i >= 0 && text[i] === "-") {
    i--;
    while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  }
  if (i >= 0 && text[i] !== "\n") return false;
  let j = end;
  while (j < text.length && (text[j] === " " || text[j] === "	" || text[j] === "\r")) j++;
  return j === text.length || text[j] === "\n";
}
function secretKind(key) {
  return /pass(?:word|wd|phrase)/i.test(key) ? "password" : "secret";
}
function redactSecrets(text) {
  if (text.length === 0) return text;
  let out = text.replace(
    URL_PASSWORD_RE,
    (match, scheme, user, pw) => isPlaceholder(pw) || pw.length < 3 ? match : `${scheme}${user}:${R("url_password")}@`
  );
  for (const { kind, re } of TOKEN_RULES) out = out.replace(re, R(kind));
  out = out.replace(AWS_SECRET_RE, (_m, head) => `${head}${R("aws_secret_access_key")}`);
  out = out.replace(AUTH_HEADER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  out = out.replace(BARE_BEARER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  return redactAssignments(out);
}
function sanitizeText(text) {
  return redactSecrets(stripPrivate(text));
}
function isPlainObject(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
function sanitizeDeep(value) {
  return sanitizeValue(value, void 0, /* @__PURE__ */ new WeakSet());
}
function sanitizeValue(value, parentKey, seen) {
  if (typeof value === "string") {
    if (parentKey !== void 0 && isSecretKey(parentKey) && !isPlaceholder(value) && value.length >= 3) {
      return R(secretKind(parentKey));
    }
    return sanitizeText(value);
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = value.map((v) => sanitizeValue(v, void 0, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitizeValue(v, k, seen);
    seen.delete(value);
    return out;
  }
  return value;
}
function truncateWithMarker(text, maxBytes) {
  const originalBytes = Buffer.byteLength(text, "utf8");
  const limit = Math.max(0, Math.floor(Number.isFinite(maxBytes) ? maxBytes : 0));
  if (originalBytes <= limit) return { text, truncated: false, originalBytes };
  const buf = Buffer.from(text, "utf8");
  let cut = limit;
  while (cut > 0 && (buf[cut] & 192) === 128) cut--;
  const kept = buf.toString("utf8", 0, cut);
  return {
    text: `${kept}
\u2026[truncated ${originalBytes - cut} bytes]`,
    truncated: true,
    originalBytes
  };
}

// src/capture/transcript.ts
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str2 = (v) => typeof v === "string" ? v : void 0;
function parseTranscriptLine(line) {
  const text = line.replace(/^\uFEFF/, "").trim();
  if (text === "") return [];
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || typeof data.type !== "string") return null;
  switch (data.type) {
    case "user":
      return parseUser(data);
    case "assistant":
      return parseAssistant(data);
    case "system":
      return data.subtype === "compact_boundary" ? parseCompactBoundary(data) : [];
    default:
      return [];
  }
}
function lineMeta(data) {
  const uuid = str2(data.uuid);
  const sessionId = str2(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta = {
    uuid,
    sessionId,
    cwd: str2(data.cwd) ?? "",
    timestamp: str2(data.timestamp) ?? "",
    sidechain: data.isSidechain === true
  };
  const agentId = str2(data.agentId);
  if (agentId) meta.agentId = agentId;
  return meta;
}
function withUniqueUuids(records) {
  return records.map((r, i) => i === 0 ? r : { ...r, uuid: `${r.uuid}:${i}` });
}
function parseUser(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isMeta === true) return [];
  if (data.isCompactSummary === true) return parseCompactSummary(data, meta, message.content);
  const promptId = str2(data.promptId);
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const prompt = (text) => ({
    kind: "prompt",
    uuid,
    sessionId,
    cwd,
    timestamp,
    ...promptId ? { promptId } : {},
    text,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  if (typeof content === "string") {
    const text = humanPromptText(content);
    return text ? [prompt(text)] : [];
  }
  if (!Array.isArray(content)) return [];
  const records = [];
  const texts = [];
  let promptSlot = -1;
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "tool_result") {
      const toolUseId = str2(block.tool_use_id);
      if (!toolUseId) continue;
      records.push({
        kind: "tool_result",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        output: toolResultText(block.content),
        isError: block.is_error === true,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    } else if (block.type === "text" && typeof block.text === "string") {
      if (promptSlot < 0) {
        promptSlot = records.length;
        records.push(prompt(""));
      }
      texts.push(block.text);
    }
  }
  if (promptSlot >= 0) {
    const text = humanPromptText(texts.join("\n"));
    if (text) records[promptSlot] = prompt(text);
    else records.splice(promptSlot, 1);
  }
  return withUniqueUuids(records);
}
function humanPromptText(raw) {
  let text = raw.replace(
    /<(local-command-stdout|local-command-stderr|local-command-caveat|bash-stdout|bash-stderr|system-reminder)>[\s\S]*?<\/\1>/g,
    ""
  );
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(text)?.[1]?.trim();
  const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(text)?.[1]?.trim();
  text = text.replace(/<(command-name|command-message|command-args|command-contents)>[\s\S]*?<\/\1>/g, "");
  text = text.replace(/<bash-input>([\s\S]*?)<\/bash-input>/g, (_m, cmd) => `! ${cmd.trim()}`);
  text = text.trim();
  if (name && args) {
    const command = `${name.startsWith("/") ? name : `/${name}`} ${args}`;
    text = text ? `${command}
${text}` : command;
  }
  if (/^\[Request interrupted by user[^\]]*\]$/.test(text)) return "";
  return text;
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.filter((b) => isObj(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n");
}
function parseAssistant(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isApiErrorMessage === true || message.model === "<synthetic>") return [];
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const messageId = str2(message.id);
  const text = (t) => ({
    kind: "assistant_text",
    uuid,
    ...messageId ? { messageId } : {},
    sessionId,
    cwd,
    timestamp,
    text: t,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  if (typeof content === "string") return content.trim() ? [text(content)] : [];
  if (!Array.isArray(content)) return [];
  const records = [];
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "text" && typeof block.text === "string" && block.text.trim() !== "") {
      records.push(text(block.text));
    } else if (block.type === "tool_use") {
      const toolUseId = str2(block.id);
      const toolName = str2(block.name);
      if (!toolUseId || !toolName) continue;
      records.push({
        kind: "tool_use",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        toolName,
        input: block.input,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    }
  }
  return withUniqueUuids(records);
}
function parseCompactBoundary(data) {
  const meta = lineMeta(data);
  if (!meta) return null;
  return [{ kind: "compact_boundary", uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp }];
}
function parseCompactSummary(data, meta, content) {
  const raw = typeof content === "string" ? content : toolResultText(content);
  const summary = extractCompactSummary(raw);
  const uuid = str2(data.parentUuid) ?? meta.uuid;
  return [
    {
      kind: "compact_boundary",
      uuid,
      sessionId: meta.sessionId,
      cwd: meta.cwd,
      timestamp: meta.timestamp,
      ...summary ? { summary } : {}
    }
  ];
}
function extractCompactSummary(raw) {
  let s = raw.replace(/^This session is being continued from a previous conversation[^\n]*\n+/, "");
  s = s.replace(/^Summary:\s*\n/, "");
  s = s.replace(
    /\n+(?:If you need specific details from before compaction|Please continue the conversation from where|Continue the conversation from where it left off)[\s\S]*$/,
    ""
  );
  return s.trim();
}
function parseTranscriptChunk(buf) {
  const lastNewline = buf.lastIndexOf(10);
  if (lastNewline < 0) return { records: [], malformed: 0, consumedBytes: 0 };
  const records = [];
  const boundaries = /* @__PURE__ */ new Map();
  let malformed = 0;
  let start = 0;
  while (start <= lastNewline) {
    const end = buf.indexOf(10, start);
    const parsed = parseTranscriptLine(buf.toString("utf8", start, end));
    start = end + 1;
    if (parsed === null) {
      malformed++;
      continue;
    }
    for (const rec of parsed) {
      if (rec.kind === "compact_boundary") {
        const at = boundaries.get(rec.uuid);
        if (at !== void 0) {
          const prev = records[at];
          if (prev.kind === "compact_boundary" && rec.summary !== void 0 && prev.summary === void 0) {
            records[at] = { ...prev, summary: rec.summary };
          }
          continue;
        }
        boundaries.set(rec.uuid, records.length);
      }
      records.push(rec);
    }
  }
  return { records, malformed, consumedBytes: lastNewline + 1 };
}

// src/capture/ingest.ts
var DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
function ingestTranscript(db, file, opts) {
  const result = { records: 0, stored: 0, malformed: 0, bytes: 0, sessions: [], more: false };
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return result;
  }
  const cursor = getTranscriptCursor(db, file);
  let offset = cursor?.offset ?? 0;
  if (stat.size < offset) offset = 0;
  if (stat.size === offset) return result;
  const length = Math.min(stat.size - offset, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, buf, 0, length, offset);
  } finally {
    fs.closeSync(fd);
  }
  const chunk2 = parseTranscriptChunk(buf);
  const startPrompt = offset > 0 ? cursor?.promptNumber ?? 0 : 0;
  result.records = chunk2.records.length;
  result.malformed = chunk2.malformed;
  result.bytes = chunk2.consumedBytes;
  result.more = offset + length < stat.size;
  db.transaction(() => {
    const state = new IngestState(db, opts, result, startPrompt);
    for (const record of chunk2.records) state.apply(record);
    state.flushPending();
    setTranscriptCursor(
      db,
      file,
      { offset: offset + chunk2.consumedBytes, size: stat.size, mtimeMs: Math.floor(stat.mtimeMs), promptNumber: state.lastPromptNumber() },
      opts.now
    );
  }).immediate();
  return result;
}
var IngestState = class {
  constructor(db, opts, result, startPrompt) {
    this.db = db;
    this.opts = opts;
    this.result = result;
    this.startPrompt = startPrompt;
  }
  db;
  opts;
  result;
  startPrompt;
  seen = /* @__PURE__ */ new Set();
  pendingTools = /* @__PURE__ */ new Map();
  /**
   * The turn each session is in, as read from the transcript itself: a Stop hook can read turn 1's last words after
   * the next prompt's hook has stored prompt 2, so the store's latest prompt is not the turn a line belongs to.
   */
  turnOf = /* @__PURE__ */ new Map();
  lastSession = null;
  lastPromptNumber() {
    return this.lastSession ? this.turnOf.get(this.lastSession) ?? this.startPrompt : this.startPrompt;
  }
  /** A subagent's lines belong to the main session's current turn; a main line to the turn read so far. */
  turn(sessionId, sidechain) {
    if (sidechain) return currentPromptNumber(this.db, sessionId);
    const known = this.turnOf.get(sessionId);
    if (known !== void 0) return known;
    const start = this.startPrompt > 0 ? this.startPrompt : 0;
    this.turnOf.set(sessionId, start);
    return start;
  }
  /** Calls whose results are not in this chunk (a tool still running at Stop): stored now, completed later. */
  flushPending() {
    for (const use of this.pendingTools.values()) this.recordTool(use.toolUseId, use, void 0);
    this.pendingTools.clear();
  }
  recordTool(toolUseId, use, result) {
    const stored = use ? null : this.db.prepare("SELECT t.tool_name, p.input_json FROM tool_events t LEFT JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = ?").get(toolUseId);
    if (!use && !stored) return;
    const r = result ?? use;
    const input = use ? sanitizeDeep(use.input) : parseJsonOr(stored?.input_json ?? null);
    const output = truncateWithMarker(sanitizeText(result?.output ?? ""), this.opts.maxToolOutputBytes);
    const success = !result?.isError;
    const toolName = use?.toolName ?? stored?.tool_name ?? "unknown";
    const written = recordToolEvent(this.db, {
      sessionId: r.sessionId,
      promptNumber: this.turn(r.sessionId, r.sidechain),
      toolUseId,
      toolName,
      success,
      summary: describeTool({ toolName, input, output: output.text, success, error: success ? void 0 : output.text }, r.cwd),
      error: success ? null : output.text.slice(0, 500),
      agentId: r.sidechain ? r.agentId ?? "subagent" : null,
      inputJson: JSON.stringify(input ?? null),
      outputText: output.text,
      sizeBytes: output.originalBytes,
      truncated: output.truncated,
      at: Date.parse(r.timestamp) || this.opts.now,
      pending: !result
    });
    if (written) this.result.stored++;
    if (use) setToolEventTime(this.db, toolUseId, Date.parse(use.timestamp));
  }
  apply(r) {
    if (!("sidechain" in r && r.sidechain)) this.lastSession = r.sessionId;
    const at = Date.parse(r.timestamp) || this.opts.now;
    if (!this.seen.has(r.sessionId)) {
      this.seen.add(r.sessionId);
      touchSession(this.db, { sessionId: r.sessionId, project: this.opts.project, cwd: r.cwd, at });
      this.result.sessions.push(r.sessionId);
      this.opts.onSession?.(r.sessionId);
    } else {
      touchSession(this.db, { sessionId: r.sessionId, project: this.opts.project, cwd: r.cwd, at });
    }
    switch (r.kind) {
      case "prompt": {
        if (r.sidechain) return;
        const text = sanitizeText(r.text);
        if (!text.trim()) return;
        const prompt = recordPrompt(this.db, { sessionId: r.sessionId, text, at, promptId: r.promptId, uuid: r.uuid });
        this.turnOf.set(r.sessionId, prompt.promptNumber);
        if (prompt.inserted) this.result.stored++;
        return;
      }
      case "assistant_text": {
        const text = sanitizeText(r.text);
        if (!text.trim()) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, r.sidechain),
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? r.agentId ?? "subagent" : void 0,
          text,
          at
        });
        if (stored) this.result.stored++;
        return;
      }
      case "tool_use":
        this.pendingTools.set(r.toolUseId, r);
        return;
      case "tool_result": {
        const use = this.pendingTools.get(r.toolUseId);
        this.pendingTools.delete(r.toolUseId);
        this.recordTool(r.toolUseId, use, r);
        return;
      }
      case "compact_boundary": {
        if (!r.summary) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, false),
          uuid: r.uuid,
          agentId: "compact",
          text: sanitizeText(r.summary),
          at
        });
        if (stored) this.result.stored++;
      }
    }
  }
};
function parseJsonOr(text) {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// src/capture/record.ts
var str3 = (v) => typeof v === "string" && v ? v : void 0;
function recordEvent(db, entry, ctx) {
  const p = entry.payload;
  const sessionId = str3(p.session_id);
  const at = entry.at;
  const outcome = { workQueued: false };
  const transcriptPath = str3(p.transcript_path);
  const ingest = (file) => {
    if (file) ingestTranscript(db, file, { project: ctx.project, maxToolOutputBytes: ctx.config.capture.maxToolOutputBytes, now: at });
  };
  const apply = db.transaction(() => {
    touchSession(db, { sessionId, project: ctx.project, cwd: str3(p.cwd) ?? "", at, transcriptPath, source: str3(p.source) });
    switch (entry.event) {
      case "SessionStart": {
        if (p.source === "resume") reopenSession(db, sessionId);
        const staleBefore = at - ctx.config.worker.staleSessionHours * 36e5;
        for (const stale of staleActiveSessions(db, staleBefore, sessionId)) {
          endSession(db, stale, "stale", at);
          outcome.workQueued = queueSessionWork(db, stale, at, true) || outcome.workQueued;
        }
        break;
      }
      case "UserPromptSubmit": {
        const previous = currentPromptNumber(db, sessionId);
        const { promptNumber } = recordPrompt(db, { sessionId, text: str3(p.prompt) ?? "", at, promptId: str3(p.prompt_id), agentId: str3(p.agent_id) });
        if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
        break;
      }
      case "PostToolUse":
      case "PostToolUseFailure": {
        const success = entry.event === "PostToolUse";
        const promptNumber = promptNumberFor(db, sessionId, str3(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
        const output = typeof p.tool_response === "string" ? p.tool_response : "";
        const error = str3(p.error) ?? null;
        const toolName = str3(p.tool_name) ?? "unknown";
        recordToolEvent(db, {
          sessionId,
          promptNumber,
          toolUseId: str3(p.tool_use_id) ?? `${sessionId}:${at}:${toolName}`,
          toolName,
          success,
          summary: describeTool({ toolName, input: p.tool_input, output, success, error: error ?? void 0 }, str3(p.cwd)),
          error,
          agentId: str3(p.agent_id) ?? null,
          durationMs: typeof p.duration_ms === "number" ? p.duration_ms : null,
          inputJson: JSON.stringify(p.tool_input ?? null),
          outputText: success ? output : error ?? "",
          sizeBytes: typeof p.tool_response_bytes === "number" ? p.tool_response_bytes : Buffer.byteLength(output),
          truncated: p.tool_response_truncated === true,
          at
        });
        break;
      }
      case "Stop":
      case "PreCompact":
        ingest(transcriptPath);
        if (entry.event === "Stop") outcome.workQueued = queueTurns(db, sessionId, at) || outcome.workQueued;
        break;
      case "SubagentStop":
        ingest(str3(p.agent_transcript_path));
        break;
      case "SessionEnd":
        ingest(transcriptPath);
        endSession(db, sessionId, str3(p.reason) ?? "other", at);
        outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
        break;
    }
  });
  apply.immediate();
  return outcome;
}
function queueTurns(db, sessionId, now, beforePrompt = Number.POSITIVE_INFINITY) {
  const turns = unsummarizedTurns(db, sessionId).filter((n) => n < beforePrompt);
  for (const n of turns) enqueue(db, "turn", turnTarget(sessionId, n), now);
  return turns.length > 0;
}
function queueSessionWork(db, sessionId, now, rollup) {
  const queued = queueTurns(db, sessionId, now);
  if (rollup) enqueue(db, "session_rollup", sessionId, now);
  return queued || rollup;
}

export {
  parseTurnTarget,
  enqueue,
  claimNext,
  acknowledge,
  recordFailure,
  queueStats,
  acquireLease,
  releaseLease,
  leaseHolder,
  endSession,
  staleActiveSessions,
  spoolCursorStore,
  splitSentences,
  collapseWhitespace,
  asRecord,
  str,
  oneLine,
  outputText,
  parseExitCode,
  isInterrupted,
  buildCandidates,
  ingestTranscript,
  recordEvent,
  queueTurns,
  queueSessionWork
};
