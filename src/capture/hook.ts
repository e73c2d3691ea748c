// `claude-memory hook <Event>`: validate, sanitize, record, and for the two injecting events print the context.
// Tool and subagent hooks only append to the project's spool journal (no SQLite load: they stay close to a bare
// Node start-up); the session's other hooks replay the journal into the store before recording their own event.
// A hook never fails the session: every error is logged and the process exits 0.
import { isSkippedTool, MAX_INJECTED_CHARS, type Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { projectIdentity, spoolPath, type DataPaths, type ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import { HOOK_EVENTS, isHookEventName, parseHookPayload, type HookEventName } from './payloads.js';
import { sanitizePayload } from './sanitize.js';
import { appendToSpool, type SpooledEvent } from './spool.js';

export interface HookDeps {
  paths: DataPaths;
  config: Config;
  log: ErrorLog;
  now: () => number;
  /**
   * The session's project root (CLAUDE_PROJECT_DIR). It names the project rather than the payload's cwd, which may
   * be a subdirectory the session has moved to: the CLI and the MCP server resolve the project the same way.
   */
  projectDir?: string;
  /** Everything that touches SQLite, loaded only by hooks that need the store. */
  loadStoreSide: () => Promise<StoreSide>;
  /**
   * The project's running session server (its MCP server), when there is one: it can take over a prompt or session
   * start, which the hook has journaled, with the stores it holds open. Absent or null: the hook does the work itself.
   */
  sessionServer?: (project: ProjectIdentity) => Promise<SessionServer | null>;
}

export interface SessionServer {
  /**
   * Asks the server to record the journaled event and build its injection: the context (null: nothing to inject), or
   * undefined when it did not within the hook's time budget. Never throws.
   */
  serve(event: 'SessionStart' | 'UserPromptSubmit', payload: Record<string, unknown>): Promise<{ context: string | null } | undefined>;
}

export interface StoreSide {
  /** Opens the project's store; throws DependencyMissingError before the runtime is installed. */
  openStore(project: ProjectIdentity): Db;
  isDependencyMissing(err: unknown): boolean;
  /** Starts the runtime installer in the background (no-op when already running). */
  startRuntimeInstall(): void;
  /**
   * Replays the journal, then records this event (unless it is `journaled`: then the replay records it); says whether
   * compression work was queued.
   */
  record(db: Db, project: ProjectIdentity, entry: SpooledEvent, opts: { journaled: boolean }): { workQueued: boolean };
  /** Makes sure a compression worker will drain this project's queue. */
  ensureWorker(project: ProjectIdentity, db: Db): void;
  /**
   * Context to inject for SessionStart / UserPromptSubmit, or null. `askServer`: the prompt's recall may still ask a
   * session server (false once one has failed to answer this hook).
   */
  injectContext(event: 'SessionStart' | 'UserPromptSubmit', payload: Record<string, unknown>, project: ProjectIdentity, db: Db, opts: { askServer: boolean }): Promise<string | null>;
}

export interface HookResult {
  stdout: string;
  /** `served`: journaled, then recorded and answered by the session server. */
  outcome: 'recorded' | 'served' | 'journaled' | 'spooled' | 'skipped' | 'rejected';
}

/** Events whose effects nobody waits for: appended to the journal, replayed by the next hook that opens the store. */
const JOURNAL_ONLY: ReadonlySet<HookEventName> = new Set(['PostToolUse', 'PostToolUseFailure', 'SubagentStop']);

export async function runHook(eventArg: string, raw: string, deps: HookDeps): Promise<HookResult> {
  if (!isHookEventName(eventArg)) {
    deps.log.error('hook', new Error(`unknown hook event "${eventArg}" (expected one of ${HOOK_EVENTS.join(', ')})`));
    return { stdout: '', outcome: 'rejected' };
  }
  const event: HookEventName = eventArg;
  const parsed = parseHookPayload(event, raw);
  if (!parsed.ok) {
    deps.log.error(`hook:${event}`, new Error(`invalid payload: ${parsed.error}`));
    return { stdout: '', outcome: 'rejected' };
  }
  const rawPayload = parsed.payload as Record<string, unknown>;
  if ((event === 'PostToolUse' || event === 'PostToolUseFailure') && isSkippedTool(String(rawPayload.tool_name), deps.config.capture.skipTools)) {
    return { stdout: '', outcome: 'skipped' };
  }
  const project = projectIdentity(deps.projectDir || String(rawPayload.cwd || process.cwd()), { named: Boolean(deps.projectDir) });
  const payload = sanitizePayload(rawPayload, deps.config, (note) => deps.log.error(`hook:${event}:bounded`, new Error(note), project.key));
  const entry: SpooledEvent = { event, payload, at: deps.now() };
  const journal = () => appendToSpool(spoolPath(deps.paths, project.key), entry, entry.at);

  if (JOURNAL_ONLY.has(event)) {
    try {
      journal();
    } catch (err) {
      // Disk full or an unwritable data dir: the event is lost, and the log says so (if it can).
      deps.log.error(`hook:${event}:spool`, err, project.key);
    }
    return { stdout: '', outcome: 'journaled' };
  }

  // A session's server holds the stores open and the encoder loaded: the hook journals its event (no SQLite) and the
  // server records it and answers the injection. Without an answer in time, the hook goes on below, the event already
  // in the journal.
  const injecting = event === 'SessionStart' || event === 'UserPromptSubmit' ? event : null;
  const server = injecting ? ((await deps.sessionServer?.(project)) ?? null) : null;
  let journaled = false;
  if (injecting && server) {
    try {
      journal();
      journaled = true;
    } catch (err) {
      deps.log.error(`hook:${event}:spool`, err, project.key);
    }
    const answer = journaled ? await server.serve(injecting, entry.payload) : undefined;
    if (answer) return { stdout: injectionOutput(injecting, answer.context), outcome: 'served' };
  }
  const journalOnce = journaled ? () => undefined : journal;

  let store: StoreSide;
  try {
    store = await deps.loadStoreSide();
  } catch (err) {
    // The store side's own bundle is missing or broken (a half-updated plugin copy): keep the event for the next
    // process that can record it.
    spool(deps, project, entry, err, journalOnce, false);
    return { stdout: '', outcome: 'spooled' };
  }
  let db: Db;
  try {
    db = store.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err, journalOnce, store.isDependencyMissing(err));
    if (store.isDependencyMissing(err)) store.startRuntimeInstall();
    return { stdout: '', outcome: 'spooled' };
  }
  try {
    let workQueued: boolean;
    try {
      workQueued = store.record(db, project, entry, { journaled }).workQueued;
    } catch (err) {
      spool(deps, project, entry, err, journalOnce, false);
      return { stdout: '', outcome: 'spooled' };
    }
    if (workQueued) {
      try {
        store.ensureWorker(project, db);
      } catch (err) {
        deps.log.error(`hook:${event}:worker`, err, project.key);
      }
    }
    let stdout = '';
    if (injecting) {
      try {
        stdout = injectionOutput(injecting, await store.injectContext(injecting, entry.payload, project, db, { askServer: !server }));
      } catch (err) {
        deps.log.error(`hook:${event}:inject`, err, project.key);
      }
    }
    return { stdout, outcome: 'recorded' };
  } finally {
    db.close();
  }
}

function spool(deps: HookDeps, project: ProjectIdentity, entry: SpooledEvent, cause: unknown, journal: () => void, expected: boolean): void {
  // A missing runtime is the normal first-run state, not an error worth counting.
  if (!expected) deps.log.error(`hook:${entry.event}`, cause, project.key);
  try {
    journal();
  } catch (err) {
    deps.log.error(`hook:${entry.event}:spool`, err, project.key);
  }
}

function injectionOutput(event: 'SessionStart' | 'UserPromptSubmit', context: string | null): string {
  const capped = capInjected(context);
  return capped ? JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: capped } }) : '';
}

/** A backstop under the token budgets: Claude Code would cut anything past its 10,000-character hook output limit. */
export function capInjected(context: string | null): string | null {
  if (!context || context.length <= MAX_INJECTED_CHARS) return context;
  const marker = '\n… (cut to fit the hook output limit; session_recall has the rest)';
  const cut = context.lastIndexOf('\n', MAX_INJECTED_CHARS - marker.length);
  return context.slice(0, cut > 0 ? cut : MAX_INJECTED_CHARS - marker.length) + marker;
}
