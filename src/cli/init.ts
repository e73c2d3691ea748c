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

/**
 * How a file shared with the team names the project: Claude Code runs hooks and MCP servers with CLAUDE_PROJECT_DIR
 * set to the project's root (a hook's command goes through the shell, which expands it).
 */
const PROJECT_DIR = '${CLAUDE_PROJECT_DIR}';

interface HookGroup {
  matcher?: string;
  hooks: { type: string; command: string; [k: string]: unknown }[];
}

const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** JSON with the keys of every object sorted: two settings that differ only in key order are the same settings. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const holdsOurs = (g: HookGroup) => Array.isArray(g?.hooks) && g.hooks.some((h) => isOurs(String(h?.command ?? '')));

/**
 * Adds our hook groups, replacing any earlier ones of ours (e.g. from an older path); returns what changed. An event
 * whose groups of ours are already the ones we would write is left exactly as it is, wherever they stand in it.
 */
export function mergeHooks(settings: Json, entry: string, skipTools: readonly string[]): { settings: Json; changed: string[] } {
  const ours = asObject(hooksManifest(skipTools, entry).hooks) as Record<string, HookGroup[]>;
  const hooks = { ...asObject(settings.hooks) } as Record<string, HookGroup[]>;
  const changed: string[] = [];
  for (const [event, groups] of Object.entries(ours)) {
    const current = Array.isArray(hooks[event]) ? hooks[event] : [];
    const withoutOurs = asObject(removeHooks({ hooks: { [event]: current } }).settings.hooks)[event] as HookGroup[] | undefined;
    const others = current.filter((g) => !holdsOurs(g));
    // Ours in place, and no group of the user's holding one of ours too: nothing to do.
    if (sameJson(current.filter(holdsOurs), groups) && sameJson(others, withoutOurs ?? [])) continue;
    hooks[event] = [...(withoutOurs ?? []), ...groups];
    changed.push(event);
  }
  if (!changed.length) return { settings, changed };
  return { settings: { ...settings, hooks }, changed };
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

/**
 * Our MCP server: `node <bundle> mcp`; in a shared file, through the shell, which finds the bundle under the project
 * root Claude Code gives the server (CLAUDE_PROJECT_DIR, written `$NAME`: Claude Code would expand `${NAME}` in
 * .mcp.json from its own environment, which does not hold it).
 */
function mcpServerFor(entry: string): Json {
  if (!entry.startsWith(`${PROJECT_DIR}/`)) return { type: 'stdio', command: 'node', args: [entry, 'mcp'] };
  const script = `"$CLAUDE_PROJECT_DIR/${entry.slice(PROJECT_DIR.length + 1)}"`;
  return { type: 'stdio', command: 'sh', args: ['-c', `exec node ${script} mcp`] };
}

/** Our MCP server in an `mcpServers` map (a .mcp.json file, or a project entry of ~/.claude.json). */
export function mergeMcpServer(config: Json, entry: string): { config: Json; changed: boolean } {
  const servers = asObject(config.mcpServers);
  const server = mcpServerFor(entry);
  if (sameJson(servers[MCP_SERVER_NAME], server)) return { config, changed: false };
  return { config: { ...config, mcpServers: { ...servers, [MCP_SERVER_NAME]: server } }, changed: true };
}

export function removeMcpServer(config: Json): { config: Json; changed: boolean } {
  const servers = { ...asObject(config.mcpServers) };
  const ours = asObject(servers[MCP_SERVER_NAME]);
  const args = Array.isArray(ours.args) ? ours.args.map(String) : [];
  // Only a server that runs this bundle: a user's own server of the same name stays.
  const runsBundle = (args.some((a) => a.endsWith('claude-memory.mjs')) && args.includes('mcp')) || args.some((a) => isOurs(a));
  if (!runsBundle) return { config, changed: false };
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
  /** Where the set-up went: the shared files, or this machine's own (asked for, or because the bundle is outside). */
  scope: 'shared' | 'local';
  /** What the user should know: a plugin that already provides memory, a set-up kept out of the shared files. */
  warnings: string[];
}

/** Applies init or uninstall to the files; writes a file only when its content changes. */
export function runInit(o: InitOptions): InitReport {
  const report: InitReport = { changes: [], files: [], scope: o.local ? 'local' : 'shared', warnings: [] };
  const bundleInProject = o.entry.startsWith(o.projectRoot + path.sep);
  if (!o.local && !o.uninstall && !bundleInProject) {
    // A file the team shares must not name this machine's folders: each teammate's copy of the bundle lives elsewhere.
    report.scope = 'local';
    report.warnings.push(
      `The bundle (${o.entry}) is outside this project, so its path is this machine's: the set-up went into .claude/settings.local.json ` +
        'and your local MCP scope (~/.claude.json), not the shared .claude/settings.json and .mcp.json. To share it with the team, ' +
        'put claude-memory inside the project (e.g. under node_modules/ or tools/) and run init from there.',
    );
  }
  if (!o.uninstall) report.warnings.push(...pluginAlreadyEnabled(o));

  if (report.scope === 'local') {
    applyInit(o, report, { local: true, entry: o.entry });
    // An older init wrote this machine's path into the shared files: it moves out of them.
    if (!o.local) applyInit({ ...o, uninstall: true }, report, { local: false, entry: o.entry, moving: true });
  } else {
    // Shared files name the bundle under the project root, as every teammate's checkout has it.
    const entry = o.local ? o.entry : `${PROJECT_DIR}/${path.relative(o.projectRoot, o.entry).split(path.sep).join('/')}`;
    applyInit(o, report, { local: o.local, entry });
  }
  return report;
}

/** Init or uninstall in one scope's files: its settings file and its MCP server's config. */
function applyInit(o: InitOptions, report: InitReport, scope: { local: boolean; entry: string; moving?: boolean }): void {
  const settingsFile = path.join(o.projectRoot, '.claude', scope.local ? 'settings.local.json' : 'settings.json');
  const rel = (f: string) => (f.startsWith(o.projectRoot + path.sep) ? path.relative(o.projectRoot, f) : f.replace(os.homedir(), '~'));
  const mcpChange = (where: string) =>
    scope.moving
      ? `moved the ${MCP_SERVER_NAME} MCP server out of ${where}`
      : `${o.uninstall ? 'removed' : 'added'} the ${MCP_SERVER_NAME} MCP server ${o.uninstall ? 'from' : 'in'} ${where}`;
  const original = readJson(settingsFile);
  let settings = original;
  const hooks = o.uninstall ? removeHooks(settings) : mergeHooks(settings, scope.entry, o.skipTools);
  settings = hooks.settings;
  for (const e of hooks.changed)
    report.changes.push(
      scope.moving
        ? `moved the ${e} hook out of ${rel(settingsFile)}`
        : `${o.uninstall ? 'removed' : 'added'} the ${e} hook ${o.uninstall ? 'from' : 'in'} ${rel(settingsFile)}`,
    );

  if (scope.local) {
    // Claude Code's local scope: ~/.claude.json → projects[<root>].mcpServers (what `claude mcp add -s local` writes).
    const userFile = path.join(o.home, '.claude.json');
    const user = readJson(userFile);
    const projects = asObject(user.projects);
    const entry = asObject(projects[o.projectRoot]);
    const merged = o.uninstall ? removeMcpServer(entry) : mergeMcpServer(entry, scope.entry);
    if (merged.changed) {
      writeJson(userFile, { ...user, projects: { ...projects, [o.projectRoot]: merged.config } }, report);
      report.changes.push(mcpChange(`~/.claude.json (local scope of ${o.projectRoot})`));
    }
  } else {
    const mcpFile = path.join(o.projectRoot, '.mcp.json');
    const mcp = readJson(mcpFile);
    const merged = o.uninstall ? removeMcpServer(mcp) : mergeMcpServer(mcp, scope.entry);
    if (merged.changed) {
      if (o.uninstall && Object.keys(merged.config).length === 0) removeFile(mcpFile, report);
      else writeJson(mcpFile, merged.config, report);
      report.changes.push(mcpChange('.mcp.json'));
    }
    const enabled = enableMcpServer(settings, !o.uninstall);
    settings = enabled.settings;
    if (enabled.changed)
      report.changes.push(
        `${o.uninstall ? 'no longer approves' : 'approved'} the ${MCP_SERVER_NAME} server in ${rel(settingsFile)} (enabledMcpjsonServers)`,
      );
  }

  // Byte for byte as it was unless something changed: key order and formatting are the user's.
  if (!sameJson(settings, original)) {
    if (o.uninstall && Object.keys(settings).length === 0) removeFile(settingsFile, report);
    else writeJson(settingsFile, settings, report);
  }
}

/**
 * The memory plugin enabled where Claude Code will load it for this project: init's hooks and server beside it would
 * capture every event twice and give the model each memory tool twice.
 */
function pluginAlreadyEnabled(o: InitOptions): string[] {
  const files = [
    path.join(o.home, '.claude', 'settings.json'),
    path.join(o.projectRoot, '.claude', 'settings.json'),
    path.join(o.projectRoot, '.claude', 'settings.local.json'),
  ];
  const enabledIn = files.filter((file) => {
    let plugins: Json;
    try {
      plugins = asObject(asObject(JSON.parse(fs.readFileSync(file, 'utf8'))).enabledPlugins);
    } catch {
      return false;
    }
    return Object.entries(plugins).some(([name, on]) => on === true && name.startsWith('memory@'));
  });
  return enabledIn.map(
    (file) =>
      `The memory plugin is already enabled in ${file.replace(o.home, '~')}: with init's hooks and MCP server as well, every event ` +
      'is captured twice and the model sees each memory tool twice. Keep one: disable the plugin (/plugin in Claude Code), or undo ' +
      'this with `claude-memory init --uninstall`.',
  );
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
