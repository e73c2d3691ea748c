import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  isOwnCommand,
  isTaskNotification
} from "./chunk-6URZ5MBD.mjs";
import {
  HOOK_EVENTS,
  appendToSpool,
  isHookEventName,
  isJournalOnlyEvent,
  parseHookPayload
} from "./chunk-JOOESFS7.mjs";
import {
  isSkippedTool
} from "./chunk-H3Y3MZI4.mjs";
import {
  sanitizeDeep,
  sanitizeText,
  truncateWithMarker
} from "./chunk-UOLGFTC5.mjs";
import {
  spoolPath
} from "./chunk-XJMLOSZ2.mjs";

// src/capture/sanitize.ts
var REDACTION_MARGIN_BYTES = 4096;
function sanitizeCapped(text, maxBytes) {
  const window = truncateWithMarker(text, maxBytes + REDACTION_MARGIN_BYTES);
  const clean = truncateWithMarker(sanitizeText(window.truncated ? window.text : text), maxBytes);
  return { text: clean.text, truncated: window.truncated || clean.truncated, originalBytes: window.originalBytes };
}
function responseText(response) {
  if (response == null) return "";
  if (typeof response === "string") return response;
  try {
    return JSON.stringify(response);
  } catch {
    return String(response);
  }
}
var MAX_DEPTH = 32;
var OTHER_FIELD_BYTES = 4096;
function sanitizePayload(payload, config, onBounded) {
  const copy = { ...payload };
  const cap = config.capture.maxToolOutputBytes;
  let tooDeep = false;
  if ("tool_response" in copy) {
    const capped = sanitizeResponse(copy.tool_response, cap);
    copy.tool_response = capped.text;
    copy.tool_response_bytes = capped.originalBytes;
    copy.tool_response_truncated = capped.truncated;
    tooDeep ||= capped.tooDeep;
  }
  if (typeof copy.prompt === "string") copy.prompt = sanitizeCapped(copy.prompt, config.capture.maxPromptBytes).text;
  if (typeof copy.error === "string") copy.error = sanitizeCapped(copy.error, cap).text;
  if (typeof copy.last_assistant_message === "string") copy.last_assistant_message = sanitizeCapped(copy.last_assistant_message, cap).text;
  if ("tool_input" in copy) {
    const wide = bounded(copy.tool_input, cap + REDACTION_MARGIN_BYTES);
    copy.tool_input = bounded(sanitizeDeep(wide.value), cap).value;
    tooDeep ||= wide.tooDeep;
  }
  for (const key of Object.keys(copy)) {
    if (["tool_response", "tool_input", "prompt", "error", "last_assistant_message"].includes(key)) continue;
    const small = bounded(copy[key], OTHER_FIELD_BYTES);
    copy[key] = sanitizeDeep(small.value);
    tooDeep ||= small.tooDeep;
  }
  if (tooDeep) onBounded?.(`payload nested deeper than ${MAX_DEPTH} levels: the deeper parts were kept as capped text`);
  return copy;
}
function bounded(value, budgetBytes) {
  let budget = budgetBytes;
  let truncated = false;
  let tooDeep = false;
  const walk = (v, depth) => {
    if (typeof v === "string") {
      const room = Math.max(0, budget);
      let w = truncateWithMarker(v, room);
      let cost = escapedBytes(w.text);
      if (cost > room + 64) {
        w = truncateWithMarker(v, Math.floor(room * Buffer.byteLength(w.text, "utf8") / cost));
        cost = escapedBytes(w.text);
      }
      budget -= cost + 1;
      truncated ||= w.truncated;
      return w.text;
    }
    if (v === null || typeof v !== "object") {
      budget -= String(v).length + 1;
      return v;
    }
    if (depth >= MAX_DEPTH) {
      tooDeep = true;
      const text = boundedJsonText(v, Math.max(0, budget));
      truncated ||= text.truncated;
      return walk(text.text, depth);
    }
    if (Array.isArray(v)) {
      const out2 = [];
      for (const x of v) {
        if (budget <= 0) {
          truncated = true;
          break;
        }
        out2.push(walk(x, depth + 1));
      }
      return out2;
    }
    const out = {};
    for (const [k, x] of Object.entries(v)) {
      if (budget <= 0) {
        truncated = true;
        break;
      }
      budget -= k.length + 4;
      out[k] = walk(x, depth + 1);
    }
    return out;
  };
  return { value: walk(value, 0), truncated, tooDeep };
}
function escapedBytes(text) {
  return Buffer.byteLength(JSON.stringify(text), "utf8");
}
function boundedJsonText(value, maxChars) {
  let out = "";
  const frames = [];
  const open = (v) => {
    if (v !== null && typeof v === "object") {
      const isArray = Array.isArray(v);
      out += isArray ? "[" : "{";
      frames.push({ entries: isArray ? v.map((x) => [null, x]) : Object.entries(v), i: 0, close: isArray ? "]" : "}" });
    } else {
      out += (typeof v === "string" ? JSON.stringify(v.slice(0, maxChars + 1)) : JSON.stringify(v)) ?? "null";
    }
    return out.length <= maxChars;
  };
  const cut = () => ({ text: `${out.slice(0, maxChars)}\u2026[nested too deep; cut]`, truncated: true });
  if (!open(value)) return cut();
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i >= frame.entries.length) {
      out += frame.close;
      frames.pop();
      if (out.length > maxChars) return cut();
      continue;
    }
    const [key, x] = frame.entries[frame.i++];
    if (frame.i > 1) out += ",";
    if (key !== null) out += `${JSON.stringify(key)}:`;
    if (!open(x)) return cut();
  }
  return { text: out, truncated: false };
}
function jsonBytes(value) {
  try {
    return Buffer.byteLength(responseText(value), "utf8");
  } catch {
    return Buffer.byteLength(boundedJsonText(value, Number.POSITIVE_INFINITY).text, "utf8");
  }
}
function sanitizeResponse(response, maxBytes) {
  if (response == null || typeof response !== "object") return { ...sanitizeCapped(responseText(response), maxBytes), tooDeep: false };
  const originalBytes = jsonBytes(response);
  const wide = bounded(response, maxBytes + REDACTION_MARGIN_BYTES);
  const clean = truncateWithMarker(responseText(sanitizeDeep(wide.value)), maxBytes);
  return { text: clean.text, truncated: wide.truncated || clean.truncated, originalBytes, tooDeep: wide.tooDeep };
}

// src/capture/accept.ts
function acceptHookEvent(eventArg, raw, at, deps) {
  if (!isHookEventName(eventArg)) {
    deps.log.error("hook", new Error(`unknown hook event "${eventArg}" (expected one of ${HOOK_EVENTS.join(", ")})`));
    return { outcome: "rejected" };
  }
  const event = eventArg;
  const parsed = parseHookPayload(event, raw);
  if (!parsed.ok) {
    deps.log.error(`hook:${event}`, new Error(`invalid payload: ${parsed.error}`));
    return { outcome: "rejected" };
  }
  const payload = parsed.payload;
  if ((payload.hook_event_name === "PostToolUse" || payload.hook_event_name === "PostToolUseFailure") && isSkippedTool(payload.tool_name, deps.config.capture.skipTools)) {
    return { outcome: "skipped" };
  }
  if (payload.hook_event_name === "UserPromptSubmit" && isOwnCommand(payload.prompt)) return { outcome: "skipped" };
  if (payload.hook_event_name === "UserPromptSubmit" && isTaskNotification(payload.prompt)) return { outcome: "skipped" };
  const project = deps.project(payload.cwd);
  const sanitized = sanitizePayload(payload, deps.config, (note) => deps.log.error(`hook:${event}:bounded`, new Error(note), project.key));
  return { event, entry: { event, payload: sanitized, at }, project };
}

// src/hook/handle.ts
var nothing = () => void 0;
async function handleHookEvent(ctx, eventArg, raw, at) {
  const accepted = acceptHookEvent(eventArg, raw, at, ctx);
  if (!("entry" in accepted)) return { output: "", outcome: accepted.outcome, delivered: nothing };
  if (isJournalOnlyEvent(accepted.event)) {
    try {
      journal(ctx, accepted);
    } catch (err) {
      ctx.log.error(`hook:${accepted.event}:spool`, err, accepted.project.key);
    }
    return { output: "", outcome: "journaled", delivered: nothing };
  }
  let record;
  try {
    record = await import("./record-LR7FBP7A.mjs");
  } catch (err) {
    keepForLater(ctx, accepted, err);
    return { output: "", outcome: "spooled", delivered: nothing };
  }
  return record.recordAndAnswer(ctx, accepted);
}
function journal(ctx, accepted) {
  appendToSpool(spoolPath(ctx.paths, accepted.project.key), accepted.entry, accepted.entry.at);
}
function keepForLater(ctx, accepted, cause, expected = false) {
  if (!expected) ctx.log.error(`hook:${accepted.event}`, cause, accepted.project.key);
  try {
    journal(ctx, accepted);
  } catch (err) {
    ctx.log.error(`hook:${accepted.event}:spool`, err, accepted.project.key);
  }
}

export {
  handleHookEvent,
  keepForLater
};
