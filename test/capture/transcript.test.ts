import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { humanPromptText, parseTranscriptChunk, parseTranscriptLine, type TranscriptRecord } from '../../src/capture/transcript.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const read = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const cli = (name: string): Buffer => read(join('claude-code-2.1.197', name));

const ofKind = <K extends TranscriptRecord['kind']>(records: TranscriptRecord[], kind: K) =>
  records.filter((r): r is Extract<TranscriptRecord, { kind: K }> => r.kind === kind);

const userLine = (content: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: 'user',
    uuid: 'u-1',
    sessionId: 's-1',
    cwd: '/p',
    timestamp: '2026-01-01T00:00:00.000Z',
    isSidechain: false,
    message: { role: 'user', content },
    ...extra,
  });

const assistantLine = (content: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: 'assistant',
    uuid: 'a-1',
    sessionId: 's-1',
    cwd: '/p',
    timestamp: '2026-01-01T00:00:01.000Z',
    isSidechain: false,
    message: { id: 'msg_1', role: 'assistant', model: 'claude-opus-4-8', content },
    ...extra,
  });

describe('parseTranscriptChunk on a plain session (transcript.jsonl)', () => {
  const buf = cli('transcript.jsonl');
  const { records, malformed, consumedBytes } = parseTranscriptChunk(buf);

  it('reads the whole file without malformed lines', () => {
    expect(malformed).toBe(0);
    expect(consumedBytes).toBe(buf.length);
  });

  it('keeps the typed prompt with its prompt id and nothing from hook attachments', () => {
    const prompts = ofKind(records, 'prompt');
    expect(prompts).toEqual([
      {
        kind: 'prompt',
        uuid: 'e10ecee8-e59b-4abe-8edc-ba6fa574f7aa',
        sessionId: 'd3a548b8-0a7e-4571-a128-6bb94996d056',
        cwd: '/home/dev/project',
        timestamp: '2026-11-30T00:40:04.070Z',
        promptId: 'cefbf764-64d6-4d1d-a9a1-70ad60115751',
        text: 'Please read notes.txt and tell me what it says',
        sidechain: false,
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('MARKER_');
  });

  it('keeps each assistant text block with its API message id', () => {
    const texts = ofKind(records, 'assistant_text');
    expect(texts.map((t) => [t.text, t.messageId])).toEqual([
      ['Let me read the notes.', 'msg_fitihk8avaomx2jjz6c'],
      ['FINAL_ANSWER: I read the notes file.', 'msg_eal2mh09zglmx2jjzgv'],
    ]);
  });

  it('pairs the tool call with its result through the tool use id', () => {
    const [use] = ofKind(records, 'tool_use');
    const [result] = ofKind(records, 'tool_result');
    expect(use).toMatchObject({
      toolUseId: 'toolu_gn6z5ea933hmx2jjz6a',
      toolName: 'Read',
      input: { file_path: '/home/dev/project/notes.txt' },
      sidechain: false,
    });
    expect(result).toMatchObject({
      toolUseId: use.toolUseId,
      output: '1\tNOTES_CONTENT: the sky is green in this test\n2\t',
      isError: false,
    });
  });

  it('returns records in transcript order', () => {
    expect(records.map((r) => r.kind)).toEqual(['prompt', 'assistant_text', 'tool_use', 'tool_result', 'assistant_text']);
  });

  it('splits one API message into a text record and a tool_use record sharing the message id', () => {
    const ids = records.filter((r) => r.kind === 'assistant_text' || r.kind === 'tool_use').map((r) => r.uuid);
    expect(new Set(ids).size).toBe(ids.length);
    const first = ofKind(records, 'assistant_text')[0];
    expect(first.messageId).toBe('msg_fitihk8avaomx2jjz6c');
  });
});

describe('parseTranscriptChunk on a compacted session (transcript-with-compact.jsonl)', () => {
  const { records, malformed } = parseTranscriptChunk(cli('transcript-with-compact.jsonl'));

  it('records one compact boundary carrying the summary text without the CLI boilerplate', () => {
    const boundaries = ofKind(records, 'compact_boundary');
    expect(boundaries).toEqual([
      {
        kind: 'compact_boundary',
        uuid: '92129489-af75-48d9-b470-3ae8e946cfdc',
        sessionId: '11111111-2222-3333-4444-555555555555',
        cwd: '/home/dev/project',
        timestamp: '2026-11-30T00:43:17.489Z',
        summary: 'COMPACT_SUMMARY_MARKER: user read notes',
      },
    ]);
    expect(malformed).toBe(0);
  });

  it('does not mistake the summary, the caveat or the bare /compact command for prompts', () => {
    expect(ofKind(records, 'prompt').map((p) => p.text)).toEqual(['read the notes']);
  });

  it('keeps the conversation before the boundary', () => {
    expect(records.map((r) => r.kind)).toEqual([
      'prompt',
      'assistant_text',
      'tool_use',
      'tool_result',
      'assistant_text',
      'compact_boundary',
    ]);
    expect(ofKind(records, 'tool_use')[0].toolUseId).toBe(ofKind(records, 'tool_result')[0].toolUseId);
  });

  it('lets a caller reading line by line upsert the summary onto the boundary by uuid', () => {
    const lines = cli('transcript-with-compact.jsonl').toString('utf8').split('\n');
    const perLine = lines.flatMap((l) => parseTranscriptLine(l) ?? []).filter((r) => r.kind === 'compact_boundary');
    expect(perLine).toHaveLength(2);
    expect(perLine[0].uuid).toBe(perLine[1].uuid);
    expect(perLine[0]).not.toHaveProperty('summary');
    expect(perLine[1]).toMatchObject({ summary: 'COMPACT_SUMMARY_MARKER: user read notes' });
  });
});

describe('parseTranscriptChunk on a subagent transcript (subagent-transcript.jsonl)', () => {
  const { records, malformed } = parseTranscriptChunk(cli('subagent-transcript.jsonl'));

  it('marks every record as sidechain with the agent id', () => {
    expect(malformed).toBe(0);
    expect(records).toHaveLength(4);
    for (const r of records) {
      expect(r).toMatchObject({ sidechain: true, agentId: 'ab173d495659c9a9b' });
    }
  });

  it('keeps the task prompt, the tool pair and the final answer of the subagent', () => {
    expect(records.map((r) => r.kind)).toEqual(['prompt', 'tool_use', 'tool_result', 'assistant_text']);
    expect(ofKind(records, 'prompt')[0]).toMatchObject({
      text: 'Consolidate the memories please',
      promptId: '8cf9c5b7-e0c0-442e-9d3f-232020a3cf9a',
    });
    expect(ofKind(records, 'tool_use')[0].toolUseId).toBe('toolu_vxq3xsk95pomx2jlahb');
    expect(ofKind(records, 'tool_result')[0].toolUseId).toBe('toolu_vxq3xsk95pomx2jlahb');
    expect(ofKind(records, 'assistant_text')[0].text).toBe('SUBAGENT_RESULT: consolidated');
  });
});

describe('parseTranscriptChunk on damaged input (malformed-transcript.jsonl)', () => {
  const buf = read('malformed-transcript.jsonl');

  it('counts broken lines, skips blank ones and never throws', () => {
    const { records, malformed } = parseTranscriptChunk(buf);
    // broken JSON, bytes before the JSON, a bare array, a user line without sessionId
    expect(malformed).toBe(4);
    expect(records.map((r) => r.kind)).toEqual(['prompt', 'assistant_text', 'prompt', 'tool_use']);
  });

  it('decodes invalid UTF-8 inside a string with replacement characters', () => {
    const { records } = parseTranscriptChunk(buf);
    const prompt = ofKind(records, 'prompt')[1];
    expect(prompt.text).toMatch(/^bad bytes here: \uFFFD+ end$/);
  });

  it('leaves the unterminated last line for a later read', () => {
    const { consumedBytes } = parseTranscriptChunk(buf);
    expect(consumedBytes).toBe(buf.lastIndexOf(0x0a) + 1);
    expect(consumedBytes).toBeLessThan(buf.length);
    const rest = buf.subarray(consumedBytes).toString('utf8');
    expect(rest.startsWith('{"parentUuid":"m-0006"')).toBe(true);
    // Once the CLI finishes the line, the tail parses on its own.
    const finished = Buffer.from(`${rest}s"}]}}\n`.replace('"m-0006",', '"m-0006","uuid":"m-0007","sessionId":"s",'));
    expect(parseTranscriptChunk(finished).records).toMatchObject([{ kind: 'tool_result', toolUseId: 'toolu_m1', output: 'files' }]);
  });
});

describe('parseTranscriptChunk byte cursor', () => {
  it('consumes nothing from a chunk without a newline', () => {
    expect(parseTranscriptChunk(Buffer.from('{"type":"user"'))).toEqual({ records: [], malformed: 0, consumedBytes: 0 });
    expect(parseTranscriptChunk(Buffer.alloc(0))).toEqual({ records: [], malformed: 0, consumedBytes: 0 });
  });

  it('consumes only complete lines when a chunk is cut mid-line, and reading on yields the rest', () => {
    const buf = cli('transcript.jsonl');
    const all = parseTranscriptChunk(buf).records;
    // Cut in the middle of the last assistant line.
    const cutAt = buf.lastIndexOf(Buffer.from('FINAL_ANSWER'));
    const first = parseTranscriptChunk(buf.subarray(0, cutAt));
    expect(first.malformed).toBe(0);
    expect(buf[first.consumedBytes - 1]).toBe(0x0a);
    expect(first.consumedBytes).toBeLessThan(cutAt);
    const second = parseTranscriptChunk(buf.subarray(first.consumedBytes));
    expect(first.consumedBytes + second.consumedBytes).toBe(buf.length);
    expect([...first.records, ...second.records]).toEqual(all);
  });

  it('never splits a multi-byte character when the cut falls inside one', () => {
    const line = `${userLine('café ☕ done')}\n`;
    const buf = Buffer.from(line + line.replace('u-1', 'u-2'));
    const cutAt = buf.indexOf(Buffer.from('☕'), line.length) + 1; // inside the second line's ☕
    const first = parseTranscriptChunk(buf.subarray(0, cutAt));
    expect(first.records).toHaveLength(1);
    const second = parseTranscriptChunk(buf.subarray(first.consumedBytes));
    expect(ofKind(second.records, 'prompt')[0].text).toBe('café ☕ done');
  });

  it('accepts CRLF line endings', () => {
    const { records, malformed } = parseTranscriptChunk(Buffer.from(`${userLine('hello')}\r\n`));
    expect(malformed).toBe(0);
    expect(ofKind(records, 'prompt')[0].text).toBe('hello');
  });
});

describe('parseTranscriptLine', () => {
  it('returns null for malformed lines and [] for lines with nothing to keep', () => {
    expect(parseTranscriptLine('{not json')).toBeNull();
    expect(parseTranscriptLine('"a string"')).toBeNull();
    expect(parseTranscriptLine('{"no":"type"}')).toBeNull();
    expect(parseTranscriptLine('')).toEqual([]);
    expect(parseTranscriptLine('{"type":"queue-operation","operation":"enqueue","content":"x"}')).toEqual([]);
    expect(parseTranscriptLine('{"type":"last-prompt","lastPrompt":"x"}')).toEqual([]);
    expect(parseTranscriptLine('{"type":"mode","mode":"normal"}')).toEqual([]);
    expect(parseTranscriptLine('{"type":"attachment","attachment":{"type":"hook_success"}}')).toEqual([]);
    expect(parseTranscriptLine('{"type":"system","subtype":"informational","uuid":"x","sessionId":"s"}')).toEqual([]);
  });

  it('skips meta user lines injected by the CLI', () => {
    expect(parseTranscriptLine(userLine('expanded command body', { isMeta: true }))).toEqual([]);
  });

  it('keeps a slash command with arguments as "/name args" and drops a bare one', () => {
    const withArgs =
      '<command-message>deploy:check is running…</command-message>\n<command-name>/deploy:check</command-name>\n<command-args>sky colour</command-args>';
    expect(parseTranscriptLine(userLine(withArgs))).toMatchObject([{ kind: 'prompt', text: '/deploy:check sky colour' }]);
    // The plugin's own commands, with or without arguments, open a turn that is not memory (issue 22).
    const own =
      '<command-message>memory:recall is running…</command-message>\n<command-name>/memory:recall</command-name>\n<command-args>sky colour</command-args>';
    expect(parseTranscriptLine(userLine(own))).toMatchObject([{ kind: 'own_command', command: '/memory:recall' }]);
    expect(parseTranscriptLine(userLine('<command-name>/memory:status</command-name>'))).toMatchObject([
      { kind: 'own_command', command: '/memory:status' },
    ]);
    const bare = '<command-name>/clear</command-name>\n<command-message>clear</command-message>\n<command-args></command-args>';
    expect(parseTranscriptLine(userLine(bare))).toEqual([]);
  });

  it('drops local command output and keeps bash-mode input', () => {
    expect(parseTranscriptLine(userLine('<local-command-stdout>Compacted</local-command-stdout>'))).toEqual([]);
    expect(parseTranscriptLine(userLine('<bash-stdout>total 0</bash-stdout><bash-stderr></bash-stderr>'))).toEqual([]);
    expect(parseTranscriptLine(userLine('<bash-input>git status</bash-input>'))).toMatchObject([{ kind: 'prompt', text: '! git status' }]);
  });

  it('drops interruption notices', () => {
    expect(parseTranscriptLine(userLine([{ type: 'text', text: '[Request interrupted by user for tool use]' }]))).toEqual([]);
    expect(humanPromptText('[Request interrupted by user]')).toBe('');
  });

  it('joins the text blocks of a prompt with an image and ignores the image', () => {
    const content = [
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
      { type: 'text', text: 'what is in this screenshot?' },
      { type: 'text', text: 'be brief' },
    ];
    expect(parseTranscriptLine(userLine(content))).toEqual([
      {
        kind: 'prompt',
        uuid: 'u-1',
        sessionId: 's-1',
        cwd: '/p',
        timestamp: '2026-01-01T00:00:00.000Z',
        text: 'what is in this screenshot?\nbe brief',
        sidechain: false,
      },
    ]);
  });

  it('joins text blocks of a tool result, ignores images, and reports errors', () => {
    const content = [
      {
        type: 'tool_result',
        tool_use_id: 'toolu_1',
        is_error: true,
        content: [
          { type: 'text', text: 'line one' },
          { type: 'image', source: { type: 'base64', data: 'AAAA' } },
          { type: 'text', text: 'line two' },
        ],
      },
      { type: 'tool_result', tool_use_id: 'toolu_2', content: 'plain' },
      { type: 'tool_result', tool_use_id: 'toolu_3' },
    ];
    expect(parseTranscriptLine(userLine(content))).toMatchObject([
      { kind: 'tool_result', uuid: 'u-1', toolUseId: 'toolu_1', output: 'line one\nline two', isError: true },
      { kind: 'tool_result', uuid: 'u-1:1', toolUseId: 'toolu_2', output: 'plain', isError: false },
      { kind: 'tool_result', uuid: 'u-1:2', toolUseId: 'toolu_3', output: '', isError: false },
    ]);
  });

  it('gives each block of a multi-block assistant line its own uuid and skips thinking', () => {
    const content = [
      { type: 'thinking', thinking: 'hmm', signature: 'x' },
      { type: 'text', text: 'Running it.' },
      { type: 'tool_use', id: 'toolu_9', name: 'Bash', input: { command: 'ls' } },
      { type: 'text', text: '   ' },
    ];
    expect(parseTranscriptLine(assistantLine(content))).toMatchObject([
      { kind: 'assistant_text', uuid: 'a-1', messageId: 'msg_1', text: 'Running it.' },
      { kind: 'tool_use', uuid: 'a-1:1', toolUseId: 'toolu_9', toolName: 'Bash', input: { command: 'ls' } },
    ]);
  });

  it('skips synthetic assistant messages such as API errors', () => {
    const synthetic = JSON.stringify({
      ...JSON.parse(assistantLine([{ type: 'text', text: 'API Error: 500' }])),
      isApiErrorMessage: true,
    });
    expect(parseTranscriptLine(synthetic)).toEqual([]);
  });

  it('treats user and assistant lines without uuid or sessionId as malformed', () => {
    expect(parseTranscriptLine(JSON.stringify({ type: 'user', uuid: 'x', message: { content: 'hi' } }))).toBeNull();
    expect(parseTranscriptLine(JSON.stringify({ type: 'assistant', sessionId: 's', message: { content: [] } }))).toBeNull();
    expect(parseTranscriptLine(JSON.stringify({ type: 'user', uuid: 'x', sessionId: 's' }))).toBeNull();
  });
});
