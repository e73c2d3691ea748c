import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHit } from '../../src/mcp/tools.js';

// The scripts are plain .mjs (run by node without a build); these are the parts of their API the tests use.
interface Probe {
  id: string;
  kind: string;
  prompt: string;
  gold: string[];
  forbidden?: string[];
  stale?: string[];
}
interface Row {
  seen: boolean | null;
  injection: boolean | null;
  recallShown: boolean | null;
  recallInHitTurns: boolean | null;
  staleOnly: boolean | null;
  leak: boolean;
  injectionTokens: number;
}
interface DevlogModule {
  containsAny(text: string, strings: string[] | undefined): boolean;
  scoreProbe(probe: Probe, given: { digest: string; injection: string; recall: string; turnText?: string }): Row;
  summarize(rows: (Row & { kind: string; id: string; digestTokens: number })[]): {
    overall: { seen: number; recallShown: number };
    superseded: { staleOnly: number };
    unanswerable: { meanInjectionTokens: number };
  };
  parseHits(text: string): { id: string; kind: string; session_id: string | null; prompt_number: number | null; snippet: string }[];
  turnTexts(transcript: string): string[];
}
interface Generated {
  out: string;
  report: { errors: string[]; stats: { byKind: Record<string, number> } };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STORY = join(ROOT, 'bench/devlog-dev/story');
const DATA = join(ROOT, 'bench/devlog-dev/data');

let mod: DevlogModule;
let generated: Generated;
let out: string;

beforeAll(async () => {
  // Computed specifiers keep tsc from looking for declarations of the .mjs files.
  mod = (await import(pathToFileURL(join(ROOT, 'scripts/bench/devlog.mjs')).href)) as DevlogModule;
  const kit = (await import(pathToFileURL(join(ROOT, 'bench/devlog-kit/generate.mjs')).href)) as {
    generate(story: string, out: string): Promise<Generated>;
  };
  out = mkdtempSync(join(tmpdir(), 'devlog-'));
  generated = await kit.generate(STORY, out);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the devlog-dev story', () => {
  it('validates, with every probe kind and the sizes the issue asks for', () => {
    expect(generated.report.errors).toEqual([]);
    const sessions = JSON.parse(readFileSync(join(out, 'sessions.json'), 'utf8')) as unknown[];
    expect(sessions.length).toBeGreaterThanOrEqual(16);
    const byKind = generated.report.stats.byKind;
    for (const kind of ['decision', 'superseded', 'where', 'why', 'bug', 'preference', 'number', 'private', 'unanswerable'])
      expect(byKind[kind], kind).toBeGreaterThan(0);
    expect(Object.values(byKind).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
  });

  it('matches the committed dataset byte for byte (regenerate after editing the story)', () => {
    const files = (dir: string) =>
      [
        ...readdirSync(dir).filter((f) => f.endsWith('.json') || f.endsWith('.md')),
        ...readdirSync(join(dir, 'transcripts')).map((f) => `transcripts/${f}`),
      ].sort();
    expect(files(out)).toEqual(files(DATA));
    for (const f of files(DATA)) expect(readFileSync(join(out, f), 'utf8'), f).toBe(readFileSync(join(DATA, f), 'utf8'));
  });
});

describe('answer matching', () => {
  it('is a case-insensitive substring test that ignores how lines are wrapped', () => {
    expect(mod.containsAny('Capacity: SLOT_CAPACITY: int = 18 households', ['slot_capacity: int = 18'])).toBe(true);
    expect(mod.containsAny('the dump goes to /var/backups/\n  pantrybox', ['/var/backups/ pantrybox'])).toBe(true);
    expect(mod.containsAny('capacity is 12', ['SLOT_CAPACITY: int = 18', '18 households'])).toBe(false);
    expect(mod.containsAny('anything at all', [''])).toBe(false);
    expect(mod.containsAny('anything at all', undefined)).toBe(false);
  });

  it('scores what the model sees, what recall shows, and what only the hit turns hold', () => {
    const probe: Probe = { id: 'num-x', kind: 'number', prompt: 'how many?', gold: ['sent=318'] };
    const inDigest = mod.scoreProbe(probe, { digest: 'reminders: sent=318 failed=2', injection: '', recall: '' });
    expect(inDigest).toMatchObject({ seen: true, injection: false, recallShown: false, recallInHitTurns: false });
    const onlyInTurn = mod.scoreProbe(probe, {
      digest: 'nothing',
      injection: 'unrelated',
      recall: '- [tool:9] (tool) ssh deploy…',
      turnText: 'level=info sent=318',
    });
    expect(onlyInTurn).toMatchObject({ seen: false, recallShown: false, recallInHitTurns: true, injectionTokens: 3 });
  });

  it('counts a replaced answer shown alone as stale-only, and a private string anywhere as a leak', () => {
    const sup: Probe = { id: 'sup-x', kind: 'superseded', prompt: 'which host?', gold: ['Hetzner'], stale: ['render.yaml'] };
    expect(mod.scoreProbe(sup, { digest: 'deploy with render.yaml', injection: '', recall: '' }).staleOnly).toBe(true);
    expect(mod.scoreProbe(sup, { digest: 'deploy with render.yaml', injection: 'moved to Hetzner', recall: '' }).staleOnly).toBe(false);
    const priv: Probe = { id: 'priv-x', kind: 'private', prompt: 'token?', gold: [], forbidden: ['hvqz-plmo'] };
    const clean = mod.scoreProbe(priv, { digest: 'a', injection: 'b', recall: '[private]' });
    expect(clean).toMatchObject({ leak: false, seen: null, recallShown: null });
    expect(mod.scoreProbe(priv, { digest: 'a', injection: 'b', recall: 'password HVQZ-PLMO' }).leak).toBe(true);
  });

  it('summarizes rates over answerable probes only, and noise over unanswerable ones', () => {
    const row = (id: string, kind: string, r: Partial<Row>) => ({
      id,
      kind,
      digestTokens: 10,
      seen: null,
      injection: null,
      recallShown: null,
      recallInHitTurns: null,
      staleOnly: null,
      leak: false,
      injectionTokens: 0,
      ...r,
    });
    const s = mod.summarize([
      row('a', 'number', { seen: true, recallShown: true }),
      row('b', 'number', { seen: false, recallShown: false }),
      row('c', 'superseded', { seen: false, recallShown: true, staleOnly: true }),
      row('d', 'unanswerable', { injectionTokens: 120 }),
      row('e', 'unanswerable', { injectionTokens: 0 }),
    ]);
    expect(s.overall.seen).toBeCloseTo(1 / 3, 3);
    expect(s.overall.recallShown).toBeCloseTo(2 / 3, 3);
    expect(s.superseded.staleOnly).toBe(1);
    expect(s.unanswerable.meanInjectionTokens).toBe(60);
  });
});

describe('reading session_recall and the transcripts', () => {
  it("parses the hits out of the MCP tool's text as formatHit writes them", () => {
    const sid = '41436b17-dcc0-4a2f-a90c-185fd1a12af6';
    const text = [
      '2 of 9 hits for "x" (hybrid). Drill down: session_timeline(session_id), session_event(tool id).',
      formatHit({
        layer: 1,
        id: 'prompt:13',
        kind: 'prompt',
        snippet: 'how many texts did we send in may?',
        session_id: sid,
        prompt_number: 3,
        score: 1,
        created_at: '2026-05-25T13:30:00.000Z',
        source: 'capture',
        relevance: 1,
        relevant: true,
      }),
      formatHit({
        layer: 1,
        id: 'decision:2',
        kind: 'decision',
        snippet: 'Use Postmark',
        session_id: null,
        prompt_number: null,
        score: 1,
        created_at: '2026-05-25T13:30:00.000Z',
        source: 'manual',
        relevance: 1,
        relevant: true,
      }),
    ].join('\n');
    expect(mod.parseHits(text)).toEqual([
      { id: 'prompt:13', kind: 'prompt', session_id: sid, prompt_number: 3, snippet: 'how many texts did we send in may?' },
      { id: 'decision:2', kind: 'decision', session_id: null, prompt_number: null, snippet: 'Use Postmark' },
    ]);
  });

  it('cuts a transcript into typed-prompt turns, with tool output and the compact summary, private spans redacted', () => {
    const sessions = JSON.parse(readFileSync(join(DATA, 'sessions.json'), 'utf8')) as { key: string; file: string; turns: number }[];
    const text = (key: string) => readFileSync(join(DATA, sessions.find((s) => s.key === key)!.file), 'utf8');
    const s01 = mod.turnTexts(text('s01'));
    expect(s01).toHaveLength(4);
    expect(s01[3]).toContain('PostgreSQL 16.3 on x86_64'); // only in a Bash output of turn 4
    const s13 = mod.turnTexts(text('s13'));
    expect(s13).toHaveLength(3);
    expect(s13[1]).toContain('Pending Tasks: deploy'); // the compact summary belongs to the turn before it
    expect(s13[2]).toContain('sent=318');
    const s10 = mod.turnTexts(text('s10'));
    expect(s10[2]).toContain('[private]');
    expect(s10.join('\n')).not.toContain('Tr1go-Sarraceno-88');
  });
});
