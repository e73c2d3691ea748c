// `claude-memory mcp`: the stdio MCP server for one project, hosting that project's compression worker (on a worker
// thread) for the lifetime of the Claude Code session. It starts, lists every tool and stays up whether or not the
// native runtime is installed yet: until SQLite loads, the tools say the runtime is installing (and how far it got),
// and the server opens the store the moment the runtime lands, without a restart.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { alsoSearchedProjects, type App } from '../app.js';
import { startWorkerThread } from '../queue/worker-thread.js';
import { startEncoderThread } from '../embed/encoder-thread.js';
import { embedGlobalItems, recallScoped, type ScopeSource } from '../recall/scoped.js';
import type { ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import type { ScopeFilter } from '../store/kinds.js';
import { VectorIndex } from '../recall/vector-index.js';
import { projectStatus } from '../cli/status.js';
import { registerTools } from './tools.js';
import { sessionSocketPath, type HandOver } from '../hook/session-socket.js';
import { handleHookEvent, type HookContext } from '../hook/handle.js';
import { INJECTION_SNIPPET_CHARS, searchesFor } from '../inject/prompt.js';
import { queryVectorText } from '../recall/search.js';
import type { SearchFilters } from '../store/search.js';
import { replayProjectSpool } from '../capture/replay.js';
import { serveSessionSocket } from './session-socket.js';
import { TeamServerRecall, teamFetchNotice } from '../team/recall.js';
import { LineStdioTransport } from './stdio-transport.js';
import { DependencyMissingError } from '../runtime/native.js';
import { describeProgress, runtimeState } from '../runtime/install.js';
import type { ToolDeps } from './tools.js';

/** How long a recall waits for the query encoder that is still loading before it answers keyword-only. */
export const ENCODER_WAIT_MS = 1_000;

/** How long closing down may take once the client is gone, before the process ends anyway (main.ts exits then). */
const SHUTDOWN_DEADLINE_MS = 5_000;

/** How often a server without the native runtime looks for it (a background install puts it there). */
const RUNTIME_POLL_MS = 2_000;

/** What every tool answers while the native runtime is installing: where it is, and that nothing is lost meanwhile. */
export class RuntimeInstallingError extends Error {}

/** The store and everything built on it: what the server opens once SQLite loads. */
interface Session {
  db: Db;
  recall: ToolDeps['recall'];
  status(): Record<string, unknown>;
  globalStore(create: boolean): Db | null;
  close(): Promise<void>;
}

/** Serves until the client goes away or a signal stops it; settles once everything it opened is closed. */
export async function serveMcp(app: App, version: string): Promise<void> {
  const project = app.project();
  // The last resort: background work (the worker's timer, the recall socket) must never end the session's server.
  // Each of those paths catches its own errors; anything that still escapes is logged and the server carries on.
  process.on('unhandledRejection', (err) => app.log.error('mcp:unhandled', err, project.key));
  process.on('uncaughtException', (err) => app.log.error('mcp:uncaught', err, project.key));
  let session: Session | null = null;
  const live = (): Session => {
    if (session) return session;
    throw new RuntimeInstallingError(installingNotice(app));
  };
  const server = new McpServer({ name: 'memory', version });
  registerTools(server, {
    get db() {
      return live().db;
    },
    now: app.now,
    sessionId: app.settings.sessionId,
    recall: (query, limit, filters, scope) => live().recall(query, limit, filters, scope),
    globalStore: (create) => live().globalStore(create),
    projectName: project.name,
    status: () => (session ? session.status() : { runtime: installingNotice(app), project: project.root }),
    journal: app.journalOf(project),
  });
  // Claude Code stops the server with SIGINT at session end; stdin closing means the client is gone; SIGHUP is a
  // closed terminal. Handlers go in before the socket exists, so no signal can end the process around its file.
  let closing = false;
  let poll: NodeJS.Timeout | null = null;
  let stopped: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (stopped = resolve));
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // A worker or encoder that does not stop must not keep a server without a client alive.
    setTimeout(() => stopped(), SHUTDOWN_DEADLINE_MS);
    if (poll) clearInterval(poll);
    await session?.close();
    await server.close().catch(() => undefined);
    stopped();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
  // Stdin ending (or failing) is the client gone, in every state: the transport reports it, and an oversized message
  // never stops it reading.
  const transport = new LineStdioTransport();
  transport.onclose = () => void shutdown();
  transport.onerror = (err) => app.log.error('mcp:transport', err, project.key);

  // connect() keeps these handlers and calls the server's own after them.
  await server.connect(transport);
  let opening = false;
  const open = async (): Promise<boolean> => {
    if (session || closing || opening) return Boolean(session);
    opening = true;
    try {
      session = await openSession(app, project, () => closing);
      if (closing) await session.close();
      return true;
    } catch (err) {
      if (!(err instanceof DependencyMissingError)) throw err;
      return false;
    } finally {
      opening = false;
    }
  };
  if (!(await open())) {
    // The first session after installing the plugin: the runtime installs in the background (hooks journal what
    // happens meanwhile), and this server opens the store as soon as it is there.
    app.startRuntimeInstall();
    poll = setInterval(() => {
      void open()
        .then((opened) => {
          if (opened && poll) clearInterval(poll);
        })
        .catch((err: unknown) => app.log.error('mcp:open', err, project.key));
    }, RUNTIME_POLL_MS);
    poll.unref();
  }
  return closed;
}

/** What a tool says while SQLite is not there yet. */
function installingNotice(app: App): string {
  const state = runtimeState(app.runtime);
  const doing = state.progress ? `: ${describeProgress(state.progress)}` : state.installing ? '' : ' (starting)';
  const failed = !state.installing && state.lastError ? ` The last attempt failed: ${state.lastError.split('\n')[0]}` : '';
  return (
    `memory is installing its native runtime${doing}, usually ready within a few minutes; this session is being recorded ` +
    `and becomes searchable once it is. \`claude-memory doctor\` shows the progress.${failed}`
  );
}

/** Opens the project's store and starts what runs on it; throws DependencyMissingError while SQLite is missing. */
async function openSession(app: App, project: ProjectIdentity, closing: () => boolean): Promise<Session> {
  const db = app.openProjectStore(project);
  const vectorIndex = new VectorIndex();
  // Loaded on its own thread from the start, so that no tool call or prompt waits for it (embed/encoder-thread.ts).
  const queryEncoder =
    app.config.search.vectorWeight > 0
      ? startEncoderThread(app.entryScript, app.settings.childEnv, { cwd: project.root }, (err) =>
          app.log.error('mcp:query-encoder', err, project.key),
        )
      : null;
  // The user-wide memory, opened when it first exists (another session may create it while this one runs).
  let globalDb: Db | null = null;
  const globalIndex = new VectorIndex();
  const globalStore = (create: boolean): Db | null => {
    if (globalDb || (!create && !app.hasGlobalMemory())) return globalDb;
    try {
      return (globalDb = app.openGlobalMemory());
    } catch (err) {
      // Project recall must not fail because the user-wide store cannot be opened: it answers without it.
      app.log.error('mcp:global', err, project.key);
      if (create) throw err;
      return null;
    }
  };
  // Projects the user opted into searching from here too (config search.alsoProjects): session_recall only.
  const alsoSearched = new Map<string, Db>();
  const otherSources = (): ScopeSource[] =>
    alsoSearchedProjects(app, project).map((other) => {
      let otherDb = alsoSearched.get(other.key);
      if (!otherDb) alsoSearched.set(other.key, (otherDb = app.openProjectStore(other)));
      return {
        scope: 'project',
        project: other.name,
        deps: { db: otherDb, now: app.now(), weights: { fts: app.config.search.ftsWeight, vector: 0 } },
      };
    });
  const hybridRecall = async (
    query: string,
    limit: number,
    filters: SearchFilters = {},
    snippetChars?: number,
    scope: ScopeFilter = 'all',
    crossProject = false,
    encoderWaitMs = ENCODER_WAIT_MS,
  ) => {
    const weights = { fts: app.config.search.ftsWeight, vector: app.config.search.vectorWeight };
    // Waits a moment at most for an encoder still loading (a session's first prompt comes right after its start),
    // then answers keyword-only and says so; a prompt hook's own deadline stays shorter than this.
    const { embedder, notice } = (await queryEncoder?.forQueryWithin(encoderWaitMs)) ?? { embedder: null };
    const sources: ScopeSource[] = [{ scope: 'project', deps: { db, now: app.now(), weights, embedder, vectorIndex } }];
    const global = scope === 'project' || scope === 'team' ? null : globalStore(false);
    if (global && embedder)
      await embedGlobalItems(global, embedder).catch((err: unknown) => app.log.error('mcp:global-vectors', err, project.key));
    if (global) sources.push({ scope: 'global', deps: { db: global, now: app.now(), weights, embedder, vectorIndex: globalIndex } });
    if (crossProject && scope === 'all') sources.push(...otherSources());
    const result = await recallScoped(sources, query, { limit, filters, snippetChars }, scope);
    return notice ? { ...result, notice } : result;
  };
  // The query's vector for a team server with vector search (pgvector): the same encoder as local recall, or none.
  const queryVector = async (query: string) => {
    const { embedder } = (await queryEncoder?.forQueryWithin(ENCODER_WAIT_MS)) ?? { embedder: null };
    if (!embedder) return null;
    const [vector] = await embedder.embed([query]);
    return { model: embedder.id, vector: Array.from(vector) };
  };
  // A linked team's server answers for what this machine does not hold; its hits are kept here, then ranked locally.
  const teamRecall = new TeamServerRecall({
    db,
    access: app.teamAccess(project),
    now: app.now,
    actor: 'mcp',
    onError: (err) => app.log.error('mcp:team-recall', err, project.key),
  });
  // The prompt and session-start hooks' whole event, handed over by the hook (hook/handover.ts): this process has the
  // stores open, the encoder loaded and its code warm; the hook would have to load all of it for one event.
  const hooks: HookContext = {
    config: app.config,
    log: app.log,
    paths: app.paths,
    home: app.settings.home,
    project: () => project,
    openStore: async () => ({
      db,
      // Within the hook's budget: an encoder still loading is not waited for past half of it (keyword-only then).
      recall: (query, limit, sessionId) =>
        hybridRecall(
          query,
          limit,
          { exceptSessionId: sessionId },
          INJECTION_SNIPPET_CHARS,
          'all',
          false,
          app.config.injection.promptLatencyMs / 2,
        ),
      withGlobal: (use) => use(globalStore(false)),
      // This process's worker thread holds the queue's lease.
      ensureWorker: () => undefined,
      // The encoder thread starts on the prompt's vector while this thread records the event; its recall asks again.
      prefetchQuery: (prompt) => {
        if (searchesFor(prompt, app.config.injection.promptItems))
          void queryEncoder
            ?.forQuery()
            .embedder?.embed([queryVectorText(prompt)])
            .catch(() => undefined);
      },
      release: () => undefined,
    }),
    startRuntimeInstall: () => undefined,
    // The hook's wait is the latency budget: an answer past it is not taken (nor marked shown), and the hook injects
    // what it finds itself. A server-side cut as well would answer "nothing" where the hook would have found something.
    promptLatencyMs: Number.MAX_SAFE_INTEGER,
    answersAWaitingHook: true,
  };
  const handOver = async (request: HandOver) => {
    // Another project's hook found this socket by a stale name: refused, it does the work itself.
    if (request.projectKey !== project.key) throw new Error(`a hand-over for project ${request.projectKey}`);
    return handleHookEvent(hooks, request.handOver, request.payload, request.at);
  };
  // Off the main thread: a backlog being embedded must not hold up tool calls or prompt-time recall.
  const worker = startWorkerThread(app.entryScript, app.settings.childEnv, { projectRoot: project.root, cwd: project.root }, (err) =>
    app.log.error('mcp:worker', err, project.key),
  );
  // Prompt and session-start hooks of this project hand their whole event over here; the CLI asks here for hybrid
  // recall (it would otherwise load the encoder itself).
  const socket = closing()
    ? null
    : await serveSessionSocket(
        sessionSocketPath(app.paths.runDir, project.key, process.pid),
        async (q) => (await hybridRecall(q.query, q.limit, { exceptSessionId: q.sessionId }, q.snippetChars)).hits,
        {
          handOver,
          onError: (err) => app.log.error('mcp:socket', err, project.key),
        },
      ).catch((err) => {
        app.log.error('mcp:socket', err, project.key);
        return null;
      });

  // Load the vector index as soon as the encoder is ready, not in the first tool call or prompt that needs it.
  void queryEncoder?.ready
    .then((embedder) => embedder && db.open && vectorIndex.refresh(db, embedder.id))
    .catch((err: unknown) => app.log.error('mcp:warm-up', err, project.key));
  return {
    db,
    recall: async (query, limit, filters, scope) => {
      // Tool events of the current turn may still be in the journal.
      replayProjectSpool(db, app.paths, project, app.config, app.log, app.now());
      const fromTeam = scope === 'all' || scope === 'team' ? teamRecall.fetch(query, limit, () => queryVector(query)) : null;
      const local = await hybridRecall(query, limit, filters, undefined, scope, true);
      const team = await fromTeam;
      if (!team) return local;
      const result = team.status === 'ok' && team.added.length ? await hybridRecall(query, limit, filters, undefined, scope, true) : local;
      const notice = teamFetchNotice(team);
      return notice ? { ...result, notice: [result.notice, notice].filter(Boolean).join('; ') } : result;
    },
    status: () => projectStatus(app, project, db) as unknown as Record<string, unknown>,
    globalStore,
    async close() {
      socket?.close();
      teamRecall.close();
      await worker.stop();
      await queryEncoder?.stop();
      db.close();
      globalDb?.close();
      for (const other of alsoSearched.values()) other.close();
    },
  };
}
