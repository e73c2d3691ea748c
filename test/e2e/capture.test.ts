// Capture, end to end: one scripted `claude -p` session with the plugin loaded records its prompt, its tool calls
// (successful, failing, and one made inside a subagent), the assistant's final words (from the transcript, at Stop)
// and its end, into the store under $CLAUDE_MEMORY_HOME.
//
// PostToolUse / PostToolUseFailure are async hooks that only append to the spool journal (replayed into the store by
// the session's next store-opening hook): the store is polled after the run. SessionEnd is synchronous but, in CLI
// 2.1.197, has been seen not to run at all (see the harness README); the test then checks the product's fallback, the
// stale-session close, and says which path it took.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOWED_TOOLS,
  hookCompletedInDebugLog,
  killProcessesNaming,
  makeTempDir,
  projectDbFiles,
  projectTranscriptDir,
  removeTempDirs,
  runClaude,
  runMemoryCli,
  stagePluginCopy,
  waitFor,
  type RunResult,
} from './harness.js';

const NONCE = `CAPTURE${Date.now().toString(36).toUpperCase()}`;
const FINAL_TEXT = `FINAL_${NONCE}: read the notes, said hi, a command failed, and a helper read the sub file.`;
const SUBAGENT_MARKER = `SUBAGENT_TASK_${NONCE}`;

let pluginDir: string;
let dataDir: string;
let cwd: string;
let run: RunResult;
let db: Database.Database;
let debugFile: string;

type Row = Record<string, any>;
const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];

beforeAll(async () => {
  pluginDir = stagePluginCopy();
  dataDir = makeTempDir('cm-data-');
  cwd = makeTempDir('cm-project-');
  fs.writeFileSync(path.join(cwd, 'notes.txt'), `NOTES_${NONCE}: the main agent reads this\n`);
  fs.writeFileSync(path.join(cwd, 'sub.txt'), `SUB_${NONCE}: the subagent reads this\n`);

  // The CLI's debug log is the only record of which synchronous hooks it ran (SessionEnd in particular).
  debugFile = path.join(makeTempDir('cm-debug-'), 'claude-debug.txt');
  run = await runClaude({
    prompt: `Look around this project (${NONCE}).`,
    pluginDir,
    cwd,
    args: ['--debug-file', debugFile],
    env: { CLAUDE_MEMORY_HOME: dataDir },
    allowedTools: [...DEFAULT_ALLOWED_TOOLS, 'Agent'],
    script: {
      turns: [
        { tool_use: { name: 'Read', input: { file_path: path.join(cwd, 'notes.txt') } } },
        { tool_use: { name: 'Bash', input: { command: 'echo hi', description: 'Say hi' } } },
        { tool_use: { name: 'Bash', input: { command: 'exit 3', description: 'Fail on purpose' } } },
        {
          tool_use: {
            name: 'Agent',
            input: {
              description: 'Read the sub file',
              prompt: `${SUBAGENT_MARKER}: read sub.txt and report.`,
              subagent_type: 'general-purpose',
            },
          },
        },
        { text: FINAL_TEXT },
      ],
      routes: [
        {
          when: SUBAGENT_MARKER,
          turns: [{ tool_use: { name: 'Read', input: { file_path: path.join(cwd, 'sub.txt') } } }, { text: 'The sub file was read.' }],
        },
      ],
    },
  });

  const file = await waitFor(() => projectDbFiles(dataDir)[0], { timeoutMs: 10_000 });
  if (!file) throw new Error(`no project database under ${dataDir}:\n${run.stderr}`);
  db = new Database(file, { readonly: true, fileMustExist: true });
  // Tool hooks are async and only append to the project's spool journal; the session's later hooks (Stop, SessionEnd)
  // replay it into the store. One that lands after the last of those waits for the next process that opens the
  // store, e.g. `claude-memory status`. Wait for the four main-loop tool calls and the subagent's Read.
  const toolEvents = () => all('SELECT count(*) AS n FROM tool_events')[0].n as number;
  if (!(await waitFor(() => toolEvents() >= 5, { timeoutMs: 5_000 }))) {
    console.log(`[capture] ${toolEvents()} tool events stored by the session's own hooks; replaying the rest with \`status\``);
    await waitFor(
      async () => {
        await runMemoryCli(['status', '--json'], { pluginRoot: pluginDir, cwd, home: run.home, env: { CLAUDE_MEMORY_HOME: dataDir } });
        return toolEvents() >= 5;
      },
      { timeoutMs: 10_000, intervalMs: 1_000 },
    );
  }
}, 240_000);

afterAll(async () => {
  db?.close();
  // The hooks start a detached compression worker that idles for a minute before it exits: end it now.
  if (pluginDir) await killProcessesNaming(pluginDir);
  removeTempDirs();
});

describe('a scripted session is fully recorded', () => {
  it('ran to the scripted final answer', () => {
    expect(run.code).toBe(0);
    expect(run.result?.result).toBe(FINAL_TEXT);
    expect(run.sessionId).toBeTruthy();
  });

  it('records the session and its prompt', () => {
    const sessions = all('SELECT * FROM sessions');
    expect(sessions.map((s) => s.id)).toEqual([run.sessionId]);
    expect(sessions[0].cwd).toBe(cwd);
    expect(sessions[0].transcript_path).toBe(path.join(projectTranscriptDir(run.home, cwd), `${run.sessionId}.jsonl`));
    const prompts = all('SELECT * FROM prompts WHERE session_id = ?', run.sessionId);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ prompt_number: 1, text: `Look around this project (${NONCE}).` });
    expect(prompts[0].prompt_id).toBeTruthy();
  });

  it('records the Read and the successful Bash call with their outputs', () => {
    const events = all(
      `SELECT e.*, p.input_json, p.output_text FROM tool_events e LEFT JOIN tool_event_payloads p ON p.id = e.payload_id
       WHERE e.agent_id IS NULL ORDER BY e.id`,
    );
    const read = events.find((e) => e.tool_name === 'Read');
    expect(read).toMatchObject({ success: 1, error: null, prompt_number: 1, session_id: run.sessionId });
    expect(JSON.parse(read!.input_json)).toEqual({ file_path: path.join(cwd, 'notes.txt') });
    expect(read!.output_text).toContain(`NOTES_${NONCE}`);

    const echo = events.find((e) => e.tool_name === 'Bash' && JSON.parse(e.input_json).command === 'echo hi');
    expect(echo).toMatchObject({ success: 1, error: null, prompt_number: 1 });
    expect(echo!.output_text).toContain('hi');
    expect(echo!.tool_use_id).toMatch(/^toolu_/);
  });

  it('records the failing Bash call as a failure with its error', () => {
    const failed = all(
      `SELECT e.*, p.input_json FROM tool_events e LEFT JOIN tool_event_payloads p ON p.id = e.payload_id WHERE e.tool_name = 'Bash' AND e.success = 0`,
    );
    expect(failed).toHaveLength(1);
    expect(JSON.parse(failed[0].input_json).command).toBe('exit 3');
    expect(failed[0].error).toMatch(/exit code 3/i);
    expect(failed[0].prompt_number).toBe(1);
  });

  it("records the subagent's tool call with its agent id", () => {
    const sub = all(
      `SELECT e.*, p.input_json FROM tool_events e LEFT JOIN tool_event_payloads p ON p.id = e.payload_id WHERE e.agent_id IS NOT NULL`,
    );
    expect(sub.map((e) => e.tool_name)).toEqual(['Read']);
    expect(JSON.parse(sub[0].input_json)).toEqual({ file_path: path.join(cwd, 'sub.txt') });
    expect(sub[0].success).toBe(1);
    // The Agent call itself is a main-loop tool event (no agent id).
    const agentCall = all(`SELECT * FROM tool_events WHERE tool_name IN ('Agent', 'Task')`);
    expect(agentCall).toHaveLength(1);
    expect(agentCall[0].agent_id).toBeNull();
    // The subagent transcript the CLI wrote names the same agent.
    const subDir = path.join(projectTranscriptDir(run.home, cwd), run.sessionId!, 'subagents');
    expect(fs.readdirSync(subDir)).toContain(`agent-${sub[0].agent_id}.jsonl`);
  });

  it("stores the subagent's reply, read from its transcript at SubagentStop", () => {
    const agentId = all('SELECT agent_id FROM tool_events WHERE agent_id IS NOT NULL')[0]?.agent_id;
    const replies = all('SELECT * FROM assistant_messages WHERE agent_id = ?', agentId);
    expect(replies.map((r) => r.text)).toEqual(['The sub file was read.']);
  });

  it("stores the assistant's final text, read from the transcript at Stop", () => {
    const texts = all('SELECT * FROM assistant_messages WHERE session_id = ? AND agent_id IS NULL', run.sessionId);
    const final = texts.find((t) => t.text === FINAL_TEXT);
    expect(final).toBeTruthy();
    expect(final!.prompt_number).toBe(1);
    expect(final!.uuid).toBeTruthy();
    // Stop ingested the transcript up to its end at that moment, and queued the turn for compression.
    expect(
      all('SELECT * FROM transcript_cursors WHERE path = ?', path.join(projectTranscriptDir(run.home, cwd), `${run.sessionId}.jsonl`)),
    ).toHaveLength(1);
  });

  it('records the end of the session (SessionEnd, or the stale-session close when the CLI skipped SessionEnd)', async () => {
    const session = () => all('SELECT * FROM sessions WHERE id = ?', run.sessionId)[0];
    const cli = (args: string[]) =>
      runMemoryCli(args, { pluginRoot: pluginDir, cwd, home: run.home, env: { CLAUDE_MEMORY_HOME: dataDir } });
    // SessionEnd (reason "other" in -p mode) closes the session; the CLI runs it before it exits.
    let s = session();
    if (s.status === 'active') {
      // A hook that could not write in time spools its event; the next process that opens the store replays it.
      expect((await cli(['status', '--json'])).code).toBe(0);
      s = session();
    }
    const ranSessionEnd = hookCompletedInDebugLog(debugFile, 'SessionEnd');
    console.log(
      `[capture] SessionEnd hook ${ranSessionEnd ? 'ran' : 'did NOT run'}; session: status=${s.status} exit_reason=${s.exit_reason}`,
    );
    if (s.status === 'active') {
      // Only acceptable when the CLI never ran the hook (CLI 2.1.197 sometimes skips SessionEnd at exit, see the
      // harness README). If it ran and its event is neither stored nor spooled, capture lost it: a product bug.
      expect(ranSessionEnd, 'SessionEnd ran but the session is still active').toBe(false);
      // The product then closes the session once it has been idle for worker.staleSessionHours: shorten that window
      // to 0 and run the worker (after the session's own detached worker has released the project's lease).
      fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify({ worker: { staleSessionHours: 0 } }));
      await waitFor(async () => JSON.parse((await cli(['status', '--json'])).stdout).worker.running === false, {
        timeoutMs: 150_000,
        intervalMs: 2_000,
      });
      expect((await cli(['worker', '--once'])).code).toBe(0);
      s = session();
      console.log(`[capture] after the stale-session close: status=${s.status} exit_reason=${s.exit_reason}`);
      expect(s).toMatchObject({ status: 'completed', exit_reason: 'stale' });
    } else {
      expect(s).toMatchObject({ status: 'completed', exit_reason: 'other' });
    }
    expect(s.ended_at).toBeGreaterThan(0);
    // Either way the session is queued for its rollup, or already rolled up.
    const rollupQueued = all(`SELECT 1 FROM pending_compressions WHERE kind = 'session_rollup' AND target = ?`, run.sessionId).length > 0;
    expect(rollupQueued || s.rollup_summary !== null).toBe(true);
  }, 200_000);

  it('is reported by `claude-memory status --json` from the project dir', async () => {
    const r = await runMemoryCli(['status', '--json'], {
      pluginRoot: pluginDir,
      cwd,
      home: run.home,
      env: { CLAUDE_MEMORY_HOME: dataDir },
    });
    expect(r.code).toBe(0);
    const status = JSON.parse(r.stdout);
    expect(status.counts).toMatchObject({ sessions: 1, prompts: 1 });
    expect(status.counts.toolEvents).toBeGreaterThanOrEqual(5);
    expect(status.spool.events).toBe(0);
  });
});
