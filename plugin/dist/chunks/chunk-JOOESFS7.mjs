import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/capture/payloads.ts
var HOOK_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PostToolUse",
  "PostToolUseFailure",
  "Stop",
  "SubagentStop",
  "PreCompact",
  "SessionEnd"
];
function isInjectingEvent(event) {
  return event === "SessionStart" || event === "UserPromptSubmit";
}
function isJournalOnlyEvent(event) {
  return event === "PostToolUse" || event === "PostToolUseFailure" || event === "SubagentStop";
}
function isHookEventName(value) {
  return typeof value === "string" && HOOK_EVENTS.includes(value);
}
var COMMON = {
  session_id: "nonEmpty",
  transcript_path: "optString",
  cwd: "string",
  prompt_id: "optString",
  permission_mode: "optString",
  agent_id: "optString",
  agent_type: "optString"
};
var FIELDS = {
  // source: startup | resume | clear | compact; kept open-ended for future sources.
  SessionStart: { source: "optString" },
  UserPromptSubmit: { prompt: "string" },
  // tool_input: never absent in practice, but a tool record without its input is still worth keeping.
  // tool_response: an object for built-in tools, an array of content blocks for MCP tools.
  PostToolUse: {
    tool_name: "nonEmpty",
    tool_input: "unknown",
    tool_response: "unknown",
    tool_use_id: "nonEmpty",
    duration_ms: "optNumber"
  },
  PostToolUseFailure: {
    tool_name: "nonEmpty",
    tool_input: "unknown",
    tool_use_id: "nonEmpty",
    error: "string",
    is_interrupt: "optBoolean",
    duration_ms: "optNumber"
  },
  Stop: { last_assistant_message: "optString", stop_hook_active: "optBoolean" },
  SubagentStop: { agent_transcript_path: "optString", last_assistant_message: "optString", stop_hook_active: "optBoolean" },
  // trigger: manual | auto
  PreCompact: { trigger: "optString", custom_instructions: "optString" },
  // reason: other | clear | logout | prompt_input_exit | ...
  SessionEnd: { reason: "optString" }
};
var MAX_ISSUES_IN_MESSAGE = 3;
function parseHookPayload(event, raw) {
  if (!isHookEventName(event)) {
    return { ok: false, error: `unknown hook event ${JSON.stringify(String(event))}` };
  }
  const text = typeof raw === "string" ? raw.replace(/^\uFEFF/, "").trim() : "";
  if (text === "") return { ok: false, error: `${event}: empty input` };
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const msg = (err instanceof Error ? err.message : String(err)).replace(/,\s*(?:\.\.\.)?"[\s\S]*$/, "");
    return { ok: false, error: `${event}: invalid JSON (${shorten(msg, 120)})` };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    const got = data === null ? "null" : Array.isArray(data) ? "an array" : typeof data;
    return { ok: false, error: `${event}: expected a JSON object, got ${got}` };
  }
  return checkPayload(event, data);
}
function parseSpooledPayload(event, payload) {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload))
    return { ok: false, error: `${event}: payload is not an object` };
  return checkPayload(event, payload);
}
function checkPayload(event, data) {
  const payload = { ...data, hook_event_name: event };
  const problems = [];
  const fields = [...Object.entries(COMMON), ...Object.entries(FIELDS[event])];
  for (const [name, kind] of fields) {
    const value = payload[name];
    if (kind === "unknown") continue;
    if (kind === "string" || kind === "nonEmpty") {
      if (typeof value !== "string")
        problems.push(`${name}: ${value === void 0 ? "missing" : `expected string, received ${typeName(value)}`}`);
      else if (kind === "nonEmpty" && value === "") problems.push(`${name}: must not be empty`);
      continue;
    }
    const expected = kind === "optString" ? "string" : kind === "optBoolean" ? "boolean" : "number";
    if (value !== void 0 && typeof value !== expected) payload[name] = void 0;
  }
  if (problems.length === 0) return { ok: true, payload };
  const shown = problems.slice(0, MAX_ISSUES_IN_MESSAGE).map((p) => shorten(p, 120));
  if (problems.length > MAX_ISSUES_IN_MESSAGE) shown.push(`(+${problems.length - MAX_ISSUES_IN_MESSAGE} more)`);
  return { ok: false, error: `${event}: ${shown.join("; ")}` };
}
function typeName(value) {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
function shorten(s, max) {
  const oneLine = s.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}\u2026` : oneLine;
}

// src/capture/spool.ts
import fs from "node:fs";
import path from "node:path";
var BUCKET_MS = 6e4;
var CLOSED_AFTER_BUCKETS = 2;
var SPOOL_LINE_VERSION = 1;
function spoolLine(entry) {
  return `${JSON.stringify({ v: SPOOL_LINE_VERSION, event: entry.event, payload: entry.payload, at: entry.at })}
`;
}
function appendToSpool(dir, entry, now = Date.now()) {
  fs.mkdirSync(dir, { recursive: true, mode: 448 });
  const bucket = String(Math.floor(now / BUCKET_MS)).padStart(12, "0");
  const fd = fs.openSync(path.join(dir, `${bucket}.jsonl`), "a+", 384);
  try {
    const size = fs.fstatSync(fd).size;
    const last = Buffer.alloc(1);
    const torn = size > 0 && fs.readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 10;
    fs.writeSync(fd, `${torn ? "\n" : ""}${spoolLine(entry)}`);
  } finally {
    fs.closeSync(fd);
  }
}
function parseSpoolLine(line) {
  let data;
  try {
    data = JSON.parse(line);
  } catch {
    return { ok: false, reason: "not JSON (a torn or corrupt line)" };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return { ok: false, reason: "not a JSON object" };
  const { v = 0, event, payload, at } = data;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0) return { ok: false, reason: "invalid line version" };
  if (v > SPOOL_LINE_VERSION) return { ok: false, reason: `line format ${v} is newer than this version reads (${SPOOL_LINE_VERSION})` };
  if (!isHookEventName(event)) return { ok: false, reason: `unknown event ${JSON.stringify(String(event)).slice(0, 40)}` };
  if (typeof at !== "number" || !Number.isFinite(at)) return { ok: false, reason: `${event}: no event time` };
  const parsed = parseSpooledPayload(event, payload);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  return { ok: true, entry: { event, payload: parsed.payload, at } };
}
var LINE_START = /\{"(?:v":\d+,")?event":"/g;
function recoverGluedLine(line) {
  for (const m of line.matchAll(LINE_START)) {
    if (m.index === 0) continue;
    const parsed = parseSpoolLine(line.slice(m.index));
    if (parsed.ok) return parsed.entry;
  }
  return null;
}
function journalFiles(dir) {
  try {
    return fs.readdirSync(dir).filter((n) => /^\d+\.jsonl$/.test(n)).sort().map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}
function spoolSize(dir, cursorOf = () => 0) {
  let events = 0;
  let bytes = 0;
  for (const file of journalFiles(dir)) {
    try {
      const buf = fs.readFileSync(file);
      const rest = buf.subarray(Math.min(cursorOf(file), buf.length));
      bytes += rest.length;
      for (const b of rest) if (b === 10) events++;
    } catch {
    }
  }
  return { events, bytes };
}
function journalCopies(dir) {
  return { blank: (match) => void scrubSpooled(dir, match.field, match.value) };
}
function scrubSpooled(dir, field, value) {
  let scrubbed = 0;
  for (const file of journalFiles(dir)) {
    let buf;
    try {
      buf = fs.readFileSync(file);
    } catch {
      continue;
    }
    const needle = Buffer.from(JSON.stringify(value), "utf8");
    if (buf.indexOf(needle) < 0) continue;
    const ranges = [];
    let start = 0;
    while (start < buf.length) {
      const end = buf.indexOf(10, start);
      if (end < 0) break;
      const line = buf.subarray(start, end);
      if (line.indexOf(needle) >= 0) {
        const parsed = parseSpoolLine(line.toString("utf8"));
        if (parsed.ok && parsed.entry.payload[field] === value) ranges.push([start, end]);
      }
      start = end + 1;
    }
    if (ranges.length === 0) continue;
    const fd = fs.openSync(file, "r+");
    try {
      for (const [from, to] of ranges) fs.writeSync(fd, Buffer.alloc(to - from, 32), 0, to - from, from);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    scrubbed += ranges.length;
  }
  return scrubbed;
}
function readJournal(file, offset, opts = {}) {
  let fd;
  try {
    fd = fs.openSync(file, "r");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (offset >= size) return { entries: [], malformed: [], end: offset, size };
    const buf = Buffer.alloc(size - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    const whole = buf.lastIndexOf(10) + 1;
    const entries = [];
    const malformed = [];
    let lineStart = offset;
    for (const line of buf.subarray(0, whole).toString("utf8").split("\n")) {
      const at = lineStart;
      lineStart += Buffer.byteLength(line, "utf8") + 1;
      if (!line.trim()) continue;
      const parsed = parseSpoolLine(line);
      if (parsed.ok) {
        entries.push(parsed.entry);
        continue;
      }
      malformed.push({ offset: at, reason: parsed.reason });
      const glued = parsed.reason.startsWith("not JSON") ? recoverGluedLine(line) : null;
      if (glued) entries.push(glued);
    }
    if (opts.closed && whole < buf.length) {
      malformed.push({ offset: offset + whole, reason: "torn last line (no newline) in a closed journal file" });
      return { entries, malformed, end: size, size };
    }
    return { entries, malformed, end: offset + whole, size };
  } finally {
    fs.closeSync(fd);
  }
}
function replaySpool(dir, store, opts = {}) {
  const now = opts.now ?? Date.now();
  const result = { replayed: 0, malformed: 0, rejected: 0 };
  const closedBefore = Math.floor(now / BUCKET_MS) - CLOSED_AFTER_BUCKETS;
  for (const file of journalFiles(dir)) {
    try {
      let read = null;
      const closed = Number(path.basename(file, ".jsonl")) < closedBefore;
      for (let attempt = 0; attempt < 5; attempt++) {
        const from = store.cursor(file);
        read = readJournal(file, from, { closed });
        if (!read || read.end === from) break;
        const applied = store.applyBatch({ file, from, to: read.end, entries: read.entries });
        if (!applied.applied) continue;
        result.replayed += applied.replayed;
        result.rejected += applied.rejected;
        result.malformed += read.malformed.length;
        for (const line of read.malformed) opts.onMalformed?.(file, line);
        break;
      }
      if (!read) continue;
      const bucket = Number(path.basename(file, ".jsonl"));
      if (bucket < closedBefore && store.cursor(file) >= read.size) {
        fs.rmSync(file, { force: true });
        store.dropCursor(file);
      }
    } catch (err) {
      result.error = err;
      return result;
    }
  }
  return result;
}

export {
  HOOK_EVENTS,
  isInjectingEvent,
  isJournalOnlyEvent,
  isHookEventName,
  parseHookPayload,
  appendToSpool,
  spoolSize,
  journalCopies,
  replaySpool
};
