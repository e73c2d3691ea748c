// `claude-memory hook <Event>`: validate, sanitize, record (or spool), and for the two injecting events print the
// context. A hook never fails the session: every error is logged and the process exits 0.
import type { Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { projectIdentity, spoolPath, type DataPaths, type ProjectIdentity } from '../paths.js';
import { DependencyMissingError } from '../runtime/native.js';
import type { Db } from '../store/connection.js';
import { HOOK_EVENTS, isHookEventName, parseHookPayload, type HookEventName } from './payloads.js';
import { recordEvent, sanitizePayload } from './record.js';
import { appendToSpool, replaySpool, type SpooledEvent } from './spool.js';

export interface HookDeps {
  paths: DataPaths;
  config: Config;
  log: ErrorLog;
  now: () => number;
  /** Opens the project's store; throws DependencyMissingError before the runtime is installed. */
  openStore: (project: ProjectIdentity) => Db;
  /** Starts the runtime installer in the background (no-op when already done or running). */
  startRuntimeInstall: () => void;
  /** Makes sure a compression worker will drain this project's queue. */
  ensureWorker: (project: ProjectIdentity, db: Db) => void;
  /** Context to inject for SessionStart / UserPromptSubmit, or null. Must respect its own latency budget. */
  injectContext?: (event: 'SessionStart' | 'UserPromptSubmit', payload: Record<string, unknown>, project: ProjectIdentity, db: Db) => Promise<string | null>;
}

export interface HookResult {
  stdout: string;
  outcome: 'recorded' | 'spooled' | 'skipped' | 'rejected';
}

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
  if ((event === 'PostToolUse' || event === 'PostToolUseFailure') && deps.config.capture.skipTools.includes(String(rawPayload.tool_name))) {
    return { stdout: '', outcome: 'skipped' };
  }
  const project = projectIdentity(String(rawPayload.cwd || process.cwd()));
  const entry: SpooledEvent = { event, payload: sanitizePayload(rawPayload, deps.config), at: deps.now() };

  let db: Db;
  try {
    db = deps.openStore(project);
  } catch (err) {
    spool(deps, project, entry, err);
    if (err instanceof DependencyMissingError) deps.startRuntimeInstall();
    return { stdout: '', outcome: 'spooled' };
  }
  try {
    const ctx = { project: project.identity, config: deps.config };
    let workQueued = false;
    const replay = replaySpool(spoolPath(deps.paths, project.key), (spooled) => {
      workQueued = recordEvent(db, spooled, ctx).workQueued || workQueued;
    });
    if (replay.error) deps.log.error(`hook:${event}:replay`, replay.error, project.key);
    try {
      workQueued = recordEvent(db, entry, ctx).workQueued || workQueued;
    } catch (err) {
      spool(deps, project, entry, err);
      return { stdout: '', outcome: 'spooled' };
    }
    if (workQueued) {
      try {
        deps.ensureWorker(project, db);
      } catch (err) {
        deps.log.error(`hook:${event}:worker`, err, project.key);
      }
    }
    let stdout = '';
    if ((event === 'SessionStart' || event === 'UserPromptSubmit') && deps.injectContext) {
      try {
        const context = await deps.injectContext(event, entry.payload, project, db);
        if (context) stdout = JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: context } });
      } catch (err) {
        deps.log.error(`hook:${event}:inject`, err, project.key);
      }
    }
    return { stdout, outcome: 'recorded' };
  } finally {
    db.close();
  }
}

function spool(deps: HookDeps, project: ProjectIdentity, entry: SpooledEvent, cause: unknown): void {
  if (!(cause instanceof DependencyMissingError)) deps.log.error(`hook:${entry.event}`, cause, project.key);
  try {
    appendToSpool(spoolPath(deps.paths, project.key), entry);
  } catch (err) {
    // Disk full or unwritable data dir: the event is lost, and the log says so (if it can).
    deps.log.error(`hook:${entry.event}:spool`, err, project.key);
  }
}
