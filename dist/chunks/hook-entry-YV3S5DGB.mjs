import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-entry.ts
import { pathToFileURL } from "node:url";
async function runHookEntry(event, env, entryScript) {
  const specifier = entryScript.endsWith(".mjs") ? new URL("./hook/hook-main.mjs", pathToFileURL(entryScript)).href : "./hook-main.js";
  const { hookMain } = await import(specifier);
  await hookMain(event, env, entryScript);
}
export {
  runHookEntry
};
