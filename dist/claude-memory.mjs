#!/usr/bin/env node
import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  fileErrorLog
} from "./chunks/chunk-R6VBJJIP.mjs";
import {
  loadConfigOrDefault
} from "./chunks/chunk-47RVIEFX.mjs";
import {
  dataPaths
} from "./chunks/chunk-WJWWNB3J.mjs";
import "./chunks/chunk-IBHGCGQV.mjs";

// src/main.ts
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

// src/hook/compile-cache.ts
import fs from "node:fs";
import nodeModule from "node:module";
function enableCompileCache(dir) {
  const m = nodeModule;
  if (!m.enableCompileCache) return;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 448 });
    m.enableCompileCache(dir);
  } catch {
  }
}

// src/settings.ts
import os from "node:os";
import path from "node:path";
function dataDirFrom(env) {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  return path.join(env.HOME || os.homedir(), ".claude-memory");
}
function readSettings(env) {
  const paths = dataPaths(dataDirFrom(env));
  const log = fileErrorLog(paths.logDir);
  return {
    paths,
    home: env.HOME || os.homedir(),
    config: loadConfigOrDefault(paths.configFile, (err) => log.error("config", err)),
    log,
    projectDir: env.CLAUDE_PROJECT_DIR || void 0,
    sessionId: env.CLAUDE_CODE_SESSION_ID || void 0,
    pluginRoot: env.CLAUDE_PLUGIN_ROOT || void 0,
    pluginData: env.CLAUDE_PLUGIN_DATA || void 0,
    offline: env.CLAUDE_MEMORY_OFFLINE === "1",
    managedSettingsFile: env.CLAUDE_MEMORY_MANAGED_SETTINGS || "/etc/claude-code/managed-settings.json",
    pgPassword: env.PGPASSWORD || void 0,
    childEnv: env
  };
}

// src/main.ts
var entryScript = fileURLToPath(import.meta.url);
var args = process.argv.slice(2);
var settings = readSettings(process.env);
enableCompileCache(settings.paths.codeCacheDir);
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
}
if (!isMainThread) {
  const { runWorkerThread, WORKER_THREAD_ROLE } = await import("./chunks/worker-thread-WMNW4263.mjs");
  const { runEncoderThread, ENCODER_THREAD_ROLE } = await import("./chunks/encoder-thread-7NN4R257.mjs");
  const data = workerData;
  if (parentPort && (data?.role === WORKER_THREAD_ROLE || data?.role === ENCODER_THREAD_ROLE)) {
    const { createApp } = await import("./chunks/app-SWXFJEAP.mjs");
    const app = createApp(settings, { entryScript, cwd: data.cwd });
    if (data.role === WORKER_THREAD_ROLE) await runWorkerThread(app, data, parentPort);
    else await runEncoderThread(app, data, parentPort);
  }
} else if (args[0] === "hook" && args[1] && !args[1].startsWith("-")) {
  const { runHookCommand } = await import("./chunks/command-MONLHIQA.mjs");
  await runHookCommand(args[1], settings, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import("./chunks/program-D5DJRLWJ.mjs");
  process.exitCode = await runCli(args, { settings, entryScript, cwd: process.cwd() });
  if (args[0] === "mcp") process.exit();
}
