import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  INJECTION_SNIPPET_CHARS
} from "./chunk-NGCPPSLS.mjs";
import "./chunk-FHNVZ42N.mjs";
import {
  createApp
} from "./chunk-ZNSEMA6P.mjs";
import "./chunk-WR5O2JL6.mjs";
import "./chunk-2FOQSPOT.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-ZFXYKY6M.mjs";
import "./chunk-CITHCAO7.mjs";
import "./chunk-7C5TB666.mjs";
import "./chunk-ZIESDCRA.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/hook/process-store.ts
var HOOK_BUSY_TIMEOUT_MS = 1e3;
function openProcessStore(settings, entryScript, project) {
  const app = createApp(settings, { entryScript, cwd: process.cwd() });
  return processStore(app, project, app.openProjectStore(project, { busyTimeoutMs: HOOK_BUSY_TIMEOUT_MS, registerOnlyIfNew: true }));
}
function processStore(app, project, db) {
  return {
    db,
    recall: (query, limit, sessionId) => keywordRecall(app, db, query, limit, sessionId),
    withGlobal: (use) => {
      const global = openGlobalIfAny(app);
      try {
        return use(global);
      } finally {
        global?.close();
      }
    },
    ensureWorker: () => app.ensureWorker(project, db),
    release: () => db.close()
  };
}
function startRuntimeInstall(settings, entryScript) {
  createApp(settings, { entryScript, cwd: process.cwd() }).startRuntimeInstall();
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
  const { recallScoped } = await import("./scoped-Q4JH6ZQS.mjs");
  const global = openGlobalIfAny(app);
  try {
    const keyword = (d) => ({ db: d, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } });
    const sources = [
      { scope: "project", deps: keyword(db) },
      ...global ? [{ scope: "global", deps: keyword(global) }] : []
    ];
    return await recallScoped(sources, query, {
      limit,
      mode: "fts",
      filters: { exceptSessionId: sessionId },
      snippetChars: INJECTION_SNIPPET_CHARS
    });
  } finally {
    global?.close();
  }
}
export {
  openProcessStore,
  processStore,
  startRuntimeInstall
};
