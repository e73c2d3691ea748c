import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCandidates, type ToolEvidence, type TurnMaterial } from '../../src/compress/candidates.js';
import {
  compressSession,
  compressTurn,
  joinWithinCap,
  rollupSentences,
  SUMMARY_TIER_ORDER,
  TURN_SUMMARY_CAP,
  type CompressDeps,
  type Tier,
} from '../../src/compress/compressor.js';
import type { Embedder } from '../../src/embed/embedder.js';
import { loadUseLiteEmbedder } from '../../src/embed/use-lite.js';

// --- a real HTTP server standing in for Ollama -------------------------------------------------------------
let ollamaUp: string;
let ollamaHung: string;
const servers: http.Server[] = [];
async function listen(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}
let useLite: Embedder;

beforeAll(async () => {
  ollamaUp = await listen((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ response: 'The assistant fixed the failing database migration.' }));
    });
  });
  ollamaHung = await listen(() => {
    /* never answers */
  });
  useLite = await loadUseLiteEmbedder();
}, 60_000);

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

// --- material ----------------------------------------------------------------------------------------------
const bash = (command: string, stdout: string): ToolEvidence => ({
  toolName: 'Bash',
  input: { command },
  output: JSON.stringify({ stdout, stderr: '', interrupted: false }),
  success: true,
});
const migrationTurn: TurnMaterial = {
  promptNumber: 4,
  prompt:
    'The database migration keeps failing on staging, can you find out why? ' +
    'By the way, I had a great pizza for lunch today. Thanks a lot, you are awesome!',
  tools: [
    {
      toolName: 'Bash',
      input: { command: 'npm run migrate' },
      output: '',
      success: false,
      error: 'Exit code 1\nError: migration 20240101_add_users_index failed: relation "users_email_idx" already exists',
    },
    {
      toolName: 'Read',
      input: { file_path: '/srv/app/migrations/20240101_add_users_index.sql' },
      output: JSON.stringify({ type: 'text', file: { content: 'CREATE INDEX users_email_idx ON users (email);\n' } }),
      success: true,
    },
    { toolName: 'Edit', input: { file_path: '/srv/app/migrations/20240101_add_users_index.sql' }, output: '', success: true },
    bash('npm run migrate', 'Migration 20240101_add_users_index applied successfully.'),
  ],
  assistantText: [
    'The migration failed because the index already existed in the database schema. ' +
      'I changed the migration to use CREATE INDEX IF NOT EXISTS so the schema upgrade is idempotent. ' +
      'The schema upgrade now runs cleanly on staging. ' +
      'Have a wonderful weekend and enjoy the sunshine!',
  ],
};

const chitchat = /pizza|awesome|weekend|sunshine/i;

function pieces(summary: string): string[] {
  return rollupSentences([summary]);
}
function candidateTexts(turn: TurnMaterial, cwd?: string): string[] {
  return buildCandidates(turn, { cwd }).map((c) => c.text);
}
/** Every piece of an extractive summary must be (part of) a real candidate sentence. */
function expectExtractive(summary: string, turn: TurnMaterial, cwd?: string) {
  const source = candidateTexts(turn, cwd).join('\n');
  for (const p of pieces(summary)) expect(source).toContain(p);
}

const none: CompressDeps = { embedder: null, ollama: null };
const throwing: Embedder = {
  id: 'test:throws',
  dims: 4,
  embed: async () => {
    throw new Error('embedder exploded');
  },
};

// --- tests -------------------------------------------------------------------------------------------------
describe('tier order', () => {
  it('is embedding, ollama, lexical, truncation', () => {
    expect(SUMMARY_TIER_ORDER).toEqual(['embedding', 'ollama', 'lexical', 'truncation']);
  });
});

describe('compressTurn', () => {
  it('uses the embedding tier with USE-Lite and keeps the migration sentences over chit-chat', async () => {
    const t0 = performance.now();
    const r = await compressTurn(migrationTurn, { embedder: useLite, ollama: null, cwd: '/srv/app' });
    const ms = performance.now() - t0;
    console.info(`[measure] compressTurn(USE-Lite, ${candidateTexts(migrationTurn).length} candidates) ${ms.toFixed(0)} ms`);
    console.info(`[summary] ${r.summary}`);
    expect(r.tier).toBe('embedding');
    expect(r.summary.startsWith('[turn 4] ')).toBe(true);
    expect(r.summary).toMatch(/migration|schema/i);
    expect(r.summary).not.toMatch(chitchat);
    expect(r.summary.length).toBeLessThanOrEqual(TURN_SUMMARY_CAP);
    expectExtractive(r.summary, migrationTurn, '/srv/app');
    expect(r.evidence.filesModified).toEqual(['/srv/app/migrations/20240101_add_users_index.sql']);
    expect(r.evidence.commands.map((c) => c.exitCode)).toEqual([1, 0]);
  });

  it('falls back to lexical when there is no embedder', async () => {
    const r = await compressTurn(migrationTurn, none);
    expect(r.tier).toBe('lexical');
    expect(r.summary).not.toMatch(chitchat);
    expectExtractive(r.summary, migrationTurn);
  });

  it('falls back to lexical when the embedder throws, and reports it', async () => {
    const seen: Tier[] = [];
    const r = await compressTurn(migrationTurn, { embedder: throwing, ollama: null, onTierError: (t) => seen.push(t) });
    expect(r.tier).toBe('lexical');
    expect(seen).toEqual(['embedding']);
    expectExtractive(r.summary, migrationTurn);
  });

  it('falls back when the embedder returns the wrong number of vectors', async () => {
    const bad: Embedder = { id: 'test:bad', dims: 2, embed: async () => [new Float32Array([1, 0])] };
    expect((await compressTurn(migrationTurn, { embedder: bad, ollama: null })).tier).toBe('lexical');
  });

  it('uses ollama when it is up and no embedder is available', async () => {
    const r = await compressTurn(migrationTurn, { embedder: null, ollama: { url: ollamaUp, model: 'm', timeoutMs: 5000 } });
    expect(r.tier).toBe('ollama');
    expect(r.summary).toBe('[turn 4] The assistant fixed the failing database migration.');
  });

  it('prefers the embedding tier over ollama, and ollama over a throwing embedder', async () => {
    const ollama = { url: ollamaUp, model: 'm', timeoutMs: 5000 };
    expect((await compressTurn(migrationTurn, { embedder: useLite, ollama })).tier).toBe('embedding');
    expect((await compressTurn(migrationTurn, { embedder: throwing, ollama })).tier).toBe('ollama');
  });

  it('falls back to lexical when ollama is down or hangs', async () => {
    const seen: Tier[] = [];
    const down = await compressTurn(migrationTurn, {
      embedder: null,
      ollama: { url: 'http://127.0.0.1:1', model: 'm', timeoutMs: 2000 },
      onTierError: (t) => seen.push(t),
    });
    expect(down.tier).toBe('lexical');
    expect(seen).toEqual(['ollama']);
    const t0 = performance.now();
    const hung = await compressTurn(migrationTurn, { embedder: null, ollama: { url: ollamaHung, model: 'm', timeoutMs: 300 } });
    expect(hung.tier).toBe('lexical');
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it('uses truncation for empty input', async () => {
    const r = await compressTurn({ promptNumber: 1, prompt: '', tools: [], assistantText: [] }, { embedder: useLite, ollama: null });
    expect(r).toEqual({
      summary: '[turn 1]',
      tier: 'truncation',
      evidence: { filesRead: [], filesModified: [], commands: [], errors: [], tests: [], commits: [] },
    });
  });

  it('uses truncation (all candidates, in order) when there are no more than K candidates', async () => {
    const turn: TurnMaterial = {
      promptNumber: 2,
      prompt: 'What does notes.txt say?',
      tools: [{ toolName: 'Read', input: { file_path: 'notes.txt' }, output: 'the sky is green', success: true }],
      assistantText: [],
    };
    const r = await compressTurn(turn, { embedder: throwing, ollama: { url: ollamaUp, model: 'm', timeoutMs: 5000 } });
    expect(r.tier).toBe('truncation');
    expect(r.summary).toBe('[turn 2] What does notes.txt say? Read notes.txt; the sky is green');
    expect(r.evidence.filesRead).toEqual(['notes.txt']);
  });

  it('uses truncation of the raw text when no candidate has a token', async () => {
    const r = await compressTurn({ promptNumber: 3, prompt: '```\nfoo(bar);\n```', tools: [], assistantText: ['...', '!!!'] }, none);
    expect(r.tier).toBe('truncation');
    expect(r.summary).toBe('[turn 3] ``` foo(bar); ``` ... !!!');
  });

  it('caps the summary near 400 chars at a sentence boundary', async () => {
    const long = (n: number) => `Sentence ${n} talks about the migration ${'and the schema '.repeat(8)}in detail.`;
    const turn: TurnMaterial = {
      promptNumber: 9,
      prompt: Array.from({ length: 8 }, (_, i) => long(i)).join(' '),
      tools: [],
      assistantText: [],
    };
    const r = await compressTurn(turn, none);
    expect(r.summary.length).toBeLessThanOrEqual(TURN_SUMMARY_CAP);
    expect(r.summary.endsWith('in detail.')).toBe(true);
    expectExtractive(r.summary, turn);
  });

  it('keeps extractive summaries made of source sentences across many random-ish turns', async () => {
    const words = 'migration schema index users build test cli parser config cache worker queue retry'.split(' ');
    for (let t = 0; t < 20; t++) {
      const sentences = Array.from({ length: 6 + (t % 5) }, (_, i) => {
        const w = Array.from({ length: 4 + ((i * 7 + t) % 6) }, (_, j) => words[(i * 3 + j * 5 + t) % words.length]);
        return `${w.join(' ')}.`;
      });
      const turn: TurnMaterial = { promptNumber: t, prompt: sentences.join(' '), tools: [], assistantText: [] };
      for (const deps of [none, { embedder: useLite, ollama: null }]) {
        const r = await compressTurn(turn, deps);
        expect(['embedding', 'lexical', 'truncation']).toContain(r.tier);
        expectExtractive(r.summary, turn);
      }
    }
  });
});

describe('compressSession', () => {
  const summaries = [
    '[turn 1] The database migration keeps failing on staging. Bash: npm run migrate (exit 1); Read migrations/20240101_add_users_index.sql',
    '[turn 2] I changed the migration to use CREATE INDEX IF NOT EXISTS. The schema upgrade now runs cleanly on staging.',
    '[turn 3] Thanks, you are awesome! Have a wonderful weekend.',
    '[turn 4] Added a test for the migration runner. Bash: npm test',
    '[turn 5] Committed the migration fix. Bash: git commit -m "Make index migration idempotent"',
  ];

  it('rolls up turn summaries without [turn N] markers', async () => {
    for (const deps of [{ embedder: useLite, ollama: null }, none]) {
      const r = await compressSession(summaries, deps);
      expect(r.tier).toBe(deps.embedder ? 'embedding' : 'lexical');
      expect(r.summary).not.toMatch(/\[turn \d+\]/);
      const source = rollupSentences(summaries).join('\n');
      for (const p of pieces(r.summary)) expect(source).toContain(p);
      expect(pieces(r.summary).length).toBeLessThanOrEqual(5);
      expect(r.summary).toMatch(/migration/i);
    }
  });

  it('uses ollama for the rollup when configured and no embedder works', async () => {
    const r = await compressSession(summaries, { embedder: throwing, ollama: { url: ollamaUp, model: 'm', timeoutMs: 5000 } });
    expect(r.tier).toBe('ollama');
  });

  it('degenerates to truncation for short or empty input', async () => {
    expect(await compressSession([], none)).toEqual({ summary: '', tier: 'truncation' });
    expect(await compressSession(['[turn 1] Did one thing.', '[turn 2] Did another.'], none)).toEqual({
      summary: 'Did one thing. Did another.',
      tier: 'truncation',
    });
  });
});

describe('joinWithinCap / rollupSentences', () => {
  it('skips sentences that would overflow instead of cutting them', () => {
    expect(joinWithinCap(['Short one.', 'x'.repeat(50), 'Tail.'], 20)).toBe('Short one. Tail.');
    expect(joinWithinCap([`${'word '.repeat(30)}end.`], 30)).toMatch(/^word word .*…$/);
    expect(joinWithinCap(['Edit a.ts', 'Bash: ls', 'Done.'], 100)).toBe('Edit a.ts; Bash: ls; Done.');
  });
  it('splits descriptors joined with "; " apart again', () => {
    expect(rollupSentences(['[turn 1] Edit a.ts; Bash: ls; Done.', '[turn 2] Done.'])).toEqual(['Edit a.ts', 'Bash: ls', 'Done.']);
  });
});
