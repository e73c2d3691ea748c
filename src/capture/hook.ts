// `claude-memory hook <Event>`: validate, sanitize, record, and for the two injecting events print the context.
// Tool and subagent hooks only append to the project's spool journal (no SQLite load: they stay close to a bare
// Node start-up); the session's other hooks replay the journal into the store before recording their own event.
// A prompt or session start is handed whole to the project's session server when one runs (cli/hook-handover.ts),
// which accepts and records it with the functions below on the store it holds open.
// A hook never fails the session: every error is logged and the process exits 0.
import { isSkippedTool, MAX_INJECTED_CHARS, type Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { hookProjectIdentity, spoolPath, type DataPaths, type ProjectIdentity } from '../paths.js';
import type { Db } from '../store/connection.js';
import { HOOK_EVENTS, isHookEventName, isInjectingEvent, parseHookPayload, type HookEventName, type InjectingEvent } from './payloads.js';
import { sanitizePayload } from './sanitize.js';
import { appendToSpool, type SpooledEvent } from './spool.js';

export interface HookDeps {
  paths: DataPaths;
  config: Config;
  log: ErrorLog;
  /** The event's time. */
  now: () => number;
  /**
   * The session's project root (CLAUDE_PROJECT_DIR). It names the project rather than the payload's cwd, which may
   * be a subdirectory the session has moved to: the CLI and the MCP server resolve the project the same way.
   */
  projectDir?: string;
  /** Everything that touches SQLite, loaded only by hooks that need the store. */
  loadStoreSide: () => Promise<StoreSide>;
}

export interface StoreSide {
  /** Opens the project's store; throws DependencyMissingError before the runtime is installed. */
  openStore(project: ProjectIdentity): Db;
  isDependencyMissing(err: unknown): boolean;
  /** Starts the runtime installer in the background (no-op when already running). */
  startRuntimeInstall(): void;
  /** Replays the journal, then records this event; says whether compression work was queued. */
  record(db: Db, project: ProjectIdentity, entry: SpooledEvent): { workQueued: boolean };
  /** Makes sure a compression worker will drain this project's queue. */
  ensureWorker(project: ProjectIdentity, db: Db): void;
  /** Context to inject for SessionStart / UserPromptSubmit, or null. */
  injectContext(event: InjectingEvent, payload: Record<string, unknown>, project: ProjectIdentity, db: Db): Promise<string | null>;
}

export interface HookResult {
  stdout: string;
  outcome: 'recorded' | 'journaled' | 'spooled' | 'skipped' | 'rejected';
}

/** An event a hook takes: validated, of a tool not skipped, sanitized, with its project. */
export interface AcceptedEvent {
  event: HookEventName;
  entry: SpooledEvent;
  project: ProjectIdentity;
}

/** Events whose effects nobody waits for: appended to the journal, replayed by the next hook that opens the store. */
const JOURNAL_ONLY: ReadonlySet<HookEventName> = new Set(['PostToolUse', 'PostToolUseFailure', 'SubagentStop']);

export async function runHook(eventArg: string, raw: string, deps: HookDeps): Promise<HookResult> {
  const accepted = acceptHookEvent(eventArg, raw, deps);
  if ('outcome' in accepted) return accepted;
  const { event, entry, project } = accepted;
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

  let store: StoreSide;
  try {
    store = await deps.loadStoreSide();
  } catch (err) {
    // The store side's own bundle is missing or broken (a half-updated plugin copy): keep the event for the next
    // process that can record it.
    spool(deps, project, entry, err, journal, false);
    return { stdout: '', outcome: 'spooled' };
  }
  let db: Db;
  try {
    db = store.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err, journal, store.isDependencyMissing(err));
    if (store.isDependencyMissing(err)) store.startRuntimeInstall();
    return { stdout: '', outcome: 'spooled' };
  }
  try {
    let workQueued: boolean;
    try {
      workQueued = store.record(db, project, entry).workQueued;
    } catch (err) {
      spool(deps, project, entry, err, journal, false);
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
    if (isInjectingEvent(event)) {
      try {
        stdout = injectionOutput(event, await store.injectContext(event, entry.payload, project, db));
      } catch (err) {
        deps.log.error(`hook:${event}:inject`, err, project.key);
      }
    }
    return { stdout, outcome: 'recorded' };
  } finally {
    db.close();
  }
}

/**
 * What every hook does first, and a session server with a handed-over event too: validates the payload, drops tools
 * that are not captured, resolves the project (`project`, when the caller already has it) and sanitizes. Returns the
 * event to record, or the hook's result for one that is not recorded.
 */
export function acceptHookEvent(
  eventArg: string,
  raw: string,
  deps: Pick<HookDeps, 'config' | 'log' | 'now' | 'projectDir'> & { project?: ProjectIdentity },
): AcceptedEvent | HookResult {
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
  if (
    (event === 'PostToolUse' || event === 'PostToolUseFailure') &&
    isSkippedTool(String(rawPayload.tool_name), deps.config.capture.skipTools)
  ) {
    return { stdout: '', outcome: 'skipped' };
  }
  const project = deps.project ?? hookProjectIdentity(deps.projectDir, rawPayload.cwd);
  const payload = sanitizePayload(rawPayload, deps.config, (note) => deps.log.error(`hook:${event}:bounded`, new Error(note), project.key));
  return { event, entry: { event, payload, at: deps.now() }, project };
}

/**
 * Records an accepted event with the journal's earlier events (`record`); one that cannot be recorded now (a lock, a
 * full disk) waits in the journal for the next process that can.
 */
export function recordOrJournal(record: () => unknown, accepted: AcceptedEvent, deps: Pick<HookDeps, 'paths' | 'log'>): void {
  try {
    record();
  } catch (err) {
    spool(
      deps,
      accepted.project,
      accepted.entry,
      err,
      () => appendToSpool(spoolPath(deps.paths, accepted.project.key), accepted.entry, accepted.entry.at),
      false,
    );
  }
}

function spool(
  deps: Pick<HookDeps, 'log'>,
  project: ProjectIdentity,
  entry: SpooledEvent,
  cause: unknown,
  journal: () => void,
  expected: boolean,
): void {
  // A missing runtime is the normal first-run state, not an error worth counting.
  if (!expected) deps.log.error(`hook:${entry.event}`, cause, project.key);
  try {
    journal();
  } catch (err) {
    deps.log.error(`hook:${entry.event}:spool`, err, project.key);
  }
}

/** What the hook prints: Claude Code's hook output with the context, or nothing. */
export function injectionOutput(event: InjectingEvent, context: string | null): string {
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
