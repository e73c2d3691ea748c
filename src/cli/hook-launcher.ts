// dist/hook.cjs, the command hooks/hooks.json runs: `node dist/hook.cjs <Event>`. A CommonJS entry (Node's ES module
// loader alone costs a few milliseconds) that runs the hook bundle (dist/hook/hook-main.cjs) through a V8 code cache
// kept in the data dir. Everything it does is guarded: a hook always exits 0.
import path from 'node:path';
import { loadCachedBundle } from '../runtime/code-cache.js';
import { fileErrorLog } from '../log.js';
import { dataPaths, resolveDataDir } from '../paths.js';

/** Events that only append to the journal run a small part of the bundle; the others open the store. */
const JOURNAL_ONLY_EVENTS = new Set(['PostToolUse', 'PostToolUseFailure', 'SubagentStop']);

async function launch(event: string, env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  const paths = dataPaths(resolveDataDir(env));
  const bundle = loadCachedBundle<typeof import('./hook-main.js')>(path.join(distDir, 'hook', 'hook-main.cjs'), {
    dir: paths.codeCacheDir,
    variant: JOURNAL_ONLY_EVENTS.has(event) ? 'hook-journal' : 'hook-store',
  });
  await bundle.exports.hookMain(event, env, path.join(distDir, 'claude-memory.mjs'));
  const err = bundle.saveIfCold();
  if (err) fileErrorLog(paths.logDir).error('hook:code-cache', err);
}

launch(process.argv[2] ?? '', process.env, __dirname)
  .catch((err: unknown) => {
    try {
      process.stderr.write(`claude-memory: ${(err as Error)?.message ?? String(err)}\n`);
    } catch {
      // nothing left to do
    }
  })
  .finally(() => process.exit(0));
