import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);
import "./chunk-IBHGCGQV.mjs";

// src/cli/commands/team.ts
async function teamServerHits(db, a, project, query, limit) {
  const { getTeamLink, heldTeamUids } = await import("./team-B3K6476H.mjs");
  if (!getTeamLink(db)) return [];
  const { searchTeamServer } = await import("./service-QO3PLKID.mjs");
  const { TEAM_SERVER_RECALL_TIMEOUT_MS } = await import("./recall-KT6LBHHW.mjs");
  const hits = await searchTeamServer(db, a.teamAccess(project), query, limit, TEAM_SERVER_RECALL_TIMEOUT_MS);
  if (!hits) return [];
  const held = heldTeamUids(
    db,
    hits.map((h) => h.uid)
  );
  return hits.filter((h) => !held.has(h.uid));
}
var when = (ms) => ms == null ? "never" : new Date(ms).toISOString();
function registerTeamCommands(program, d) {
  const { println } = d;
  const printJson = (v) => println(JSON.stringify(v, null, 2));
  const access = (a, project) => a.teamAccess(project);
  const count = (flag) => (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) d.fail(`${flag} must be a whole number (0 or more), got "${v}"`);
    return n;
  };
  const orFail = async (work) => {
    const { TeamConnectionError } = await import("./connection-F6ZDVBVM.mjs");
    const { KnowledgeError } = await import("./knowledge-DNTANJ6A.mjs");
    try {
      return await work();
    } catch (e) {
      if (e instanceof TeamConnectionError || e instanceof KnowledgeError) d.fail(e.message);
      const pgError = e;
      if (typeof pgError.code === "string" && /^[0-9A-Z]{5}$/.test(pgError.code)) d.fail(`the team server refused: ${pgError.message}`);
      throw e;
    }
  };
  const withAdmin = async (url, fn) => {
    const { connectClient, parseTeamUrl } = await import("./connection-F6ZDVBVM.mjs");
    const parsed = parseTeamUrl(url);
    const client = await connectClient({
      server: parsed.server,
      password: parsed.password ?? d.ctx.settings.pgPassword,
      connectTimeoutMs: 1e4,
      statementTimeoutMs: 12e4
    });
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {
      });
    }
  };
  const team = program.command("team").description("share decisions, conventions and discoveries with a team through PostgreSQL");
  team.command("init").description("create or migrate the team schema on a PostgreSQL server (safe to run twice, or from two machines at once)").argument("<postgres-url>", "postgres://<admin role>[:<password>]@<host>[:<port>]/<database>").option("--team <name>", "also create this team").option("--member <role...>", "PostgreSQL roles to add to the team (they must exist)").option("--json", "machine-readable output").action(async (url, opts) => {
    if (opts.member && !opts.team) d.fail("--member needs --team <name>");
    const { addTeamMembers, migrateServer } = await import("./schema-OGEJ7JF4.mjs");
    const r = await orFail(
      () => withAdmin(url, async (client) => {
        const migrated = await migrateServer(client);
        if (opts.team) await addTeamMembers(client, opts.team, opts.member ?? []);
        return migrated;
      })
    );
    if (opts.json) return printJson({ ...r, team: opts.team ?? null, members: opts.member ?? [] });
    println(
      r.applied.length ? `Team schema created or migrated to version ${r.version} (applied ${r.applied.join(", ")}).` : `Team schema already at version ${r.version}.`
    );
    println(
      r.vectors.state === "on" ? "Vector search: on (pgvector); team recall is hybrid for members whose encoder matches." : r.vectors.state === "not-installed" ? "Vector search: off (optional: install pgvector on the server, then run team init again); team recall uses full-text search." : `Vector search: off (pgvector is installed but this role cannot create the extension: ${r.vectors.detail}); team recall uses full-text search.`
    );
    if (opts.team) println(`Team ${opts.team}${opts.member?.length ? `: added ${opts.member.join(", ")}` : " exists"}.`);
  });
  team.command("members").description("add or remove a team's members (PostgreSQL roles); a removed role stops reading the team at once").argument("<postgres-url>", "postgres://<admin role>[:<password>]@<host>[:<port>]/<database>").requiredOption("--team <name>", "the team").option("--add <role...>", "roles to add").option("--remove <role...>", "roles to remove").action(async (url, opts) => {
    if (!opts.add?.length && !opts.remove?.length) d.fail("say which roles to --add or --remove");
    const { addTeamMembers, removeTeamMembers } = await import("./schema-OGEJ7JF4.mjs");
    const removed = await orFail(
      () => withAdmin(url, async (client) => {
        if (opts.add?.length) await addTeamMembers(client, opts.team, opts.add);
        return opts.remove?.length ? removeTeamMembers(client, opts.team, opts.remove) : 0;
      })
    );
    if (opts.add?.length) println(`Added to ${opts.team}: ${opts.add.join(", ")}.`);
    if (opts.remove?.length) println(`Removed from ${opts.team}: ${removed} of ${opts.remove.join(", ")}.`);
  });
  team.command("connect").description("link this project's memory to a team (your own PostgreSQL role), then sync").argument("<postgres-url>", "postgres://<your role>[:<password>]@<host>[:<port>]/<database> (the password is kept in a 0600 file)").requiredOption("--team <name>", "the team to join").option(
    "--keep-recent <n>",
    "how many of the newest team items to keep on this machine for injection and the digest (default 2000; recall asks the server for the rest)",
    count("--keep-recent")
  ).option(
    "--keep-fetched <n>",
    "how many items recall fetched from the server to keep here, least recently used dropped first (default 1000)",
    count("--keep-fetched")
  ).option("--json", "machine-readable output").option("--project <dir>", "project directory (default: the current directory)").action(async (url, opts) => {
    const { connectClient, parseTeamUrl } = await import("./connection-F6ZDVBVM.mjs");
    const { credentialsFile, saveTeamPassword } = await import("./credentials-ETX2JHHW.mjs");
    const { isTeamMember, serverSchemaVersion } = await import("./schema-OGEJ7JF4.mjs");
    const { connectTeam } = await import("./team-B3K6476H.mjs");
    const { gitRemoteOf } = await import("./document-R374RAWB.mjs");
    const { syncProjectTeam } = await import("./service-QO3PLKID.mjs");
    const parsed = await orFail(async () => parseTeamUrl(url));
    await d.withStore(opts.project, async (db, project, a) => {
      const file = credentialsFile(a.paths.dataDir, project.key);
      await orFail(async () => {
        const client = await connectClient({
          server: parsed.server,
          password: parsed.password ?? d.ctx.settings.pgPassword,
          connectTimeoutMs: 1e4,
          statementTimeoutMs: 3e4
        });
        try {
          if (await serverSchemaVersion(client) === 0)
            d.fail(
              `the server has no team schema yet: run \`claude-memory team init <admin-url> --team ${opts.team} --member ${parsed.role}\``
            );
          if (!await isTeamMember(client, opts.team))
            d.fail(
              `role ${parsed.role} is not a member of team ${opts.team} (an admin adds it: claude-memory team members <admin-url> --team ${opts.team} --add ${parsed.role})`
            );
        } finally {
          await client.end().catch(() => {
          });
        }
      });
      if (parsed.password) saveTeamPassword(file, parsed.password);
      const link = connectTeam(
        db,
        {
          team: opts.team,
          server: parsed.server,
          role: parsed.role,
          project: gitRemoteOf(project.root) ?? project.name,
          keepRecent: opts.keepRecent,
          keepFetched: opts.keepFetched
        },
        a.now()
      );
      const report = await orFail(() => syncProjectTeam(db, access(a, project), a.now, "cli"));
      if (opts.json) return printJson({ team: link.team, server: link.server, role: link.role, project: link.project, sync: report });
      println(`Connected ${project.name} to team ${link.team} on ${link.server} as ${link.role} (project: ${link.project}).`);
      if (report)
        println(
          `Synced: pushed ${report.pushed}, pulled ${report.pulled}${report.conflicts ? `, ${report.conflicts} conflicts to review` : ""}.`
        );
    });
  });
  team.command("status").description("this project's team link and sync state (never the password)").option("--json", "machine-readable output").option("--project <dir>", "project directory (default: the current directory)").action(async (opts) => {
    const { getTeamLink, teamCounts } = await import("./team-B3K6476H.mjs");
    await d.withStore(
      opts.project,
      (db, project) => {
        const link = getTeamLink(db);
        if (!link) {
          if (opts.json) return printJson({ connected: false });
          return println(`${project.name} is not connected to a team (claude-memory team connect <postgres-url> --team <name>).`);
        }
        const counts = teamCounts(db);
        if (opts.json) return printJson({ connected: true, ...link, ...counts });
        println(`Team ${link.team} on ${link.server} as ${link.role} (project: ${link.project})`);
        println(
          `Shared items here: ${counts.shared} (${counts.sharedByMe} shared by you); waiting to push: ${counts.outbox}; open team conflicts: ${counts.openConflicts}.`
        );
        println(
          `Last sync: ${when(link.lastSyncAt)}; pushed ${link.pushed}, pulled ${link.pulled} in all; server cursor ${link.cursor}.`
        );
        println(
          `Kept here: the newest ${link.keepRecent} team items, and up to ${link.keepFetched} fetched by recall (${counts.fetched} now); the server holds the rest.`
        );
        if (link.lastError)
          println(
            `Last attempt failed (${link.failures} in a row): ${link.lastError}; next background try after ${when(link.nextAttemptAt)}.`
          );
      },
      { readOnly: true }
    );
  });
  team.command("sync").description("push what is waiting and pull what the team shared (the worker also does this in the background)").option("--json", "machine-readable output").option("--project <dir>", "project directory (default: the current directory)").action(async (opts) => {
    const { syncProjectTeam } = await import("./service-QO3PLKID.mjs");
    await d.withStore(opts.project, async (db, project, a) => {
      const report = await orFail(() => syncProjectTeam(db, access(a, project), a.now, "cli"));
      if (!report) d.fail(`${project.name} is not connected to a team (claude-memory team connect <postgres-url> --team <name>).`);
      if (opts.json) return printJson(report);
      println(
        `Synced: pushed ${report.pushed}, pulled ${report.pulled}${report.conflicts ? `, ${report.conflicts} conflicts to review (claude-memory conflicts)` : ""}.`
      );
    });
  });
  team.command("disconnect").description("unlink this project from its team (shared items stay here; unpushed changes wait for a reconnect)").option("--project <dir>", "project directory (default: the current directory)").action(async (opts) => {
    const { disconnectTeam } = await import("./team-B3K6476H.mjs");
    const { credentialsFile, forgetTeamPassword } = await import("./credentials-ETX2JHHW.mjs");
    await d.withStore(
      opts.project,
      (db, project, a) => {
        const was = disconnectTeam(db);
        forgetTeamPassword(credentialsFile(a.paths.dataDir, project.key));
        println(was ? `${project.name} is no longer connected to a team.` : `${project.name} was not connected to a team.`);
      },
      { readOnly: true }
    );
  });
  const shareCommand = (name, description) => program.command(name).description(description).argument("<id>", "a memory item id, e.g. decision:12").option("--json", "machine-readable output").option("--project <dir>", "project directory (default: the current directory)").action(async (id, opts) => {
    const { findItem } = await import("./knowledge-DNTANJ6A.mjs");
    const { shareItem, unshareItem } = await import("./team-B3K6476H.mjs");
    const [kind, ref] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
    await d.withStore(opts.project, async (db, _p, a) => {
      const item = findItem(db, kind, ref);
      if (!item) d.fail(`no memory item ${id} (share takes a decision, preference, convention, discovery or code_area id)`);
      const row = await orFail(async () => (name === "share" ? shareItem : unshareItem)(db, item.id, { actor: "cli", now: a.now() }));
      if (opts.json) return printJson({ id: `${row.type}:${row.id}`, team: row.team, sharedBy: row.sharedBy });
      println(
        name === "share" ? `${row.type}:${row.id} is shared with team ${row.team}; it goes out at the next sync.` : `${row.type}:${row.id} is no longer shared; the team drops it at the next sync.`
      );
    });
  });
  shareCommand("share", "share a memory item with this project's team");
  shareCommand("unshare", "take a shared item back: it stays here, the team's copies go");
}
export {
  registerTeamCommands,
  teamServerHits
};
