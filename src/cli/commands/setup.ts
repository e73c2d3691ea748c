// Set-up and inspection: where the memory lives, what it holds, init without the plugin, the dashboard, doctor,
// the runtime, the MCP server, and the generated hook manifest.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import pkg from '../../../package.json' with { type: 'json' };
import { listProjects, registeredProject } from '../../app.js';
import { replayProjectSpool } from '../../capture/replay.js';
import { ConfigError, loadConfig, toolMatcher } from '../../config.js';
import { installRuntime, runtimePhasesFor, runtimeState } from '../../runtime/install.js';
import { formatStatus, projectStatus } from '../status.js';
import { type CommandContext, ExitCode, portNumber, UsageError } from './context.js';

/** where, status. */
export function registerStatusCommands(program: Command, c: CommandContext): void {
  const { getApp, println, printJson, noMemoryYet } = c;
  program
    .command('where')
    .description("print the data dir and the current project's database path")
    .option('--project <dir>', 'project directory (default: the current directory)')
    .option('--json', 'machine-readable output')
    .action((opts: { project?: string; json?: boolean }) => {
      const a = getApp();
      const project = a.project(opts.project);
      const database = `${a.paths.projectsDir}/${project.key}.db`;
      if (opts.json) {
        printJson({
          dataDir: a.paths.dataDir,
          project: { name: project.name, identity: project.identity, root: project.root },
          database,
          exists: a.hasProjectStore(project),
          config: a.paths.configFile,
          runtime: a.runtime.installDir,
        });
        return;
      }
      println(`data dir   ${a.paths.dataDir}`);
      println(`project    ${project.name} (${project.identity})`);
      println(`database   ${database}`);
      if (!a.hasProjectStore(project)) println('           (not created yet: the first capture or write creates it)');
      println(`config     ${a.paths.configFile}`);
      println(`runtime    ${a.runtime.installDir}`);
    });

  program
    .command('status')
    .description('what was captured, per project: sessions, prompts, tool events, queue, errors, spool, size')
    .option('--json', 'machine-readable output')
    .option('--all', 'every project with a memory, not just the current one')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { json?: boolean; all?: boolean; project?: string }) => {
      const a = getApp();
      const projects = opts.all
        ? listProjects(a)
            .filter((p) => p.root)
            .map((p) => registeredProject(a, p))
        : [a.project(opts.project)];
      const statuses = [];
      for (const project of projects) {
        if (!a.hasProjectStore(project)) continue;
        const db = a.openProjectStore(project);
        try {
          replayProjectSpool(db, a.paths, project, a.config, a.log, a.now());
          statuses.push(projectStatus(a, project, db));
        } finally {
          db.close();
        }
      }
      if (!opts.all && !statuses.length) {
        if (opts.json)
          printJson({ project: { name: projects[0].name, root: projects[0].root }, memory: null, message: noMemoryYet(projects[0]) });
        else println(noMemoryYet(projects[0]));
        return;
      }
      if (opts.json) println(JSON.stringify(opts.all ? statuses : statuses[0], null, 2));
      else println(statuses.map(formatStatus).join('\n\n') || 'No project has a memory yet.');
    });
}

/** init, dashboard, doctor, runtime, mcp, hooks-json, hooks-matcher. */
export function registerSetupCommands(program: Command, c: CommandContext): void {
  const { ctx, getApp, println, printJson, noMemoryYet, err } = c;
  program
    .command('init')
    .description('set memory up in this project without the plugin: hooks into .claude/settings.json, the MCP server into .mcp.json')
    .option('--local', 'only for you: .claude/settings.local.json, and the MCP server in your local scope (~/.claude.json)')
    .option('--uninstall', 'take out exactly what init put in')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { local?: boolean; uninstall?: boolean; json?: boolean; project?: string }) => {
      const { runInit, InitError } = await import('../init.js');
      const a = getApp();
      const project = a.project(opts.project);
      let report;
      try {
        report = runInit({
          projectRoot: project.root,
          // As the file system has it: a bundle under the project is named relative to the project in shared files.
          entry: realpathOr(ctx.entryScript),
          skipTools: a.config.capture.skipTools,
          local: opts.local ?? false,
          uninstall: opts.uninstall ?? false,
          home: ctx.settings.home,
        });
      } catch (e) {
        if (e instanceof InitError) throw new UsageError(e.message);
        throw e;
      }
      if (opts.json) return printJson({ project: project.root, ...report });
      if (!report.changes.length)
        println(`Nothing to change in ${project.root}: memory is ${opts.uninstall ? 'not set up' : 'already set up'} there.`);
      for (const c of report.changes) println(`- ${c}`);
      for (const w of report.warnings) err(`Note: ${w}\n`);
      if (report.changes.length && !opts.uninstall)
        println('Start a new Claude Code session in this project: its prompts, tool calls and answers are captured from now on.');
    });

  program
    .command('dashboard')
    .description('a local web page to see, search and curate the memory (127.0.0.1 only, per-launch token)')
    .option('--port <n>', 'port to listen on (default: a free one)', (v) => portNumber(v), 0)
    .option('--no-open', 'print the link without opening a browser')
    .option('--detach', 'run in the background: print the link and the process id, then return')
    .option('--project <dir>', 'project shown first (default: the current directory)')
    .action(async (opts: { port: number; open: boolean; detach?: boolean; project?: string }) => {
      if (opts.detach) {
        const { startDetachedDashboard } = await import('../../dashboard/launch.js');
        const args = [
          'dashboard',
          '--port',
          String(opts.port),
          ...(opts.open ? [] : ['--no-open']),
          ...(opts.project ? ['--project', opts.project] : []),
        ];
        const a = getApp();
        const started = await startDetachedDashboard(
          ctx.entryScript,
          args,
          ctx.settings.childEnv,
          ctx.cwd,
          path.join(a.paths.runDir, `dashboard-${process.pid}.out`),
        );
        println(started.banner);
        println(`Running in the background as pid ${started.pid}; stop it with: kill ${started.pid}`);
        return;
      }
      const { startDashboard } = await import('../../dashboard/server.js');
      const { openInBrowser } = await import('../../dashboard/launch.js');
      const a = getApp();
      const dash = await startDashboard(a, {
        port: opts.port,
        projectDir: opts.project,
        assetsDir: path.join(path.dirname(ctx.entryScript), 'dashboard'),
      }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE')
          throw new UsageError(`port ${opts.port} is in use: pick another with --port, or leave it out for a free one`);
        throw e;
      });
      if (dash.shown.fallback) println(`${noMemoryYet(a.project(opts.project))} Showing ${dash.shown.name} (${dash.shown.root}) first.`);
      println(`Memory dashboard: ${dash.url}`);
      println('Only this machine can reach it, and only with this link. Press Ctrl-C to stop.');
      if (opts.open) openInBrowser(dash.url, (e) => err(`Could not open a browser (${e.message}); open the link above yourself.\n`));
      await new Promise<void>((resolve) => {
        const stop = () => void dash.close().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('doctor')
    .description('check the installation: runtime dependencies, database integrity, hooks, spool, config')
    .option('--install', 'install missing runtime dependencies now (in the foreground)')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'the project whose memory and hooks to check (default: the current directory)')
    .action(async (opts: { install?: boolean; json?: boolean; project?: string }) => {
      const a = getApp();
      const { runDoctor } = await import('../doctor.js');
      const report = await runDoctor(a, {
        install: opts.install ?? false,
        pluginRoot: ctx.settings.pluginRoot,
        projectDir: opts.project,
        onProgress: (line) => err(`${line}\n`),
      });
      if (opts.json) println(JSON.stringify(report, null, 2));
      else for (const c of report.checks) println(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
      if (!report.ok) throw new ExitCode(1);
    });

  const runtime = program.command('runtime').description('manage the runtime dependencies of an installed plugin');
  runtime
    .command('install')
    .description('install the runtime dependencies (SQLite, then the sentence encoders) into the plugin data dir')
    .option('--core-only', 'only SQLite')
    .action(async (opts: { coreOnly?: boolean }) => {
      const a = getApp();
      const result = await installRuntime(a.runtime, {
        phases: opts.coreOnly ? ['core'] : runtimePhasesFor(a.config.embedder.provider),
        env: a.settings.childEnv,
        pointerFile: a.paths.runtimePointer,
        onProgress: (m) => err(`${m}\n`),
      });
      if (result.error) {
        // The background install (a hook started it) has no one to tell but the log, which doctor and status read.
        a.log.error('runtime:install', new Error(result.error));
        throw new UsageError(result.error);
      }
      println(
        `Runtime ready in ${a.runtime.installDir} (installed: ${result.installed.join(', ') || 'nothing'}; already there: ${result.skipped.join(', ') || 'nothing'}).`,
      );
    });
  runtime
    .command('status')
    .description('show where the runtime lives and what is installed')
    .action(() => println(JSON.stringify(runtimeState(getApp().runtime), null, 2)));

  program
    .command('mcp', { hidden: true })
    .description('run the MCP server on stdio (started by Claude Code from the plugin)')
    .action(async () => {
      const { serveMcp } = await import('../../mcp/server.js');
      await serveMcp(getApp(), pkg.version); // until the client goes away
    });

  program
    .command('hooks-json', { hidden: true })
    .description('print hooks/hooks.json for the configured skip list (the plugin ships the default one)')
    .action(async () => {
      const { hooksManifest } = await import('../../hooks-manifest.js');
      println(JSON.stringify(hooksManifest(getApp().config.capture.skipTools), null, 2));
    });

  program
    .command('hooks-matcher', { hidden: true })
    .description('print the PostToolUse matcher derived from the configured skip list')
    .action(() => {
      const a = getApp();
      let skip = a.config.capture.skipTools;
      try {
        skip = loadConfig(a.paths.configFile).capture.skipTools;
      } catch (e) {
        if (e instanceof ConfigError) throw new UsageError(e.message);
      }
      println(toolMatcher(skip));
    });
}

function realpathOr(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}
