// Capture commands: the hook entry, transcript import and ingest, the predecessor's session files, the worker.
import fs from 'node:fs';
import type { Command } from 'commander';
import { listProjects, registeredProject, type App } from '../../app.js';
import { findTranscripts, type ImportSummary, importTranscripts, importTranscriptsUntil } from '../../capture/import.js';
import { replayProjectSpool } from '../../capture/replay.js';
import type { ProjectIdentity } from '../../paths.js';
import type { Db } from '../../store/connection.js';
import type { QueueWaits } from '../../store/queue.js';
import { processRuns, workerPid } from '../../queue/worker-id.js';
import { importProgress } from '../progress.js';
import { type CommandContext, ExitCode, UsageError } from './context.js';
import { noteIntegrity } from '../../store/integrity.js';

/** `hook <event>` (what hooks/hooks.json runs without the launcher). */
export function registerHookCommand(program: Command, c: CommandContext): void {
  const { ctx } = c;
  program
    // Claude Code runs it, not a user: left out of the help's list.
    .command('hook', { hidden: true })
    .description('run a Claude Code hook (reads the event payload on stdin; used by hooks/hooks.json)')
    .argument('<event>', 'SessionStart, UserPromptSubmit, PostToolUse, PostToolUseFailure, Stop, SubagentStop, PreCompact or SessionEnd')
    .action(async (event: string) => {
      const { runHookCommand } = await import('../../hook/command.js');
      await runHookCommand(event, ctx.settings, ctx.entryScript);
    });
}

/** import, ingest, sessions migrate, worker. */
export function registerCaptureCommands(program: Command, c: CommandContext): void {
  const { ctx, getApp, println, printJson, withStore, noMemoryYet, err } = c;
  program
    .command('import')
    .description('backfill existing transcripts (default: everything under ~/.claude/projects) into their projects')
    .argument('[paths...]', 'transcript files or directories')
    .option('--quiet', 'no progress on stderr (a bar on a terminal, else a line every few seconds)')
    .option('--json', 'machine-readable summary')
    .addHelpText(
      'after',
      '\nRerunning it reads only what is new; Ctrl-C stops it with what was read stored, and a rerun resumes there.\n' +
        "See also: `ingest` (this project's new lines and Claude Code's auto memory), `import-memory` (an export file from another machine).",
    )
    .action(async (paths: string[], opts: { quiet?: boolean; json?: boolean }) => {
      const a = getApp();
      const missing = paths.filter((p) => !fs.existsSync(p));
      if (missing.length) throw new UsageError(`no such file or directory: ${missing.join(', ')}`);
      const roots = paths.length ? paths : [`${ctx.settings.home}/.claude/projects`];
      const files = findTranscripts(roots);
      const totalBytes = files.reduce((n, f) => n + safeSize(f), 0);
      // A bar with the time left on a terminal, plain lines every few seconds otherwise (stdout stays the summary).
      const bar = opts.quiet ? null : await importProgress(totalBytes, process.stderr);
      // Ctrl-C ends the import between two chunks, everything read so far stored: a rerun resumes from there.
      let interrupted = false;
      const onSignal = () => void (interrupted = true);
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      let summary: ImportSummary;
      try {
        summary = await importTranscriptsUntil(files, { ...importOptions(a), onProgress: (done) => bar?.update(done) }, () => interrupted);
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        bar?.stop();
      }
      if (opts.json) printJson(summary);
      else {
        for (const line of importReport(summary)) println(line);
        if (summary.stored > 0)
          println("Run `claude-memory worker --once` to summarize now (a session's worker also does it in the background).");
      }
      // 130: stopped by Ctrl-C, as a shell reports a command it interrupted.
      if (summary.stoppedAt) throw new ExitCode(130);
    });

  program
    .command('ingest')
    .description(
      "import this project's new transcript lines and Claude Code's auto memory from ~/.claude/projects (the manual path when hooks cannot run)",
    )
    .addHelpText(
      'after',
      '\nSee also: `import` (every transcript, of every project, or the files you name), `import-memory` (an export from another machine).',
    )
    .option('--json', 'machine-readable summary')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { json?: boolean; project?: string }) => {
      const { claudeTranscripts } = await import('../doctor.js');
      const a = getApp();
      const project = a.project(opts.project);
      const files = claudeTranscripts(ctx.settings.home, project.root).map((t) => t.file);
      const summary = importTranscripts(files, importOptions(a));
      // Claude Code's own auto memory of this project comes in too (as candidates to review).
      const { autoMemoryDir, importAutoMemory } = await import('../../capture/auto-memory.js');
      const hasAutoMemory = fs.existsSync(autoMemoryDir(ctx.settings.home, project.root));
      const autoMemory = hasAutoMemory
        ? await withStore(opts.project, (db) => importAutoMemory(db, ctx.settings.home, project.root, a.now()))
        : undefined;
      if (opts.json) return printJson({ ...summary, autoMemory: autoMemory ?? null });
      if (autoMemory?.files)
        println(
          `Auto memory: ${autoMemory.imported} statements imported from ${autoMemory.files} files (${autoMemory.unchanged} unchanged); review them with \`claude-memory review\`.`,
        );
      if (!files.length) return println(`No Claude Code transcripts for ${project.root} under ~/.claude/projects.`);
      println(`Read ${summary.files} transcripts of ${project.name}: ${summary.stored} new records, ${summary.sessions} sessions.`);
      if (summary.stored > 0) println('Run `claude-memory worker --once` to summarize them now.');
    });

  const sessions = program.command('sessions').description('session files of other tools');
  sessions
    .command('migrate')
    .description('import the JSON session files of the predecessor (~/.cce and ~/.claude-context-engine) as decisions and code areas')
    .option('--project <dir>', 'the project to import into (default: each legacy name into the registered project of that name)')
    .option('--from <name>', "with --project: the legacy project name to import from (default: the project's own name)")
    .option('--dry-run', 'read and report, write nothing')
    .option('--json', 'machine-readable report')
    .action(async (opts: { project?: string; from?: string; dryRun?: boolean; json?: boolean }) => {
      const { findLegacyDirs, migrateLegacyDir } = await import('../../capture/legacy.js');
      const a = getApp();
      const dirs = findLegacyDirs(ctx.settings.home);
      const explicit = opts.project ? a.project(opts.project) : null;
      if (opts.from && !explicit) throw new UsageError('--from needs --project (the project to import into)');
      const registered = new Map(
        listProjects(a)
          .filter((p) => p.root)
          .map((p) => [p.name, registeredProject(a, p)]),
      );
      const reports = [];
      const unmatched: string[] = [];
      for (const dir of dirs) {
        const target = explicit ? (dir.name === (opts.from ?? explicit.name) ? explicit : null) : (registered.get(dir.name) ?? null);
        if (!target) {
          if (!explicit) unmatched.push(dir.name);
          continue;
        }
        if (opts.dryRun && !a.hasProjectStore(target)) {
          reports.push({ project: target.name, legacyName: dir.name, files: dir.files.length, dryRun: true });
          continue;
        }
        const db = a.openProjectStore(target);
        try {
          reports.push(migrateLegacyDir(dir, target, db, a.now(), opts.dryRun ?? false));
        } finally {
          db.close();
        }
      }
      if (opts.json) return printJson({ reports, unmatched });
      if (!dirs.length) println('No legacy session files found under ~/.cce/projects or ~/.claude-context-engine/projects.');
      for (const r of reports) {
        if ('files' in r) {
          println(`${r.legacyName} → ${r.project}: ${r.files} files would be read (dry run).`);
          continue;
        }
        const decisions = r.imported.reduce((n, f) => n + f.decisions, 0);
        const areas = r.imported.reduce((n, f) => n + f.codeAreas, 0);
        println(
          `${r.legacyName} → ${r.project}: ${r.imported.length} files ${opts.dryRun ? 'would be imported' : 'imported'} (${decisions} decisions, ${areas} code areas); ${r.alreadyMigrated.length} already migrated.`,
        );
        for (const b of r.bad) println(`  skipped ${b.file}: ${b.error}`);
        if (r.archive) println(`  archived into ${r.archive}`);
      }
      for (const name of unmatched)
        println(`${name}: no project of that name has a memory; run \`claude-memory sessions migrate --project <dir> --from ${name}\`.`);
    });

  program
    .command('worker')
    .description("drain this project's compression queue (summaries, rollups, vectors)")
    .option('--once', 'drain everything that is ready, then exit (waits for a worker that already holds the lease)')
    .option('--all-projects', 'with --once: every project that has a memory')
    .option('--json', 'machine-readable output (with --once)')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { once?: boolean; allProjects?: boolean; json?: boolean; project?: string }) => {
      const { CompressionWorker } = await import('../../queue/worker.js');
      const a = getApp();
      if (opts.allProjects && !opts.once) throw new UsageError('--all-projects works with --once');
      const projects = opts.allProjects
        ? listProjects(a)
            .filter((p) => p.root)
            .map((p) => registeredProject(a, p))
        : [a.project(opts.project)];
      const { queueWaits } = await import('../../store/queue.js');
      const reports: {
        project: string;
        root: string;
        drainedBy: 'this process' | 'another worker';
        stats: Awaited<ReturnType<InstanceType<typeof CompressionWorker>['drain']>> | null;
        /** What is left in the queue and why it is not done yet. */
        waits: ReturnType<typeof queueWaits>;
      }[] = [];
      for (const project of projects) {
        if (!a.hasProjectStore(project)) {
          if (!opts.allProjects) println(noMemoryYet(project));
          continue;
        }
        const db = a.openProjectStore(project);
        const worker = new CompressionWorker({
          db,
          config: a.config,
          log: a.log,
          now: a.now,
          embedder: () => a.embedder(),
          project: project.key,
          beforeDrain: () => {
            // A day since the last full read of its pages: check them (a damaged store is moved aside at its next open).
            noteIntegrity(db, a.log, project.key, a.now());
            return replayProjectSpool(db, a.paths, project, a.config, a.log, a.now());
          },
          afterDrain: async () =>
            (await import('../../team/sync.js')).backgroundTeamSync(
              (await import('../../team/service.js')).teamSyncDeps(db, a.teamAccess(project), a.now, 'worker'),
              (e) => a.log.error('team:sync', e, project.key),
            ),
        });
        try {
          if (!opts.once) {
            await new Promise<void>((resolve) => worker.start({ exitWhenIdle: true, onExit: resolve }));
            return;
          }
          // Another worker (a session's MCP server, a background worker) holds the lease: wait until it has emptied
          // the queue, so that `import && worker --once && recall` sees everything; take over if it goes away.
          let drainedBy: 'this process' | 'another worker' = 'this process';
          if (!worker.acquire()) {
            drainedBy = (await waitForOtherWorker(
              db,
              a,
              () => worker.acquire(),
              (m) => err(m),
            ))
              ? 'another worker'
              : 'this process';
          }
          const stats = drainedBy === 'this process' ? await worker.drain() : null;
          reports.push({ project: project.name, root: project.root, drainedBy, stats, waits: queueWaits(db, a.now()) });
        } finally {
          worker.release();
          db.close();
        }
      }
      if (opts.json) return printJson(opts.allProjects ? reports : (reports[0] ?? null));
      for (const r of reports) {
        if (!r.stats) {
          println(`${r.project}: the worker that held the lease drained the queue.`);
          for (const line of waitLines(r.waits, a)) println(line);
          continue;
        }
        println(
          `${r.project}: summarized ${r.stats.turns} turns and ${r.stats.rollups} sessions; embedded ${r.stats.embedded} memories; ${r.stats.failures} failures (${r.stats.parked} parked).`,
        );
        if (Object.keys(r.stats.tiers).length)
          println(
            `  tiers: ${Object.entries(r.stats.tiers)
              .map(([t, n]) => `${t} ${n}`)
              .join(', ')}`,
          );
        for (const line of waitLines(r.waits, a)) println(line);
      }
      if (!opts.allProjects && listProjects(a).length > 1)
        println('Other projects have a memory too: `claude-memory worker --once --all-projects` drains them all.');
    });
}

/** What is still queued after a drain, and why this run did not do it: claimed by a running worker, or not due yet. */
function waitLines(waits: QueueWaits, a: App): string[] {
  const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
  const lines = waits.claimed.map((c) => {
    const pid = workerPid(c.holder);
    if (pid !== null && processRuns(pid))
      return `  ${items(c.items)} claimed by the worker in process ${pid}, which is still running: it finishes ${c.items === 1 ? 'it' : 'them'}.`;
    const staleIn = Math.max(0, Math.ceil((c.claimedAt + a.config.worker.staleClaimMs - a.now()) / 1000));
    return `  ${items(c.items)} claimed by a worker that is gone (${c.holder}): taken over once the claim is ${a.config.worker.staleClaimMs / 1000} s old, in ${staleIn} s.`;
  });
  if (waits.later.items > 0)
    lines.push(
      `  ${items(waits.later.items)} wait${waits.later.items === 1 ? 's' : ''} for their time (a retry after a failure, a rollup after its turns): the first at ${new Date(waits.later.firstAt ?? a.now()).toISOString()}.`,
    );
  return lines;
}

/** How `import` and `ingest` store transcripts: each into the project of its cwd, with the app's limits and log. */
function importOptions(a: App) {
  return {
    project: (cwd: string) => a.project(cwd),
    openStore: (p: ProjectIdentity) => a.openProjectStore(p),
    maxToolOutputBytes: a.config.capture.maxToolOutputBytes,
    staleAfterMs: a.config.worker.staleSessionHours * 3_600_000,
    now: a.now,
    log: a.log,
  };
}

/** What an import read: new transcripts against those already in memory, and where it stopped if it was stopped. */
export function importReport(summary: ImportSummary): string[] {
  const mb = `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`;
  const fresh = summary.files - summary.alreadyIn;
  const into = [...new Set(summary.projects)].join(', ') || 'no project';
  const transcripts = (n: number) => `${n} transcript${n === 1 ? '' : 's'}`;
  const lines = [];
  if (summary.files > 0 && fresh === 0)
    lines.push(`Nothing new in ${transcripts(summary.files)} (${mb}): all of them were already in memory (${into}).`);
  else
    lines.push(
      `Imported ${fresh === summary.files ? `${transcripts(fresh)}, all new,` : `${fresh} new of ${transcripts(summary.files)} read (the other ${summary.alreadyIn} were already in memory)`} ` +
        `(${mb}): ${summary.sessions} sessions, ${summary.stored} new records of ${summary.records}, ${summary.malformed} malformed lines skipped, into ${into}.`,
    );
  for (const s of summary.skipped) lines.push(`  skipped ${s.file}: ${s.reason}`);
  if (summary.stoppedAt)
    lines.push(
      `Stopped at ${summary.stoppedAt.file} (${summary.stoppedAt.filesRead} of ${transcripts(summary.stoppedAt.filesTotal)} read in full): ` +
        'everything read is stored; run the same command again to resume from there.',
    );
  return lines;
}

function safeSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Waits while another worker holds the lease and the queue still has ready work, printing progress. Returns true when
 * the other worker emptied it, false when the lease became ours (it went away) so the caller drains itself.
 */
async function waitForOtherWorker(db: Db, a: App, tryAcquire: () => boolean, progress: (m: string) => void): Promise<boolean> {
  const { leaseHolder, queueStats } = await import('../../store/queue.js');
  let last = -1;
  for (;;) {
    if (tryAcquire()) return false;
    const ready = queueStats(db, a.now()).ready;
    if (ready === 0) return true;
    if (ready !== last) {
      const holder = leaseHolder(db, a.now());
      progress(
        `Waiting for the worker that holds this project's lease${holder ? ` (pid ${holder.pid})` : ''}: ${ready} item${ready === 1 ? '' : 's'} left\n`,
      );
      last = ready;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
