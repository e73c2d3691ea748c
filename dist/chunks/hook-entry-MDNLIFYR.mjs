import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-entry.ts
import { createRequire } from "node:module";
async function runHookEntry(event, env, entryScript) {
  if (!entryScript.endsWith(".mjs")) return (await import("./hook-main-UJ4UJY5U.mjs")).hookMain(event, env, entryScript);
  const requireDist = createRequire(entryScript);
  const { hookMain } = requireDist("./hook/hook-main.cjs");
  await hookMain(event, env, entryScript, () => requireDist("./hook/hook-store.cjs"));
}
export {
  runHookEntry
};
