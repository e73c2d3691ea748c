// Journal lines: typed and versioned (issue 8: the event's zod type survives the journal, a line in an older format
// still replays), and a torn line costs only itself and is logged (issue 12, item 5).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayProjectSpool } from '../../src/capture/replay.js';
import { appendToSpool, SPOOL_LINE_VERSION } from '../../src/capture/spool.js';
import { spoolPath } from '../../src/paths.js';
import {
  cleanupSandboxes,
  count,
  errorLog,
  fixturePayload,
  makeSandbox,
  openProject,
  sandboxApp,
  type Sandbox,
  spooled,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

function journal(sb: Sandbox): string {
  const app = sandboxApp(sb);
  return spoolPath(app.paths, app.project(sb.projectDir).key);
}

function replay(sb: Sandbox, now = Date.now()) {
  const { app, project, db } = openProject(sb);
  try {
    const r = replayProjectSpool(db, app.paths, project, app.config, app.log, now);
    return {
      r,
      prompts: db
        .prepare('SELECT text FROM prompts ORDER BY prompt_number')
        .all()
        .map((x) => (x as { text: string }).text),
      tools: count(db, 'tool_events'),
    };
  } finally {
    db.close();
  }
}

const bucketFile = (dir: string, at: number) => path.join(dir, `${String(Math.floor(at / 60_000)).padStart(12, '0')}.jsonl`);

describe('journal lines are typed and versioned', () => {
  it('each line carries its format version first, and replays', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const now = Date.now();
    appendToSpool(dir, spooled('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt: 'versioned one' }, now), now);
    const line = fs.readFileSync(bucketFile(dir, now), 'utf8');
    expect(line.startsWith(`{"v":${SPOOL_LINE_VERSION},"event":"UserPromptSubmit"`)).toBe(true);
    expect(replay(sb).prompts).toEqual(['versioned one']);
  });

  it('a line in the previous (unversioned) format still replays', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const now = Date.now();
    fs.mkdirSync(dir, { recursive: true });
    const payload = { ...fixturePayload('UserPromptSubmit', sb), prompt: 'written by 0.1.0' };
    fs.writeFileSync(bucketFile(dir, now), `${JSON.stringify({ event: 'UserPromptSubmit', payload, at: now })}\n`);
    expect(replay(sb)).toMatchObject({ r: { replayed: 1, malformed: 0 }, prompts: ['written by 0.1.0'] });
  });

  it('a line whose payload fails the hook schema is not applied; it is counted and logged, and the rest replays', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const now = Date.now();
    const tool = fixturePayload('PostToolUse-Bash', sb);
    // Hand-edited or from a buggy writer: a tool event without its tool_use_id, and one with an unknown event name.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      bucketFile(dir, now),
      `${[
        JSON.stringify({ v: 1, event: 'PostToolUse', payload: { ...tool, tool_use_id: undefined }, at: now }),
        JSON.stringify({ v: 1, event: 'PostToolUsed', payload: tool, at: now }),
        JSON.stringify({
          v: 1,
          event: 'UserPromptSubmit',
          payload: { ...fixturePayload('UserPromptSubmit', sb), prompt: 'healthy' },
          at: now,
        }),
      ].join('\n')}\n`,
    );
    const { r, prompts, tools } = replay(sb);
    expect(r).toMatchObject({ replayed: 1, malformed: 2 });
    expect(prompts).toEqual(['healthy']);
    expect(tools).toBe(0);
    const logged = errorLog(sb).filter((e) => e.scope === 'replay:malformed');
    expect(logged).toHaveLength(2);
    expect(logged[0].message).toMatch(/tool_use_id/);
    // The log names where, never what: no payload text.
    expect(JSON.stringify(logged)).not.toMatch(/"command"|healthy/);
  });
});

describe('a torn line (disk full mid-append) costs only itself', () => {
  it('the next healthy event appended after a torn write is replayed, and the torn line is logged', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const now = Date.now();
    const prompt = (text: string, id: string) =>
      spooled('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt: text, prompt_id: id }, now);
    appendToSpool(dir, prompt('first', 'p1'), now);
    // ENOSPC after part of the line reached the disk: no newline.
    const torn = JSON.stringify({ v: 1, ...prompt('torn', 'p2') });
    fs.appendFileSync(bucketFile(dir, now), torn.slice(0, torn.length / 2));
    appendToSpool(dir, prompt('third', 'p3'), now);
    appendToSpool(dir, prompt('fourth', 'p4'), now);
    const { r, prompts } = replay(sb);
    expect(prompts).toEqual(['first', 'third', 'fourth']);
    expect(r).toMatchObject({ replayed: 3, malformed: 1 });
    expect(errorLog(sb).filter((e) => e.scope === 'replay:malformed')).toHaveLength(1);
  });

  it('a torn line glued to the next line by an older writer still gives that next line back', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const now = Date.now();
    const payload = (text: string, id: string) => ({ ...fixturePayload('UserPromptSubmit', sb), prompt: text, prompt_id: id });
    fs.mkdirSync(dir, { recursive: true });
    const torn = JSON.stringify({
      event: 'UserPromptSubmit',
      payload: { ...payload('torn', 'p1'), nested: { v: 1, event: 'x' } },
      at: now,
    });
    const whole = JSON.stringify({ event: 'UserPromptSubmit', payload: payload('survivor', 'p2'), at: now });
    fs.writeFileSync(bucketFile(dir, now), `${torn.slice(0, torn.length - 30)}${whole}\n`);
    expect(replay(sb)).toMatchObject({ r: { replayed: 1, malformed: 1 }, prompts: ['survivor'] });
  });

  it('a torn tail in a closed journal file is counted once and the file is removed', () => {
    const sb = makeSandbox();
    const dir = journal(sb);
    const old = Date.now() - 10 * 60_000;
    appendToSpool(dir, spooled('UserPromptSubmit', { ...fixturePayload('UserPromptSubmit', sb), prompt: 'before the tear' }, old), old);
    fs.appendFileSync(bucketFile(dir, old), '{"v":1,"event":"UserPromptSub');
    expect(replay(sb)).toMatchObject({ r: { replayed: 1, malformed: 1 }, prompts: ['before the tear'] });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(replay(sb)).toMatchObject({ r: { replayed: 0, malformed: 0 } });
  });
});
