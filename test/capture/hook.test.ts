// The capture hooks, fed the payloads Claude Code 2.1.197 really sends (test/fixtures/claude-code-2.1.197/), with
// cwd and transcript paths pointed at a temp project. Most run in-process through runHook with the real store side;
// a few run through the built bundle exactly as Claude Code starts them.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recall } from '../../src/recall/search.js';
import type { Db } from '../../src/store/connection.js';
import {
  cleanupSandboxes,
  clock,
  count,
  errorLog,
  filesContaining,
  fixturePayload,
  holdWorkerLease,
  hookDeps,
  installTranscript,
  listFiles,
  makeSandbox,
  openProject,
  runCliProcess,
  runHookProcess,
  withProject,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const MAIN_SESSION = 'd3a548b8-0a7e-4571-a128-6bb94996d056';
const SUBAGENT_SESSION = '99cc7287-fb50-4fdd-870f-7146c327cffa';
const COMPACT_SESSION = '11111111-2222-3333-4444-555555555555';
const FAILURE_SESSION = '296a28c6-5ede-4301-a493-17bef22c5a86';
const PROMPT_ID = 'cefbf764-64d6-4d1d-a9a1-70ad60115751';
const READ_TOOL_USE = 'toolu_gn6z5ea933hmx2jjz6a';

type Row = Record<string, unknown>;
const all = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];
const one = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row | undefined;

/** Sends a payload to runHook as Claude Code would (JSON on stdin). */
function send(deps: ReturnType<typeof hookDeps>, event: string, payload: unknown) {
  return runHook(event, typeof payload === 'string' ? payload : JSON.stringify(payload), deps);
}

/** The main fixture session: its transcript installed where the payloads say it is. */
function mainSession(sb: Sandbox) {
  const payload = (name: string) => fixturePayload(name, sb);
  installTranscript('transcript.jsonl', sb, String(payload('Stop').transcript_path));
  return payload;
}

describe('each hook event lands in the right tables', () => {
  it('SessionStart opens an active session with its source and transcript path', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const payload = fixturePayload('SessionStart', sb);
    const result = await send(deps, 'SessionStart', payload);
    expect(result.outcome).toBe('recorded');
    withProject(sb, (db) => {
      const s = one(db, 'SELECT * FROM sessions WHERE id = ?', MAIN_SESSION)!;
      expect(s).toMatchObject({
        status: 'active',
        source: 'startup',
        cwd: sb.projectDir,
        transcript_path: payload.transcript_path,
        prompt_count: 0,
      });
      expect(s.ended_at).toBeNull();
    });
  });

  it('UserPromptSubmit stores the prompt as turn 1 with its prompt id, searchable', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    await send(deps, 'SessionStart', fixturePayload('SessionStart', sb));
    expect((await send(deps, 'UserPromptSubmit', fixturePayload('UserPromptSubmit', sb))).outcome).toBe('recorded');
    withProject(sb, (db) => {
      expect(all(db, 'SELECT session_id, prompt_number, prompt_id, text FROM prompts')).toEqual([
        { session_id: MAIN_SESSION, prompt_number: 1, prompt_id: PROMPT_ID, text: 'Please read notes.txt and tell me what it says' },
      ]);
      expect(one(db, 'SELECT prompt_count FROM sessions WHERE id = ?', MAIN_SESSION)).toEqual({ prompt_count: 1 });
      expect(all(db, "SELECT kind, text FROM search_docs WHERE kind = 'prompt'")).toEqual([
        { kind: 'prompt', text: 'Please read notes.txt and tell me what it says' },
      ]);
    });
  });

  it('PostToolUse is journaled by the tool hook and lands in tool_events with its raw payload at the next store write', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const payload = mainSession(sb);
    await send(deps, 'SessionStart', payload('SessionStart'));
    await send(deps, 'UserPromptSubmit', payload('UserPromptSubmit'));
    const tool = payload('PostToolUse');
    const result = await send(deps, 'PostToolUse', tool);
    expect(['journaled', 'recorded']).toContain(result.outcome);
    await send(deps, 'Stop', payload('Stop'));
    withProject(sb, (db) => {
      const e = one(db, 'SELECT * FROM tool_events WHERE tool_use_id = ?', READ_TOOL_USE)!;
      expect(e).toMatchObject({
        session_id: MAIN_SESSION,
        prompt_number: 1,
        tool_name: 'Read',
        success: 1,
        duration_ms: 2,
        error: null,
        agent_id: null,
      });
      expect(String(e.summary)).toContain('notes.txt');
      const p = one(db, 'SELECT * FROM tool_event_payloads WHERE id = ?', e.payload_id)!;
      expect(JSON.parse(String(p.input_json))).toEqual({ file_path: path.join(sb.projectDir, 'notes.txt') });
      expect(String(p.output_text)).toContain('NOTES_CONTENT: the sky is green in this test');
      expect(p.size_bytes).toBe(Buffer.byteLength(JSON.stringify(tool.tool_response)));
      expect(p.truncated).toBe(0);
      // The transcript has the same call: it is not stored twice.
      expect(count(db, 'tool_events')).toBe(1);
    });
  });

  it('PostToolUse of Bash, of an MCP tool and inside a subagent keep the output text and the agent', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    for (const name of ['PostToolUse-Bash', 'PostToolUse-mcp', 'PostToolUse-in-subagent'])
      await send(deps, 'PostToolUse', fixturePayload(name, sb));
    // A store-opening hook (here the next session start) replays what the tool hooks journaled.
    await send(deps, 'SessionStart', fixturePayload('SessionStart', sb));
    withProject(sb, (db) => {
      const rows = all(
        db,
        `SELECT t.tool_name, t.agent_id, t.success, p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id ORDER BY t.id`,
      );
      expect(rows.map((r) => [r.tool_name, r.agent_id, r.success])).toEqual([
        ['Bash', null, 1],
        ['mcp__plugin_memory_memory-mcp__memory_search', null, 1],
        ['Read', 'ab173d495659c9a9b', 1],
      ]);
      expect(String(rows[0].output_text)).toContain('BASH_RAN');
      expect(String(rows[1].output_text)).toContain('MCP_RESULT for');
      expect(String(rows[2].output_text)).toContain('NOTES_CONTENT');
    });
  });

  it('PostToolUseFailure records a failed tool event with the error text', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    await send(deps, 'PostToolUseFailure', fixturePayload('PostToolUseFailure', sb));
    await send(deps, 'SessionStart', fixturePayload('SessionStart', sb));
    withProject(sb, (db) => {
      const e = one(db, 'SELECT t.*, p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id')!;
      expect(e).toMatchObject({
        session_id: FAILURE_SESSION,
        tool_name: 'Bash',
        tool_use_id: 'toolu_3kyivdt9o3rmx2jtbno',
        success: 0,
        duration_ms: 35,
      });
      expect(String(e.error)).toContain("ls: cannot access '/nonexistent-dir-xyz'");
      expect(String(e.output_text)).toContain('Exit code 2');
      expect(one(db, "SELECT text FROM search_docs WHERE kind = 'tool'")!.text).toContain('nonexistent-dir-xyz');
    });
  });

  it('Stop reads the assistant text from the transcript and queues the turn for compression', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const payload = mainSession(sb);
    for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']) await send(deps, e, payload(e));
    withProject(sb, (db, project) => {
      expect(all(db, 'SELECT prompt_number, agent_id, text FROM assistant_messages ORDER BY id')).toEqual([
        { prompt_number: 1, agent_id: null, text: 'Let me read the notes.' },
        { prompt_number: 1, agent_id: null, text: 'FINAL_ANSWER: I read the notes file.' },
      ]);
      // The hook's prompt and the transcript's are the same one: now it knows both ids.
      expect(all(db, 'SELECT prompt_id, uuid FROM prompts')).toEqual([
        { prompt_id: PROMPT_ID, uuid: 'e10ecee8-e59b-4abe-8edc-ba6fa574f7aa' },
      ]);
      expect(all(db, 'SELECT kind, target FROM pending_compressions')).toEqual([{ kind: 'turn', target: `${MAIN_SESSION}#1` }]);
      expect(deps.workerRequests).toContain(project.key);
      expect(one(db, 'SELECT offset FROM transcript_cursors')!.offset).toBe(fs.statSync(String(payload('Stop').transcript_path)).size);
    });
  });

  it('Stop before the transcript file exists still succeeds and queues the turn', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    await send(deps, 'UserPromptSubmit', fixturePayload('UserPromptSubmit', sb));
    expect((await send(deps, 'Stop', fixturePayload('Stop', sb))).outcome).toBe('recorded');
    withProject(sb, (db) => {
      expect(count(db, 'assistant_messages')).toBe(0);
      expect(all(db, 'SELECT kind, target FROM pending_compressions')).toEqual([{ kind: 'turn', target: `${MAIN_SESSION}#1` }]);
    });
  });

  it("SubagentStop ingests the subagent's transcript: its tool calls and answer, tagged with the agent, not its task as a user prompt", async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const stop = fixturePayload('SubagentStop', sb);
    installTranscript('subagent-transcript.jsonl', sb, String(stop.agent_transcript_path));
    await send(deps, 'SubagentStop', stop);
    await send(deps, 'Stop', fixturePayload('Stop', sb));
    withProject(sb, (db) => {
      expect(all(db, 'SELECT session_id, agent_id, text FROM assistant_messages')).toEqual([
        { session_id: SUBAGENT_SESSION, agent_id: 'ab173d495659c9a9b', text: 'SUBAGENT_RESULT: consolidated' },
      ]);
      expect(all(db, 'SELECT tool_use_id, tool_name, agent_id FROM tool_events')).toEqual([
        { tool_use_id: 'toolu_vxq3xsk95pomx2jlahb', tool_name: 'Read', agent_id: 'ab173d495659c9a9b' },
      ]);
      expect(count(db, 'prompts', 'session_id = ?', SUBAGENT_SESSION)).toBe(0);
    });
  });

  it("PreCompact ingests the transcript, keeping Claude's compaction summary as a searchable memory", async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const pre = fixturePayload('PreCompact', sb);
    installTranscript('transcript-with-compact.jsonl', sb, String(pre.transcript_path));
    expect((await send(deps, 'PreCompact', pre)).outcome).toBe('recorded');
    withProject(sb, (db) => {
      expect(all(db, 'SELECT text FROM prompts WHERE session_id = ?', COMPACT_SESSION)).toEqual([{ text: 'read the notes' }]);
      expect(all(db, "SELECT text FROM assistant_messages WHERE agent_id = 'compact'")).toEqual([
        { text: 'COMPACT_SUMMARY_MARKER: user read notes' },
      ]);
      expect(count(db, 'tool_events', 'session_id = ?', COMPACT_SESSION)).toBe(1);
    });
  });

  it('SessionEnd completes the session with its exit reason and queues the session rollup', async () => {
    const sb = makeSandbox();
    const c = clock();
    const deps = hookDeps(sb, { now: c.now });
    const payload = mainSession(sb);
    for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']) {
      await send(deps, e, payload(e));
      c.advance(1_000);
    }
    await send(deps, 'SessionEnd', payload('SessionEnd'));
    withProject(sb, (db) => {
      expect(one(db, 'SELECT status, exit_reason, ended_at FROM sessions WHERE id = ?', MAIN_SESSION)).toEqual({
        status: 'completed',
        exit_reason: 'other',
        ended_at: c.now(),
      });
      expect(all(db, 'SELECT kind, target FROM pending_compressions ORDER BY id')).toEqual([
        { kind: 'turn', target: `${MAIN_SESSION}#1` },
        { kind: 'session_rollup', target: MAIN_SESSION },
      ]);
    });
  });

  it('a session cleared and then resumed is active again', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    await send(deps, 'SessionStart', fixturePayload('SessionStart-compact', sb));
    await send(deps, 'SessionEnd', fixturePayload('SessionEnd-clear', sb));
    withProject(sb, (db) =>
      expect(one(db, 'SELECT status, exit_reason FROM sessions WHERE id = ?', COMPACT_SESSION)).toEqual({
        status: 'completed',
        exit_reason: 'clear',
      }),
    );
    await send(deps, 'SessionStart', fixturePayload('SessionStart-resume', sb));
    withProject(sb, (db) =>
      expect(one(db, 'SELECT status, exit_reason, ended_at FROM sessions WHERE id = ?', COMPACT_SESSION)).toEqual({
        status: 'active',
        exit_reason: null,
        ended_at: null,
      }),
    );
  });

  it('a new session closes a session whose SessionEnd never ran, once it is stale, and rolls it up', async () => {
    const sb = makeSandbox();
    const c = clock();
    const deps = hookDeps(sb, { now: c.now });
    await send(deps, 'SessionStart', fixturePayload('SessionStart', sb));
    await send(deps, 'UserPromptSubmit', fixturePayload('UserPromptSubmit', sb));
    c.advance(7 * 3_600_000);
    await send(deps, 'SessionStart', fixturePayload('SessionStart-clear', sb));
    withProject(sb, (db) => {
      expect(one(db, 'SELECT status, exit_reason FROM sessions WHERE id = ?', MAIN_SESSION)).toEqual({
        status: 'completed',
        exit_reason: 'stale',
      });
      expect(one(db, "SELECT status FROM sessions WHERE id = '487f6284-e8b1-4808-8d4b-b41b1476c52e'")).toEqual({ status: 'active' });
      expect(all(db, 'SELECT kind, target FROM pending_compressions ORDER BY id')).toEqual([
        { kind: 'turn', target: `${MAIN_SESSION}#1` },
        { kind: 'session_rollup', target: MAIN_SESSION },
      ]);
    });
  });

  it('events of skipped tools (TodoWrite) are not captured at all', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const todo = { ...fixturePayload('PostToolUse', sb), tool_name: 'TodoWrite', tool_use_id: 'toolu_todo', tool_input: { todos: [] } };
    expect((await send(deps, 'PostToolUse', todo)).outcome).toBe('skipped');
    await send(deps, 'SessionStart', fixturePayload('SessionStart', sb));
    withProject(sb, (db) => expect(count(db, 'tool_events')).toBe(0));
  });
});

describe('privacy', () => {
  const PRIVATE = 'my home address is 12 Elm Street';
  const ANTHROPIC_KEY = 'sk-ant-api03-Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LmNbVcXz-AbCdEfGh';
  const PASSWORD = 'hunter2-Correct-Horse';

  function secretPayloads(sb: Sandbox) {
    const prompt = { ...fixturePayload('UserPromptSubmit', sb), prompt: `Deploy it. <private>${PRIVATE}</private> Use the usual flags.` };
    const bash = fixturePayload('PostToolUse-Bash', sb);
    bash.tool_input = { command: 'cat .env && ./deploy.sh', description: 'deploy' };
    bash.tool_response = {
      stdout: `loading .env\nANTHROPIC_API_KEY=${ANTHROPIC_KEY}\nPASSWORD=${PASSWORD}\ndeployed ok`,
      stderr: '',
      interrupted: false,
    };
    return { prompt, bash };
  }

  it('a <private> block in a prompt is stored as [private], in the row, the search index and on disk', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    await send(deps, 'UserPromptSubmit', secretPayloads(sb).prompt);
    const { db } = openProject(sb);
    try {
      expect(one(db, 'SELECT text FROM prompts')!.text).toBe('Deploy it. [private] Use the usual flags.');
      expect(all(db, "SELECT rowid FROM search_fts WHERE search_fts MATCH 'Elm'")).toEqual([]);
      expect(
        (await recall({ db, now: Date.now(), weights: { fts: 1, vector: 0 } }, 'Elm Street address', { limit: 5, mode: 'fts' })).hits,
      ).toEqual([]);
    } finally {
      db.close();
    }
    expect(filesContaining(sb.dataDir, 'Elm Street')).toEqual([]);
  });

  it('an API key and a PASSWORD= line in tool output are redacted before they are stored', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const { prompt, bash } = secretPayloads(sb);
    await send(deps, 'UserPromptSubmit', prompt);
    await send(deps, 'PostToolUse', bash);
    await send(deps, 'Stop', fixturePayload('Stop', sb));
    withProject(sb, (db) => {
      const out = String(one(db, 'SELECT p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id')!.output_text);
      expect(out).toContain('[REDACTED:anthropic_key]');
      expect(out).toContain('PASSWORD=[REDACTED:password]');
      expect(out).toContain('deployed ok');
      expect(out).not.toContain(ANTHROPIC_KEY);
      expect(out).not.toContain(PASSWORD);
      // Still the JSON shape the compressor reads.
      expect(JSON.parse(out).stdout).toContain('deployed ok');
    });
    for (const secret of [ANTHROPIC_KEY, PASSWORD, PRIVATE]) expect(filesContaining(sb.dataDir, secret)).toEqual([]);
  });

  it('events spooled while the store cannot be opened are sanitized in the spool file, which only the user can read', async () => {
    const sb = makeSandbox();
    const { DependencyMissingError } = await import('../../src/runtime/native.js');
    const deps = hookDeps(sb, {
      store: {
        openStore: () => {
          throw new DependencyMissingError('better-sqlite3 is not installed yet');
        },
      },
    });
    const { prompt, bash } = secretPayloads(sb);
    expect((await send(deps, 'UserPromptSubmit', prompt)).outcome).toBe('spooled');
    await send(deps, 'PostToolUse', bash);
    expect(deps.installRequests).toBe(1);
    const spooled = listFiles(path.join(sb.dataDir, 'spool'));
    expect(spooled.length).toBeGreaterThan(0);
    const text = spooled.map((f) => fs.readFileSync(f, 'utf8')).join('');
    expect(text).toContain('[private]');
    expect(text).toContain('[REDACTED:anthropic_key]');
    expect(text).toContain('PASSWORD=[REDACTED:password]');
    for (const secret of [ANTHROPIC_KEY, PASSWORD, PRIVATE]) expect(text).not.toContain(secret);
    for (const f of spooled) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
    for (const secret of [ANTHROPIC_KEY, PASSWORD, PRIVATE]) expect(filesContaining(sb.dataDir, secret)).toEqual([]);
  });
});

describe('privacy: the secret corpus through the hooks', () => {
  const corpus = fs
    .readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'secrets', 'secrets.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { kind: string; secret: string; text: string });

  /** Each corpus line rides in turn in a prompt, a Bash command's output, a Write's content and an MCP tool's reply. */
  function carriers(sb: Sandbox): { event: string; payload: Record<string, unknown> }[] {
    return corpus.map((s, i) => {
      const n = `toolu_corpus_${i}`;
      switch (i % 4) {
        case 0:
          return {
            event: 'UserPromptSubmit',
            payload: {
              ...fixturePayload('UserPromptSubmit', sb),
              prompt_id: `corpus-${i}`,
              prompt: `Look at this:\n${s.text}\nwhy does it fail?`,
            },
          };
        case 1:
          return {
            event: 'PostToolUse',
            payload: {
              ...fixturePayload('PostToolUse-Bash', sb),
              tool_use_id: n,
              tool_input: { command: 'cat config/local.env', description: 'show config' },
              tool_response: { stdout: `${s.text}\n`, stderr: '', interrupted: false },
            },
          };
        case 2:
          return {
            event: 'PostToolUse',
            payload: {
              ...fixturePayload('PostToolUse', sb),
              tool_use_id: n,
              tool_name: 'Write',
              tool_input: { file_path: path.join(sb.projectDir, 'notes.md'), content: `# setup\n${s.text}\n` },
              tool_response: { type: 'create', filePath: path.join(sb.projectDir, 'notes.md') },
            },
          };
        default:
          return {
            event: 'PostToolUse',
            payload: {
              ...fixturePayload('PostToolUse-mcp', sb),
              tool_use_id: n,
              tool_response: [{ type: 'text', text: `error context: ${s.text}` }],
            },
          };
      }
    });
  }

  it('every corpus secret, whichever hook carries it, leaves no trace in any file of the data dir', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    for (const { event, payload } of carriers(sb)) expect((await send(deps, event, payload)).outcome).not.toBe('error');
    await send(deps, 'Stop', fixturePayload('Stop', sb));
    withProject(sb, (db) => expect(count(db, 'tool_events')).toBeGreaterThan(corpus.length / 2));
    const leaks = corpus.filter((s) => filesContaining(sb.dataDir, s.secret).length > 0).map((s) => s.kind);
    expect(leaks).toEqual([]);
  });

  it('the built hook bundle (rule data inside, offline) journals a Bash output full of secrets with none of them', async () => {
    const sb = makeSandbox();
    const bash = {
      ...fixturePayload('PostToolUse-Bash', sb),
      tool_use_id: 'toolu_bundle',
      tool_input: { command: 'cat .env.local', description: 'env' },
      tool_response: { stdout: corpus.map((s) => s.text).join('\n'), stderr: '', interrupted: false },
    };
    const r = await runHookProcess(sb, 'PostToolUse', bash);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const spooled = listFiles(path.join(sb.dataDir, 'spool'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('');
    expect(spooled).toContain('toolu_bundle');
    expect(spooled).toContain('[REDACTED:');
    // The tool output is capped (16 KB by default), so only the corpus lines inside the cap are expected in it.
    const leaks = corpus.filter((s) => filesContaining(sb.dataDir, s.secret).length > 0).map((s) => s.kind);
    expect(leaks).toEqual([]);
  });

  it('nor in the spool when the store cannot be opened', async () => {
    const sb = makeSandbox();
    const { DependencyMissingError } = await import('../../src/runtime/native.js');
    const deps = hookDeps(sb, {
      store: {
        openStore: () => {
          throw new DependencyMissingError('better-sqlite3 is not installed yet');
        },
      },
    });
    // Prompts are spooled; tool events are only ever journaled, to the same spool directory.
    for (const { event, payload } of carriers(sb)) expect(['spooled', 'journaled']).toContain((await send(deps, event, payload)).outcome);
    const spooled = listFiles(path.join(sb.dataDir, 'spool'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('');
    expect(spooled).toContain('[REDACTED:');
    const leaks = corpus.filter((s) => filesContaining(sb.dataDir, s.secret).length > 0).map((s) => s.kind);
    expect(leaks).toEqual([]);
  });
});

describe('idempotency', () => {
  it('replaying the same session payloads twice creates no duplicate rows or queue items', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const payload = mainSession(sb);
    const subStop = fixturePayload('SubagentStop', sb);
    installTranscript('subagent-transcript.jsonl', sb, String(subStop.agent_transcript_path));
    const sequence: [string, Record<string, unknown>][] = [
      ['SessionStart', payload('SessionStart')],
      ['UserPromptSubmit', payload('UserPromptSubmit')],
      ['PostToolUse', payload('PostToolUse')],
      ['PostToolUseFailure', payload('PostToolUseFailure')],
      ['SubagentStop', subStop],
      ['Stop', payload('Stop')],
      ['SessionEnd', payload('SessionEnd')],
    ];
    const snapshot = () =>
      withProject(sb, (db) =>
        Object.fromEntries(
          ['sessions', 'prompts', 'tool_events', 'tool_event_payloads', 'assistant_messages', 'pending_compressions', 'search_docs'].map(
            (t) => [t, count(db, t)],
          ),
        ),
      );
    for (const [e, p] of sequence) await send(deps, e, p);
    const first = snapshot();
    expect(first).toMatchObject({ sessions: 3, prompts: 1, tool_events: 3, assistant_messages: 3 });
    for (const [e, p] of sequence) await send(deps, e, p);
    expect(snapshot()).toEqual(first);
  });
});

describe('through the built bundle', () => {
  it('a whole session runs as real hook processes: exit 0, nothing on stderr, every row in place', async () => {
    const sb = makeSandbox();
    const payload = mainSession(sb);
    const start = await runHookProcess(sb, 'SessionStart', payload('SessionStart'));
    expect(start).toMatchObject({ code: 0, stderr: '' });
    if (start.stdout) expect(JSON.parse(start.stdout)).toMatchObject({ hookSpecificOutput: { hookEventName: 'SessionStart' } });
    // The session's MCP server would be the worker; hold its lease so no detached worker drains the queue under us.
    withProject(sb, (db) => holdWorkerLease(db));
    for (const e of ['UserPromptSubmit', 'PostToolUse', 'Stop', 'SessionEnd']) {
      const r = await runHookProcess(sb, e, payload(e));
      expect({ event: e, code: r.code, stderr: r.stderr }).toEqual({ event: e, code: 0, stderr: '' });
    }
    withProject(sb, (db) => {
      expect(one(db, 'SELECT status, exit_reason FROM sessions WHERE id = ?', MAIN_SESSION)).toEqual({
        status: 'completed',
        exit_reason: 'other',
      });
      expect(count(db, 'prompts')).toBe(1);
      expect(count(db, 'tool_events', 'tool_use_id = ?', READ_TOOL_USE)).toBe(1);
      expect(count(db, 'assistant_messages')).toBe(2);
      expect(all(db, 'SELECT kind FROM pending_compressions ORDER BY id')).toEqual([{ kind: 'turn' }, { kind: 'session_rollup' }]);
    });
    expect(fs.existsSync(path.join(sb.dataDir, 'logs', 'errors.jsonl'))).toBe(false);
  });

  it('a tool failure hook process journals its event and the next UserPromptSubmit process stores it', async () => {
    const sb = makeSandbox();
    const fail = await runHookProcess(sb, 'PostToolUseFailure', fixturePayload('PostToolUseFailure', sb));
    expect(fail).toMatchObject({ code: 0, stderr: '', stdout: '' });
    const prompt = await runHookProcess(sb, 'UserPromptSubmit', fixturePayload('UserPromptSubmit', sb));
    expect(prompt).toMatchObject({ code: 0, stderr: '' });
    withProject(sb, (db) =>
      expect(all(db, 'SELECT tool_use_id, success FROM tool_events')).toEqual([{ tool_use_id: 'toolu_3kyivdt9o3rmx2jtbno', success: 0 }]),
    );
  });
});

describe('which project a hook writes to', () => {
  it('a hook fired from a subdirectory of a project that is not a git repository writes to the project Claude Code named', async () => {
    const sb = makeSandbox();
    const sub = path.join(sb.projectDir, 'src');
    fs.mkdirSync(sub);
    // Claude Code sets CLAUDE_PROJECT_DIR for hooks; the payload's cwd follows the session into subdirectories.
    const env = { CLAUDE_PROJECT_DIR: sb.projectDir };
    for (const e of ['UserPromptSubmit', 'PostToolUse']) {
      const r = await runHookProcess(sb, e, fixturePayload(e, sb, sub), { cwd: sub, env });
      expect(r).toMatchObject({ code: 0, stderr: '' });
    }
    const status = JSON.parse((await runCliProcess(sb, ['status', '--json'])).stdout);
    expect(status.project.root).toBe(sb.projectDir);
    expect(status.counts).toMatchObject({ sessions: 1, prompts: 1, toolEvents: 1 });
    expect(fs.readdirSync(path.join(sb.dataDir, 'projects')).filter((f) => f.endsWith('.db'))).toEqual([`${status.project.key}.db`]);
  });
});

describe('malformed, huge and invalid input never fails a hook', () => {
  const ENV_SECRET = 'sk-ant-test-SECRET';
  const PAYLOAD_SECRET = 'hunter2secret';

  it('every bad input exits 0 with nothing on stderr, is logged to errors.jsonl, and no secret reaches the data dir', async () => {
    const sb = makeSandbox({ env: { ANTHROPIC_API_KEY: ENV_SECRET, CLAUDE_CODE_SESSION_ID: 'outer-session' } });
    const prompt = fixturePayload('UserPromptSubmit', sb);
    const { session_id: _drop, ...noSession } = prompt;
    const huge = {
      ...fixturePayload('PostToolUse-Bash', sb),
      tool_use_id: 'toolu_huge',
      tool_response: { stdout: 'y'.repeat(20 * 1024 * 1024), stderr: '' },
    };
    // Valid JSON whose prompt holds bytes that are not UTF-8.
    const [head, tail] = JSON.stringify({ ...prompt, prompt_id: 'p-bytes', prompt: 'bad bytes: @@ end' }).split('@@');
    const invalidUtf8 = Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(tail)]);
    const cases: { name: string; event: string; input: string | Buffer; logged: boolean }[] = [
      { name: 'empty stdin', event: 'UserPromptSubmit', input: '', logged: true },
      { name: 'a lone brace', event: 'UserPromptSubmit', input: '{', logged: true },
      { name: 'a JSON array', event: 'SessionStart', input: '[1, 2, 3]', logged: true },
      { name: 'JSON null', event: 'Stop', input: 'null', logged: true },
      { name: 'no session_id', event: 'UserPromptSubmit', input: JSON.stringify(noSession), logged: true },
      { name: 'broken JSON around a secret', event: 'UserPromptSubmit', input: `{"password": ${PAYLOAD_SECRET}}`, logged: true },
      { name: 'an unknown event', event: 'Bogus', input: JSON.stringify(prompt), logged: true },
      { name: 'no event at all', event: '', input: JSON.stringify(prompt), logged: true },
      { name: 'a 20 MB tool response', event: 'PostToolUse', input: JSON.stringify(huge), logged: false },
      { name: 'invalid UTF-8', event: 'UserPromptSubmit', input: invalidUtf8, logged: false },
    ];
    for (const c of cases) {
      const r = await runHookProcess(sb, c.event, c.input);
      expect({ case: c.name, code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({ case: c.name, code: 0, stderr: '', stdout: '' });
    }
    // One line per rejected input, each saying what was wrong.
    const logged = errorLog(sb);
    expect(logged).toHaveLength(cases.filter((c) => c.logged).length);
    expect(logged.map((e) => e.message).join('\n')).toMatch(/empty input/);
    expect(logged.map((e) => e.message).join('\n')).toMatch(/invalid JSON/);
    expect(logged.map((e) => e.message).join('\n')).toMatch(/expected a JSON object, got an array/);
    expect(logged.map((e) => e.message).join('\n')).toMatch(/session_id: missing/);
    expect(logged.map((e) => e.message).join('\n')).toMatch(/unknown hook event "Bogus"/);
    expect(fs.statSync(path.join(sb.dataDir, 'logs', 'errors.jsonl')).mode & 0o777).toBe(0o600);

    // The good-but-odd events were kept: replay them and look.
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status).toMatchObject({ code: 0, stderr: '' });
    withProject(sb, (db) => {
      const big = one(
        db,
        "SELECT p.size_bytes, p.truncated, p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = 'toolu_huge'",
      )!;
      expect(big.size_bytes).toBe(Buffer.byteLength(JSON.stringify(huge.tool_response)));
      expect(big.truncated).toBe(1);
      expect(Buffer.byteLength(String(big.output_text))).toBeLessThan(16_384 + 100);
      expect(String(big.output_text)).toMatch(/…\[truncated \d+ bytes\]$/);
      expect(one(db, "SELECT text FROM prompts WHERE prompt_id = 'p-bytes'")!.text).toBe('bad bytes: \uFFFD\uFFFD\uFFFD end');
    });
    for (const secret of [ENV_SECRET, PAYLOAD_SECRET])
      expect({ secret, files: filesContaining(sb.dataDir, secret) }).toEqual({ secret, files: [] });
  }, 60_000);
});
