// The spool journal: where hook events wait when the store cannot take them (runtime not installed yet, database
// locked past the hook's busy timeout), and where tool hooks put their events. The next process that opens the
// store replays it: in order, exactly once, even after a replay that died half-way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { appendToSpool, replaySpool, type SpooledEvent } from '../../src/capture/spool.js';
import { defaultConfig } from '../../src/config.js';
import { spoolPath } from '../../src/paths.js';
import { DependencyMissingError } from '../../src/runtime/native.js';
import { getSpoolCursor, touchSession } from '../../src/store/capture.js';
import { forgetMemory } from '../../src/store/forget.js';
import {
  applyHookEvent,
  dropSpoolCursor,
  replayJournalBatch,
  type RecordContext,
  type RecordOutcome,
  type TranscriptChunks,
} from '../../src/store/record.js';
import { readChunksFor, recordContext } from '../../src/capture/record.js';
import type { Db } from '../../src/store/connection.js';
import {
  BUNDLE,
  cleanupSandboxes,
  clock,
  count,
  errorLog,
  fixturePayload,
  holdWorkerLease,
  hookDeps,
  listFiles,
  makeSandbox,
  openProject,
  runCliProcess,
  runHookProcess,
  sandboxApp,
  withProject,
  type Sandbox,
  runHook,
  spooled,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const SESSION = 'd3a548b8-0a7e-4571-a128-6bb94996d056';

const missingRuntime = () => {
  throw new DependencyMissingError('better-sqlite3 is not installed yet; run: claude-memory doctor --install');
};

/** Three prompts of one session, each followed by a tool call answering it. */
function turnPayloads(sb: Sandbox): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  for (let i = 1; i <= 3; i++) {
    out.push([
      'UserPromptSubmit',
      { ...fixturePayload('UserPromptSubmit', sb), prompt_id: `prompt-${i}`, prompt: `prompt number ${i}: zebra${i}` },
    ]);
    out.push([
      'PostToolUse',
      { ...fixturePayload('PostToolUse-Bash', sb), session_id: SESSION, prompt_id: `prompt-${i}`, tool_use_id: `toolu_turn_${i}` },
    ]);
  }
  return out;
}

const spoolDir = (sb: Sandbox) => path.join(sb.dataDir, 'spool');
const spoolText = (sb: Sandbox) =>
  listFiles(spoolDir(sb))
    .sort()
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('');

/** What the store holds of the turns: prompt number → prompt text and its tool call. */
function turns(db: Db) {
  return db
    .prepare(
      `SELECT p.prompt_number AS n, p.text, group_concat(t.tool_use_id) AS tools FROM prompts p
       LEFT JOIN tool_events t ON t.session_id = p.session_id AND t.prompt_number = p.prompt_number
       GROUP BY p.id ORDER BY p.prompt_number`,
    )
    .all();
}

const expectedTurns = [
  { n: 1, text: 'prompt number 1: zebra1', tools: 'toolu_turn_1' },
  { n: 2, text: 'prompt number 2: zebra2', tools: 'toolu_turn_2' },
  { n: 3, text: 'prompt number 3: zebra3', tools: 'toolu_turn_3' },
];

describe('when the runtime is not installed yet', () => {
  it('hooks spool their events to owner-only files and ask for the runtime install', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb, { store: { openStore: missingRuntime } });
    for (const [event, payload] of turnPayloads(sb)) {
      const r = await runHook(event, JSON.stringify(payload), deps);
      expect(['spooled', 'journaled']).toContain(r.outcome);
    }
    expect(deps.installRequests).toBeGreaterThan(0);
    const files = listFiles(spoolDir(sb));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
    for (const d of [spoolDir(sb), path.dirname(files[0])]) expect(fs.statSync(d).mode & 0o777).toBe(0o700);
    const lines = spoolText(sb)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as SpooledEvent);
    expect(lines.map((l) => l.event)).toEqual([
      'UserPromptSubmit',
      'PostToolUse',
      'UserPromptSubmit',
      'PostToolUse',
      'UserPromptSubmit',
      'PostToolUse',
    ]);
    // A missing runtime is the normal first run, not an error.
    expect(errorLog(sb)).toEqual([]);
    // Nothing was written to a store.
    expect(fs.existsSync(path.join(sb.dataDir, 'projects'))).toBe(false);
  });

  it('the next hook that can open the store replays the spool in order, exactly once, before its own event', async () => {
    const sb = makeSandbox();
    const c = clock();
    const offline = hookDeps(sb, { now: c.now, store: { openStore: missingRuntime } });
    for (const [event, payload] of turnPayloads(sb)) {
      await runHook(event, JSON.stringify(payload), offline);
      c.advance(1_000);
    }
    const online = hookDeps(sb, { now: c.now });
    const stop = await runHook('Stop', JSON.stringify(fixturePayload('Stop', sb)), online);
    expect(stop.outcome).toBe('recorded');
    withProject(sb, (db) => {
      expect(turns(db)).toEqual(expectedTurns);
      // Stop queued every turn that has material.
      expect(count(db, 'pending_compressions', "kind = 'turn'")).toBe(3);
    });
    // Replayed again by the next hook and by the CLI: still once.
    await runHook(
      'UserPromptSubmit',
      JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt_id: 'prompt-4', prompt: 'fourth' }),
      online,
    );
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout).spool.events).toBe(0);
    withProject(sb, (db) => {
      expect(turns(db)).toEqual([...expectedTurns, { n: 4, text: 'fourth', tools: null }]);
      expect(count(db, 'tool_events')).toBe(3);
    });
  });

  it('`status` replays a spool that no hook replayed, and reports it empty afterwards', async () => {
    const sb = makeSandbox();
    const offline = hookDeps(sb, { store: { openStore: missingRuntime } });
    for (const [event, payload] of turnPayloads(sb)) await runHook(event, JSON.stringify(payload), offline);
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status).toMatchObject({ code: 0, stderr: '' });
    const s = JSON.parse(status.stdout);
    expect(s.spool.events).toBe(0);
    expect(s.counts).toMatchObject({ sessions: 1, prompts: 3, toolEvents: 3 });
    withProject(sb, (db) => expect(turns(db)).toEqual(expectedTurns));
  });
});

describe('when another process holds the database lock', () => {
  /** Opens a second connection on the project's database and takes the write lock. */
  function lockStore(sb: Sandbox) {
    const { db, dbPath } = openProject(sb);
    // As if the session's MCP server ran the worker: a hook that queues work starts no detached worker.
    holdWorkerLease(db);
    db.close();
    const locker = new Database(dbPath, { timeout: 50 });
    locker.exec('BEGIN EXCLUSIVE');
    return {
      release: () => {
        locker.exec('COMMIT');
        locker.close();
      },
    };
  }

  it('a hook gives up after its short busy timeout, spools the event, and logs why', async () => {
    const sb = makeSandbox();
    const lock = lockStore(sb);
    const app = sandboxApp(sb);
    const deps = hookDeps(sb, { store: { openStore: (p) => app.openProjectStore(p, { busyTimeoutMs: 100 }) } });
    try {
      const started = performance.now();
      const r = await runHook(
        'UserPromptSubmit',
        JSON.stringify({ ...fixturePayload('UserPromptSubmit', sb), prompt: 'written while locked' }),
        deps,
      );
      expect(r.outcome).toBe('spooled');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      lock.release();
    }
    expect(spoolText(sb)).toContain('written while locked');
    for (const f of listFiles(spoolDir(sb))) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
    expect(errorLog(sb).some((e) => /locked|busy/i.test(e.message))).toBe(true);
    withProject(sb, (db) => expect(count(db, 'prompts')).toBe(0));

    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout).spool.events).toBe(0);
    withProject(sb, (db) =>
      expect(db.prepare('SELECT prompt_number, text FROM prompts').all()).toEqual([{ prompt_number: 1, text: 'written while locked' }]),
    );
    // A second status finds nothing left to replay.
    await runCliProcess(sb, ['status']);
    withProject(sb, (db) => expect(count(db, 'prompts')).toBe(1));
  });

  it('a real hook process exits 0 while the database is locked, and its event is replayed once the lock is gone', async () => {
    const sb = makeSandbox();
    const lock = lockStore(sb);
    let r;
    try {
      r = await runHookProcess(sb, 'UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt: 'hooked during a lock' });
    } finally {
      lock.release();
    }
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '' });
    expect(spoolText(sb)).toContain('hooked during a lock');
    const next = await runHookProcess(sb, 'Stop', fixturePayload('Stop', sb));
    expect(next).toMatchObject({ code: 0, stderr: '' });
    withProject(sb, (db) => {
      expect(db.prepare('SELECT text FROM prompts').all()).toEqual([{ text: 'hooked during a lock' }]);
      expect(count(db, 'pending_compressions', "kind = 'turn'")).toBe(1);
    });
  });
});

describe('replaying the journal', () => {
  const config = defaultConfig();

  function spoolTurns(sb: Sandbox, at: number[]): string {
    const app = sandboxApp(sb);
    const dir = spoolPath(app.paths, app.project(sb.projectDir).key);
    turnPayloads(sb).forEach(([event, payload], i) =>
      appendToSpool(dir, spooled(event as SpooledEvent['event'], payload, at[i] ?? at[at.length - 1]), at[i] ?? at[at.length - 1]),
    );
    return dir;
  }

  type Apply = (db: Db, e: SpooledEvent, ctx: RecordContext, chunks: TranscriptChunks) => RecordOutcome;
  /** Replays through the store's unit of work; `apply` can stand in for the per-event write (to inject a failure). */
  function replay(db: Db, dir: string, project: string, apply: Apply = applyHookEvent) {
    const ctx = recordContext(project, config);
    return replaySpool(
      dir,
      {
        cursor: (file) => getSpoolCursor(db, file),
        applyBatch: (batch) => replayJournalBatch(db, batch, ctx, readChunksFor(db, batch.entries, config), () => undefined, apply),
        dropCursor: (file) => dropSpoolCursor(db, file),
      },
      { now: Date.now() },
    );
  }

  it('a replay that dies half-way leaves nothing half-applied: the next replay applies every event exactly once', () => {
    const sb = makeSandbox();
    const dir = spoolTurns(sb, [Date.now()]);
    const { db, project } = openProject(sb);
    try {
      let applied = 0;
      const crashing: Apply = (d, e, ctx, chunks) => {
        if (++applied === 4) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        return applyHookEvent(d, e, ctx, chunks);
      };
      const first = replay(db, dir, project.identity, crashing);
      expect(first.error?.message).toBe('database is locked');
      // The three events applied before the failure were rolled back with it.
      expect(count(db, 'prompts') + count(db, 'tool_events')).toBe(0);
      const second = replay(db, dir, project.identity);
      expect(second).toMatchObject({ replayed: 6, malformed: 0, rejected: 0 });
      expect(turns(db)).toEqual(expectedTurns);
      expect(replay(db, dir, project.identity)).toMatchObject({ replayed: 0 });
      expect(turns(db)).toEqual(expectedTurns);
    } finally {
      db.close();
    }
  });

  it('a replayer killed mid-replay loses and duplicates nothing', async () => {
    const sb = makeSandbox();
    const app = sandboxApp(sb);
    const dir = spoolPath(app.paths, app.project(sb.projectDir).key);
    const base = fixturePayload('PostToolUse-Bash', sb);
    const now = Date.now();
    const N = 3_000;
    for (let i = 0; i < N; i++) {
      // Spread over several minute buckets (several journal files).
      const at = now - 5 * 60_000 + Math.floor((i / N) * 5 * 60_000);
      appendToSpool(dir, spooled('PostToolUse', { ...base, tool_use_id: `toolu_kill_${i}` }, at), at);
    }
    const { db: created, dbPath } = openProject(sb);
    created.close();
    const child = spawn(process.execPath, [BUNDLE, 'status'], { cwd: sb.projectDir, env: sb.env, stdio: 'ignore' });
    // Listened for from the start: a replayer that finishes before the kill has closed before the kill is sent.
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    let exited = false;
    void closed.then(() => (exited = true));
    // Killed once its first batch is stored, the rest still to come: whenever that is on a slow or a fast machine.
    const stored = () => {
      const db = new Database(dbPath, { readonly: true, timeout: 5_000 });
      try {
        return count(db, 'tool_events');
      } finally {
        db.close();
      }
    };
    while (!exited && stored() === 0) await new Promise((r) => setTimeout(r, 5));
    if (!exited) child.kill('SIGKILL');
    await closed;
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout).spool.events).toBe(0);
    withProject(sb, (db) => {
      expect(count(db, 'tool_events')).toBe(N);
      expect(count(db, 'tool_event_payloads')).toBe(N);
    });
  });

  it('journal files from different minutes replay in order, and old ones are deleted once replayed', () => {
    const sb = makeSandbox();
    // Start on a minute boundary so each pair shares its bucket whatever the clock reads.
    const t = Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000;
    // Each prompt and its tool call a minute after the previous pair: three bucket files.
    const dir = spoolTurns(sb, [t, t + 1_000, t + 60_000, t + 61_000, t + 120_000, t + 121_000]);
    expect(fs.readdirSync(dir).length).toBe(3);
    const { db, project } = openProject(sb);
    try {
      expect(replay(db, dir, project.identity)).toMatchObject({ replayed: 6 });
      expect(turns(db)).toEqual(expectedTurns);
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(count(db, 'spool_cursors')).toBe(0);
    } finally {
      db.close();
    }
  });

  it('a torn line is skipped and counted, a line still being written waits for its newline, and the rest replays', () => {
    const sb = makeSandbox();
    const now = Date.now();
    const dir = spoolTurns(sb, [now]);
    const [file] = fs.readdirSync(dir).map((f) => path.join(dir, f));
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    // A torn line in the middle, and the next event only half-written at the end.
    const extra = JSON.stringify({
      event: 'UserPromptSubmit',
      payload: { ...JSON.parse(lines[0]).payload, prompt_id: 'prompt-5', prompt: 'late one' },
      at: now,
    });
    fs.writeFileSync(file, `${[...lines.slice(0, 2), '{"event":"PostTo', ...lines.slice(2)].join('\n')}\n${extra.slice(0, 40)}`, {
      mode: 0o600,
    });
    const { db, project } = openProject(sb);
    try {
      expect(replay(db, dir, project.identity)).toMatchObject({ replayed: 6, malformed: 1 });
      expect(turns(db)).toEqual(expectedTurns);
      fs.appendFileSync(file, `${extra.slice(40)}\n`);
      expect(replay(db, dir, project.identity)).toMatchObject({ replayed: 1, malformed: 0 });
      expect(turns(db)).toEqual([...expectedTurns, { n: 4, text: 'late one', tools: null }]);
    } finally {
      db.close();
    }
  });

  it('a journal replayed after its session was forgotten brings nothing of it back', async () => {
    const sb = makeSandbox();
    const app = sandboxApp(sb);
    const dir = spoolPath(app.paths, app.project(sb.projectDir).key);
    const now = Date.now();
    const prompt = { ...fixturePayload('UserPromptSubmit', sb), prompt: 'the ocelot rollout plan is secret' };
    withProject(sb, (db) => {
      touchSession(db, { sessionId: SESSION, project: sb.projectDir, cwd: sb.projectDir, at: now });
      forgetMemory(db, { kind: 'session', ref: SESSION }, { actor: 'cli', now, journal: null });
    });
    // Journaled while the store could not be written, replayed after the forget.
    appendToSpool(dir, spooled('UserPromptSubmit', prompt, now), now);
    appendToSpool(dir, spooled('PostToolUse', fixturePayload('PostToolUse', sb), now), now);
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    expect(errorLog(sb)).toEqual([]);
    expect(JSON.parse(status.stdout).spool.events).toBe(0);
    withProject(sb, (db) => {
      for (const t of ['sessions', 'prompts', 'tool_events', 'search_docs']) expect({ t, n: count(db, t) }).toEqual({ t, n: 0 });
    });
  });

  it('an event the store refuses for good is skipped and logged without blocking the events after it', async () => {
    const sb = makeSandbox();
    const app = sandboxApp(sb);
    const dir = spoolPath(app.paths, app.project(sb.projectDir).key);
    const now = Date.now();
    const good = { ...fixturePayload('UserPromptSubmit', sb), prompt: 'after the bad one' };
    // A payload without a session id cannot be stored (sessions.id is NOT NULL).
    appendToSpool(dir, spooled('UserPromptSubmit', { cwd: sb.projectDir, prompt: 'no session' }, now), now);
    appendToSpool(dir, spooled('UserPromptSubmit', good, now), now);
    const status = await runCliProcess(sb, ['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout).spool.events).toBe(0);
    withProject(sb, (db) =>
      expect(db.prepare('SELECT session_id, text FROM prompts').all()).toEqual([{ session_id: SESSION, text: 'after the bad one' }]),
    );
    expect(errorLog(sb).some((e) => e.scope.startsWith('replay'))).toBe(true);
  });
});
