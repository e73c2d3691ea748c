import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  runHook
} from "./chunk-EDMP4CFN.mjs";
import {
  reportHookError,
  writeStdout
} from "./chunk-GUDO24YB.mjs";
import "./chunk-BQ6XOZGZ.mjs";
import "./chunk-KVZMUI7F.mjs";
import {
  fileErrorLog
} from "./chunk-2IY5TDCX.mjs";
import {
  loadConfigOrDefault
} from "./chunk-W6YX4WIC.mjs";
import "./chunk-7PTM76NV.mjs";
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
      loadStoreSide: async () => (loadStoreModule ? loadStoreModule() : await import("./hook-store-GLSIUV37.mjs")).hookStoreSide(env, entryScript)
    });
    if (result.stdout) writeStdout(result.stdout);
  } catch (err) {
    reportHookError(err);
  }
}
export {
  hookMain
};
