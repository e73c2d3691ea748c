import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-entry.ts
import { createRequire } from "node:module";
async function runHookEntry(event, env, entryScript) {
  const { hookMain } = entryScript.endsWith(".mjs") ? createRequire(entryScript)("./hook/hook-main.cjs") : await import("./hook-main-R7EF7YX6.mjs");
  await hookMain(event, env, entryScript);
}
export {
  runHookEntry
};
