// The MCP server's compression worker runs on a worker thread: summarizing and embedding a backlog is CPU-bound
// (a sentence encoder spends most of a second per batch), and on the server's main thread it held up every MCP tool
// call and prompt-time recall until the batch was done. The thread has its own store connection and its own encoder;
// the server keeps one for query embeddings and sees new vectors through the vector log.
import { Worker } from 'node:worker_threads';
import type { App } from '../app.js';
import type { Embedder } from '../embed/embedder.js';
import { replayProjectSpool } from '../capture/replay.js';
import { backgroundTeamSync } from '../team/sync.js';
import { teamSyncDeps } from '../team/service.js';
import { CompressionWorker } from './worker.js';
import { noteIntegrity } from '../store/integrity.js';

export const WORKER_THREAD_ROLE = 'compression-worker';

export interface WorkerThreadData {
  role: typeof WORKER_THREAD_ROLE;
  /** The project's root directory. */
  projectRoot: string;
  cwd: string;
  /**
   * A module whose `createEmbedder()` gives the encoder, instead of the configured one. The worker tests use a
   * deliberately slow encoder, to show the thread keeps the server responsive on the real code path.
   */
  embedderModule?: string;
}

export interface WorkerThreadHandle {
  /** Lets the current item finish, releases the lease and ends the thread (terminated past `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts the worker thread from the bundle's entry script (src/main.ts dispatches on the thread's role). */
export function startWorkerThread(
  entryScript: string,
  env: NodeJS.ProcessEnv,
  data: Omit<WorkerThreadData, 'role'>,
  onError: (err: unknown) => void,
): WorkerThreadHandle {
  // The thread reads the same environment the server was given (data dir, offline switch), not the process's.
  const thread = new Worker(entryScript, { env: { ...env }, workerData: { role: WORKER_THREAD_ROLE, ...data } satisfies WorkerThreadData });
  thread.on('error', onError);
  // A busy worker thread must not keep a server alive whose client has gone.
  thread.unref();
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  return {
    async stop(timeoutMs = 5_000) {
      thread.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => void thread.terminate().then(() => resolve()), timeoutMs);
        timer.unref();
      });
      await Promise.race([exited, late]);
      clearTimeout(timer);
    },
  };
}

/** The thread's side: drains the project's queue until told to stop. */
export async function runWorkerThread(app: App, data: WorkerThreadData, port: import('node:worker_threads').MessagePort): Promise<void> {
  const project = app.project(data.projectRoot);
  const db = app.openProjectStore(project);
  let embedder: () => Promise<Embedder | null> = () => app.embedder();
  if (data.embedderModule) {
    const mod = (await import(data.embedderModule)) as { createEmbedder(): Promise<Embedder> };
    const made = mod.createEmbedder();
    embedder = () => made;
  }
  const worker = new CompressionWorker({
    db,
    config: app.config,
    log: app.log,
    now: app.now,
    embedder,
    project: project.key,
    // Tool events of the current turn may still be in the journal.
    beforeDrain: () => {
      // A day since the last full read of its pages: check them (a damaged store is moved aside at its next open).
      noteIntegrity(db, app.log, project.key, app.now());
      return replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
    },
    afterDrain: () =>
      backgroundTeamSync(teamSyncDeps(db, app.teamAccess(project), app.now, 'worker'), (err) =>
        app.log.error('team:sync', err, project.key),
      ),
  });
  worker.start();
  port.on('message', (message) => {
    if (message !== 'stop') return;
    void worker.stop().finally(() => {
      db.close();
      port.close();
    });
  });
}
