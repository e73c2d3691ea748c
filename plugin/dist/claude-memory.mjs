#!/usr/bin/env node
import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  fileErrorLog
} from "./chunks/chunk-5ZC7FIRN.mjs";
import {
  PLUGIN_OPTIONS,
  loadConfigOrDefault
} from "./chunks/chunk-H3Y3MZI4.mjs";
import "./chunks/chunk-ZIESDCRA.mjs";
import {
  dataPaths
} from "./chunks/chunk-XJMLOSZ2.mjs";
import "./chunks/chunk-IBHGCGQV.mjs";

// src/main.ts
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

// src/node-version.ts
var OLDEST = [20, 15];
function tooOldNode(version) {
  const [major = 0, minor = 0] = version.split(".").map((n) => Number.parseInt(n, 10) || 0);
  if (major > OLDEST[0] || major === OLDEST[0] && minor >= OLDEST[1]) return null;
  return `claude-memory: Node.js ${version} is too old for the memory plugin, which needs Node.js ${OLDEST.join(".")} or newer (22 or 24 LTS recommended): install a newer Node.js and make it the \`node\` on PATH.`;
}

// src/settings.ts
import os from "node:os";
import path from "node:path";
var ARGUMENTS_FD_VARIABLE = "CLAUDE_MEMORY_ARGUMENTS_FD";
function dataDirFrom(env) {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  return path.join(env.HOME || os.homedir(), ".claude-memory");
}
function readSettings(env) {
  const paths = dataPaths(dataDirFrom(env));
  const log = fileErrorLog(paths.logDir, Date.now, (project) => path.join(paths.projectsDir, `${project}.db`));
  return {
    paths,
    home: env.HOME || os.homedir(),
    config: loadConfigOrDefault(paths.configFile, (err) => log.error("config", err), pluginOptionsFrom(env)),
    log,
    projectDir: env.CLAUDE_PROJECT_DIR || void 0,
    sessionId: env.CLAUDE_CODE_SESSION_ID || void 0,
    pluginRoot: env.CLAUDE_PLUGIN_ROOT || void 0,
    pluginData: env.CLAUDE_PLUGIN_DATA || void 0,
    offline: env.CLAUDE_MEMORY_OFFLINE === "1",
    managedSettingsFile: env.CLAUDE_MEMORY_MANAGED_SETTINGS || "/etc/claude-code/managed-settings.json",
    pgPassword: env.PGPASSWORD || void 0,
    // The descriptor is this process's alone: its own children are not given one.
    childEnv: env[ARGUMENTS_FD_VARIABLE] === void 0 ? env : withoutVariable(env, ARGUMENTS_FD_VARIABLE),
    argumentsFd: /^\d+$/.test(env[ARGUMENTS_FD_VARIABLE] ?? "") ? Number(env[ARGUMENTS_FD_VARIABLE]) : void 0
  };
}
function withoutVariable(env, name) {
  const rest = { ...env };
  delete rest[name];
  return rest;
}
function pluginOptionsFrom(env) {
  const out = {};
  for (const name of Object.keys(PLUGIN_OPTIONS)) {
    const value = env[`CLAUDE_PLUGIN_OPTION_${name.toUpperCase()}`];
    if (value !== void 0 && value !== "" && !value.includes("${")) out[name] = value;
  }
  return out;
}

// src/main.ts
var oldNode = tooOldNode(process.versions.node);
if (oldNode) {
  process.stderr.write(`${oldNode}
`);
  process.exit(1);
}
var entryScript = fileURLToPath(import.meta.url);
process.env.ORT_DISABLE_TELEMETRY = "1";
var settings = readSettings(process.env);
var args = settings.argumentsFd === void 0 ? process.argv.slice(2) : JSON.parse(fs.readFileSync(settings.argumentsFd, "utf8"));
var LONG_COMMAND_LINE_BYTES = 4096;
if (isMainThread && settings.argumentsFd === void 0 && args.reduce((n, a) => n + Buffer.byteLength(a) + 1, 0) > LONG_COMMAND_LINE_BYTES) {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [...process.execArgv, entryScript], {
    stdio: ["inherit", "inherit", "inherit", "pipe"],
    env: { ...settings.childEnv, [ARGUMENTS_FD_VARIABLE]: "3" }
  });
  child.stdio[3].end(JSON.stringify(args));
  for (const signal2 of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal2, () => child.kill(signal2));
  const [code, signal] = await new Promise(
    (resolve) => child.on("close", (c, s) => resolve([c, s]))
  );
  const os2 = await import("node:os");
  process.exit(code ?? 128 + (signal ? os2.constants.signals[signal] ?? 1 : 1));
}
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
}
if (!isMainThread) {
  const { runWorkerThread, WORKER_THREAD_ROLE } = await import("./chunks/worker-thread-NHKDCBES.mjs");
  const { runEncoderThread, ENCODER_THREAD_ROLE } = await import("./chunks/encoder-thread-7NN4R257.mjs");
  const data = workerData;
  if (parentPort && (data?.role === WORKER_THREAD_ROLE || data?.role === ENCODER_THREAD_ROLE)) {
    const { createApp } = await import("./chunks/app-DXMELPHS.mjs");
    const app = createApp(settings, { entryScript, cwd: data.cwd });
    if (data.role === WORKER_THREAD_ROLE) await runWorkerThread(app, data, parentPort);
    else await runEncoderThread(app, data, parentPort);
  }
} else if (args[0] === "hook" && args[1] && !args[1].startsWith("-")) {
  const { runHookCommand } = await import("./chunks/command-QSJ7Z4MV.mjs");
  await runHookCommand(args[1], settings, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import("./chunks/program-IIJJDIAV.mjs");
  process.exitCode = await runCli(args, { settings, entryScript, cwd: process.cwd() });
  if (args[0] === "mcp") process.exit();
}
