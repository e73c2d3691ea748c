import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import {
  hooksManifest
} from "./chunk-4SJAPY53.mjs";
import "./chunk-47RVIEFX.mjs";
import "./chunk-IBHGCGQV.mjs";

// src/cli/init.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
var MCP_SERVER_NAME = "claude-memory";
var isOurs = (command) => /claude-memory\.mjs"?\s+(hook|mcp)\b|[\\/]dist[\\/]hook\.cjs"?\s/.test(command);
var asObject = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
function mergeHooks(settings, entry, skipTools) {
  const ours = asObject(hooksManifest(skipTools, entry).hooks);
  const cleaned = removeHooks(settings);
  const hooks = { ...asObject(cleaned.settings.hooks) };
  const before = JSON.stringify(asObject(settings.hooks));
  for (const [event, groups] of Object.entries(ours)) hooks[event] = [...Array.isArray(hooks[event]) ? hooks[event] : [], ...groups];
  const next = { ...cleaned.settings, hooks };
  const changed = JSON.stringify(hooks) === before ? [] : Object.keys(ours).filter((e) => JSON.stringify(asObject(settings.hooks)[e]) !== JSON.stringify(hooks[e]));
  return { settings: next, changed };
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
function mergeMcpServer(config, entry) {
  const servers = asObject(config.mcpServers);
  const server = { type: "stdio", command: "node", args: [entry, "mcp"] };
  const changed = JSON.stringify(servers[MCP_SERVER_NAME]) !== JSON.stringify(server);
  return { config: { ...config, mcpServers: { ...servers, [MCP_SERVER_NAME]: server } }, changed };
}
function removeMcpServer(config) {
  const servers = { ...asObject(config.mcpServers) };
  const ours = asObject(servers[MCP_SERVER_NAME]);
  const args = Array.isArray(ours.args) ? ours.args.map(String) : [];
  if (!args.some((a) => a.endsWith("claude-memory.mjs")) || !args.includes("mcp")) return { config, changed: false };
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
  const report = { changes: [], files: [] };
  const settingsFile = path.join(o.projectRoot, ".claude", o.local ? "settings.local.json" : "settings.json");
  const rel = (f) => f.startsWith(o.projectRoot + path.sep) ? path.relative(o.projectRoot, f) : f.replace(os.homedir(), "~");
  let settings = readJson(settingsFile);
  const hooks = o.uninstall ? removeHooks(settings) : mergeHooks(settings, o.entry, o.skipTools);
  settings = hooks.settings;
  for (const e of hooks.changed)
    report.changes.push(`${o.uninstall ? "removed" : "added"} the ${e} hook ${o.uninstall ? "from" : "in"} ${rel(settingsFile)}`);
  if (o.local) {
    const userFile = path.join(o.home, ".claude.json");
    const user = readJson(userFile);
    const projects = asObject(user.projects);
    const entry = asObject(projects[o.projectRoot]);
    const merged = o.uninstall ? removeMcpServer(entry) : mergeMcpServer(entry, o.entry);
    if (merged.changed) {
      writeJson(userFile, { ...user, projects: { ...projects, [o.projectRoot]: merged.config } }, report);
      report.changes.push(
        `${o.uninstall ? "removed" : "added"} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? "from" : "in"} ~/.claude.json (local scope of ${o.projectRoot})`
      );
    }
  } else {
    const mcpFile = path.join(o.projectRoot, ".mcp.json");
    const mcp = readJson(mcpFile);
    const merged = o.uninstall ? removeMcpServer(mcp) : mergeMcpServer(mcp, o.entry);
    if (merged.changed) {
      if (o.uninstall && Object.keys(merged.config).length === 0) removeFile(mcpFile, report);
      else writeJson(mcpFile, merged.config, report);
      report.changes.push(
        `${o.uninstall ? "removed" : "added"} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? "from" : "in"} .mcp.json`
      );
    }
    const enabled = enableMcpServer(settings, !o.uninstall);
    settings = enabled.settings;
    if (enabled.changed)
      report.changes.push(
        `${o.uninstall ? "no longer approves" : "approved"} the ${MCP_SERVER_NAME} server in ${rel(settingsFile)} (enabledMcpjsonServers)`
      );
  }
  if (JSON.stringify(settings) !== JSON.stringify(readJson(settingsFile))) {
    if (o.uninstall && Object.keys(settings).length === 0) removeFile(settingsFile, report);
    else writeJson(settingsFile, settings, report);
  }
  return report;
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
