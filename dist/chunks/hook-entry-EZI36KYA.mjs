import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  readHookInput,
  writeStdout
} from "./chunk-GUDO24YB.mjs";
import {
  isInjectingEvent
} from "./chunk-BR4PIX63.mjs";
import {
  loadConfigOrDefault
} from "./chunk-47RVIEFX.mjs";
import {
  handOverToServer,
  projectSockets
} from "./chunk-NCTKNDRA.mjs";
import "./chunk-TTRUGMK2.mjs";
import {
  dataPaths,
  hookProjectIdentity,
  resolveDataDir
} from "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-entry.ts
import { createRequire } from "node:module";

// src/cli/hook-handover.ts
async function handOverHook(event, input, env, paths) {
  if (!isInjectingEvent(event)) return false;
  let reply;
  try {
    const cwd = payloadCwd(input.raw);
    if (cwd === null) return false;
    const project = hookProjectIdentity(env.CLAUDE_PROJECT_DIR, cwd);
    const sockets = projectSockets(paths.runDir, project.key);
    if (!sockets.length) return false;
    const config = loadConfigOrDefault(paths.configFile, () => void 0);
    reply = await handOverToServer(
      sockets,
      { handOver: event, payload: input.raw, projectKey: project.key, at: input.at },
      config.injection.promptLatencyMs
    );
  } catch {
    return false;
  }
  if (!reply) return false;
  if (reply.output) writeStdout(reply.output);
  return true;
}
function payloadCwd(raw) {
  try {
    const payload = JSON.parse(raw);
    if (!payload || typeof payload !== "object") return null;
    const cwd = payload.cwd;
    return typeof cwd === "string" ? cwd : "";
  } catch {
    return null;
  }
}

// src/cli/hook-entry.ts
async function runHookEntry(event, env, entryScript) {
  const input = await readHookInput();
  if (await handOverHook(event, input, env, dataPaths(resolveDataDir(env)))) return;
  if (!entryScript.endsWith(".mjs")) return (await import("./hook-main-KD3YN2YW.mjs")).hookMain(event, input, env, entryScript);
  const requireDist = createRequire(entryScript);
  const { hookMain } = requireDist("./hook/hook-main.cjs");
  await hookMain(event, input, env, entryScript, () => requireDist("./hook/hook-store.cjs"));
}
export {
  runHookEntry
};
