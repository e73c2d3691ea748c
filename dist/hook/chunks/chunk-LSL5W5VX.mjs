import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/runtime/native.ts
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
var DependencyMissingError = class extends Error {
  code = "E_DEPENDENCY_MISSING";
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
var requireHere = createRequire2(import.meta.url);
var runtimeDir = null;
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
    return requireHere(name);
  } catch (err) {
    if (!runtimeDir) throw err;
    return requireRuntimeModule(runtimeDir, name);
  }
}

// src/embed/embedder.ts
var EmbedderUnavailableError = class extends Error {
  backend;
  constructor(backend, message, options) {
    super(message, options);
    this.name = "EmbedderUnavailableError";
    this.backend = backend;
  }
};
function normalize(v) {
  const out = Float32Array.from(v);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i] * out[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < out.length; i++) out[i] *= inv;
  }
  return out;
}

export {
  DependencyMissingError,
  runtimeLocation,
  loadSqlite,
  setRuntimeLocation,
  importOptional,
  requireOptional,
  EmbedderUnavailableError,
  normalize
};
