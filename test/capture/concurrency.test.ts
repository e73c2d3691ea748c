// Many Claude Code sessions (and their parallel tool calls) hook into one project at once: every event must land
// exactly once, whichever process appends, replays or writes it.
import { afterEach, describe, expect, it } from 'vitest';
import { appendToSpool } from '../../src/capture/spool.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { spoolPath } from '../../src/paths.js';
import {
  cleanupSandboxes,
  count,
  errorLog,
  fixturePayload,
  holdWorkerLease,
  makeSandbox,
  openProject,
  runCliProcess,
  runHookProcess,
  sandboxApp,
  withProject,
  type ProcessResult,
  spooled,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const PROCESSES = 8;
const EVENTS_PER_PROCESS = 25;

describe('concurrent hooks into one project', () => {
  it(`${PROCESSES} sessions hooking at once, ${EVENTS_PER_PROCESS} tool events each, lose and duplicate nothing`, async () => {
    const sb = makeSandbox();
    // The sessions' MCP server would run the compression worker: hold its lease so Stop starts no detached worker.
    withProject(sb, (db) => holdWorkerLease(db));
    const failures: { event: string; r: ProcessResult }[] = [];
    const check = (event: string, r: ProcessResult) => {
      if (r.code !== 0 || r.stderr !== '') failures.push({ event, r });
    };
    const session = async (p: number) => {
      const sessionId = `concurrent-session-${p}`;
      const base = (name: string) => ({ ...fixturePayload(name, sb), session_id: sessionId, prompt_id: `${sessionId}-p1` });
      check(
        'UserPromptSubmit',
        await runHookProcess(sb, 'UserPromptSubmit', { ...base('UserPromptSubmit'), prompt: `the task of session ${p}` }),
      );
      for (let i = 0; i < EVENTS_PER_PROCESS; i++) {
        const tool = { ...base('PostToolUse-Bash'), tool_use_id: `toolu_${p}_${i}`, tool_input: { command: `echo ${p}-${i}` } };
        check('PostToolUse', await runHookProcess(sb, 'PostToolUse', tool));
      }
      // Store-opening hooks replay the shared journal while other sessions keep appending to it.
      check('Stop', await runHookProcess(sb, 'Stop', { ...base('Stop'), transcript_path: undefined }));
    };
    await Promise.all(Array.from({ length: PROCESSES }, (_, p) => session(p)));
    expect(failures.map((f) => ({ event: f.event, code: f.r.code, stderr: f.r.stderr }))).toEqual([]);

    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    const s = JSON.parse(status.stdout);
    expect(s.spool.events).toBe(0);
    expect(s.counts).toMatchObject({ sessions: PROCESSES, prompts: PROCESSES, toolEvents: PROCESSES * EVENTS_PER_PROCESS });

    withProject(sb, (db) => {
      const ids = (db.prepare('SELECT tool_use_id FROM tool_events').all() as { tool_use_id: string }[]).map((r) => r.tool_use_id).sort();
      const expected = Array.from({ length: PROCESSES }, (_, p) => Array.from({ length: EVENTS_PER_PROCESS }, (_, i) => `toolu_${p}_${i}`))
        .flat()
        .sort();
      expect(ids).toEqual(expected);
      expect(count(db, 'tool_event_payloads')).toBe(PROCESSES * EVENTS_PER_PROCESS);
      // Each tool event is attached to the prompt it answered.
      const placed = db
        .prepare(
          'SELECT t.tool_use_id, p.prompt_id FROM tool_events t JOIN prompts p ON p.session_id = t.session_id AND p.prompt_number = t.prompt_number',
        )
        .all() as { tool_use_id: string; prompt_id: string }[];
      expect(placed).toHaveLength(PROCESSES * EVENTS_PER_PROCESS);
      const misplaced = placed.filter(({ tool_use_id, prompt_id }) => prompt_id !== `concurrent-session-${tool_use_id.split('_')[1]}-p1`);
      expect(misplaced).toEqual([]);
      expect(
        (db.prepare('SELECT version FROM schema_versions ORDER BY version').all() as { version: number }[]).map((r) => r.version),
      ).toEqual(MIGRATIONS.map((m) => m.version));
    });
    // Lock waits past the hooks' timeout are allowed (the event is spooled and replayed); nothing else may fail.
    expect(errorLog(sb).filter((e) => !/locked|busy/i.test(e.message))).toEqual([]);
  }, 180_000);

  it('many processes replaying one journal at once apply each event exactly once', async () => {
    const sb = makeSandbox();
    const app = sandboxApp(sb);
    const dir = spoolPath(app.paths, app.project(sb.projectDir).key);
    const base = fixturePayload('PostToolUse-Bash', sb);
    const now = Date.now();
    const N = 600;
    for (let i = 0; i < N; i++) {
      const at = now - 4 * 60_000 + i * 300;
      appendToSpool(dir, spooled('PostToolUse', { ...base, tool_use_id: `toolu_replay_${i}` }, at), at);
    }
    openProject(sb).db.close();
    const results = await Promise.all(Array.from({ length: 6 }, () => runCliProcess(sb, ['status', '--json'])));
    for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
    // Journal files finished and deleted by one replayer are simply done for the others: nothing to report.
    expect(errorLog(sb)).toEqual([]);
    withProject(sb, (db) => {
      expect(count(db, 'tool_events')).toBe(N);
      expect(count(db, 'tool_event_payloads')).toBe(N);
    });
    const after = await runCliProcess(sb, ['status', '--json']);
    expect(JSON.parse(after.stdout)).toMatchObject({ spool: { events: 0 }, counts: { toolEvents: N } });
  }, 60_000);
});
