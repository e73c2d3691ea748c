// dist/hook.cjs, the command hooks/hooks.json runs: `node dist/hook.cjs <Event>`. A small CommonJS entry (Node's ES
// module loader alone costs a few milliseconds) that reads the settings and the hook's input, then loads only what the
// event needs: a prompt or session start is first offered to the project's session server (dist/hook/handover.cjs:
// nothing more is loaded when the server answers); otherwise the event is handled here (handle.ts): tool and subagent
// events by dist/hook/journal.cjs (validate, sanitize, journal; no store side in it), the others by dist/hook/main.cjs.
// Each runs through a V8 code cache in the data dir (runtime/code-cache.ts), one per kind of hook, saved after the run
// with every function that kind compiled: Node's own compile cache (22+) keeps only what compiles at load, and a
// store hook ran 10-30% more instructions on it (BENCHMARKS.md, "Hooks"). Everything is guarded: a hook always exits 0.
import path from 'node:path';
import { isInjectingEvent, isJournalOnlyEvent } from '../capture/payloads.js';
import { tooOldNode } from '../node-version.js';
import { type CachedBundle, loadCachedBundle } from '../runtime/code-cache.js';
import { readSettings } from '../settings.js';
import { readHookInput, reportHookError } from './io.js';
import { anySessionSocket } from './session-socket.js';

async function launch(event: string, distDir: string): Promise<void> {
  const settings = readSettings(process.env);
  const loaded: CachedBundle<unknown>[] = [];
  const load = <T>(file: string, kind: string): T => {
    const bundle = loadCachedBundle<T>(path.join(distDir, 'hook', file), { dir: settings.paths.codeCacheDir, variant: kind });
    loaded.push(bundle);
    return bundle.exports;
  };
  try {
    const input = await readHookInput();
    if (isInjectingEvent(event) && anySessionSocket(settings.paths.runDir)) {
      const { handOverHook } = load<typeof import('./handover.js')>('handover.cjs', 'handover');
      if (await handOverHook(event, input, settings)) return;
    }
    type InProcess = typeof import('./in-process.js');
    let inProcess: InProcess;
    try {
      inProcess = isJournalOnlyEvent(event) ? load<InProcess>('journal.cjs', 'journal') : load<InProcess>('main.cjs', hookKind(event));
    } catch (err) {
      // A half-updated plugin copy: the journal bundle still keeps the event for the next hook that can record it.
      settings.log.error(`hook:${event}:bundle`, err);
      inProcess = load<InProcess>('journal.cjs', 'journal');
    }
    await inProcess.handleInProcess(event, input, settings, path.join(distDir, 'claude-memory.mjs'));
  } finally {
    for (const bundle of loaded) {
      const err = bundle.saveIfCold();
      if (err) settings.log.error('hook:code-cache', err);
    }
  }
}

/** Which functions a store hook compiles: a prompt's recall, a session start's digest, or recording alone. */
const hookKind = (event: string) => (event === 'UserPromptSubmit' ? 'prompt' : event === 'SessionStart' ? 'start' : 'store');

// A Node too old for the rest (package.json `engines`): one line on stderr, nothing on stdout, exit 0 as always.
const oldNode = tooOldNode(process.versions.node);
if (oldNode) {
  process.stderr.write(`${oldNode}\n`);
  process.exit(0);
}
launch(process.argv[2] ?? '', __dirname)
  .catch(reportHookError)
  .finally(() => process.exit(0));
