// The `claude-memory` command line. Parses argv with commander, builds the app once, and maps errors to exit codes;
// no other module calls process.exit. The commands themselves are registered by area from src/cli/commands/.
import { Command, CommanderError } from 'commander';
import pkg from '../../package.json' with { type: 'json' };
import { createApp, type App } from '../app.js';
import { replayProjectSpool } from '../capture/replay.js';
import { ConfigError } from '../config.js';
import type { ProjectIdentity } from '../paths.js';
import type { Settings } from '../settings.js';
import { DependencyMissingError } from '../runtime/native.js';
import type { Db } from '../store/connection.js';
import { KnowledgeError } from '../store/knowledge.js';
import { MemoryIdError } from '../store/memory-ids.js';
import { registerCaptureCommands, registerHookCommand } from './commands/capture.js';
import { ExitCode, UsageError, type CommandContext } from './commands/context.js';
import { registerKnowledgeCommands } from './commands/knowledge.js';
import { registerPortableCommands } from './commands/portable.js';
import { registerRecallCommands } from './commands/recall.js';
import { registerSetupCommands, registerStatusCommands } from './commands/setup.js';

export interface CliContext {
  settings: Settings;
  entryScript: string;
  cwd: string;
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
}

export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const out = ctx.stdout ?? ((s: string) => process.stdout.write(s));
  const err = ctx.stderr ?? ((s: string) => process.stderr.write(s));
  let app: App | null = null;
  const getApp = () => (app ??= createApp(ctx.settings, { entryScript: ctx.entryScript, cwd: ctx.cwd }));
  const println = (s = '') => out(`${s}\n`);
  const noMemoryYet = (project: ProjectIdentity) => `No memory for ${project.root || project.identity} yet.`;
  const withStore = async <T>(
    projectDir: string | undefined,
    fn: (db: Db, project: ProjectIdentity, app: App) => T | Promise<T>,
    opts: { readOnly?: boolean } = {},
  ): Promise<T | undefined> => {
    const a = getApp();
    const project = a.project(projectDir);
    if (opts.readOnly && !a.hasProjectStore(project)) {
      println(noMemoryYet(project));
      return undefined;
    }
    const db = a.openProjectStore(project);
    try {
      replayProjectSpool(db, a.paths, project, a.config, a.log, a.now());
      return await fn(db, project, a);
    } finally {
      db.close();
    }
  };
  const c: CommandContext = {
    ctx,
    getApp,
    out,
    err,
    println,
    printJson: (value) => println(JSON.stringify(value, null, 2)),
    withStore,
    noMemoryYet,
    fail: (message) => {
      throw new UsageError(message);
    },
  };

  const program = new Command('claude-memory')
    .description('A lasting, searchable, local memory of past work for Claude Code')
    .version(pkg.version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: out, writeErr: err })
    // One line, not the whole help: the error and its "Did you mean" stay on screen.
    .showHelpAfterError('(`claude-memory --help` lists the commands; `claude-memory <command> --help` describes one)')
    .addHelpText(
      'after',
      '\nClaude Code runs `hook` and `mcp` itself, and the build `hooks-json` and `hooks-matcher`: they are left out above.',
    );

  registerHookCommand(program, c);
  registerStatusCommands(program, c);
  registerCaptureCommands(program, c);
  registerRecallCommands(program, c);
  registerKnowledgeCommands(program, c);
  (await import('./commands/team.js')).registerTeamCommands(program, c);
  registerPortableCommands(program, c);
  registerSetupCommands(program, c);

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError)
      return e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    if (e instanceof ExitCode) return e.code;
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof MemoryIdError || e instanceof KnowledgeError) {
      err(`claude-memory: ${e.message}\n`);
      return 2;
    }
    if (e instanceof DependencyMissingError) {
      err(`claude-memory: ${e.message}\n`);
      return 3;
    }
    err(`claude-memory: ${(e as Error)?.message ?? String(e)}\n`);
    getApp().log.error('cli', e);
    return 1;
  }
}
