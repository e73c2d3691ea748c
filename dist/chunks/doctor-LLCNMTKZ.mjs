import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  pendingSpool,
  replayProjectSpool
} from "./chunk-K4YWO7LA.mjs";
import "./chunk-7DAE26SG.mjs";
import "./chunk-ASTNKYTC.mjs";
import "./chunk-6URZ5MBD.mjs";
import {
  describeProgress,
  installRuntime,
  runtimePhasesFor,
  runtimeState
} from "./chunk-WR5O2JL6.mjs";
import {
  integrityCheck
} from "./chunk-2FOQSPOT.mjs";
import "./chunk-JOOESFS7.mjs";
import "./chunk-7C5TB666.mjs";
import {
  loadConfig,
  unknownConfigKeys
} from "./chunk-H3Y3MZI4.mjs";
import "./chunk-ZIESDCRA.mjs";
import {
  lastActivityAt
} from "./chunk-LJA4YGNL.mjs";
import "./chunk-R3T3FHGL.mjs";
import "./chunk-S2BRWB4M.mjs";
import "./chunk-BQM4FMEU.mjs";
import "./chunk-UOLGFTC5.mjs";
import "./chunk-IPV3Y5SN.mjs";
import "./chunk-ERQH3QKS.mjs";
import "./chunk-TTRUGMK2.mjs";
import "./chunk-XJMLOSZ2.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/doctor.ts
import fs from "node:fs";
import path from "node:path";
async function runDoctor(app, opts) {
  const checks = [];
  if (opts.install) {
    const r = await installRuntime(app.runtime, {
      phases: runtimePhasesFor(app.config.embedder.provider),
      env: app.settings.childEnv,
      pointerFile: app.paths.runtimePointer,
      onProgress: opts.onProgress
    });
    if (r.error) app.log.error("runtime:install", new Error(r.error));
    const how = r.sqliteBinary ? ` (SQLite ${r.sqliteBinary === "compiled" ? "compiled here" : "from a prebuilt binary"})` : "";
    checks.push({
      name: "runtime install",
      ok: !r.error,
      detail: r.error ?? `installed: ${r.installed.join(", ") || "nothing new"}${how}`
    });
  }
  const rt = runtimeState(app.runtime);
  const otherNodes = rt.otherAbis.length ? `; runtimes of other Node versions left in ${app.runtime.root} (${rt.otherAbis.join(", ")}) go with the next install` : "";
  checks.push({
    name: "runtime dependencies",
    ok: rt.core,
    detail: rt.core ? `SQLite ready${rt.embed ? ", sentence encoder ready" : ", sentence encoder not installed (search is keyword-only until it is)"} in ${rt.installDir}${otherNodes}` : rt.installing ? `installing into ${rt.installDir}${rt.progress ? `: ${describeProgress(rt.progress)}` : ""} (hooks journal events meanwhile)` : `missing for Node ${process.version}: run \`claude-memory doctor --install\`${rt.lastError ? `. The last attempt failed: ${rt.lastError.split("\n\nnpm said:")[0]} (npm's output: ${path.join(rt.installDir, ".install-error.txt")})` : ""}${otherNodes}`
  });
  try {
    loadConfig(app.paths.configFile);
    const unknown = fs.existsSync(app.paths.configFile) ? unknownConfigKeys(JSON.parse(fs.readFileSync(app.paths.configFile, "utf8"))) : [];
    if (unknown.length) {
      const listed = unknown.map((u) => `"${u.key}"${u.suggestion ? ` (did you mean "${u.suggestion}"?)` : ""}`).join(", ");
      checks.push({
        name: "config",
        ok: false,
        detail: `${app.paths.configFile}: unknown key${unknown.length > 1 ? "s" : ""} ${listed}: ignored, the default applies`
      });
    } else {
      checks.push({
        name: "config",
        ok: true,
        detail: fs.existsSync(app.paths.configFile) ? app.paths.configFile : "defaults (no config file)"
      });
    }
  } catch (err) {
    checks.push({ name: "config", ok: false, detail: err.message });
  }
  const project = app.project(opts.projectDir);
  let spool = pendingSpool(app.paths, project);
  if (rt.core && !app.hasProjectStore(project)) {
    checks.push({
      name: "database integrity",
      ok: true,
      detail: `no memory for ${project.root} yet (the first captured session creates it)`
    });
  } else if (rt.core) {
    try {
      const db = app.openProjectStore(project);
      try {
        replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
        spool = pendingSpool(app.paths, project, db);
        const problems = integrityCheck(db);
        const ok = problems.length === 1 && problems[0] === "ok";
        checks.push({ name: "database integrity", ok, detail: ok ? `ok (${project.name})` : problems.join("; ").slice(0, 500) });
      } finally {
        db.close();
      }
    } catch (err) {
      checks.push({ name: "database integrity", ok: false, detail: err.message });
    }
  }
  checks.push({
    name: "spool",
    ok: spool.events === 0,
    detail: spool.events === 0 ? "empty" : `${spool.events} events waiting to be replayed (\`claude-memory status\` replays them)`
  });
  checks.push(hooksCheck(app, opts.pluginRoot));
  checks.push(...hookPolicyChecks(app, project));
  const embedder = rt.embed || rt.core ? await app.embedder().catch(() => null) : null;
  checks.push({
    name: "embedder",
    ok: true,
    detail: embedder ? `${embedder.id} (${embedder.dims} dims${embedder.runsOn ? `, on ${embedder.runsOn}` : ""})` : "none available: summaries use the lexical tier, search is keyword-only"
  });
  return { ok: checks.every((c) => c.ok), checks };
}
function hooksCheck(app, pluginRoot) {
  const bundleRoot = path.dirname(path.dirname(app.entryScript));
  const hooksFile = path.join(pluginRoot ?? bundleRoot, "hooks", "hooks.json");
  let events = [];
  try {
    events = Object.keys(JSON.parse(fs.readFileSync(hooksFile, "utf8")).hooks);
  } catch {
    return { name: "hooks", ok: false, detail: `cannot read ${hooksFile}` };
  }
  const settingsFile = path.join(app.settings.home, ".claude", "settings.json");
  let enabled = false;
  try {
    const settings = JSON.parse(fs.readFileSync(settingsFile, "utf8"));
    enabled = Object.entries(settings.enabledPlugins ?? {}).some(([k, v]) => v && k.startsWith("memory@"));
  } catch {
  }
  return {
    name: "hooks",
    ok: events.length >= 8,
    detail: `${events.length} events wired in ${hooksFile}; plugin ${enabled ? "enabled in ~/.claude/settings.json" : "not enabled in ~/.claude/settings.json (fine with --plugin-dir)"}`
  };
}
function settingsFiles(app, projectRoot) {
  const home = app.settings.home;
  return [
    { file: app.settings.managedSettingsFile, managed: true },
    { file: path.join(home, ".claude", "settings.json"), managed: false },
    { file: path.join(projectRoot, ".claude", "settings.json"), managed: false },
    { file: path.join(projectRoot, ".claude", "settings.local.json"), managed: false }
  ];
}
var MANUAL_PATH = "Without hooks, memory still works by hand: `claude-memory ingest` imports this project's new transcript lines, `claude-memory worker --once` summarizes them, `claude-memory publish` writes what the memory holds into Claude Code's own memory files, and the MCP tools (session_recall, record_decision, ...) work in any session.";
function hookPolicyChecks(app, project) {
  const checks = [];
  for (const { file, managed } of settingsFiles(app, project.root)) {
    let settings;
    try {
      settings = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    if (settings.disableAllHooks === true)
      checks.push({
        name: "hook policy",
        ok: false,
        detail: `${file} sets disableAllHooks: no hook runs, so nothing is captured. ${MANUAL_PATH}`
      });
    else if (managed && settings.allowManagedHooksOnly === true) {
      checks.push({
        name: "hook policy",
        ok: false,
        detail: `${file} (managed policy) sets allowManagedHooksOnly: plugin and project hooks do not run. ${MANUAL_PATH}`
      });
    }
  }
  const transcripts = claudeTranscripts(app.settings.home, project.root);
  if (transcripts.length) {
    const latest = Math.max(...transcripts.map((t) => t.mtimeMs));
    let captured;
    try {
      captured = lastCapture(app, project);
    } catch {
      return checks.some((c) => !c.ok) ? checks : [...checks, { name: "hook policy", ok: true, detail: "no setting turns hooks off" }];
    }
    if (captured === null || latest - captured > 10 * 6e4) {
      checks.push({
        name: "capture",
        ok: false,
        detail: `Claude Code has ${transcripts.length} session transcript(s) for this project (latest ${new Date(latest).toISOString()}) that the memory ${captured === null ? "never captured" : `has not captured since ${new Date(captured).toISOString()}`}: hooks are configured but did not run. ${MANUAL_PATH}`
      });
    }
  }
  if (!checks.some((c) => !c.ok)) checks.push({ name: "hook policy", ok: true, detail: "no setting turns hooks off" });
  return checks;
}
function claudeTranscripts(home, root) {
  const dir = path.join(home, ".claude", "projects", root.replace(/[^a-zA-Z0-9]/g, "-"));
  try {
    return fs.readdirSync(dir).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(dir, f)).map((file) => ({ file, mtimeMs: fs.statSync(file).mtimeMs }));
  } catch {
    return [];
  }
}
function lastCapture(app, project) {
  const identity = app.project(project.root);
  if (!app.hasProjectStore(identity)) return null;
  const db = app.openProjectStore(identity);
  try {
    return lastActivityAt(db);
  } finally {
    db.close();
  }
}
export {
  MANUAL_PATH,
  claudeTranscripts,
  hookPolicyChecks,
  runDoctor
};
