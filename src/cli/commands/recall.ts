// Recall commands: search (this project, another, all of them, with the session's server when it runs), and the
// drill-down into one session or one tool event.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { alsoSearchedProjects, listProjects, registeredProject, type App } from '../../app.js';
import type { Db } from '../../store/connection.js';
import { isScopeFilter, parseKindList, SCOPE_FILTERS, SEARCHABLE_KINDS, type ScopeFilter } from '../../store/kinds.js';
import { resolveSessionId } from '../../store/read.js';
import type { ScopeSource } from '../../recall/scoped.js';
import { type CommandContext, positiveInt, UsageError } from './context.js';

/** recall, timeline, event. */
export function registerRecallCommands(program: Command, c: CommandContext): void {
  const { getApp, println, printJson, withStore, noMemoryYet } = c;
  const toolDeps = (db: Db, a: App) => ({
    db,
    now: a.now,
    recall: () => Promise.reject(new Error('not used')),
    status: () => ({}),
    // Read-only: these commands forget nothing.
    journal: null,
    budgets: { timeline: 100_000, event: 100_000 },
  });
  const printToolResult = (
    r: { content: { text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> },
    json?: boolean,
  ) => {
    if (r.isError) throw new UsageError(r.content[0].text);
    if (json) printJson(r.structuredContent ?? {});
    else println(r.content.map((c) => c.text).join('\n'));
  };

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
    .option(
      '--scope <scope>',
      'project (this project only), global (your user-wide memory only), team (what this project shares with its team, and the team server) or all (default: project and global, project first, and the team server when connected)',
    )
    .action(
      async (
        words: string[],
        opts: {
          json?: boolean;
          limit: number;
          fts?: boolean;
          session?: string;
          kind?: string;
          file?: string;
          asOf?: string;
          includeSuperseded?: boolean;
          project?: string;
          allProjects?: boolean;
          scope?: string;
        },
      ) => {
        const query = words.join(' ');
        if (opts.scope !== undefined && !isScopeFilter(opts.scope))
          throw new UsageError(`--scope must be one of ${SCOPE_FILTERS.join(', ')}, got "${opts.scope}"`);
        if (opts.allProjects && (opts.project || opts.session))
          throw new UsageError('--all-projects searches every project: it takes neither --project nor --session');
        if (opts.project) opts.project = projectDirFor(getApp(), opts.project);
        const asOf = opts.asOf != null ? Date.parse(opts.asOf) : undefined;
        if (asOf != null && Number.isNaN(asOf))
          throw new UsageError(`--as-of is not a date: "${opts.asOf}" (use ISO 8601, e.g. 2026-11-30)`);
        const kinds = opts.kind
          ? parseKindList(
              opts.kind
                .split(',')
                .map((k) => k.trim())
                .filter(Boolean),
            )
          : null;
        if (kinds && !kinds.ok) throw new UsageError(`--kind: ${kinds.error}`);
        if (opts.allProjects) {
          const { recall } = await import('../../recall/search.js');
          const { formatHit } = await import('../../mcp/tools.js');
          const a = getApp();
          const hits: (RecallHitOf<typeof recall> & { project: string })[] = [];
          for (const entry of listProjects(a).filter((p) => p.root)) {
            const project = registeredProject(a, entry, { named: false });
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
          if (opts.json)
            return println(
              JSON.stringify({ hits: shown, total: hits.length, mode: 'fts', projects: [...new Set(hits.map((h) => h.project))] }, null, 2),
            );
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
          if (opts.session && !sessionId)
            throw new UsageError(`--session: no session "${opts.session}" in this project's memory (pass a full id or a unique prefix)`);
          const { recallScoped } = await import('../../recall/scoped.js');
          const { floorNote, formatHit } = await import('../../mcp/tools.js');
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
            const { queryRecallSocket } = await import('../../hook/session-socket.js');
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
          const { newestVectorModel } = await import('../../store/vectors.js');
          const weights = { fts: a.config.search.ftsWeight, vector: a.config.search.vectorWeight };
          const stores = [db ? { scope: 'project' as const, db } : null, global ? { scope: 'global' as const, db: global } : null].filter(
            (x) => x !== null,
          );
          const sources: ScopeSource[] = [];
          for (const st of stores) {
            const model = hybrid ? newestVectorModel(st.db) : null;
            sources.push({
              scope: st.scope,
              deps: { db: st.db, now: a.now(), weights, embedder: model ? await a.queryEmbedder(model) : null },
            });
          }
          // Projects the user opted into searching from everywhere (config search.alsoProjects), keyword side.
          const others =
            scope === 'all' && !opts.project
              ? alsoSearchedProjects(a, project).map((p) => ({ identity: p, db: a.openProjectStore(p) }))
              : [];
          for (const o of others)
            sources.push({
              scope: 'project',
              project: o.identity.name,
              deps: { db: o.db, now: a.now(), weights: { ...weights, vector: 0 } },
            });
          let result;
          try {
            result = await recallScoped(
              sources,
              query,
              {
                limit: opts.limit,
                mode: opts.fts ? 'fts' : 'hybrid',
                filters: {
                  sessionId: sessionId ?? undefined,
                  kinds: kinds?.ok ? kinds.kinds : undefined,
                  filePath: opts.file,
                  asOf,
                  includeInactive: opts.includeSuperseded,
                },
              },
              scope,
            );
          } finally {
            for (const o of others) o.db.close();
          }
          // The team server holds what is too large to pull: its hits not already here come after, time-boxed.
          const fromTeam =
            db && (scope === 'all' || scope === 'team')
              ? await (await import('./team.js')).teamServerHits(db, a, project, query, opts.limit)
              : [];
          if (opts.json) println(JSON.stringify(fromTeam.length ? { ...result, team_server: fromTeam } : result, null, 2));
          else if (!result.hits.length && !fromTeam.length) println(`No memories match "${query}".`);
          else {
            if (result.hits.length) printHits(result);
            if (fromTeam.length)
              println(
                `From the team server (not synced here):\n${fromTeam.map((h) => `- (${h.type}, team, shared by ${h.sharedBy}) ${h.text}`).join('\n')}`,
              );
          }
        };
        try {
          if (hasProject) await withStore(opts.project, (db) => search(db), { readOnly: true });
          else await search(null);
        } finally {
          global?.close();
        }
      },
    );

  program
    .command('timeline')
    .description("one session's rollup and turn summaries, with its tool events (what session_timeline returns)")
    .argument('<session>', 'session id or a unique prefix')
    .option('--limit <n>', 'maximum turns', (v) => positiveInt(v, '--limit'), 50)
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (session: string, opts: { limit: number; json?: boolean; project?: string }) => {
      const { sessionTimelineHandler } = await import('../../mcp/tools.js');
      await withStore(
        opts.project,
        (db, _p, a) => printToolResult(sessionTimelineHandler(toolDeps(db, a), { session_id: session, limit: opts.limit }), opts.json),
        { readOnly: true },
      );
    });

  program
    .command('event')
    .description('the raw input and output of one tool event, if still retained (what session_event returns)')
    .argument('<id>', 'tool event id, e.g. 7 or tool:7')
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (id: string, opts: { json?: boolean; project?: string }) => {
      const { sessionEventHandler } = await import('../../mcp/tools.js');
      await withStore(opts.project, (db, _p, a) => printToolResult(sessionEventHandler(toolDeps(db, a), { event_id: id }), opts.json), {
        readOnly: true,
      });
    });
}

/** How long `recall` waits for the session's MCP server before searching itself (loading the encoder takes ~0.6 s). */
const SERVER_RECALL_TIMEOUT_MS = 1_500;

type RecallHitOf<F extends (...args: never[]) => Promise<{ hits: unknown[] }>> = Awaited<ReturnType<F>>['hits'][number];

/** `--project` takes a directory, or the name of a project that has a memory (cross-project recall by name). */
function projectDirFor(a: App, value: string): string {
  if (fs.existsSync(value)) return value;
  const known = listProjects(a).filter((p) => p.root);
  // A project's memory outlives its directory (moved, deleted, or imported from another machine's transcripts).
  if (known.some((p) => p.root === path.resolve(value))) return path.resolve(value);
  const named = known.filter((p) => p.name === value);
  if (named.length === 1) return named[0].root;
  if (named.length > 1)
    throw new UsageError(
      `--project: ${named.length} projects are named "${value}" (${named.map((p) => p.root).join(', ')}): pass the directory`,
    );
  throw new UsageError(`--project: "${value}" is neither a directory nor the name of a project with a memory`);
}
