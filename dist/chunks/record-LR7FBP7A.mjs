import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  buildDigest
} from "./chunk-KDNZPPFV.mjs";
import "./chunk-KLJFFZQJ.mjs";
import {
  keepForLater
} from "./chunk-E6JN3C6J.mjs";
import {
  globalDigestItems
} from "./chunk-VJRQQOX7.mjs";
import {
  publishMemory
} from "./chunk-TFPQD62G.mjs";
import "./chunk-VZGGSKV3.mjs";
import {
  markInjected,
  promptInjection
} from "./chunk-NGCPPSLS.mjs";
import "./chunk-FHNVZ42N.mjs";
import {
  recordAfterJournal
} from "./chunk-K4YWO7LA.mjs";
import "./chunk-YZLXGNKY.mjs";
import "./chunk-7DAE26SG.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-6URZ5MBD.mjs";
import "./chunk-2FOQSPOT.mjs";
import {
  isInjectingEvent
} from "./chunk-JOOESFS7.mjs";
import {
  MAX_INJECTED_CHARS
} from "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-LJA4YGNL.mjs";
import "./chunk-XGSTUHQY.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/inject/context.ts
var NOTHING = { context: null, delivered: () => void 0 };
async function hookContext(deps, event, payload, project, db) {
  const cfg = deps.injection;
  if (isExcluded(cfg.excludeProjects, project)) return NOTHING;
  const sessionId = String(payload.session_id);
  if (event === "SessionStart") {
    const source = ["startup", "resume", "clear", "compact"].includes(String(payload.source)) ? payload.source : "startup";
    let globalItems = [];
    try {
      globalItems = deps.withGlobal((global) => global ? globalDigestItems(db, global) : []);
    } catch (err) {
      deps.onGlobalError(err);
    }
    const context = buildDigest(db, {
      projectName: project.name,
      projectRoot: project.root,
      sessionId,
      source,
      budgetTokens: cfg.sessionStartTokens,
      now: deps.now(),
      globalItems
    });
    return { context, delivered: () => void 0 };
  }
  const injection = await promptInjection(db, String(payload.prompt ?? ""), (query, limit) => deps.recall(query, limit, sessionId), {
    sessionId,
    maxItems: cfg.promptItems,
    budgetTokens: cfg.promptTokens,
    latencyBudgetMs: cfg.promptLatencyMs,
    now: deps.now
  });
  if (!injection) return NOTHING;
  return { context: injection.text, delivered: () => markInjected(db, sessionId, injection.shownIds, deps.now()) };
}
function isExcluded(patterns, project) {
  return patterns.some(
    (p) => p === project.name || p === project.root || p === project.identity || p.endsWith("/") && project.root.startsWith(p)
  );
}

// src/hook/record.ts
var nothing = () => void 0;
async function recordAndAnswer(ctx, accepted) {
  const { event, entry, project } = accepted;
  let store;
  try {
    store = await ctx.openStore(project);
  } catch (err) {
    const missingRuntime = err?.code === "E_DEPENDENCY_MISSING";
    keepForLater(ctx, accepted, err, missingRuntime);
    if (missingRuntime) ctx.startRuntimeInstall();
    return { output: "", outcome: "spooled", delivered: nothing };
  }
  try {
    const late = ctx.answersAWaitingHook && Date.now() - entry.at > ctx.config.injection.promptLatencyMs;
    if (!late && entry.event === "UserPromptSubmit") store.prefetchQuery?.(entry.payload.prompt);
    let outcome = "recorded";
    let workQueued = false;
    try {
      workQueued = recordAfterJournal(store.db, ctx.paths, project, ctx.config, ctx.log, entry).workQueued;
    } catch (err) {
      keepForLater(ctx, accepted, err);
      outcome = "spooled";
    }
    if (workQueued) {
      try {
        store.ensureWorker();
      } catch (err) {
        ctx.log.error(`hook:${event}:worker`, err, project.key);
      }
    }
    if (ctx.config.publish.auto && (event === "SessionEnd" || event === "PreCompact")) {
      try {
        publishMemory(store.db, {
          mode: ctx.config.publish.mode,
          project,
          home: ctx.home,
          maxTokens: ctx.config.publish.maxTokens,
          dryRun: false
        });
      } catch (err) {
        ctx.log.error(`hook:${event}:publish`, err, project.key);
      }
    }
    if (!isInjectingEvent(event) || late) return { output: "", outcome, delivered: nothing };
    try {
      const answer = await hookContext(
        {
          injection: { ...ctx.config.injection, promptLatencyMs: ctx.promptLatencyMs },
          now: Date.now,
          withGlobal: store.withGlobal,
          onGlobalError: (err) => ctx.log.error("inject:global", err, project.key),
          recall: store.recall
        },
        event,
        entry.payload,
        project,
        store.db
      );
      const output = injectionOutput(event, answer.context);
      if (ctx.answersAWaitingHook) return { output, outcome, delivered: answer.delivered };
      answer.delivered();
      return { output, outcome, delivered: nothing };
    } catch (err) {
      ctx.log.error(`hook:${event}:inject`, err, project.key);
      return { output: "", outcome, delivered: nothing };
    }
  } finally {
    store.release();
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
export {
  capInjected,
  injectionOutput,
  recordAndAnswer
};
