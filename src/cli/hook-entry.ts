// Loads the hook fast path for `claude-memory hook <Event>`. In the bundle it is its own CommonJS build
// (dist/hook/hook-main.cjs, with the store side in dist/hook/hook-store.cjs; hooks/hooks.json runs them through
// dist/hook.cjs and its code cache), so a hook loads none of the CLI's or the MCP server's code; unbundled (tests,
// development) it is imported from source.
import { createRequire } from 'node:module';
import type { StoreSideModule } from './hook-main.js';

export async function runHookEntry(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  if (!entryScript.endsWith('.mjs')) return (await import('./hook-main.js')).hookMain(event, env, entryScript);
  const requireDist = createRequire(entryScript);
  const { hookMain } = requireDist('./hook/hook-main.cjs') as typeof import('./hook-main.js');
  await hookMain(event, env, entryScript, () => requireDist('./hook/hook-store.cjs') as StoreSideModule);
}
