#!/usr/bin/env node
// The one entry behind the MCP server, slash commands and the CLI (hooks run dist/hook.cjs, hook/launcher.ts), and the
// composition root of those processes: the only module besides hook/launcher.ts that reads the environment, once,
// into the settings (settings.ts) everything else is given.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { enableCompileCache } from './hook/compile-cache.js';
import { readSettings } from './settings.js';

const entryScript = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const settings = readSettings(process.env);
enableCompileCache(settings.paths.codeCacheDir);

// `recall x | head -1`: a reader that went away is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

if (!isMainThread) {
  // The MCP server's threads: its compression worker (queue/worker-thread.ts) and its query encoder
  // (embed/encoder-thread.ts).
  const { runWorkerThread, WORKER_THREAD_ROLE } = await import('./queue/worker-thread.js');
  const { runEncoderThread, ENCODER_THREAD_ROLE } = await import('./embed/encoder-thread.js');
  const data = workerData as import('./queue/worker-thread.js').WorkerThreadData | import('./embed/encoder-thread.js').EncoderThreadData;
  if (parentPort && (data?.role === WORKER_THREAD_ROLE || data?.role === ENCODER_THREAD_ROLE)) {
    const { createApp } = await import('./app.js');
    const app = createApp(settings, { entryScript, cwd: data.cwd });
    if (data.role === WORKER_THREAD_ROLE) await runWorkerThread(app, data, parentPort);
    else await runEncoderThread(app, data, parentPort);
  }
} else if (args[0] === 'hook' && args[1] && !args[1].startsWith('-')) {
  const { runHookCommand } = await import('./hook/command.js');
  await runHookCommand(args[1], settings, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import('./cli/program.js');
  process.exitCode = await runCli(args, { settings, entryScript, cwd: process.cwd() });
  // The MCP server's stdin and threads would keep the process alive after it has closed everything it owns.
  if (args[0] === 'mcp') process.exit();
}
