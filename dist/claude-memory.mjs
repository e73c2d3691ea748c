#!/usr/bin/env node
import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/main.ts
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
var entryScript = fileURLToPath(import.meta.url);
var args = process.argv.slice(2);
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
}
if (!isMainThread) {
  const { runWorkerThread, WORKER_THREAD_ROLE } = await import("./chunks/worker-thread-FAN3Y5KM.mjs");
  const { runEncoderThread, ENCODER_THREAD_ROLE } = await import("./chunks/encoder-thread-7NN4R257.mjs");
  const data = workerData;
  if (parentPort && (data?.role === WORKER_THREAD_ROLE || data?.role === ENCODER_THREAD_ROLE)) {
    const { createApp } = await import("./chunks/app-H4F3VM3K.mjs");
    const app = createApp({ env: process.env, entryScript, cwd: data.cwd });
    if (data.role === WORKER_THREAD_ROLE) await runWorkerThread(app, data, parentPort);
    else await runEncoderThread(app, data, parentPort);
  }
} else if (args[0] === "hook" && args[1] && !args[1].startsWith("-")) {
  const { runHookEntry } = await import("./chunks/hook-entry-EZI36KYA.mjs");
  await runHookEntry(args[1] ?? "", process.env, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import("./chunks/program-IEJSI6OQ.mjs");
  process.exitCode = await runCli(args, { env: process.env, entryScript, cwd: process.cwd() });
}
