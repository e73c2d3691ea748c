// `claude-memory init [--local] [--uninstall]`: memory without the plugin system. Merges this bundle's hooks into the
// project's Claude Code settings and its MCP server into the project's MCP config, leaving every other setting as
// it was, idempotently; `--uninstall` takes out exactly what init put in. The merges are pure; `runInit` does the I/O.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hooksManifest } from '../hooks-manifest.js';

type Json = Record<string, unknown>;

/** The MCP server's name in settings: its tools become `mcp__claude-memory__*` (skipped by capture). */
export const MCP_SERVER_NAME = 'claude-memory';

/** A hook command or MCP server is ours when it runs this bundle (or, for hooks, its hook entry beside it). */
const isOurs = (command: string) => /claude-memory\.mjs"?\s+(hook|mcp)\b|[\\/]dist[\\/]hook\.cjs"?\s/.test(command);

interface HookGroup {
  matcher?: string;
  hooks: { type: string; command: string; [k: string]: unknown }[];
}

const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Adds our hook groups (replacing any earlier ones of ours, e.g. from an older path); returns what changed. */
export function mergeHooks(settings: Json, entry: string, skipTools: readonly string[]): { settings: Json; changed: string[] } {
  const ours = asObject(hooksManifest(skipTools, entry).hooks) as Record<string, HookGroup[]>;
  const cleaned = removeHooks(settings);
  const hooks = { ...asObject(cleaned.settings.hooks) } as Record<string, HookGroup[]>;
  const before = JSON.stringify(asObject(settings.hooks));
  for (const [event, groups] of Object.entries(ours)) hooks[event] = [...(Array.isArray(hooks[event]) ? hooks[event] : []), ...groups];
  const next = { ...cleaned.settings, hooks };
  const changed =
    JSON.stringify(hooks) === before
      ? []
      : Object.keys(ours).filter((e) => JSON.stringify(asObject(settings.hooks)[e]) !== JSON.stringify(hooks[e]));
  return { settings: next, changed };
}

/** Takes out our hook commands only; a group left empty goes, and so does an event left with no groups. */
export function removeHooks(settings: Json): { settings: Json; changed: string[] } {
  const hooks = asObject(settings.hooks) as Record<string, HookGroup[]>;
  const out: Record<string, HookGroup[]> = {};
  const changed: string[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) {
      out[event] = groups;
      continue;
    }
    const kept = groups
      .map((g) => ({ ...g, hooks: (Array.isArray(g?.hooks) ? g.hooks : []).filter((h) => !isOurs(String(h?.command ?? ''))) }))
      .filter((g, i) => g.hooks.length > 0 || !(Array.isArray(groups[i]?.hooks) && groups[i].hooks.length > 0));
    if (JSON.stringify(kept) !== JSON.stringify(groups)) changed.push(event);
    if (kept.length) out[event] = kept;
  }
  if (changed.length === 0) return { settings, changed };
  const next: Json = { ...settings, hooks: out };
  if (Object.keys(out).length === 0) delete next.hooks;
  return { settings: next, changed };
}

/** Our MCP server in an `mcpServers` map (a .mcp.json file, or a project entry of ~/.claude.json). */
export function mergeMcpServer(config: Json, entry: string): { config: Json; changed: boolean } {
  const servers = asObject(config.mcpServers);
  const server = { type: 'stdio', command: 'node', args: [entry, 'mcp'] };
  const changed = JSON.stringify(servers[MCP_SERVER_NAME]) !== JSON.stringify(server);
  return { config: { ...config, mcpServers: { ...servers, [MCP_SERVER_NAME]: server } }, changed };
}

export function removeMcpServer(config: Json): { config: Json; changed: boolean } {
  const servers = { ...asObject(config.mcpServers) };
  const ours = asObject(servers[MCP_SERVER_NAME]);
  const args = Array.isArray(ours.args) ? ours.args.map(String) : [];
  // Only a server that runs this bundle: a user's own server of the same name stays.
  if (!args.some((a) => a.endsWith('claude-memory.mjs')) || !args.includes('mcp')) return { config, changed: false };
  delete servers[MCP_SERVER_NAME];
  const next: Json = { ...config, mcpServers: servers };
  if (Object.keys(servers).length === 0) delete next.mcpServers;
  return { config: next, changed: true };
}

/** Approves our project MCP server, so Claude Code starts it without asking. */
export function enableMcpServer(settings: Json, enable: boolean): { settings: Json; changed: boolean } {
  const list = Array.isArray(settings.enabledMcpjsonServers) ? (settings.enabledMcpjsonServers as unknown[]).map(String) : [];
  const has = list.includes(MCP_SERVER_NAME);
  if (has === enable) return { settings, changed: false };
  const next = enable ? [...list, MCP_SERVER_NAME] : list.filter((n) => n !== MCP_SERVER_NAME);
  const out: Json = { ...settings, enabledMcpjsonServers: next };
  if (!enable && next.length === 0) delete out.enabledMcpjsonServers;
  return { settings: out, changed: true };
}

export interface InitOptions {
  projectRoot: string;
  /** The bundle hooks and the MCP server run (absolute). */
  entry: string;
  skipTools: readonly string[];
  /** Private to this machine: settings.local.json, and the MCP server in the user's local project scope. */
  local: boolean;
  uninstall: boolean;
  home: string;
}

export interface InitReport {
  changes: string[];
  files: string[];
}

/** Applies init or uninstall to the files; writes a file only when its content changes. */
export function runInit(o: InitOptions): InitReport {
  const report: InitReport = { changes: [], files: [] };
  const settingsFile = path.join(o.projectRoot, '.claude', o.local ? 'settings.local.json' : 'settings.json');
  const rel = (f: string) => (f.startsWith(o.projectRoot + path.sep) ? path.relative(o.projectRoot, f) : f.replace(os.homedir(), '~'));

  let settings = readJson(settingsFile);
  const hooks = o.uninstall ? removeHooks(settings) : mergeHooks(settings, o.entry, o.skipTools);
  settings = hooks.settings;
  for (const e of hooks.changed)
    report.changes.push(`${o.uninstall ? 'removed' : 'added'} the ${e} hook ${o.uninstall ? 'from' : 'in'} ${rel(settingsFile)}`);

  if (o.local) {
    // Claude Code's local scope: ~/.claude.json → projects[<root>].mcpServers (what `claude mcp add -s local` writes).
    const userFile = path.join(o.home, '.claude.json');
    const user = readJson(userFile);
    const projects = asObject(user.projects);
    const entry = asObject(projects[o.projectRoot]);
    const merged = o.uninstall ? removeMcpServer(entry) : mergeMcpServer(entry, o.entry);
    if (merged.changed) {
      writeJson(userFile, { ...user, projects: { ...projects, [o.projectRoot]: merged.config } }, report);
      report.changes.push(
        `${o.uninstall ? 'removed' : 'added'} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? 'from' : 'in'} ~/.claude.json (local scope of ${o.projectRoot})`,
      );
    }
  } else {
    const mcpFile = path.join(o.projectRoot, '.mcp.json');
    const mcp = readJson(mcpFile);
    const merged = o.uninstall ? removeMcpServer(mcp) : mergeMcpServer(mcp, o.entry);
    if (merged.changed) {
      if (o.uninstall && Object.keys(merged.config).length === 0) removeFile(mcpFile, report);
      else writeJson(mcpFile, merged.config, report);
      report.changes.push(
        `${o.uninstall ? 'removed' : 'added'} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? 'from' : 'in'} .mcp.json`,
      );
    }
    const enabled = enableMcpServer(settings, !o.uninstall);
    settings = enabled.settings;
    if (enabled.changed)
      report.changes.push(
        `${o.uninstall ? 'no longer approves' : 'approved'} the ${MCP_SERVER_NAME} server in ${rel(settingsFile)} (enabledMcpjsonServers)`,
      );
  }

  if (JSON.stringify(settings) !== JSON.stringify(readJson(settingsFile))) {
    if (o.uninstall && Object.keys(settings).length === 0) removeFile(settingsFile, report);
    else writeJson(settingsFile, settings, report);
  }
  return report;
}

function readJson(file: string): Json {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  if (!text.trim()) return {};
  try {
    return asObject(JSON.parse(text));
  } catch (err) {
    throw new InitError(`${file} is not valid JSON (${(err as Error).message}); fix it or move it away, then run init again`);
  }
}

function writeJson(file: string, value: Json, report: InitReport): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
  if (!report.files.includes(file)) report.files.push(file);
}

function removeFile(file: string, report: InitReport): void {
  fs.rmSync(file, { force: true });
  if (!report.files.includes(file)) report.files.push(file);
}

export class InitError extends Error {}
