// The one settings object of a process: what its environment and config file say, read once by the composition root
// (main.ts for the CLI, the MCP server and their threads; hook/launcher.ts for hooks) and passed down. Nothing else
// reads the environment. Claude Code passes API keys to hooks: the environment is only ever handed on whole to the
// processes this one starts (`childEnv`), never logged or stored.
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfigOrDefault, PLUGIN_OPTIONS, type PluginOptions } from './config.js';
import { type ErrorLog, fileErrorLog } from './log.js';
import { type DataPaths, dataPaths } from './paths.js';

export interface Settings {
  /** Where memory lives: `$CLAUDE_MEMORY_HOME`, else `~/.claude-memory`. */
  paths: DataPaths;
  /** The user's home (Claude Code's transcripts and settings are under it). */
  home: string;
  config: Config;
  log: ErrorLog;
  /** The project root Claude Code opened (CLAUDE_PROJECT_DIR): it names the project, not a subfolder's cwd. */
  projectDir?: string;
  /** The Claude Code session this process serves (CLAUDE_CODE_SESSION_ID). */
  sessionId?: string;
  /** The installed plugin's folder and its persistent data dir (CLAUDE_PLUGIN_ROOT, CLAUDE_PLUGIN_DATA). */
  pluginRoot?: string;
  pluginData?: string;
  /** CLAUDE_MEMORY_OFFLINE=1: never download a model. */
  offline: boolean;
  /** Claude Code's managed (policy) settings, which can switch hooks off (doctor reads it). */
  managedSettingsFile: string;
  /** PGPASSWORD as given to this process (team memory). */
  pgPassword?: string;
  /** The environment, handed on unread to the processes and threads this one starts. */
  childEnv: NodeJS.ProcessEnv;
  /** The descriptor this process's command-line arguments come over, when main.ts re-ran a long command line. */
  argumentsFd?: number;
}

/** Set by main.ts for the process it re-runs a long command line in: its arguments come over this descriptor. */
export const ARGUMENTS_FD_VARIABLE = 'CLAUDE_MEMORY_ARGUMENTS_FD';

/** Where memory lives, from the environment alone (the hook launcher needs it before anything else). */
export function dataDirFrom(env: NodeJS.ProcessEnv): string {
  if (env.CLAUDE_MEMORY_HOME) return path.resolve(env.CLAUDE_MEMORY_HOME);
  return path.join(env.HOME || os.homedir(), '.claude-memory');
}

/** Reads the settings of this process. A broken config file is logged and the defaults are used. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const paths = dataPaths(dataDirFrom(env));
  const log = fileErrorLog(paths.logDir, Date.now, (project) => path.join(paths.projectsDir, `${project}.db`));
  return {
    paths,
    home: env.HOME || os.homedir(),
    config: loadConfigOrDefault(paths.configFile, (err) => log.error('config', err), pluginOptionsFrom(env)),
    log,
    projectDir: env.CLAUDE_PROJECT_DIR || undefined,
    sessionId: env.CLAUDE_CODE_SESSION_ID || undefined,
    pluginRoot: env.CLAUDE_PLUGIN_ROOT || undefined,
    pluginData: env.CLAUDE_PLUGIN_DATA || undefined,
    offline: env.CLAUDE_MEMORY_OFFLINE === '1',
    managedSettingsFile: env.CLAUDE_MEMORY_MANAGED_SETTINGS || '/etc/claude-code/managed-settings.json',
    pgPassword: env.PGPASSWORD || undefined,
    // The descriptor is this process's alone: its own children are not given one.
    childEnv: env[ARGUMENTS_FD_VARIABLE] === undefined ? env : withoutVariable(env, ARGUMENTS_FD_VARIABLE),
    argumentsFd: /^\d+$/.test(env[ARGUMENTS_FD_VARIABLE] ?? '') ? Number(env[ARGUMENTS_FD_VARIABLE]) : undefined,
  };
}

function withoutVariable(env: NodeJS.ProcessEnv, name: string): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest[name];
  return rest;
}

/** The plugin's userConfig options as Claude Code passes them: CLAUDE_PLUGIN_OPTION_<KEY>, the key in capitals. */
function pluginOptionsFrom(env: NodeJS.ProcessEnv): PluginOptions {
  const out: PluginOptions = {};
  for (const name of Object.keys(PLUGIN_OPTIONS) as (keyof typeof PLUGIN_OPTIONS)[]) {
    const value = env[`CLAUDE_PLUGIN_OPTION_${name.toUpperCase()}`];
    // An unset option whose reference Claude Code could not fill arrives as the reference itself.
    if (value !== undefined && value !== '' && !value.includes('${')) out[name] = value;
  }
  return out;
}
