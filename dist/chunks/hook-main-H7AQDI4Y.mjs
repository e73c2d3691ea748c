import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  createApp
} from "./chunk-H3NT4DLW.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-3POJPTMD.mjs";
import {
  recall
} from "./chunk-N4W6SVQI.mjs";
import {
  recordEvent,
  sanitizePayload
} from "./chunk-IFRFT2Z7.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-N6ZNRV7I.mjs";
import {
  estimateTokens,
  external_exports,
  fitToBudget
} from "./chunk-GYJM2DGB.mjs";
import {
  activeDecisions,
  getSession,
  hotFiles,
  recentSessions,
  unresolvedFailures
} from "./chunk-4RBVPFCS.mjs";
import {
  DependencyMissingError
} from "./chunk-GEBZNE2O.mjs";
import {
  appendToSpool,
  projectIdentity,
  replaySpool,
  spoolPath
} from "./chunk-ARLBRNWE.mjs";
import "./chunk-EOEMQABG.mjs";
import "./chunk-5OZJVN4H.mjs";
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
  const oneLine2 = s.replace(/\s+/g, " ").trim();
  return oneLine2.length > max ? `${oneLine2.slice(0, max - 1)}\u2026` : oneLine2;
}

// src/capture/hook.ts
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
  let db;
  try {
    db = deps.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err);
    if (err instanceof DependencyMissingError) deps.startRuntimeInstall();
    return { stdout: "", outcome: "spooled" };
  }
  try {
    const ctx = { project: project.identity, config: deps.config };
    let workQueued = false;
    const replay = replaySpool(spoolPath(deps.paths, project.key), (spooled) => {
      workQueued = recordEvent(db, spooled, ctx).workQueued || workQueued;
    });
    if (replay.error) deps.log.error(`hook:${event2}:replay`, replay.error, project.key);
    try {
      workQueued = recordEvent(db, entry, ctx).workQueued || workQueued;
    } catch (err) {
      spool(deps, project, entry, err);
      return { stdout: "", outcome: "spooled" };
    }
    if (workQueued) {
      try {
        deps.ensureWorker(project, db);
      } catch (err) {
        deps.log.error(`hook:${event2}:worker`, err, project.key);
      }
    }
    let stdout = "";
    if ((event2 === "SessionStart" || event2 === "UserPromptSubmit") && deps.injectContext) {
      try {
        const context = await deps.injectContext(event2, entry.payload, project, db);
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
function spool(deps, project, entry, cause) {
  if (!(cause instanceof DependencyMissingError)) deps.log.error(`hook:${entry.event}`, cause, project.key);
  try {
    appendToSpool(spoolPath(deps.paths, project.key), entry);
  } catch (err) {
    deps.log.error(`hook:${entry.event}:spool`, err, project.key);
  }
}

// src/inject/digest.ts
var SECTION_SHARES = { decisions: 0.35, sessions: 0.4, failures: 0.15, files: 0.1 };
var LOOKBACK_MS = 30 * 864e5;
var day = (ms) => new Date(ms).toISOString().slice(0, 10);
var shortId = (id) => id.slice(0, 8);
var oneLine = (s, max) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
};
function buildDigest(db, opts) {
  const current = getSession(db, opts.sessionId);
  const since = opts.source === "resume" && current ? current.startedAt : 0;
  const decisions = activeDecisions(db, 50).filter((d) => d.createdAt >= since && d.sessionId !== opts.sessionId);
  const sessions = recentSessions(db, 20, opts.sessionId).filter((s) => s.startedAt >= since && (s.rollup || s.promptCount > 0));
  const failures = unresolvedFailures(db, Math.max(since, opts.now - LOOKBACK_MS), 10).filter((f) => f.sessionId !== opts.sessionId);
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  if (!decisions.length && !sessions.length && !failures.length && !files.length) return null;
  const header = `## Project memory: ${opts.projectName} (claude-memory)
Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), session_timeline(session_id), session_event(event_id).` + (opts.source === "resume" ? " Only what happened since this session began is listed." : "");
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  let remaining = total;
  let carry = 0;
  const parts = [header];
  const section = (title, lines, share, what) => {
    const allowance = Math.min(remaining, Math.floor(total * share) + carry);
    if (!lines.length || allowance <= 0) {
      carry = Math.max(0, allowance);
      return;
    }
    const fitted = fitToBudget(lines, allowance, {
      header: `
### ${title}`,
      trailer: (n) => `\u2026 ${n} more ${what} (session_recall finds them)`
    });
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, allowance - fitted.tokens - 1);
  };
  section(
    "Active decisions",
    decisions.map((d) => `- [decision:${d.id}${d.source === "manual" ? ", manual" : ""}] ${oneLine(d.decision, 200)}${d.reason ? ` (because ${oneLine(d.reason, 160)})` : ""}`),
    SECTION_SHARES.decisions,
    "decisions"
  );
  section("Recent sessions", sessions.map(sessionLine), SECTION_SHARES.sessions, "sessions");
  section(
    "Unresolved failures",
    failures.map((f) => `- [tool:${f.id}] ${oneLine(f.summary, 140)}${f.error ? `: ${oneLine(f.error, 120)}` : ""} (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`),
    SECTION_SHARES.failures,
    "failures"
  );
  section("Hot files", files.map((f) => `- ${f.path} (${f.count} turns)`), SECTION_SHARES.files, "files");
  const text = parts.join("\n").trim();
  return parts.length > 1 ? text : null;
}
function sessionLine(s) {
  const what = s.rollup ? oneLine(s.rollup, 320) : `${s.promptCount} prompts, not summarized yet`;
  return `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: ${what}`;
}

// src/inject/prompt.ts
var MIN_PROMPT_CHARS = 12;
async function buildPromptContext(db, prompt, search, opts) {
  if (opts.maxItems <= 0 || prompt.trim().length < MIN_PROMPT_CHARS) return null;
  const started = opts.now();
  const hits = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;
  const shown = db.prepare("SELECT 1 FROM injected_memories WHERE session_id = ? AND memory_id = ?");
  const fresh = hits.filter((h) => h.session_id !== opts.sessionId && !shown.get(opts.sessionId, h.id)).slice(0, opts.maxItems);
  if (!fresh.length) return null;
  const lines = fresh.map((h) => {
    const where = h.session_id ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ""}, ${h.created_at.slice(0, 10)})` : "";
    return `- [${h.id}] ${h.snippet}${where}`;
  });
  const fitted = fitToBudget(lines, opts.budgetTokens, {
    header: "Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):",
    trailer: (n) => `\u2026 ${n} more (session_recall finds them)`
  });
  if (fitted.included === 0) return null;
  const mark = db.prepare("INSERT OR IGNORE INTO injected_memories (session_id, memory_id, injected_at) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const h of fresh.slice(0, fitted.included)) mark.run(opts.sessionId, h.id, opts.now());
  }).immediate();
  return fitted.text;
}

// src/cli/inject.ts
async function injectContext(app, event2, payload, project, db) {
  const cfg = app.config.injection;
  if (isExcluded(cfg.excludeProjects, project)) return null;
  const sessionId = String(payload.session_id);
  if (event2 === "SessionStart") {
    const source = ["startup", "resume", "clear", "compact"].includes(String(payload.source)) ? payload.source : "startup";
    return buildDigest(db, { projectName: project.name, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now() });
  }
  return buildPromptContext(
    db,
    String(payload.prompt ?? ""),
    async (query, limit) => (await recall({ db, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } }, query, { limit, mode: "fts" })).hits,
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now }
  );
}
function isExcluded(patterns, project) {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || p.endsWith("/") && project.root.startsWith(p));
}

// src/cli/hook-main.ts
var STDIN_TIMEOUT_MS = 3e3;
async function hookMain(event2, env, entryScript) {
  try {
    const app = createApp({ env, entryScript, cwd: process.cwd() });
    const raw = await readStdin(STDIN_TIMEOUT_MS);
    const result = await runHook(event2, raw, {
      paths: app.paths,
      config: app.config,
      log: app.log,
      now: app.now,
      // A hook waits at most a second for a lock; past it, the event is spooled and replayed later.
      openStore: (project) => app.openProjectStore(project, { busyTimeoutMs: 1e3 }),
      startRuntimeInstall: () => app.startRuntimeInstall(),
      ensureWorker: (project, db) => app.ensureWorker(project, db),
      injectContext: (ev, payload, project, db) => injectContext(app, ev, payload, project, db)
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
