// Publishing into Claude Code's own memory, end to end: a decision published with `claude-memory publish` reaches the
// model in the first request of a new session, in a project where the plugin is not even loaded.
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, messageRequests, removeTempDirs, requestsContaining, runClaude, runMemoryCli, stagePluginCopy } from './harness.js';

afterAll(removeTempDirs);

describe('publish', () => {
  for (const mode of ['shared', 'local'] as const) {
    it(`${mode}: a published decision is in the next session's first request`, async () => {
      const plugin = stagePluginCopy();
      const home = makeTempDir('cm-home-');
      const cwd = makeTempDir('cm-project-');
      const env = { CLAUDE_MEMORY_HOME: makeTempDir('cm-data-') };
      const rule = `Always run the RULE${mode.toUpperCase()}${Date.now().toString(36).toUpperCase()} linter before committing`;
      expect(
        (await runMemoryCli(['remember', rule, '--reason', 'it catches broken imports'], { pluginRoot: plugin, cwd, home, env })).code,
      ).toBe(0);
      const published = await runMemoryCli(['publish', '--mode', mode], { pluginRoot: plugin, cwd, home, env });
      expect(published.code).toBe(0);

      const run = await runClaude({
        prompt: 'What should I do before committing?',
        pluginDir: null,
        cwd,
        home,
        env,
        script: { turns: [{ text: 'ok' }] },
      });
      expect(run.code).toBe(0);
      const first = messageRequests(run.requests)[0];
      expect(first, 'the session sent a request').toBeTruthy();
      expect(requestsContaining([first], rule), `the ${mode} rule is in the first request`).toHaveLength(1);
    });
  }
});
