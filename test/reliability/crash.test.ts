// Crashes: kill -9 of hooks at random points (as Claude Code's hook timeout does), of an import, and of the MCP server
// mid-write. Whatever finished is stored exactly once, whatever was killed is stored at most once, the store is
// intact, and nothing is left half-written.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { projectDbPath } from '../../src/paths.js';
import {
  BUNDLE,
  sandboxApp,
  cleanupSandboxes,
  fixturePayload,
  holdWorkerLease,
  installTranscript,
  makeSandbox,
  runCliProcess,
  withProject,
  type Sandbox,
} from '../helpers/store.js';
import { report } from './report.js';

afterAll(cleanupSandboxes);

/** Runs a hook process and SIGKILLs it after `killAfterMs` (unless it finished first). */
function hookKilledAfter(sb: Sandbox, event: string, payload: unknown, killAfterMs: number): Promise<'finished' | 'killed'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUNDLE, 'hook', event], {
      cwd: sb.projectDir,
      env: sb.env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.stdin.end(JSON.stringify(payload));
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL' ? 'killed' : code === 0 ? 'finished' : 'killed');
    });
  });
}

describe('kill -9', () => {
  it('of hook processes at random points: finished events land exactly once, killed ones at most once, the store is intact', async () => {
    const sb = makeSandbox();
    withProject(sb, (db) => holdWorkerLease(db));
    const random = mulberry32(1212);
    const outcomes = new Map<string, 'finished' | 'killed'>();
    const prompts = new Map<string, 'finished' | 'killed'>();
    for (let batch = 0; batch < 10; batch++) {
      const jobs: Promise<void>[] = [];
      for (let i = 0; i < 12; i++) {
        const n = batch * 12 + i;
        // Hook processes take ~0.3-1.5 s here: kill some before, some while and some after their write.
        const kill = Math.floor(random() * 1_500);
        if (i % 4 === 0) {
          const pid = `kill-p${n}`;
          jobs.push(
            hookKilledAfter(
              sb,
              'UserPromptSubmit',
              { ...fixturePayload('UserPromptSubmit', sb), prompt_id: pid, prompt: `prompt ${n}` },
              kill,
            ).then((o) => void prompts.set(pid, o)),
          );
        } else {
          const id = `toolu_kill_${n}`;
          jobs.push(
            hookKilledAfter(sb, 'PostToolUse', { ...fixturePayload('PostToolUse-Bash', sb), tool_use_id: id }, kill).then(
              (o) => void outcomes.set(id, o),
            ),
          );
        }
      }
      await Promise.all(jobs);
    }
    expect((await runCliProcess(sb, ['status', '--json'])).code).toBe(0);
    withProject(sb, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Map(
        (
          db.prepare('SELECT tool_use_id AS id, count(*) AS n FROM tool_events GROUP BY tool_use_id').all() as { id: string; n: number }[]
        ).map((r) => [r.id, r.n]),
      );
      const storedPrompts = new Set((db.prepare('SELECT prompt_id FROM prompts').all() as { prompt_id: string }[]).map((r) => r.prompt_id));
      const finishedLost =
        [...outcomes].filter(([id, o]) => o === 'finished' && stored.get(id) !== 1).length +
        [...prompts].filter(([id, o]) => o === 'finished' && !storedPrompts.has(id)).length;
      const duplicated = [...stored.values()].filter((n) => n > 1).length;
      const orphanPayloads = (
        db
          .prepare(
            'SELECT count(*) AS n FROM tool_event_payloads p WHERE NOT EXISTS (SELECT 1 FROM tool_events t WHERE t.payload_id = p.id)',
          )
          .get() as { n: number }
      ).n;
      const killed = [...outcomes.values(), ...prompts.values()].filter((o) => o === 'killed').length;
      // What a failure needs to be understood: which finished events are missing, what the error log and the journal say.
      const lostIds = [
        ...[...outcomes].filter(([id, o]) => o === 'finished' && stored.get(id) !== 1),
        ...[...prompts].filter(([id, o]) => o === 'finished' && !storedPrompts.has(id)),
      ].map(([id]) => id);
      const errorsFile = path.join(sb.dataDir, 'logs', 'errors.jsonl');
      const spoolDir = path.join(sb.dataDir, 'spool');
      const journal = fs.existsSync(spoolDir)
        ? fs
            .readdirSync(spoolDir, { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.jsonl'))
            .map((f) => `${f}: ${fs.statSync(path.join(spoolDir, f)).size} bytes`)
        : [];
      report('kill-hooks', {
        hooks: outcomes.size + prompts.size,
        killed,
        finishedLost,
        duplicated,
        orphanPayloads,
        ...(finishedLost
          ? { lostIds, errors: fs.existsSync(errorsFile) ? fs.readFileSync(errorsFile, 'utf8').split('\n').slice(-20) : [], journal }
          : {}),
      });
      expect({ finishedLost, duplicated, orphanPayloads }).toEqual({ finishedLost: 0, duplicated: 0, orphanPayloads: 0 });
      expect(killed).toBeGreaterThan(0);
      expect(killed).toBeLessThan(outcomes.size + prompts.size);
    });
  });

  it('of an import mid-way: a second import completes it with no duplicate', async () => {
    const sb = makeSandbox();
    withProject(sb, (db) => holdWorkerLease(db));
    const root = path.join(sb.home, '.claude', 'projects', '-project');
    // Many sessions' transcripts, so the kill lands mid-import.
    for (let i = 0; i < 60; i++) {
      const file = installTranscript('transcript.jsonl', sb, path.join(root, `s${String(i).padStart(3, '0')}.jsonl`));
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        text
          .replace(/d3a548b8-0a7e-4571-a128-6bb94996d056/g, `d3a548b8-0a7e-4571-a128-${String(i).padStart(12, '0')}`)
          .replace(/"uuid":"([^"]+)"/g, `"uuid":"$1-${i}"`)
          .replace(/toolu_/g, `toolu_${i}_`),
      );
    }
    const killedAt: number[] = [];
    for (const atPrompts of [5, 30]) {
      const child = spawn(process.execPath, [BUNDLE, 'import', root, '--quiet'], { cwd: sb.projectDir, env: sb.env, stdio: 'ignore' });
      let exited = false;
      const closed = new Promise((r) => child.on('close', r)).then(() => (exited = true));
      // Kill as soon as the import is under way (its prompts are showing up), wherever it is.
      const db = new Database(dbPathOf(sb), { readonly: false });
      db.pragma('busy_timeout = 5000');
      while (!exited) {
        const n = (() => {
          try {
            return (db.prepare('SELECT count(*) AS n FROM prompts').get() as { n: number }).n;
          } catch {
            return 0; // not migrated yet
          }
        })();
        if (n >= atPrompts) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      db.close();
      child.kill('SIGKILL');
      await closed;
      killedAt.push(atPrompts);
    }
    const partial = withProject(sb, (db) => (db.prepare('SELECT count(*) AS n FROM prompts').get() as { n: number }).n);
    const done = await runCliProcess(sb, ['import', root, '--quiet']);
    expect(done.code).toBe(0);
    withProject(sb, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const sessions = (db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;
      const dupPrompts = (
        db
          .prepare('SELECT count(*) AS n FROM (SELECT uuid FROM prompts WHERE uuid IS NOT NULL GROUP BY uuid HAVING count(*) > 1)')
          .get() as { n: number }
      ).n;
      const dupTools = (
        db.prepare('SELECT count(*) AS n FROM (SELECT tool_use_id FROM tool_events GROUP BY tool_use_id HAVING count(*) > 1)').get() as {
          n: number;
        }
      ).n;
      const unqueued = (
        db
          .prepare(
            "SELECT count(*) AS n FROM sessions s WHERE status = 'active' AND NOT EXISTS (SELECT 1 FROM pending_compressions q WHERE q.target = s.id OR q.target LIKE s.id || '#%')",
          )
          .get() as { n: number }
      ).n;
      report('kill-import', {
        transcripts: 60,
        kills: killedAt.length,
        killedAtPrompts: killedAt,
        promptsBeforeResume: partial,
        sessions,
        duplicatedPrompts: dupPrompts,
        duplicatedTools: dupTools,
        sessionsLeftUnqueued: unqueued,
      });
      expect({ sessions, dupPrompts, dupTools }).toEqual({ sessions: 60, dupPrompts: 0, dupTools: 0 });
    });
  });

  it('of the MCP server in the middle of writes: acknowledged decisions survive, the store is intact', async () => {
    const sb = makeSandbox();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(sb.env)) if (v !== undefined) env[k] = v;
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BUNDLE, 'mcp'],
      cwd: sb.projectDir,
      env,
      stderr: 'ignore',
    });
    const client = new Client({ name: 'crash', version: '0' });
    await client.connect(transport);
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 3_000 }, (_, i) =>
      client
        .callTool({ name: 'record_decision', arguments: { decision: `use plan ${i}`, reason: `reason ${i}` } })
        .then((r) => {
          if (!(r as { isError?: boolean }).isError) acknowledged.push(`use plan ${i}`);
        })
        .catch(() => undefined),
    );
    // Kill once some writes were acknowledged and more are in flight.
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));
    process.kill(transport.pid!, 'SIGKILL');
    await Promise.allSettled(writes);
    await client.close().catch(() => undefined);
    withProject(sb, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        (db.prepare("SELECT text FROM memory_items WHERE type = 'decision'").all() as { text: string }[]).map((d) => d.text),
      );
      const lostAcknowledged = acknowledged.filter((d) => !stored.has(d)).length;
      report('kill-mcp-server', { writesSent: 3_000, acknowledged: acknowledged.length, stored: stored.size, lostAcknowledged });
      expect(lostAcknowledged).toBe(0);
    });
  });
});

function dbPathOf(sb: Sandbox): string {
  const app = sandboxApp(sb);
  return projectDbPath(app.paths, app.project(sb.projectDir));
}

/** A small seeded PRNG, so a failing run can be repeated. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
