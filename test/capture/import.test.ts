// Backfill: `claude-memory import` reads existing Claude Code transcripts (main and subagent ones) into the stores of
// the projects they belong to, idempotently; and a project's git worktrees share one store.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findTranscripts, importTranscripts, type ImportDeps } from '../../src/capture/import.js';
import { projectDbPath, projectIdentity } from '../../src/paths.js';
import type { Db } from '../../src/store/connection.js';
import { forgetMemory } from '../../src/store/forget.js';
import {
  cleanupSandboxes,
  count,
  FIXTURES,
  fixturePayload,
  git,
  hookDeps,
  installTranscript,
  makeSandbox,
  openProject,
  rewritePaths,
  runCliProcess,
  sandboxApp,
  withProject,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const MAIN = 'd3a548b8-0a7e-4571-a128-6bb94996d056';
const COMPACT = '11111111-2222-3333-4444-555555555555';
const SUBAGENT = '99cc7287-fb50-4fdd-870f-7146c327cffa';
/** The fixtures were recorded at this time. */
const RECORDED_AT = Date.parse('2026-11-30T00:45:00.000Z');
const HOUR = 3_600_000;

type Row = Record<string, unknown>;
const all = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];

/** ~/.claude/projects/<dir>/ as Claude Code lays it out: one file per session, subagents under <session>/subagents/. */
function claudeProjectsDir(sb: Sandbox, projectDir = sb.projectDir, dirName = '-project'): string {
  const root = path.join(sb.home, '.claude', 'projects', dirName);
  installTranscript('transcript.jsonl', sb, path.join(root, `${MAIN}.jsonl`), projectDir);
  installTranscript('transcript-with-compact.jsonl', sb, path.join(root, `${COMPACT}.jsonl`), projectDir);
  installTranscript('subagent-transcript.jsonl', sb, path.join(root, SUBAGENT, 'subagents', 'agent-ab173d495659c9a9b.jsonl'), projectDir);
  return root;
}

function importDeps(sb: Sandbox, now: number): ImportDeps {
  const app = sandboxApp(sb, { now: () => now });
  return {
    project: (cwd) => app.project(cwd),
    openStore: (p) => app.openProjectStore(p),
    maxToolOutputBytes: app.config.capture.maxToolOutputBytes,
    staleAfterMs: app.config.worker.staleSessionHours * HOUR,
    now: app.now,
  };
}

const snapshot = (db: Db) =>
  Object.fromEntries(
    ['sessions', 'prompts', 'assistant_messages', 'tool_events', 'tool_event_payloads', 'pending_compressions', 'search_docs'].map((t) => [
      t,
      count(db, t),
    ]),
  );

describe('importing transcripts', () => {
  it('finds main transcripts before subagent transcripts', () => {
    const sb = makeSandbox();
    const root = claudeProjectsDir(sb);
    expect(findTranscripts([path.dirname(root)]).map((f) => path.relative(root, f))).toEqual([
      `${COMPACT}.jsonl`,
      `${MAIN}.jsonl`,
      path.join(SUBAGENT, 'subagents', 'agent-ab173d495659c9a9b.jsonl'),
    ]);
  });

  it('imports the prompts, assistant text, tool calls, compaction summary and subagent work of every session', () => {
    const sb = makeSandbox();
    const root = claudeProjectsDir(sb);
    const summary = importTranscripts(findTranscripts([root]), importDeps(sb, RECORDED_AT + HOUR));
    expect(summary).toMatchObject({ files: 3, sessions: 3, malformed: 0, projects: ['project'], skipped: [] });
    expect(summary.bytes).toBe(findTranscripts([root]).reduce((n, f) => n + fs.statSync(f).size, 0));
    withProject(sb, (db) => {
      expect(all(db, 'SELECT session_id, text FROM prompts ORDER BY session_id')).toEqual([
        { session_id: COMPACT, text: 'read the notes' },
        { session_id: MAIN, text: 'Please read notes.txt and tell me what it says' },
      ]);
      expect(all(db, 'SELECT session_id, agent_id, text FROM assistant_messages ORDER BY session_id, id')).toEqual([
        { session_id: COMPACT, agent_id: null, text: 'Let me read the notes.' },
        { session_id: COMPACT, agent_id: null, text: 'FINAL_ANSWER: I read the notes file.' },
        { session_id: COMPACT, agent_id: 'compact', text: 'COMPACT_SUMMARY_MARKER: user read notes' },
        { session_id: SUBAGENT, agent_id: 'ab173d495659c9a9b', text: 'SUBAGENT_RESULT: consolidated' },
        { session_id: MAIN, agent_id: null, text: 'Let me read the notes.' },
        { session_id: MAIN, agent_id: null, text: 'FINAL_ANSWER: I read the notes file.' },
      ]);
      expect(all(db, 'SELECT session_id, tool_use_id, agent_id FROM tool_events ORDER BY session_id')).toEqual([
        { session_id: COMPACT, tool_use_id: expect.stringMatching(/^toolu_/), agent_id: null },
        { session_id: SUBAGENT, tool_use_id: 'toolu_vxq3xsk95pomx2jlahb', agent_id: 'ab173d495659c9a9b' },
        { session_id: MAIN, tool_use_id: 'toolu_gn6z5ea933hmx2jjz6a', agent_id: null },
      ]);
      expect(summary.stored).toBe(count(db, 'prompts') + count(db, 'assistant_messages') + count(db, 'tool_events'));
      // Sessions an hour old may still be running: left active, their turns queued for summaries.
      expect(all(db, 'SELECT status FROM sessions').every((s) => s.status === 'active')).toBe(true);
      expect(all(db, 'SELECT kind, target FROM pending_compressions ORDER BY target')).toEqual([
        { kind: 'turn', target: `${COMPACT}#1` },
        { kind: 'turn', target: `${MAIN}#1` },
      ]);
    });
  });

  it('closes sessions that have been idle past the stale window and queues their rollups', () => {
    const sb = makeSandbox();
    importTranscripts(findTranscripts([claudeProjectsDir(sb)]), importDeps(sb, RECORDED_AT + 7 * 24 * HOUR));
    withProject(sb, (db) => {
      expect(all(db, 'SELECT id, status, exit_reason FROM sessions ORDER BY id')).toEqual([
        { id: COMPACT, status: 'completed', exit_reason: 'imported' },
        { id: SUBAGENT, status: 'completed', exit_reason: 'imported' },
        { id: MAIN, status: 'completed', exit_reason: 'imported' },
      ]);
      expect(count(db, 'pending_compressions', "kind = 'session_rollup'")).toBe(3);
    });
  });

  it('importing the same transcripts again adds nothing', () => {
    const sb = makeSandbox();
    const files = findTranscripts([claudeProjectsDir(sb)]);
    importTranscripts(files, importDeps(sb, RECORDED_AT + HOUR));
    const first = withProject(sb, snapshot);
    const again = importTranscripts(files, importDeps(sb, RECORDED_AT + 2 * HOUR));
    expect(again).toMatchObject({ stored: 0, records: 0 });
    expect(withProject(sb, snapshot)).toEqual(first);
    // Even with the cursors gone (transcripts moved or rewritten), rows dedupe by uuid and tool_use_id.
    withProject(sb, (db) => db.exec('DELETE FROM transcript_cursors'));
    const reread = importTranscripts(files, importDeps(sb, RECORDED_AT + 3 * HOUR));
    expect(reread.records).toBeGreaterThan(0);
    expect(reread.stored).toBe(0);
    expect(withProject(sb, snapshot)).toEqual(first);
  });

  it('a transcript already captured by the hooks adds only what the hooks could not see', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    // The hooks' transcript_path is not where the import finds the file, so Stop reads no transcript here.
    for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop'])
      await runHook(e, JSON.stringify(fixturePayload(e, sb)), deps);
    withProject(sb, (db) => expect(count(db, 'assistant_messages')).toBe(0));
    const summary = importTranscripts(findTranscripts([claudeProjectsDir(sb)]), importDeps(sb, RECORDED_AT + HOUR));
    withProject(sb, (db) => {
      expect(count(db, 'prompts', 'session_id = ?', MAIN)).toBe(1);
      expect(count(db, 'tool_events', 'session_id = ?', MAIN)).toBe(1);
      expect(count(db, 'assistant_messages', 'session_id = ?', MAIN)).toBe(2);
    });
    expect(summary.stored).toBeGreaterThan(0);
  });

  it('malformed lines are counted and skipped, files without a cwd are reported, and the rest still imports', () => {
    const sb = makeSandbox();
    const root = claudeProjectsDir(sb);
    const raw = fs.readFileSync(path.join(FIXTURES, 'malformed-transcript.jsonl'));
    fs.writeFileSync(path.join(root, 'malformed.jsonl'), Buffer.from(rewritePaths(raw.toString('latin1'), sb), 'latin1'));
    fs.writeFileSync(path.join(root, 'empty.jsonl'), '');
    fs.writeFileSync(path.join(root, 'not-a-transcript.jsonl'), '{"hello":"world"}\nnot json at all\n');
    const summary = importTranscripts(findTranscripts([root]), importDeps(sb, RECORDED_AT + HOUR));
    expect(summary.files).toBe(4);
    expect(summary.malformed).toBe(4);
    expect(summary.skipped.map((s) => path.basename(s.file)).sort()).toEqual(['empty.jsonl', 'not-a-transcript.jsonl']);
    withProject(sb, (db) => {
      expect(count(db, 'sessions')).toBe(4);
      expect(all(db, "SELECT text FROM prompts WHERE session_id LIKE 'aaaaaaaa-%' ORDER BY prompt_number").map((r) => r.text)).toEqual([
        'first good prompt',
        'bad bytes here: \uFFFD\uFFFD\uFFFD end',
      ]);
    });
  });

  it('each transcript goes to the store of the project it was recorded in', () => {
    const sb = makeSandbox();
    const other = path.join(sb.root, 'other-project');
    fs.mkdirSync(other);
    const root = claudeProjectsDir(sb);
    installTranscript('transcript.jsonl', sb, path.join(sb.home, '.claude', 'projects', '-other-project', 'other.jsonl'), other);
    const summary = importTranscripts(findTranscripts([path.dirname(root)]), importDeps(sb, RECORDED_AT + HOUR));
    expect(summary.projects.sort()).toEqual(['other-project', 'project']);
    withProject(sb, (db) => expect(count(db, 'sessions')).toBe(3));
    // The same session id in another project's transcript lands in that project's store only.
    withProject(sb, (db) => expect(all(db, 'SELECT id, cwd FROM sessions')).toEqual([{ id: MAIN, cwd: other }]), other);
  });

  it('many projects: a few stores open at a time, each with a small page cache, and every session still finished', () => {
    const sb = makeSandbox();
    const dirs = Array.from({ length: 7 }, (_, i) => path.join(sb.root, `project-${i}`));
    for (const [i, dir] of dirs.entries()) {
      fs.mkdirSync(dir);
      const root = path.join(sb.home, '.claude', 'projects', `-project-${i}`);
      installTranscript('transcript.jsonl', sb, path.join(root, `${MAIN}.jsonl`), dir);
      // The first project's subagent transcript is read last of all (after every main transcript): its store was
      // closed meanwhile and must be opened again to store it and finish the session group.
      if (i === 0)
        installTranscript('subagent-transcript.jsonl', sb, path.join(root, MAIN, 'subagents', 'agent-ab173d495659c9a9b.jsonl'), dir);
    }
    const deps = importDeps(sb, RECORDED_AT + 7 * 24 * HOUR);
    let openNow = 0;
    let mostOpen = 0;
    const cacheKib: number[] = [];
    const summary = importTranscripts(findTranscripts([path.join(sb.home, '.claude', 'projects')]), {
      ...deps,
      openStore: (p) => {
        const db = deps.openStore(p);
        mostOpen = Math.max(mostOpen, ++openNow);
        const close = db.close.bind(db);
        db.close = () => {
          cacheKib.push(-(db.pragma('cache_size', { simple: true }) as number));
          openNow--;
          return close();
        };
        return db;
      },
    });
    expect(summary.files).toBe(8);
    expect(summary.projects.sort()).toEqual(dirs.map((d) => path.basename(d)).sort());
    expect(mostOpen).toBeLessThanOrEqual(4);
    expect(openNow).toBe(0);
    expect(Math.max(...cacheKib)).toBeLessThanOrEqual(4 * 1024);
    for (const dir of dirs) {
      withProject(
        sb,
        (db) => {
          expect(count(db, 'prompts')).toBeGreaterThan(0);
          // Idle for a week: every session was closed and its rollup queued, the reopened store's too.
          expect(count(db, 'sessions')).toBeGreaterThan(0);
          expect(count(db, 'sessions', 'ended_at IS NULL')).toBe(0);
          expect(count(db, 'pending_compressions', "kind = 'session_rollup'")).toBe(count(db, 'sessions'));
        },
        dir,
      );
    }
    // The subagent's work landed in its project's reopened store, beside the main session.
    withProject(sb, (db) => expect(count(db, 'sessions')).toBe(2), dirs[0]);
    withProject(sb, (db) => expect(count(db, 'sessions')).toBe(1), dirs[1]);
  });

  it('`claude-memory import` backfills ~/.claude/projects by default and is idempotent', async () => {
    const sb = makeSandbox();
    claudeProjectsDir(sb);
    const first = await runCliProcess(sb, ['import', '--quiet']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(
      /^Imported 3 transcripts, all new, \([\d.]+ MB\): 3 sessions, 11 new records of \d+, 0 malformed lines skipped, into project\./,
    );
    const second = await runCliProcess(sb, ['import', '--quiet', path.join(sb.home, '.claude', 'projects')]);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^Nothing new in 3 transcripts \([\d.]+ MB\): all of them were already in memory \(project\)\./);
    withProject(sb, (db) => expect(count(db, 'assistant_messages')).toBe(6));
  });

  it('reports progress on a non-terminal stderr as plain lines, and --json keeps stdout to the summary', async () => {
    const sb = makeSandbox();
    claudeProjectsDir(sb);
    const r = await runCliProcess(sb, ['import', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ files: 3, stored: 11 });
    expect(r.stderr).toMatch(/^import: 100% \([\d.]+ of [\d.]+ MB, [\d.]+ MB\/s\)\n$/);
    expect(r.stderr).not.toContain('\r');
  });
});

describe('git worktrees', () => {
  function repoWithWorktree() {
    const sb = makeSandbox({ git: true });
    git(sb.projectDir, 'commit', '-q', '--allow-empty', '-m', 'init');
    const worktree = path.join(sb.root, 'project-feature');
    git(sb.projectDir, 'worktree', 'add', '-q', '-b', 'feature', worktree);
    const nested = path.join(worktree, 'src', 'deep');
    fs.mkdirSync(nested, { recursive: true });
    return { sb, worktree, nested };
  }

  it('the main checkout, a worktree and a subdirectory of it are one project', () => {
    const { sb, worktree, nested } = repoWithWorktree();
    const main = projectIdentity(sb.projectDir);
    const wt = projectIdentity(worktree);
    expect(wt.key).toBe(main.key);
    expect(projectIdentity(nested).key).toBe(main.key);
    expect(main.identity).toBe(path.join(sb.projectDir, '.git'));
    expect(wt.name).toBe('project');
    expect(wt.root).toBe(worktree);
    const app = sandboxApp(sb);
    expect(projectDbPath(app.paths, wt)).toBe(projectDbPath(app.paths, main));
  });

  it('hooks fired in the main checkout and in a worktree write to the same store', async () => {
    const { sb, worktree } = repoWithWorktree();
    const deps = hookDeps(sb);
    await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), deps);
    await runHook(
      'UserPromptSubmit',
      JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb, worktree), session_id: 'worktree-session', prompt: 'from the worktree' }),
      deps,
    );
    expect(fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'))).toHaveLength(1);
    withProject(
      sb,
      (db) =>
        expect(all(db, 'SELECT session_id, text FROM prompts ORDER BY id').map((r) => r.session_id)).toEqual([MAIN, 'worktree-session']),
      worktree,
    );
    const whereMain = await runCliProcess(sb, ['where']);
    const whereWt = await runCliProcess(sb, ['where'], { cwd: worktree });
    const dbLine = (s: string) => s.split('\n').find((l) => l.startsWith('database'));
    expect(dbLine(whereWt.stdout)).toBe(dbLine(whereMain.stdout));
    const { dbPath, db } = openProject(sb, worktree);
    db.close();
    expect(dbLine(whereWt.stdout)).toBe(`database   ${dbPath}`);
  });
});

describe('what was forgotten stays forgotten', () => {
  it('a forgotten session is not brought back by importing its transcript again, from another path, from the start', () => {
    const sb = makeSandbox();
    const files = findTranscripts([claudeProjectsDir(sb)]);
    importTranscripts(files, importDeps(sb, RECORDED_AT + HOUR));
    const before = withProject(sb, snapshot);
    withProject(sb, (db) => {
      expect(forgetMemory(db, { kind: 'session', ref: MAIN }, { actor: 'cli', now: RECORDED_AT + HOUR, journal: null })).not.toBeNull();
      expect(count(db, 'sessions', 'id = ?', MAIN)).toBe(0);
    });
    // The same transcript copied elsewhere (a backup, another machine's export): a new path, read from offset 0.
    const copy = path.join(sb.root, 'backup', `${MAIN}.jsonl`);
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(files.find((f) => f.endsWith(`${MAIN}.jsonl`))!, copy);
    const again = importTranscripts([copy, ...files], importDeps(sb, RECORDED_AT + 2 * HOUR));
    expect(again.stored).toBe(0);
    withProject(sb, (db) => {
      expect(count(db, 'sessions', 'id = ?', MAIN)).toBe(0);
      expect(count(db, 'prompts', 'session_id = ?', MAIN)).toBe(0);
      expect(count(db, 'search_docs', 'session_id = ?', MAIN)).toBe(0);
      // The other sessions were untouched.
      expect(count(db, 'sessions')).toBe(before.sessions - 1);
    });
  });

  it('a forgotten prompt is not stored again when its transcript is re-read from the start', () => {
    const sb = makeSandbox();
    const files = findTranscripts([claudeProjectsDir(sb)]);
    importTranscripts(files, importDeps(sb, RECORDED_AT + HOUR));
    const prompt = withProject(
      sb,
      (db) => db.prepare('SELECT id, text FROM prompts WHERE session_id = ? ORDER BY id LIMIT 1').get(MAIN) as { id: number; text: string },
    );
    withProject(sb, (db) => {
      forgetMemory(db, { kind: 'prompt', ref: String(prompt.id) }, { actor: 'cli', now: RECORDED_AT + HOUR, journal: null });
      db.exec('DELETE FROM transcript_cursors');
    });
    importTranscripts(files, importDeps(sb, RECORDED_AT + 2 * HOUR));
    withProject(sb, (db) => {
      expect(db.prepare('SELECT count(*) AS n FROM prompts WHERE text = ?').get(prompt.text)).toEqual({ n: 0 });
      expect(db.prepare('SELECT count(*) AS n FROM search_docs WHERE kind = ? AND text = ?').get('prompt', prompt.text)).toEqual({ n: 0 });
    });
  });
});
