import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  splitSentences
} from "./chunk-BMUFBBVA.mjs";

// src/store/exposures.ts
function recordShown(db, s) {
  const insert = statement(
    db,
    "INSERT OR IGNORE INTO session_exposures (session_id, memory_id, prompt_number, shown_at) VALUES (?, ?, ?, ?)"
  );
  for (const id of s.memoryIds) insert.run(s.sessionId, id, s.promptNumber, s.at);
}
function shownBy(db, sessionId, promptNumber) {
  return statement(db, "SELECT memory_id FROM session_exposures WHERE session_id = ? AND prompt_number <= ? ORDER BY shown_at, memory_id").all(
    sessionId,
    promptNumber
  ).map((r) => r.memory_id);
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

export {
  recordShown,
  shownBy,
  asRecord,
  str,
  oneLine,
  displayPath,
  outputText,
  parseExitCode,
  isInterrupted,
  describeTool,
  buildCandidates
};
