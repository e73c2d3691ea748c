// Transcript ingestion: what the hooks do not carry (the assistant's words, subagent work, compaction summaries),
// read from the transcript from a byte cursor so each line is read once, deduplicated against hook-captured rows.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestTranscript } from '../../src/capture/ingest.js';
import { readSettings } from '../../src/settings.js';
import type { Db } from '../../src/store/connection.js';
import {
  cleanupSandboxes,
  count,
  FIXTURES,
  installTranscript,
  makeSandbox,
  openProject,
  rewritePaths,
  type Sandbox,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SESSION = 'd3a548b8-0a7e-4571-a128-6bb94996d056';
const MALFORMED_SESSION = 'aaaaaaaa-0000-4000-8000-000000000001';

type Row = Record<string, unknown>;
const all = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];

function setup(name = 'transcript.jsonl') {
  const sb = makeSandbox();
  const file = installTranscript(name, sb, path.join(sb.home, '.claude', 'projects', '-project', `${SESSION}.jsonl`));
  const store = openProject(sb);
  const ingest = (opts: { maxBytes?: number } = {}) =>
    ingestTranscript(store.db, file, { project: store.project.identity, maxToolOutputBytes: 16_384, now: Date.now(), ...opts });
  return { sb, file, db: store.db, ingest };
}

/** A transcript line as Claude Code writes it. */
function line(sb: Sandbox, kind: 'user' | 'assistant', uuid: string, content: unknown, extra: Record<string, unknown> = {}): string {
  const base = {
    parentUuid: null,
    isSidechain: false,
    uuid,
    timestamp: '2026-11-30T00:45:00.000Z',
    cwd: sb.projectDir,
    sessionId: SESSION,
    version: '2.1.197',
  };
  const message =
    kind === 'user'
      ? { role: 'user', content }
      : { id: `msg_${uuid}`, type: 'message', role: 'assistant', model: 'claude-opus-4-8', content };
  return `${JSON.stringify({ ...base, type: kind, message, ...extra })}\n`;
}

const cursorOf = (db: Db, file: string) =>
  (db.prepare('SELECT offset FROM transcript_cursors WHERE path = ?').get(file) as { offset: number } | undefined)?.offset;

describe('ingesting a transcript', () => {
  it('stores the prompt, every assistant text block and the tool call with its result, and moves the cursor to the end', () => {
    const { db, file, ingest } = setup();
    try {
      const r = ingest();
      expect(r).toMatchObject({ records: 5, stored: 4, malformed: 0, sessions: [SESSION], more: false, bytes: fs.statSync(file).size });
      expect(all(db, 'SELECT prompt_number, text FROM prompts')).toEqual([
        { prompt_number: 1, text: 'Please read notes.txt and tell me what it says' },
      ]);
      expect(all(db, 'SELECT prompt_number, message_id, text FROM assistant_messages ORDER BY id')).toEqual([
        { prompt_number: 1, message_id: 'msg_fitihk8avaomx2jjz6c', text: 'Let me read the notes.' },
        { prompt_number: 1, message_id: 'msg_eal2mh09zglmx2jjzgv', text: 'FINAL_ANSWER: I read the notes file.' },
      ]);
      const tool = db
        .prepare(
          'SELECT t.tool_use_id, t.tool_name, t.success, p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id',
        )
        .get() as Row;
      expect(tool).toMatchObject({ tool_use_id: 'toolu_gn6z5ea933hmx2jjz6a', tool_name: 'Read', success: 1 });
      expect(String(tool.output_text)).toContain('NOTES_CONTENT: the sky is green in this test');
      // Hook attachments and bookkeeping lines are not memories.
      expect(JSON.stringify(all(db, 'SELECT text FROM search_docs'))).not.toContain('MARKER_');
      expect(cursorOf(db, file)).toBe(fs.statSync(file).size);
    } finally {
      db.close();
    }
  });

  it('reading it again stores nothing new', () => {
    const { db, ingest } = setup();
    try {
      ingest();
      const before = ['prompts', 'assistant_messages', 'tool_events', 'search_docs'].map((t) => count(db, t));
      expect(ingest()).toMatchObject({ records: 0, stored: 0, bytes: 0 });
      expect(['prompts', 'assistant_messages', 'tool_events', 'search_docs'].map((t) => count(db, t))).toEqual(before);
    } finally {
      db.close();
    }
  });

  it('resumes where it stopped: lines appended later are read, earlier ones are not read again', () => {
    const { sb, db, file, ingest } = setup();
    try {
      ingest();
      const sizeBefore = fs.statSync(file).size;
      fs.appendFileSync(file, line(sb, 'user', 'u-turn-2', 'now add a test for it', { promptId: 'p-2' }));
      fs.appendFileSync(file, line(sb, 'assistant', 'a-turn-2', [{ type: 'text', text: 'Added test/notes.test.ts.' }]));
      const r = ingest();
      expect(r).toMatchObject({ records: 2, stored: 2, bytes: fs.statSync(file).size - sizeBefore });
      expect(all(db, 'SELECT prompt_number, text FROM prompts ORDER BY prompt_number')).toEqual([
        { prompt_number: 1, text: 'Please read notes.txt and tell me what it says' },
        { prompt_number: 2, text: 'now add a test for it' },
      ]);
      expect(all(db, "SELECT prompt_number FROM assistant_messages WHERE uuid = 'a-turn-2'")).toEqual([{ prompt_number: 2 }]);
      expect(count(db, 'assistant_messages')).toBe(3);
    } finally {
      db.close();
    }
  });

  it("words read after their turn was summarized queue that turn again, so its summary and the session's rollup carry them", () => {
    const { sb, db, file, ingest } = setup();
    try {
      ingest();
      // The worker summarized turn 1 from what the Stop hook had read; nothing is waiting.
      db.prepare(
        `INSERT INTO turn_summaries (session_id, prompt_number, summary, tier, evidence_json, created_at) VALUES (?, 1, 'read notes.txt', 'truncation', '{}', 0)`,
      ).run(SESSION);
      db.prepare('DELETE FROM pending_compressions').run();
      // Claude Code wrote the turn's last words after the Stop hook had read the file.
      fs.appendFileSync(file, line(sb, 'assistant', 'a-late', [{ type: 'text', text: 'The file lists three release blockers.' }]));
      ingest();
      expect(all(db, "SELECT prompt_number FROM assistant_messages WHERE uuid = 'a-late'")).toEqual([{ prompt_number: 1 }]);
      expect(all(db, "SELECT kind, target FROM pending_compressions WHERE kind = 'turn'")).toEqual([
        { kind: 'turn', target: `${SESSION}#1` },
      ]);
      // Read again, nothing new: nothing is queued.
      db.prepare('DELETE FROM pending_compressions').run();
      ingest();
      expect(count(db, 'pending_compressions')).toBe(0);
    } finally {
      db.close();
    }
  });

  it('leaves a line that is still being written for the next read', () => {
    const { sb, db, file, ingest } = setup();
    try {
      ingest();
      const complete = fs.statSync(file).size;
      const next = line(sb, 'assistant', 'a-partial', [{ type: 'text', text: 'half written answer' }]);
      fs.appendFileSync(file, next.slice(0, 60));
      expect(ingest()).toMatchObject({ records: 0, stored: 0, malformed: 0 });
      expect(cursorOf(db, file)).toBe(complete);
      fs.appendFileSync(file, next.slice(60));
      expect(ingest()).toMatchObject({ records: 1, stored: 1, malformed: 0 });
      expect(all(db, "SELECT text FROM assistant_messages WHERE uuid = 'a-partial'")).toEqual([{ text: 'half written answer' }]);
    } finally {
      db.close();
    }
  });

  it('a transcript rewritten shorter is read again from the start without duplicating anything', () => {
    const { db, file, ingest } = setup();
    try {
      ingest();
      const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
      fs.writeFileSync(file, `${lines.slice(0, 12).join('\n')}\n`);
      const r = ingest();
      expect(r.records).toBeGreaterThan(0);
      expect(r.stored).toBe(0);
      expect(count(db, 'prompts')).toBe(1);
      expect(count(db, 'assistant_messages')).toBe(2);
      expect(count(db, 'tool_events')).toBe(1);
      expect(cursorOf(db, file)).toBe(fs.statSync(file).size);
    } finally {
      db.close();
    }
  });

  it('a file read in several bounded chunks ends up with the same prompts and assistant text as one read', () => {
    const { db, file, ingest } = setup();
    try {
      const longest = Math.max(
        ...fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((l) => Buffer.byteLength(l) + 1),
      );
      let calls = 0;
      for (let r = ingest({ maxBytes: longest + 10 }); r.more; r = ingest({ maxBytes: longest + 10 })) calls++;
      expect(calls).toBeGreaterThan(1);
      expect(all(db, 'SELECT text FROM prompts')).toEqual([{ text: 'Please read notes.txt and tell me what it says' }]);
      expect(all(db, 'SELECT text FROM assistant_messages ORDER BY id').map((r) => r.text)).toEqual([
        'Let me read the notes.',
        'FINAL_ANSWER: I read the notes file.',
      ]);
      expect(cursorOf(db, file)).toBe(fs.statSync(file).size);
    } finally {
      db.close();
    }
  });

  it('a missing transcript is not an error', () => {
    const sb = makeSandbox();
    const { db, project } = openProject(sb);
    try {
      expect(
        ingestTranscript(db, path.join(sb.home, 'nope.jsonl'), { project: project.identity, maxToolOutputBytes: 100, now: 0 }),
      ).toMatchObject({
        records: 0,
        stored: 0,
      });
    } finally {
      db.close();
    }
  });

  it('private blocks and secrets in transcript text are stripped before they are stored', () => {
    const { sb, db, file, ingest } = setup();
    try {
      fs.appendFileSync(
        file,
        line(sb, 'user', 'u-secret', 'deploy with <private>the staging root password</private> please', { promptId: 'p-s' }),
      );
      fs.appendFileSync(
        file,
        line(sb, 'assistant', 'a-secret', [
          { type: 'text', text: 'I exported ANTHROPIC_API_KEY=sk-ant-api03-QWERTYUIOPasdfghjkl0987654321 for you.' },
        ]),
      );
      fs.appendFileSync(
        file,
        line(sb, 'assistant', 'a-tool', [{ type: 'tool_use', id: 'toolu_env', name: 'Bash', input: { command: 'cat .env' } }]),
      );
      fs.appendFileSync(
        file,
        line(sb, 'user', 'u-tool', [{ type: 'tool_result', tool_use_id: 'toolu_env', content: 'DB_PASSWORD=swordfish42\nPORT=8080' }]),
      );
      ingest();
      expect(all(db, "SELECT text FROM prompts WHERE uuid = 'u-secret'")).toEqual([{ text: 'deploy with [private] please' }]);
      expect(String((db.prepare("SELECT text FROM assistant_messages WHERE uuid = 'a-secret'").get() as Row).text)).toBe(
        'I exported ANTHROPIC_API_KEY=[REDACTED:anthropic_key] for you.',
      );
      const out = String(
        (
          db
            .prepare(
              "SELECT p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = 'toolu_env'",
            )
            .get() as Row
        ).output_text,
      );
      expect(out).toContain('DB_PASSWORD=[REDACTED:password]');
      expect(out).toContain('PORT=8080');
      const everything = JSON.stringify(all(db, 'SELECT text FROM search_docs'));
      for (const secret of ['staging root password', 'sk-ant-api03-QWERTYUIOP', 'swordfish42']) expect(everything).not.toContain(secret);
    } finally {
      db.close();
    }
  });

  it('a huge tool result is stored cut to the cap with a visible marker and its real size', () => {
    const { sb, db, file, ingest } = setup();
    try {
      const big = 'x'.repeat(200_000);
      fs.appendFileSync(
        file,
        line(sb, 'assistant', 'a-big', [{ type: 'tool_use', id: 'toolu_big', name: 'Bash', input: { command: 'yes x' } }]),
      );
      fs.appendFileSync(file, line(sb, 'user', 'u-big', [{ type: 'tool_result', tool_use_id: 'toolu_big', content: big }]));
      ingest();
      const p = db
        .prepare("SELECT p.* FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id WHERE t.tool_use_id = 'toolu_big'")
        .get() as Row;
      expect(p).toMatchObject({ size_bytes: 200_000, truncated: 1 });
      expect(Buffer.byteLength(String(p.output_text))).toBeLessThan(16_384 + 100);
      expect(String(p.output_text)).toMatch(/…\[truncated \d+ bytes\]$/);
    } finally {
      db.close();
    }
  });
});

describe('ingesting a transcript with malformed lines (test/fixtures/malformed-transcript.jsonl)', () => {
  function setupMalformed() {
    const sb = makeSandbox();
    const file = path.join(sb.home, 'malformed.jsonl');
    // Binary-safe copy: the fixture holds invalid UTF-8 bytes on purpose.
    const raw = fs.readFileSync(path.join(FIXTURES, 'malformed-transcript.jsonl'));
    fs.writeFileSync(file, Buffer.from(rewritePaths(raw.toString('latin1'), sb), 'latin1'));
    const store = openProject(sb);
    return {
      sb,
      file,
      db: store.db,
      ingest: () => ingestTranscript(store.db, file, { project: store.project.identity, maxToolOutputBytes: 16_384, now: Date.now() }),
    };
  }

  it('counts the malformed lines, keeps every good one, and does not fail', () => {
    const { db, file, ingest } = setupMalformed();
    try {
      const r = ingest();
      // Truncated JSON, a line prefixed with invalid bytes, a bare array, and a line without a session id.
      expect(r).toMatchObject({ records: 4, stored: 4, malformed: 4, sessions: [MALFORMED_SESSION] });
      // The tool call whose result never made it into the file is kept, marked pending.
      expect(all(db, 'SELECT pending FROM tool_events')).toEqual([{ pending: 1 }]);
      expect(all(db, 'SELECT prompt_number, text FROM prompts ORDER BY prompt_number').map((p) => p.text)).toEqual([
        'first good prompt',
        'bad bytes here: \uFFFD\uFFFD\uFFFD end',
      ]);
      expect(all(db, 'SELECT text FROM assistant_messages')).toEqual([{ text: 'good assistant reply' }]);
      expect(JSON.stringify(all(db, 'SELECT text FROM prompts'))).not.toContain('never seen');
      // The last line has no newline yet: it is left for a later read.
      const size = fs.statSync(file).size;
      const lastNewline = fs.readFileSync(file).lastIndexOf(0x0a);
      expect(cursorOf(db, file)).toBe(lastNewline + 1);
      expect(lastNewline + 1).toBeLessThan(size);
    } finally {
      db.close();
    }
  });

  it('once the unfinished last line is completed it is read, and nothing earlier is read again', () => {
    const { sb, db, file, ingest } = setupMalformed();
    try {
      ingest();
      fs.appendFileSync(
        file,
        `s listed"}]},"uuid":"m-0007","timestamp":"2026-11-30T01:00:01.000Z","cwd":"${sb.projectDir}","sessionId":"${MALFORMED_SESSION}"}\n`,
      );
      const r = ingest();
      expect(r).toMatchObject({ records: 1, malformed: 0 });
      expect(cursorOf(db, file)).toBe(fs.statSync(file).size);
      expect(count(db, 'prompts')).toBe(2);
      expect(count(db, 'assistant_messages')).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe('a tool call whose result is written after the transcript was read', () => {
  it('is stored as pending at Stop and completed when its result is read later', async () => {
    const { default: fs } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const { createApp } = await import('../../src/app.js');
    const { ingestTranscript } = await import('../../src/capture/ingest.js');
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-pending-'));
    try {
      const app = createApp(readSettings({ CLAUDE_MEMORY_HOME: home, HOME: home }), {
        entryScript: path.resolve('dist/claude-memory.mjs'),
        cwd: home,
      });
      const project = app.project(home);
      const db = app.openProjectStore(project);
      const file = path.join(home, 't.jsonl');
      const base = { sessionId: 's-pending', cwd: home, isSidechain: false };
      const call = {
        ...base,
        type: 'assistant',
        uuid: 'u1',
        timestamp: '2026-11-30T00:00:01.000Z',
        message: {
          id: 'm1',
          role: 'assistant',
          content: [{ type: 'tool_use', id: 'toolu_slow', name: 'Bash', input: { command: 'npm test' } }],
        },
      };
      const result = {
        ...base,
        type: 'user',
        uuid: 'u2',
        timestamp: '2026-11-30T00:00:09.000Z',
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 'toolu_slow', content: 'Exit code 1\n3 tests failed', is_error: true }],
        },
      };
      fs.writeFileSync(file, `${JSON.stringify(call)}\n`);
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 10_000, now: Date.now() });
      const pending = db.prepare('SELECT success, pending FROM tool_events WHERE tool_use_id = ?').get('toolu_slow') as {
        success: number;
        pending: number;
      };
      expect(pending).toEqual({ success: 1, pending: 1 });

      fs.appendFileSync(file, `${JSON.stringify(result)}\n`);
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 10_000, now: Date.now() });
      const done = db
        .prepare(
          'SELECT t.success, t.pending, t.summary, p.output_text FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id WHERE tool_use_id = ?',
        )
        .get('toolu_slow') as { success: number; pending: number; summary: string; output_text: string };
      expect(done.success).toBe(0);
      expect(done.pending).toBe(0);
      expect(done.summary).toBe('Bash: npm test (exit 1)');
      expect(done.output_text).toContain('3 tests failed');
      expect((db.prepare('SELECT count(*) AS n FROM tool_events').get() as { n: number }).n).toBe(1);
      db.close();
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('tool events recorded by async hooks in arrival order', () => {
  it('are put back in call order when Stop reads the transcript', async () => {
    const { default: fs } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const { createApp } = await import('../../src/app.js');
    const { recordToolEvent, touchSession } = await import('../../src/store/capture.js');
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-order-'));
    try {
      const app = createApp(readSettings({ CLAUDE_MEMORY_HOME: home, HOME: home }), {
        entryScript: path.resolve('dist/claude-memory.mjs'),
        cwd: home,
      });
      const project = app.project(home);
      const db = app.openProjectStore(project);
      touchSession(db, { sessionId: 's-order', project: project.identity, cwd: home, at: Date.parse('2026-11-30T00:00:00Z') });
      // The Bash hook process happened to finish before the Read hook process.
      const hookEvent = (toolUseId: string, toolName: string, at: string) =>
        recordToolEvent(db, {
          sessionId: 's-order',
          promptNumber: 1,
          toolUseId,
          toolName,
          success: true,
          summary: toolName,
          inputJson: '{}',
          outputText: 'ok',
          sizeBytes: 2,
          truncated: false,
          at: Date.parse(at),
        });
      hookEvent('toolu_bash', 'Bash', '2026-11-30T00:00:05.100Z');
      hookEvent('toolu_read', 'Read', '2026-11-30T00:00:05.300Z');
      const base = { sessionId: 's-order', cwd: home, isSidechain: false };
      const call = (uuid: string, id: string, name: string, ts: string) => ({
        ...base,
        type: 'assistant',
        uuid,
        timestamp: ts,
        message: { id: `m-${uuid}`, role: 'assistant', content: [{ type: 'tool_use', id, name, input: {} }] },
      });
      const result = (uuid: string, id: string, ts: string) => ({
        ...base,
        type: 'user',
        uuid,
        timestamp: ts,
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
      });
      const file = path.join(home, 't.jsonl');
      const lines = [
        call('u1', 'toolu_read', 'Read', '2026-11-30T00:00:01.000Z'),
        result('u2', 'toolu_read', '2026-11-30T00:00:01.500Z'),
        call('u3', 'toolu_bash', 'Bash', '2026-11-30T00:00:02.000Z'),
        result('u4', 'toolu_bash', '2026-11-30T00:00:05.000Z'),
      ];
      fs.writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 10_000, now: Date.now() });
      const order = db.prepare('SELECT tool_name FROM tool_events ORDER BY created_at, id').all() as { tool_name: string }[];
      expect(order.map((r) => r.tool_name)).toEqual(['Read', 'Bash']);
      db.close();
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('a Stop hook that reads the transcript after the next prompt was recorded', () => {
  it('still files the assistant words under the turn they belong to', async () => {
    const { default: fs } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const { createApp } = await import('../../src/app.js');
    const { recordPrompt, touchSession } = await import('../../src/store/capture.js');
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-turns-'));
    try {
      const app = createApp(readSettings({ CLAUDE_MEMORY_HOME: home, HOME: home }), {
        entryScript: path.resolve('dist/claude-memory.mjs'),
        cwd: home,
      });
      const project = app.project(home);
      const db = app.openProjectStore(project);
      const sid = 's-turns';
      touchSession(db, { sessionId: sid, project: project.identity, cwd: home, at: Date.parse('2026-11-30T00:00:00Z') });
      const base = { sessionId: sid, cwd: home, isSidechain: false };
      const prompt = (n: number, ts: string) => ({
        ...base,
        type: 'user',
        uuid: `p${n}`,
        promptId: `pid-${n}`,
        timestamp: ts,
        message: { role: 'user', content: `question number ${n}` },
      });
      const reply = (n: number, ts: string) => ({
        ...base,
        type: 'assistant',
        uuid: `a${n}`,
        timestamp: ts,
        message: { id: `m${n}`, role: 'assistant', content: [{ type: 'text', text: `answer number ${n}` }] },
      });
      const file = path.join(home, 't.jsonl');
      // The UserPromptSubmit hooks of both prompts ran before turn 1's Stop hook read the transcript.
      recordPrompt(db, { sessionId: sid, text: 'question number 1', at: 1, promptId: 'pid-1' });
      recordPrompt(db, { sessionId: sid, text: 'question number 2', at: 2, promptId: 'pid-2' });
      fs.writeFileSync(
        file,
        `${[prompt(1, '2026-11-30T00:00:01Z'), reply(1, '2026-11-30T00:00:02Z')].map((l) => JSON.stringify(l)).join('\n')}\n`,
      );
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 10_000, now: Date.now() });
      // Turn 2's words arrive in a later read, which starts where the first one left off (in turn 1).
      fs.appendFileSync(
        file,
        `${[prompt(2, '2026-11-30T00:00:03Z'), reply(2, '2026-11-30T00:00:04Z')].map((l) => JSON.stringify(l)).join('\n')}\n`,
      );
      ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 10_000, now: Date.now() });
      const rows = db.prepare('SELECT prompt_number, text FROM assistant_messages ORDER BY id').all();
      expect(rows).toEqual([
        { prompt_number: 1, text: 'answer number 1' },
        { prompt_number: 2, text: 'answer number 2' },
      ]);
      expect((db.prepare('SELECT count(*) AS n FROM prompts').get() as { n: number }).n).toBe(2);
      db.close();
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('reading happens outside the write lock', () => {
  it('a transcript chunk is read and sanitized while another process holds the write lock, then stored once it is free', async () => {
    const { readTranscriptChunk } = await import('../../src/capture/ingest.js');
    const { ingestTranscriptChunk } = await import('../../src/store/ingest.js');
    const { describeTool } = await import('../../src/compress/candidates.js');
    const { sb, file, db } = setup();
    const Database = (await import('better-sqlite3')).default;
    const other = new Database(
      path.join(sb.dataDir, 'projects', fs.readdirSync(path.join(sb.dataDir, 'projects')).find((f) => f.endsWith('.db'))!),
    );
    try {
      other.exec('BEGIN IMMEDIATE');
      const chunk = readTranscriptChunk(db, file, { maxToolOutputBytes: 16_384 });
      expect(chunk?.records.length).toBeGreaterThan(0);
      other.exec('COMMIT');
      const ctx = { project: 'p', describeTool, now: Date.now() };
      expect(ingestTranscriptChunk(db, chunk!, ctx).applied).toBe(true);
      const rows = count(db, 'assistant_messages') + count(db, 'prompts') + count(db, 'tool_events');
      // The same chunk read by a second process from the same cursor is not applied again.
      expect(ingestTranscriptChunk(db, chunk!, ctx)).toMatchObject({ applied: false, stored: 0 });
      expect(count(db, 'assistant_messages') + count(db, 'prompts') + count(db, 'tool_events')).toBe(rows);
      expect(cursorOf(db, file)).toBe(fs.statSync(file).size);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      db.close();
    }
  });
});
