// Compression, end to end: a three-turn session (one `claude` process, stream-json input), each turn a tool call and
// a reply, is summarized turn by turn and rolled up once the session has ended. The work is done by whatever worker
// the product runs (the MCP server's, a detached one started by a hook, or `worker --once` after the session); the
// test only waits for the queue to drain.
//
// Tier: with the bundled offline sentence encoder (USE-Lite, @energetic-ai) loadable, turns with more than three
// candidate sentences are summarized by the 'embedding' tier; only when `doctor` reports no embedder is 'lexical'
// expected instead.
import { VECTOR_KINDS } from '../../src/store/search.js';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hookCompletedInDebugLog,
  killProcessesNaming,
  makeTempDir,
  projectDbFiles,
  removeTempDirs,
  runClaudeTurns,
  runMemoryCli,
  stagePluginCopy,
  waitFor,
  type RunResult,
} from './harness.js';

const NONCE = Date.now().toString(36).toUpperCase();
// Every sentence of a turn carries that turn's token, so any extractive pick shows which turn it came from.
const TOKENS = [`ALPHA${NONCE}`, `BRAVO${NONCE}`, `CHARLIE${NONCE}`];

let pluginDir: string;
let dataDir: string;
let cwd: string;
let debugFile: string;
let run: RunResult;
let db: Database.Database;
let expectedTier: 'embedding' | 'lexical';
let embedderDetail: string;
const drainLog: string[] = [];

type Row = Record<string, any>;
const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];
const cli = (args: string[]) => runMemoryCli(args, { pluginRoot: pluginDir, cwd, home: run.home, env: { CLAUDE_MEMORY_HOME: dataDir } });

function prompt(i: number): string {
  const t = TOKENS[i];
  return (
    `Please review the ${t} module configuration in this project. ` +
    `The ${t} settings control how the nightly export job batches its records. ` +
    `Tell me whether the ${t} batch size looks reasonable for a small server.`
  );
}

function reply(i: number): string {
  const t = TOKENS[i];
  return (
    `I checked the ${t} configuration file and the batch size is set to 500 records. ` +
    `For a small server the ${t} batch size of 500 is reasonable and keeps memory use low. ` +
    `If the ${t} export ever slows down, lowering the batch size to 200 would be the first thing to try.`
  );
}

beforeAll(async () => {
  pluginDir = stagePluginCopy();
  dataDir = makeTempDir('cm-data-');
  cwd = makeTempDir('cm-project-');
  for (const t of TOKENS) fs.writeFileSync(path.join(cwd, `${t.toLowerCase()}.conf`), `# ${t} export settings\nbatch_size = 500\n`);
  debugFile = path.join(makeTempDir('cm-debug-'), 'claude-debug.txt');

  run = await runClaudeTurns({
    prompts: [prompt(0), prompt(1), prompt(2)],
    pluginDir,
    cwd,
    env: { CLAUDE_MEMORY_HOME: dataDir },
    args: ['--debug-file', debugFile],
    // The fake API counts assistant messages across the whole conversation: two per user turn here.
    script: {
      turns: [
        { tool_use: { name: 'Read', input: { file_path: path.join(cwd, `${TOKENS[0].toLowerCase()}.conf`) } } },
        { text: reply(0) },
        {
          tool_use: {
            name: 'Bash',
            input: { command: `grep batch_size ${TOKENS[1].toLowerCase()}.conf`, description: `Check ${TOKENS[1]} batch size` },
          },
        },
        { text: reply(1) },
        { tool_use: { name: 'Read', input: { file_path: path.join(cwd, `${TOKENS[2].toLowerCase()}.conf`) } } },
        { text: reply(2) },
      ],
    },
  });
  if (run.code !== 0) throw new Error(`claude exited ${run.code}:\n${run.stderr}`);

  // Which embedder does this installation have? (The same selection the worker makes.)
  const doctor = await cli(['doctor', '--json']);
  const check = JSON.parse(doctor.stdout).checks.find((c: any) => c.name === 'embedder');
  embedderDetail = check.detail;
  expectedTier = /^none available/.test(embedderDetail) ? 'lexical' : 'embedding';

  const file = projectDbFiles(dataDir)[0];
  if (!file) throw new Error(`no project database under ${dataDir}`);
  db = new Database(file, { readonly: true, fileMustExist: true });

  // SessionEnd queues the rollup. If the CLI skipped the hook (seen with CLI 2.1.197, see the harness README), the
  // product closes the session after worker.staleSessionHours of inactivity: shorten that to 0 for the worker below.
  const ended = () => all('SELECT status FROM sessions WHERE id = ?', run.sessionId)[0]?.status === 'completed';
  if (!ended()) {
    expect(hookCompletedInDebugLog(debugFile, 'SessionEnd'), 'SessionEnd ran but the session is still active').toBe(false);
    drainLog.push('SessionEnd did not run: closing the session through the stale-session path');
    fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify({ worker: { staleSessionHours: 0 } }));
  }

  // Drain: `worker --once` does the work unless another worker (the session's MCP server until exit, then the
  // detached worker a hook started) holds the lease, in which case that one drains and this one defers.
  const done = () => {
    const pending = all('SELECT count(*) AS n FROM pending_compressions WHERE parked = 0')[0].n as number;
    const rolled = all('SELECT rollup_summary FROM sessions WHERE id = ?', run.sessionId)[0]?.rollup_summary != null;
    return pending === 0 && rolled;
  };
  const drainStart = Date.now();
  await waitFor(
    async () => {
      if (done()) return true;
      const w = await cli(['worker', '--once']);
      const queued = all('SELECT count(*) AS n FROM pending_compressions')[0].n;
      const lease = all('SELECT pid, expires_at FROM worker_lease').map(
        (l) => `pid ${l.pid} (${fs.existsSync(`/proc/${l.pid}`) ? 'alive' : 'gone'}, expires in ${l.expires_at - Date.now()} ms)`,
      );
      drainLog.push(
        `+${Date.now() - drainStart} ms: worker --once -> ${w.code}: ${(w.stdout + w.stderr).trim().replace(/\s+/g, ' ')} [queued ${queued}; lease ${lease.join(', ') || 'free'}]`,
      );
      return done();
    },
    { timeoutMs: 150_000, intervalMs: 2_000 },
  );
  console.log(
    `[compression] embedder: ${embedderDetail}; session status: ${JSON.stringify(all('SELECT status, exit_reason FROM sessions')[0])}\n  ${drainLog.join('\n  ')}`,
  );
}, 300_000);

afterAll(async () => {
  db?.close();
  if (pluginDir) await killProcessesNaming(pluginDir);
  removeTempDirs();
});

describe('a multi-turn session is compressed', () => {
  it('ran all three turns through one session', () => {
    const results = run.messages.filter((m) => m.type === 'result');
    expect(results.map((r) => r.result)).toEqual([reply(0), reply(1), reply(2)]);
    expect(all('SELECT prompt_number, text FROM prompts WHERE session_id = ? ORDER BY prompt_number', run.sessionId)).toEqual(
      [0, 1, 2].map((i) => ({ prompt_number: i + 1, text: prompt(i) })),
    );
    // Each turn's tool call and reply are in the store, attributed to their turn.
    expect(
      all('SELECT prompt_number, tool_name FROM tool_events ORDER BY prompt_number').map((e) => [e.prompt_number, e.tool_name]),
    ).toEqual([
      [1, 'Read'],
      [2, 'Bash'],
      [3, 'Read'],
    ]);
    expect(all('SELECT prompt_number, text FROM assistant_messages WHERE agent_id IS NULL ORDER BY prompt_number')).toEqual(
      [0, 1, 2].map((i) => ({ prompt_number: i + 1, text: reply(i) })),
    );
  });

  it(`uses the sentence encoder when one is available (doctor reports it)`, () => {
    // Offline, 'auto' falls back from transformers.js (no cached model, no hub) to the bundled USE-Lite encoder.
    expect(embedderDetail).toMatch(/^use-lite:512 \(512 dims, on onnxruntime\)$|^none available/);
    if (expectedTier === 'lexical') console.warn('[compression] no embedder available: expecting the lexical tier');
  });

  it('summarizes every turn with the expected tier, from that turn only', () => {
    const summaries = all(
      'SELECT prompt_number, summary, tier, evidence_json FROM turn_summaries WHERE session_id = ? ORDER BY prompt_number',
      run.sessionId,
    );
    expect(summaries.map((s) => s.prompt_number)).toEqual([1, 2, 3]);
    summaries.forEach((s, i) => {
      expect(s.tier).toBe(expectedTier);
      expect(s.summary.startsWith(`[turn ${i + 1}] `)).toBe(true);
      expect(s.summary).toContain(TOKENS[i]);
      for (const other of TOKENS.filter((_, j) => j !== i)) expect(s.summary).not.toContain(other);
    });
    // Each summary was made once its turn was over: its evidence hold that turn's tool call (a turn summarized as soon
    // as its prompt arrived would have none, and would never be summarized again).
    const evidence = summaries.map((s) => JSON.parse(s.evidence_json));
    expect(evidence[0].filesRead).toEqual([path.join(cwd, `${TOKENS[0].toLowerCase()}.conf`)]);
    expect(evidence[1].commands).toEqual([
      expect.objectContaining({ command: `grep batch_size ${TOKENS[1].toLowerCase()}.conf`, ok: true }),
    ]);
    expect(evidence[2].filesRead).toEqual([path.join(cwd, `${TOKENS[2].toLowerCase()}.conf`)]);
    // Summaries are searchable.
    expect(all(`SELECT count(*) AS n FROM search_docs WHERE kind = 'summary' AND session_id = ?`, run.sessionId)[0].n).toBe(3);
  });

  it('rolls the ended session up', () => {
    const s = all('SELECT * FROM sessions WHERE id = ?', run.sessionId)[0];
    expect(s.status).toBe('completed');
    expect(['other', 'stale']).toContain(s.exit_reason);
    expect(s.rollup_summary).toBeTruthy();
    // A rollup is made from the session's own prompt and reply sentences (tier 'sentences'), never from tool logs.
    expect(s.rollup_tier).toBe('sentences');
    expect(TOKENS.some((t) => s.rollup_summary.includes(t))).toBe(true);
    expect(all(`SELECT count(*) AS n FROM search_docs WHERE kind = 'rollup' AND ref_id = ?`, run.sessionId)[0].n).toBe(1);
  });

  it('leaves nothing queued or parked, and embeds what search ranks', async () => {
    const r = await cli(['status', '--json']);
    expect(r.code).toBe(0);
    const status = JSON.parse(r.stdout);
    expect(status.queue).toMatchObject({ ready: 0, waiting: 0, parked: 0 });
    expect(status.counts.turnSummaries).toBe(3);
    expect(status.counts.rollups).toBe(1);
    expect(status.counts.tiers).toEqual({ [expectedTier]: 3 });
    if (expectedTier === 'embedding') {
      // The worker embeds every single-utterance search doc after compressing (summaries and rollups are searched by
      // keyword only); all vectors come from the one encoder.
      const docs = all(`SELECT count(*) AS n FROM search_docs WHERE kind IN (${VECTOR_KINDS.map((k) => `'${k}'`).join(', ')})`)[0]
        .n as number;
      expect(docs).toBeGreaterThan(3);
      expect(
        all("SELECT count(*) AS n FROM embeddings e JOIN search_docs d ON d.id = e.doc_id WHERE d.kind IN ('summary', 'rollup')")[0].n,
      ).toBe(0);
      await waitFor(() => (all('SELECT count(*) AS n FROM embeddings')[0].n as number) >= docs, { timeoutMs: 60_000 });
      const models = all('SELECT DISTINCT model FROM embeddings').map((m) => m.model);
      expect(models).toEqual(['use-lite:512']);
      expect(all('SELECT count(*) AS n FROM embeddings')[0].n).toBe(docs);
    }
  }, 90_000);
});
