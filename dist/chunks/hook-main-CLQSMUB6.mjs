import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  sanitizePayload
} from "./chunk-4ET7Z4D6.mjs";
import {
  HOOK_EVENTS,
  appendToSpool,
  isHookEventName,
  parseHookPayload
} from "./chunk-OPQ7OB5X.mjs";
import {
  fileErrorLog
} from "./chunk-2IY5TDCX.mjs";
import {
  MAX_INJECTED_CHARS,
  isSkippedTool,
  loadConfigOrDefault
} from "./chunk-W6YX4WIC.mjs";
import "./chunk-7PTM76NV.mjs";
import {
  dataPaths,
  projectIdentity,
  resolveDataDir,
  spoolPath
} from "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-main.ts
import fs from "node:fs";

// src/capture/hook.ts
var JOURNAL_ONLY = /* @__PURE__ */ new Set(["PostToolUse", "PostToolUseFailure", "SubagentStop"]);
async function runHook(eventArg, raw, deps) {
  if (!isHookEventName(eventArg)) {
    deps.log.error("hook", new Error(`unknown hook event "${eventArg}" (expected one of ${HOOK_EVENTS.join(", ")})`));
    return { stdout: "", outcome: "rejected" };
  }
  const event = eventArg;
  const parsed = parseHookPayload(event, raw);
  if (!parsed.ok) {
    deps.log.error(`hook:${event}`, new Error(`invalid payload: ${parsed.error}`));
    return { stdout: "", outcome: "rejected" };
  }
  const rawPayload = parsed.payload;
  if ((event === "PostToolUse" || event === "PostToolUseFailure") && isSkippedTool(String(rawPayload.tool_name), deps.config.capture.skipTools)) {
    return { stdout: "", outcome: "skipped" };
  }
  const project = projectIdentity(deps.projectDir || String(rawPayload.cwd || process.cwd()), { named: Boolean(deps.projectDir) });
  const payload = sanitizePayload(rawPayload, deps.config, (note) => deps.log.error(`hook:${event}:bounded`, new Error(note), project.key));
  const entry = { event, payload, at: deps.now() };
  const journal = () => appendToSpool(spoolPath(deps.paths, project.key), entry, entry.at);
  if (JOURNAL_ONLY.has(event)) {
    try {
      journal();
    } catch (err) {
      deps.log.error(`hook:${event}:spool`, err, project.key);
    }
    return { stdout: "", outcome: "journaled" };
  }
  const injecting = event === "SessionStart" || event === "UserPromptSubmit" ? event : null;
  const server = injecting ? await deps.sessionServer?.(project) ?? null : null;
  let journaled = false;
  if (injecting && server) {
    try {
      journal();
      journaled = true;
    } catch (err) {
      deps.log.error(`hook:${event}:spool`, err, project.key);
    }
    const answer = journaled ? await server.serve(injecting, entry.payload) : void 0;
    if (answer) return { stdout: injectionOutput(injecting, answer.context), outcome: "served" };
  }
  const journalOnce = journaled ? () => void 0 : journal;
  let store;
  try {
    store = await deps.loadStoreSide();
  } catch (err) {
    spool(deps, project, entry, err, journalOnce, false);
    return { stdout: "", outcome: "spooled" };
  }
  let db;
  try {
    db = store.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err, journalOnce, store.isDependencyMissing(err));
    if (store.isDependencyMissing(err)) store.startRuntimeInstall();
    return { stdout: "", outcome: "spooled" };
  }
  try {
    let workQueued;
    try {
      workQueued = store.record(db, project, entry, { journaled }).workQueued;
    } catch (err) {
      spool(deps, project, entry, err, journalOnce, false);
      return { stdout: "", outcome: "spooled" };
    }
    if (workQueued) {
      try {
        store.ensureWorker(project, db);
      } catch (err) {
        deps.log.error(`hook:${event}:worker`, err, project.key);
      }
    }
    let stdout = "";
    if (injecting) {
      try {
        stdout = injectionOutput(injecting, await store.injectContext(injecting, entry.payload, project, db, { askServer: !server }));
      } catch (err) {
        deps.log.error(`hook:${event}:inject`, err, project.key);
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
function injectionOutput(event, context) {
  const capped = capInjected(context);
  return capped ? JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: capped } }) : "";
}
function capInjected(context) {
  if (!context || context.length <= MAX_INJECTED_CHARS) return context;
  const marker = "\n\u2026 (cut to fit the hook output limit; session_recall has the rest)";
  const cut = context.lastIndexOf("\n", MAX_INJECTED_CHARS - marker.length);
  return context.slice(0, cut > 0 ? cut : MAX_INJECTED_CHARS - marker.length) + marker;
}

// src/cli/hook-main.ts
async function hookMain(event, env, entryScript, loadStoreModule, begun) {
  let served = begun?.served ?? null;
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error("config", err));
    const { raw, served: handedOver } = begun ?? await (await import("./hook-begin-RULNX4WY.mjs")).beginHook(event, env, paths);
    served = handedOver;
    const result = await runHook(event, raw, {
      paths,
      config,
      log,
      now: Date.now,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (loadStoreModule ? loadStoreModule() : await import("./hook-store-OICNDQP4.mjs")).hookStoreSide(env, entryScript),
      // The server gets the prompt's whole latency budget: what it answers in time is what the hook would inject.
      sessionServer: async (project) => handedOver?.projectKey === project.key ? { serve: (event2, payload) => handedOver.serve(event2, payload, config.injection.promptLatencyMs) } : null
    });
    if (result.stdout) writeStdout(result.stdout);
  } catch (err) {
    try {
      process.stderr.write(`claude-memory: ${err?.message ?? String(err)}
`);
    } catch {
    }
  } finally {
    served?.cancel();
  }
}
function writeStdout(text) {
  const bytes = Buffer.from(text, "utf8");
  let offset = 0;
  try {
    while (offset < bytes.length) offset += fs.writeSync(1, bytes, offset, bytes.length - offset);
  } catch (err) {
    if (err.code !== "EAGAIN") throw err;
    process.stdout.write(bytes.subarray(offset));
  }
}
export {
  hookMain
};
