// The `claude-memory` command line, run as the built bundle in a temp project with CLAUDE_MEMORY_HOME pointing at a
// temp data dir: help and version, where things live, status, doctor, remember/recall/forget, and clear errors for
// bad input.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { saveTurnSummary } from '../../src/store/summaries.js';
import {
  cleanupSandboxes,
  count,
  fixturePayload,
  hookDeps,
  installTranscript,
  makeSandbox,
  openProject,
  runCliProcess,
  withProject,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const cli = runCliProcess;

/** A captured session: a prompt, a tool call, the assistant's answer, the turn queued; plus one rejected hook. */
async function captureSession(sb: Sandbox) {
  const deps = hookDeps(sb);
  const p = (name: string) => fixturePayload(name, sb);
  installTranscript('transcript.jsonl', sb, String(p('Stop').transcript_path));
  for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']) await runHook(e, JSON.stringify(p(e)), deps);
  await runHook('Stop', '{"not": "a payload"}', deps);
}

describe('help and version', () => {
  it('--help lists the commands and exits 0', async () => {
    const sb = makeSandbox();
    const r = await cli(sb, ['--help']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toContain('Usage: claude-memory');
    for (const command of ['where', 'status', 'import', 'worker', 'recall', 'remember', 'forget', 'sweep', 'doctor']) {
      expect(r.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    }
    // The commands Claude Code runs itself are left out of the list (issue 22): they still run (test/cli/help.test.ts).
    for (const internal of ['hook', 'mcp', 'hooks-json', 'hooks-matcher'])
      expect(r.stdout).not.toMatch(new RegExp(`^\\s+${internal}\\b`, 'm'));
    // Help writes nothing to the data dir.
    expect(fs.existsSync(sb.dataDir)).toBe(false);
  });

  it("a command's --help describes its options", async () => {
    const r = await cli(makeSandbox(), ['recall', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: claude-memory recall [options] <query...>');
    expect(r.stdout).toContain('--limit <n>');
  });

  it('--version prints the package version', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await cli(makeSandbox(), [flag]);
      expect(r).toMatchObject({ code: 0, stderr: '', stdout: `${pkg.version}\n` });
    }
  });

  it('an unknown command exits non-zero and says so', async () => {
    const r = await cli(makeSandbox(), ['remmeber', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'remmeber'/);
  });
});

describe('where', () => {
  it('prints the data dir from CLAUDE_MEMORY_HOME and the project database inside it', async () => {
    const sb = makeSandbox();
    const r = await cli(sb, ['where']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const { dbPath, db } = openProject(sb);
    db.close();
    expect(r.stdout).toContain(`data dir   ${sb.dataDir}\n`);
    expect(r.stdout).toContain(`database   ${dbPath}\n`);
    expect(path.dirname(dbPath)).toBe(path.join(sb.dataDir, 'projects'));
    expect(r.stdout).toContain(`project    project (${sb.projectDir})`);
    expect(r.stdout).toContain(`config     ${path.join(sb.dataDir, 'config.json')}`);
  });

  it('without CLAUDE_MEMORY_HOME the data lives in ~/.claude-memory', async () => {
    const sb = makeSandbox();
    const r = await cli(sb, ['where'], { env: { CLAUDE_MEMORY_HOME: undefined } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`data dir   ${path.join(sb.home, '.claude-memory')}\n`);
    expect(r.stdout).toMatch(new RegExp(`database   ${path.join(sb.home, '.claude-memory', 'projects')}/project-[0-9a-f]{12}\\.db`));
  });

  it('--project names another project than the current directory', async () => {
    const sb = makeSandbox();
    const other = path.join(sb.root, 'other-repo');
    fs.mkdirSync(other);
    const r = await cli(sb, ['where', '--project', other]);
    expect(r.stdout).toContain(`project    other-repo (${other})`);
  });
});

describe('status', () => {
  it('--json reports sessions, prompts, tool events, queue depth, errors, spool and database size', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const r = await cli(sb, ['status', '--json']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const s = JSON.parse(r.stdout);
    const { dbPath, project, db } = openProject(sb);
    db.close();
    expect(s.project).toEqual({ name: 'project', key: project.key, root: sb.projectDir, identity: sb.projectDir });
    expect(s.counts).toMatchObject({ sessions: 1, activeSessions: 1, prompts: 1, toolEvents: 1, assistantMessages: 2, decisions: 0 });
    expect(s.queue).toMatchObject({ ready: 1, waiting: 0, parked: 0 });
    expect(s.worker).toEqual({ running: false, pid: null });
    expect(s.spool).toEqual({ events: 0, bytes: 0 });
    expect(s.errors.total).toBe(1);
    expect(s.errors.last[0]).toMatchObject({ scope: 'hook:Stop' });
    expect(s.errors.last[0].message).toMatch(/invalid payload/);
    expect(s.database.path).toBe(dbPath);
    const onDisk = fs.statSync(dbPath).size + (fs.existsSync(`${dbPath}-wal`) ? fs.statSync(`${dbPath}-wal`).size : 0);
    expect(s.database.bytes).toBeGreaterThan(0);
    expect(s.database.bytes).toBeLessThanOrEqual(onDisk);
  });

  it('prints a readable summary', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const r = await cli(sb, ['status']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^project {2}\(/);
    expect(r.stdout).toMatch(/sessions +1 \(1 active\)/);
    expect(r.stdout).toMatch(/prompts +1\n/);
    expect(r.stdout).toMatch(/tool events +1\n/);
    expect(r.stdout).toMatch(/queue +1 ready, 0 waiting, 0 parked; worker idle/);
    expect(r.stdout).toMatch(/spool +0 events/);
    expect(r.stdout).toMatch(/errors \(7d\) +1/);
  });

  it('while another process holds the database lock, reports the events still waiting in the spool', async () => {
    const sb = makeSandbox();
    const { dbPath, db } = openProject(sb);
    db.close();
    const locker = new Database(dbPath);
    locker.exec('BEGIN EXCLUSIVE');
    let r;
    try {
      // The tool hook only journals; nothing can be replayed while the lock is held.
      const tool = await cli(sb, ['hook', 'PostToolUse'], { input: JSON.stringify(fixturePayload('PostToolUse', sb)) });
      expect(tool).toMatchObject({ code: 0, stderr: '' });
      r = await cli(sb, ['status', '--json']);
    } finally {
      locker.exec('COMMIT');
      locker.close();
    }
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.spool.events).toBe(1);
    expect(s.spool.bytes).toBeGreaterThan(0);
    expect(s.counts.toolEvents).toBe(0);
    const after = JSON.parse((await cli(sb, ['status', '--json'])).stdout);
    expect(after.spool.events).toBe(0);
    expect(after.counts.toolEvents).toBe(1);
  }, 30_000);

  it('--all covers every project with a memory', async () => {
    const sb = makeSandbox();
    const other = path.join(sb.root, 'second');
    fs.mkdirSync(other);
    await cli(sb, ['remember', 'First project decision']);
    await cli(sb, ['remember', 'Second project decision'], { cwd: other });
    const r = await cli(sb, ['status', '--all', '--json']);
    expect(r.code).toBe(0);
    const all = JSON.parse(r.stdout) as { project: { name: string }; counts: { decisions: number } }[];
    expect(all.map((s) => [s.project.name, s.counts.decisions]).sort()).toEqual([
      ['project', 1],
      ['second', 1],
    ]);
  });
});

describe('doctor', () => {
  it('on a development clone: runtime present, database integrity ok, exit 0', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    const r = await cli(sb, ['doctor']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^ok {4}runtime dependencies: SQLite ready/m);
    expect(r.stdout).toMatch(/^ok {4}database integrity: ok \(project\)/m);
    expect(r.stdout).toMatch(/^ok {4}config: defaults \(no config file\)/m);
    expect(r.stdout).toMatch(/^ok {4}spool: empty/m);
    expect(r.stdout).toMatch(/^ok {4}hooks: \d+ events wired/m);
    expect(r.stdout).not.toMatch(/^FAIL/m);
  });

  it('--json gives every check with ok and detail', async () => {
    const r = await cli(makeSandbox(), ['doctor', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { ok: boolean; checks: { name: string; ok: boolean; detail: string }[] };
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['runtime dependencies', 'config', 'database integrity', 'spool', 'hooks', 'embedder']),
    );
    for (const c of report.checks) expect(typeof c.detail).toBe('string');
  });

  it('a broken config file fails the config check with the reason, and exits 1', async () => {
    const sb = makeSandbox({ config: {} });
    fs.writeFileSync(path.join(sb.dataDir, 'config.json'), '{"capture": {"maxToolOutputBytes": "lots"}}');
    const r = await cli(sb, ['doctor']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAIL {2}config: .*config\.json: capture\.maxToolOutputBytes: /m);
  });
});

describe('remember, recall and forget', () => {
  it('a remembered decision is recalled by a keyword, in text and JSON', async () => {
    const sb = makeSandbox();
    const saved = await cli(sb, ['remember', 'Use pnpm, not npm,', 'for this repo', '--reason', 'workspaces need it']);
    expect(saved).toMatchObject({ code: 0, stderr: '', stdout: 'Remembered as decision:1.\n' });

    const text = await cli(sb, ['recall', 'pnpm']);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^1 of 1 hits/);
    expect(text.stdout).toContain('[decision:1]');
    expect(text.stdout).toContain('Use pnpm, not npm, for this repo — because workspaces need it');

    const json = JSON.parse((await cli(sb, ['recall', 'which', 'package', 'manager', 'pnpm', '--json', '--fts'])).stdout);
    expect(json.hits[0]).toMatchObject({ id: 'decision:1', kind: 'decision', source: 'manual' });
    expect(json.hits[0].snippet).toContain('pnpm');
  });

  it('recall finds captured prompts, assistant answers and tool calls, and honours --kind and --limit', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    await cli(sb, ['remember', 'Notes live in notes.txt']);
    const json = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--fts'])).stdout) as { hits: { kind: string }[] };
    // One hit per turn: the prompt, the answer and the tool call of a turn come back as one hit (its best doc).
    expect(new Set(json.hits.map((h) => h.kind))).toContain('decision');
    expect(json.hits.some((h) => ['prompt', 'assistant', 'tool', 'turn', 'summary'].includes(h.kind))).toBe(true);
    for (const kind of ['prompt', 'assistant', 'tool']) {
      const only = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--fts', '--kind', kind])).stdout) as {
        hits: { kind: string }[];
      };
      expect(only.hits.length).toBeGreaterThan(0);
      expect(new Set(only.hits.map((h) => h.kind))).toEqual(new Set([kind]));
    }
    const decisions = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--kind', 'decision'])).stdout) as {
      hits: { kind: string }[];
    };
    expect(decisions.hits.map((h) => h.kind)).toEqual(['decision']);
    const one = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--limit', '1'])).stdout) as { hits: unknown[] };
    expect(one.hits).toHaveLength(1);
  });

  it('a typo in --kind is an error with exit 2, not "no matches"', async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', 'Notes live in notes.txt']);
    const r = await cli(sb, ['recall', 'notes', '--kind', 'decison']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown kind "decison"');
    expect(r.stderr).toContain('decision');
  });

  it('every id recall shows can be forgotten, a rollup included, and forgotten ids are never handed out again', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    withProject(sb, (db) => {
      const s = (db.prepare('SELECT id FROM sessions').get() as { id: string }).id;
      db.prepare("UPDATE sessions SET rollup_summary = 'Rolled up: the notes file was read.' WHERE id = ?").run(s);
    });
    await cli(sb, ['remember', 'Notes live in notes.txt']);
    let hits = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--fts', '--limit', '50'])).stdout).hits as {
      id: string;
      kind: string;
    }[];
    expect(new Set(hits.map((h) => h.kind))).toContain('rollup');
    // A hit stands for its whole turn: forgetting its doc lets the turn's other docs come up next, until none is left.
    for (let round = 0; round < 8 && hits.length; round++) {
      for (const h of hits) {
        const r = await cli(sb, ['forget', h.id]);
        expect({ id: h.id, code: r.code, stderr: r.stderr }).toEqual({ id: h.id, code: 0, stderr: '' });
      }
      hits = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--fts', '--limit', '50'])).stdout).hits;
    }
    expect(hits).toEqual([]);
    const again = await cli(sb, ['remember', 'Notes moved to docs/notes.md']);
    expect(again.stdout).not.toContain('decision:1.');
  });

  it('a forgotten decision is gone from recall and from the search index', async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', 'Deploy with the blorptastic script']);
    await cli(sb, ['remember', 'Deploy on Tuesdays only']);
    const forgot = await cli(sb, ['forget', 'decision:1']);
    expect(forgot).toMatchObject({
      code: 0,
      stderr: '',
      stdout: 'Forgot decision:1 for good (1 row, with its search entries, vectors and payloads; a tombstone stops it from coming back).\n',
    });
    const r = await cli(sb, ['recall', 'blorptastic']);
    expect(r).toMatchObject({ code: 0, stdout: 'No memories match "blorptastic".\n' });
    withProject(sb, (db) => {
      expect(count(db, 'memory_items', "type = 'decision'")).toBe(1);
      expect(db.prepare("SELECT rowid FROM search_fts WHERE search_fts MATCH 'blorptastic'").all()).toEqual([]);
      expect(db.prepare("SELECT rowid FROM search_trigram WHERE search_trigram MATCH 'blorptastic'").all()).toEqual([]);
      expect(count(db, 'search_docs', "kind = 'decision'")).toBe(1);
    });
    expect((await cli(sb, ['recall', 'Tuesdays'])).stdout).toContain('[decision:2]');
  });

  it('forget session:<id prefix> deletes everything captured in that session', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    await cli(sb, ['remember', 'A decision outside any session']);
    const r = await cli(sb, ['forget', 'session:d3a548b8']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(
      /^Forgot session:d3a548b8-0a7e-4571-a128-6bb94996d056 for good \(\d+ rows?, with its search entries, vectors and payloads; a tombstone stops it from coming back\)/,
    );
    withProject(sb, (db) => {
      for (const t of ['sessions', 'prompts', 'assistant_messages', 'tool_events', 'tool_event_payloads', 'pending_compressions'])
        expect({ t, n: count(db, t) }).toEqual({ t, n: 0 });
      expect(db.prepare('SELECT kind FROM search_docs').all()).toEqual([{ kind: 'decision' }]);
    });
    const recall = JSON.parse((await cli(sb, ['recall', 'notes', '--json', '--fts'])).stdout) as { hits: unknown[] };
    expect(recall.hits).toEqual([]);
  });

  it('forget with an id that is not a memory id, or names nothing, exits 2 with a clear message', async () => {
    const sb = makeSandbox();
    const bad = await cli(sb, ['forget', 'banana']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'claude-memory: "banana" is not a memory id (expected <kind>:<ref>, e.g. decision:12, tool:7, rollup:<session id>, session:<session id>; ' +
        'kinds: decision, preference, convention, discovery, code_area, prompt, assistant, summary, turn, rollup, tool, session)\n',
    );
    const missing = await cli(sb, ['forget', 'decision:99']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('claude-memory: Nothing stored under decision:99.\n');
  });

  it('recall without a query exits 2 and says the query is missing', async () => {
    const r = await cli(makeSandbox(), ['recall']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: missing required argument 'query'");
    expect(r.stdout).toBe('');
  });

  it('a --limit that is not a positive whole number exits 2 and names the flag and value', async () => {
    for (const v of ['abc', '0', '2.5', '-3']) {
      const r = await cli(makeSandbox(), ['recall', 'x', '--limit', v]);
      expect({ v, code: r.code }).toEqual({ v, code: 2 });
      expect(r.stderr).toBe(`claude-memory: --limit must be a positive whole number, got "${v}"\n`);
    }
  });

  it('remember with nothing to remember exits 2 with an example', async () => {
    const r = await cli(makeSandbox(), ['remember', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^claude-memory: Say what to remember, e\.g\.: claude-memory remember "/);
  });
});

describe('sweep', () => {
  it('deletes raw payloads of summarized turns past the window, and rejects a bad --days', async () => {
    const sb = makeSandbox();
    await captureSession(sb);
    withProject(sb, (db) => saveTurnSummary(db, 'd3a548b8-0a7e-4571-a128-6bb94996d056', 1, 'read notes.txt', 'lexical', '{}', Date.now()));
    const keep = await cli(sb, ['sweep']);
    expect(keep).toMatchObject({ code: 0, stdout: 'Deleted 0 raw tool payloads older than 30 days; summaries and evidence stay.\n' });
    const now = await cli(sb, ['sweep', '--days', '0']);
    expect(now).toMatchObject({ code: 0, stdout: 'Deleted 1 raw tool payloads older than 0 days; summaries and evidence stay.\n' });
    withProject(sb, (db) => {
      expect(count(db, 'tool_event_payloads')).toBe(0);
      expect(count(db, 'tool_events')).toBe(1);
    });
    const bad = await cli(sb, ['sweep', '--days', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('claude-memory: --days must be a number >= 0, got "soon"\n');
  });
});
