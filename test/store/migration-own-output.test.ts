// Migration 32 (issue 22): a store that captured the plugin's own output before it was kept out (recall answers as
// tool events, /memory:* turns) is cleaned on upgrade; the turns and sessions they were part of are summarized again.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/connection.js';
import { endSession, recordAssistantText, recordPrompt, recordToolEvent, touchSession } from '../../src/store/capture.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { saveRollup, saveTurnSummary } from '../../src/store/summaries.js';
import { cleanupSandboxes, makeSandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const BEFORE = MIGRATIONS.filter((m) => m.version < 32);

describe('migration 32: own output captured before', () => {
  it('drops the plugin’s tool calls and slash-command turns, and queues what was made of them again', () => {
    const file = path.join(makeSandbox().root, 'store.db');
    const old = openDatabase(Database, file, { migrations: BEFORE });
    const s = 'old-session-00000000';
    touchSession(old, { sessionId: s, project: 'p', cwd: '/p', at: 1 });
    recordPrompt(old, { sessionId: s, text: 'Why did we switch the test runner?', at: 1 });
    const tool = (id: string, name: string, n: number, output: string) =>
      recordToolEvent(old, {
        sessionId: s,
        promptNumber: n,
        toolUseId: id,
        toolName: name,
        success: true,
        summary: name,
        inputJson: '{}',
        outputText: output,
        sizeBytes: output.length,
        truncated: false,
        at: 2,
      });
    tool('t-recall', 'mcp__plugin_memory_memory__session_recall', 1, '3 of 3 hits for "switch"');
    tool('t-read', 'Read', 1, 'file text');
    saveTurnSummary(old, s, 1, '[turn 1] 3 of 3 hits for "switch"', 'lexical', '{}', 2);
    recordPrompt(old, { sessionId: s, text: '/memory:recall vitest', at: 3 });
    recordAssistantText(old, { sessionId: s, promptNumber: 2, uuid: 'a-2', text: 'Memory has the Vitest decision.', at: 4 });
    tool('t-bash-in-command', 'Bash', 2, 'ran');
    saveRollup(old, s, '3 of 3 hits for "switch". Memory has the Vitest decision.', 'lexical');
    endSession(old, s, 'other', 5);
    old.close();

    const db = openDatabase(Database, file, { migrations: MIGRATIONS });
    try {
      expect(db.prepare('SELECT tool_name FROM tool_events').all()).toEqual([{ tool_name: 'Read' }]);
      expect(db.prepare('SELECT count(*) AS n FROM tool_event_payloads').get()).toEqual({ n: 1 });
      expect(db.prepare('SELECT text FROM prompts').all()).toEqual([{ text: 'Why did we switch the test runner?' }]);
      expect(db.prepare('SELECT count(*) AS n FROM assistant_messages').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT count(*) AS n FROM turn_summaries').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT rollup_summary, prompt_count FROM sessions').get()).toEqual({ rollup_summary: null, prompt_count: 1 });
      const docs = JSON.stringify(db.prepare('SELECT text FROM search_docs').all());
      expect(docs).not.toContain('hits for');
      expect(docs).not.toContain('Memory has the Vitest');
      expect(db.prepare('SELECT kind, target FROM pending_compressions ORDER BY kind').all()).toEqual([
        { kind: 'session_rollup', target: s },
        { kind: 'turn', target: `${s}#1` },
      ]);
    } finally {
      db.close();
    }
  });
});
