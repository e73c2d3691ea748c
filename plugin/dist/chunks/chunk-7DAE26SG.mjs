import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  currentPromptNumber,
  getTranscriptCursor,
  recordAssistantText,
  recordPrompt,
  recordToolEvent,
  rehomeToolEvents,
  setToolEventTime,
  setTranscriptCursor,
  storedToolCall,
  touchSession
} from "./chunk-ASTNKYTC.mjs";
import {
  TASK_NOTIFICATION,
  isOwnCommand,
  isOwnContext,
  shownMemoryIds,
  withoutSystemReminders
} from "./chunk-6URZ5MBD.mjs";
import {
  DEFAULT_SKIP_TOOLS,
  isSkippedTool
} from "./chunk-H3Y3MZI4.mjs";
import {
  enqueue,
  hasTurnSummary,
  turnTarget
} from "./chunk-R3T3FHGL.mjs";
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  splitSentences
} from "./chunk-BQM4FMEU.mjs";
import {
  redactSecrets,
  sanitizeDeep,
  sanitizeText,
  stripPrivateFrom,
  truncateWithMarker
} from "./chunk-UOLGFTC5.mjs";

// src/capture/ingest.ts
import fs from "node:fs";
import path from "node:path";

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
  const path2 = (k) => str(input[k]) ? displayPath(str(input[k]), cwd) : void 0;
  const failed = ev.success ? "" : " (failed)";
  switch (name) {
    case "Read":
    case "Write":
    case "Edit":
    case "MultiEdit":
      return `${name} ${path2("file_path") ?? "?"}${failed}`;
    case "NotebookRead":
    case "NotebookEdit":
      return `${name} ${path2("notebook_path") ?? "?"}${failed}`;
    case "Bash": {
      const cmd = oneLine(str(input.command) ?? "?", DESCRIPTOR_ARG_CAP);
      if (ev.success) return isInterrupted(ev.output) ? `Bash: ${cmd} (interrupted)` : `Bash: ${cmd}`;
      const code = parseExitCode(ev.error) ?? parseExitCode(ev.output);
      return `Bash: ${cmd} (${code !== null ? `exit ${code}` : "failed"})`;
    }
    case "Grep":
    case "Glob": {
      const pat = oneLine(str(input.pattern) ?? "?", DESCRIPTOR_ARG_CAP);
      const where = path2("path");
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

// src/store/ingest.ts
function applyTranscriptChunk(db, chunk, ctx) {
  const cursor = getTranscriptCursor(db, chunk.file);
  const stored = cursor?.offset ?? 0;
  if (stored !== chunk.from && !(chunk.from === 0 && stored > chunk.size)) return { applied: false, stored: 0, sessions: [] };
  const startPrompt = chunk.from > 0 ? cursor?.promptNumber ?? 0 : 0;
  const state = new IngestState(db, ctx, startPrompt);
  for (const record of chunk.records) state.apply(record);
  state.flushPending();
  for (const [sessionId, promptNumber] of state.grownTurns()) {
    if (hasTurnSummary(db, sessionId, promptNumber)) enqueue(db, "turn", turnTarget(sessionId, promptNumber), ctx.now);
  }
  setTranscriptCursor(
    db,
    chunk.file,
    { offset: chunk.from + chunk.consumed, size: chunk.size, mtimeMs: chunk.mtimeMs, promptNumber: state.lastPromptNumber() },
    ctx.now
  );
  return { applied: true, stored: state.stored, sessions: state.sessions };
}
function ingestTranscriptChunk(db, chunk, ctx) {
  return db.transaction(() => applyTranscriptChunk(db, chunk, ctx)).immediate();
}
var IngestState = class {
  constructor(db, ctx, startPrompt) {
    this.db = db;
    this.ctx = ctx;
    this.startPrompt = startPrompt;
  }
  db;
  ctx;
  startPrompt;
  stored = 0;
  sessions = [];
  pendingTools = /* @__PURE__ */ new Map();
  /** The turns (session, prompt number) this chunk added a reply to. */
  grown = /* @__PURE__ */ new Set();
  /** Calls of tools kept out of memory: their results are dropped too (the plugin's own show what they recalled). */
  skippedCalls = /* @__PURE__ */ new Set();
  /** Sessions in a turn of one of the plugin's own slash commands: nothing until the next prompt is memory. */
  inOwnCommand = /* @__PURE__ */ new Set();
  /**
   * The turn each session is in, as read from the transcript itself: a Stop hook can read turn 1's last words after
   * the next prompt's hook has stored prompt 2, so the store's latest prompt is not the turn a line belongs to.
   */
  turnOf = /* @__PURE__ */ new Map();
  lastSession = null;
  lastPromptNumber() {
    return this.lastSession ? this.turnOf.get(this.lastSession) ?? this.startPrompt : this.startPrompt;
  }
  /** A subagent's lines belong to the main session's current turn; a main line to the turn read so far. */
  turn(sessionId, sidechain) {
    if (sidechain) return currentPromptNumber(this.db, sessionId);
    const known = this.turnOf.get(sessionId);
    if (known !== void 0) return known;
    this.turnOf.set(sessionId, this.startPrompt);
    return this.startPrompt;
  }
  /** Calls whose results are not in this chunk (a tool still running at Stop): stored now, completed later. */
  grownTurns() {
    return [...this.grown].map((key) => {
      const [sessionId, n] = key.split("\n");
      return [sessionId, Number(n)];
    });
  }
  flushPending() {
    for (const use of this.pendingTools.values()) this.recordTool(use.toolUseId, use, void 0);
    this.pendingTools.clear();
  }
  recordTool(toolUseId, use, result) {
    const stored = use ? null : storedToolCall(this.db, toolUseId);
    if (!use && !stored) return;
    const r = result ?? use;
    const input = use ? use.input : parseJsonOr(stored?.inputJson ?? null);
    const output = result?.output ?? "";
    const success = !result?.isError;
    const toolName = use?.toolName ?? stored?.toolName ?? "unknown";
    const written = recordToolEvent(this.db, {
      sessionId: r.sessionId,
      promptNumber: this.turn(r.sessionId, r.sidechain),
      toolUseId,
      toolName,
      success,
      summary: this.ctx.describeTool({ toolName, input, output, success, error: success ? void 0 : output }, r.cwd),
      error: success ? null : output.slice(0, 500),
      agentId: r.sidechain ? r.agentId ?? "subagent" : null,
      inputJson: JSON.stringify(input ?? null),
      outputText: output,
      sizeBytes: result?.outputBytes ?? 0,
      truncated: result?.outputTruncated ?? false,
      at: Date.parse(r.timestamp) || this.ctx.now,
      pending: !result
    });
    if (written) this.stored++;
    if (use) setToolEventTime(this.db, toolUseId, Date.parse(use.timestamp));
  }
  /** What the plugin said to itself, or what answers it: kept out of memory (shown memories are noted, by id). */
  isOwnOutput(r) {
    switch (r.kind) {
      case "own_command":
        if (!r.sidechain) this.inOwnCommand.add(r.sessionId);
        return true;
      case "prompt":
        if (!r.sidechain) this.inOwnCommand.delete(r.sessionId);
        return false;
      case "shown":
        return false;
      case "tool_use":
        if (this.inOwnCommand.has(r.sessionId) || this.ctx.skipsTool?.(r.toolName)) {
          this.skippedCalls.add(r.toolUseId);
          return true;
        }
        return false;
      case "tool_result":
        if (!this.skippedCalls.has(r.toolUseId)) return this.inOwnCommand.has(r.sessionId);
        this.skippedCalls.delete(r.toolUseId);
        this.noteShown(r.sessionId, r.sidechain, shownMemoryIds(r.output), Date.parse(r.timestamp) || this.ctx.now);
        return true;
      default:
        return this.inOwnCommand.has(r.sessionId);
    }
  }
  noteShown(sessionId, sidechain, memoryIds, at) {
    if (memoryIds.length) recordShown(this.db, { sessionId, promptNumber: this.turn(sessionId, sidechain), memoryIds, at });
  }
  apply(r) {
    if (!("sidechain" in r && r.sidechain)) this.lastSession = r.sessionId;
    const at = Date.parse(r.timestamp) || this.ctx.now;
    if (!this.sessions.includes(r.sessionId)) this.sessions.push(r.sessionId);
    touchSession(this.db, { sessionId: r.sessionId, project: this.ctx.project, cwd: r.cwd, at });
    if (this.isOwnOutput(r)) return;
    switch (r.kind) {
      case "shown":
        this.noteShown(r.sessionId, false, r.memoryIds, at);
        return;
      case "prompt": {
        if (r.sidechain || !r.text.trim()) return;
        const prompt = recordPrompt(this.db, { sessionId: r.sessionId, text: r.text, at, promptId: r.promptId, uuid: r.uuid });
        if (r.promptId) rehomeToolEvents(this.db, r.sessionId, r.promptId, prompt.promptNumber);
        this.turnOf.set(r.sessionId, prompt.promptNumber);
        if (prompt.inserted) this.stored++;
        return;
      }
      case "assistant_text": {
        if (!r.text.trim()) return;
        const promptNumber = this.turn(r.sessionId, r.sidechain);
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber,
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? r.agentId ?? "subagent" : void 0,
          text: r.text,
          at
        });
        if (stored) this.stored++;
        if (stored && !r.sidechain && promptNumber > 0) this.grown.add(`${r.sessionId}
${promptNumber}`);
        return;
      }
      case "tool_use":
        this.pendingTools.set(r.toolUseId, r);
        return;
      case "tool_result": {
        const use = this.pendingTools.get(r.toolUseId);
        this.pendingTools.delete(r.toolUseId);
        this.recordTool(r.toolUseId, use, r);
        return;
      }
      case "compact_boundary": {
        if (!r.summary) return;
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, false),
          uuid: r.uuid,
          agentId: "compact",
          text: r.summary,
          at
        });
        if (stored) this.stored++;
      }
    }
  }
};
function parseJsonOr(text) {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// src/capture/transcript.ts
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str2 = (v) => typeof v === "string" ? v : void 0;
function parseTranscriptLine(line) {
  const text = line.replace(/^\uFEFF/, "").trim();
  if (text === "") return [];
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || typeof data.type !== "string") return null;
  switch (data.type) {
    case "user":
      return parseUser(data);
    case "assistant":
      return parseAssistant(data);
    case "system":
      return data.subtype === "compact_boundary" ? parseCompactBoundary(data) : [];
    case "attachment":
      return parseInjectedContext(data);
    default:
      return [];
  }
}
function lineMeta(data) {
  const uuid = str2(data.uuid);
  const sessionId = str2(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta = {
    uuid,
    sessionId,
    cwd: str2(data.cwd) ?? "",
    timestamp: str2(data.timestamp) ?? "",
    sidechain: data.isSidechain === true
  };
  const agentId = str2(data.agentId);
  if (agentId) meta.agentId = agentId;
  return meta;
}
function withUniqueUuids(records) {
  return records.map((r, i) => i === 0 ? r : { ...r, uuid: `${r.uuid}:${i}` });
}
function parseUser(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isMeta === true) return [];
  if (data.isCompactSummary === true) return parseCompactSummary(data, meta, message.content);
  const promptId = str2(data.promptId);
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const prompt = (text) => ({
    kind: "prompt",
    uuid,
    sessionId,
    cwd,
    timestamp,
    ...promptId ? { promptId } : {},
    text,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  const ownCommand = ownCommandOf(content);
  if (ownCommand) return [{ kind: "own_command", uuid, sessionId, cwd, timestamp, sidechain, command: ownCommand }];
  if (typeof content === "string") {
    const text = humanPromptText(content);
    return text ? [prompt(text)] : [];
  }
  if (!Array.isArray(content)) return [];
  const records = [];
  const texts = [];
  let promptSlot = -1;
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "tool_result") {
      const toolUseId = str2(block.tool_use_id);
      if (!toolUseId) continue;
      records.push({
        kind: "tool_result",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        // The harness appends reminders to some results (often quoting injected context): not the tool's output.
        output: withoutSystemReminders(toolResultText(block.content)),
        isError: block.is_error === true,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    } else if (block.type === "text" && typeof block.text === "string") {
      if (promptSlot < 0) {
        promptSlot = records.length;
        records.push(prompt(""));
      }
      texts.push(block.text);
    }
  }
  if (promptSlot >= 0) {
    const text = humanPromptText(texts.join("\n"));
    if (text) records[promptSlot] = prompt(text);
    else records.splice(promptSlot, 1);
  }
  return withUniqueUuids(records);
}
function humanPromptText(raw) {
  let text = raw.replace(
    /<(local-command-stdout|local-command-stderr|local-command-caveat|bash-stdout|bash-stderr|system-reminder)>[\s\S]*?<\/\1>/g,
    ""
  );
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(text)?.[1]?.trim();
  const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(text)?.[1]?.trim();
  text = text.replace(/<(command-name|command-message|command-args|command-contents)>[\s\S]*?<\/\1>/g, "");
  text = text.replace(/<bash-input>([\s\S]*?)<\/bash-input>/g, (_m, cmd) => `! ${cmd.trim()}`);
  text = text.replace(TASK_NOTIFICATION, "");
  text = text.trim();
  if (name && args) {
    const command = `${name.startsWith("/") ? name : `/${name}`} ${args}`;
    text = text ? `${command}
${text}` : command;
  }
  if (/^\[Request interrupted by user[^\]]*\]$/.test(text)) return "";
  return text;
}
function ownCommandOf(content) {
  const raw = typeof content === "string" ? content : Array.isArray(content) ? content.filter((b) => isObj(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n") : "";
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(raw)?.[1]?.trim();
  const command = name ? name.startsWith("/") ? name : `/${name}` : raw.trim();
  return isOwnCommand(command) ? command.split(/\s/)[0] : null;
}
function parseInjectedContext(data) {
  const attachment = data.attachment;
  if (!isObj(attachment) || attachment.type !== "hook_additional_context") return [];
  const meta = lineMeta(data);
  if (!meta || meta.sidechain) return [];
  const parts = Array.isArray(attachment.content) ? attachment.content : [attachment.content];
  const memoryIds = parts.filter((p) => typeof p === "string" && isOwnContext(p)).flatMap(shownMemoryIds);
  if (!memoryIds.length) return [];
  return [{ kind: "shown", uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp, memoryIds }];
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.filter((b) => isObj(b) && b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n");
}
function parseAssistant(data) {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  if (data.isApiErrorMessage === true || message.model === "<synthetic>") return [];
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const messageId = str2(message.id);
  const text = (t) => ({
    kind: "assistant_text",
    uuid,
    ...messageId ? { messageId } : {},
    sessionId,
    cwd,
    timestamp,
    text: t,
    sidechain,
    ...agentId ? { agentId } : {}
  });
  const content = message.content;
  if (typeof content === "string") return content.trim() ? [text(content)] : [];
  if (!Array.isArray(content)) return [];
  const records = [];
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === "text" && typeof block.text === "string" && block.text.trim() !== "") {
      records.push(text(block.text));
    } else if (block.type === "tool_use") {
      const toolUseId = str2(block.id);
      const toolName = str2(block.name);
      if (!toolUseId || !toolName) continue;
      records.push({
        kind: "tool_use",
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        toolName,
        input: block.input,
        sidechain,
        ...agentId ? { agentId } : {}
      });
    }
  }
  return withUniqueUuids(records);
}
function parseCompactBoundary(data) {
  const meta = lineMeta(data);
  if (!meta) return null;
  return [{ kind: "compact_boundary", uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp }];
}
function parseCompactSummary(data, meta, content) {
  const raw = typeof content === "string" ? content : toolResultText(content);
  const summary = extractCompactSummary(raw);
  const uuid = str2(data.parentUuid) ?? meta.uuid;
  return [
    {
      kind: "compact_boundary",
      uuid,
      sessionId: meta.sessionId,
      cwd: meta.cwd,
      timestamp: meta.timestamp,
      ...summary ? { summary } : {}
    }
  ];
}
function extractCompactSummary(raw) {
  let s = raw.replace(/^This session is being continued from a previous conversation[^\n]*\n+/, "");
  s = s.replace(/^Summary:\s*\n/, "");
  s = s.replace(
    /\n+(?:If you need specific details from before compaction|Please continue the conversation from where|Continue the conversation from where it left off)[\s\S]*$/,
    ""
  );
  return s.trim();
}
function parseTranscriptChunk(buf) {
  const lastNewline = buf.lastIndexOf(10);
  if (lastNewline < 0) return { records: [], malformed: 0, consumedBytes: 0 };
  const records = [];
  const boundaries = /* @__PURE__ */ new Map();
  let malformed = 0;
  let start = 0;
  while (start <= lastNewline) {
    const end = buf.indexOf(10, start);
    const parsed = parseTranscriptLine(buf.toString("utf8", start, end));
    start = end + 1;
    if (parsed === null) {
      malformed++;
      continue;
    }
    for (const rec of parsed) {
      if (rec.kind === "compact_boundary") {
        const at = boundaries.get(rec.uuid);
        if (at !== void 0) {
          const prev = records[at];
          if (prev.kind === "compact_boundary" && rec.summary !== void 0 && prev.summary === void 0) {
            records[at] = { ...prev, summary: rec.summary };
          }
          continue;
        }
        boundaries.set(rec.uuid, records.length);
      }
      records.push(rec);
    }
  }
  return { records, malformed, consumedBytes: lastNewline + 1 };
}

// src/capture/ingest.ts
var DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
function readTranscriptChunk(db, file, opts) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const stored = getTranscriptCursor(db, file)?.offset ?? 0;
  const from = stat.size < stored ? 0 : stored;
  if (stat.size === from) return null;
  const length = Math.min(stat.size - from, opts.maxBytes ?? DEFAULT_MAX_BYTES);
  const buf = Buffer.alloc(length);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, buf, 0, length, from);
  } finally {
    fs.closeSync(fd);
  }
  const parsed = parseTranscriptChunk(buf);
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (parsed.consumedBytes === 0 && length === maxBytes) {
    parsed.consumedBytes = length;
    parsed.malformed++;
    opts.log?.error("ingest", new Error(`${path.basename(file)}: a line longer than ${maxBytes} bytes at byte ${from} was skipped`));
  }
  return {
    file,
    from,
    consumed: parsed.consumedBytes,
    size: stat.size,
    mtimeMs: Math.floor(stat.mtimeMs),
    records: sanitizeRecords(parsed.records, opts.maxToolOutputBytes),
    malformed: parsed.malformed,
    more: from + length < stat.size
  };
}
function sanitizeRecords(records, maxToolOutputBytes) {
  let message;
  let open = 0;
  return records.map((r) => {
    if (r.kind === "assistant_text") {
      if (r.messageId === void 0 || r.messageId !== message) open = 0;
      message = r.messageId;
      const stripped = stripPrivateFrom(r.text, open);
      open = stripped.depth;
      return { ...r, text: redactSecrets(stripped.text) };
    }
    if (r.kind === "tool_use") return open > 0 ? { ...r, input: "[private]" } : sanitizeRecord(r, maxToolOutputBytes);
    message = void 0;
    open = 0;
    return sanitizeRecord(r, maxToolOutputBytes);
  });
}
function sanitizeRecord(r, maxToolOutputBytes) {
  switch (r.kind) {
    case "prompt":
    case "assistant_text":
      return { ...r, text: sanitizeText(r.text) };
    case "tool_use":
      return { ...r, input: sanitizeDeep(r.input) };
    case "tool_result": {
      const out = truncateWithMarker(sanitizeText(r.output), maxToolOutputBytes);
      return { ...r, output: out.text, outputBytes: out.originalBytes, outputTruncated: out.truncated };
    }
    case "compact_boundary":
      return r.summary === void 0 ? r : { ...r, summary: sanitizeText(r.summary) };
    case "own_command":
    case "shown":
      return r;
  }
}
function ingestTranscript(db, file, opts) {
  const chunk = readTranscriptChunk(db, file, opts);
  if (!chunk) return { records: 0, stored: 0, malformed: 0, bytes: 0, sessions: [], more: false };
  const skipTools = opts.skipTools ?? DEFAULT_SKIP_TOOLS;
  const r = ingestTranscriptChunk(db, chunk, {
    project: opts.project,
    describeTool,
    now: opts.now,
    skipsTool: (name) => isSkippedTool(name, skipTools)
  });
  return {
    records: chunk.records.length,
    stored: r.stored,
    malformed: chunk.malformed,
    bytes: chunk.consumed,
    sessions: r.sessions,
    more: chunk.more
  };
}

export {
  shownBy,
  applyTranscriptChunk,
  asRecord,
  str,
  oneLine,
  displayPath,
  outputText,
  parseExitCode,
  isInterrupted,
  describeTool,
  buildCandidates,
  readTranscriptChunk,
  ingestTranscript
};
