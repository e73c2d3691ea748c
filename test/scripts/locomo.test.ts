import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseTranscriptLine } from '../../src/capture/transcript.js';

// The script is plain .mjs (run by node without a build); these are the parts of its API the tests use.
interface Question {
  question: string;
  evidence: string[];
  category: number;
  answer?: string;
}
interface Conversation {
  sampleId: string;
  projectDir: string;
  transcripts: string[];
  questions: Question[];
}
interface TurnMapping {
  sessionId: string;
  session: number;
  promptNumber: number;
  uuid: string;
  role: 'user' | 'assistant';
  line: number;
  timestamp: string;
}
interface LocomoModule {
  convertLocomo(data: unknown, outDir: string, opts?: { speakerNames?: boolean }): { conversations: Conversation[] };
  parseLocomoDate(text: string): number | null;
  encodeProjectDir(dir: string): string;
  normalizeEvidence(evidence: unknown, known: Set<string>): string[];
  stableUuid(name: string): string;
}

type Line = Record<string, any>;

const SCRIPT = fileURLToPath(new URL('../../scripts/locomo-to-transcripts.mjs', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/locomo-mini.json', import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let mod: LocomoModule;
let fixture: any[];
let out: string;

beforeAll(async () => {
  // A computed specifier keeps tsc from looking for declarations of the .mjs file.
  const url = pathToFileURL(SCRIPT).href;
  mod = (await import(url)) as LocomoModule;
});

beforeEach(() => {
  fixture = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  out = mkdtempSync(join(tmpdir(), 'locomo-'));
});

afterEach(() => rmSync(out, { recursive: true, force: true }));

const readLines = (file: string): Line[] =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));

const mappingOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'mapping.json'), 'utf8'));

function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length))
    .sort();
}

describe('convertLocomo()', () => {
  it('writes one transcript per non-empty session into the Claude Code project folder of the conversation', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    expect(conversations.map((c) => c.sampleId)).toEqual(['conv-26', 'conv-30']);
    for (const c of conversations) {
      expect(c.projectDir).toBe(join(out, 'projects', c.sampleId));
      expect(existsSync(c.projectDir)).toBe(true);
      const folder = join(out, '.claude', 'projects', c.projectDir.replace(/[^a-zA-Z0-9]/g, '-'));
      expect(readdirSync(folder).sort()).toEqual(c.transcripts.map((f) => basename(f)).sort());
      for (const f of c.transcripts) expect(f.startsWith(folder)).toBe(true);
    }
    // conv-26 has a date for session_3 but no dialog: no transcript for it.
    expect(conversations[0].transcripts).toHaveLength(2);
    expect(conversations[1].transcripts).toHaveLength(2);
  });

  it('writes speaker A as user prompts and speaker B as assistant text, one line per turn, chained by parentUuid', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    const [session1] = conversations[0].transcripts;
    const lines = readLines(session1);
    const dialog = fixture[0].conversation.session_1;
    expect(lines).toHaveLength(dialog.length);

    const [first, second] = lines;
    expect(first).toMatchObject({
      type: 'user',
      parentUuid: null,
      isSidechain: false,
      message: { role: 'user', content: dialog[0].text },
      cwd: conversations[0].projectDir,
      sessionId: basename(session1, '.jsonl'),
    });
    expect(first.uuid).toMatch(UUID);
    expect(first.promptId).toMatch(UUID);
    expect(second).toMatchObject({
      type: 'assistant',
      parentUuid: first.uuid,
      message: { role: 'assistant', content: [{ type: 'text', text: dialog[1].text }] },
      sessionId: first.sessionId,
    });
    expect(second.message.id).toMatch(/^msg_[0-9a-f]{24}$/);
    expect(new Set(lines.map((l) => l.uuid)).size).toBe(lines.length);
  });

  it('produces lines the store transcript parser reads as prompts and assistant text', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    for (const file of conversations.flatMap((c) => c.transcripts)) {
      for (const raw of readFileSync(file, 'utf8').trimEnd().split('\n')) {
        const line = JSON.parse(raw) as Line;
        const records = parseTranscriptLine(raw);
        expect(records).toHaveLength(1);
        expect(records![0]).toMatchObject({ kind: line.type === 'user' ? 'prompt' : 'assistant_text', uuid: line.uuid, sidechain: false });
      }
    }
  });

  it('dates each turn from the session date in UTC, one second apart', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    // conv-26 session_1: "1:56 pm on 8 May, 2023"; session_2: "1:14 pm on 25 May, 2023".
    const s1 = readLines(conversations[0].transcripts[0]);
    expect(s1.map((l) => l.timestamp)).toEqual(s1.map((_, i) => new Date(Date.UTC(2023, 4, 8, 13, 56, i)).toISOString()));
    const s2 = readLines(conversations[0].transcripts[1]);
    expect(s2[0].timestamp).toBe('2023-05-25T13:14:00.000Z');
  });

  it('starts a session without a readable date one hour after the previous session ended', () => {
    fixture[0].conversation.session_2_date_time = 'sometime in May';
    const { conversations } = mod.convertLocomo(fixture, out);
    const s1 = readLines(conversations[0].transcripts[0]);
    const s2 = readLines(conversations[0].transcripts[1]);
    const s1End = Date.parse(s1[0].timestamp) + s1.length * 1000;
    expect(Date.parse(s2[0].timestamp)).toBe(s1End + 3_600_000);
  });

  it('appends the shared image caption to the turn text', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    const line5 = readLines(conversations[0].transcripts[0])[4];
    const turn = fixture[0].conversation.session_1[4];
    expect(turn.dia_id).toBe('D1:5');
    expect(line5.message.content).toBe(`${turn.text}\n[image: ${turn.blip_caption}]`);
  });

  it('numbers prompts from 1 on each A line and gives a B line that opens a session prompt number 0', () => {
    mod.convertLocomo(fixture, out);
    const turns: Record<string, TurnMapping> = mappingOf(out).conversations['conv-26'].turns;
    // session_1 opens with speaker A.
    expect(['D1:1', 'D1:2', 'D1:3', 'D1:4'].map((id) => turns[id].promptNumber)).toEqual([1, 1, 2, 2]);
    // session_2 opens with speaker B (Melanie).
    expect(['D2:1', 'D2:2', 'D2:3', 'D2:4'].map((id) => [turns[id].role, turns[id].promptNumber])).toEqual([
      ['assistant', 0],
      ['user', 1],
      ['assistant', 1],
      ['user', 2],
    ]);
  });

  it('maps every dia_id to the session, line and uuid that hold it', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    const mapping = mappingOf(out);
    for (const c of conversations) {
      const turns: Record<string, TurnMapping> = mapping.conversations[c.sampleId].turns;
      const dialogIds = Object.entries(fixture.find((s) => s.sample_id === c.sampleId).conversation)
        .filter(([k, v]) => /^session_\d+$/.test(k) && Array.isArray(v))
        .flatMap(([, v]) => (v as { dia_id: string }[]).map((t) => t.dia_id));
      expect(Object.keys(turns).sort()).toEqual(dialogIds.sort());
      for (const t of Object.values(turns)) {
        const file = c.transcripts.find((f) => basename(f, '.jsonl') === t.sessionId)!;
        const line = readLines(file)[t.line - 1];
        expect(line.uuid).toBe(t.uuid);
        expect(line.type).toBe(t.role);
        expect(line.timestamp).toBe(t.timestamp);
      }
    }
  });

  it('returns the questions with their evidence and category, also recorded in mapping.json', () => {
    const { conversations } = mod.convertLocomo(fixture, out);
    const q = conversations[0].questions[0];
    expect(q).toEqual({
      question: 'When did Caroline go to the LGBTQ support group?',
      evidence: ['D1:3'],
      category: 2,
      answer: '7 May 2023',
    });
    expect(conversations[0].questions).toHaveLength(fixture[0].qa.length);
    // Category 5 (adversarial) questions have no answer.
    expect(conversations[0].questions.find((x) => x.category === 5)).not.toHaveProperty('answer');
    expect(mappingOf(out).conversations['conv-26'].questions).toEqual(conversations[0].questions);
  });

  it('cleans malformed evidence found in the real data and drops ids that name no turn', () => {
    fixture[0].qa = [{ question: 'q', answer: 'a', category: 1, evidence: ['D1:3; D1:5', 'D:1:2', 'D', 'D9:9', 'D1:3'] }];
    const { conversations } = mod.convertLocomo(fixture, out);
    expect(conversations[0].questions[0].evidence).toEqual(['D1:3', 'D1:5', 'D1:2']);
  });

  it('prefixes speaker names only when asked', () => {
    mod.convertLocomo(fixture, out, { speakerNames: true });
    const conv = mappingOf(out).conversations['conv-26'];
    const file = join(out, '.claude', 'projects', mod.encodeProjectDir(conv.projectDir), `${conv.turns['D1:1'].sessionId}.jsonl`);
    const [a, b] = readLines(file);
    expect(a.message.content).toMatch(/^Caroline: Hey Mel!/);
    expect(b.message.content[0].text).toMatch(/^Melanie: /);
  });

  it('rewrites byte-identical files when run again', () => {
    mod.convertLocomo(fixture, out);
    const before = listTree(out).map((f) => [f, readFileSync(join(out, f), 'utf8')]);
    mod.convertLocomo(fixture, out);
    const after = listTree(out).map((f) => [f, readFileSync(join(out, f), 'utf8')]);
    expect(after).toEqual(before);
  });

  it('derives ids from the data alone, so another output folder gets the same session ids and uuids', () => {
    const other = mkdtempSync(join(tmpdir(), 'locomo-other-'));
    try {
      mod.convertLocomo(fixture, out);
      mod.convertLocomo(fixture, other);
      const strip = (m: any) => Object.values(m.conversations).map((c: any) => c.turns);
      expect(strip(mappingOf(other))).toEqual(strip(mappingOf(out)));
      expect(mod.stableUuid('conv-26/D1:1')).toBe(mappingOf(out).conversations['conv-26'].turns['D1:1'].uuid);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('rejects input that is not LoCoMo data', () => {
    expect(() => mod.convertLocomo([{ foo: 1 }], out)).toThrow(TypeError);
  });
});

describe('parseLocomoDate()', () => {
  it.each([
    ['1:56 pm on 8 May, 2023', Date.UTC(2023, 4, 8, 13, 56)],
    ['12:09 am on 13 September, 2023', Date.UTC(2023, 8, 13, 0, 9)],
    ['12:28 pm on 8 November, 2023', Date.UTC(2023, 10, 8, 12, 28)],
    ['10:37 am on 27 June, 2023', Date.UTC(2023, 5, 27, 10, 37)],
  ])('reads %s', (text, expected) => {
    expect(mod.parseLocomoDate(text)).toBe(expected);
  });

  it.each(['', 'yesterday', '13:00 pm on 8 May, 2023', '1:56 pm on 31 February, 2023', '1:56 pm on 8 Smarch, 2023'])(
    'returns null for %j',
    (text) => {
      expect(mod.parseLocomoDate(text)).toBeNull();
    },
  );
});

describe('CLI', () => {
  it('converts a file and reports what it wrote', () => {
    const r = spawnSync(process.execPath, [SCRIPT, FIXTURE, out], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('2 conversations, 4 transcripts');
    expect(existsSync(join(out, 'mapping.json'))).toBe(true);
  });

  it('exits 2 with usage on wrong arguments', () => {
    const r = spawnSync(process.execPath, [SCRIPT, FIXTURE], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage:');
  });
});
