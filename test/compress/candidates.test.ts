import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  buildCandidates,
  describeTool,
  outputGist,
  outputText,
  type ToolEvidence,
  type TurnMaterial,
} from '../../src/compress/candidates.js';

const FIX = '/work/shared/fixtures/claude-code-2.1.197';
function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${FIX}/${name}`, 'utf8')) as Record<string, unknown>;
}
/** ToolEvidence the way a PostToolUse / PostToolUseFailure hook payload delivers it. */
function evidence(name: string): ToolEvidence {
  const p = fixture(name);
  const failed = p.hook_event_name === 'PostToolUseFailure';
  return {
    toolName: p.tool_name as string,
    input: p.tool_input,
    output: failed ? '' : JSON.stringify(p.tool_response),
    success: !failed,
    error: failed ? (p.error as string) : undefined,
  };
}

describe('describeTool', () => {
  it('describes real hook payloads', () => {
    expect(describeTool(evidence('PostToolUse.json'))).toBe('Read /home/dev/project/notes.txt');
    expect(describeTool(evidence('PostToolUse.json'), '/home/dev/project')).toBe('Read notes.txt');
    expect(describeTool(evidence('PostToolUse-Bash.json'))).toBe('Bash: cat notes.txt && echo BASH_RAN');
    expect(describeTool(evidence('PostToolUseFailure.json'))).toBe('Bash: ls /nonexistent-dir-xyz (exit 2)');
    expect(describeTool(evidence('PostToolUse-mcp.json'))).toBe("mcp__plugin_memory_memory-mcp__memory_search query='sky colour'");
    const agent = fixture('PreToolUse-Agent.json');
    expect(describeTool({ toolName: 'Agent', input: agent.tool_input, output: '', success: true })).toBe('Agent: steward memories');
  });

  it('covers edits, searches, tasks and unknown tools', () => {
    const ev = (toolName: string, input: unknown, success = true): ToolEvidence => ({ toolName, input, output: '', success });
    expect(describeTool(ev('Edit', { file_path: '/w/p/src/cli.ts' }), '/w/p')).toBe('Edit src/cli.ts');
    expect(describeTool(ev('Write', { file_path: '/a/b/c/d/e/f.ts' }))).toBe('Write …/d/e/f.ts');
    expect(describeTool(ev('MultiEdit', { file_path: 'src/x.ts' }, false))).toBe('MultiEdit src/x.ts (failed)');
    expect(describeTool(ev('Grep', { pattern: 'foo', path: '/w/p/src' }), '/w/p')).toBe("Grep 'foo' in src");
    expect(describeTool(ev('Glob', { pattern: '**/*.ts' }))).toBe("Glob '**/*.ts'");
    expect(describeTool(ev('Task', { description: 'find callers', prompt: 'long...' }))).toBe('Task: find callers');
    expect(describeTool(ev('WebFetch', { url: 'https://example.com/x' }))).toBe('WebFetch https://example.com/x');
    expect(describeTool(ev('TodoWrite', { todos: [{}, {}] }))).toBe('TodoWrite: 2 todos');
    expect(describeTool(ev('mcp__x__y', {}))).toBe('mcp__x__y');
    expect(describeTool({ toolName: 'Bash', input: { command: 'npm test' }, output: '', success: false, error: 'Exit code 1\nFAIL' })).toBe(
      'Bash: npm test (exit 1)',
    );
    expect(describeTool(ev('Bash', { command: 'sleep 100' }))).toBe('Bash: sleep 100');
    expect(
      describeTool({ toolName: 'Bash', input: { command: 'sleep 100' }, output: '{"stdout":"","interrupted":true}', success: true }),
    ).toBe('Bash: sleep 100 (interrupted)');
    const long = describeTool(ev('Bash', { command: `echo ${'x'.repeat(500)}` }));
    expect(long.length).toBeLessThan(120);
  });
});

describe('outputText / outputGist', () => {
  it('reads the text out of tool_response JSON shapes', () => {
    expect(outputText(evidence('PostToolUse.json').output)).toContain('NOTES_CONTENT: the sky is green');
    expect(outputText(evidence('PostToolUse-Bash.json').output)).toBe('NOTES_CONTENT: the sky is green in this test\nBASH_RAN');
    expect(outputText(evidence('PostToolUse-mcp.json').output)).toContain('MCP_RESULT');
    expect(outputText('plain text')).toBe('plain text');
    expect(outputText('{not json')).toBe('{not json');
    expect(outputText('{"stdout":"","stderr":""}')).toBe('');
  });

  it('gives the first sentence(s) capped, and the error line for failures', () => {
    expect(outputGist(evidence('PostToolUseFailure.json'))).toBe("ls: cannot access '/nonexistent-dir-xyz': No such file or directory");
    expect(outputGist(evidence('PostToolUse-Bash.json'))).toBe('NOTES_CONTENT: the sky is green in this test BASH_RAN');
    const big = { toolName: 'Bash', input: {}, success: true, output: `${'All tests passed in the suite. '.repeat(2000)}` };
    const gist = outputGist(big)!;
    expect(gist.length).toBeLessThanOrEqual(200);
    expect(gist.startsWith('All tests passed in the suite.')).toBe(true);
    expect(outputGist({ toolName: 'Edit', input: {}, success: true, output: 'The file x has been updated.' })).toBeUndefined();
    expect(outputGist({ toolName: 'Bash', input: {}, success: true, output: '' })).toBeUndefined();
  });
});

describe('buildCandidates', () => {
  it('keeps prompt, tool descriptors, output gists and assistant sentences in order', () => {
    const turn: TurnMaterial = {
      promptNumber: 2,
      prompt: 'Please show me the notes. Then list a missing dir.',
      tools: [evidence('PostToolUse-Bash.json'), evidence('PostToolUseFailure.json')],
      assistantText: ['The notes say the sky is green. The directory does not exist.'],
    };
    const c = buildCandidates(turn, { cwd: '/home/dev/project' });
    expect(c.map((x) => [x.source, x.text])).toEqual([
      ['prompt', 'Please show me the notes.'],
      ['prompt', 'Then list a missing dir.'],
      ['tool', 'Bash: cat notes.txt && echo BASH_RAN'],
      ['tool_output', 'NOTES_CONTENT: the sky is green in this test BASH_RAN'],
      ['tool', 'Bash: ls /nonexistent-dir-xyz (exit 2)'],
      ['tool_output', "ls: cannot access '/nonexistent-dir-xyz': No such file or directory"],
      ['assistant', 'The notes say the sky is green.'],
      ['assistant', 'The directory does not exist.'],
    ]);
    expect(c.map((x) => x.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('thins huge turns evenly, keeping the prompt and the last item', () => {
    const tools: ToolEvidence[] = Array.from({ length: 500 }, (_, i) => ({
      toolName: 'Read',
      input: { file_path: `f${i}.ts` },
      output: '',
      success: true,
    }));
    const c = buildCandidates(
      { promptNumber: 1, prompt: 'Read everything.', tools, assistantText: ['Done reading.'] },
      { maxCandidates: 50 },
    );
    expect(c).toHaveLength(50);
    expect(c[0].text).toBe('Read everything.');
    expect(c[c.length - 1].text).toBe('Done reading.');
  });

  it('tolerates empty material', () => {
    expect(buildCandidates({ promptNumber: 1, prompt: '', tools: [], assistantText: [] })).toEqual([]);
  });
});
