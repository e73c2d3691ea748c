// The `claude-memory` command line. Parses argv with commander, builds the app once, and maps errors to exit codes;
// no other module calls process.exit.
import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import pkg from '../../package.json' with { type: 'json' };
import { alsoSearchedProjects, createApp, listProjects, type App } from '../app.js';
import { findTranscripts, importTranscripts } from '../capture/import.js';
import { replayProjectSpool } from '../capture/replay.js';
import { ConfigError, loadConfig, toolMatcher } from '../config.js';
import { projectIdentity, spoolPath, type ProjectIdentity } from '../paths.js';
import { installRuntime, runtimeState } from '../runtime/install.js';
import { DependencyMissingError } from '../runtime/native.js';
import { compactStore, type Db } from '../store/connection.js';
import { isScopeFilter, parseKindList, parseMemoryId, SCOPE_FILTERS, SEARCHABLE_KINDS, scopedId, splitScopedId, type Scope, type ScopeFilter } from '../store/kinds.js';
import { isItemType, ITEM_TYPES, KnowledgeError } from '../store/knowledge.js';
import { rememberItem, SAVED_ITEM_TYPES, sweepRawPayloads, type SavedItemType, type SpooledMatch } from '../store/memory.js';
import { scrubSpooled } from '../capture/spool.js';
import { MemoryIdError } from '../store/memory-ids.js';
import { getTeamLink, shareItem } from '../store/team.js';
import { resolveSessionId } from '../store/read.js';
import { formatStatus, projectStatus } from './status.js';
import type { ScopeSource } from '../recall/scoped.js';
import { importProgress } from './progress.js';

/** How long `recall` waits for the session's MCP server before searching itself (loading the encoder takes ~0.6 s). */
const SERVER_RECALL_TIMEOUT_MS = 1_500;

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
  const printToolResult = (r: { content: { text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> }, json?: boolean) => {
    if (r.isError) throw new UsageError(r.content[0].text);
    if (json) printJson(r.structuredContent ?? {});
    else println(r.content.map((c) => c.text).join('\n'));
  };

  /**
   * Opens the current project's store after replaying anything spooled while it could not be written. A read-only
   * command never creates a store: with none yet, it says so and does nothing (exit 0).
   */
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
  const noMemoryYet = (project: ProjectIdentity) => `No memory for ${project.root || project.identity} yet.`;
  const printJson = (value: unknown) => println(JSON.stringify(value, null, 2));

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
    .option('--json', 'machine-readable output')
    .action((opts: { project?: string; json?: boolean }) => {
      const a = getApp();
      const project = a.project(opts.project);
      const database = `${a.paths.projectsDir}/${project.key}.db`;
      if (opts.json) {
        printJson({ dataDir: a.paths.dataDir, project: { name: project.name, identity: project.identity, root: project.root }, database, exists: a.hasProjectStore(project), config: a.paths.configFile, runtime: a.runtime.installDir });
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
      const projects = opts.all ? listProjects(a).filter((p) => p.root).map((p) => projectIdentity(p.root, { named: true })) : [a.project(opts.project)];
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
        if (opts.json) printJson({ project: { name: projects[0].name, root: projects[0].root }, memory: null, message: noMemoryYet(projects[0]) });
        else println(noMemoryYet(projects[0]));
        return;
      }
      if (opts.json) println(JSON.stringify(opts.all ? statuses : statuses[0], null, 2));
      else println(statuses.map(formatStatus).join('\n\n') || 'No project has a memory yet.');
    });

  program
    .command('import')
    .description('backfill existing transcripts (default: everything under ~/.claude/projects) into their projects')
    .argument('[paths...]', 'transcript files or directories')
    .option('--quiet', 'no progress on stderr (a bar on a terminal, else a line every few seconds)')
    .option('--json', 'machine-readable summary')
    .action(async (paths: string[], opts: { quiet?: boolean; json?: boolean }) => {
      const a = getApp();
      const missing = paths.filter((p) => !fs.existsSync(p));
      if (missing.length) throw new UsageError(`no such file or directory: ${missing.join(', ')}`);
      const roots = paths.length ? paths : [`${ctx.env.HOME ?? ''}/.claude/projects`];
      const files = findTranscripts(roots);
      const totalBytes = files.reduce((n, f) => n + safeSize(f), 0);
      // A bar with the time left on a terminal, plain lines every few seconds otherwise (stdout stays the summary).
      const bar = opts.quiet ? null : await importProgress(totalBytes, process.stderr);
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
      if (opts.json) {
        printJson(summary);
        return;
      }
      println(
        `Imported ${summary.files} transcripts (${(summary.bytes / 1024 / 1024).toFixed(1)} MB): ${summary.sessions} sessions, ` +
          `${summary.stored} new records of ${summary.records}, ${summary.malformed} malformed lines skipped, into ${[...new Set(summary.projects)].join(', ') || 'no project'}.`,
      );
      for (const s of summary.skipped) println(`  skipped ${s.file}: ${s.reason}`);
      if (summary.stored > 0) println('Run `claude-memory worker --once` to summarize now (a session\'s worker also does it in the background).');
    });

  program
    .command('ingest')
    .description("import this project's new transcript lines and Claude Code's auto memory from ~/.claude/projects (the manual path when hooks cannot run)")
    .option('--json', 'machine-readable summary')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { json?: boolean; project?: string }) => {
      const { claudeTranscripts } = await import('./doctor.js');
      const a = getApp();
      const project = a.project(opts.project);
      const files = claudeTranscripts(ctx.env.HOME ?? '', project.root).map((t) => t.file);
      const summary = importTranscripts(files, {
        project: (cwd) => a.project(cwd),
        openStore: (p) => a.openProjectStore(p),
        maxToolOutputBytes: a.config.capture.maxToolOutputBytes,
        staleAfterMs: a.config.worker.staleSessionHours * 3_600_000,
        now: a.now,
      });
      // Claude Code's own auto memory of this project comes in too (as candidates to review).
      const { autoMemoryDir, importAutoMemory } = await import('../capture/auto-memory.js');
      const hasAutoMemory = fs.existsSync(autoMemoryDir(ctx.env.HOME ?? '', project.root));
      const autoMemory = hasAutoMemory ? await withStore(opts.project, (db) => importAutoMemory(db, ctx.env.HOME ?? '', project.root, a.now())) : undefined;
      if (opts.json) return printJson({ ...summary, autoMemory: autoMemory ?? null });
      if (autoMemory?.files) println(`Auto memory: ${autoMemory.imported} statements imported from ${autoMemory.files} files (${autoMemory.unchanged} unchanged); review them with \`claude-memory review\`.`);
      if (!files.length) return println(`No Claude Code transcripts for ${project.root} under ~/.claude/projects.`);
      println(`Read ${summary.files} transcripts of ${project.name}: ${summary.stored} new records, ${summary.sessions} sessions.`);
      if (summary.stored > 0) println('Run `claude-memory worker --once` to summarize them now.');
    });

  const sessions = program.command('sessions').description('session files of other tools');
  sessions
    .command('migrate')
    .description('import the JSON session files of the predecessor (~/.cce and ~/.claude-context-engine) as decisions and code areas')
    .option('--project <dir>', 'the project to import into (default: each legacy name into the registered project of that name)')
    .option('--from <name>', 'with --project: the legacy project name to import from (default: the project\'s own name)')
    .option('--dry-run', 'read and report, write nothing')
    .option('--json', 'machine-readable report')
    .action(async (opts: { project?: string; from?: string; dryRun?: boolean; json?: boolean }) => {
      const { findLegacyDirs, migrateLegacyDir } = await import('../capture/legacy.js');
      const a = getApp();
      const dirs = findLegacyDirs(ctx.env.HOME ?? '');
      const explicit = opts.project ? a.project(opts.project) : null;
      if (opts.from && !explicit) throw new UsageError('--from needs --project (the project to import into)');
      const registered = new Map(listProjects(a).filter((p) => p.root).map((p) => [p.name, projectIdentity(p.root, { named: true })]));
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
        println(`${r.legacyName} → ${r.project}: ${r.imported.length} files ${opts.dryRun ? 'would be imported' : 'imported'} (${decisions} decisions, ${areas} code areas); ${r.alreadyMigrated.length} already migrated.`);
        for (const b of r.bad) println(`  skipped ${b.file}: ${b.error}`);
        if (r.archive) println(`  archived into ${r.archive}`);
      }
      for (const name of unmatched) println(`${name}: no project of that name has a memory; run \`claude-memory sessions migrate --project <dir> --from ${name}\`.`);
    });

  program
    .command('worker')
    .description("drain this project's compression queue (summaries, rollups, vectors)")
    .option('--once', 'drain everything that is ready, then exit (waits for a worker that already holds the lease)')
    .option('--all-projects', 'with --once: every project that has a memory')
    .option('--json', 'machine-readable output (with --once)')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { once?: boolean; allProjects?: boolean; json?: boolean; project?: string }) => {
      const { CompressionWorker } = await import('../queue/worker.js');
      const a = getApp();
      if (opts.allProjects && !opts.once) throw new UsageError('--all-projects works with --once');
      const projects = opts.allProjects ? listProjects(a).filter((p) => p.root).map((p) => projectIdentity(p.root, { named: true })) : [a.project(opts.project)];
      const reports: { project: string; root: string; drainedBy: 'this process' | 'another worker'; stats: Awaited<ReturnType<InstanceType<typeof CompressionWorker>['drain']>> | null }[] = [];
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
          beforeDrain: () => replayProjectSpool(db, a.paths, project, a.config, a.log, a.now()),
          afterDrain: async () => (await import('../team/sync.js')).backgroundTeamSync((await import('../team/service.js')).teamSyncDeps(db, a.teamAccess(project), a.now, 'worker'), (e) => a.log.error('team:sync', e, project.key)),
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
            drainedBy = (await waitForOtherWorker(db, a, () => worker.acquire(), (m) => err(m))) ? 'another worker' : 'this process';
          }
          const stats = drainedBy === 'this process' ? await worker.drain() : null;
          reports.push({ project: project.name, root: project.root, drainedBy, stats });
        } finally {
          worker.release();
          db.close();
        }
      }
      if (opts.json) return printJson(opts.allProjects ? reports : (reports[0] ?? null));
      for (const r of reports) {
        if (!r.stats) {
          println(`${r.project}: the worker that held the lease drained the queue.`);
          continue;
        }
        println(`${r.project}: summarized ${r.stats.turns} turns and ${r.stats.rollups} sessions; embedded ${r.stats.embedded} memories; ${r.stats.failures} failures (${r.stats.parked} parked).`);
        if (Object.keys(r.stats.tiers).length) println(`  tiers: ${Object.entries(r.stats.tiers).map(([t, n]) => `${t} ${n}`).join(', ')}`);
      }
      if (!opts.allProjects && listProjects(a).length > 1) println('Other projects have a memory too: `claude-memory worker --once --all-projects` drains them all.');
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
    .option('--as-of <date>', 'what the memory believed then (ISO date or date-time)')
    .option('--include-superseded', 'also superseded items, each next to its successor')
    .option('--project <name|dir>', 'another project, by directory or by its name (default: the current directory)')
    .option('--all-projects', 'search every project that has a memory (cross-project recall is never implicit)')
    .option('--scope <scope>', 'project (this project only), global (your user-wide memory only), team (what this project shares with its team, and the team server) or all (default: project and global, project first, and the team server when connected)')
    .action(async (words: string[], opts: { json?: boolean; limit: number; fts?: boolean; session?: string; kind?: string; file?: string; asOf?: string; includeSuperseded?: boolean; project?: string; allProjects?: boolean; scope?: string }) => {
      const query = words.join(' ');
      if (opts.scope !== undefined && !isScopeFilter(opts.scope)) throw new UsageError(`--scope must be one of ${SCOPE_FILTERS.join(', ')}, got "${opts.scope}"`);
      if (opts.allProjects && (opts.project || opts.session)) throw new UsageError('--all-projects searches every project: it takes neither --project nor --session');
      if (opts.project) opts.project = projectDirFor(getApp(), opts.project);
      const asOf = opts.asOf != null ? Date.parse(opts.asOf) : undefined;
      if (asOf != null && Number.isNaN(asOf)) throw new UsageError(`--as-of is not a date: "${opts.asOf}" (use ISO 8601, e.g. 2026-11-30)`);
      const kinds = opts.kind ? parseKindList(opts.kind.split(',').map((k) => k.trim()).filter(Boolean)) : null;
      if (kinds && !kinds.ok) throw new UsageError(`--kind: ${kinds.error}`);
      if (opts.allProjects) {
        const { recall } = await import('../recall/search.js');
        const { formatHit } = await import('../mcp/tools.js');
        const a = getApp();
        const hits: (RecallHitOf<typeof recall> & { project: string })[] = [];
        for (const entry of listProjects(a).filter((p) => p.root)) {
          const project = projectIdentity(entry.root);
          if (!a.hasProjectStore(project)) continue;
          const db = a.openProjectStore(project);
          try {
            // Keyword search in each store: every project's own words decide what is relevant there.
            const r = await recall({ db, now: a.now(), weights: { fts: a.config.search.ftsWeight, vector: 0 } }, query, {
              limit: opts.limit,
              mode: 'fts',
              filters: { kinds: kinds?.ok ? kinds.kinds : undefined, filePath: opts.file, asOf, includeInactive: opts.includeSuperseded },
            });
            for (const h of r.hits) hits.push({ ...h, project: project.name });
          } finally {
            db.close();
          }
        }
        // Relevant first, then by score: one project's long tail does not push out another's answer.
        hits.sort((x, y) => Number(y.relevant) - Number(x.relevant) || y.relevance - x.relevance || y.score - x.score);
        const shown = hits.slice(0, opts.limit);
        if (opts.json) return println(JSON.stringify({ hits: shown, total: hits.length, mode: 'fts', projects: [...new Set(hits.map((h) => h.project))] }, null, 2));
        if (!shown.length) return println(`No memories in any project match "${query}".`);
        println(`${shown.length} of ${hits.length} hits across projects (fts):`);
        for (const h of shown) println(`[${h.project}] ${formatHit(h)}`);
        return;
      }
      const a = getApp();
      const project = a.project(opts.project);
      const scope: ScopeFilter = (opts.scope as ScopeFilter | undefined) ?? 'all';
      const hasProject = scope !== 'global' && a.hasProjectStore(project);
      const global = scope !== 'project' && scope !== 'team' && a.hasGlobalMemory() ? a.openGlobalMemory() : null;
      if (!hasProject && !global) return println(scope === 'global' ? 'No global memory yet.' : noMemoryYet(project));
      const search = async (db: Db | null) => {
        const sessionId = opts.session && db ? resolveSessionId(db, opts.session) : undefined;
        if (opts.session && !sessionId) throw new UsageError(`--session: no session "${opts.session}" in this project's memory (pass a full id or a unique prefix)`);
        const { recallScoped } = await import('../recall/scoped.js');
        const { floorNote, formatHit } = await import('../mcp/tools.js');
        /** The count, the relevance floor's note, and one line per hit (what session_recall shows). */
        const printHits = (r: Parameters<typeof floorNote>[0], via?: string) => {
          if (!r.hits.length) return println(`No memories match "${query}".`);
          println(`${r.hits.length} of ${r.total} hits (${r.mode}):`);
          if (via) println(via);
          const note = floorNote(r, query);
          if (note) println(note);
          for (const h of r.hits) println(formatHit(h));
        };
        const hybrid = !opts.fts && a.config.search.vectorWeight > 0;
        // The session's MCP server has the encoder and the vector index loaded: asking it beats loading both here.
        if (db && scope === 'all' && hybrid && !opts.session && !opts.kind && !opts.file && asOf == null && !opts.includeSuperseded) {
          const { queryRecallSocket } = await import('../recall/socket-client.js');
          const hits = await queryRecallSocket(a.paths.runDir, project.key, { query, limit: opts.limit }, SERVER_RECALL_TIMEOUT_MS);
          if (hits) {
            const relevant = hits.filter((h) => h.relevant !== false).length;
            if (opts.json) println(JSON.stringify({ hits, total: hits.length, relevant, via: 'mcp-server' }, null, 2));
            else printHits({ hits, total: hits.length, relevant, mode: 'hybrid' }, "(answered by this project's running memory server)");
            return;
          }
        }
        // Only the encoder that made the stored vectors can search them, and only if it is on disk: no vectors, no
        // encoder load; never a download.
        const { newestVectorModel } = await import('../store/vectors.js');
        const weights = { fts: a.config.search.ftsWeight, vector: a.config.search.vectorWeight };
        const stores = [db ? { scope: 'project' as const, db } : null, global ? { scope: 'global' as const, db: global } : null].filter((x) => x !== null);
        const sources: ScopeSource[] = [];
        for (const st of stores) {
          const model = hybrid ? newestVectorModel(st.db) : null;
          sources.push({ scope: st.scope, deps: { db: st.db, now: a.now(), weights, embedder: model ? await a.queryEmbedder(model) : null } });
        }
        // Projects the user opted into searching from everywhere (config search.alsoProjects), keyword side.
        const others = scope === 'all' && !opts.project ? alsoSearchedProjects(a, project).map((p) => ({ identity: p, db: a.openProjectStore(p) })) : [];
        for (const o of others) sources.push({ scope: 'project', project: o.identity.name, deps: { db: o.db, now: a.now(), weights: { ...weights, vector: 0 } } });
        let result;
        try {
          result = await recallScoped(
            sources,
            query,
            {
              limit: opts.limit,
              mode: opts.fts ? 'fts' : 'hybrid',
              filters: { sessionId: sessionId ?? undefined, kinds: kinds?.ok ? kinds.kinds : undefined, filePath: opts.file, asOf, includeInactive: opts.includeSuperseded },
            },
            scope,
          );
        } finally {
          for (const o of others) o.db.close();
        }
        // The team server holds what is too large to pull: its hits not already here come after, time-boxed.
        const fromTeam = db && (scope === 'all' || scope === 'team') ? await (await import('./team.js')).teamServerHits(db, a, project, query, opts.limit) : [];
        if (opts.json) println(JSON.stringify(fromTeam.length ? { ...result, team_server: fromTeam } : result, null, 2));
        else if (!result.hits.length && !fromTeam.length) println(`No memories match "${query}".`);
        else {
          if (result.hits.length) printHits(result);
          if (fromTeam.length) println(`From the team server (not synced here):\n${fromTeam.map((h) => `- (${h.type}, team, shared by ${h.sharedBy}) ${h.text}`).join('\n')}`);
        }
      };
      try {
        if (hasProject) await withStore(opts.project, (db) => search(db), { readOnly: true });
        else await search(null);
      } finally {
        global?.close();
      }
    });

  program
    .command('timeline')
    .description("one session's rollup and turn summaries, with its tool events (what session_timeline returns)")
    .argument('<session>', 'session id or a unique prefix')
    .option('--limit <n>', 'maximum turns', (v) => positiveInt(v, '--limit'), 50)
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (session: string, opts: { limit: number; json?: boolean; project?: string }) => {
      const { sessionTimelineHandler } = await import('../mcp/tools.js');
      await withStore(opts.project, (db, _p, a) => printToolResult(sessionTimelineHandler(toolDeps(db, a), { session_id: session, limit: opts.limit }), opts.json), { readOnly: true });
    });

  program
    .command('event')
    .description('the raw input and output of one tool event, if still retained (what session_event returns)')
    .argument('<id>', 'tool event id, e.g. 7 or tool:7')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (id: string, opts: { json?: boolean; project?: string }) => {
      const { sessionEventHandler } = await import('../mcp/tools.js');
      await withStore(opts.project, (db, _p, a) => printToolResult(sessionEventHandler(toolDeps(db, a), { event_id: id }), opts.json), { readOnly: true });
    });

  program
    .command('remember')
    .description("save a decision (or --type preference|convention|discovery) in this project's memory, or with --global in your user-wide memory")
    .argument('<text...>', 'what to remember')
    .option('--reason <why>', 'why', '')
    .option('--type <type>', `what it is: ${SAVED_ITEM_TYPES.join(', ')}`, 'decision')
    .option('--global', 'save it to your global memory: it holds in every project')
    .option('--team', "also share it with this project's team (pushed at the next sync)")
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (words: string[], opts: { reason: string; type: string; global?: boolean; team?: boolean; json?: boolean; project?: string }) => {
      const statement = words.join(' ').trim();
      if (statement.length < 3) throw new UsageError('Say what to remember, e.g.: claude-memory remember "Use pnpm, not npm"');
      if (!(SAVED_ITEM_TYPES as readonly string[]).includes(opts.type)) throw new UsageError(`--type must be one of ${SAVED_ITEM_TYPES.join(', ')}, got "${opts.type}"`);
      if (opts.global && opts.team) throw new UsageError('--global and --team are exclusive: team items belong to a project');
      const type = opts.type as SavedItemType;
      const save = (db: Db, a: App, scope: Scope) => {
        let id: string;
        try {
          if (opts.team && !getTeamLink(db)) throw new UsageError('No team is connected to this project: run `claude-memory team connect <postgres-url> --team <name>` first.');
          const itemNumber = rememberItem(db, type, { decision: statement, reason: opts.reason, sessionId: null, at: a.now(), actor: 'cli' });
          if (opts.team) shareItem(db, itemNumber, { actor: 'cli', now: a.now() });
          id = scopedId(scope, `${type}:${itemNumber}`);
        } catch (e) {
          if (e instanceof KnowledgeError) throw new UsageError(e.message);
          throw e;
        }
        if (opts.json) printJson({ id, scope, team: opts.team ?? false });
        else println(`Remembered as ${id}${scope === 'global' ? ' (holds in every project)' : ''}${opts.team ? ', shared with the team at the next sync' : ''}.`);
      };
      if (opts.global) {
        const a = getApp();
        const db = a.openGlobalMemory();
        try {
          return save(db, a, 'global');
        } finally {
          db.close();
        }
      }
      await withStore(opts.project, (db, _p, a) => save(db, a, 'project'));
    });

  // The user-wide global store, opened at most once per command and closed when the command ends.
  let globalDb: Db | null = null;
  const globalStore = (create: boolean) => (globalDb ??= create || getApp().hasGlobalMemory() ? getApp().openGlobalMemory() : null);
  const knowledgeDeps = (db: Db, a: App, project: ProjectIdentity) => ({
    db,
    now: a.now,
    actor: 'cli' as const,
    budgetTokens: 1_000_000,
    // A forgotten memory's copies still waiting in the journal go too.
    scrubSpooled: (m: SpooledMatch) => void scrubSpooled(spoolPath(a.paths, project.key), m.field, m.value),
    globalStore,
    projectName: project.name,
  });
  /** Prints a knowledge tool's answer: its text, or with --json its structured content. */
  type KnowledgeAnswer = { content: { text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };
  const printKnowledge = (r: KnowledgeAnswer, json?: boolean) => {
    if (r.isError) throw new UsageError(r.content[0].text);
    println(json ? JSON.stringify(r.structuredContent ?? {}, null, 2) : r.content.map((c) => c.text).join('\n'));
  };
  const knowledgeCommand = <O extends { project?: string; json?: boolean }>(
    name: string,
    description: string,
    args: string[],
    options: [string, string][],
    run: (h: typeof import('../mcp/knowledge-tools.js') & typeof import('../mcp/scope-tools.js'), deps: ReturnType<typeof knowledgeDeps>, argv: string[], opts: O) => KnowledgeAnswer,
    kind: { readOnly?: boolean; itemsOnly?: boolean; movesBetweenScopes?: boolean } = {},
  ) => {
    const cmd = program.command(name).description(description);
    for (const a of args) cmd.argument(a);
    for (const [flag, help] of options) cmd.option(flag, help);
    cmd.option('--json', 'machine-readable output').option('--project <dir>', 'project directory (default: the current directory)');
    cmd.action(async (...all: unknown[]) => {
      const argv = all.slice(0, args.length) as string[];
      const opts = all[args.length] as O;
      const h = { ...(await import('../mcp/knowledge-tools.js')), ...(await import('../mcp/scope-tools.js')) };
      // A misspelt --scope is an error before anything else (never "no memory yet").
      const given = (opts as { scope?: string }).scope;
      if (given !== undefined && given !== 'project' && given !== 'global') throw new UsageError(`--scope must be project or global, got "${given}"`);
      const scoped = args[0] === '<id>' ? splitScopedId(argv[0]) : null;
      if (scoped) {
        const parsed = parseMemoryId(scoped.id);
        if (!parsed.ok) throw new UsageError(parsed.error);
        if ((kind.itemsOnly || scoped.scope === 'global') && !isItemType(parsed.id.kind)) throw new UsageError(`"${argv[0]}" is not a knowledge item (${ITEM_TYPES.join(', ')}).`);
      }
      const a = getApp();
      try {
        if (!kind.movesBetweenScopes && (scoped?.scope === 'global' || (opts as { scope?: string }).scope === 'global')) {
          // A global id or listing needs no project store: the global store stands in for it.
          const global = globalStore(false);
          if (!global) {
            if (scoped) throw new UsageError(`Nothing stored under ${argv[0]}: there is no global memory yet.`);
            return println('No global memory yet.');
          }
          const project = a.project(opts.project);
          return printKnowledge(run(h, knowledgeDeps(global, a, project), argv, opts), opts.json);
        }
        // No store yet: nothing to change, and nothing is created by asking (a demote into this project creates it).
        if (!kind.readOnly && scoped?.scope !== 'global' && !a.hasProjectStore(a.project(opts.project))) throw new UsageError(`Nothing stored under ${argv[0]}.`);
        await withStore(opts.project, (db, p, app) => printKnowledge(run(h, knowledgeDeps(db, app, p), argv, opts), opts.json), { readOnly: kind.readOnly });
      } finally {
        globalDb?.close();
        globalDb = null;
      }
    });
  };

  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>(
    'forget',
    'delete a memory for good, leaving only a tombstone (any id recall shows: decision:12, prompt:7, rollup:<session>, session:<id>, ...)',
    ['<id>'],
    [['--reason <why>', 'why (kept in the audit log; never the content)']],
    (h, deps, [id], opts) => h.memoryForgetHandler(deps, { memory_id: id, reason: opts.reason }),
  );
  knowledgeCommand(
    'explain',
    'a memory, its receipts (sessions, turns, transcript lines, tool events), its history and why it ranks',
    ['<id>'],
    [],
    (h, deps, [id]) => h.memoryExplainHandler(deps, { memory_id: id }),
    { readOnly: true },
  );
  // (knowledgeCommand has checked the value before opening any store.)
  const listingScope = (scope: string | undefined) => scope as Scope | undefined;
  const scopeOption: [string, string] = ['--scope <scope>', "project (default) or global (your user-wide memory)"];
  knowledgeCommand<{ since?: string; limit?: string; scope?: string; project?: string; json?: boolean }>(
    'changes',
    'the audit log: every create, verify, reject, supersede, promote, conflict and forget (never forgotten content)',
    [],
    [['--since <date>', 'only changes from then on (ISO date or date-time)'], ['--limit <n>', 'maximum rows, newest kept (default 50)'], scopeOption],
    (h, deps, _a, opts) => h.memoryChangesHandler(deps, { since: opts.since, limit: opts.limit ? positiveInt(opts.limit, '--limit') : undefined, scope: listingScope(opts.scope) }),
    { readOnly: true },
  );
  knowledgeCommand<{ status?: string; scope?: string; project?: string; json?: boolean }>(
    'conflicts',
    'items that contradict each other about the same subject (resolve with supersede or reject)',
    [],
    [['--status <status>', 'open (default), resolved, dismissed or all'], scopeOption],
    (h, deps, _a, opts) => {
      const status = opts.status ?? 'open';
      if (!['open', 'resolved', 'dismissed', 'all'].includes(status)) throw new UsageError(`--status must be open, resolved, dismissed or all, got "${status}"`);
      return h.memoryConflictsHandler(deps, { status: status as 'open', scope: listingScope(opts.scope) });
    },
    { readOnly: true },
  );
  knowledgeCommand<{ limit?: string; scope?: string; project?: string; json?: boolean }>(
    'review',
    'unconfirmed candidates and open conflicts, for a review pass',
    [],
    [['--limit <n>', 'maximum candidates (default 20)'], scopeOption],
    (h, deps, _a, opts) => h.memoryReviewHandler(deps, { limit: opts.limit ? positiveInt(opts.limit, '--limit') : undefined, scope: listingScope(opts.scope) }),
    { readOnly: true },
  );
  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>('verify', 'confirm a candidate item after checking its receipts', ['<id>'], [['--reason <why>', 'what confirms it']], (h, deps, [id], opts) =>
    h.memoryVerifyHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true },
  );
  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>('reject', 'mark an item wrong: never shown, injected or re-extracted again', ['<id>'], [['--reason <why>', 'why it is wrong']], (h, deps, [id], opts) =>
    h.memoryRejectHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true },
  );
  knowledgeCommand<{ reason?: string; by?: string; project?: string; json?: boolean }>(
    'supersede',
    'replace an item (any type) with a corrected statement, or --by another stored item',
    ['<id>', '[text...]'],
    [['--reason <why>', 'why it replaces the old one'], ['--by <id>', 'an item already stored that replaces it']],
    (h, deps, [id, words], opts) => {
      const statement = (Array.isArray(words) ? words.join(' ') : (words ?? '')).trim();
      return h.memorySupersedeHandler(deps, { memory_id: id, text: statement || undefined, reason: opts.reason, replacement_id: opts.by });
    },
    { itemsOnly: true },
  );

  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>(
    'promote',
    "copy an item (with its receipts) to your global memory, so it holds in every project; 'demote' undoes it",
    ['<id>'],
    [['--reason <why>', 'why it holds everywhere (kept in the audit log)']],
    (h, deps, [id], opts) => h.memoryPromoteHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true, movesBetweenScopes: true },
  );
  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>(
    'demote',
    'undo a promote: a project item loses its global copy; a global id (global:...) moves into this project only',
    ['<id>'],
    [['--reason <why>', 'why it holds only here (kept in the audit log)']],
    (h, deps, [id], opts) => h.memoryDemoteHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true, movesBetweenScopes: true },
  );

  program
    .command('sweep')
    .description('apply retention now: delete raw tool payloads older than the window once their turn is summarized')
    .option('--days <n>', 'retention window in days (default: from config, 30)', (v) => nonNegative(v, '--days'))
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { days?: number; json?: boolean; project?: string }) => {
      await withStore(
        opts.project,
        (db, _p, a) => {
          const days = opts.days ?? a.config.retention.rawPayloadDays;
          const removed = sweepRawPayloads(db, a.now() - days * 86_400_000);
          compactStore(db);
          if (opts.json) printJson({ removed, days });
          else println(`Deleted ${removed} raw tool payloads older than ${days} days; summaries and evidence stay.`);
        },
        { readOnly: true },
      );
    });

  (await import('./team.js')).registerTeamCommands(program, { env: ctx.env, getApp, withStore, println, fail: (m) => { throw new UsageError(m); } });

  program
    .command('init')
    .description("set memory up in this project without the plugin: hooks into .claude/settings.json, the MCP server into .mcp.json")
    .option('--local', 'only for you: .claude/settings.local.json, and the MCP server in your local scope (~/.claude.json)')
    .option('--uninstall', 'take out exactly what init put in')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { local?: boolean; uninstall?: boolean; json?: boolean; project?: string }) => {
      const { runInit, InitError } = await import('./init.js');
      const a = getApp();
      const project = a.project(opts.project);
      let report;
      try {
        report = runInit({
          projectRoot: project.root,
          entry: ctx.entryScript,
          skipTools: a.config.capture.skipTools,
          local: opts.local ?? false,
          uninstall: opts.uninstall ?? false,
          home: ctx.env.HOME ?? '',
        });
      } catch (e) {
        if (e instanceof InitError) throw new UsageError(e.message);
        throw e;
      }
      if (opts.json) return printJson({ project: project.root, ...report });
      if (!report.changes.length) println(`Nothing to change in ${project.root}: memory is ${opts.uninstall ? 'not set up' : 'already set up'} there.`);
      for (const c of report.changes) println(`- ${c}`);
      if (report.changes.length && !opts.uninstall) println('Start a new Claude Code session in this project: its prompts, tool calls and answers are captured from now on.');
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
        const { startDetachedDashboard } = await import('../dashboard/launch.js');
        const args = ['dashboard', '--port', String(opts.port), ...(opts.open ? [] : ['--no-open']), ...(opts.project ? ['--project', opts.project] : [])];
        const a = getApp();
        const started = await startDetachedDashboard(ctx.entryScript, args, ctx.env, ctx.cwd, path.join(a.paths.runDir, `dashboard-${process.pid}.out`));
        println(started.banner);
        println(`Running in the background as pid ${started.pid}; stop it with: kill ${started.pid}`);
        return;
      }
      const { startDashboard } = await import('../dashboard/server.js');
      const { openInBrowser } = await import('../dashboard/launch.js');
      const a = getApp();
      const dash = await startDashboard(a, { port: opts.port, projectDir: opts.project, assetsDir: path.join(path.dirname(ctx.entryScript), 'dashboard') }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE') throw new UsageError(`port ${opts.port} is in use: pick another with --port, or leave it out for a free one`);
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
    .command('publish')
    .description("write the verified, current decisions, conventions and preferences into Claude Code's own memory files")
    .option('--mode <mode>', 'shared: .claude/rules/memory.generated.md (commit it); local: CLAUDE.local.md; home: ~/.claude/memory/ imported by CLAUDE.md')
    .option('--dry-run', 'show what would change, write nothing')
    .option('--with-global', 'also your global memory (what holds in every project), after the project\'s own')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { mode?: string; dryRun?: boolean; withGlobal?: boolean; json?: boolean; project?: string }) => {
      const { publishMemory } = await import('../publish/run.js');
      const { globalDigestItems } = await import('../inject/global.js');
      const { PUBLISH_MODES } = await import('../publish/publish.js');
      const a = getApp();
      const mode = (opts.mode ?? a.config.publish.mode) as (typeof PUBLISH_MODES)[number];
      if (!PUBLISH_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${PUBLISH_MODES.join(', ')}, got "${opts.mode}"`);
      await withStore(
        opts.project,
        (db, project) => {
          const global = opts.withGlobal && a.hasGlobalMemory() ? a.openGlobalMemory() : null;
          let extra;
          try {
            extra = global ? globalDigestItems(db, global, 200).map((g) => ({ ...g, type: g.type as 'decision' | 'convention' | 'preference', scope: 'global' })) : [];
          } finally {
            global?.close();
          }
          const r = publishMemory(db, { mode, project, home: ctx.env.HOME ?? '', maxTokens: a.config.publish.maxTokens, dryRun: opts.dryRun ?? false, extra });
          if (opts.json) return printJson(r);
          const verb = opts.dryRun ? 'would be' : 'was';
          println(`${r.items} verified item${r.items === 1 ? '' : 's'} to publish (${mode}).`);
          for (const c of r.changes) println(c.action === 'unchanged' ? `  ${c.file}: unchanged` : `  ${c.file} ${verb} ${c.action === 'create' ? 'created' : c.action === 'update' ? 'updated' : 'removed'}`);
          if (opts.dryRun && r.content) println(`\n${r.content}`);
        },
        { readOnly: true },
      );
    });

  program
    .command('export')
    .description("write a project's memory (items, receipts, audit, tombstones) to a file another machine can import")
    .option('--all', 'every project with a memory')
    .option('-o, --output <file>', 'write here (default: standard output)')
    .option('--with-sessions', 'also session rollups and turn summaries (never raw tool payloads)')
    .option('--with-payloads', 'also the raw turns: prompts, replies, tool calls with their input and output (implies --with-sessions)')
    .option('--global', 'also your global memory (included with --all)')
    .option('--json', 'print a summary as JSON (with -o)')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { all?: boolean; output?: string; withSessions?: boolean; withPayloads?: boolean; global?: boolean; json?: boolean; project?: string }) => {
      const { exportProjectMemory, EXPORT_FORMAT, EXPORT_VERSION } = await import('../store/portable.js');
      const { gitRemoteOf } = await import('../portable/document.js');
      const a = getApp();
      const projects = opts.all ? listProjects(a).filter((p) => p.root).map((p) => projectIdentity(p.root)) : [a.project(opts.project)];
      const doc: { format: string; version: number; exportedAt: string; projects: unknown[]; global?: unknown } = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date(a.now()).toISOString(), projects: [] };
      const summary: { project: string; items: number; tombstones: number }[] = [];
      for (const project of projects) {
        if (!a.hasProjectStore(project)) {
          if (!opts.all) throw new UsageError(noMemoryYet(project));
          continue;
        }
        const db = a.openProjectStore(project);
        try {
          const data = exportProjectMemory(db, { withSessions: opts.withSessions ?? false, withPayloads: opts.withPayloads ?? false });
          doc.projects.push({ project: { name: project.name, root: project.root, gitRemote: gitRemoteOf(project.root) }, ...data });
          summary.push({ project: project.name, items: data.items.length, tombstones: data.tombstones.length });
        } finally {
          db.close();
        }
      }
      if ((opts.global || opts.all) && a.hasGlobalMemory()) {
        const global = a.openGlobalMemory();
        try {
          const data = exportProjectMemory(global, { withSessions: false });
          doc.global = data;
          summary.push({ project: '(global)', items: data.items.length, tombstones: data.tombstones.length });
        } finally {
          global.close();
        }
      }
      const text = `${JSON.stringify(doc, null, 2)}\n`;
      if (!opts.output) return out(text);
      fs.writeFileSync(opts.output, text, { mode: 0o600 });
      if (opts.json) return printJson({ file: opts.output, projects: summary });
      for (const s of summary) println(`${s.project}: ${s.items} items, ${s.tombstones} tombstones`);
      println(`Written to ${opts.output} (it holds your memory: keep it private).`);
    });

  program
    .command('import-memory')
    .description('merge an export file into this machine\'s memory, idempotently (forgotten stays forgotten)')
    .argument('<file>', 'a file written by `claude-memory export`')
    .option('--json', 'machine-readable report')
    .option('--project <dir>', 'import into this project (needed when the exported project cannot be recognised here)')
    .action(async (file: string, opts: { json?: boolean; project?: string }) => {
      const { readExportDocument, matchProject, ExportFormatError } = await import('../portable/document.js');
      const { importProjectMemory } = await import('../store/portable.js');
      const a = getApp();
      if (!fs.existsSync(file)) throw new UsageError(`no such file: ${file}`);
      let doc;
      try {
        doc = readExportDocument(file);
      } catch (e) {
        if (e instanceof ExportFormatError) throw new UsageError(e.message);
        throw e;
      }
      if (opts.project && doc.projects.length > 1) throw new UsageError(`${file} holds ${doc.projects.length} projects: --project can only name the target of one`);
      const local = listProjects(a).filter((p) => p.root).map((p) => projectIdentity(p.root));
      const reports = [];
      for (const exported of doc.projects) {
        let target = opts.project ? a.project(opts.project) : null;
        if (!target) {
          const here = a.project();
          const { match, candidates } = matchProject(exported.project, [...local.filter((p) => p.key !== here.key), here]);
          if (!match) {
            throw new UsageError(
              candidates.length > 1
                ? `"${exported.project.name}" matches ${candidates.length} projects here (${candidates.map((c) => c.root).join(', ')}): pass --project <dir>`
                : `no project here matches "${exported.project.name}" (remote ${exported.project.gitRemote ?? 'none'}): pass --project <dir>`,
            );
          }
          target = match;
        }
        const db = a.openProjectStore(target);
        try {
          reports.push({ from: exported.project.name, into: target.root, ...importProjectMemory(db, exported, { actor: 'cli', now: a.now() }, target.name) });
        } finally {
          db.close();
        }
      }
      if (doc.global) {
        const global = a.openGlobalMemory();
        try {
          reports.push({ from: '(global)', into: '(global)', ...importProjectMemory(global, doc.global, { actor: 'cli', now: a.now() }) });
        } finally {
          global.close();
        }
      }
      if (opts.json) return printJson(reports);
      for (const r of reports) {
        println(`${r.from} → ${r.into}: ${r.created} new items, ${r.alreadyThere} already here, ${r.superseded} supersessions, ${r.forgottenFromExport} forgotten as on the other machine, ${r.forgottenHere} left out (forgotten here)${r.sessions ? `, ${r.sessions} sessions added` : ''}.`);
      }
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

class UsageError extends Error {
  readonly code = 'E_USAGE';
}

class ExitCode extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

type RecallHitOf<F extends (...args: never[]) => Promise<{ hits: unknown[] }>> = Awaited<ReturnType<F>>['hits'][number];

/** `--project` takes a directory, or the name of a project that has a memory (cross-project recall by name). */
function projectDirFor(a: App, value: string): string {
  if (fs.existsSync(value)) return value;
  const known = listProjects(a).filter((p) => p.root);
  // A project's memory outlives its directory (moved, deleted, or imported from another machine's transcripts).
  if (known.some((p) => p.root === path.resolve(value))) return path.resolve(value);
  const named = known.filter((p) => p.name === value);
  if (named.length === 1) return named[0].root;
  if (named.length > 1) throw new UsageError(`--project: ${named.length} projects are named "${value}" (${named.map((p) => p.root).join(', ')}): pass the directory`);
  throw new UsageError(`--project: "${value}" is neither a directory nor the name of a project with a memory`);
}

function positiveInt(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive whole number, got "${v}"`);
  return n;
}

function portNumber(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new UsageError(`--port must be a port number from 0 to 65535, got "${v}"`);
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

/**
 * Waits while another worker holds the lease and the queue still has ready work, printing progress. Returns true when
 * the other worker emptied it, false when the lease became ours (it went away) so the caller drains itself.
 */
async function waitForOtherWorker(db: Db, a: App, tryAcquire: () => boolean, progress: (m: string) => void): Promise<boolean> {
  const { leaseHolder, queueStats } = await import('../store/queue.js');
  let last = -1;
  for (;;) {
    if (tryAcquire()) return false;
    const ready = queueStats(db, a.now()).ready;
    if (ready === 0) return true;
    if (ready !== last) {
      const holder = leaseHolder(db, a.now());
      progress(`Waiting for the worker that holds this project's lease${holder ? ` (pid ${holder.pid})` : ''}: ${ready} item${ready === 1 ? '' : 's'} left\n`);
      last = ready;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}


