// Test builders: real SQLite files in temp dirs, filled through the store's own write functions (src/store/capture.ts
// and src/store/memory.ts), each with Partial<> overrides and sensible defaults.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { onTestFinished } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createApp } from '../../src/app.js';
import { readSettings } from '../../src/settings.js';
import { defaultConfig, type Config } from '../../src/config.js';
import type { Embedder } from '../../src/embed/embedder.js';
import { normalize } from '../../src/embed/embedder.js';
import type { ErrorLog } from '../../src/log.js';
import { projectDbPath } from '../../src/paths.js';
import { openDatabase, type Db } from '../../src/store/connection.js';
import {
  endSession,
  recordAssistantText,
  recordPrompt,
  recordToolEvent,
  touchSession,
  type AssistantTextInput,
  type PromptInput,
  type SessionTouch,
  type ToolEventInput,
} from '../../src/store/capture.js';
import { saveRollup, saveTurnSummary } from '../../src/store/summaries.js';
import { recordCodeArea, recordDecision, type DecisionInput, type Source } from '../../src/store/saved-items.js';
import { enqueue, turnTarget } from '../../src/store/queue.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUNDLE = path.join(REPO_ROOT, 'dist', 'claude-memory.mjs');

/** A fixed, readable clock origin: 2026-03-01T12:00:00Z. */
export const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

const tempDirs: string[] = [];

/** A new private temp dir, removed by cleanupTempDirs(). */
export function tempDir(prefix = 'cm-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const d of tempDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** Opens (creating and migrating) a project store in a new temp dir. */
export function openTestDb(file?: string): { db: Db; file: string } {
  const f = file ?? path.join(tempDir(), 'project.db');
  return { db: openDatabase(Database, f), file: f };
}

/** A migrated store in a temp dir, closed when the test that opened it finishes. */
export function freshDb(): Db {
  const { db } = openTestDb();
  onTestFinished(() => {
    if (db.open) db.close();
  });
  return db;
}

/** A second connection to the same file (another "process" as far as SQLite locking goes). */
export function reopen(file: string): Db {
  return openDatabase(Database, file);
}

/** A config with per-section overrides. */
export function testConfig(over: { [K in keyof Config]?: Partial<Config[K]> } = {}): Config {
  const base = defaultConfig();
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(over)) out[k] = { ...(base as Record<string, object>)[k], ...v };
  return out as unknown as Config;
}

/** An error log that keeps what it is told, for assertions. */
export function memoryLog(): ErrorLog & { entries: { scope: string; message: string }[] } {
  const entries: { scope: string; message: string }[] = [];
  return {
    entries,
    error(scope, err) {
      entries.push({ scope, message: err instanceof Error ? err.message : String(err) });
    },
  };
}

/** A settable clock. */
export function clock(start = T0): { now: () => number; set(t: number): void; advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    set: (v) => {
      t = v;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

let seq = 0;
const uniq = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

export function seedSession(
  db: Db,
  over: Partial<SessionTouch> & { end?: { at?: number; reason?: string; status?: 'completed' | 'failed' } } = {},
): string {
  const s: SessionTouch = {
    sessionId: over.sessionId ?? uniq('sess'),
    project: over.project ?? '/tmp/project',
    cwd: over.cwd ?? '/tmp/project',
    at: over.at ?? T0,
    transcriptPath: over.transcriptPath,
    source: over.source ?? 'startup',
  };
  touchSession(db, s);
  if (over.end) endSession(db, s.sessionId, over.end.reason ?? 'other', over.end.at ?? s.at + MINUTE, over.end.status);
  return s.sessionId;
}

export function seedPrompt(db: Db, over: Partial<PromptInput> & { sessionId: string }): { promptNumber: number; id: number } {
  const p: PromptInput = { text: over.text ?? 'Fix the failing build in the parser module', at: over.at ?? T0, ...over };
  const { promptNumber } = recordPrompt(db, p);
  const row = db.prepare('SELECT id FROM prompts WHERE session_id = ? AND prompt_number = ?').get(p.sessionId, promptNumber) as {
    id: number;
  };
  return { promptNumber, id: row.id };
}

export function seedToolEvent(db: Db, over: Partial<ToolEventInput> & { sessionId: string }): number {
  const input = over.inputJson ?? JSON.stringify({ command: 'npm test' });
  const output = over.outputText ?? 'all tests passed';
  const e: ToolEventInput = {
    promptNumber: 1,
    toolUseId: uniq('toolu'),
    toolName: 'Bash',
    success: true,
    summary: 'ran `npm test`',
    inputJson: input,
    outputText: output,
    sizeBytes: Buffer.byteLength(output),
    truncated: false,
    at: T0,
    ...over,
  };
  recordToolEvent(db, e);
  return (db.prepare('SELECT id FROM tool_events WHERE tool_use_id = ?').get(e.toolUseId) as { id: number }).id;
}

export function seedAssistant(db: Db, over: Partial<AssistantTextInput> & { sessionId: string }): number {
  const a: AssistantTextInput = { promptNumber: 1, uuid: uniq('uuid'), text: 'I fixed the parser.', at: T0, ...over };
  recordAssistantText(db, a);
  return (db.prepare('SELECT id FROM assistant_messages WHERE uuid = ?').get(a.uuid) as { id: number }).id;
}

export function seedDecision(db: Db, over: Partial<DecisionInput> = {}): number {
  return recordDecision(db, {
    decision: over.decision ?? `Use pnpm workspaces ${uniq('d')}`,
    reason: over.reason ?? '',
    source: over.source ?? 'manual',
    at: over.at ?? T0,
    sessionId: over.sessionId ?? null,
    promptNumber: over.promptNumber ?? null,
  });
}

export function seedSummary(
  db: Db,
  over: {
    sessionId: string;
    promptNumber?: number;
    summary?: string;
    tier?: string;
    evidence?: Record<string, unknown>;
    at?: number;
    card?: string;
  },
): number {
  const n = over.promptNumber ?? 1;
  saveTurnSummary(
    db,
    over.sessionId,
    n,
    over.summary ?? `[turn ${n}] Fixed the parser.`,
    over.tier ?? 'lexical',
    JSON.stringify(over.evidence ?? {}),
    over.at ?? T0,
    over.card ?? null,
  );
  return (db.prepare('SELECT id FROM turn_summaries WHERE session_id = ? AND prompt_number = ?').get(over.sessionId, n) as { id: number })
    .id;
}

export function seedRollup(db: Db, sessionId: string, summary: string, tier = 'lexical'): void {
  saveRollup(db, sessionId, summary, tier);
}

export function seedCodeArea(
  db: Db,
  over: { filePath?: string; description?: string; source?: Source; at?: number; sessionId?: string | null } = {},
): number {
  return recordCodeArea(
    db,
    over.filePath ?? 'src/cli.ts',
    over.description ?? 'the command line',
    over.source ?? 'manual',
    over.at ?? T0,
    over.sessionId ?? null,
  );
}

/**
 * A whole turn with material worth compressing (a prompt, several tool events, assistant text), queued for the
 * worker like the Stop hook would queue it.
 */
export function seedTurn(
  db: Db,
  over: { sessionId: string; promptNumber?: number; at?: number; topic?: string; tools?: number; queue?: boolean },
): { promptNumber: number; promptId: number } {
  const at = over.at ?? T0;
  const topic = over.topic ?? 'the parser';
  const { promptNumber, id } = seedPrompt(db, {
    sessionId: over.sessionId,
    text: `Please fix ${topic}: the tests fail after the refactor`,
    at,
  });
  for (let i = 0; i < (over.tools ?? 3); i++) {
    const file = `src/${topic.replace(/\W+/g, '-')}/part${i}.ts`;
    seedToolEvent(db, {
      sessionId: over.sessionId,
      promptNumber,
      toolName: 'Edit',
      summary: `edited ${file}`,
      inputJson: JSON.stringify({ file_path: file, old_string: 'a', new_string: 'b' }),
      outputText: 'ok',
      at: at + i + 1,
    });
  }
  seedAssistant(db, {
    sessionId: over.sessionId,
    promptNumber,
    text: `I looked at ${topic}. The failure came from a stale import. I updated the imports. The tests pass again now.`,
    at: at + 50,
  });
  // Ready at once for a worker whose clock starts at T0 (or later).
  if (over.queue ?? true) enqueue(db, 'turn', turnTarget(over.sessionId, promptNumber), Math.min(at, T0));
  return { promptNumber, promptId: id };
}

export function countRows(db: Db, table: string, where = '1 = 1', ...params: unknown[]): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
}

/**
 * A deterministic stand-in for an external sentence encoder: each dimension is a "concept" that fires when the text
 * contains any of its words (case-insensitive); one extra constant dimension keeps vectors non-zero.
 */
export function conceptEmbedder(id: string, concepts: string[][]): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    id,
    dims: concepts.length + 1,
    calls,
    async embed(texts: string[]) {
      calls.push(texts);
      return texts.map((t) => {
        const lower = t.toLowerCase();
        const v: number[] = concepts.map((words) => (words.some((w) => lower.includes(w)) ? 1 : 0));
        v.push(0.05);
        return normalize(v);
      });
    },
  };
}

/** An embedder whose model is broken: embed() always throws. */
export function throwingEmbedder(id = 'broken:1'): Embedder {
  return {
    id,
    dims: 3,
    async embed() {
      throw new Error('model crashed');
    },
  };
}

// ── The real bundle, run as a child process against a temp data dir and project dir ──

/** Builds dist/ if it is missing (a fresh checkout); tests run the real bundle, not the sources. */
export function ensureBundle(): string {
  if (!fs.existsSync(BUNDLE))
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build.mjs')], { cwd: REPO_ROOT, stdio: 'ignore' });
  return BUNDLE;
}

/** The child's environment: this process's, minus anything that would point it at a real session or plugin. */
export function bundleEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CLAUDE_MEMORY_HOME: home, CLAUDE_MEMORY_OFFLINE: '1', ...extra };
  for (const k of ['CLAUDE_PROJECT_DIR', 'CLAUDE_CODE_SESSION_ID', 'CLAUDE_PLUGIN_DATA', 'CLAUDE_PLUGIN_ROOT'])
    if (!(k in extra)) delete env[k];
  return env;
}

export interface TestProject {
  home: string;
  dir: string;
  env: NodeJS.ProcessEnv;
  dbPath: string;
  /** Opens the project's store the way the bundle does (createApp → openProjectStore). */
  open(): Db;
}

/**
 * A data dir (CLAUDE_MEMORY_HOME) with a config.json, and an empty project dir. The embedder defaults to 'none' so
 * child processes never try to load or download a model unless a test asks for one.
 */
export function makeProject(config: Record<string, unknown> = {}): TestProject {
  const home = tempDir('cm-home-');
  const dir = tempDir('cm-proj-');
  const cfg = { ...config, embedder: { provider: 'none', allowDownload: false, ...(config.embedder as object | undefined) } };
  fs.writeFileSync(path.join(home, 'config.json'), JSON.stringify(cfg));
  const env = bundleEnv(home);
  const app = createApp(readSettings(env), { entryScript: BUNDLE, cwd: dir });
  const project = app.project(dir);
  return { home, dir, env, dbPath: projectDbPath(app.paths, project), open: () => app.openProjectStore(project) };
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundle to completion. */
export function runBundle(args: string[], p: Pick<TestProject, 'dir' | 'env'>, timeoutMs = 60_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: p.dir, env: p.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`claude-memory ${args.join(' ')} timed out after ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** "Summarized N turns and M sessions; embedded K memories; F failures (P parked)." → numbers. */
export function parseWorkerOutput(
  stdout: string,
): { turns: number; rollups: number; embedded: number; failures: number; parked: number } | null {
  // `worker --once` prints `<project>: summarized N turns and M sessions; embedded E memories; F failures (P parked).`
  const m = /summarized (\d+) turns and (\d+) sessions; embedded (\d+) memories; (\d+) failures \((\d+) parked\)/.exec(stdout);
  return m ? { turns: +m[1], rollups: +m[2], embedded: +m[3], failures: +m[4], parked: +m[5] } : null;
}

const TOPIC_WORDS = [
  'the login flow',
  'invoice rounding',
  'the cache eviction policy',
  'database connection pooling',
  'the date picker',
  'webhook signature checks',
  'the CSV export',
  'dark mode styles',
  'rate limiting',
  'the search index',
];

/**
 * `n` ended sessions, one every `stepMs` from `start` (oldest first), each with one prompt and a rollup, written
 * through the store's capture and memory functions in one transaction (10k take about a second).
 */
export function seedManySessions(db: Db, n: number, opts: { start?: number; stepMs?: number; prefix?: string } = {}): string[] {
  const start = opts.start ?? T0;
  const step = opts.stepMs ?? HOUR;
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const sessionId = `${opts.prefix ?? 'bulk'}-${String(i).padStart(6, '0')}`;
      const at = start + i * step;
      const topic = TOPIC_WORDS[i % TOPIC_WORDS.length];
      touchSession(db, { sessionId, project: '/tmp/project', cwd: '/tmp/project', at, source: 'startup' });
      recordPrompt(db, { sessionId, text: `Session ${i}: please look at ${topic}`, at });
      endSession(db, sessionId, 'other', at + (5 + (i % 50)) * MINUTE, i % 17 === 0 ? 'failed' : 'completed');
      saveRollup(db, sessionId, `Worked on ${topic} (session ${i}).`, 'lexical');
      ids.push(sessionId);
    }
  })();
  return ids;
}
