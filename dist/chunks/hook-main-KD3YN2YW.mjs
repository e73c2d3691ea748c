import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  runHook
} from "./chunk-4RCUTVY6.mjs";
import {
  reportHookError,
  writeStdout
} from "./chunk-GUDO24YB.mjs";
import "./chunk-F6W4SDD4.mjs";
import "./chunk-BR4PIX63.mjs";
import {
  fileErrorLog
} from "./chunk-R6VBJJIP.mjs";
import {
  loadConfigOrDefault
} from "./chunk-47RVIEFX.mjs";
import "./chunk-CGCPHJ4A.mjs";
import "./chunk-TTRUGMK2.mjs";
import {
  dataPaths,
  resolveDataDir
} from "./chunk-W5YMLGN5.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/hook-main.ts
async function hookMain(event, input, env, entryScript, loadStoreModule) {
  try {
    const paths = dataPaths(resolveDataDir(env));
    const log = fileErrorLog(paths.logDir);
    const config = loadConfigOrDefault(paths.configFile, (err) => log.error("config", err));
    const result = await runHook(event, input.raw, {
      paths,
      config,
      log,
      // The time the input was read: a server that took the event but answered too late recorded it with this time.
      now: () => input.at,
      projectDir: env.CLAUDE_PROJECT_DIR,
      loadStoreSide: async () => (loadStoreModule ? loadStoreModule() : await import("./hook-store-T2H4FMN3.mjs")).hookStoreSide(env, entryScript)
    });
    if (result.stdout) writeStdout(result.stdout);
  } catch (err) {
    reportHookError(err);
  }
}
export {
  hookMain
};
