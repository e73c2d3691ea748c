#!/usr/bin/env node
// The one entry behind the MCP server, slash commands and the CLI (hooks run dist/hook.cjs, hook/launcher.ts), and the
// composition root of those processes: the only module besides hook/launcher.ts that reads the environment, once,
// into the settings (settings.ts) everything else is given.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { tooOldNode } from './node-version.js';
import { ARGUMENTS_FD_VARIABLE, readSettings } from './settings.js';

// One line on a Node too old to run the rest (package.json `engines`), before anything else runs.
const oldNode = tooOldNode(process.versions.node);
if (oldNode) {
  process.stderr.write(`${oldNode}\n`);
  process.exit(1);
}

const entryScript = fileURLToPath(import.meta.url);
// onnxruntime (the sentence encoder) otherwise writes a device id and queued telemetry events under
// ~/.cache/Microsoft and a debug log in the temp dir, and uploads them: a local memory writes nowhere else and sends
// nothing. Set before anything loads it; threads and child processes inherit it.
process.env.ORT_DISABLE_TELEMETRY = '1';
const settings = readSettings(process.env);
const args: string[] =
  settings.argumentsFd === undefined ? process.argv.slice(2) : JSON.parse(fs.readFileSync(settings.argumentsFd, 'utf8'));

// onnxruntime (the sentence encoder) reads /proc/self/cmdline as it starts, with a parser that recurses once per
// character: a command line of ~30 KB (a long `recall` query) overflows the stack and the process dies of SIGSEGV.
// Such a command runs again in a child given its arguments over a pipe, whose own command line is short.
const LONG_COMMAND_LINE_BYTES = 4_096;
if (
  isMainThread &&
  settings.argumentsFd === undefined &&
  args.reduce((n, a) => n + Buffer.byteLength(a) + 1, 0) > LONG_COMMAND_LINE_BYTES
) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...process.execArgv, entryScript], {
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    env: { ...settings.childEnv, [ARGUMENTS_FD_VARIABLE]: '3' },
  });
  (child.stdio[3] as NodeJS.WritableStream).end(JSON.stringify(args));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  const os = await import('node:os');
  process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 1) : 1));
}

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
