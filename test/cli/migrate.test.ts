// `claude-memory sessions migrate`: legacy JSON session files become decisions and code areas (source 'migrated'),
// are archived into migrated.zip and removed only after their import committed; a rerun is a no-op; a bad file is
// reported and kept; secrets in them are redacted like everything else.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLegacySession } from '../../src/capture/legacy.js';
import { cleanupSandboxes, makeSandbox, runCliProcess as cli, withProject, type Sandbox } from '../helpers/store.js';

afterEach(cleanupSandboxes);

function legacyDir(sb: Sandbox, root: '.cce' | '.claude-context-engine', name: string): string {
  const dir = path.join(sb.home, root, 'projects', name, 'sessions');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const SESSION_A = {
  session_id: 'a1',
  started_at: '2026-03-01T10:00:00Z',
  ended_at: '2026-03-01T11:00:00Z',
  decisions: [{ decision: 'Use Postgres for the job queue', reason: 'we already run it', timestamp: '2026-03-01T10:30:00Z' }],
  code_areas: [{ file_path: 'src/queue/pg.ts', description: 'The Postgres-backed job queue' }],
  touched_files: { 'src/queue/pg.ts': 4 },
};
const SESSION_B = {
  session_id: 'b2',
  decisions: [
    { title: 'Deploy with the blue/green script', text: 'ignored second spelling' },
    { text: 'API keys live in AWS_SECRET_ACCESS_KEY=abcdEFGHijklMNOPqrstUVWXyz0123456789ABCD' },
  ],
  code_areas: [{ path: 'deploy/bluegreen.sh', summary: 'Switches traffic between the two stacks' }],
};

describe('sessions migrate', () => {
  it('imports decisions and code areas as migrated, archives and removes the files, and a rerun is a no-op', async () => {
    const sb = makeSandbox();
    await cli(sb, ['remember', 'Project exists']); // registers the project under its name, "project"
    const dir = legacyDir(sb, '.cce', 'project');
    fs.writeFileSync(path.join(dir, 'a1.json'), JSON.stringify(SESSION_A));
    fs.writeFileSync(path.join(dir, 'b2.json'), JSON.stringify(SESSION_B));
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"session_id": ');
    const old = legacyDir(sb, '.claude-context-engine', 'project');
    fs.writeFileSync(path.join(old, 'c3.json'), JSON.stringify({ decisions: [{ decision: 'Tabs, not spaces' }] }));

    const r = JSON.parse((await cli(sb, ['sessions', 'migrate', '--json'])).stdout);
    expect(r.unmatched).toEqual([]);
    const cce = r.reports.find((x: { sessionsDir?: string; legacyName: string; archive: string }) => x.archive?.includes('.cce'));
    expect(cce.imported.map((f: { file: string }) => path.basename(f.file)).sort()).toEqual(['a1.json', 'b2.json']);
    expect(cce.bad).toEqual([{ file: path.join(dir, 'broken.json'), error: expect.stringContaining('not JSON') }]);
    // Consumed files are archived and gone; the bad one stays for the user to look at.
    expect(fs.readdirSync(dir).sort()).toEqual(['broken.json', 'migrated.zip']);
    expect(Object.keys(unzipSync(fs.readFileSync(path.join(dir, 'migrated.zip')))).sort()).toEqual(['a1.json', 'b2.json']);
    expect(fs.readdirSync(old)).toEqual(['migrated.zip']);

    withProject(sb, (db) => {
      const decisions = db
        .prepare(
          "SELECT text AS decision, reason, source, trust, created_at_iso FROM memory_items WHERE type = 'decision' AND source = 'migrated' ORDER BY id",
        )
        .all() as Record<string, string>[];
      expect(decisions.map((d) => d.decision)).toEqual([
        'Use Postgres for the job queue',
        'Deploy with the blue/green script',
        expect.stringContaining('API keys live in'),
        'Tabs, not spaces',
      ]);
      expect(decisions[0]).toMatchObject({ reason: 'we already run it', trust: 'verified', created_at_iso: '2026-03-01T10:30:00.000Z' });
      expect(JSON.stringify(decisions)).not.toContain('abcdEFGHijklMNOPqrstUVWXyz0123456789ABCD');
      expect(db.prepare("SELECT subject_key AS file_path, source FROM memory_items WHERE type = 'code_area' ORDER BY id").all()).toEqual([
        { file_path: 'src/queue/pg.ts', source: 'migrated' },
        { file_path: 'deploy/bluegreen.sh', source: 'migrated' },
      ]);
    });
    const recall = JSON.parse((await cli(sb, ['recall', 'job queue postgres', '--json', '--fts'])).stdout);
    expect(recall.hits[0]).toMatchObject({ kind: 'decision', source: 'migrated' });

    // The same content again (e.g. restored from the archive) changes nothing.
    fs.writeFileSync(path.join(dir, 'a1-copy.json'), JSON.stringify(SESSION_A));
    const again = JSON.parse((await cli(sb, ['sessions', 'migrate', '--json'])).stdout);
    expect(again.reports.find((x: { archive: string }) => x.archive?.includes('.cce')).alreadyMigrated).toEqual([
      path.join(dir, 'a1-copy.json'),
    ]);
    withProject(sb, (db) =>
      expect(
        (db.prepare("SELECT count(*) AS n FROM memory_items WHERE type = 'decision' AND source = 'migrated'").get() as { n: number }).n,
      ).toBe(4),
    );
  });

  it('a legacy name with no project of that name is reported; --project and --from map it explicitly; --dry-run writes nothing', async () => {
    const sb = makeSandbox();
    const dir = legacyDir(sb, '.cce', 'old-name');
    fs.writeFileSync(path.join(dir, 'a1.json'), JSON.stringify(SESSION_A));
    const unmatched = await cli(sb, ['sessions', 'migrate']);
    expect(unmatched.stdout).toContain('old-name: no project of that name has a memory');
    const dry = JSON.parse(
      (await cli(sb, ['sessions', 'migrate', '--project', sb.projectDir, '--from', 'old-name', '--dry-run', '--json'])).stdout,
    );
    expect(dry.reports).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual(['a1.json']);
    const done = JSON.parse((await cli(sb, ['sessions', 'migrate', '--project', sb.projectDir, '--from', 'old-name', '--json'])).stdout);
    expect(done.reports[0].imported).toHaveLength(1);
    withProject(sb, (db) =>
      expect(db.prepare("SELECT text FROM memory_items WHERE type = 'decision'").all()).toEqual([
        { text: 'Use Postgres for the job queue' },
      ]),
    );
  });

  it('parses missing fields and alternative spellings, and rejects what is not an object', () => {
    expect(parseLegacySession([], 0)).toEqual({ ok: false, error: 'not a JSON object' });
    expect(parseLegacySession({}, 5)).toEqual({ ok: true, items: { decisions: [], codeAreas: [] } });
    const r = parseLegacySession(
      { decisions: ['Plain string decision', { text: 'From text' }, { nothing: 1 }], code_areas: [{ path: 'a.ts' }] },
      7_000,
    );
    expect(r).toEqual({
      ok: true,
      items: {
        decisions: [
          { decision: 'Plain string decision', reason: '', at: 7_000 },
          { decision: 'From text', reason: '', at: 7_000 },
        ],
        codeAreas: [],
      },
    });
  });
});

describe("Claude Code's auto memory", () => {
  it('`ingest` brings its notes in as imported candidates with file and line, once', async () => {
    const sb = makeSandbox();
    const dir = path.join(sb.home, '.claude', 'projects', sb.projectDir.replace(/[^a-zA-Z0-9]/g, '-'), 'memory');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'MEMORY.md'),
      '# Memory\n\n- [Testing](testing.md) — how tests run\n- The API server listens on port 8080 in development\n',
    );
    fs.writeFileSync(
      path.join(dir, 'testing.md'),
      '---\nname: testing\ndescription: Run integration tests with `make it`, never against production\ntype: feedback\n---\n\nLonger body.\n',
    );
    const first = JSON.parse((await cli(sb, ['ingest', '--json'])).stdout);
    expect(first.autoMemory).toMatchObject({ files: 2, imported: 2 });
    const again = JSON.parse((await cli(sb, ['ingest', '--json'])).stdout);
    expect(again.autoMemory).toMatchObject({ files: 2, imported: 0, unchanged: 2 });
    withProject(sb, (db) => {
      const items = db.prepare('SELECT type, text, source, trust FROM memory_items ORDER BY id').all();
      expect(items).toEqual([
        { type: 'convention', text: 'The API server listens on port 8080 in development', source: 'imported', trust: 'candidate' },
        {
          type: 'preference',
          text: 'Run integration tests with `make it`, never against production',
          source: 'imported',
          trust: 'candidate',
        },
      ]);
      const receipt = db.prepare('SELECT files_json, quote FROM memory_provenance ORDER BY id LIMIT 1').get() as {
        files_json: string;
        quote: string;
      };
      expect(JSON.parse(receipt.files_json)).toEqual([path.join(dir, 'MEMORY.md')]);
      expect(receipt.quote).toBe('line 4');
    });
  });
});
