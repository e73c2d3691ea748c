// Property-based fuzzing of every hook event's payload (fast-check): whatever Claude Code (or anything else) writes to
// a hook's stdin, the hook returns (exit 0 as a process), in bounded time and memory, the store stays intact, and
// every valid event is stored exactly once.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HOOK_EVENTS, parseHookPayload, type HookEventName } from '../../src/capture/payloads.js';
import { replayProjectSpool } from '../../src/capture/replay.js';
import { isSkippedTool } from '../../src/config.js';
import {
  cleanupSandboxes,
  fixturePayload,
  hookDeps,
  makeSandbox,
  openProject,
  runHookProcess,
  type Sandbox,
  runHook,
} from '../helpers/store.js';
import { report } from './report.js';

afterAll(cleanupSandboxes);

const FIXTURE: Record<HookEventName, string> = {
  SessionStart: 'SessionStart',
  UserPromptSubmit: 'UserPromptSubmit',
  PostToolUse: 'PostToolUse-Bash',
  PostToolUseFailure: 'PostToolUseFailure',
  Stop: 'Stop',
  SubagentStop: 'SubagentStop',
  PreCompact: 'PreCompact',
  SessionEnd: 'SessionEnd',
};

/** Nesting deeper than any walker's stack, as JSON text (JSON.stringify cannot write it). */
const deepJson = fc.integer({ min: 1_000, max: 30_000 }).map((d) => `${'['.repeat(d)}"deep"${']'.repeat(d)}`);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom('', '\u0000', '\uFFFD', '<private>secret</private>', 'password=hunter2x!', 'a'.repeat(300_000), '\uD800'),
);
const anyValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 6 }), fc.constant(null), fc.integer(), fc.double(), fc.boolean());

/** One stdin for one event: a payload with fields replaced, added or removed, serialized, sometimes broken. */
function stdinFor(sb: Sandbox, event: HookEventName) {
  const base = fixturePayload(FIXTURE[event], sb);
  const keys = Object.keys(base);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 20 }), anyValue, { maxKeys: 3 }),
      deep: fc.option(fc.tuple(fc.constantFrom('tool_input', 'tool_response', 'unknown_field'), deepJson), { freq: 6 }),
      breakage: fc.oneof(
        { weight: 8, arbitrary: fc.constant('none' as const) },
        fc.constantFrom('truncate' as const, 'garbage' as const, 'array' as const),
      ),
      cut: fc.nat(),
    })
    .map(({ replace, drop, extra, deep, breakage, cut }) => {
      const payload: Record<string, unknown> = { ...base, ...extra, ...replace };
      for (const k of drop) delete payload[k];
      let text = JSON.stringify(payload);
      if (deep) text = `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${JSON.stringify(deep[0])}:${deep[1]}}`;
      if (breakage === 'truncate') text = text.slice(0, cut % Math.max(1, text.length));
      if (breakage === 'garbage') text = `${text.slice(0, cut % Math.max(1, text.length))}\u0000{{]]`;
      if (breakage === 'array') text = `[${text}]`;
      return text;
    });
}

describe('fuzzing hook payloads', () => {
  it('every event, hostile input, in process: never throws, bounded time and memory, valid events stored exactly once', async () => {
    const sb = makeSandbox();
    // Claude Code always names the project root; without it a payload's (fuzzed) cwd would pick the project.
    const deps = hookDeps(sb, { projectDir: sb.projectDir });
    const expectedTools = new Set<string>();
    const expectedPrompts = new Set<string>();
    let runs = 0;
    let slowest = 0;
    let seq = 0;
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOOK_EVENTS).chain((e) => fc.tuple(fc.constant(e), stdinFor(sb, e))),
        async ([event, stdin]) => {
          // Unique ids, so "stored exactly once" is checkable per event.
          seq++;
          const text = stdin.replace('"toolu_', `"toolu_${seq}_`).replace(/"prompt_id":"[^"]*"/, `"prompt_id":"fz-${seq}"`);
          const started = performance.now();
          const r = await runHook(event, text, deps);
          slowest = Math.max(slowest, performance.now() - started);
          rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
          runs++;
          expect(['recorded', 'journaled', 'spooled', 'skipped', 'rejected']).toContain(r.outcome);
          const parsed = parseHookPayload(event, text);
          if (!parsed.ok) return;
          const p = parsed.payload as Record<string, unknown>;
          if (
            (event === 'PostToolUse' || event === 'PostToolUseFailure') &&
            !isSkippedTool(String(p.tool_name), deps.config.capture.skipTools)
          )
            expectedTools.add(String(p.tool_use_id));
          if (event === 'UserPromptSubmit' && typeof p.prompt_id === 'string' && p.prompt_id)
            expectedPrompts.add(`${String(p.session_id)}\u0000${p.prompt_id}`);
        },
      ),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 12_012) },
    );
    const { app, project, db } = openProject(sb);
    try {
      const replay = replayProjectSpool(db, app.paths, project, app.config, app.log, Date.now() + 10 * 60_000);
      expect(replay.error).toBeUndefined();
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const tools = db.prepare('SELECT tool_use_id AS id, count(*) AS n FROM tool_events GROUP BY tool_use_id').all() as {
        id: string;
        n: number;
      }[];
      const stored = new Map(tools.map((t) => [t.id, t.n]));
      const lostTools = [...expectedTools].filter((id) => stored.get(id) !== 1);
      const prompts = new Set(
        (
          db.prepare('SELECT session_id, prompt_id FROM prompts WHERE prompt_id IS NOT NULL').all() as {
            session_id: string;
            prompt_id: string;
          }[]
        ).map((p) => `${p.session_id}\u0000${p.prompt_id}`),
      );
      const lostPrompts = [...expectedPrompts].filter((k) => !prompts.has(k));
      report('fuzz-hooks-in-process', {
        inputs: runs,
        validToolEvents: expectedTools.size,
        validPrompts: expectedPrompts.size,
        lostToolEvents: lostTools.length,
        lostPrompts: lostPrompts.length,
        slowestMs: Math.round(slowest),
        rssGrowthMb: Math.round((rssPeak - rssStart) / 1e6),
      });
      expect(lostTools).toEqual([]);
      expect(lostPrompts).toEqual([]);
      // Generous ceilings: they catch a hang or a blow-up, not a slow machine.
      expect(slowest).toBeLessThan(15_000);
      expect(rssPeak - rssStart).toBeLessThan(1_500e6);
    } finally {
      db.close();
    }
  });

  it('as real hook processes: exit 0, nothing on stderr, whatever arrives on stdin', async () => {
    const sb = makeSandbox();
    const samples = fc.sample(
      fc.constantFrom(...HOOK_EVENTS).chain((e) => fc.tuple(fc.constant(e), stdinFor(sb, e))),
      { numRuns: 48, seed: 7 },
    );
    let bad = 0;
    for (const [event, stdin] of samples) {
      const r = await runHookProcess(sb, event, stdin);
      if (r.code !== 0 || r.stderr !== '') bad++;
      expect({ event, code: r.code, stderr: r.stderr }).toEqual({ event, code: 0, stderr: '' });
    }
    report('fuzz-hooks-processes', { inputs: samples.length, nonZeroExitOrStderr: bad });
  });
});
