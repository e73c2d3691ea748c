import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  RUNTIME_PACKAGES,
  loadSqlite,
  requireRuntimeModule,
  resolveRuntimeModule,
  verifySqlite
} from "./chunk-S6NOXGKA.mjs";
import {
  lazyBuiltin
} from "./chunk-KNN4AVND.mjs";

// src/runtime/install.ts
import fs from "node:fs";
import path from "node:path";
var childProcess = lazyBuiltin("node:child_process");
var LOCK_STALE_MS = 30 * 6e4;
var lockFile = (loc) => path.join(loc.installDir, ".install.lock");
var markerFile = (loc, phase) => path.join(loc.installDir, `.installed-${phase}.json`);
function runtimeState(loc) {
  let lastError = null;
  try {
    lastError = fs.readFileSync(path.join(loc.installDir, ".install-error.txt"), "utf8").slice(0, 2e3);
  } catch {
  }
  return {
    installDir: loc.installDir,
    core: sqliteLoads(() => loadSqlite(loc)),
    embed: resolveRuntimeModule(loc, "@energetic-ai/embeddings") !== null,
    installing: lockHeld(loc),
    lastError
  };
}
function sqliteLoads(load) {
  try {
    load();
    return true;
  } catch {
    return false;
  }
}
function lockHeld(loc) {
  try {
    return Date.now() - fs.statSync(lockFile(loc)).mtimeMs < LOCK_STALE_MS;
  } catch {
    return false;
  }
}
function startBackgroundInstall(loc, entryScript, env) {
  if (lockHeld(loc)) return false;
  const child = childProcess().spawn(process.execPath, [entryScript, "runtime", "install"], { detached: true, stdio: "ignore", env });
  child.unref();
  return true;
}
function installRuntime(loc, opts) {
  const result = { installed: [], skipped: [] };
  fs.mkdirSync(loc.installDir, { recursive: true, mode: 448 });
  try {
    fs.writeFileSync(lockFile(loc), String(process.pid), { flag: "wx", mode: 384 });
  } catch {
    if (lockHeld(loc)) return { ...result, error: "another install is running" };
    fs.writeFileSync(lockFile(loc), String(process.pid), { mode: 384 });
  }
  try {
    const manifest = path.join(loc.installDir, "package.json");
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, JSON.stringify({ name: "claude-memory-runtime", private: true }, null, 2));
    for (const phase of opts.phases ?? ["core", "embed"]) {
      const here = { searchDirs: [loc.installDir], installDir: loc.installDir };
      if (phase === "core" ? sqliteLoads(() => requireRuntimeModule(here, "better-sqlite3", verifySqlite)) : resolveRuntimeModule(here, "@energetic-ai/embeddings")) {
        result.skipped.push(phase);
        continue;
      }
      if (phase === "core") fs.rmSync(path.join(loc.installDir, "node_modules", "better-sqlite3"), { recursive: true, force: true });
      opts.onProgress?.(`installing ${phase} runtime: ${RUNTIME_PACKAGES[phase].join(" ")}`);
      const packages = phase === "core" ? [...RUNTIME_PACKAGES.core] : [...RUNTIME_PACKAGES.core, ...RUNTIME_PACKAGES[phase]];
      const npm = childProcess().spawnSync(
        "npm",
        ["install", "--no-audit", "--no-fund", "--save", "--save-exact", "--omit=dev", ...packages],
        {
          cwd: loc.installDir,
          // The CUDA download of onnxruntime-node fails offline and is never needed.
          env: { ...opts.env, ONNXRUNTIME_NODE_INSTALL: "skip", npm_config_onnxruntime_node_install: "skip" },
          encoding: "utf8",
          timeout: 25 * 6e4
        }
      );
      if (npm.status !== 0) {
        const error = `npm install (${phase}) failed: ${(npm.stderr || npm.error?.message || "").slice(-1500)}`;
        fs.writeFileSync(path.join(loc.installDir, ".install-error.txt"), error, { mode: 384 });
        return { ...result, error };
      }
      fs.writeFileSync(markerFile(loc, phase), JSON.stringify({ packages: RUNTIME_PACKAGES[phase], at: (/* @__PURE__ */ new Date()).toISOString() }));
      result.installed.push(phase);
    }
    fs.rmSync(path.join(loc.installDir, ".install-error.txt"), { force: true });
    fs.writeFileSync(opts.pointerFile, JSON.stringify({ dir: loc.installDir }), { mode: 384 });
    return result;
  } finally {
    fs.rmSync(lockFile(loc), { force: true });
  }
}

export {
  runtimeState,
  startBackgroundInstall,
  installRuntime
};
