import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  INJECTION_SNIPPET_CHARS,
  hookContext
} from "./chunk-3HYK2NU7.mjs";
import "./chunk-STT7EWNP.mjs";
import {
  publishMemory
} from "./chunk-3KSUAHFI.mjs";
import "./chunk-J2EGT6KT.mjs";
import "./chunk-VZGGSKV3.mjs";
import "./chunk-MJVMJMCI.mjs";
import "./chunk-XYIK65HH.mjs";
import {
  recordAfterJournal
} from "./chunk-2QI7SPT5.mjs";
import "./chunk-F6W4SDD4.mjs";
import "./chunk-BR4PIX63.mjs";
import "./chunk-CCMRV5CK.mjs";
import {
  createApp
} from "./chunk-FKIWCLZM.mjs";
import "./chunk-GD4RSGDI.mjs";
import "./chunk-R6VBJJIP.mjs";
import "./chunk-47RVIEFX.mjs";
import "./chunk-YNUTLAU3.mjs";
import "./chunk-2IA5C7EZ.mjs";
import "./chunk-5OP7COB6.mjs";
import {
  DependencyMissingError
} from "./chunk-VR3GZNNL.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-JJS6PHND.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-3H2SSG77.mjs";
import "./chunk-LY5XYCVN.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/inject.ts
async function injectContext(app, event, payload, project, db) {
  const cfg = app.config.injection;
  const injection = await hookContext(
    {
      injection: cfg,
      now: app.now,
      withGlobal: (use) => {
        const global = openGlobalIfAny(app);
        try {
          return use(global);
        } finally {
          global?.close();
        }
      },
      onGlobalError: (err) => app.log.error("inject:global", err),
      recall: (query, limit, sessionId) => keywordRecall(app, db, query, limit, sessionId)
    },
    event,
    payload,
    project,
    db
  );
  injection.delivered();
  return injection.context;
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
  const { recallScoped } = await import("./scoped-IAXW4YUJ.mjs");
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources = [
      { scope: "project", deps: keyword(db) },
      ...global ? [{ scope: "global", deps: keyword(global) }] : []
    ];
    return (await recallScoped(sources, query, {
      limit,
      mode: "fts",
      filters: { exceptSessionId: sessionId },
      snippetChars: INJECTION_SNIPPET_CHARS
    })).hits;
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
      const recorded = recordAfterJournal(db, app.paths, project, app.config, app.log, entry);
      if (app.config.publish.auto && (entry.event === "SessionEnd" || entry.event === "PreCompact")) {
        try {
          publishMemory(db, {
            mode: app.config.publish.mode,
            project,
            home: app.env.HOME ?? "",
            maxTokens: app.config.publish.maxTokens,
            dryRun: false
          });
        } catch (err) {
          app.log.error(`hook:${entry.event}:publish`, err, project.key);
        }
      }
      return recorded;
    },
    ensureWorker: (project, db) => app.ensureWorker(project, db),
    injectContext: (event, payload, project, db) => injectContext(app, event, payload, project, db)
  };
}
export {
  hookStoreSide
};
