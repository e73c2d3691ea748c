import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-ZN7YSLUW.mjs";
import "./chunk-H3Y3MZI4.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/init.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
var MCP_SERVER_NAME = "claude-memory";
var isOurs = (command) => /claude-memory\.mjs"?\s+(hook|mcp)\b|[\\/]dist[\\/]hook\.cjs"?\s/.test(command);
var PROJECT_DIR = "${CLAUDE_PROJECT_DIR}";
var asObject = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
function canonical(value) {
  return JSON.stringify(
    value,
    (_k, v) => v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : v
  );
}
var sameJson = (a, b) => canonical(a) === canonical(b);
var holdsOurs = (g) => Array.isArray(g?.hooks) && g.hooks.some((h) => isOurs(String(h?.command ?? "")));
function mergeHooks(settings, entry, skipTools) {
  const ours = asObject(hooksManifest(skipTools, entry).hooks);
  const hooks = { ...asObject(settings.hooks) };
  const changed = [];
  for (const [event, groups] of Object.entries(ours)) {
    const current = Array.isArray(hooks[event]) ? hooks[event] : [];
    const withoutOurs = asObject(removeHooks({ hooks: { [event]: current } }).settings.hooks)[event];
    const others = current.filter((g) => !holdsOurs(g));
    if (sameJson(current.filter(holdsOurs), groups) && sameJson(others, withoutOurs ?? [])) continue;
    hooks[event] = [...withoutOurs ?? [], ...groups];
    changed.push(event);
  }
  if (!changed.length) return { settings, changed };
  return { settings: { ...settings, hooks }, changed };
}
function removeHooks(settings) {
  const hooks = asObject(settings.hooks);
  const out = {};
  const changed = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) {
      out[event] = groups;
      continue;
    }
    const kept = groups.map((g) => ({ ...g, hooks: (Array.isArray(g?.hooks) ? g.hooks : []).filter((h) => !isOurs(String(h?.command ?? ""))) })).filter((g, i) => g.hooks.length > 0 || !(Array.isArray(groups[i]?.hooks) && groups[i].hooks.length > 0));
    if (JSON.stringify(kept) !== JSON.stringify(groups)) changed.push(event);
    if (kept.length) out[event] = kept;
  }
  if (changed.length === 0) return { settings, changed };
  const next = { ...settings, hooks: out };
  if (Object.keys(out).length === 0) delete next.hooks;
  return { settings: next, changed };
}
function mcpServerFor(entry) {
  if (!entry.startsWith(`${PROJECT_DIR}/`)) return { type: "stdio", command: "node", args: [entry, "mcp"] };
  const script = `"$CLAUDE_PROJECT_DIR/${entry.slice(PROJECT_DIR.length + 1)}"`;
  return { type: "stdio", command: "sh", args: ["-c", `exec node ${script} mcp`] };
}
function mergeMcpServer(config, entry) {
  const servers = asObject(config.mcpServers);
  const server = mcpServerFor(entry);
  if (sameJson(servers[MCP_SERVER_NAME], server)) return { config, changed: false };
  return { config: { ...config, mcpServers: { ...servers, [MCP_SERVER_NAME]: server } }, changed: true };
}
function removeMcpServer(config) {
  const servers = { ...asObject(config.mcpServers) };
  const ours = asObject(servers[MCP_SERVER_NAME]);
  const args = Array.isArray(ours.args) ? ours.args.map(String) : [];
  const runsBundle = args.some((a) => a.endsWith("claude-memory.mjs")) && args.includes("mcp") || args.some((a) => isOurs(a));
  if (!runsBundle) return { config, changed: false };
  delete servers[MCP_SERVER_NAME];
  const next = { ...config, mcpServers: servers };
  if (Object.keys(servers).length === 0) delete next.mcpServers;
  return { config: next, changed: true };
}
function enableMcpServer(settings, enable) {
  const list = Array.isArray(settings.enabledMcpjsonServers) ? settings.enabledMcpjsonServers.map(String) : [];
  const has = list.includes(MCP_SERVER_NAME);
  if (has === enable) return { settings, changed: false };
  const next = enable ? [...list, MCP_SERVER_NAME] : list.filter((n) => n !== MCP_SERVER_NAME);
  const out = { ...settings, enabledMcpjsonServers: next };
  if (!enable && next.length === 0) delete out.enabledMcpjsonServers;
  return { settings: out, changed: true };
}
function runInit(o) {
  const report = { changes: [], files: [], scope: o.local ? "local" : "shared", warnings: [] };
  const bundleInProject = o.entry.startsWith(o.projectRoot + path.sep);
  if (!o.local && !o.uninstall && !bundleInProject) {
    report.scope = "local";
    report.warnings.push(
      `The bundle (${o.entry}) is outside this project, so its path is this machine's: the set-up went into .claude/settings.local.json and your local MCP scope (~/.claude.json), not the shared .claude/settings.json and .mcp.json. To share it with the team, put claude-memory inside the project (e.g. under node_modules/ or tools/) and run init from there.`
    );
  }
  if (!o.uninstall) report.warnings.push(...pluginAlreadyEnabled(o));
  if (report.scope === "local") {
    applyInit(o, report, { local: true, entry: o.entry });
    if (!o.local) applyInit({ ...o, uninstall: true }, report, { local: false, entry: o.entry, moving: true });
  } else {
    const entry = o.local ? o.entry : `${PROJECT_DIR}/${path.relative(o.projectRoot, o.entry).split(path.sep).join("/")}`;
    applyInit(o, report, { local: o.local, entry });
  }
  return report;
}
function applyInit(o, report, scope) {
  const settingsFile = path.join(o.projectRoot, ".claude", scope.local ? "settings.local.json" : "settings.json");
  const rel = (f) => f.startsWith(o.projectRoot + path.sep) ? path.relative(o.projectRoot, f) : f.replace(os.homedir(), "~");
  const mcpChange = (where) => scope.moving ? `moved the ${MCP_SERVER_NAME} MCP server out of ${where}` : `${o.uninstall ? "removed" : "added"} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? "from" : "in"} ${where}`;
  const original = readJson(settingsFile);
  let settings = original;
  const hooks = o.uninstall ? removeHooks(settings) : mergeHooks(settings, scope.entry, o.skipTools);
  settings = hooks.settings;
  for (const e of hooks.changed)
    report.changes.push(
      scope.moving ? `moved the ${e} hook out of ${rel(settingsFile)}` : `${o.uninstall ? "removed" : "added"} the ${e} hook ${o.uninstall ? "from" : "in"} ${rel(settingsFile)}`
    );
  if (scope.local) {
    const userFile = path.join(o.home, ".claude.json");
    const user = readJson(userFile);
    const projects = asObject(user.projects);
    const entry = asObject(projects[o.projectRoot]);
    const merged = o.uninstall ? removeMcpServer(entry) : mergeMcpServer(entry, scope.entry);
    if (merged.changed) {
      writeJson(userFile, { ...user, projects: { ...projects, [o.projectRoot]: merged.config } }, report);
      report.changes.push(mcpChange(`~/.claude.json (local scope of ${o.projectRoot})`));
    }
  } else {
    const mcpFile = path.join(o.projectRoot, ".mcp.json");
    const mcp = readJson(mcpFile);
    const merged = o.uninstall ? removeMcpServer(mcp) : mergeMcpServer(mcp, scope.entry);
    if (merged.changed) {
      if (o.uninstall && Object.keys(merged.config).length === 0) removeFile(mcpFile, report);
      else writeJson(mcpFile, merged.config, report);
      report.changes.push(mcpChange(".mcp.json"));
    }
    const enabled = enableMcpServer(settings, !o.uninstall);
    settings = enabled.settings;
    if (enabled.changed)
      report.changes.push(
        `${o.uninstall ? "no longer approves" : "approved"} the ${MCP_SERVER_NAME} server in ${rel(settingsFile)} (enabledMcpjsonServers)`
      );
  }
  if (!sameJson(settings, original)) {
    if (o.uninstall && Object.keys(settings).length === 0) removeFile(settingsFile, report);
    else writeJson(settingsFile, settings, report);
  }
}
function pluginAlreadyEnabled(o) {
  const files = [
    path.join(o.home, ".claude", "settings.json"),
    path.join(o.projectRoot, ".claude", "settings.json"),
    path.join(o.projectRoot, ".claude", "settings.local.json")
  ];
  const enabledIn = files.filter((file) => {
    let plugins;
    try {
      plugins = asObject(asObject(JSON.parse(fs.readFileSync(file, "utf8"))).enabledPlugins);
    } catch {
      return false;
    }
    return Object.entries(plugins).some(([name, on]) => on === true && name.startsWith("memory@"));
  });
  return enabledIn.map(
    (file) => `The memory plugin is already enabled in ${file.replace(o.home, "~")}: with init's hooks and MCP server as well, every event is captured twice and the model sees each memory tool twice. Keep one: disable the plugin (/plugin in Claude Code), or undo this with \`claude-memory init --uninstall\`.`
  );
}
function readJson(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return {};
  }
  if (!text.trim()) return {};
  try {
    return asObject(JSON.parse(text));
  } catch (err) {
    throw new InitError(`${file} is not valid JSON (${err.message}); fix it or move it away, then run init again`);
  }
}
function writeJson(file, value, report) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}
`);
  fs.renameSync(tmp, file);
  if (!report.files.includes(file)) report.files.push(file);
}
function removeFile(file, report) {
  fs.rmSync(file, { force: true });
  if (!report.files.includes(file)) report.files.push(file);
}
var InitError = class extends Error {
};
export {
  InitError,
  MCP_SERVER_NAME,
  enableMcpServer,
  mergeHooks,
  mergeMcpServer,
  removeHooks,
  removeMcpServer,
  runInit
};
