// Claude Code 2.1.3xx runs a subagent in the background by default and, when it finishes, reports it to the main loop
// as a prompt of its own: a `<task-notification>` block through UserPromptSubmit, and a user line of the transcript
// (`promptSource: "system"`). The CLI speaking, not the user: neither a prompt to remember nor one to inject memories
// into, on the hook path and on the transcript read at Stop. (Shapes as CLI 2.1.332 sent and wrote them.)
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { humanPromptText } from '../../src/capture/transcript.js';
import { cleanupSandboxes, fixturePayload, hookDeps, makeSandbox, openProject, runHook } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SESSION = 'b173ed15-7dcb-4141-8bff-a4aebba8bfed';
const notification = (outputFile: string) =>
  '<task-notification>\n<task-id>a953f8200df5bad20</task-id>\n<tool-use-id>toolu_f7wc9ikn7umx6bv3yl</tool-use-id>\n' +
  `<output-file>${outputFile}</output-file>\n<status>completed</status>\n` +
  '<summary>Agent "Read the sub file" finished</summary>\n' +
  '<note>A task-notification fires each time this agent stops with no live background children of its own. The user can send it another message and resume it, so the same task-id may notify more than once.</note>\n' +
  '<result>The sub file was read.</result>\n</task-notification>';

describe('a background task’s notification (CLI 2.1.332)', () => {
  it('is skipped by the UserPromptSubmit hook: not stored, nothing injected; the user’s own prompt still is', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    const base = { ...fixturePayload('UserPromptSubmit', sb), session_id: SESSION };
    const typed = await runHook(
      'UserPromptSubmit',
      JSON.stringify({ ...base, prompt_id: 'p-typed', prompt: 'Look around this project.' }),
      deps,
    );
    expect(typed.outcome).toBe('recorded');
    const task = { ...base, prompt_id: 'p-task', prompt: notification(path.join(sb.root, 'a953f8200df5bad20.output')) };
    expect(await runHook('UserPromptSubmit', JSON.stringify(task), deps)).toMatchObject({ outcome: 'skipped', output: '' });
    const { db } = openProject(sb);
    try {
      expect(db.prepare('SELECT prompt_number, text FROM prompts WHERE session_id = ?').all(SESSION)).toEqual([
        { prompt_number: 1, text: 'Look around this project.' },
      ]);
    } finally {
      db.close();
    }
  });

  it('is no prompt in the transcript read at Stop', async () => {
    const sb = makeSandbox();
    const file = path.join(sb.home, '.claude', 'projects', '-project', `${SESSION}.jsonl`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const line = (body: Record<string, unknown>, i: number) =>
      `${JSON.stringify({
        parentUuid: null,
        isSidechain: false,
        uuid: `u-${i}`,
        timestamp: `2026-12-02T16:15:5${i}.000Z`,
        cwd: sb.projectDir,
        sessionId: SESSION,
        version: '2.1.332',
        type: 'user',
        ...body,
      })}\n`;
    fs.writeFileSync(
      file,
      line({ promptId: 'p-typed', message: { role: 'user', content: 'Look around this project.' } }, 1) +
        line(
          {
            promptId: 'p-task',
            origin: { kind: 'task-notification', producer: 'session-task' },
            promptSource: 'system',
            turnOrigin: 'task_notification',
            message: { role: 'user', content: notification('/tmp/x/tasks/a953f8200df5bad20.output') },
          },
          2,
        ),
    );
    const deps = hookDeps(sb);
    const stop = { ...fixturePayload('Stop', sb), session_id: SESSION, transcript_path: file };
    expect((await runHook('Stop', JSON.stringify(stop), deps)).outcome).toBe('recorded');
    const { db } = openProject(sb);
    try {
      expect(db.prepare('SELECT text FROM prompts WHERE session_id = ?').all(SESSION)).toEqual([{ text: 'Look around this project.' }]);
    } finally {
      db.close();
    }
    // Typed text around a notification is kept.
    expect(humanPromptText(`${notification('/tmp/o')}\nand also check the README`)).toBe('and also check the README');
  });
});
