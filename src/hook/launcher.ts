// dist/hook.cjs, the command hooks/hooks.json runs: `node dist/hook.cjs <Event>`. A small CommonJS entry (Node's ES
// module loader alone costs a few milliseconds) that reads the settings and the hook's input, then loads only what the
// event needs: a prompt or session start is first offered to the project's session server (dist/hook/handover.cjs:
// nothing more is loaded when the server answers); otherwise dist/hook/main.cjs handles it here (handle.ts), and only
// the events that open SQLite load dist/hook/store.cjs. Node's compile cache (Node 22+) keeps the bundles' compiled
// code in the data dir between runs. Everything is guarded: a hook always exits 0.
import path from 'node:path';
import { isInjectingEvent } from '../capture/payloads.js';
import { readSettings } from '../settings.js';
import { enableCompileCache, flushCompileCache } from './compile-cache.js';
import { readHookInput, reportHookError } from './io.js';
import { anySessionSocket } from './session-socket.js';

async function launch(event: string, distDir: string): Promise<void> {
  const settings = readSettings(process.env);
  enableCompileCache(settings.paths.codeCacheDir);
  try {
    const input = await readHookInput();
    if (isInjectingEvent(event) && anySessionSocket(settings.paths.runDir)) {
      const { handOverHook } = require('./hook/handover.cjs') as typeof import('./handover.js');
      if (await handOverHook(event, input, settings)) return;
    }
    const { handleInProcess } = require('./hook/main.cjs') as typeof import('./in-process.js');
    await handleInProcess(event, input, settings, path.join(distDir, 'claude-memory.mjs'));
  } finally {
    flushCompileCache((err) => settings.log.error('hook:compile-cache', err));
  }
}

launch(process.argv[2] ?? '', __dirname)
  .catch(reportHookError)
  .finally(() => process.exit(0));
