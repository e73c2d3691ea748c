// Loads the hook fast path. In the bundle it lives in its own build (dist/hook/), so a hook loads none of the CLI's
// or the MCP server's code, and the CLI build carries no second copy of it; unbundled (tests, development) it is
// imported from source. The specifier is a variable so that esbuild leaves the import alone.
import { pathToFileURL } from 'node:url';

export async function runHookEntry(event: string, env: NodeJS.ProcessEnv, entryScript: string): Promise<void> {
  const specifier = entryScript.endsWith('.mjs') ? new URL('./hook/hook-main.mjs', pathToFileURL(entryScript)).href : './hook-main.js';
  const { hookMain } = (await import(specifier)) as typeof import('./hook-main.js');
  await hookMain(event, env, entryScript);
}
