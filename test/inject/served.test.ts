// A served prompt's recall begins on the prompt as the hook first sent it (not yet sanitized), and is answered with
// the hook's own journaled request: the early search must be on exactly what the hook journals, secrets and private
// blocks out, and be reused only when the hook asks the same.
import { describe, expect, it } from 'vitest';
import { sanitizePayload } from '../../src/capture/sanitize.js';
import { defaultConfig } from '../../src/config.js';
import { beginPromptRecall } from '../../src/inject/served.js';
import type { ProjectIdentity } from '../../src/paths.js';
import type { RecallHit } from '../../src/recall/search.js';
import { EARLY_PROMPT_CHARS, hookRequest, type HookRequest } from '../../src/recall/socket-client.js';

const project: ProjectIdentity = { identity: '/work/shop', name: 'shop', key: 'shop-0123456789ab', root: '/work/shop' };
const SESSION = 'b1b1b1b1-2222-3333-4444-555555555555';

/** What the hook sends first (the prompt as received, cut) and what it sends once journaled (sanitized). */
function handOver(prompt: string, config = defaultConfig()): { begun: HookRequest; journaled: HookRequest } {
  const payload = { session_id: SESSION, prompt, cwd: project.root, hook_event_name: 'UserPromptSubmit' };
  return {
    begun: { hook: 'UserPromptSubmit', sessionId: SESSION, prompt: prompt.slice(0, EARLY_PROMPT_CHARS) },
    journaled: hookRequest('UserPromptSubmit', sanitizePayload(payload, config)),
  };
}

function countingRecall() {
  const calls: { query: string; limit: number; sessionId: string }[] = [];
  const recall = async (query: string, limit: number, sessionId: string): Promise<RecallHit[]> => {
    calls.push({ query, limit, sessionId });
    return [];
  };
  return { calls, recall };
}

describe('a served prompt begun before the hook journaled it', () => {
  const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';

  it('searches for the prompt the hook journals: no secret, no private block, one search for both', async () => {
    const { calls, recall } = countingRecall();
    const { begun, journaled } = handOver(`Why does deploy fail with token ${secret}? <private>my home address</private> It worked yesterday.`);
    const answerWith = beginPromptRecall(begun, defaultConfig(), project, recall);
    expect(answerWith).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0].query).not.toContain(secret);
    expect(calls[0].query).not.toContain('my home address');
    expect(calls[0].query).toBe(journaled.prompt);
    // The injection asks for the journaled prompt: the search begun early answers it.
    await answerWith!(journaled.prompt!, calls[0].limit, SESSION);
    expect(calls).toHaveLength(1);
  });

  it('gives the same query for a long prompt, whose first line carries only the start', () => {
    const { calls, recall } = countingRecall();
    const { begun, journaled } = handOver(`${'The invoice rounding drifts by a cent on refunds. '.repeat(400)}`);
    expect(begun.prompt!.length).toBe(EARLY_PROMPT_CHARS);
    beginPromptRecall(begun, defaultConfig(), project, recall);
    expect(calls[0].query).toBe(journaled.prompt);
  });

  it('searches again when the hook journaled a different prompt (a private block longer than the first line)', async () => {
    const { calls, recall } = countingRecall();
    // The first line ends inside the private block: the question after it only the hook saw.
    const { begun, journaled } = handOver(`Why does the login flow fail? <private>${'x'.repeat(EARLY_PROMPT_CHARS)}</private> It is the token refresh.`);
    const answerWith = beginPromptRecall(begun, defaultConfig(), project, recall);
    expect(calls.map((c) => c.query)).toEqual(['Why does the login flow fail? [private]']);
    expect(journaled.prompt).toBe('Why does the login flow fail? [private] It is the token refresh.');
    await answerWith!(journaled.prompt!, calls[0].limit, SESSION);
    expect(calls.map((c) => c.query)).toEqual(['Why does the login flow fail? [private]', journaled.prompt]);
  });

  it('begins nothing for a session start, an excluded project, a prompt too short, or injection turned off', () => {
    const { calls, recall } = countingRecall();
    const config = defaultConfig();
    expect(beginPromptRecall({ hook: 'SessionStart', sessionId: SESSION, source: 'startup' }, config, project, recall)).toBeNull();
    expect(beginPromptRecall(handOver('yes').begun, config, project, recall)).toBeNull();
    const excluded = defaultConfig();
    excluded.injection.excludeProjects = ['shop'];
    expect(beginPromptRecall(handOver('Why does the login flow fail?').begun, excluded, project, recall)).toBeNull();
    const off = defaultConfig();
    off.injection.promptItems = 0;
    expect(beginPromptRecall(handOver('Why does the login flow fail?').begun, off, project, recall)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('leaves no unhandled rejection when the early search fails and nobody asks for it', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => void unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      beginPromptRecall(handOver('Why does the login flow fail?').begun, defaultConfig(), project, () => Promise.reject(new Error('SQLITE_BUSY')));
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
