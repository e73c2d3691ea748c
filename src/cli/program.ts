// The `claude-memory` command line. Parses argv with commander, builds the app once, and maps errors to exit codes;
// no other module calls process.exit.
import fs from 'node:fs';
import { Command, CommanderError } from 'commander';
import pkg from '../../package.json' with { type: 'json' };
import { createApp, listProjects, type App } from '../app.js';
import { findTranscripts, importTranscripts } from '../capture/import.js';
import { replayProjectSpool } from '../capture/replay.js';
import { ConfigError, loadConfig, toolMatcher } from '../config.js';
import { projectIdentity, spoolPath, type ProjectIdentity } from '../paths.js';
import { installRuntime, runtimeState } from '../runtime/install.js';
import { DependencyMissingError } from '../runtime/native.js';
import { compactStore, type Db } from '../store/connection.js';
import { parseKindList, parseMemoryId, SEARCHABLE_KINDS } from '../store/kinds.js';
import { forget, recordDecision, spooledMatchFor, sweepRawPayloads } from '../store/memory.js';
import { scrubSpooled } from '../capture/spool.js';
import { resolveSessionId } from '../store/read.js';
import { formatStatus, projectStatus } from './status.js';

export interface CliContext {
  env: NodeJS.ProcessEnv;
  entryScript: string;
  cwd: string;
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
}

export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const out = ctx.stdout ?? ((s: string) => process.stdout.write(s));
  const err = ctx.stderr ?? ((s: string) => process.stderr.write(s));
  let app: App | null = null;
  const getApp = () => (app ??= createApp({ env: ctx.env, entryScript: ctx.entryScript, cwd: ctx.cwd }));
  const println = (s = '') => out(`${s}\n`);

  const toolDeps = (db: Db, a: App) => ({
    db,
    now: a.now,
    recall: () => Promise.reject(new Error('not used')),
    status: () => ({}),
    budgets: { timeline: 100_000, event: 100_000 },
  });
  const printToolResult = (r: { content: { text: string }[]; isError?: boolean }) => {
    if (r.isError) throw new UsageError(r.content[0].text);
    println(r.content.map((c) => c.text).join('\n'));
  };

  /** Opens the current project's store after replaying anything spooled while it could not be written. */
  const withStore = async <T>(projectDir: string | undefined, fn: (db: Db, project: ProjectIdentity, app: App) => T | Promise<T>): Promise<T> => {
    const a = getApp();
    const project = a.project(projectDir);
    const db = a.openProjectStore(project);
    try {
      replayProjectSpool(db, a.paths, project, a.config, a.log, a.now());
      return await fn(db, project, a);
    } finally {
      db.close();
    }
  };

  const program = new Command('claude-memory')
    .description('A lasting, searchable, local memory of past work for Claude Code')
    .version(pkg.version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: out, writeErr: err })
    .showHelpAfterError();

  program
    .command('hook')
    .description('run a Claude Code hook (reads the event payload on stdin; used by hooks/hooks.json)')
    .argument('<event>', 'SessionStart, UserPromptSubmit, PostToolUse, PostToolUseFailure, Stop, SubagentStop, PreCompact or SessionEnd')
    .action(async (event: string) => {
      const { runHookEntry } = await import('./hook-entry.js');
      await runHookEntry(event, ctx.env, ctx.entryScript);
    });

  program
    .command('where')
    .description("print the data dir and the current project's database path")
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action((opts: { project?: string }) => {
      const a = getApp();
      const project = a.project(opts.project);
      println(`data dir   ${a.paths.dataDir}`);
      println(`project    ${project.name} (${project.identity})`);
      println(`database   ${a.paths.projectsDir}/${project.key}.db`);
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
      const projects = opts.all ? listProjects(a).filter((p) => p.root).map((p) => projectIdentity(p.root, { named: true })) : [a.project(opts.project)];
      const statuses = [];
      for (const project of projects) {
        const db = a.openProjectStore(project);
        try {
          replayProjectSpool(db, a.paths, project, a.config, a.log, a.now());
          statuses.push(projectStatus(a, project, db));
        } finally {
          db.close();
        }
      }
      if (opts.json) println(JSON.stringify(opts.all ? statuses : statuses[0], null, 2));
      else println(statuses.map(formatStatus).join('\n\n') || 'No project has a memory yet.');
    });

  program
    .command('import')
    .description('backfill existing transcripts (default: everything under ~/.claude/projects) into their projects')
    .argument('[paths...]', 'transcript files or directories')
    .option('--quiet', 'no progress bar')
    .action(async (paths: string[], opts: { quiet?: boolean }) => {
      const a = getApp();
      const roots = paths.length ? paths : [`${ctx.env.HOME ?? ''}/.claude/projects`];
      const files = findTranscripts(roots);
      const totalBytes = files.reduce((n, f) => n + safeSize(f), 0);
      const bar = !opts.quiet && process.stderr.isTTY ? await progressBar(totalBytes) : null;
      const summary = importTranscripts(files, {
        project: (cwd) => a.project(cwd),
        openStore: (p) => a.openProjectStore(p),
        maxToolOutputBytes: a.config.capture.maxToolOutputBytes,
        staleAfterMs: a.config.worker.staleSessionHours * 3_600_000,
        now: a.now,
        onProgress: (done) => bar?.update(done),
        log: a.log,
      });
      bar?.stop();
      println(
        `Imported ${summary.files} transcripts (${(summary.bytes / 1024 / 1024).toFixed(1)} MB): ${summary.sessions} sessions, ` +
          `${summary.stored} new records of ${summary.records}, ${summary.malformed} malformed lines skipped, into ${[...new Set(summary.projects)].join(', ') || 'no project'}.`,
      );
      for (const s of summary.skipped) println(`  skipped ${s.file}: ${s.reason}`);
      if (summary.stored > 0) println('Run `claude-memory worker --once` to summarize now (a session\'s worker also does it in the background).');
    });

  program
    .command('worker')
    .description("drain this project's compression queue (summaries, rollups, vectors)")
    .option('--once', 'drain everything that is ready, then exit')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { once?: boolean; project?: string }) => {
      const { CompressionWorker } = await import('../queue/worker.js');
      const a = getApp();
      const project = a.project(opts.project);
      const db = a.openProjectStore(project);
      const worker = new CompressionWorker({
        db,
        config: a.config,
        log: a.log,
        now: a.now,
        embedder: () => a.embedder(),
        project: project.key,
        beforeDrain: () => replayProjectSpool(db, a.paths, project, a.config, a.log, a.now()),
      });
      if (opts.once) {
        try {
          if (!worker.acquire()) {
            err("Another worker (a session's MCP server or a background worker) holds this project's lease; it drains the queue.\n");
            return;
          }
          const stats = await worker.drain();
          println(`Summarized ${stats.turns} turns and ${stats.rollups} sessions; embedded ${stats.embedded} memories; ${stats.failures} failures (${stats.parked} parked).`);
          if (Object.keys(stats.tiers).length) println(`Tiers: ${Object.entries(stats.tiers).map(([t, n]) => `${t} ${n}`).join(', ')}`);
        } finally {
          worker.release();
          db.close();
        }
        return;
      }
      await new Promise<void>((resolve) => worker.start({ exitWhenIdle: true, onExit: resolve }));
      db.close();
    });

  program
    .command('recall')
    .description("search this project's memory")
    .argument('<query...>', 'what to look for')
    .option('--json', 'machine-readable output')
    .option('--limit <n>', 'maximum hits', (v) => positiveInt(v, '--limit'), 10)
    .option('--fts', 'keyword search only (skip the vector side)')
    .option('--session <id>', 'only this session')
    .option('--kind <kinds>', `comma-separated kinds: ${SEARCHABLE_KINDS.join(',')}`)
    .option('--file <path>', 'only turns that touched this file')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (words: string[], opts: { json?: boolean; limit: number; fts?: boolean; session?: string; kind?: string; file?: string; project?: string }) => {
      const query = words.join(' ');
      const kinds = opts.kind ? parseKindList(opts.kind.split(',').map((k) => k.trim()).filter(Boolean)) : null;
      if (kinds && !kinds.ok) throw new UsageError(`--kind: ${kinds.error}`);
      await withStore(opts.project, async (db, _project, a) => {
        const { recall } = await import('../recall/search.js');
        const { formatHit } = await import('../mcp/tools.js');
        // No encoder load when the vector side cannot count.
        const embedder = opts.fts || a.config.search.vectorWeight === 0 ? null : await a.embedder();
        const result = await recall(
          { db, now: a.now(), weights: { fts: a.config.search.ftsWeight, vector: a.config.search.vectorWeight }, embedder },
          query,
          {
            limit: opts.limit,
            mode: opts.fts ? 'fts' : 'hybrid',
            filters: { sessionId: opts.session ? (resolveSessionId(db, opts.session) ?? opts.session) : undefined, kinds: kinds?.ok ? kinds.kinds : undefined, filePath: opts.file },
          },
        );
        if (opts.json) println(JSON.stringify(result, null, 2));
        else if (!result.hits.length) println(`No memories match "${query}".`);
        else {
          println(`${result.hits.length} of ${result.total} hits (${result.mode}):`);
          for (const h of result.hits) println(formatHit(h));
        }
      });
    });

  program
    .command('timeline')
    .description("one session's rollup and turn summaries, with its tool events (what session_timeline returns)")
    .argument('<session>', 'session id or a unique prefix')
    .option('--limit <n>', 'maximum turns', (v) => positiveInt(v, '--limit'), 50)
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (session: string, opts: { limit: number; project?: string }) => {
      const { sessionTimelineHandler } = await import('../mcp/tools.js');
      await withStore(opts.project, (db, _p, a) => printToolResult(sessionTimelineHandler(toolDeps(db, a), { session_id: session, limit: opts.limit })));
    });

  program
    .command('event')
    .description('the raw input and output of one tool event, if still retained (what session_event returns)')
    .argument('<id>', 'tool event id, e.g. 7 or tool:7')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (id: string, opts: { project?: string }) => {
      const { sessionEventHandler } = await import('../mcp/tools.js');
      await withStore(opts.project, (db, _p, a) => printToolResult(sessionEventHandler(toolDeps(db, a), { event_id: id })));
    });

  program
    .command('remember')
    .description('save a decision (source: manual) in this project\'s memory')
    .argument('<text...>', 'the decision')
    .option('--reason <why>', 'why it was made', '')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (words: string[], opts: { reason: string; project?: string }) => {
      const decision = words.join(' ').trim();
      if (decision.length < 3) throw new UsageError('Say what to remember, e.g.: claude-memory remember "Use pnpm, not npm"');
      await withStore(opts.project, (db, _p, a) => {
        const id = recordDecision(db, { decision, reason: opts.reason, source: 'manual', sessionId: null, at: a.now() });
        println(`Remembered as decision:${id}.`);
      });
    });

  program
    .command('forget')
    .description('delete a memory for good (e.g. decision:12, tool:7, session:<id>)')
    .argument('<id>', 'memory id as shown by recall')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (id: string, opts: { project?: string }) => {
      const parsed = parseMemoryId(id);
      if (!parsed.ok) throw new UsageError(parsed.error);
      await withStore(opts.project, (db, project, a) => {
        const spooled = spooledMatchFor(db, parsed.id);
        const result = forget(db, parsed.id);
        if (!result.removed) throw new UsageError(`Nothing stored under ${id}.`);
        if (spooled) scrubSpooled(spoolPath(a.paths, project.key), spooled.field, spooled.value);
        println(`Forgot ${result.id} for good.`);
      });
    });

  program
    .command('sweep')
    .description('apply retention now: delete raw tool payloads older than the window once their turn is summarized')
    .option('--days <n>', 'retention window in days (default: from config, 30)', (v) => nonNegative(v, '--days'))
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { days?: number; project?: string }) => {
      await withStore(opts.project, (db, _p, a) => {
        const days = opts.days ?? a.config.retention.rawPayloadDays;
        const removed = sweepRawPayloads(db, a.now() - days * 86_400_000);
        compactStore(db);
        println(`Deleted ${removed} raw tool payloads older than ${days} days; summaries and evidence stay.`);
      });
    });

  program
    .command('doctor')
    .description('check the installation: runtime dependencies, database integrity, hooks, spool, config')
    .option('--install', 'install missing runtime dependencies now (in the foreground)')
    .option('--json', 'machine-readable output')
    .action(async (opts: { install?: boolean; json?: boolean }) => {
      const a = getApp();
      const { runDoctor } = await import('./doctor.js');
      const report = await runDoctor(a, { install: opts.install ?? false, pluginRoot: ctx.env.CLAUDE_PLUGIN_ROOT });
      if (opts.json) println(JSON.stringify(report, null, 2));
      else for (const c of report.checks) println(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
      if (!report.ok) throw new ExitCode(1);
    });

  const runtime = program.command('runtime').description('manage the runtime dependencies of an installed plugin');
  runtime
    .command('install')
    .description('install the runtime dependencies (SQLite, then the sentence encoders) into the plugin data dir')
    .option('--core-only', 'only SQLite')
    .action((opts: { coreOnly?: boolean }) => {
      const a = getApp();
      const result = installRuntime(a.runtime, { phases: opts.coreOnly ? ['core'] : ['core', 'embed'], env: a.env, pointerFile: a.paths.runtimePointer, onProgress: (m) => err(`${m}\n`) });
      if (result.error) throw new UsageError(result.error);
      println(`Runtime ready in ${a.runtime.installDir} (installed: ${result.installed.join(', ') || 'nothing'}; already there: ${result.skipped.join(', ') || 'nothing'}).`);
    });
  runtime
    .command('status')
    .description('show where the runtime lives and what is installed')
    .action(() => println(JSON.stringify(runtimeState(getApp().runtime), null, 2)));

  program
    .command('mcp')
    .description('run the MCP server on stdio (started by Claude Code from the plugin)')
    .action(async () => {
      const { serveMcp } = await import('../mcp/server.js');
      await serveMcp(getApp(), pkg.version);
      await new Promise(() => undefined); // lives until the client goes away
    });

  program
    .command('hooks-json')
    .description('print hooks/hooks.json for the configured skip list (the plugin ships the default one)')
    .action(async () => {
      const { hooksManifest } = await import('../hooks-manifest.js');
      println(JSON.stringify(hooksManifest(getApp().config.capture.skipTools), null, 2));
    });

  program
    .command('hooks-matcher')
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

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    if (e instanceof ExitCode) return e.code;
    if (e instanceof UsageError || e instanceof ConfigError) {
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

class UsageError extends Error {
  readonly code = 'E_USAGE';
}

class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function positiveInt(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive whole number, got "${v}"`);
  return n;
}

function nonNegative(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`${flag} must be a number >= 0, got "${v}"`);
  return n;
}

function safeSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

async function progressBar(total: number): Promise<{ update(n: number): void; stop(): void }> {
  const { SingleBar, Presets } = await import('cli-progress');
  const bar = new SingleBar({ format: 'importing [{bar}] {percentage}% | {value}/{total} bytes', stream: process.stderr, clearOnComplete: true }, Presets.shades_classic);
  bar.start(Math.max(total, 1), 0);
  return { update: (n) => bar.update(Math.min(n, total)), stop: () => bar.stop() };
}

