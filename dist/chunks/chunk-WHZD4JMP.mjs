import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  replayProjectSpool
} from "./chunk-K4YWO7LA.mjs";
import {
  teamSyncDeps
} from "./chunk-E7IJV4UR.mjs";
import {
  CompressionWorker
} from "./chunk-OFGPAWG6.mjs";
import {
  noteIntegrity
} from "./chunk-ZIESDCRA.mjs";
import {
  backgroundTeamSync
} from "./chunk-4GRG2MPV.mjs";

// src/queue/worker-thread.ts
import { Worker } from "node:worker_threads";
var WORKER_THREAD_ROLE = "compression-worker";
function startWorkerThread(entryScript, env, data, onError) {
  const thread = new Worker(entryScript, { env: { ...env }, workerData: { role: WORKER_THREAD_ROLE, ...data } });
  thread.on("error", onError);
  thread.unref();
  const exited = new Promise((resolve) => thread.once("exit", () => resolve()));
  return {
    async stop(timeoutMs = 5e3) {
      thread.postMessage("stop");
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => void thread.terminate().then(() => resolve()), timeoutMs);
        timer.unref();
      });
      await Promise.race([exited, late]);
      clearTimeout(timer);
    }
  };
}
async function runWorkerThread(app, data, port) {
  const project = app.project(data.projectRoot);
  const db = app.openProjectStore(project);
  let embedder = () => app.embedder();
  if (data.embedderModule) {
    const mod = await import(data.embedderModule);
    const made = mod.createEmbedder();
    embedder = () => made;
  }
  const worker = new CompressionWorker({
    db,
    config: app.config,
    log: app.log,
    now: app.now,
    embedder,
    project: project.key,
    // Tool events of the current turn may still be in the journal.
    beforeDrain: () => {
      noteIntegrity(db, app.log, project.key, app.now());
      return replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
    },
    afterDrain: () => backgroundTeamSync(
      teamSyncDeps(db, app.teamAccess(project), app.now, "worker"),
      (err) => app.log.error("team:sync", err, project.key)
    )
  });
  worker.start();
  port.on("message", (message) => {
    if (message !== "stop") return;
    void worker.stop().finally(() => {
      db.close();
      port.close();
    });
  });
}

export {
  WORKER_THREAD_ROLE,
  startWorkerThread,
  runWorkerThread
};
