// Handling one hook event, the one use case every change to capture or injection touches. It runs in the hook's own
// process (launcher.ts, process-context.ts) or in the project's session server, which takes prompt and session-start
// hooks over (mcp/session-socket.ts); each brings its own HookContext. The flow reads one way:
//   accept (capture: validate, skip, sanitize)
//   → tool and subagent events: append to the project's journal, done (no SQLite loaded)
//   → the others (record.ts, loaded only for them): open the store → record the journal's events, then this one
//   → make sure a worker drains the queue → inject (SessionStart digest, UserPromptSubmit recall) → the output.
// A hook never fails the session: every error is logged, and what cannot be recorded now waits in the journal.
import { type AcceptedEvent, acceptHookEvent } from '../capture/accept.js';
import { isJournalOnlyEvent } from '../capture/payloads.js';
import { appendToSpool } from '../capture/spool.js';
import type { Config } from '../config.js';
import type { ErrorLog } from '../log.js';
import { type DataPaths, type ProjectIdentity, spoolPath } from '../paths.js';
import type { PromptRecall } from '../inject/prompt.js';
import type { Db } from '../store/connection.js';

export interface HookContext {
  config: Config;
  log: ErrorLog;
  paths: DataPaths;
  /** The user's home: publishing (opt-in) writes Claude Code's memory files under it. */
  home: string;
  /** The project of an event, from its payload's cwd. */
  project(payloadCwd: unknown): ProjectIdentity;
  /**
   * Opens what recording and injection need: the hook process loads SQLite here, a session server has its store open.
   * Rejects with an error whose `code` is 'E_DEPENDENCY_MISSING' before the native runtime is installed.
   */
  openStore(project: ProjectIdentity): Promise<HookStore>;
  /** Starts the runtime installer in the background (no-op when one is running). */
  startRuntimeInstall(): void;
  /** How long prompt injection may spend; a session server leaves that to the hook's own wait (unbounded here). */
  promptLatencyMs: number;
  /**
   * A session server answers a hook that waits for it: an event it reads after the hook gave up is recorded without
   * an answer, and the memories it shows are marked shown only once the hook confirms it printed them. The hook
   * process prints its own answer: false.
   */
  answersAWaitingHook: boolean;
}

export interface HookStore {
  db: Db;
  /** The prompt's recall, the asking session left out. */
  recall(query: string, limit: number, sessionId: string): Promise<PromptRecall>;
  /** Runs `use` with the user-wide global memory when it exists (null otherwise). */
  withGlobal<T>(use: (global: Db | null) => T): T;
  /** Makes sure a compression worker will drain the queue. */
  ensureWorker(): void;
  /** Before a prompt that will search is recorded: a server starts its embedding, so the two overlap. */
  prefetchQuery?(prompt: string): void;
  /** Done with the store (the hook process closes its connection; a server keeps its own). */
  release(): void;
}

export interface HookReply {
  /** What the hook prints ('' for nothing). */
  output: string;
  outcome: 'recorded' | 'journaled' | 'spooled' | 'skipped' | 'rejected';
  /** Marks what the output shows as shown in the session (prompt injection never repeats a memory). */
  delivered(): void;
}

const nothing = () => undefined;

/** `at`: when the hook read its input (the event's time, the same wherever it is recorded). */
export async function handleHookEvent(ctx: HookContext, eventArg: string, raw: string, at: number): Promise<HookReply> {
  const accepted = acceptHookEvent(eventArg, raw, at, ctx);
  if (!('entry' in accepted)) return { output: '', outcome: accepted.outcome, delivered: nothing };
  if (isJournalOnlyEvent(accepted.event)) {
    try {
      journal(ctx, accepted);
    } catch (err) {
      // Disk full or an unwritable data dir: the event is lost, and the log says so (if it can).
      ctx.log.error(`hook:${accepted.event}:spool`, err, accepted.project.key);
    }
    return { output: '', outcome: 'journaled', delivered: nothing };
  }
  let record: typeof import('./record.js');
  try {
    record = await import('./record.js');
  } catch (err) {
    // The store side's bundle is missing or broken (a half-updated plugin copy): keep the event for the next process.
    keepForLater(ctx, accepted, err);
    return { output: '', outcome: 'spooled', delivered: nothing };
  }
  return record.recordAndAnswer(ctx, accepted);
}

export function journal(ctx: Pick<HookContext, 'paths'>, accepted: AcceptedEvent): void {
  appendToSpool(spoolPath(ctx.paths, accepted.project.key), accepted.entry, accepted.entry.at);
}

/** An event that cannot be recorded now waits in the journal for the next process that can. */
export function keepForLater(ctx: Pick<HookContext, 'paths' | 'log'>, accepted: AcceptedEvent, cause: unknown, expected = false): void {
  // A missing runtime is the normal first-run state, not an error worth counting.
  if (!expected) ctx.log.error(`hook:${accepted.event}`, cause, accepted.project.key);
  try {
    journal(ctx, accepted);
  } catch (err) {
    ctx.log.error(`hook:${accepted.event}:spool`, err, accepted.project.key);
  }
}
