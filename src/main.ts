#!/usr/bin/env node
// The one entry behind hooks, the MCP server, slash commands and the CLI. Hooks take a fast path that loads only
// what they need; everything else goes through the CLI program.
import { fileURLToPath } from 'node:url';

const entryScript = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

if (args[0] === 'hook') {
  // The hook path is bundled on its own (dist/hook/), so it loads none of the CLI's or the MCP server's code.
  // In an unbundled run (tests, development) the module is imported from source.
  const bundled = entryScript.endsWith('.mjs');
  const hookModule = bundled ? new URL('./hook/hook-main.mjs', import.meta.url).href : './cli/hook-main.js';
  const { hookMain } = (await import(hookModule)) as typeof import('./cli/hook-main.js');
  await hookMain(args[1] ?? '', process.env, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import('./cli/program.js');
  process.exitCode = await runCli(args, { env: process.env, entryScript, cwd: process.cwd() });
}
