import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOOK_EVENTS, isHookEventName, parseHookPayload, type HookEventName, type HookPayload } from '../../src/capture/payloads.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'claude-code-2.1.197');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

function parseOk(event: HookEventName, raw: string): HookPayload {
  const r = parseHookPayload(event, raw);
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.payload;
}

function parseErr(event: HookEventName, raw: string): string {
  const r = parseHookPayload(event, raw);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('HOOK_EVENTS', () => {
  it('lists the eight captured events', () => {
    expect([...HOOK_EVENTS]).toEqual([
      'SessionStart',
      'UserPromptSubmit',
      'PostToolUse',
      'PostToolUseFailure',
      'Stop',
      'SubagentStop',
      'PreCompact',
      'SessionEnd',
    ]);
    expect(isHookEventName('Stop')).toBe(true);
    expect(isHookEventName('PreToolUse')).toBe(false);
    expect(isHookEventName(42)).toBe(false);
  });
});

describe('parseHookPayload with real CLI 2.1.197 payloads', () => {
  it('accepts every fixture of a captured event', () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
    const captured = files.filter((f) => isHookEventName(f.replace(/\.json$/, '').split('-')[0]));
    // Guard against the fixture set silently shrinking.
    expect(captured.length).toBeGreaterThanOrEqual(14);
    for (const f of captured) {
      const event = f.replace(/\.json$/, '').split('-')[0] as HookEventName;
      const r = parseHookPayload(event, fixture(f));
      expect(r, f).toMatchObject({ ok: true, payload: { hook_event_name: event } });
    }
  });

  it('reads SessionStart sources startup, resume, clear and compact', () => {
    const sources = ['SessionStart.json', 'SessionStart-resume.json', 'SessionStart-clear.json', 'SessionStart-compact.json'].map((f) => {
      const p = parseOk('SessionStart', fixture(f));
      return p.hook_event_name === 'SessionStart' ? p.source : 'wrong event';
    });
    expect(sources).toEqual(['startup', 'resume', 'clear', 'compact']);
  });

  it('keeps unknown fields such as model and effort instead of failing', () => {
    const p = parseOk('SessionStart', fixture('SessionStart-compact.json'));
    expect(p.model).toBe('claude-opus-4-8');
    const q = parseOk('PostToolUse', fixture('PostToolUse.json'));
    expect(q.effort).toEqual({ level: 'high' });
  });

  it('reads a prompt from UserPromptSubmit', () => {
    const p = parseOk('UserPromptSubmit', fixture('UserPromptSubmit.json'));
    expect(p).toMatchObject({
      hook_event_name: 'UserPromptSubmit',
      session_id: 'd3a548b8-0a7e-4571-a128-6bb94996d056',
      cwd: '/home/dev/project',
      prompt_id: 'cefbf764-64d6-4d1d-a9a1-70ad60115751',
      permission_mode: 'bypassPermissions',
      prompt: 'Please read notes.txt and tell me what it says',
    });
  });

  it('reads tool name, input, response, id and duration from PostToolUse', () => {
    const p = parseOk('PostToolUse', fixture('PostToolUse-Bash.json'));
    expect(p).toMatchObject({
      tool_name: 'Bash',
      tool_input: { command: 'cat notes.txt && echo BASH_RAN' },
      tool_response: { stdout: 'NOTES_CONTENT: the sky is green in this test\nBASH_RAN' },
      tool_use_id: 'toolu_jf7anl9v01qmx2jksrq',
      duration_ms: 42,
    });
  });

  it('accepts an MCP tool response that is an array of content blocks', () => {
    const p = parseOk('PostToolUse', fixture('PostToolUse-mcp.json'));
    expect(p).toMatchObject({ tool_name: 'mcp__plugin_memory_memory-mcp__memory_search' });
    expect(Array.isArray(p.hook_event_name === 'PostToolUse' && p.tool_response)).toBe(true);
  });

  it('reports agent_id and agent_type for a tool used inside a subagent', () => {
    const p = parseOk('PostToolUse', fixture('PostToolUse-in-subagent.json'));
    expect(p).toMatchObject({ agent_id: 'ab173d495659c9a9b', agent_type: 'memory:memory-steward' });
    const main = parseOk('PostToolUse', fixture('PostToolUse.json'));
    expect(main.agent_id).toBeUndefined();
  });

  it('reads the error and interrupt flag from PostToolUseFailure', () => {
    const p = parseOk('PostToolUseFailure', fixture('PostToolUseFailure.json'));
    expect(p).toMatchObject({
      tool_name: 'Bash',
      tool_use_id: 'toolu_3kyivdt9o3rmx2jtbno',
      is_interrupt: false,
    });
    expect(p.hook_event_name === 'PostToolUseFailure' && p.error).toContain('No such file or directory');
  });

  it('reads the last assistant message from Stop and SubagentStop', () => {
    const stop = parseOk('Stop', fixture('Stop.json'));
    expect(stop).toMatchObject({ last_assistant_message: 'FINAL_ANSWER: I read the notes file.', stop_hook_active: false });
    const sub = parseOk('SubagentStop', fixture('SubagentStop.json'));
    expect(sub).toMatchObject({
      agent_id: 'ab173d495659c9a9b',
      agent_type: 'memory:memory-steward',
      last_assistant_message: 'SUBAGENT_RESULT: consolidated',
    });
    expect(sub.hook_event_name === 'SubagentStop' && sub.agent_transcript_path).toMatch(/subagents\/agent-ab173d495659c9a9b\.jsonl$/);
  });

  it('treats PreCompact custom_instructions: null as absent', () => {
    const p = parseOk('PreCompact', fixture('PreCompact.json'));
    expect(p).toMatchObject({ trigger: 'manual' });
    expect(p.hook_event_name === 'PreCompact' && p.custom_instructions).toBeUndefined();
  });

  it('reads the SessionEnd reason', () => {
    expect(parseOk('SessionEnd', fixture('SessionEnd.json'))).toMatchObject({ reason: 'other' });
    expect(parseOk('SessionEnd', fixture('SessionEnd-clear.json'))).toMatchObject({ reason: 'clear' });
  });
});

describe('parseHookPayload with bad input', () => {
  it('reports empty or blank input', () => {
    expect(parseErr('Stop', '')).toMatch(/empty input/);
    expect(parseErr('Stop', '  \n\t ')).toMatch(/empty input/);
  });

  it('reports invalid JSON without throwing', () => {
    expect(parseErr('Stop', '{"session_id": "abc", ')).toMatch(/^Stop: invalid JSON/);
  });

  it('reports JSON that is not an object', () => {
    expect(parseErr('Stop', '[1,2]')).toMatch(/expected a JSON object, got an array/);
    expect(parseErr('Stop', 'null')).toMatch(/got null/);
    expect(parseErr('Stop', '"text"')).toMatch(/got string/);
    expect(parseErr('Stop', '42')).toMatch(/got number/);
  });

  it('trusts the event from the command line over the payload hook_event_name', () => {
    const raw = JSON.stringify({ session_id: 's', cwd: '/p', hook_event_name: 'Stop', reason: 'clear' });
    const p = parseOk('SessionEnd', raw);
    expect(p.hook_event_name).toBe('SessionEnd');
    expect(p).toMatchObject({ reason: 'clear' });
  });

  it('accepts a payload with no hook_event_name at all', () => {
    expect(parseOk('Stop', JSON.stringify({ session_id: 's', cwd: '/p' })).hook_event_name).toBe('Stop');
  });

  it('names the missing required fields in a short message', () => {
    const err = parseErr('PostToolUse', JSON.stringify({ cwd: '/p', tool_name: 'Read' }));
    expect(err).toBe('PostToolUse: session_id: missing; tool_use_id: missing');
  });

  it('rejects a UserPromptSubmit without a prompt and a failure without an error', () => {
    expect(parseErr('UserPromptSubmit', JSON.stringify({ session_id: 's', cwd: '/p' }))).toContain('prompt');
    const failure = { session_id: 's', cwd: '/p', tool_name: 'Bash', tool_input: {}, tool_use_id: 't' };
    expect(parseErr('PostToolUseFailure', JSON.stringify(failure))).toContain('error');
  });

  it('rejects an empty session_id and a session_id of the wrong type', () => {
    expect(parseErr('Stop', JSON.stringify({ session_id: '', cwd: '/p' }))).toMatch(/^Stop: session_id: must not be empty/);
    expect(parseErr('Stop', JSON.stringify({ session_id: 5, cwd: '/p' }))).toBe('Stop: session_id: expected string, received number');
  });

  it('keeps a tool event whose tool_input and tool_response are absent', () => {
    const p = parseOk('PostToolUse', JSON.stringify({ session_id: 's', cwd: '/p', tool_name: 'X', tool_use_id: 't' }));
    expect(p).toMatchObject({ tool_name: 'X', tool_use_id: 't' });
  });

  it('drops optional fields of an unexpected type instead of failing the event', () => {
    const raw = JSON.stringify({ session_id: 's', cwd: '/p', source: 7, transcript_path: null, permission_mode: ['x'] });
    const p = parseOk('SessionStart', raw);
    expect(p).toMatchObject({ session_id: 's', cwd: '/p' });
    expect(p.transcript_path).toBeUndefined();
    expect(p.permission_mode).toBeUndefined();
    expect(p.hook_event_name === 'SessionStart' && p.source).toBeUndefined();
  });

  it('shortens the message when many fields are wrong', () => {
    const err = parseErr('PostToolUseFailure', '{}');
    expect(err).toMatch(/\(\+\d+ more\)$/);
  });

  it('tolerates a UTF-8 byte order mark and surrounding whitespace', () => {
    expect(parseOk('Stop', `\uFEFF  ${JSON.stringify({ session_id: 's', cwd: '/p' })}\n`).session_id).toBe('s');
  });

  it('reports an unknown event name passed by an untyped caller', () => {
    const r = parseHookPayload('PreToolUse' as HookEventName, fixture('PreToolUse.json'));
    expect(r).toEqual({ ok: false, error: 'unknown hook event "PreToolUse"' });
  });
});
