// The plugin's own output never becomes memory, on every path: the hooks, the transcript read at Stop (where the
// hooks.json matcher does not apply) and the import of old transcripts. Its MCP tools' calls and results, the context
// its hooks injected, its slash commands' turns: none is stored as a prompt, a reply, a tool event or a search doc;
// what they showed the session is kept by id (session_exposures), so a restatement is known later.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importTranscripts } from '../../src/capture/import.js';
import { ingestTranscript } from '../../src/capture/ingest.js';
import { parseTranscriptLine } from '../../src/capture/transcript.js';
import type { Db } from '../../src/store/connection.js';
import {
  cleanupSandboxes,
  count,
  fixturePayload,
  hookDeps,
  makeSandbox,
  openProject,
  runHook,
  sandboxApp,
  type Sandbox,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SESSION = 'f1e2d3c4-0000-4000-8000-00000000aaaa';
const RECALL = 'mcp__plugin_memory_memory__session_recall';
const RECALL_ANSWER =
  '2 of 2 hits for "why did we switch the test runner" (hybrid). Drill down: session_timeline(session_id), session_event(tool id).\n' +
  '- [decision:1] (decision, auto, 2026-11-29 session=aaaa turn=1) Switch the parser tests from Jest to Vitest — because Jest needs Babel\n' +
  '- [prompt:3] (prompt, 2026-11-29 session=aaaa turn=1) Switch the parser tests to Vitest';
const DIGEST =
  '## Project memory: demo (claude-memory)\nPast work in this project, from local memory.\n### Active decisions\n' +
  '- [decision:1, unconfirmed] Switch the parser tests from Jest to Vitest\n### Recent sessions\n- [session aaaa-bbbb] 2026-11-29, 1 turns: Switched.';

type Row = Record<string, unknown>;
const all = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];

let n = 0;
function line(sb: Sandbox, type: string, body: Record<string, unknown>): string {
  n++;
  return `${JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    uuid: `u-${n}`,
    timestamp: `2026-11-30T00:45:${String(n % 60).padStart(2, '0')}.000Z`,
    cwd: sb.projectDir,
    sessionId: SESSION,
    version: '2.1.197',
    type,
    ...body,
  })}\n`;
}
const user = (sb: Sandbox, content: unknown, extra: Record<string, unknown> = {}) =>
  line(sb, 'user', { message: { role: 'user', content }, ...extra });
const assistant = (sb: Sandbox, content: unknown[]) =>
  line(sb, 'assistant', { message: { id: `msg_${n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-8', content } });
const injected = (sb: Sandbox, event: string, text: string) =>
  line(sb, 'attachment', { attachment: { type: 'hook_additional_context', content: [text], hookName: event, hookEvent: event } });

/** A session that was shown the digest, asked a question, had the plugin's recall answer it, and restated it. */
function recallSession(sb: Sandbox): string {
  return [
    injected(sb, 'SessionStart', DIGEST),
    user(sb, 'Why did we switch the test runner?', { promptId: 'p-1' }),
    injected(
      sb,
      'UserPromptSubmit',
      'Possibly relevant memories from earlier sessions (claude-memory; drill down with session_timeline / session_event):\n- [turn:2] Asked: Switch.',
    ),
    assistant(sb, [{ type: 'tool_use', id: 'toolu_recall', name: RECALL, input: { topic: 'why did we switch the test runner' } }]),
    user(sb, [{ type: 'tool_result', tool_use_id: 'toolu_recall', content: [{ type: 'text', text: RECALL_ANSWER }] }]),
    assistant(sb, [{ type: 'text', text: 'Last time we decided to switch the parser tests from Jest to Vitest.' }]),
    // The plugin's slash command: its expansion (a meta line), its reply and a tool call it led to.
    user(sb, '<command-name>/memory:status</command-name>\n<command-message>memory:status</command-message>'),
    user(sb, [{ type: 'text', text: '## Memory status\n\nStore: 3 sessions' }], { isMeta: true }),
    assistant(sb, [{ type: 'text', text: 'The memory holds three sessions and reports no problem.' }]),
    assistant(sb, [{ type: 'tool_use', id: 'toolu_read_in_status', name: 'Read', input: { file_path: '/tmp/x' } }]),
    user(sb, [{ type: 'tool_result', tool_use_id: 'toolu_read_in_status', content: 'x' }]),
    user(sb, '<command-name>/memory:recall</command-name>\n<command-args>vitest</command-args>'),
    assistant(sb, [{ type: 'text', text: 'Memory has the Vitest decision from yesterday.' }]),
    // The next real prompt: recorded again, with a tool result carrying a harness reminder.
    user(sb, 'Now run the tests', { promptId: 'p-2' }),
    assistant(sb, [{ type: 'tool_use', id: 'toolu_bash', name: 'Bash', input: { command: 'npm test' } }]),
    user(sb, [
      {
        type: 'tool_result',
        tool_use_id: 'toolu_bash',
        content: `Tests 48 passed\n<system-reminder>\n${DIGEST}\n</system-reminder>`,
      },
    ]),
    assistant(sb, [{ type: 'text', text: 'All 48 tests pass.' }]),
  ].join('');
}

function expectNoOwnOutput(db: Db): void {
  expect(all(db, 'SELECT tool_name FROM tool_events ORDER BY id')).toEqual([{ tool_name: 'Bash' }]);
  expect(all(db, 'SELECT prompt_number, text FROM prompts ORDER BY id')).toEqual([
    { prompt_number: 1, text: 'Why did we switch the test runner?' },
    { prompt_number: 2, text: 'Now run the tests' },
  ]);
  const said = all(db, 'SELECT prompt_number, text FROM assistant_messages ORDER BY id');
  expect(said).toEqual([
    { prompt_number: 1, text: 'Last time we decided to switch the parser tests from Jest to Vitest.' },
    { prompt_number: 2, text: 'All 48 tests pass.' },
  ]);
  const docs = JSON.stringify(all(db, 'SELECT text FROM search_docs'));
  for (const own of [
    'hits for',
    'Memory has the Vitest',
    'three sessions',
    '/memory:',
    'Project memory',
    'Possibly relevant',
    'session_recall',
  ])
    expect(docs).not.toContain(own);
  const output = all(db, 'SELECT output_text FROM tool_event_payloads')[0]?.output_text;
  expect(output).toBe('Tests 48 passed');
  // What the plugin showed the session, by id, at the turn it was shown: the digest before the first prompt.
  expect(all(db, 'SELECT memory_id, prompt_number FROM session_exposures ORDER BY memory_id')).toEqual([
    { memory_id: 'decision:1', prompt_number: 0 },
    { memory_id: 'prompt:3', prompt_number: 1 },
    { memory_id: 'rollup:aaaa-bbbb', prompt_number: 0 },
    { memory_id: 'turn:2', prompt_number: 1 },
  ]);
}

describe("the plugin's own output", () => {
  it('is recognised in a transcript line: own slash commands, injected context, harness reminders', () => {
    const sb = makeSandbox();
    const cmd = parseTranscriptLine(user(sb, '<command-name>/memory:status</command-name>'));
    expect(cmd).toMatchObject([{ kind: 'own_command', command: '/memory:status' }]);
    const other = parseTranscriptLine(user(sb, '<command-name>/review</command-name>\n<command-args>12</command-args>'));
    expect(other).toMatchObject([{ kind: 'prompt', text: '/review 12' }]);
    expect(parseTranscriptLine(injected(sb, 'SessionStart', DIGEST))).toMatchObject([
      { kind: 'shown', memoryIds: ['decision:1', 'rollup:aaaa-bbbb'] },
    ]);
    // Another hook's context is not ours, and says nothing.
    expect(parseTranscriptLine(injected(sb, 'SessionStart', 'MARKER: remembered fact [decision:9]'))).toEqual([]);
  });

  it('is not stored by the transcript read at Stop, and what it showed is kept by id', async () => {
    const sb = makeSandbox();
    const file = path.join(sb.home, '.claude', 'projects', '-project', `${SESSION}.jsonl`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, recallSession(sb));
    const deps = hookDeps(sb);
    const stop = { ...fixturePayload('Stop', sb), session_id: SESSION, transcript_path: file };
    expect((await runHook('Stop', JSON.stringify(stop), deps)).outcome).toBe('recorded');
    const { db } = openProject(sb);
    try {
      expectNoOwnOutput(db);
    } finally {
      db.close();
    }
  });

  it('is not stored by an import of old transcripts either', () => {
    const sb = makeSandbox();
    const root = path.join(sb.home, '.claude', 'projects', '-project');
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, `${SESSION}.jsonl`), recallSession(sb));
    const app = sandboxApp(sb);
    importTranscripts([path.join(root, `${SESSION}.jsonl`)], {
      project: (cwd) => app.project(cwd),
      openStore: (p) => app.openProjectStore(p),
      maxToolOutputBytes: app.config.capture.maxToolOutputBytes,
      staleAfterMs: 3_600_000,
      now: app.now,
    });
    const { db } = openProject(sb);
    try {
      expectNoOwnOutput(db);
    } finally {
      db.close();
    }
  });

  it('drops the result of an own tool call read in a later chunk than its call', () => {
    const sb = makeSandbox();
    const file = path.join(sb.home, 'chunked.jsonl');
    const call = assistant(sb, [{ type: 'tool_use', id: 'toolu_late', name: RECALL, input: { topic: 'x' } }]);
    fs.writeFileSync(file, user(sb, 'Recall it', { promptId: 'p-9' }) + call);
    const { db, project } = openProject(sb);
    try {
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 16_384, now: Date.now() });
      fs.appendFileSync(file, user(sb, [{ type: 'tool_result', tool_use_id: 'toolu_late', content: RECALL_ANSWER }]));
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 16_384, now: Date.now() });
      expect(count(db, 'tool_events')).toBe(0);
      expect(count(db, 'tool_event_payloads')).toBe(0);
    } finally {
      db.close();
    }
  });

  it("is skipped by the UserPromptSubmit hook: the plugin's slash command is no prompt and gets no injection", async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const base = fixturePayload('UserPromptSubmit', sb);
    const reply = await runHook('UserPromptSubmit', JSON.stringify({ ...base, prompt: '/memory:recall why vitest' }), deps);
    expect(reply).toMatchObject({ outcome: 'skipped', output: '' });
    expect((await runHook('UserPromptSubmit', JSON.stringify({ ...base, prompt_id: 'other', prompt: 'Why vitest?' }), deps)).outcome).toBe(
      'recorded',
    );
    const { db } = openProject(sb);
    try {
      expect(all(db, 'SELECT text FROM prompts')).toEqual([{ text: 'Why vitest?' }]);
    } finally {
      db.close();
    }
  });
});
