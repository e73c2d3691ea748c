import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  activeDecisions,
  activeItems,
  countActiveDecisions,
  countActiveItems
} from "./chunk-7EVVNJ7O.mjs";
import {
  estimateTokens,
  fitToBudget
} from "./chunk-J2EGT6KT.mjs";
import {
  countRecentSessions,
  firstPrompts,
  getSession,
  hotFiles,
  recentSessions,
  toolRunsSince
} from "./chunk-OKSBUCAF.mjs";

// src/inject/failures.ts
function normalizeCommand(summary) {
  return summary.replace(/\s+\((exit -?\d+|failed|interrupted)\)\s*$/i, "").replace(/…$/, "").replace(/^(Bash:\s*)(cd\s+\S+\s*&&\s*)+/, "$1").replace(/\s+/g, " ").trim();
}
function unresolvedFailures(runs) {
  const lastSuccess = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (!r.success) continue;
    const key = `${r.toolName}\0${normalizeCommand(r.summary)}`;
    lastSuccess.set(key, Math.max(lastSuccess.get(key) ?? 0, r.createdAt));
  }
  const open = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (r.success) continue;
    const key = `${r.toolName}\0${normalizeCommand(r.summary)}`;
    if ((lastSuccess.get(key) ?? -Infinity) > r.createdAt) continue;
    open.set(key, r);
  }
  return [...open.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

// src/inject/digest.ts
var SECTION_SHARES = { decisions: 0.3, rules: 0.15, global: 0.1, sessions: 0.3, failures: 0.1, files: 0.05 };
var RULE_TYPES = ["preference", "convention"];
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
  const rules = activeItems(db, RULE_TYPES, 30, decisionFilter);
  const sessions = recentSessions(db, 20, opts.sessionId, sessionFilter);
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    rules: countActiveItems(db, RULE_TYPES, decisionFilter) - rules.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - sessions.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  const globalItems = since ? [] : opts.globalItems ?? [];
  const firsts = firstPrompts(
    db,
    sessions.filter((s) => !s.rollup).map((s) => s.id)
  );
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !rules.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;
  const header = `## Project memory: ${opts.projectName} (claude-memory)
Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), session_timeline(session_id), session_event(event_id).` + (opts.source === "resume" ? " Only what happened since this session began is listed." : "");
  const itemLine = (d) => `- [${d.type}:${d.id}${d.source === "manual" ? ", manual" : ""}${d.trust === "candidate" ? ", unconfirmed" : ""}${d.sharedBy ? `, shared by ${d.sharedBy}` : ""}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(" ")}` : ""}] ${rel(oneLine(d.decision, 200))}${d.reason ? ` (because ${rel(oneLine(d.reason, 160))})` : ""}`;
  const sections = [
    // The order is said, so a reader knows why a bare extracted "go with X" sits last: a decision with its reason says more.
    {
      what: "decisions",
      title: "Active decisions (confirmed first, then those with a reason, newest first)",
      lines: decisions.map(itemLine)
    },
    { what: "rules", title: "Preferences and conventions", lines: rules.map(itemLine) },
    {
      what: "global",
      title: "Across your projects (global memory)",
      lines: globalItems.map((g) => `- [${g.id}] ${oneLine(g.text, 200)}${g.reason ? ` (because ${oneLine(g.reason, 160)})` : ""}`)
    },
    { what: "sessions", title: "Recent sessions", lines: sessions.map((s) => rel(sessionLine(s, firsts.get(s.id)))) },
    {
      what: "failures",
      title: "Unresolved failures",
      lines: failures.map(
        (f) => rel(
          `- [tool:${f.id}] ${oneLine(f.summary, 140)}${f.error ? `: ${oneLine(f.error, 120)}` : ""} (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`
        )
      )
    },
    { what: "files", title: "Hot files", lines: files.map((f) => `- ${rel(f.path)} (${f.count} turns)`) }
  ];
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  const shown = sections.filter((x) => x.lines.length).reduce((sum, x) => sum + SECTION_SHARES[x.what], 0) || 1;
  let remaining = total;
  let carry = 0;
  const parts = [header];
  for (const { what, title, lines } of sections) {
    if (!lines.length) continue;
    const allowance = Math.min(remaining, Math.floor(total * SECTION_SHARES[what] / shown) + carry);
    if (allowance <= 0) {
      carry = 0;
      continue;
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
  }
  const text = parts.join("\n").trim();
  return parts.length > 1 ? text : null;
}
function sessionLine(s, firstPrompt) {
  const what = s.rollup ? oneLine(s.rollup, 320) : firstPrompt ? `asked "${oneLine(firstPrompt, 160)}" (not summarized yet)` : "not summarized yet";
  return `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: ${what}`;
}
function relativizer(root) {
  if (!root || root === "/") return (t) => t;
  const base = root.endsWith("/") ? root : `${root}/`;
  return (t) => t.split(base).join("");
}

export {
  buildDigest
};
