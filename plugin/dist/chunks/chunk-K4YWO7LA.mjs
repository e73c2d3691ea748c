import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  applyTranscriptChunk,
  describeTool,
  readTranscriptChunk
} from "./chunk-7DAE26SG.mjs";
import {
  closeSessionsWithin,
  currentPromptNumber,
  deleteSpoolCursor,
  endSession,
  getSpoolCursor,
  promptNumberFor,
  recordPrompt,
  recordToolEvent,
  rehomeToolEvents,
  reopenSession,
  setSpoolCursor,
  staleActiveSessions,
  touchSession
} from "./chunk-ASTNKYTC.mjs";
import {
  isTransientDbError
} from "./chunk-2FOQSPOT.mjs";
import {
  replaySpool,
  spoolSize
} from "./chunk-JOOESFS7.mjs";
import {
  isSkippedTool
} from "./chunk-H3Y3MZI4.mjs";
import {
  queueSessionWork,
  queueTurns
} from "./chunk-R3T3FHGL.mjs";
import {
  statement
} from "./chunk-S2BRWB4M.mjs";
import {
  spoolPath
} from "./chunk-XJMLOSZ2.mjs";

// src/capture/replay.ts
import path from "node:path";

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
function transcriptsToCloseBy(db, entry) {
  if (entry.event !== "SessionStart") return [];
  return statement(
    db,
    `SELECT transcript_path AS path FROM sessions WHERE status = 'active' AND id != ? AND last_activity_at < ? AND transcript_path IS NOT NULL`
  ).all(entry.payload.session_id, entry.at).map((r) => r.path);
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
  const ingest = (files = transcriptsOf(entry)) => {
    for (const file of files) {
      const chunk = chunks.get(file);
      if (!chunk) continue;
      chunks.delete(file);
      applyTranscriptChunk(db, chunk, { project: ctx.project, describeTool: ctx.describeTool, now: at, skipsTool: ctx.skipsTool });
    }
  };
  const startsAnew = entry.event === "SessionStart" && (entry.payload.source === "resume" || !statement(db, "SELECT 1 FROM sessions WHERE id = ?").get(sessionId));
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
      ingest(transcriptsToCloseBy(db, entry));
      const stale = staleActiveSessions(db, at - ctx.staleSessionHours * 36e5, sessionId);
      const superseded = startsAnew ? staleActiveSessions(db, at, sessionId).filter((id) => !stale.includes(id)) : [];
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

// src/capture/record.ts
function recordContext(project, config) {
  const skipTools = config.capture.skipTools;
  return { project, staleSessionHours: config.worker.staleSessionHours, describeTool, skipsTool: (name) => isSkippedTool(name, skipTools) };
}
function readChunksFor(db, entries, config, log) {
  const chunks = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    for (const file of [...transcriptsOf(entry), ...transcriptsToCloseBy(db, entry)]) {
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
    onMalformed: (file, line) => log.error("replay:malformed", new Error(`${path.basename(file)} at byte ${line.offset}: ${line.reason}`), project.key)
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
  replayProjectSpool,
  recordAfterJournal,
  pendingSpool
};
