// Turn attribution when Claude Code kills hooks at their timeout (issue 12, item 6): a tool event replayed before its
// prompt exists is filed under the latest known prompt; when its prompt arrives it moves to the right turn.
import { afterEach, describe, expect, it } from 'vitest';
import { recordEvent } from '../../src/capture/record.js';
import { defaultConfig } from '../../src/config.js';
import { cleanupSandboxes, fixturePayload, makeSandbox, openProject, spooled } from '../helpers/store.js';

afterEach(cleanupSandboxes);

describe('re-homing tool events', () => {
  it('a tool event recorded before its prompt moves to that prompt when the prompt arrives', () => {
    const sb = makeSandbox();
    const { db, project } = openProject(sb);
    const config = defaultConfig();
    const ctx = { project: project.identity, config };
    const prompt = fixturePayload('UserPromptSubmit', sb);
    const session = String(prompt.session_id);
    const tool = (id: string, promptId: string) => ({
      ...fixturePayload('PostToolUse-Bash', sb),
      session_id: session,
      tool_use_id: id,
      prompt_id: promptId,
    });
    try {
      const t = Date.now();
      recordEvent(db, spooled('UserPromptSubmit', { ...prompt, prompt_id: 'p1', prompt: 'first' }, t), ctx);
      recordEvent(db, spooled('PostToolUse', tool('toolu_a', 'p1'), t + 1), ctx);
      // The UserPromptSubmit hook of p2 was killed; its tool's hook was not, and is replayed first.
      recordEvent(db, spooled('PostToolUse', tool('toolu_b', 'p2'), t + 3), ctx);
      const where = () =>
        db
          .prepare(
            "SELECT t.tool_use_id AS id, t.prompt_number AS n, d.prompt_number AS doc FROM tool_events t LEFT JOIN search_docs d ON d.kind = 'tool' AND d.ref_id = t.id ORDER BY t.id",
          )
          .all();
      expect(where()).toEqual([
        { id: 'toolu_a', n: 1, doc: 1 },
        { id: 'toolu_b', n: 1, doc: 1 },
      ]);
      // The prompt arrives late (its spooled copy, or the transcript).
      recordEvent(db, spooled('UserPromptSubmit', { ...prompt, prompt_id: 'p2', prompt: 'second' }, t + 2), ctx);
      expect(where()).toEqual([
        { id: 'toolu_a', n: 1, doc: 1 },
        { id: 'toolu_b', n: 2, doc: 2 },
      ]);
    } finally {
      db.close();
    }
  });
});
