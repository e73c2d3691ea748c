import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  queryRecallSocket
} from "./chunk-GKPHCGYA.mjs";
import {
  createApp
} from "./chunk-AZWFC6OY.mjs";
import "./chunk-S4NG6RTT.mjs";
import {
  replayProjectSpool
} from "./chunk-MOUBAUDS.mjs";
import "./chunk-JAS4AVL4.mjs";
import "./chunk-S3K4H6T2.mjs";
import {
  DependencyMissingError
} from "./chunk-4SQWWITM.mjs";
import {
  recall
} from "./chunk-QSXIQBIB.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-HPOQQEO6.mjs";
import "./chunk-P2D7SICO.mjs";
import "./chunk-QE5AU3PO.mjs";
import {
  recordEvent
} from "./chunk-72MPGPEB.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-BHTSW4WY.mjs";
import "./chunk-CNC4ASK7.mjs";
import {
  estimateTokens,
  fitToBudget
} from "./chunk-J2EGT6KT.mjs";
import "./chunk-5SE5555I.mjs";
import {
  countRecentSessions,
  countUnresolvedFailures,
  getSession,
  hotFiles,
  recentSessions,
  unresolvedFailures
} from "./chunk-DL35D7B2.mjs";
import {
  activeDecisions,
  countActiveDecisions
} from "./chunk-WXUYKVQQ.mjs";
import "./chunk-IBHGCGQV.mjs";

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
  const decisionFilter = { since, exceptSessionId: opts.sessionId };
  const sessionFilter = { since, nonEmpty: true };
  const failuresSince = Math.max(since, opts.now - LOOKBACK_MS);
  const decisions = activeDecisions(db, 50, decisionFilter);
  const sessions = recentSessions(db, 20, opts.sessionId, sessionFilter);
  const failures = unresolvedFailures(db, failuresSince, 10, opts.sessionId);
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - sessions.length,
    failures: countUnresolvedFailures(db, failuresSince, opts.sessionId) - failures.length,
    files: 0
  };
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
    const trailer = (n) => `\u2026 ${n + unfetched[what]} more ${what} (session_recall finds them)`;
    let fitted = fitToBudget(lines, allowance, { header: `
### ${title}`, trailer });
    if (fitted.omitted === 0 && unfetched[what] > 0) {
      const tail = `
${trailer(0)}`;
      const room = fitToBudget(lines, allowance - estimateTokens(tail), { header: `
### ${title}`, trailer });
      fitted = room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
    }
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
async function injectContext(app, event, payload, project, db) {
  const cfg = app.config.injection;
  if (isExcluded(cfg.excludeProjects, project)) return null;
  const sessionId = String(payload.session_id);
  if (event === "SessionStart") {
    const source = ["startup", "resume", "clear", "compact"].includes(String(payload.source)) ? payload.source : "startup";
    return buildDigest(db, { projectName: project.name, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now() });
  }
  return buildPromptContext(
    db,
    String(payload.prompt ?? ""),
    async (query, limit) => await queryRecallSocket(app.paths.runDir, project.key, { query, limit }, cfg.promptLatencyMs / 2) ?? (await recall({ db, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } }, query, { limit, mode: "fts" })).hits,
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now }
  );
}
function isExcluded(patterns, project) {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || p.endsWith("/") && project.root.startsWith(p));
}

// src/cli/hook-store.ts
var HOOK_BUSY_TIMEOUT_MS = 1e3;
function hookStoreSide(env, entryScript) {
  const app = createApp({ env, entryScript, cwd: process.cwd() });
  return {
    openStore: (project) => app.openProjectStore(project, { busyTimeoutMs: HOOK_BUSY_TIMEOUT_MS }),
    isDependencyMissing: (err) => err instanceof DependencyMissingError,
    startRuntimeInstall: () => app.startRuntimeInstall(),
    record(db, project, entry) {
      const replay = replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
      if (replay.error) throw replay.error;
      const own = recordEvent(db, entry, { project: project.identity, config: app.config });
      return { workQueued: replay.workQueued || own.workQueued };
    },
    ensureWorker: (project, db) => app.ensureWorker(project, db),
    injectContext: (event, payload, project, db) => injectContext(app, event, payload, project, db)
  };
}
export {
  hookStoreSide
};
