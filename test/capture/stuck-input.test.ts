// Dropped or stuck transcript input (issue 12, item 8): a transcript_path that is a directory, a window of the read cap
// without a newline, a line longer than the cap, and sessions of an import killed before its end.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findTranscripts, importTranscripts } from '../../src/capture/import.js';
import { ingestTranscript } from '../../src/capture/ingest.js';
import {
  cleanupSandboxes,
  count,
  errorLog,
  fixturePayload,
  hookDeps,
  installTranscript,
  makeSandbox,
  openProject,
  sandboxApp,
  withProject,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SESSION = 'd3a548b8-0a7e-4571-a128-6bb94996d056';

describe('stuck transcript input', () => {
  for (const event of ['Stop', 'PreCompact', 'SessionEnd']) {
    it(`a transcript_path that is a directory does not abort ${event}`, async () => {
      const sb = makeSandbox();
      const deps = hookDeps(sb);
      const dir = path.join(sb.root, 'a-directory.jsonl');
      fs.mkdirSync(dir);
      await runHook('UserPromptSubmit', JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), transcript_path: dir }), deps);
      const r = await runHook(event, JSON.stringify({ ...fixturePayload(event, sb), transcript_path: dir }), deps);
      expect(r.outcome).toBe('recorded');
      withProject(sb, (db) => expect(count(db, 'prompts')).toBe(1));
      expect(errorLog(sb).filter((e) => /EISDIR/.test(e.message))).toEqual([]);
    });
  }

  it('a line longer than the read cap is skipped (and logged), and the lines after it are read; the cursor never sticks', () => {
    const sb = makeSandbox();
    const file = installTranscript('transcript.jsonl', sb, path.join(sb.home, '.claude', 'projects', '-project', `${SESSION}.jsonl`));
    const healthy = fs.readFileSync(file, 'utf8');
    // A giant first line, then the real transcript.
    fs.writeFileSync(file, `{"type":"user","junk":"${'j'.repeat(300_000)}"}\n${healthy}`);
    const { db, project, app } = openProject(sb);
    try {
      const ingest = () =>
        ingestTranscript(db, file, {
          project: project.identity,
          maxToolOutputBytes: 16_384,
          now: Date.now(),
          maxBytes: 64 * 1024,
          log: app.log,
        });
      const first = ingest();
      expect(first.bytes).toBeGreaterThan(0);
      let guard = 0;
      while (ingest().bytes > 0 && guard++ < 100);
      expect(count(db, 'prompts')).toBeGreaterThan(0);
      expect(count(db, 'assistant_messages')).toBeGreaterThan(0);
      const cursor = (db.prepare('SELECT offset FROM transcript_cursors WHERE path = ?').get(file) as { offset: number }).offset;
      expect(cursor).toBe(fs.statSync(file).size);
    } finally {
      db.close();
    }
    expect(errorLog(sb).some((e) => /longer than/.test(e.message))).toBe(true);
  });

  it('a full read window without a newline moves the cursor instead of re-reading the same window at every Stop', () => {
    const sb = makeSandbox();
    const file = path.join(sb.root, 'no-newline.jsonl');
    fs.writeFileSync(file, 'x'.repeat(200_000));
    const { db, project } = openProject(sb);
    try {
      const ingest = () =>
        ingestTranscript(db, file, { project: project.identity, maxToolOutputBytes: 16_384, now: Date.now(), maxBytes: 64 * 1024 });
      const r = ingest();
      expect(r.bytes).toBe(64 * 1024);
      const r2 = ingest();
      expect(r2.bytes).toBe(64 * 1024);
    } finally {
      db.close();
    }
  });

  it('sessions of transcripts an import read to the end are queued even when the import dies before finishing', () => {
    const sb = makeSandbox();
    const root = path.join(sb.home, '.claude', 'projects', '-project');
    installTranscript('transcript.jsonl', sb, path.join(root, `${SESSION}.jsonl`));
    installTranscript('transcript-with-compact.jsonl', sb, path.join(root, 'zzzz-second.jsonl'));
    const recordedAt = Date.parse('2026-11-30T00:45:00.000Z');
    const app = sandboxApp(sb, { now: () => recordedAt + 24 * 3_600_000 });
    const files = findTranscripts([root]);
    expect(files).toHaveLength(2);
    // Killed while reading the second file: the first one was read to its end.
    expect(() =>
      importTranscripts(files, {
        project: (cwd) => app.project(cwd),
        openStore: (p) => app.openProjectStore(p),
        maxToolOutputBytes: 16_384,
        staleAfterMs: 6 * 3_600_000,
        now: app.now,
        onProgress: (_done, f) => {
          if (f === files[1]) throw new Error('killed');
        },
      }),
    ).toThrow('killed');
    withProject(sb, (db) => {
      expect(count(db, 'sessions', 'id = ?', SESSION)).toBe(1);
      expect(count(db, 'pending_compressions', 'target = ? OR target LIKE ?', SESSION, `${SESSION}#%`)).toBeGreaterThan(0);
    });
  });
});
