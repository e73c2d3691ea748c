// Knowledge commands: remember, the review and curation verbs (forget, explain, changes, conflicts, review, verify,
// reject, supersede, promote, demote), and retention.
import type { Command } from 'commander';
import type { App } from '../../app.js';
import type { ProjectIdentity } from '../../paths.js';
import { compactStore, type Db } from '../../store/connection.js';
import { parseMemoryId, scopedId, splitScopedId, type Scope } from '../../store/kinds.js';
import { isItemType, ITEM_TYPES, KnowledgeError } from '../../store/knowledge.js';
import { SAVED_ITEM_TYPES, type SavedItemType } from '../../store/kinds.js';
import { sweepRawPayloads } from '../../store/summaries.js';
import { rememberItem } from '../../store/saved-items.js';
import { getTeamLink, shareItem } from '../../store/team.js';
import { type CommandContext, nonNegative, positiveInt, UsageError } from './context.js';

/** remember, the knowledge verbs, sweep. */
export function registerKnowledgeCommands(program: Command, c: CommandContext): void {
  const { getApp, println, printJson, withStore } = c;
  program
    .command('remember')
    .description(
      "save a decision (or --type preference|convention|discovery) in this project's memory, or with --global in your user-wide memory",
    )
    .argument('<text...>', 'what to remember')
    .option('--reason <why>', 'why', '')
    .option('--type <type>', `what it is: ${SAVED_ITEM_TYPES.join(', ')}`, 'decision')
    .option('--global', 'save it to your global memory: it holds in every project')
    .option('--team', "also share it with this project's team (pushed at the next sync)")
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(
      async (
        words: string[],
        opts: { reason: string; type: string; global?: boolean; team?: boolean; json?: boolean; project?: string },
      ) => {
        const statement = words.join(' ').trim();
        if (statement.length < 3) throw new UsageError('Say what to remember, e.g.: claude-memory remember "Use pnpm, not npm"');
        if (!(SAVED_ITEM_TYPES as readonly string[]).includes(opts.type))
          throw new UsageError(`--type must be one of ${SAVED_ITEM_TYPES.join(', ')}, got "${opts.type}"`);
        if (opts.global && opts.team) throw new UsageError('--global and --team are exclusive: team items belong to a project');
        const type = opts.type as SavedItemType;
        const save = (db: Db, a: App, scope: Scope) => {
          let id: string;
          try {
            if (opts.team && !getTeamLink(db))
              throw new UsageError(
                'No team is connected to this project: run `claude-memory team connect <postgres-url> --team <name>` first.',
              );
            const itemNumber = rememberItem(db, type, {
              decision: statement,
              reason: opts.reason,
              sessionId: null,
              at: a.now(),
              actor: 'cli',
            });
            if (opts.team) shareItem(db, itemNumber, { actor: 'cli', now: a.now() });
            id = scopedId(scope, `${type}:${itemNumber}`);
          } catch (e) {
            if (e instanceof KnowledgeError) throw new UsageError(e.message);
            throw e;
          }
          if (opts.json) printJson({ id, scope, team: opts.team ?? false });
          else
            println(
              `Remembered as ${id}${scope === 'global' ? ' (holds in every project)' : ''}${opts.team ? ', shared with the team at the next sync' : ''}.`,
            );
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
      },
    );

  // The user-wide global store, opened at most once per command and closed when the command ends.
  let globalDb: Db | null = null;
  const globalStore = (create: boolean) => (globalDb ??= create || getApp().hasGlobalMemory() ? getApp().openGlobalMemory() : null);
  const knowledgeDeps = (db: Db, a: App, project: ProjectIdentity) => ({
    db,
    now: a.now,
    actor: 'cli' as const,
    budgetTokens: 1_000_000,
    // A forgotten memory's copies still waiting in the journal go too.
    journal: a.journalOf(project),
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
    run: (
      h: typeof import('../../mcp/knowledge-tools.js') & typeof import('../../mcp/scope-tools.js'),
      deps: ReturnType<typeof knowledgeDeps>,
      argv: string[],
      opts: O,
    ) => KnowledgeAnswer,
    kind: { readOnly?: boolean; itemsOnly?: boolean; movesBetweenScopes?: boolean } = {},
  ) => {
    const cmd = program.command(name).description(description);
    for (const a of args) cmd.argument(a);
    for (const [flag, help] of options) cmd.option(flag, help);
    cmd.option('--json', 'machine-readable output').option('--project <dir>', 'project directory (default: the current directory)');
    cmd.action(async (...all: unknown[]) => {
      const argv = all.slice(0, args.length) as string[];
      const opts = all[args.length] as O;
      const h = { ...(await import('../../mcp/knowledge-tools.js')), ...(await import('../../mcp/scope-tools.js')) };
      // A misspelt --scope is an error before anything else (never "no memory yet").
      const given = (opts as { scope?: string }).scope;
      if (given !== undefined && given !== 'project' && given !== 'global')
        throw new UsageError(`--scope must be project or global, got "${given}"`);
      const scoped = args[0] === '<id>' ? splitScopedId(argv[0]) : null;
      if (scoped) {
        const parsed = parseMemoryId(scoped.id);
        if (!parsed.ok) throw new UsageError(parsed.error);
        if ((kind.itemsOnly || scoped.scope === 'global') && !isItemType(parsed.id.kind))
          throw new UsageError(`"${argv[0]}" is not a knowledge item (${ITEM_TYPES.join(', ')}).`);
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
        if (!kind.readOnly && scoped?.scope !== 'global' && !a.hasProjectStore(a.project(opts.project)))
          throw new UsageError(`Nothing stored under ${argv[0]}.`);
        await withStore(opts.project, (db, p, app) => printKnowledge(run(h, knowledgeDeps(db, app, p), argv, opts), opts.json), {
          readOnly: kind.readOnly,
        });
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
  const scopeOption: [string, string] = ['--scope <scope>', 'project (default) or global (your user-wide memory)'];
  knowledgeCommand<{ since?: string; limit?: string; scope?: string; project?: string; json?: boolean }>(
    'changes',
    'the audit log: every create, verify, reject, supersede, promote, conflict and forget (never forgotten content)',
    [],
    [
      ['--since <date>', 'only changes from then on (ISO date or date-time)'],
      ['--limit <n>', 'maximum rows, newest kept (default 50)'],
      scopeOption,
    ],
    (h, deps, _a, opts) =>
      h.memoryChangesHandler(deps, {
        since: opts.since,
        limit: opts.limit ? positiveInt(opts.limit, '--limit') : undefined,
        scope: listingScope(opts.scope),
      }),
    { readOnly: true },
  );
  knowledgeCommand<{ status?: string; scope?: string; project?: string; json?: boolean }>(
    'conflicts',
    'items that contradict each other about the same subject (resolve with supersede or reject)',
    [],
    [['--status <status>', 'open (default), resolved, dismissed or all'], scopeOption],
    (h, deps, _a, opts) => {
      const status = opts.status ?? 'open';
      if (!['open', 'resolved', 'dismissed', 'all'].includes(status))
        throw new UsageError(`--status must be open, resolved, dismissed or all, got "${status}"`);
      return h.memoryConflictsHandler(deps, { status: status as 'open', scope: listingScope(opts.scope) });
    },
    { readOnly: true },
  );
  knowledgeCommand<{ limit?: string; scope?: string; project?: string; json?: boolean }>(
    'review',
    'unconfirmed candidates and open conflicts, for a review pass',
    [],
    [['--limit <n>', 'maximum candidates (default 20)'], scopeOption],
    (h, deps, _a, opts) =>
      h.memoryReviewHandler(deps, { limit: opts.limit ? positiveInt(opts.limit, '--limit') : undefined, scope: listingScope(opts.scope) }),
    { readOnly: true },
  );
  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>(
    'verify',
    'confirm a candidate item after checking its receipts',
    ['<id>'],
    [['--reason <why>', 'what confirms it']],
    (h, deps, [id], opts) => h.memoryVerifyHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true },
  );
  knowledgeCommand<{ reason?: string; project?: string; json?: boolean }>(
    'reject',
    'mark an item wrong: never shown, injected or re-extracted again',
    ['<id>'],
    [['--reason <why>', 'why it is wrong']],
    (h, deps, [id], opts) => h.memoryRejectHandler(deps, { memory_id: id, reason: opts.reason }),
    { itemsOnly: true },
  );
  knowledgeCommand<{ reason?: string; by?: string; project?: string; json?: boolean }>(
    'supersede',
    'replace an item (any type) with a corrected statement, or --by another stored item',
    ['<id>', '[text...]'],
    [
      ['--reason <why>', 'why it replaces the old one'],
      ['--by <id>', 'an item already stored that replaces it'],
    ],
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
}
