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

export {
  HOOK_EVENTS,
  isInjectingEvent,
  isHookEventName,
  parseHookPayload,
  parseSpooledPayload
};
