import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  MAX_INJECTED_CHARS,
  _catch,
  _minLength,
  appendToSpool,
  boolean,
  dataPaths,
  fileErrorLog,
  isSkippedTool,
  literal,
  loadConfigOrDefault,
  looseObject,
  number,
  optional,
  projectIdentity,
  resolveDataDir,
  sanitizeDeep,
  sanitizeText,
  spoolPath,
  string,
  truncateWithMarker,
  unknown
} from "./chunks/chunk-DLZFTVCC.mjs";
import "./chunks/chunk-F7RHODVR.mjs";

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
function isHookEventName(value) {
  return typeof value === "string" && HOOK_EVENTS.includes(value);
}
var optString = _catch(optional(string()), void 0);
var optBoolean = _catch(optional(boolean()), void 0);
var optNumber = _catch(optional(number()), void 0);
var nonEmpty = () => string().check(_minLength(1));
var common = {
  session_id: nonEmpty(),
  transcript_path: optString,
  cwd: string(),
  prompt_id: optString,
  permission_mode: optString,
  agent_id: optString,
  agent_type: optString
};
var event = (name, shape) => looseObject({ ...common, hook_event_name: literal(name), ...shape });
var SessionStartPayloadSchema = event("SessionStart", {
  // startup | resume | clear | compact; kept open-ended for future sources.
  source: optString
});
var UserPromptSubmitPayloadSchema = event("UserPromptSubmit", {
  prompt: string()
});
var PostToolUsePayloadSchema = event("PostToolUse", {
  tool_name: nonEmpty(),
  // Never absent in practice, but a tool record without its input is still worth keeping.
  tool_input: optional(unknown()),
  // An object for built-in tools, an array of content blocks for MCP tools.
  tool_response: optional(unknown()),
  tool_use_id: nonEmpty(),
  duration_ms: optNumber
});
var PostToolUseFailurePayloadSchema = event("PostToolUseFailure", {
  tool_name: nonEmpty(),
  tool_input: optional(unknown()),
  tool_use_id: nonEmpty(),
  error: string(),
  is_interrupt: optBoolean,
  duration_ms: optNumber
});
var StopPayloadSchema = event("Stop", {
  last_assistant_message: optString,
  stop_hook_active: optBoolean
});
var SubagentStopPayloadSchema = event("SubagentStop", {
  agent_transcript_path: optString,
  last_assistant_message: optString,
  stop_hook_active: optBoolean
});
var PreCompactPayloadSchema = event("PreCompact", {
  trigger: optString,
  // manual | auto
  custom_instructions: optString
});
var SessionEndPayloadSchema = event("SessionEnd", {
  // other | clear | logout | prompt_input_exit | ...
  reason: optString
});
var HOOK_PAYLOAD_SCHEMAS = {
  SessionStart: SessionStartPayloadSchema,
  UserPromptSubmit: UserPromptSubmitPayloadSchema,
  PostToolUse: PostToolUsePayloadSchema,
  PostToolUseFailure: PostToolUseFailurePayloadSchema,
  Stop: StopPayloadSchema,
  SubagentStop: SubagentStopPayloadSchema,
  PreCompact: PreCompactPayloadSchema,
  SessionEnd: SessionEndPayloadSchema
};
var MAX_ISSUES_IN_MESSAGE = 3;
function parseHookPayload(event2, raw) {
  if (!isHookEventName(event2)) {
    return { ok: false, error: `unknown hook event ${JSON.stringify(String(event2))}` };
  }
  const text = typeof raw === "string" ? raw.replace(/^\uFEFF/, "").trim() : "";
  if (text === "") return { ok: false, error: `${event2}: empty input` };
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const msg = (err instanceof Error ? err.message : String(err)).replace(/,\s*(?:\.\.\.)?"[\s\S]*$/, "");
    return { ok: false, error: `${event2}: invalid JSON (${shorten(msg, 120)})` };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    const got = data === null ? "null" : Array.isArray(data) ? "an array" : typeof data;
    return { ok: false, error: `${event2}: expected a JSON object, got ${got}` };
  }
  const input = { ...data, hook_event_name: event2 };
  const result = HOOK_PAYLOAD_SCHEMAS[event2].safeParse(input);
  if (!result.success) return { ok: false, error: `${event2}: ${formatIssues(result.error.issues, input)}` };
  return { ok: true, payload: result.data };
}
function formatIssues(issues, input) {
  const parts = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(payload)";
    const value = issue.path.reduce((v, k) => v && typeof v === "object" ? v[k] : void 0, input);
    let msg;
    if (issue.code === "invalid_type") msg = value === void 0 ? "missing" : `expected ${issue.expected}, received ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`;
    else if (issue.code === "too_small") msg = "must not be empty";
    else if (issue.code === "invalid_value") msg = `expected ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    else msg = issue.message || issue.code;
    return `${path}: ${shorten(msg, 100)}`;
  });
  const more = issues.length - MAX_ISSUES_IN_MESSAGE;
  if (more > 0) parts.push(`(+${more} more)`);
  return parts.join("; ");
}
function shorten(s, max) {
  const oneLine = s.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}\u2026` : oneLine;
}

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
function sanitizePayload(payload, config) {
  const copy = { ...payload };
  if ("tool_response" in copy) {
    const capped = sanitizeResponse(copy.tool_response, config.capture.maxToolOutputBytes);
    copy.tool_response = capped.text;
    copy.tool_response_bytes = capped.originalBytes;
    copy.tool_response_truncated = capped.truncated;
  }
  if (typeof copy.prompt === "string") copy.prompt = sanitizeCapped(copy.prompt, config.capture.maxPromptBytes).text;
  if (typeof copy.error === "string") copy.error = sanitizeCapped(copy.error, config.capture.maxToolOutputBytes).text;
  if (typeof copy.last_assistant_message === "string") copy.last_assistant_message = sanitizeCapped(copy.last_assistant_message, config.capture.maxToolOutputBytes).text;
  if ("tool_input" in copy) {
    const cap = config.capture.maxToolOutputBytes;
    copy.tool_input = capStrings(sanitizeDeep(capStrings(copy.tool_input, cap + REDACTION_MARGIN_BYTES)), cap);
  }
  for (const key of Object.keys(copy)) {
    if (["tool_response", "tool_input", "prompt", "error", "last_assistant_message"].includes(key)) continue;
    copy[key] = sanitizeDeep(copy[key]);
  }
  return copy;
}
function capStrings(value, maxBytes) {
  if (typeof value === "string") return value.length * 3 <= maxBytes ? value : truncateWithMarker(value, maxBytes).text;
  if (Array.isArray(value)) return value.map((v) => capStrings(v, maxBytes));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capStrings(v, maxBytes)]));
  return value;
}
function sanitizeResponse(response, maxBytes) {
  if (response == null || typeof response !== "object") return sanitizeCapped(responseText(response), maxBytes);
  const originalBytes = Buffer.byteLength(responseText(response), "utf8");
  let budget = maxBytes + REDACTION_MARGIN_BYTES;
  let cut = false;
  const capStrings2 = (v, depth) => {
    if (typeof v === "string") {
      const w = truncateWithMarker(v, Math.max(0, budget));
      budget -= Buffer.byteLength(w.text, "utf8") + 3;
      cut ||= w.truncated;
      return w.text;
    }
    if (v === null || typeof v !== "object") {
      budget -= String(v).length + 1;
      return v;
    }
    if (depth > 64) return capStrings2(responseText(v), depth);
    if (Array.isArray(v)) {
      const out2 = [];
      for (const x of v) {
        if (budget <= 0) {
          cut = true;
          break;
        }
        out2.push(capStrings2(x, depth + 1));
      }
      return out2;
    }
    const out = {};
    for (const [k, x] of Object.entries(v)) {
      if (budget <= 0) {
        cut = true;
        break;
      }
      budget -= k.length + 4;
      out[k] = capStrings2(x, depth + 1);
    }
    return out;
  };
  const clean = truncateWithMarker(responseText(sanitizeDeep(capStrings2(response, 0))), maxBytes);
  return { text: clean.text, truncated: cut || clean.truncated, originalBytes };
}

// src/capture/hook.ts
var JOURNAL_ONLY = /* @__PURE__ */ new Set(["PostToolUse", "PostToolUseFailure", "SubagentStop"]);
async function runHook(eventArg, raw, deps) {
  if (!isHookEventName(eventArg)) {
    deps.log.error("hook", new Error(`unknown hook event "${eventArg}" (expected one of ${HOOK_EVENTS.join(", ")})`));
    return { stdout: "", outcome: "rejected" };
  }
  const event2 = eventArg;
  const parsed = parseHookPayload(event2, raw);
  if (!parsed.ok) {
    deps.log.error(`hook:${event2}`, new Error(`invalid payload: ${parsed.error}`));
    return { stdout: "", outcome: "rejected" };
  }
  const rawPayload = parsed.payload;
  if ((event2 === "PostToolUse" || event2 === "PostToolUseFailure") && isSkippedTool(String(rawPayload.tool_name), deps.config.capture.skipTools)) {
    return { stdout: "", outcome: "skipped" };
  }
  const project = projectIdentity(deps.projectDir || String(rawPayload.cwd || process.cwd()));
  const entry = { event: event2, payload: sanitizePayload(rawPayload, deps.config), at: deps.now() };
  const journal = () => appendToSpool(spoolPath(deps.paths, project.key), entry, entry.at);
  if (JOURNAL_ONLY.has(event2)) {
    try {
      journal();
    } catch (err) {
      deps.log.error(`hook:${event2}:spool`, err, project.key);
    }
    return { stdout: "", outcome: "journaled" };
  }
  const store = await deps.loadStoreSide();
  let db;
  try {
    db = store.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err, journal, store.isDependencyMissing(err));
    if (store.isDependencyMissing(err)) store.startRuntimeInstall();
    return { stdout: "", outcome: "spooled" };
  }
  try {
    let workQueued;
    try {
      workQueued = store.record(db, project, entry).workQueued;
    } catch (err) {
      spool(deps, project, entry, err, journal, false);
      return { stdout: "", outcome: "spooled" };
    }
    if (workQueued) {
      try {
        store.ensureWorker(project, db);
      } catch (err) {
        deps.log.error(`hook:${event2}:worker`, err, project.key);
      }
    }
    let stdout = "";
    if (event2 === "SessionStart" || event2 === "UserPromptSubmit") {
      try {
        const context = capInjected(await store.injectContext(event2, entry.payload, project, db));
        if (context) stdout = JSON.stringify({ hookSpecificOutput: { hookEventName: event2, additionalContext: context } });
      } catch (err) {
        deps.log.error(`hook:${event2}:inject`, err, project.key);
      }
    }
    return { stdout, outcome: "recorded" };
  } finally {
    db.close();
  }
}
function spool(deps, project, entry, cause, journal, expected) {
  if (!expected) deps.log.error(`hook:${entry.event}`, cause, project.key);
  try {
    journal();
  } catch (err) {
    deps.log.error(`hook:${entry.event}:spool`, err, project.key);
  }
}
function capInjected(context) {
  if (!context || context.length <= MAX_INJECTED_CHARS) return context;
  const marker = "\n\u2026 (cut to fit the hook output limit; session_recall has the rest)";
  const cut = context.lastIndexOf("\n", MAX_INJECTED_CHARS - marker.length);
  return context.slice(0, cut > 0 ? cut : MAX_INJECTED_CHARS - marker.length) + marker;
}

// src/cli/hook-main.ts
var STDIN_TIMEOUT_MS = 3e3;
async function hookMain(event2, env, entryScript) {
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error("config", err));
    const raw = await readStdin(STDIN_TIMEOUT_MS);
    const result = await runHook(event2, raw, {
      paths,
      config,
      log,
      now: Date.now,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (await import("./chunks/hook-store-ERXQWPSU.mjs")).hookStoreSide(env, entryScript)
    });
    if (result.stdout) process.stdout.write(result.stdout);
  } catch (err) {
    try {
      process.stderr.write(`claude-memory: ${err?.message ?? String(err)}
`);
    } catch {
    }
  }
}
function readStdin(timeoutMs) {
  return new Promise((resolve) => {
    if (process.stdin.isTTY) return resolve("");
    const chunks = [];
    const done = () => {
      clearTimeout(timer);
      process.stdin.removeAllListeners();
      process.stdin.pause();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const timer = setTimeout(done, timeoutMs);
    process.stdin.on("data", (c) => chunks.push(c));
    process.stdin.on("end", done);
    process.stdin.on("error", done);
  });
}
export {
  hookMain
};
