// The secrets benchmark's write paths (bundled by scripts/bench/secrets.mjs at run time, like the code it measures):
// each case's text goes into a fresh data dir through one real write path (the hook use case, transcript import, the
// CLI's and MCP's save functions, import-memory, the dashboard's routes, every reason field), and what is stored is
// then every byte under the data dir, the HOME and the project dir (databases, WAL, journals, published files). The
// inputs the paths read (transcripts, export files) live beside those, not in them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.js';
import { importTranscripts } from '../../src/capture/import.js';
import { startDashboard } from '../../src/dashboard/server.js';
import { handleHookEvent, type HookContext } from '../../src/hook/handle.js';
import { processHookContext } from '../../src/hook/process-context.js';
import { processStore } from '../../src/hook/process-store.js';
import { memoryForgetHandler, memoryRejectHandler, memorySupersedeHandler } from '../../src/mcp/knowledge-tools.js';
import { recordCodeAreaHandler, recordDecisionHandler, recordPreferenceHandler } from '../../src/mcp/tools.js';
import { readSettings } from '../../src/settings.js';
import type { Db } from '../../src/store/connection.js';
import { createItem } from '../../src/store/knowledge.js';
import { type ExportedProject, importProjectMemory } from '../../src/store/portable.js';
import { rememberItem } from '../../src/store/saved-items.js';

export const WRITE_PATHS = [
  'prompt',
  'tool input',
  'tool output',
  'tool failure',
  'transcript import',
  'subagent/PreCompact transcript',
  'remember',
  'MCP save tools',
  'import-memory',
  'dashboard edit',
  'reasons',
] as const;
export type WritePath = (typeof WRITE_PATHS)[number];

interface Sandbox {
  root: string;
  env: NodeJS.ProcessEnv;
  projectDir: string;
  inputs: string;
  /** What is stored: everything under these. */
  stored: string[];
}

function sandbox(): Sandbox {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-bench-paths-')));
  const dataDir = path.join(root, 'data');
  const home = path.join(root, 'home');
  const projectDir = path.join(root, 'project');
  const inputs = path.join(root, 'inputs');
  for (const d of [dataDir, home, projectDir, inputs]) fs.mkdirSync(d, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify({ embedder: { provider: 'none' } }));
  return {
    root,
    projectDir,
    inputs,
    stored: [dataDir, home, projectDir],
    env: { HOME: home, CLAUDE_MEMORY_HOME: dataDir, PATH: process.env.PATH, CLAUDE_MEMORY_OFFLINE: '1' },
  };
}

function storedBytes(sb: Sandbox): Buffer {
  const parts: Buffer[] = [];
  const walk = (p: string) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    else parts.push(fs.readFileSync(p));
  };
  for (const d of sb.stored) walk(d);
  return Buffer.concat(parts);
}

function appOf(sb: Sandbox, entry: string) {
  const settings = readSettings(sb.env);
  const app = createApp(settings, { entryScript: entry, cwd: sb.projectDir });
  return { settings, app, project: app.project(sb.projectDir) };
}

function hookContext(sb: Sandbox, entry: string): HookContext {
  const { settings, app } = appOf(sb, entry);
  return {
    ...processHookContext(settings, entry),
    startRuntimeInstall: () => undefined,
    openStore: async (project) => {
      const db = app.openProjectStore(project, { busyTimeoutMs: 2_000 });
      return { ...processStore(app, project, db), ensureWorker: () => undefined };
    },
  };
}

let seq = 0;
const uuid = () => {
  const n = (++seq).toString(16).padStart(12, '0');
  return `0b1e2c3d-4e5f-4a6b-8c7d-${n}`;
};

function transcriptLine(kind: 'user' | 'assistant', sessionId: string, cwd: string, content: unknown, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    type: kind,
    uuid: uuid(),
    sessionId,
    cwd,
    timestamp: new Date().toISOString(),
    isSidechain: false,
    message: kind === 'user' ? { role: 'user', content } : { id: `msg_${seq}`, role: 'assistant', model: 'claude', content },
    ...extra,
  });
}

/** A transcript in which the text is a prompt, an assistant reply, a tool call's input and its result. */
function transcriptOf(sessionId: string, cwd: string, text: string): string {
  const toolId = `toolu_${seq}x`;
  return [
    transcriptLine('user', sessionId, cwd, text),
    transcriptLine('assistant', sessionId, cwd, [{ type: 'text', text }]),
    transcriptLine('assistant', sessionId, cwd, [{ type: 'tool_use', id: toolId, name: 'Bash', input: { command: text } }]),
    transcriptLine('user', sessionId, cwd, [{ type: 'tool_result', tool_use_id: toolId, content: text }]),
    '',
  ].join('\n');
}

async function hookPath(sb: Sandbox, entry: string, texts: string[], kind: WritePath): Promise<void> {
  const ctx = hookContext(sb, entry);
  const sessionId = uuid();
  const transcript = path.join(sb.inputs, `${sessionId}.jsonl`);
  fs.writeFileSync(transcript, '');
  const base = { session_id: sessionId, cwd: sb.projectDir, transcript_path: transcript, permission_mode: 'default' };
  const send = (event: string, payload: Record<string, unknown>) =>
    handleHookEvent(ctx, event, JSON.stringify({ ...base, hook_event_name: event, ...payload }), Date.now());
  await send('SessionStart', { source: 'startup' });
  await send('UserPromptSubmit', { prompt: 'run the checks' });
  for (const text of texts) {
    const toolUseId = `toolu_${uuid().replace(/-/g, '')}`;
    if (kind === 'prompt') await send('UserPromptSubmit', { prompt: text });
    else if (kind === 'tool input')
      await send('PostToolUse', {
        tool_name: 'Bash',
        tool_use_id: toolUseId,
        tool_input: { command: text },
        tool_response: { stdout: 'ok' },
      });
    else if (kind === 'tool output')
      await send('PostToolUse', {
        tool_name: 'Bash',
        tool_use_id: toolUseId,
        tool_input: { command: 'cat notes.txt' },
        tool_response: { stdout: text, stderr: '', interrupted: false },
      });
    else if (kind === 'tool failure')
      await send('PostToolUseFailure', { tool_name: 'Bash', tool_use_id: toolUseId, tool_input: { command: 'make' }, error: text });
    else if (kind === 'subagent/PreCompact transcript') {
      const agentId = `a${seq.toString(16)}f`;
      const agentTranscript = path.join(sb.inputs, `agent-${agentId}.jsonl`);
      fs.writeFileSync(agentTranscript, transcriptOf(sessionId, sb.projectDir, text));
      await send('SubagentStop', {
        agent_id: agentId,
        agent_type: 'general',
        agent_transcript_path: agentTranscript,
        last_assistant_message: text,
        stop_hook_active: false,
      });
      fs.appendFileSync(transcript, transcriptOf(sessionId, sb.projectDir, text));
      await send('PreCompact', { trigger: 'auto', custom_instructions: '' });
    }
  }
  // The journal's events are recorded by the next event that opens the store.
  await send('Stop', { stop_hook_active: false, last_assistant_message: 'done' });
  await send('SessionEnd', { reason: 'other' });
}

function withStore<T>(sb: Sandbox, entry: string, use: (db: Db, now: number) => T): T {
  const { app, project } = appOf(sb, entry);
  const db = app.openProjectStore(project);
  try {
    return use(db, Date.now());
  } finally {
    db.close();
  }
}

const decision = (db: Db, now: number, text: string) =>
  createItem(db, { type: 'decision', text, origin: 'explicit', source: 'manual', validFrom: now }, { actor: 'cli', now }).id!;

async function dashboardPath(sb: Sandbox, entry: string, texts: string[], kind: 'edit' | 'reasons'): Promise<void> {
  const ids = withStore(sb, entry, (db, now) => texts.map((_, i) => decision(db, now, `Deploy from the main branch, rule ${i}`)));
  const { app } = appOf(sb, entry);
  const dash = await startDashboard(app, { port: 0, projectDir: sb.projectDir, assetsDir: sb.inputs, token: 'bench-token-0123456789' });
  const post = (urlPath: string, body: unknown) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: dash.port,
          method: 'POST',
          path: urlPath,
          headers: {
            host: `127.0.0.1:${dash.port}`,
            origin: `http://127.0.0.1:${dash.port}`,
            cookie: `cm_dashboard_${dash.port}=${dash.token}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  try {
    for (const [i, text] of texts.entries()) {
      if (kind === 'edit') await post(`/api/items/decision:${ids[i]}/edit`, { text, reason: text });
      else await post(`/api/items/decision:${ids[i]}/reject`, { reason: text });
    }
  } finally {
    await dash.close();
  }
}

/** Runs every text through one write path in a fresh data dir; returns what is stored, and removes the dir. */
export async function storedThrough(kind: WritePath, texts: string[], entry: string): Promise<Buffer> {
  const sb = sandbox();
  try {
    switch (kind) {
      case 'prompt':
      case 'tool input':
      case 'tool output':
      case 'tool failure':
      case 'subagent/PreCompact transcript':
        await hookPath(sb, entry, texts, kind);
        break;
      case 'transcript import': {
        const files = texts.map((text) => {
          const f = path.join(sb.inputs, 'projects', `${uuid()}.jsonl`);
          fs.mkdirSync(path.dirname(f), { recursive: true });
          fs.writeFileSync(f, transcriptOf(path.basename(f, '.jsonl'), sb.projectDir, text));
          return f;
        });
        const { app } = appOf(sb, entry);
        importTranscripts(files, {
          project: (cwd) => app.project(cwd),
          openStore: (p) => app.openProjectStore(p),
          maxToolOutputBytes: app.config.capture.maxToolOutputBytes,
          staleAfterMs: 0,
          now: Date.now,
          log: app.log,
        });
        break;
      }
      case 'remember':
        withStore(sb, entry, (db, now) => {
          for (const text of texts) {
            try {
              rememberItem(db, 'decision', { decision: text, reason: text, sessionId: null, at: now, actor: 'cli' });
            } catch {
              // nothing left to save after redaction
            }
          }
        });
        break;
      case 'MCP save tools':
        withStore(sb, entry, (db, now) => {
          const deps = { db, now: () => now, recall: async () => [], status: () => ({}), journal: null };
          for (const text of texts) {
            recordDecisionHandler(deps, { decision: text, reason: text });
            recordPreferenceHandler(deps, { type: 'preference', text, reason: text });
            recordCodeAreaHandler(deps, { file_path: 'src/settings.ts', description: text });
          }
        });
        break;
      case 'import-memory': {
        const now = Date.now();
        const data: ExportedProject = {
          items: texts.map((text, i) => ({
            id: i + 1,
            type: 'decision',
            text,
            reason: text,
            subjectKey: '',
            origin: 'explicit',
            source: 'manual',
            trust: 'verified',
            status: 'active',
            supersededBy: null,
            validFrom: now,
            validTo: null,
            recordedAt: now,
            retractedAt: null,
            receipts: [
              {
                kind: 'explicit',
                strength: 'stated',
                rule: null,
                sessionId: null,
                promptNumber: null,
                files: [],
                commit: null,
                quote: text,
                createdAt: now,
              },
            ],
          })),
          audit: [],
          tombstones: [],
          hashKey: 'bench',
          sessions: texts.map((text, i) => ({
            id: uuid(),
            startedAt: now,
            endedAt: now,
            rollup: text,
            summaries: [{ promptNumber: 1, summary: text, tier: 'lexical' }],
            prompts: [{ promptNumber: 1, text, createdAt: now }],
            replies: [{ promptNumber: 1, uuid: uuid(), text, createdAt: now }],
            tools: [
              {
                promptNumber: 1,
                toolName: 'Bash',
                toolUseId: `toolu_${i}imp`,
                success: true,
                summary: text,
                error: text,
                createdAt: now,
                input: text,
                output: text,
              },
            ],
          })),
        };
        withStore(sb, entry, (db) => importProjectMemory(db, data, { actor: 'cli', now }, 'bench'));
        break;
      }
      case 'dashboard edit':
        await dashboardPath(sb, entry, texts, 'edit');
        break;
      case 'reasons':
        withStore(sb, entry, (db, now) => {
          const deps = { db, now: () => now, actor: 'mcp' as const, journal: null };
          for (const text of texts) {
            memoryRejectHandler(deps, { memory_id: `decision:${decision(db, now, `Ship on Fridays ${seq++}`)}`, reason: text });
            memoryForgetHandler(deps, { memory_id: `decision:${decision(db, now, `Ship on Mondays ${seq++}`)}`, reason: text });
            memorySupersedeHandler(deps, {
              memory_id: `decision:${decision(db, now, `Ship on Tuesdays ${seq++}`)}`,
              text: `Ship on Wednesdays ${seq++}`,
              reason: text,
            });
          }
        });
        await dashboardPath(sb, entry, texts, 'reasons');
        break;
    }
    return storedBytes(sb);
  } finally {
    fs.rmSync(sb.root, { recursive: true, force: true });
  }
}
