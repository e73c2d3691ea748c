// The global memory end to end: a preference saved with `remember --global` in one project reaches the model in the
// first request of a session in another project (the SessionStart digest, through the real plugin's hook), marked as
// global; a decision of the first project does not.
import { afterAll, describe, expect, it } from 'vitest';
import {
  killProcessesNaming,
  makeTempDir,
  messageRequests,
  removeTempDirs,
  requestsContaining,
  runClaude,
  runMemoryCli,
  stagePluginCopy,
} from './harness.js';

const staged: string[] = [];
afterAll(async () => {
  for (const dir of staged) await killProcessesNaming(dir);
  removeTempDirs();
});

describe('global memory', () => {
  it("a global preference is in another project's first request; that project's own decision is not", async () => {
    const plugin = stagePluginCopy();
    staged.push(plugin);
    const home = makeTempDir('cm-home-');
    const first = makeTempDir('cm-project-a-');
    const second = makeTempDir('cm-project-b-');
    const env = { CLAUDE_MEMORY_HOME: makeTempDir('cm-data-') };
    const tag = Date.now().toString(36).toUpperCase();
    const preference = `Write every code comment in British English GLOBAL${tag}`;
    const local = `The billing service renders invoices with LOCAL${tag} templates`;
    expect(
      (await runMemoryCli(['remember', '--global', '--type', 'preference', preference], { pluginRoot: plugin, cwd: first, home, env }))
        .code,
    ).toBe(0);
    expect((await runMemoryCli(['remember', local], { pluginRoot: plugin, cwd: first, home, env })).code).toBe(0);
    // The second project needs a memory of its own for a digest to be written at all.
    expect(
      (await runMemoryCli(['remember', 'The garden planner stores beds as polygons'], { pluginRoot: plugin, cwd: second, home, env })).code,
    ).toBe(0);

    const run = await runClaude({
      prompt: 'How should comments be written here?',
      pluginDir: plugin,
      cwd: second,
      home,
      env,
      script: { turns: [{ text: 'ok' }] },
    });
    expect(run.code).toBe(0);
    const request = messageRequests(run.requests)[0];
    expect(request, 'the session sent a request').toBeTruthy();
    expect(requestsContaining([request], preference), 'the global preference is in the first request').toHaveLength(1);
    expect(requestsContaining([request], `global:preference:`)).toHaveLength(1);
    expect(requestsContaining(messageRequests(run.requests), `LOCAL${tag}`), 'no other project leaks in').toHaveLength(0);
  });
});
