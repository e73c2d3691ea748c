// Sessions end even without their SessionEnd (issue 22): Claude Code does not guarantee that hook, and a session left
// "active" had no rollup for hours while every digest said `asked "…" (not summarized yet)`. The next SessionStart in
// the project closes it at once; a worker closes one idle past worker.idleSessionMinutes; either is marked as ended
// without SessionEnd, at its last activity, and rolled up. A session closed so that turns out to be alive (a parallel
// terminal, a long pause) opens again at its next event.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CompressionWorker } from '../../src/queue/worker.js';
import { touchSession } from '../../src/store/capture.js';
import type { Db } from '../../src/store/connection.js';
import { clock, cleanupTempDirs, memoryLog, MINUTE, openTestDb, seedSession, seedTurn, T0, testConfig } from '../helpers/seed.js';
import {
  clock as transcriptClock,
  cleanupSandboxes,
  fixturePayload,
  hookDeps,
  installTranscript,
  makeSandbox,
  runHook,
  withProject,
} from '../helpers/store.js';

const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
  cleanupSandboxes();
});
afterAll(() => cleanupTempDirs());

type Row = Record<string, unknown>;
const session = (db: Db, id: string) =>
  db.prepare('SELECT status, exit_reason, ended_at, rollup_summary FROM sessions WHERE id = ?').get(id) as Row;

describe('a session whose SessionEnd never came', () => {
  it('is closed by the next SessionStart in its project, at its last activity, and queued for its rollup', async () => {
    const sb = makeSandbox();
    const c = clock();
    const deps = hookDeps(sb, { now: c.now });
    const first = fixturePayload('SessionStart', sb);
    await runHook('SessionStart', JSON.stringify(first), deps);
    await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), deps);
    const lastActivity = c.now();
    c.advance(2 * MINUTE);
    // The next session of the project, minutes later (SessionEnd of the first was lost).
    await runHook('SessionStart', JSON.stringify({ ...fixturePayload('SessionStart', sb), session_id: 'next-session-0000' }), deps);
    withProject(sb, (db) => {
      expect(session(db, String(first.session_id))).toMatchObject({
        status: 'completed',
        exit_reason: 'superseded',
        ended_at: lastActivity,
      });
      expect(session(db, 'next-session-0000')).toMatchObject({ status: 'active' });
      const queued = db.prepare("SELECT kind, target FROM pending_compressions WHERE kind = 'session_rollup'").all();
      expect(queued).toEqual([{ kind: 'session_rollup', target: first.session_id }]);
    });
  });

  it('has its transcript read to the end before it is closed: last words its Stop did not see are kept', async () => {
    const sb = makeSandbox();
    const c = transcriptClock(); // the recorded transcript's day
    const deps = hookDeps(sb, { now: c.now });
    const first = fixturePayload('SessionStart', sb);
    await runHook('SessionStart', JSON.stringify(first), deps);
    await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), deps);
    // The transcript as the CLI left it; no Stop or SessionEnd hook read it.
    installTranscript('transcript.jsonl', sb, String(first.transcript_path));
    c.advance(2 * MINUTE);
    await runHook('SessionStart', JSON.stringify({ ...fixturePayload('SessionStart', sb), session_id: 'next-session-0000' }), deps);
    withProject(sb, (db) => {
      const said = db.prepare('SELECT text FROM assistant_messages WHERE session_id = ?').all(first.session_id) as { text: string }[];
      expect(said.map((r) => r.text)).toContain('FINAL_ANSWER: I read the notes file.');
      expect(session(db, String(first.session_id))).toMatchObject({ status: 'completed', exit_reason: 'superseded' });
    });
  });

  it('opens again when it turns out to be alive (another terminal), and is closed again later', async () => {
    const sb = makeSandbox();
    const c = clock();
    const deps = hookDeps(sb, { now: c.now });
    const first = fixturePayload('SessionStart', sb);
    await runHook('SessionStart', JSON.stringify(first), deps);
    c.advance(MINUTE);
    await runHook('SessionStart', JSON.stringify({ ...fixturePayload('SessionStart', sb), session_id: 'parallel-0000' }), deps);
    c.advance(MINUTE);
    await runHook('UserPromptSubmit', JSON.stringify(fixturePayload('UserPromptSubmit', sb)), deps);
    withProject(sb, (db) =>
      expect(session(db, String(first.session_id))).toMatchObject({ status: 'active', exit_reason: null, ended_at: null }),
    );
  });

  it('is closed by a worker once idle past worker.idleSessionMinutes, and rolled up in the same drain', async () => {
    const { db } = openTestDb();
    dbs.push(db);
    const c = clock(T0);
    const idle = seedSession(db, { sessionId: 'idle-00000-session', at: T0 });
    seedTurn(db, { sessionId: idle, at: T0 });
    const busy = seedSession(db, { sessionId: 'busy-00000-session', at: T0 });
    const config = testConfig({ worker: { idleSessionMinutes: 10 } });
    const worker = new CompressionWorker({ db, config, log: memoryLog(), now: c.now, embedder: async () => null, project: 'test' });
    c.advance(9 * MINUTE);
    touchSession(db, { sessionId: busy, project: '/tmp/project', cwd: '/tmp/project', at: c.now() });
    await worker.drain();
    expect(session(db, idle)).toMatchObject({ status: 'active' });
    c.advance(2 * MINUTE);
    await worker.drain();
    const closed = session(db, idle);
    expect(closed).toMatchObject({ status: 'completed', exit_reason: 'idle' });
    expect(closed.ended_at).toBeLessThan(T0 + MINUTE);
    expect(String(closed.rollup_summary)).toMatch(/\S/);
    expect(session(db, busy)).toMatchObject({ status: 'active' });
    worker.release();
  });
});
