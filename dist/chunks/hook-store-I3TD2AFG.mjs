import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  buildDigest
} from "./chunk-6UEZPO2V.mjs";
import {
  publishMemory
} from "./chunk-PG35DD7F.mjs";
import {
  fitToBudget
} from "./chunk-J2EGT6KT.mjs";
import {
  globalDigestItems
} from "./chunk-MFIZFWUI.mjs";
import {
  recallScoped
} from "./chunk-WOLVSFFN.mjs";
import "./chunk-3K6D6ZCE.mjs";
import "./chunk-SBISJE4B.mjs";
import "./chunk-7UH4I5JQ.mjs";
import "./chunk-EG4LVE6J.mjs";
import {
  queryRecallSocket
} from "./chunk-JOAYTEFW.mjs";
import "./chunk-NG2DCVL2.mjs";
import {
  recordEvent,
  replayProjectSpool
} from "./chunk-GFVUP37D.mjs";
import "./chunk-OPQ7OB5X.mjs";
import "./chunk-RS5RMTD6.mjs";
import "./chunk-LYI2DQOP.mjs";
import {
  createApp
} from "./chunk-TW4FPIEE.mjs";
import "./chunk-S4NG6RTT.mjs";
import "./chunk-2IY5TDCX.mjs";
import "./chunk-W6YX4WIC.mjs";
import "./chunk-UQHP44WK.mjs";
import "./chunk-E3SJSSRO.mjs";
import "./chunk-EW5W4ZT2.mjs";
import {
  DependencyMissingError
} from "./chunk-4SQWWITM.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-5CJSU74K.mjs";
import "./chunk-5PDO4QAU.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-PZOIZUBO.mjs";
import "./chunk-4DFYE7PG.mjs";
import "./chunk-AA2OUMZX.mjs";
import "./chunk-AAREWH7Z.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/store/injected.ts
function alreadyInjected(db, sessionId, memoryIds) {
  const shown = db.prepare("SELECT 1 FROM injected_memories WHERE session_id = ? AND memory_id = ?");
  return new Set(memoryIds.filter((id) => shown.get(sessionId, id)));
}
function markInjected(db, sessionId, memoryIds, at) {
  const mark = db.prepare("INSERT OR IGNORE INTO injected_memories (session_id, memory_id, injected_at) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const id of memoryIds) mark.run(sessionId, id, at);
  }).immediate();
}

// src/inject/prompt.ts
var INJECTION_SNIPPET_CHARS = 700;
var MIN_PROMPT_CHARS = 12;
async function buildPromptContext(db, prompt, search, opts) {
  if (opts.maxItems <= 0 || prompt.trim().length < MIN_PROMPT_CHARS) return null;
  const started = opts.now();
  const hits = await search(prompt, opts.maxItems * 4);
  if (opts.now() - started > opts.latencyBudgetMs) return null;
  const shown = alreadyInjected(db, opts.sessionId, hits.map((h) => h.id));
  const fresh = hits.filter((h) => h.relevant && h.session_id !== opts.sessionId && !shown.has(h.id)).slice(0, opts.maxItems);
  if (!fresh.length) return null;
  const lines = fresh.map((h) => {
    const where = h.session_id ? ` (session ${h.session_id.slice(0, 8)}${h.prompt_number != null ? `, turn ${h.prompt_number}` : ""}, ${h.created_at.slice(0, 10)})` : "";
    const marks = `${h.trust === "candidate" ? ", unconfirmed" : ""}${h.shared_by ? `, shared by ${h.shared_by}` : ""}${h.conflicts_with?.length ? `, conflicts with ${h.conflicts_with.join(" ")}` : ""}`;
    const stale = h.superseded_by ? ` [superseded by ${h.superseded_by}]` : "";
    return `- [${h.id}${marks}]${stale} ${h.snippet}${where}`;
  });
  const fitted = fitToBudget(lines, opts.budgetTokens, {
    header: "Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):",
    trailer: (n) => `\u2026 ${n} more (session_recall finds them)`
  });
  if (fitted.included === 0) return null;
  markInjected(db, opts.sessionId, fresh.slice(0, fitted.included).map((h) => h.id), opts.now());
  return fitted.text;
}

// src/cli/inject.ts
async function injectContext(app, event, payload, project, db) {
  const cfg = app.config.injection;
  if (isExcluded(cfg.excludeProjects, project)) return null;
  const sessionId = String(payload.session_id);
  if (event === "SessionStart") {
    const source = ["startup", "resume", "clear", "compact"].includes(String(payload.source)) ? payload.source : "startup";
    const global = openGlobalIfAny(app);
    let globalItems = [];
    try {
      if (global) globalItems = globalDigestItems(db, global);
    } catch (err) {
      app.log.error("inject:global", err);
    } finally {
      global?.close();
    }
    return buildDigest(db, { projectName: project.name, projectRoot: project.root, sessionId, source, budgetTokens: cfg.sessionStartTokens, now: app.now(), globalItems });
  }
  return buildPromptContext(
    db,
    String(payload.prompt ?? ""),
    async (query, limit) => await queryRecallSocket(app.paths.runDir, project.key, { query, limit, sessionId, snippetChars: INJECTION_SNIPPET_CHARS }, cfg.promptLatencyMs / 2) ?? await keywordRecall(app, db, query, limit, sessionId),
    { sessionId, maxItems: cfg.promptItems, budgetTokens: cfg.promptTokens, latencyBudgetMs: cfg.promptLatencyMs, now: app.now }
  );
}
function isExcluded(patterns, project) {
  return patterns.some((p) => p === project.name || p === project.root || p === project.identity || p.endsWith("/") && project.root.startsWith(p));
}
function openGlobalIfAny(app) {
  if (!app.hasGlobalMemory()) return null;
  try {
    return app.openGlobalMemory();
  } catch (err) {
    app.log.error("inject:global", err);
    return null;
  }
}
async function keywordRecall(app, db, query, limit, sessionId) {
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources = [{ scope: "project", deps: keyword(db) }, ...global ? [{ scope: "global", deps: keyword(global) }] : []];
    return (await recallScoped(sources, query, { limit, mode: "fts", filters: { exceptSessionId: sessionId }, snippetChars: INJECTION_SNIPPET_CHARS })).hits;
  } finally {
    global?.close();
  }
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
      if (app.config.publish.auto && (entry.event === "SessionEnd" || entry.event === "PreCompact")) {
        try {
          publishMemory(db, { mode: app.config.publish.mode, project, home: app.env.HOME ?? "", maxTokens: app.config.publish.maxTokens, dryRun: false });
        } catch (err) {
          app.log.error(`hook:${entry.event}:publish`, err, project.key);
        }
      }
      return { workQueued: replay.workQueued || own.workQueued };
    },
    ensureWorker: (project, db) => app.ensureWorker(project, db),
    injectContext: (event, payload, project, db) => injectContext(app, event, payload, project, db)
  };
}
export {
  hookStoreSide
};
