// 16 sessions' hooks at once against one project, as real processes, with and without an external lock held longer
// than every timeout: 0 lost, 0 duplicated, every tool event filed under the prompt it answers.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/connection.js';
import {
  cleanupSandboxes,
  fixturePayload,
  holdWorkerLease,
  makeSandbox,
  openProject,
  runCliProcess,
  runHookProcess,
  withProject,
  type ProcessResult,
} from '../helpers/store.js';
import { report } from './report.js';

afterAll(cleanupSandboxes);

const SESSIONS = 16;
const TURNS = 2;
const TOOLS_PER_TURN = 3;

for (const locked of [false, true]) {
  describe(`16 concurrent sessions${locked ? ', with an external lock held past every timeout' : ''}`, () => {
    it('lose nothing, duplicate nothing, and file every tool under its prompt', async () => {
      const sb = makeSandbox();
      withProject(sb, (db) => holdWorkerLease(db));
      let holder: Db | null = null;
      let lockHeldMs = 0;
      if (locked) {
        // Another process (an import, a Stop hook's first ingest) holds the write lock for 8 s: past the hooks' 1 s and
        // the CLI's 3 s busy timeouts.
        holder = openProject(sb).db;
        holder.exec('BEGIN EXCLUSIVE');
        const since = Date.now();
        setTimeout(() => {
          holder?.exec('COMMIT');
          holder?.close();
          lockHeldMs = Date.now() - since;
        }, 8_000);
      }
      const failures: { event: string; r: ProcessResult }[] = [];
      const check = (event: string, r: ProcessResult) => {
        if (r.code !== 0 || r.stderr !== '') failures.push({ event, r });
      };
      const session = async (s: number) => {
        const sessionId = `conc-${s}`;
        for (let t = 1; t <= TURNS; t++) {
          const promptId = `${sessionId}-p${t}`;
          const base = (name: string) => ({
            ...fixturePayload(name, sb),
            session_id: sessionId,
            prompt_id: promptId,
            transcript_path: undefined,
          });
          check(
            'UserPromptSubmit',
            await runHookProcess(sb, 'UserPromptSubmit', { ...base('UserPromptSubmit'), prompt: `session ${s} turn ${t}` }),
          );
          // Parallel tool calls of one turn.
          await Promise.all(
            Array.from({ length: TOOLS_PER_TURN }, async (_, i) =>
              check(
                'PostToolUse',
                await runHookProcess(sb, 'PostToolUse', {
                  ...base('PostToolUse-Bash'),
                  tool_use_id: `toolu_${s}_${t}_${i}`,
                  tool_input: { command: `echo ${s}.${t}.${i}` },
                }),
              ),
            ),
          );
          check('Stop', await runHookProcess(sb, 'Stop', base('Stop')));
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: SESSIONS }, (_, s) => session(s)));
      const hooksMs = Date.now() - started;
      while (locked && lockHeldMs === 0) await new Promise((r) => setTimeout(r, 100));
      expect(failures.map((f) => ({ event: f.event, code: f.r.code, stderr: f.r.stderr }))).toEqual([]);
      // The next process that can write replays whatever was journaled during the lock.
      expect((await runCliProcess(sb, ['status', '--json'])).code).toBe(0);
      withProject(sb, (db) => {
        const tools = db
          .prepare(
            'SELECT t.tool_use_id AS id, t.prompt_number AS n, p.prompt_id AS pid FROM tool_events t LEFT JOIN prompts p ON p.session_id = t.session_id AND p.prompt_number = t.prompt_number',
          )
          .all() as { id: string; n: number; pid: string | null }[];
        const expected = Array.from({ length: SESSIONS }, (_, s) =>
          Array.from({ length: TURNS }, (_, t) => Array.from({ length: TOOLS_PER_TURN }, (_, i) => `toolu_${s}_${t + 1}_${i}`)),
        ).flat(2);
        const ids = tools.map((x) => x.id);
        const lost = expected.filter((id) => !ids.includes(id));
        const duplicated = ids.length - new Set(ids).size;
        const misfiled = tools.filter((x) => x.pid !== `conc-${x.id.split('_')[1]}-p${x.id.split('_')[2]}`);
        const prompts = db.prepare('SELECT session_id, prompt_number, prompt_id FROM prompts').all() as {
          session_id: string;
          prompt_number: number;
          prompt_id: string;
        }[];
        const misnumbered = prompts.filter((p) => p.prompt_id !== `${p.session_id}-p${p.prompt_number}`);
        report(`concurrency${locked ? '-locked' : ''}`, {
          sessions: SESSIONS,
          hookProcesses: SESSIONS * TURNS * (2 + TOOLS_PER_TURN),
          lockHeldMs: locked ? lockHeldMs : 0,
          wallMs: hooksMs,
          toolEvents: ids.length,
          lost: lost.length,
          duplicated,
          misfiledTools: misfiled.length,
          misnumberedPrompts: misnumbered.length,
        });
        expect({ lost, duplicated, misfiled, misnumbered }).toEqual({ lost: [], duplicated: 0, misfiled: [], misnumbered: [] });
        expect(prompts).toHaveLength(SESSIONS * TURNS);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      });
    });
  });
}
