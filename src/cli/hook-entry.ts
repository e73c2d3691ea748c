// Loads the hook fast path for `claude-memory hook <Event>`. In the bundle it is its own CommonJS build
// (dist/hook/hook-main.cjs, which hooks/hooks.json runs through dist/hook.cjs and its code cache), so a hook loads
// none of the CLI's or the MCP server's code; unbundled (tests, development) it is imported from source.
import { createRequire } from 'node:module';

export async function runHookEntry(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  const { hookMain } = entryScript.endsWith('.mjs')
    ? (createRequire(entryScript)('./hook/hook-main.cjs') as typeof import('./hook-main.js'))
    : await import('./hook-main.js');
  await hookMain(event, env, entryScript);
}
