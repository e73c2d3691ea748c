import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  fileErrorLog
} from "./chunk-2IY5TDCX.mjs";
import {
  appendToSpool,
  dataPaths,
  projectIdentity,
  resolveDataDir,
  spoolPath
} from "./chunk-5EOK7P3U.mjs";
import {
  loadConfigOrDefault
} from "./chunk-6ASMUDSH.mjs";
import "./chunk-5OZJVN4H.mjs";
import {
  sanitizeDeep,
  sanitizeText,
  truncateWithMarker
} from "./chunk-YG5HFMNI.mjs";
import {
  external_exports
} from "./chunk-Y4E2E54X.mjs";
import "./chunk-5SE5555I.mjs";
import "./chunk-IBHGCGQV.mjs";

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
var optString = external_exports.string().optional().catch(void 0);
var optBoolean = external_exports.boolean().optional().catch(void 0);
var optNumber = external_exports.number().optional().catch(void 0);
var common = {
  session_id: external_exports.string().min(1),
  transcript_path: optString,
  cwd: external_exports.string(),
  prompt_id: optString,
  permission_mode: optString,
  agent_id: optString,
  agent_type: optString
};
var event = (name, shape) => external_exports.looseObject({ ...common, hook_event_name: external_exports.literal(name), ...shape });
var SessionStartPayloadSchema = event("SessionStart", {
  // startup | resume | clear | compact; kept open-ended for future sources.
  source: optString
});
var UserPromptSubmitPayloadSchema = event("UserPromptSubmit", {
  prompt: external_exports.string()
});
var PostToolUsePayloadSchema = event("PostToolUse", {
  tool_name: external_exports.string().min(1),
  // Never absent in practice, but a tool record without its input is still worth keeping.
  tool_input: external_exports.unknown().optional(),
  // An object for built-in tools, an array of content blocks for MCP tools.
  tool_response: external_exports.unknown().optional(),
  tool_use_id: external_exports.string().min(1),
  duration_ms: optNumber
});
var PostToolUseFailurePayloadSchema = event("PostToolUseFailure", {
  tool_name: external_exports.string().min(1),
  tool_input: external_exports.unknown().optional(),
  tool_use_id: external_exports.string().min(1),
  error: external_exports.string(),
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
    const msg = err instanceof Error ? err.message : String(err);
    return { ok: false, error: `${event2}: invalid JSON (${shorten(msg, 120)})` };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    const got = data === null ? "null" : Array.isArray(data) ? "an array" : typeof data;
    return { ok: false, error: `${event2}: expected a JSON object, got ${got}` };
  }
  const input = { ...data, hook_event_name: event2 };
  const result = HOOK_PAYLOAD_SCHEMAS[event2].safeParse(input);
  if (!result.success) return { ok: false, error: `${event2}: ${formatIssues(result.error.issues)}` };
  return { ok: true, payload: result.data };
}
function formatIssues(issues) {
  const parts = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(payload)";
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    const msg = missing ? "missing" : issue.message.replace(/^Invalid input: /, "");
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
  for (const key of Object.keys(copy)) {
    if (["tool_response", "prompt", "error", "last_assistant_message"].includes(key)) continue;
    copy[key] = sanitizeDeep(copy[key]);
  }
  return copy;
}
function sanitizeResponse(response, maxBytes) {
  if (response == null || typeof response !== "object") return sanitizeCapped(responseText(response), maxBytes);
  const originalBytes = Buffer.byteLength(responseText(response), "utf8");
  let budget = maxBytes + REDACTION_MARGIN_BYTES;
  let cut = false;
  const capStrings = (v, depth) => {
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
    if (depth > 64) return capStrings(responseText(v), depth);
    if (Array.isArray(v)) {
      const out2 = [];
      for (const x of v) {
        if (budget <= 0) {
          cut = true;
          break;
        }
        out2.push(capStrings(x, depth + 1));
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
      out[k] = capStrings(x, depth + 1);
    }
    return out;
  };
  const clean = truncateWithMarker(responseText(sanitizeDeep(capStrings(response, 0))), maxBytes);
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
  if ((event2 === "PostToolUse" || event2 === "PostToolUseFailure") && deps.config.capture.skipTools.includes(String(rawPayload.tool_name))) {
    return { stdout: "", outcome: "skipped" };
  }
  const project = projectIdentity(String(rawPayload.cwd || process.cwd()));
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
        const context = await store.injectContext(event2, entry.payload, project, db);
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
      loadStoreSide: async () => (await import("./hook-store-2HWOQ6FT.mjs")).hookStoreSide(env, entryScript)
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
