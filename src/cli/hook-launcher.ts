// dist/hook.cjs, the command hooks/hooks.json runs: `node dist/hook.cjs <Event>`. A CommonJS entry (Node's ES module
// loader alone costs a few milliseconds) that reads the hook's input and runs the hook bundles through a V8 code cache
// kept in the data dir. A prompt or session start is first offered to the project's session server
// (dist/hook/hook-handover.cjs: nothing more is loaded when the server answers); otherwise dist/hook/hook-main.cjs
// validates, sanitizes and journals, and, only for events that open SQLite, dist/hook/hook-store.cjs records and
// injects. A tool hook reads, deserializes and runs only hook-main, about a third of the code. Everything it does is
// guarded: a hook always exits 0.
import path from 'node:path';
import { loadCachedBundle, type CachedBundle } from '../runtime/code-cache.js';
import { fileErrorLog } from '../log.js';
import { dataPaths, resolveDataDir } from '../paths.js';
import { anySessionSocket } from '../recall/socket-files.js';
import { isInjectingEvent } from '../capture/payloads.js';
import { readHookInput, reportHookError } from './hook-io.js';
import type { StoreSideModule } from './hook-main.js';

/** Events that only append to the journal: their runs compile a smaller part of the bundle than the others. */
const JOURNAL_ONLY_EVENTS = new Set(['PostToolUse', 'PostToolUseFailure', 'SubagentStop']);

async function launch(event: string, env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  const paths = dataPaths(resolveDataDir(env));
  const loaded: CachedBundle<unknown>[] = [];
  const load = <T>(file: string, variant: string): T => {
    const bundle = loadCachedBundle<T>(path.join(distDir, 'hook', file), { dir: paths.codeCacheDir, variant });
    loaded.push(bundle);
    return bundle.exports;
  };
  try {
    const input = await readHookInput();
    const handOver =
      isInjectingEvent(event) && anySessionSocket(paths.runDir)
        ? load<typeof import('./hook-handover.js')>('hook-handover.cjs', 'hook-handover')
        : null;
    if (handOver && (await handOver.handOverHook(event, input, env, paths))) return;
    const main = load<typeof import('./hook-main.js')>('hook-main.cjs', JOURNAL_ONLY_EVENTS.has(event) ? 'hook-journal' : 'hook-main');
    await main.hookMain(event, input, env, path.join(distDir, 'claude-memory.mjs'), () =>
      load<StoreSideModule>('hook-store.cjs', 'hook-store'),
    );
  } finally {
    for (const bundle of loaded) {
      const err = bundle.saveIfCold();
      if (err) fileErrorLog(paths.logDir).error('hook:code-cache', err);
    }
  }
}

launch(process.argv[2] ?? '', process.env, __dirname)
  .catch(reportHookError)
  .finally(() => process.exit(0));
