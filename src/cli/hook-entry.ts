// Runs `claude-memory hook <Event>`, as dist/hook.cjs does: read the input, offer a prompt or session start to the
// session's server, else the in-process path. In the bundle that path is its own CommonJS build
// (dist/hook/hook-main.cjs, with the store side in dist/hook/hook-store.cjs; hooks/hooks.json runs them through
// dist/hook.cjs and its code cache), so a hook loads none of the CLI's or the MCP server's code; unbundled (tests,
// development) it is imported from source.
import { createRequire } from 'node:module';
import { dataPaths, resolveDataDir } from '../paths.js';
import { handOverHook } from './hook-handover.js';
import { readHookInput } from './hook-io.js';
import type { StoreSideModule } from './hook-main.js';

export async function runHookEntry(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  const input = await readHookInput();
  if (await handOverHook(event, input, env, dataPaths(resolveDataDir(env)))) return;
  if (!entryScript.endsWith('.mjs')) return (await import('./hook-main.js')).hookMain(event, input, env, entryScript);
  const requireDist = createRequire(entryScript);
  const { hookMain } = requireDist('./hook/hook-main.cjs') as typeof import('./hook-main.js');
  await hookMain(event, input, env, entryScript, () => requireDist('./hook/hook-store.cjs') as StoreSideModule);
}
