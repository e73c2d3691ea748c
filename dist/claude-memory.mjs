#!/usr/bin/env node
import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/main.ts
import { fileURLToPath } from "node:url";
var entryScript = fileURLToPath(import.meta.url);
var args = process.argv.slice(2);
if (args[0] === "hook") {
  const bundled = entryScript.endsWith(".mjs");
  const hookModule = bundled ? new URL("./hook/hook-main.mjs", import.meta.url).href : "./cli/hook-main.js";
  const { hookMain } = await import(hookModule);
  await hookMain(args[1] ?? "", process.env, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import("./chunks/program-NCDF4ZMW.mjs");
  process.exitCode = await runCli(args, { env: process.env, entryScript, cwd: process.cwd() });
}
