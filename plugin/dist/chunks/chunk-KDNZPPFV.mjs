import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  activeDecisions,
  activeItems,
  countActiveDecisions,
  countActiveItems
} from "./chunk-KLJFFZQJ.mjs";
import {
  estimateTokens,
  fitToBudget
} from "./chunk-FHNVZ42N.mjs";
import {
  isTrivialSession,
  wholeSentences
} from "./chunk-YZLXGNKY.mjs";
import {
  countRecentSessions,
  firstPrompts,
  getSession,
  hotFiles,
  recentSessions,
  sessionSubstance,
  toolRunsSince,
  turnGists
} from "./chunk-LJA4YGNL.mjs";

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
var SECTION_SHARES = { decisions: 0.2, rules: 0.15, global: 0.1, sessions: 0.4, failures: 0.1, files: 0.05 };
var RULE_TYPES = ["preference", "convention"];
var LOOKBACK_MS = 30 * 864e5;
var SESSIONS_FETCHED = 20;
var LINE_CHARS = { item: 300, reason: 200, session: 360 };
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
  const sessionFilter = { since, nonEmpty: true, substantial: true };
  const failuresSince = Math.max(since, opts.now - LOOKBACK_MS);
  const decisions = activeDecisions(db, 50, decisionFilter);
  const rules = activeItems(db, RULE_TYPES, 30, decisionFilter);
  const fetched = recentSessions(db, SESSIONS_FETCHED, opts.sessionId, sessionFilter);
  const unjudged = sessionSubstance(
    db,
    fetched.filter((s) => s.trivial === null).map((s) => s.id)
  );
  const sessions = fetched.filter((s) => !(s.trivial === null && isTrivialSession(unjudged.get(s.id))));
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    rules: countActiveItems(db, RULE_TYPES, decisionFilter) - rules.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - fetched.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  const globalItems = since ? [] : opts.globalItems ?? [];
  const unrolled = sessions.filter((s) => !s.rollup).map((s) => s.id);
  const firsts = firstPrompts(db, unrolled);
  const gists = turnGists(db, unrolled);
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !rules.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;
  const header = `## Project memory: ${opts.projectName} (claude-memory)
Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), session_timeline(session_id), session_event(event_id).` + (opts.source === "resume" ? " Only what happened since this session began is listed." : "");
  const itemTag = (d) => `[${d.type}:${d.id}${d.source === "manual" ? ", manual" : ""}${d.trust === "candidate" ? ", unconfirmed" : ""}${d.sharedBy ? `, shared by ${d.sharedBy}` : ""}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(" ")}` : ""}]`;
  const withReason = (tag, text2, reason) => {
    const short = `- ${tag} ${rel(wholeSentences(text2, LINE_CHARS.item))}`;
    return reason ? { full: `${short} (because ${rel(wholeSentences(reason, LINE_CHARS.reason).replace(/\.$/, ""))})`, short } : { full: short };
  };
  const itemLine = (d) => withReason(itemTag(d), d.decision, d.reason);
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
      lines: globalItems.map((g) => withReason(`[${g.id}]`, g.text, g.reason))
    },
    { what: "sessions", title: "Recent sessions", lines: sessions.map((s) => sessionLine(s, gists.get(s.id), firsts.get(s.id), rel)) },
    {
      what: "failures",
      title: "Unresolved failures",
      lines: failures.map((f) => {
        const where = ` (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`;
        const short = rel(`- [tool:${f.id}] ${oneLine(f.summary, 140)}`);
        return f.error ? { full: `${short}: ${rel(oneLine(f.error, 120))}${where}`, short: `${short}${where}` } : { full: `${short}${where}` };
      })
    },
    { what: "files", title: "Hot files", lines: files.map((f) => ({ full: `- ${rel(f.path)} (${f.count} turns)` })) }
  ];
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  const listed = sections.filter((x) => x.lines.length);
  const shown = listed.reduce((sum, x) => sum + SECTION_SHARES[x.what], 0) || 1;
  const shareOf = (what) => Math.floor(total * SECTION_SHARES[what] / shown);
  const firstLineCost = (x) => estimateTokens(`
### ${x.title}
${x.lines[0].short ?? x.lines[0].full}`) + 1;
  let remaining = total;
  let carry = 0;
  const parts = [header];
  const roomForAll = listed.reduce((sum, x) => sum + firstLineCost(x), 0) <= total;
  listed.forEach(({ what, title, lines }, i) => {
    const reservedLater = roomForAll ? listed.slice(i + 1).reduce((sum, x) => sum + Math.min(firstLineCost(x), shareOf(x.what)), 0) : 0;
    const fitLines = (texts, allowance2) => {
      const trailer = (n) => `\u2026 ${n + unfetched[what]} more ${what} (session_recall finds them)`;
      let fitted2 = fitToBudget(texts, allowance2, { header: `
### ${title}`, trailer, wholeItems: true });
      if (fitted2.omitted === 0 && unfetched[what] > 0) {
        const tail = `
${trailer(0)}`;
        const room = fitToBudget(texts, allowance2 - estimateTokens(tail), { header: `
### ${title}`, trailer, wholeItems: true });
        fitted2 = room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
      }
      return fitted2;
    };
    const full = lines.map((l) => l.full);
    const shortened = lines[0].short ? [lines[0].short, ...full.slice(1)] : null;
    const fitWithin = (allowance2) => {
      const fitted2 = fitLines(full, allowance2);
      return fitted2.included === 0 && shortened ? fitLines(shortened, allowance2) : fitted2;
    };
    const allowance = Math.min(remaining, shareOf(what) + carry);
    let fitted = fitWithin(allowance);
    let granted = allowance;
    if (fitted.included === 0 && remaining - reservedLater > allowance) {
      granted = remaining - reservedLater;
      fitted = fitWithin(granted);
    }
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, granted - fitted.tokens - 1);
  });
  const text = parts.join("\n").trim();
  return parts.length > 1 ? text : null;
}
function sessionLine(s, turnGists2, firstPrompt, rel) {
  const told = s.rollup ?? (turnGists2?.length ? turnGists2.join(" ") : null);
  const head = `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: `;
  if (!told)
    return { full: rel(`${head}${firstPrompt ? `asked "${oneLine(firstPrompt, 160)}" (not summarized yet)` : "not summarized yet"}`) };
  const full = rel(`${head}${wholeSentences(told, LINE_CHARS.session)}`);
  const short = rel(`${head}${wholeSentences(told, LINE_CHARS.session / 3)}`);
  return short.length < full.length ? { full, short } : { full };
}
function relativizer(root) {
  if (!root || root === "/") return (t) => t;
  const base = root.endsWith("/") ? root : `${root}/`;
  return (t) => t.split(base).join("");
}

export {
  buildDigest
};
