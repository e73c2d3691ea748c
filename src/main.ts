#!/usr/bin/env node
// The one entry behind hooks, the MCP server, slash commands and the CLI. Hooks take a fast path that loads only
// what they need; everything else goes through the CLI program.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

const entryScript = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

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
    const app = createApp({ env: process.env, entryScript, cwd: data.cwd });
    if (data.role === WORKER_THREAD_ROLE) await runWorkerThread(app, data, parentPort);
    else await runEncoderThread(app, data, parentPort);
  }
} else if (args[0] === 'hook' && args[1] && !args[1].startsWith('-')) {
  const { runHookEntry } = await import('./cli/hook-entry.js');
  await runHookEntry(args[1] ?? '', process.env, entryScript);
  process.exit(0);
} else {
  const { runCli } = await import('./cli/program.js');
  process.exitCode = await runCli(args, { env: process.env, entryScript, cwd: process.cwd() });
}
