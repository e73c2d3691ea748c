// Forgetting a memory removes its spooled copy from disk at once (issue 12, item 9): a journal line stays until its
// minute bucket is closed and replayed, minutes after the memory itself was deleted.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayProjectSpool } from '../../src/capture/replay.js';
import { journalCopies } from '../../src/capture/spool.js';
import { startDashboard } from '../../src/dashboard/server.js';
import { forgetMemoryHandler } from '../../src/mcp/tools.js';
import { spoolPath } from '../../src/paths.js';
import {
  cleanupSandboxes,
  count,
  fixturePayload,
  hookDeps,
  listFiles,
  makeSandbox,
  openProject,
  runCliProcess,
  sandboxApp,
  withProject,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const journalText = (sb: Sandbox) => {
  const app = sandboxApp(sb);
  return listFiles(spoolPath(app.paths, app.project(sb.projectDir).key))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('');
};

async function spoolTwoTools(sb: Sandbox) {
  const deps = hookDeps(sb);
  await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), deps);
  for (const [id, cmd] of [
    ['toolu_forget_me', 'echo the-secret-launch-codes'],
    ['toolu_keep_me', 'echo harmless'],
  ])
    await runHook(
      'PostToolUse',
      JSON.stringify({
        ...fixturePayload('PostToolUse-Bash', sb),
        session_id: fixturePayload('UserPromptSubmit', sb).session_id,
        tool_use_id: id,
        tool_input: { command: cmd },
      }),
      deps,
    );
  // The next prompt replays the journal into the store; the lines stay on disk until their bucket closes.
  await runHook('UserPromptSubmit', JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'p2', prompt: 'next' }), deps);
  expect(journalText(sb)).toMatch(/the-secret-launch-codes/);
}

describe('forget and the spool journal', () => {
  it('forget_memory (MCP) overwrites the forgotten tool event in the journal and leaves the rest replayable', async () => {
    const sb = makeSandbox();
    await spoolTwoTools(sb);
    const { app, project, db } = openProject(sb);
    try {
      const id = (db.prepare("SELECT id FROM tool_events WHERE tool_use_id = 'toolu_forget_me'").get() as { id: number }).id;
      const r = forgetMemoryHandler(
        {
          db,
          now: app.now,
          recall: async () => ({ hits: [] }) as never,
          status: () => ({}),
          journal: journalCopies(spoolPath(app.paths, project.key)),
        },
        { memory_id: `tool:${id}` },
      );
      expect(r.isError).toBeFalsy();
      expect(journalText(sb)).not.toMatch(/the-secret-launch-codes/);
      expect(journalText(sb)).toMatch(/echo harmless/);
      // Replaying again (even from scratch) neither brings it back nor trips on the blanked line.
      db.prepare('DELETE FROM spool_cursors').run();
      const again = replayProjectSpool(db, app.paths, project, app.config, app.log, Date.now());
      expect(again).toMatchObject({ malformed: 0, rejected: 0 });
      expect(count(db, 'tool_events', "tool_use_id = 'toolu_forget_me'")).toBe(0);
      expect(count(db, 'tool_events', "tool_use_id = 'toolu_keep_me'")).toBe(1);
    } finally {
      db.close();
    }
  });

  it('`claude-memory forget session:<id>` removes every journal line of that session', async () => {
    const sb = makeSandbox();
    await spoolTwoTools(sb);
    const session = String(fixturePayload('UserPromptSubmit', sb).session_id);
    const r = await runCliProcess(sb, ['forget', `session:${session}`]);
    expect(r).toMatchObject({ code: 0 });
    expect(journalText(sb).trim()).toBe('');
    withProject(sb, (db) => expect(count(db, 'sessions')).toBe(0));
  });

  it('forgetting in the dashboard overwrites the forgotten tool event in the journal too', async () => {
    const sb = makeSandbox();
    await spoolTwoTools(sb);
    const id = withProject(
      sb,
      (db) => (db.prepare("SELECT id FROM tool_events WHERE tool_use_id = 'toolu_forget_me'").get() as { id: number }).id,
    );
    const assets = path.join(sb.root, 'assets');
    fs.mkdirSync(assets);
    const dash = await startDashboard(sandboxApp(sb), {
      port: 0,
      projectDir: sb.projectDir,
      assetsDir: assets,
      token: 'forget-spool-token-0123',
    });
    try {
      const origin = `http://127.0.0.1:${dash.port}`;
      const r = await fetch(`${origin}/api/forget`, {
        method: 'POST',
        headers: { authorization: `Bearer ${dash.token}`, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ id: `tool:${id}` }),
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({ id: `tool:${id}`, removed: 1 });
    } finally {
      await dash.close();
    }
    expect(journalText(sb)).not.toMatch(/the-secret-launch-codes/);
    expect(journalText(sb)).toMatch(/echo harmless/);
  });
});
