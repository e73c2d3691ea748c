#!/usr/bin/env node
// The one entry behind hooks, the MCP server, slash commands and the CLI. Hooks take a fast path that loads only
// what they need; everything else goes through the CLI program.
import { fileURLToPath } from 'node:url';

const entryScript = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

// `recall x | head -1`: a reader that went away is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

if (args[0] === 'hook' && args[1] && !args[1].startsWith('-')) {
  const { runHookEntry } = await import('./cli/hook-entry.js');
  await runHookEntry(args[1] ?? '', process.env, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import('./cli/program.js');
  process.exitCode = await runCli(args, { env: process.env, entryScript, cwd: process.cwd() });
}
