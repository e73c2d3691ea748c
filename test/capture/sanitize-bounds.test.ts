// Size and shape bounds on what a hook keeps (issue 12, items 7 and 8): tool_input capped in total, unknown payload
// fields capped, absurd nesting kept in a bounded form with the fault logged, never a RangeError and a lost event.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { replayProjectSpool } from '../../src/capture/replay.js';
import { spoolPath } from '../../src/paths.js';
import {
  cleanupSandboxes,
  errorLog,
  fixturePayload,
  hookDeps,
  listFiles,
  makeSandbox,
  openProject,
  sandboxApp,
  type Sandbox,
  runHook,
} from '../helpers/store.js';

afterEach(cleanupSandboxes);

const CAP = 16_384; // capture.maxToolOutputBytes default

/** JSON text nested `depth` levels (JSON.stringify itself overflows the stack on such a value). */
function nested(depth: number, leaf: string): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let i = 0; i < depth; i++) {
    opens.push(i % 2 ? '[' : '{"k":');
    closes.push(i % 2 ? ']' : '}');
  }
  return `${opens.join('')}${JSON.stringify(leaf)}${closes.reverse().join('')}`;
}

function spoolBytes(sb: Sandbox): number {
  const app = sandboxApp(sb);
  return listFiles(spoolPath(app.paths, app.project(sb.projectDir).key)).reduce((n, f) => n + fs.statSync(f).size, 0);
}

function storedTools(sb: Sandbox) {
  const { app, project, db } = openProject(sb);
  try {
    const r = replayProjectSpool(db, app.paths, project, app.config, app.log, Date.now());
    const rows = db
      .prepare(
        'SELECT t.tool_use_id AS id, p.input_json AS input, p.output_text AS output FROM tool_events t JOIN tool_event_payloads p ON p.id = t.payload_id ORDER BY t.id',
      )
      .all() as { id: string; input: string; output: string }[];
    return { r, rows };
  } finally {
    db.close();
  }
}

describe('bounds on what a hook keeps', () => {
  it('caps tool_input in total, not per string: a MultiEdit of 640 × 16 KB strings stays near the cap', async () => {
    const sb = makeSandbox();
    const edits = Array.from({ length: 640 }, (_, i) => ({
      old_string: `o${i}`.padEnd(16_000, 'x'),
      new_string: `n${i}`.padEnd(16_000, 'y'),
    }));
    const payload = {
      ...fixturePayload('PostToolUse-Bash', sb),
      tool_name: 'MultiEdit',
      tool_use_id: 'toolu_multi',
      tool_input: { file_path: '/p/a.ts', edits },
    };
    expect((await runHook('PostToolUse', JSON.stringify(payload), hookDeps(sb))).outcome).toBe('journaled');
    expect(spoolBytes(sb)).toBeLessThan(4 * CAP);
    const { rows } = storedTools(sb);
    expect(rows.map((r) => r.id)).toEqual(['toolu_multi']);
    expect(Buffer.byteLength(rows[0].input)).toBeLessThan(CAP + 2_048);
    // What is kept still says what the call was.
    expect(JSON.parse(rows[0].input).file_path).toBe('/p/a.ts');
  });

  it('caps unknown payload fields: five hooks with 10 MB of extra fields make a small journal', async () => {
    const sb = makeSandbox();
    const deps = hookDeps(sb);
    for (let i = 0; i < 5; i++) {
      const payload = {
        ...fixturePayload('PostToolUse-Bash', sb),
        tool_use_id: `toolu_extra_${i}`,
        future_field: 'z'.repeat(10 * 1024 * 1024),
        future_list: Array.from({ length: 50_000 }, (_, j) => j),
      };
      expect((await runHook('PostToolUse', JSON.stringify(payload), deps)).outcome).toBe('journaled');
    }
    expect(spoolBytes(sb)).toBeLessThan(5 * 4 * CAP);
    expect(storedTools(sb).rows).toHaveLength(5);
  });

  for (const depth of [10_000, 200_000]) {
    it(`keeps a tool event nested ${depth} levels deep in a bounded form and logs it`, async () => {
      const sb = makeSandbox();
      const base = JSON.stringify({
        ...fixturePayload('PostToolUse-Bash', sb),
        tool_use_id: 'toolu_deep',
        tool_input: undefined,
        tool_response: undefined,
      });
      const raw = `${base.slice(0, -1)},"tool_input":{"command":"make deep","tree":${nested(depth, 'leaf')}},"tool_response":${nested(depth, 'out')},"extra":${nested(depth, 'x')}}`;
      const r = await runHook('PostToolUse', raw, hookDeps(sb));
      expect(r.outcome).toBe('journaled');
      const { rows, r: replay } = storedTools(sb);
      expect(replay).toMatchObject({ replayed: 1, malformed: 0, rejected: 0 });
      expect(rows.map((x) => x.id)).toEqual(['toolu_deep']);
      expect(JSON.parse(rows[0].input).command).toBe('make deep');
      expect(Buffer.byteLength(rows[0].input)).toBeLessThan(CAP + 2_048);
      expect(Buffer.byteLength(rows[0].output)).toBeLessThan(CAP + 2_048);
      expect(errorLog(sb).some((e) => /nested deeper than/.test(e.message))).toBe(true);
    });
  }
});
