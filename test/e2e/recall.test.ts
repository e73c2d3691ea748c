// Recall, end to end, across sessions of one project (same cwd, HOME and $CLAUDE_MEMORY_HOME):
//   1. session 1: the model records a decision through the plugin's MCP tool, and does some other work;
//   2. session 2: the SessionStart digest carrying that decision is in the very first model request, and a
//      session_recall MCP call returns it to the model;
//   3. session 3: `/memory:recall <nonce>` runs the bundled CLI from the command's bash block, and its output reaches
//      the model.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MCP_TOOL_PREFIX,
  killProcessesNaming,
  makeTempDir,
  messageRequests,
  removeTempDirs,
  runClaude,
  runMemoryCli,
  stagePluginCopy,
  startFakeApi,
  toolResultsOf,
  type FakeApi,
  type RecordedRequest,
  type RunResult,
} from './harness.js';

const NONCE = `NONCE${Date.now().toString(36).toUpperCase()}`;
const DECISION = `Route every nightly export through the ${NONCE} queue`;
const REASON = 'the old cron job dropped records under load';

let pluginDir: string;
let dataDir: string;
let home: string;
let cwd: string;
let api: FakeApi;
let s1: RunResult;
let s2: RunResult;

const env = () => ({ CLAUDE_MEMORY_HOME: dataDir });
const mainLoop = (reqs: RecordedRequest[]) => messageRequests(reqs).filter((r) => Array.isArray(r.body?.tools) && r.body.tools.length > 0);

/** The tool_result the model got back for the (first) call of `toolName` made in these requests. */
function resultOfCall(reqs: RecordedRequest[], toolName: string): { text: string; is_error?: boolean } | undefined {
  const call = reqs.flatMap((r) => (r.reply?.blocks ?? []) as any[]).find((b) => b.type === 'tool_use' && b.name === toolName);
  if (!call) return undefined;
  return reqs.flatMap(toolResultsOf).find((t) => t.tool_use_id === call.id);
}

beforeAll(async () => {
  pluginDir = stagePluginCopy();
  dataDir = makeTempDir('cm-data-');
  home = makeTempDir('cm-home-');
  cwd = makeTempDir('cm-project-');
  fs.writeFileSync(path.join(cwd, 'export.sh'), '#!/bin/sh\necho exporting\n');
  api = await startFakeApi();

  api.setScript({
    turns: [
      { tool_use: { name: `${MCP_TOOL_PREFIX}record_decision`, input: { decision: DECISION, reason: REASON } } },
      { tool_use: { name: 'Bash', input: { command: 'sh export.sh', description: 'Run the export once' } } },
      { text: 'Recorded the decision and ran the export.' },
    ],
  });
  s1 = await runClaude({ prompt: 'Decide how nightly exports should run, and record it.', api, home, cwd, pluginDir, env: env() });
  if (s1.code !== 0) throw new Error(`session 1 exited ${s1.code}:\n${s1.stderr}`);

  api.setScript({
    turns: [{ tool_use: { name: `${MCP_TOOL_PREFIX}session_recall`, input: { topic: NONCE } } }, { text: 'Found the earlier decision.' }],
  });
  s2 = await runClaude({ prompt: 'What did we settle on earlier?', api, home, cwd, pluginDir, env: env() });
  if (s2.code !== 0) throw new Error(`session 2 exited ${s2.code}:\n${s2.stderr}`);
}, 300_000);

afterAll(async () => {
  await api?.close();
  if (pluginDir) await killProcessesNaming(pluginDir);
  removeTempDirs();
});

describe('session 1 records a decision through the MCP server', () => {
  it('the record_decision call succeeded', () => {
    const result = resultOfCall(s1.requests, `${MCP_TOOL_PREFIX}record_decision`);
    expect(result).toBeDefined();
    expect(result!.is_error).toBeFalsy();
    expect(result!.text).toMatch(/^Recorded decision:\d+\.$/);
  });

  it('the decision is in the store, attributed to session 1, and `recall --json` finds it', async () => {
    const r = await runMemoryCli(['recall', '--json', NONCE], { pluginRoot: pluginDir, cwd, home, env: env() });
    expect(r.code).toBe(0);
    const { hits } = JSON.parse(r.stdout);
    const decision = hits.find((h: any) => h.kind === 'decision');
    expect(decision).toBeDefined();
    expect(decision.source).toBe('manual');
    expect(decision.session_id).toBe(s1.sessionId);
    expect(JSON.stringify(decision)).toContain(NONCE);
  });
});

describe('session 2 gets the decision back', () => {
  it('is a different session of the same project', () => {
    expect(s2.sessionId).toBeTruthy();
    expect(s2.sessionId).not.toBe(s1.sessionId);
  });

  it('carries the SessionStart digest with the decision in its first model request', () => {
    const first = mainLoop(s2.requests)[0];
    expect(first).toBeDefined();
    const body = JSON.stringify(first.body);
    expect(body).toContain(NONCE);
    // The digest, not just any mention: its header and the decision line with its id and reason.
    expect(body).toContain('## Project memory: ');
    expect(body).toMatch(new RegExp(`\\[decision:\\d+, manual\\] ${DECISION} \\(because ${REASON}\\)`));
    // Session 1 itself is listed among the recent sessions.
    expect(body).toContain(`[session ${s1.sessionId}]`);
  });

  it('a session_recall MCP call returns the decision to the model', () => {
    const result = resultOfCall(s2.requests, `${MCP_TOOL_PREFIX}session_recall`);
    expect(result).toBeDefined();
    expect(result!.is_error).toBeFalsy();
    expect(result!.text).toContain(NONCE);
    // The tool's budgeted text is what the model gets (not the structured JSON), hits with ids to drill into.
    expect(result!.text).toMatch(
      new RegExp(`^\\d+ of \\d+ hits for "${NONCE}" \\((hybrid|fts)(; [^)]*)?\\)\\. Drill down: session_timeline`),
    );
    expect(result!.text).toMatch(new RegExp(`^- \\[decision:\\d+\\] \\(decision, manual, [^)]*\\) ${DECISION} — because ${REASON}$`, 'm'));
    expect(s2.result?.result).toBe('Found the earlier decision.');
  });
});

describe('/memory:recall slash command', () => {
  it('runs the bundled CLI and hands its output to the model', async () => {
    api.setScript({ turns: [{ text: 'Here is what memory holds.' }] });
    const s3 = await runClaude({ prompt: `/memory:recall ${NONCE}`, api, home, cwd, pluginDir, env: env() });
    expect(s3.code).toBe(0);
    expect(s3.result?.result).toBe('Here is what memory holds.');
    const first = mainLoop(s3.requests)[0];
    expect(first).toBeDefined();
    const body = JSON.stringify(first.body);
    // The command's expanded body, with the CLI's output in place of its bash block (not just the echoed query).
    expect(body).toContain(`Memory recall for: ${NONCE}`);
    expect(body).toMatch(/\d+ of \d+ hits \((hybrid|fts)\):/);
    expect(body).toMatch(new RegExp(`- \\[decision:\\d+\\] \\(decision, manual, [^)]*\\) [^\\\\]*${NONCE}`));
  }, 180_000);
});
