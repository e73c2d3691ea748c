// The curated memory in the store: forgetting deletes for good (row, search entries, vectors, raw payloads, and the
// bytes on disk); superseding a decision hides the old one from search; retention drops only old raw payloads of
// turns that are already summarized.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { recall } from '../../src/recall/search.js';
import { recordAssistantText, recordPrompt, recordToolEvent, touchSession } from '../../src/store/capture.js';
import type { Db } from '../../src/store/connection.js';
import { saveTurnSummary, sweepRawPayloads } from '../../src/store/summaries.js';
import { activeDecisions, recordCodeArea, recordDecision, supersedeDecision } from '../../src/store/saved-items.js';
import { enqueue, turnTarget } from '../../src/store/queue.js';
import { saveEmbeddings } from '../../src/store/search.js';
import { cleanupSandboxes, count, makeSandbox, openProject, forget } from '../helpers/store.js';

afterEach(cleanupSandboxes);

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-30T12:00:00.000Z');

function store() {
  const sb = makeSandbox();
  const o = openProject(sb);
  return { ...o, sb };
}

const search = async (db: Db, query: string, opts: { includeInactive?: boolean } = {}) =>
  (
    await recall({ db, now: NOW, weights: { fts: 1, vector: 0 } }, query, {
      limit: 10,
      mode: 'fts',
      filters: { includeInactive: opts.includeInactive },
    })
  ).hits;

const ftsRowids = (db: Db, index: 'search_fts' | 'search_trigram', match: string) =>
  (db.prepare(`SELECT rowid FROM ${index} WHERE ${index} MATCH ?`).all(match) as { rowid: number }[]).map((r) => r.rowid);

const docId = (db: Db, kind: string, refId: number | string) =>
  (db.prepare('SELECT id FROM search_docs WHERE kind = ? AND ref_id = ?').get(kind, String(refId)) as { id: number } | undefined)?.id;

function seedToolEvent(
  db: Db,
  sessionId: string,
  promptNumber: number,
  toolUseId: string,
  at: number,
  output = 'output of the tool',
): number {
  recordToolEvent(db, {
    sessionId,
    promptNumber,
    toolUseId,
    toolName: 'Bash',
    success: true,
    summary: `ran ${toolUseId}`,
    inputJson: JSON.stringify({ command: `echo ${toolUseId}` }),
    outputText: output,
    sizeBytes: output.length,
    truncated: false,
    at,
  });
  return (db.prepare('SELECT id FROM tool_events WHERE tool_use_id = ?').get(toolUseId) as { id: number }).id;
}

describe('forgetting', () => {
  it('a forgotten decision is gone from the table, both search indexes, its vector and recall', async () => {
    const { db } = store();
    try {
      const id = recordDecision(db, { decision: 'Deploy with the quokkaflux script', reason: 'it retries', source: 'manual', at: NOW });
      const keep = recordDecision(db, { decision: 'Deploy on Tuesdays', reason: '', source: 'manual', at: NOW });
      const doc = docId(db, 'decision', id)!;
      saveEmbeddings(db, 'test-model', [{ docId: doc, vector: new Float32Array([1, 0, 0]) }]);
      expect(ftsRowids(db, 'search_fts', 'quokkaflux')).toEqual([doc]);
      expect((await search(db, 'quokkaflux')).map((h) => h.id)).toEqual([`decision:${id}`]);

      expect(forget(db, { kind: 'decision', ref: String(id) }).removed).toBe(1);

      expect(count(db, 'memory_items', 'id = ?', id)).toBe(0);
      expect(count(db, 'search_docs', 'id = ?', doc)).toBe(0);
      expect(ftsRowids(db, 'search_fts', 'quokkaflux')).toEqual([]);
      expect(ftsRowids(db, 'search_trigram', 'quokkaflux')).toEqual([]);
      expect(count(db, 'embeddings', 'doc_id = ?', doc)).toBe(0);
      expect(await search(db, 'quokkaflux')).toEqual([]);
      // Nothing else went with it.
      expect((await search(db, 'Tuesdays')).map((h) => h.id)).toEqual([`decision:${keep}`]);
    } finally {
      db.close();
    }
  });

  it('forgotten text does not linger anywhere in the database files, search index included', () => {
    const { db, dbPath } = store();
    try {
      recordDecision(db, { decision: 'Unrelated decision to keep', reason: '', source: 'manual', at: NOW });
      const id = recordDecision(db, { decision: 'The vault code is quixoticzeppelin', reason: 'marmalade-42', source: 'manual', at: NOW });
      db.pragma('wal_checkpoint(TRUNCATE)');
      expect(fs.readFileSync(dbPath).includes(Buffer.from('quixoticzeppelin'))).toBe(true);
      forget(db, { kind: 'decision', ref: String(id) });
    } finally {
      db.close();
    }
    for (const f of [dbPath, `${dbPath}-wal`]) {
      if (!fs.existsSync(f)) continue;
      const bytes = fs.readFileSync(f);
      // The row, its search_docs copy, and the word index's term entry.
      for (const word of ['quixoticzeppelin', 'marmalade'])
        expect({ file: f, word, found: bytes.includes(Buffer.from(word)) }).toEqual({ file: f, word, found: false });
    }
  });

  it('forgetting a tool event deletes its raw payload too', () => {
    const { db } = store();
    try {
      touchSession(db, { sessionId: 's1', project: '/p', cwd: '/p', at: NOW });
      const id = seedToolEvent(db, 's1', 1, 'toolu_a', NOW, 'secret-ish output');
      const payload = (db.prepare('SELECT payload_id FROM tool_events WHERE id = ?').get(id) as { payload_id: number }).payload_id;
      expect(forget(db, { kind: 'tool', ref: String(id) }).removed).toBe(1);
      expect(count(db, 'tool_events')).toBe(0);
      expect(count(db, 'tool_event_payloads', 'id = ?', payload)).toBe(0);
      expect(count(db, 'search_docs', "kind = 'tool'")).toBe(0);
    } finally {
      db.close();
    }
  });

  it('forgetting a session deletes its prompts, answers, tool events, payloads, summaries, queue items and search entries', () => {
    const { db } = store();
    try {
      for (const s of ['gone', 'kept']) {
        touchSession(db, { sessionId: s, project: '/p', cwd: '/p', at: NOW });
        recordPrompt(db, { sessionId: s, text: `prompt of ${s}`, at: NOW });
        recordAssistantText(db, { sessionId: s, promptNumber: 1, uuid: `a-${s}`, text: `answer of ${s}`, at: NOW });
        seedToolEvent(db, s, 1, `toolu_${s}`, NOW);
        saveTurnSummary(db, s, 1, `summary of ${s}`, 'lexical', '{}', NOW);
        enqueue(db, 'turn', turnTarget(s, 1), NOW);
        enqueue(db, 'session_rollup', s, NOW);
      }
      expect(forget(db, { kind: 'session', ref: 'gone' }).removed).toBe(1);
      for (const t of ['prompts', 'assistant_messages', 'tool_events', 'turn_summaries', 'search_docs']) {
        expect(count(db, t, 'session_id = ?', 'gone')).toBe(0);
        expect(count(db, t, 'session_id = ?', 'kept')).toBeGreaterThan(0);
      }
      expect(count(db, 'tool_event_payloads')).toBe(1);
      expect(db.prepare('SELECT kind, target FROM pending_compressions ORDER BY id').all()).toEqual([
        { kind: 'turn', target: 'kept#1' },
        { kind: 'session_rollup', target: 'kept' },
      ]);
      expect(ftsRowids(db, 'search_fts', 'gone')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('forgetting something that does not exist removes nothing', () => {
    const { db } = store();
    try {
      recordDecision(db, { decision: 'Keep me', reason: '', source: 'manual', at: NOW });
      expect(forget(db, { kind: 'decision', ref: '999' }).removed).toBe(0);
      expect(forget(db, { kind: 'session', ref: 'nope' }).removed).toBe(0);
      expect(count(db, 'memory_items', "type = 'decision'")).toBe(1);
    } finally {
      db.close();
    }
  });

  it('a code area can be forgotten, and remembering the same one twice stores it once', () => {
    const { db } = store();
    try {
      const a = recordCodeArea(db, 'src/store/connection.ts', 'opens stores, runs migrations', 'manual', NOW);
      expect(recordCodeArea(db, 'src/store/connection.ts', 'opens stores, runs migrations', 'auto', NOW + 1)).toBe(a);
      expect(count(db, 'memory_items', "type = 'code_area'")).toBe(1);
      expect(forget(db, { kind: 'code_area', ref: String(a) }).removed).toBe(1);
      expect(count(db, 'search_docs', "kind = 'code_area'")).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('decisions', () => {
  it('remembering the same decision twice keeps one', () => {
    const { db } = store();
    try {
      const a = recordDecision(db, { decision: 'Use pnpm', reason: 'workspaces', source: 'manual', at: NOW });
      expect(recordDecision(db, { decision: 'Use pnpm', reason: 'workspaces', source: 'auto', at: NOW + 1 })).toBe(a);
      expect(count(db, 'memory_items', "type = 'decision'")).toBe(1);
    } finally {
      db.close();
    }
  });

  it('a superseded decision is marked, points at its replacement, and is hidden from search unless asked for', async () => {
    const { db } = store();
    try {
      const old = recordDecision(db, { decision: 'Store vectors in hnswlib', reason: 'fast', source: 'manual', at: NOW - DAY });
      const replacement = supersedeDecision(db, old, {
        decision: 'Store vectors in SQLite blobs',
        reason: 'no native deps',
        source: 'manual',
        at: NOW,
      })!;
      expect(db.prepare('SELECT status, superseded_by FROM memory_items WHERE id = ?').get(old)).toEqual({
        status: 'superseded',
        superseded_by: replacement,
      });
      expect(db.prepare('SELECT status FROM memory_items WHERE id = ?').get(replacement)).toEqual({ status: 'active' });
      expect(activeDecisions(db, 10).map((d) => d.id)).toEqual([replacement]);

      expect((await search(db, 'store vectors')).map((h) => h.id)).toEqual([`decision:${replacement}`]);
      expect((await search(db, 'hnswlib')).map((h) => h.id)).toEqual([]);
      // Asked for, the superseded decision comes, but never without the decision that replaced it, listed first.
      const stale = await search(db, 'hnswlib', { includeInactive: true });
      expect(stale.map((h) => h.id)).toEqual([`decision:${replacement}`, `decision:${old}`]);
      expect(stale[1].superseded_by).toBe(`decision:${replacement}`);
    } finally {
      db.close();
    }
  });

  it('superseding a decision that does not exist changes nothing', () => {
    const { db } = store();
    try {
      expect(supersedeDecision(db, 42, { decision: 'x y z', reason: '', source: 'manual', at: NOW })).toBeNull();
      expect(count(db, 'memory_items', "type = 'decision'")).toBe(0);
    } finally {
      db.close();
    }
  });

  it('forgetting a replacement decision brings the one it superseded back, unconfirmed, for review (never superseded by nothing)', () => {
    const { db } = store();
    try {
      const old = recordDecision(db, { decision: 'Old way', reason: '', source: 'manual', at: NOW - DAY });
      const replacement = supersedeDecision(db, old, { decision: 'New way', reason: '', source: 'manual', at: NOW })!;
      expect(forget(db, { kind: 'decision', ref: String(replacement) }).removed).toBe(1);
      expect(db.prepare('SELECT status, superseded_by, trust, valid_to FROM memory_items WHERE id = ?').get(old)).toEqual({
        status: 'active',
        superseded_by: null,
        trust: 'candidate',
        valid_to: null,
      });
    } finally {
      db.close();
    }
  });
});

describe('retention sweep', () => {
  it('deletes only raw payloads older than the window whose turn is summarized; events, summaries and newer payloads stay', () => {
    const { db } = store();
    try {
      touchSession(db, { sessionId: 's', project: '/p', cwd: '/p', at: NOW - 60 * DAY });
      recordPrompt(db, { sessionId: 's', text: 'old summarized turn', at: NOW - 60 * DAY });
      recordPrompt(db, { sessionId: 's', text: 'old turn not summarized yet', at: NOW - 60 * DAY });
      recordPrompt(db, { sessionId: 's', text: 'recent summarized turn', at: NOW - DAY });
      const oldSummarized = seedToolEvent(db, 's', 1, 'toolu_old_summarized', NOW - 60 * DAY);
      const oldUnsummarized = seedToolEvent(db, 's', 2, 'toolu_old_unsummarized', NOW - 60 * DAY);
      const recentSummarized = seedToolEvent(db, 's', 3, 'toolu_recent', NOW - DAY);
      saveTurnSummary(db, 's', 1, 'ran the old command', 'lexical', '{"filesModified":["a.ts"]}', NOW - 59 * DAY);
      saveTurnSummary(db, 's', 3, 'ran the recent command', 'lexical', '{}', NOW);

      expect(sweepRawPayloads(db, NOW - 30 * DAY)).toBe(1);

      const payloadOf = (id: number) =>
        (db.prepare('SELECT payload_id FROM tool_events WHERE id = ?').get(id) as { payload_id: number | null }).payload_id;
      expect(payloadOf(oldSummarized)).toBeNull();
      expect(payloadOf(oldUnsummarized)).not.toBeNull();
      expect(payloadOf(recentSummarized)).not.toBeNull();
      expect(count(db, 'tool_event_payloads')).toBe(2);
      expect(count(db, 'tool_events')).toBe(3);
      expect(count(db, 'turn_summaries')).toBe(2);
      expect(db.prepare("SELECT text FROM search_docs WHERE kind = 'tool' ORDER BY id").all()).toHaveLength(3);
      // A second sweep finds nothing more to delete.
      expect(sweepRawPayloads(db, NOW - 30 * DAY)).toBe(0);
    } finally {
      db.close();
    }
  });
});
