// Portable memory: publish into Claude Code's own memory files, export to a file, import from one.
import fs from 'node:fs';
import type { Command } from 'commander';
import { listProjects, registeredProject } from '../../app.js';
import { type CommandContext, UsageError } from './context.js';

/** publish, export, import-memory. */
export function registerPortableCommands(program: Command, c: CommandContext): void {
  const { ctx, getApp, println, printJson, withStore, noMemoryYet, out } = c;
  program
    .command('publish')
    .description("write the verified, current decisions, conventions and preferences into Claude Code's own memory files")
    .option(
      '--mode <mode>',
      'shared: .claude/rules/memory.generated.md (commit it); local: CLAUDE.local.md; home: ~/.claude/memory/ imported by CLAUDE.md',
    )
    .option('--dry-run', 'show what would change, write nothing')
    .option('--with-global', "also your global memory (what holds in every project), after the project's own")
    .option('--json', 'machine-readable output')
    .option('--project <dir>', 'project directory (default: the current directory)')
    .action(async (opts: { mode?: string; dryRun?: boolean; withGlobal?: boolean; json?: boolean; project?: string }) => {
      const { publishMemory } = await import('../../publish/run.js');
      const { globalDigestItems } = await import('../../inject/global.js');
      const { PUBLISH_MODES } = await import('../../publish/publish.js');
      const a = getApp();
      const mode = (opts.mode ?? a.config.publish.mode) as (typeof PUBLISH_MODES)[number];
      if (!PUBLISH_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${PUBLISH_MODES.join(', ')}, got "${opts.mode}"`);
      await withStore(
        opts.project,
        (db, project) => {
          const global = opts.withGlobal && a.hasGlobalMemory() ? a.openGlobalMemory() : null;
          let extra;
          try {
            extra = global
              ? globalDigestItems(db, global, 200).map((g) => ({
                  ...g,
                  type: g.type as 'decision' | 'convention' | 'preference',
                  scope: 'global',
                }))
              : [];
          } finally {
            global?.close();
          }
          const r = publishMemory(db, {
            mode,
            project,
            home: ctx.settings.home,
            maxTokens: a.config.publish.maxTokens,
            dryRun: opts.dryRun ?? false,
            extra,
          });
          if (opts.json) return printJson(r);
          const verb = opts.dryRun ? 'would be' : 'was';
          println(`${r.items} verified item${r.items === 1 ? '' : 's'} to publish (${mode}).`);
          for (const w of r.withheld)
            println(`  Not published: ${w.why}; settle it with \`claude-memory review\` (keep one, reject or supersede the other).`);
          for (const c of r.changes)
            println(
              c.action === 'unchanged'
                ? `  ${c.file}: unchanged`
                : `  ${c.file} ${verb} ${c.action === 'create' ? 'created' : c.action === 'update' ? 'updated' : 'removed'}`,
            );
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
    .action(
      async (opts: {
        all?: boolean;
        output?: string;
        withSessions?: boolean;
        withPayloads?: boolean;
        global?: boolean;
        json?: boolean;
        project?: string;
      }) => {
        const { exportProjectMemory, EXPORT_FORMAT, EXPORT_VERSION } = await import('../../store/portable.js');
        const { gitRemoteOf } = await import('../../portable/document.js');
        const a = getApp();
        const projects = opts.all
          ? listProjects(a)
              .filter((p) => p.root)
              .map((p) => registeredProject(a, p, { named: false }))
          : [a.project(opts.project)];
        const doc: { format: string; version: number; exportedAt: string; projects: unknown[]; global?: unknown } = {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          exportedAt: new Date(a.now()).toISOString(),
          projects: [],
        };
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
      },
    );

  program
    .command('import-memory')
    .description("merge an export file into this machine's memory, idempotently (forgotten stays forgotten)")
    .argument('<file>', 'a file written by `claude-memory export`')
    .addHelpText(
      'after',
      "\nSee also: `import` (Claude Code's transcripts, of every project), `ingest` (this project's new transcript lines and auto memory).",
    )
    .option('--json', 'machine-readable report')
    .option('--project <dir>', 'import into this project (needed when the exported project cannot be recognised here)')
    .action(async (file: string, opts: { json?: boolean; project?: string }) => {
      const { readExportDocument, matchProject, ExportFormatError } = await import('../../portable/document.js');
      const { importProjectMemory } = await import('../../store/portable.js');
      const a = getApp();
      if (!fs.existsSync(file)) throw new UsageError(`no such file: ${file}`);
      let doc;
      try {
        doc = readExportDocument(file);
      } catch (e) {
        if (e instanceof ExportFormatError) throw new UsageError(e.message);
        throw e;
      }
      if (opts.project && doc.projects.length > 1)
        throw new UsageError(`${file} holds ${doc.projects.length} projects: --project can only name the target of one`);
      const local = listProjects(a)
        .filter((p) => p.root)
        .map((p) => registeredProject(a, p, { named: false }));
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
          reports.push({
            from: exported.project.name,
            into: target.root,
            ...importProjectMemory(db, exported, { actor: 'cli', now: a.now() }, target.name),
          });
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
        println(
          `${r.from} → ${r.into}: ${r.created} new items, ${r.alreadyThere} already here, ${r.superseded} supersessions, ${r.forgottenFromExport} forgotten as on the other machine, ${r.forgottenHere} left out (forgotten here)${r.sessions ? `, ${r.sessions} sessions added` : ''}.`,
        );
      }
    });
}
