import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  describeTool,
  recordShown
} from "./chunk-RLQJXY5Z.mjs";
import {
  closeSessionsWithin,
  currentPromptNumber,
  deleteSpoolCursor,
  endSession,
  getSpoolCursor,
  getTranscriptCursor,
  promptNumberFor,
  recordAssistantText,
  recordPrompt,
  recordToolEvent,
  rehomeToolEvents,
  reopenSession,
  setSpoolCursor,
  setToolEventTime,
  setTranscriptCursor,
  staleActiveSessions,
  storedToolCall,
  touchSession
} from "./chunk-4GX4B345.mjs";
import {
  isOwnCommand,
  isOwnContext,
  shownMemoryIds,
  withoutSystemReminders
} from "./chunk-7RKYFJTF.mjs";
import {
  isTransientDbError
} from "./chunk-THQ4ZI63.mjs";
import {
  replaySpool,
  spoolSize
} from "./chunk-JOOESFS7.mjs";
import {
  DEFAULT_SKIP_TOOLS,
  isSkippedTool
} from "./chunk-JG6ZQAGE.mjs";
import {
  queueSessionWork,
  queueTurns
} from "./chunk-VXDYJ4GY.mjs";
import {
  redactSecrets,
  sanitizeDeep,
  sanitizeText,
  stripPrivateFrom,
  truncateWithMarker
} from "./chunk-M4MJXY7J.mjs";
import {
  spoolPath
} from "./chunk-XJMLOSZ2.mjs";

// src/capture/replay.ts
import path2 from "node:path";

// src/store/ingest.ts
function applyTranscriptChunk(db, chunk, ctx) {
  const cursor = getTranscriptCursor(db, chunk.file);
  const stored = cursor?.offset ?? 0;
  if (stored !== chunk.from && !(chunk.from === 0 && stored > chunk.size)) return { applied: false, stored: 0, sessions: [] };
  const startPrompt = chunk.from > 0 ? cursor?.promptNumber ?? 0 : 0;
  const state = new IngestState(db, ctx, startPrompt);
  for (const record of chunk.records) state.apply(record);
  state.flushPending();
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
        const stored = recordAssistantText(this.db, {
          sessionId: r.sessionId,
          promptNumber: this.turn(r.sessionId, r.sidechain),
          uuid: r.uuid,
          messageId: r.messageId,
          agentId: r.sidechain ? r.agentId ?? "subagent" : void 0,
          text: r.text,
          at
        });
        if (stored) this.stored++;
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

// src/store/record.ts
var given = (v) => v || void 0;
function transcriptsOf(entry) {
  switch (entry.event) {
    case "Stop":
    case "PreCompact":
    case "SessionEnd":
      return entry.payload.transcript_path ? [entry.payload.transcript_path] : [];
    case "SubagentStop":
      return entry.payload.agent_transcript_path ? [entry.payload.agent_transcript_path] : [];
    default:
      return [];
  }
}
function recordHookEvent(db, entry, ctx, chunks = /* @__PURE__ */ new Map()) {
  return db.transaction(() => applyHookEvent(db, entry, ctx, chunks)).immediate();
}
function replayJournalBatch(db, batch, ctx, chunks, onReject, apply = applyHookEvent) {
  return db.transaction(() => {
    const result = { applied: false, replayed: 0, rejected: 0, workQueued: false };
    if (getSpoolCursor(db, batch.file) !== batch.from) return result;
    result.applied = true;
    for (const entry of batch.entries) {
      try {
        result.workQueued = db.transaction(() => apply(db, entry, ctx, chunks))().workQueued || result.workQueued;
        result.replayed++;
      } catch (err) {
        if (isTransientDbError(err)) throw err;
        result.rejected++;
        onReject(entry, err);
      }
    }
    setSpoolCursor(db, batch.file, batch.to);
    return result;
  }).immediate();
}
function dropSpoolCursor(db, file) {
  db.transaction(() => deleteSpoolCursor(db, file)).immediate();
}
function applyHookEvent(db, entry, ctx, chunks) {
  const common = entry.payload;
  const sessionId = common.session_id;
  const at = entry.at;
  const outcome = { workQueued: false };
  const transcriptPath = given(common.transcript_path);
  const ingest = () => {
    for (const file of transcriptsOf(entry)) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      chunks.delete(file);
      applyTranscriptChunk(db, chunk, { project: ctx.project, describeTool: ctx.describeTool, now: at, skipsTool: ctx.skipsTool });
    }
  };
  touchSession(db, {
    sessionId,
    project: ctx.project,
    cwd: common.cwd,
    at,
    transcriptPath,
    source: entry.event === "SessionStart" ? given(entry.payload.source) : void 0
  });
  switch (entry.event) {
    case "SessionStart": {
      if (entry.payload.source === "resume") reopenSession(db, sessionId);
      const stale = staleActiveSessions(db, at - ctx.staleSessionHours * 36e5, sessionId);
      const superseded = staleActiveSessions(db, at, sessionId).filter((id) => !stale.includes(id));
      if (closeSessionsWithin(db, stale, "stale", at) + closeSessionsWithin(db, superseded, "superseded", at) > 0)
        outcome.workQueued = true;
      break;
    }
    case "UserPromptSubmit": {
      const previous = currentPromptNumber(db, sessionId);
      const p = entry.payload;
      const { promptNumber } = recordPrompt(db, {
        sessionId,
        text: p.prompt,
        at,
        promptId: given(p.prompt_id),
        agentId: given(p.agent_id)
      });
      const promptId = given(p.prompt_id);
      if (promptId) rehomeToolEvents(db, sessionId, promptId, promptNumber);
      if (previous > 0) outcome.workQueued = queueTurns(db, sessionId, at, promptNumber) || outcome.workQueued;
      break;
    }
    case "PostToolUse":
    case "PostToolUseFailure": {
      const p = entry.payload;
      const success = entry.event === "PostToolUse";
      const promptNumber = promptNumberFor(db, sessionId, given(p.prompt_id)) ?? currentPromptNumber(db, sessionId);
      const output = "tool_response" in p && typeof p.tool_response === "string" ? p.tool_response : "";
      const error = (entry.event === "PostToolUseFailure" ? given(entry.payload.error) : void 0) ?? null;
      const toolName = p.tool_name;
      recordToolEvent(db, {
        sessionId,
        promptNumber,
        toolUseId: p.tool_use_id,
        toolName,
        success,
        summary: ctx.describeTool({ toolName, input: p.tool_input, output, success, error: error ?? void 0 }, given(p.cwd)),
        error,
        agentId: given(p.agent_id) ?? null,
        durationMs: typeof p.duration_ms === "number" ? p.duration_ms : null,
        promptId: given(p.prompt_id) ?? null,
        inputJson: JSON.stringify(p.tool_input ?? null),
        outputText: success ? output : error ?? "",
        // The size of what is stored as the output: a failed call's is its error (it has no response).
        sizeBytes: !success ? Buffer.byteLength(error ?? "") : typeof p.tool_response_bytes === "number" ? p.tool_response_bytes : Buffer.byteLength(output),
        truncated: p.tool_response_truncated === true,
        at
      });
      break;
    }
    case "Stop":
    case "PreCompact":
      ingest();
      if (entry.event === "Stop") outcome.workQueued = queueTurns(db, sessionId, at) || outcome.workQueued;
      break;
    case "SubagentStop":
      ingest();
      break;
    case "SessionEnd":
      ingest();
      endSession(db, sessionId, given(entry.payload.reason) ?? "other", at);
      outcome.workQueued = queueSessionWork(db, sessionId, at, true) || outcome.workQueued;
      break;
  }
  return outcome;
}

// src/capture/ingest.ts
import fs from "node:fs";
import path from "node:path";

// src/capture/transcript.ts
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str = (v) => typeof v === "string" ? v : void 0;
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
  const uuid = str(data.uuid);
  const sessionId = str(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta = {
    uuid,
    sessionId,
    cwd: str(data.cwd) ?? "",
    timestamp: str(data.timestamp) ?? "",
    sidechain: data.isSidechain === true
  };
  const agentId = str(data.agentId);
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
  const promptId = str(data.promptId);
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
      const toolUseId = str(block.tool_use_id);
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
  const messageId = str(message.id);
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
      const toolUseId = str(block.id);
      const toolName = str(block.name);
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
  const uuid = str(data.parentUuid) ?? meta.uuid;
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

// src/capture/record.ts
function recordContext(project, config) {
  const skipTools = config.capture.skipTools;
  return { project, staleSessionHours: config.worker.staleSessionHours, describeTool, skipsTool: (name) => isSkippedTool(name, skipTools) };
}
function readChunksFor(db, entries, config, log) {
  const chunks = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    for (const file of transcriptsOf(entry)) {
      if (chunks.has(file)) continue;
      const chunk = readTranscriptChunk(db, file, { maxToolOutputBytes: config.capture.maxToolOutputBytes, log });
      if (chunk) chunks.set(file, chunk);
    }
  }
  return chunks;
}
function recordEvent(db, entry, ctx) {
  return recordHookEvent(db, entry, recordContext(ctx.project, ctx.config), readChunksFor(db, [entry], ctx.config));
}

// src/capture/replay.ts
function replayProjectSpool(db, paths, project, config, log, now) {
  let workQueued = false;
  const ctx = recordContext(project.identity, config);
  const journal = {
    cursor: (file) => getSpoolCursor(db, file),
    applyBatch: (batch) => {
      const chunks = readChunksFor(db, batch.entries, config, log);
      const r = replayJournalBatch(db, batch, ctx, chunks, (entry, err) => log.error(`replay:${entry.event}`, err, project.key));
      workQueued = r.workQueued || workQueued;
      return r;
    },
    dropCursor: (file) => dropSpoolCursor(db, file)
  };
  const result = replaySpool(spoolPath(paths, project.key), journal, {
    now,
    onMalformed: (file, line) => log.error("replay:malformed", new Error(`${path2.basename(file)} at byte ${line.offset}: ${line.reason}`), project.key)
  });
  if (result.error) log.error("replay", result.error, project.key);
  return { ...result, workQueued };
}
function recordAfterJournal(db, paths, project, config, log, entry) {
  const replay = replayProjectSpool(db, paths, project, config, log, entry.at);
  if (replay.error) throw replay.error;
  const own = recordEvent(db, entry, { project: project.identity, config });
  return { workQueued: replay.workQueued || own.workQueued };
}
function pendingSpool(paths, project, db) {
  return spoolSize(spoolPath(paths, project.key), db ? (f) => getSpoolCursor(db, f) : void 0);
}

export {
  ingestTranscript,
  replayProjectSpool,
  recordAfterJournal,
  pendingSpool
};
