// A first week of use, end to end, as a new user lives it (issue 22): ten sessions in one project through the real
// Claude Code CLI with the plugin loaded, then the store, the ranking and the next digest are checked.
//   1. a decision with its reason (Jest → Vitest), with a file written and the tests run;
//   2. a "From now on" rule, and a convention saved through the plugin's MCP tool ("Use pnpm, never npm");
//   3. a greeting;
//   4. a failing build whose SessionEnd is lost (the plugin copy for it has no SessionEnd hook);
//   5. another greeting (its SessionStart supersedes session 4);
//   6. a question answered through the plugin's own `session_recall`, the answer restating it;
//   7. a contradicting convention saved ("We use yarn, not pnpm");
//   8, 9. only the plugin's own slash commands (/memory:status, /memory:recall);
//   10. the next session: its SessionStart digest is what the test reads.
// CM_FIRST_WEEK_PLUGIN=<a built checkout> runs the same week against another build (the bench's "before");
// CM_FIRST_WEEK_REPORT=<file> writes the measured numbers there (scripts/bench/first-week.mjs reads them).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOWED_TOOLS,
  MCP_TOOL_PREFIX,
  killProcessesNaming,
  makeTempDir,
  messageRequests,
  projectDbFiles,
  removeTempDirs,
  runClaude,
  runMemoryCli,
  stagePluginCopy,
  startFakeApi,
  waitFor,
  type FakeApi,
  type RecordedRequest,
  type RunResult,
} from './harness.js';

const SOURCE = process.env.CM_FIRST_WEEK_PLUGIN || undefined;
const QUESTION = "Why did we switch the parser's test runner?";
const DECISION_PROMPT =
  "The parser's tests take 40 seconds on Jest. Let's switch the parser's tests from Jest to Vitest, because Jest needs a Babel transform for our ESM modules.";
const DECISION_REPLY =
  "Switched the parser's tests from Jest to Vitest: vitest.config.ts replaces jest.config.js, and the 48 tests now pass in 3.1 seconds instead of 40. " +
  'The Babel config is still in the repository because the old lint script reads it. ' +
  'The next step is to remove the Babel config once the lint script no longer needs it, which also drops four dev dependencies.';
const RULE_PROMPT = 'From now on, never commit to main.';
const RECALL_REPLY =
  "Last time we decided to switch the parser's tests from Jest to Vitest, because Jest needs a Babel transform for our ESM modules.";

let api: FakeApi;
let pluginDir: string;
let lostEndPluginDir: string;
let dataDir: string;
let home: string;
let cwd: string;
const runs: Record<string, RunResult> = {};
let db: Database.Database;
let digest = '';
let recallHits: any[] = [];

type Row = Record<string, any>;
const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];
const env = () => ({ CLAUDE_MEMORY_HOME: dataDir });
const mainLoop = (reqs: RecordedRequest[]) => messageRequests(reqs).filter((r) => Array.isArray(r.body?.tools) && r.body.tools.length > 0);

async function session(name: string, prompt: string, turns: any[], o: { plugin?: string; tools?: string[] } = {}): Promise<RunResult> {
  api.setScript({ turns });
  const run = await runClaude({
    prompt,
    api,
    home,
    cwd,
    pluginDir: o.plugin ?? pluginDir,
    env: env(),
    allowedTools: o.tools ?? [...DEFAULT_ALLOWED_TOOLS, 'Write'],
  });
  if (run.code !== 0) throw new Error(`session ${name} exited ${run.code}:\n${run.stderr}`);
  runs[name] = run;
  // The Stop hook handed the turn to a worker; let it summarize before the next session starts, as a user's pause would.
  await settle();
  return run;
}

/** The first string in a request body that contains `needle`, cut to start there (the digest is one such string). */
function textContaining(value: unknown, needle: string): string | undefined {
  if (typeof value === 'string') {
    const at = value.indexOf(needle);
    return at >= 0 ? value.slice(at) : undefined;
  }
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const found = textContaining(v, needle);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The digest alone, without what the request carries after it (the CLI's own listings). */
function digestIn(text: string): string {
  const lines = text.split('\n');
  const end = lines.findIndex((l, i) => i > 1 && l !== '' && !/^(?:### |- |… )/.test(l));
  return lines
    .slice(0, end < 0 ? lines.length : end)
    .join('\n')
    .trim();
}

/** Waits until the worker has drained what the last session queued. */
async function settle(): Promise<void> {
  await waitFor(
    () => {
      const file = projectDbFiles(dataDir)[0];
      if (!file) return false;
      const d = new Database(file, { readonly: true, fileMustExist: true });
      try {
        d.pragma('busy_timeout = 2000');
        const n = (d.prepare('SELECT count(*) AS n FROM pending_compressions WHERE parked = 0').get() as { n: number }).n;
        return n === 0;
      } catch {
        return false;
      } finally {
        d.close();
      }
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
}

beforeAll(async () => {
  pluginDir = stagePluginCopy(SOURCE);
  // The same plugin without its SessionEnd hook: what a session whose SessionEnd Claude Code dropped leaves behind.
  lostEndPluginDir = stagePluginCopy(SOURCE);
  const hooksFile = path.join(lostEndPluginDir, 'hooks', 'hooks.json');
  const manifest = JSON.parse(fs.readFileSync(hooksFile, 'utf8'));
  delete manifest.hooks.SessionEnd;
  fs.writeFileSync(hooksFile, JSON.stringify(manifest, null, 2));

  dataDir = makeTempDir('cm-data-');
  home = makeTempDir('cm-home-');
  cwd = makeTempDir('cm-parser-');
  fs.mkdirSync(path.join(cwd, 'src'));
  fs.writeFileSync(path.join(cwd, 'package.json'), '{"name":"parser","scripts":{"build":"tsc","test":"jest"}}\n');
  fs.writeFileSync(
    path.join(cwd, 'build.sh'),
    "#!/bin/sh\necho \"src/lexer.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.\" >&2\nexit 2\n",
  );
  api = await startFakeApi();

  await session('decision', DECISION_PROMPT, [
    {
      tool_use: {
        name: 'Write',
        input: {
          file_path: path.join(cwd, 'vitest.config.ts'),
          content: "import { defineConfig } from 'vitest/config';\nexport default defineConfig({});\n",
        },
      },
    },
    {
      tool_use: {
        name: 'Bash',
        input: { command: 'echo "Test Files  6 passed (6)"; echo "Tests  48 passed (48)"', description: 'Run the tests' },
      },
    },
    { text: DECISION_REPLY },
  ]);
  await session('rule', RULE_PROMPT, [
    { tool_use: { name: `${MCP_TOOL_PREFIX}record_preference`, input: { type: 'convention', text: 'Use pnpm, never npm' } } },
    { text: 'Understood: I will open a branch for every change, and noted the package manager.' },
  ]);
  await session('greeting', 'hello again', [{ text: 'Hello! ok noted.' }]);
  await session(
    'lost-end',
    'npm run build fails, can you check?',
    [
      { tool_use: { name: 'Bash', input: { command: 'sh build.sh', description: 'Run the build' } } },
      {
        text: 'The build fails with a type error in src/lexer.ts at line 12: a string is assigned to the numeric offset field. I have not changed anything yet.',
      },
    ],
    { plugin: lostEndPluginDir },
  );
  await session('greeting2', 'hi', [{ text: 'Hi, how can I help?' }]);
  await session('recall', QUESTION, [
    { tool_use: { name: `${MCP_TOOL_PREFIX}session_recall`, input: { topic: "why did we switch the parser's test runner" } } },
    { text: RECALL_REPLY },
  ]);
  await session('conventions', 'Save our package manager convention for this repository.', [
    { tool_use: { name: `${MCP_TOOL_PREFIX}record_preference`, input: { type: 'convention', text: 'We use yarn, not pnpm' } } },
    { text: 'Saved the package manager convention.' },
  ]);
  await session('status', '/memory:status', [{ text: 'The memory holds a few sessions; nothing is wrong.' }]);
  await session('recall-command', '/memory:recall vitest', [{ text: 'Memory has the Vitest decision.' }]);
  await session('next', 'What should I work on next?', [{ text: 'Fix the lexer type error first.' }]);

  digest = digestIn(textContaining(mainLoop(runs.next.requests)[0]?.body, '## Project memory: ') ?? '');

  const r = await runMemoryCli(['recall', '--json', QUESTION], { pluginRoot: pluginDir, cwd, home, env: env() });
  recallHits = r.code === 0 ? JSON.parse(r.stdout).hits : [];
  db = new Database(projectDbFiles(dataDir)[0], { readonly: true });

  if (process.env.CM_FIRST_WEEK_REPORT) fs.writeFileSync(process.env.CM_FIRST_WEEK_REPORT, JSON.stringify(measure(), null, 1));
}, 900_000);

afterAll(async () => {
  db?.close();
  await api?.close();
  for (const dir of [pluginDir, lostEndPluginDir]) if (dir) await killProcessesNaming(dir);
  removeTempDirs();
});

/** The sessions that carry nothing for the next one: no line in the digest is theirs to spend. */
const TRIVIAL = ['greeting', 'greeting2', 'recall', 'status', 'recall-command'];

/** Digest lines of the Recent sessions section, by the session they name. */
function sessionLines(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of digest.split('\n')) {
    const m = /^- \[session ([\w-]+)\]/.exec(line);
    if (m) out.set(m[1], line);
  }
  return out;
}

const decisionRow = () => all("SELECT id, text FROM memory_items WHERE type = 'decision' AND text LIKE '%Vitest%'")[0];

/** The numbers the bench reports (scripts/bench/first-week.mjs), for this build. */
function measure() {
  const lines = sessionLines();
  const trivialIds = TRIVIAL.map((n) => runs[n]?.sessionId).filter(Boolean) as string[];
  const decision = decisionRow();
  const rank = decision ? recallHits.findIndex((h) => h.id === `decision:${decision.id}`) + 1 : 0;
  return {
    sessionLines: lines.size,
    trivialSessionLines: trivialIds.filter((id) => lines.has(id)).length,
    trivialSessions: trivialIds.length,
    digestTokens: Math.ceil(digest.length / 3.3),
    decisionRank: rank || null,
    top: recallHits.slice(0, 5).map((h) => `${h.id} ${String(h.snippet ?? '').slice(0, 70)}`),
    digest,
  };
}

describe("the plugin's own output never became memory", () => {
  it('no tool event, prompt or search doc is the plugin talking to itself', () => {
    expect(all(`SELECT tool_name FROM tool_events WHERE tool_name LIKE 'mcp__plugin_memory_memory__%'`)).toEqual([]);
    expect(all(`SELECT text FROM prompts WHERE text LIKE '/memory:%'`)).toEqual([]);
    const docs = JSON.stringify(all('SELECT text FROM search_docs'));
    for (const own of [
      'hits for "',
      '## Project memory',
      'Possibly relevant memories',
      'Memory has the Vitest decision',
      'nothing is wrong',
    ])
      expect(docs).not.toContain(own);
  });

  it('what the recall answered is remembered as shown to that session, by id', () => {
    const shown = all('SELECT memory_id FROM session_exposures WHERE session_id = ?', runs.recall.sessionId).map((r) => r.memory_id);
    expect(shown).toContain(`decision:${decisionRow().id}`);
  });
});

describe('memory never confirmed itself', () => {
  it("the decision's receipts are all from the session that made it; the restatement is no corroboration", () => {
    const d = decisionRow();
    const receipts = all('SELECT session_id FROM memory_provenance WHERE item_id = ?', d.id).map((r) => r.session_id);
    expect(receipts.length).toBeGreaterThan(0);
    expect(new Set(receipts)).toEqual(new Set([runs.decision.sessionId]));
    expect(all('SELECT id FROM memory_items WHERE session_id = ?', runs.recall.sessionId)).toEqual([]);
  });

  it('the decision ranks for its question above anything from the session that recalled it', () => {
    const d = decisionRow();
    const rank = recallHits.findIndex((h) => h.id === `decision:${d.id}`);
    expect(rank, JSON.stringify(measure().top)).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(2);
    // Whatever ranks above it is the turn the decision was made in.
    for (const h of recallHits.slice(0, rank)) expect(h.session_id).toBe(runs.decision.sessionId);
    expect(recallHits.map((h) => h.session_id)).not.toContain(runs.recall.sessionId);
  });
});

describe('the rule and the conflict', () => {
  it('"From now on, never commit to main." is a preference of its own', () => {
    expect(all(`SELECT type, text FROM memory_items WHERE text = ?`, RULE_PROMPT)).toEqual([{ type: 'preference', text: RULE_PROMPT }]);
  });

  it('the two contradicting conventions are an open conflict that review shows and publish refuses', async () => {
    const [pnpm] = all(`SELECT id FROM memory_items WHERE text = 'Use pnpm, never npm'`);
    const [yarn] = all(`SELECT id FROM memory_items WHERE text = 'We use yarn, not pnpm'`);
    expect(all(`SELECT item_a, item_b FROM memory_conflicts WHERE status = 'open'`)).toContainEqual({ item_a: pnpm.id, item_b: yarn.id });
    const review = await runMemoryCli(['review'], { pluginRoot: pluginDir, cwd, home, env: env() });
    expect(review.stdout).toContain('We use yarn, not pnpm');
    expect(review.stdout).toMatch(/conflict/i);
    const publish = await runMemoryCli(['publish', '--mode', 'shared', '--dry-run'], { pluginRoot: pluginDir, cwd, home, env: env() });
    expect(publish.code).toBe(0);
    expect(publish.stdout).toContain(`Not published: convention:${pnpm.id} and convention:${yarn.id} disagree`);
    expect(publish.stdout).not.toContain('- We use yarn');
  });
});

describe('the session whose SessionEnd was lost', () => {
  it('was closed by the next SessionStart, marked as ended without SessionEnd, and rolled up', () => {
    const [s] = all('SELECT status, exit_reason, rollup_summary FROM sessions WHERE id = ?', runs['lost-end'].sessionId);
    expect(s).toMatchObject({ status: 'completed', exit_reason: 'superseded' });
    expect(s.rollup_summary).toContain('type error in src/lexer.ts');
  });
});

describe('the next digest', () => {
  it('spends no line on greetings, slash commands or the session the memory answered', () => {
    const lines = sessionLines();
    for (const name of TRIVIAL) expect(lines.has(runs[name].sessionId!), `${name}: ${digest}`).toBe(false);
    for (const name of ['decision', 'lost-end']) expect(lines.has(runs[name].sessionId!), name).toBe(true);
  });

  it('writes whole sentences: the decision session says what it chose and did, and is not cut', () => {
    const line = sessionLines().get(runs.decision.sessionId!)!;
    expect(line).toContain("switch the parser's tests from Jest to Vitest");
    expect(line).not.toContain('…');
    expect(line).toMatch(/\.$/);
    const lost = sessionLines().get(runs['lost-end'].sessionId!)!;
    expect(lost).not.toContain('not summarized yet');
  });

  it('keeps Unresolved failures and Hot files, and shows the conflict', () => {
    expect(digest).toMatch(/### Unresolved failures\n- \[tool:\d+\] Bash: sh build\.sh \(exit 2\)/);
    expect(digest).toContain('### Hot files\n- vitest.config.ts');
    expect(digest).toMatch(/\[convention:\d+, manual, conflicts with convention:\d+\] Use pnpm, never npm/);
  });
});
