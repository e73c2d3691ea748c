// The store side of a hook event (handle.ts loads it only for events that open the store): record the event after
// the journal's earlier ones, keep a worker draining, publish when asked to, and build what a SessionStart or
// UserPromptSubmit injects.
import type { AcceptedEvent } from '../capture/accept.js';
import { isInjectingEvent } from '../capture/payloads.js';
import { recordAfterJournal } from '../capture/replay.js';
import { MAX_INJECTED_CHARS } from '../config.js';
import { hookContext } from '../inject/context.js';
import { publishMemory } from '../publish/run.js';
import { type HookContext, type HookReply, type HookStore, keepForLater } from './handle.js';

const nothing = () => undefined;

export async function recordAndAnswer(ctx: HookContext, accepted: AcceptedEvent): Promise<HookReply> {
  const { event, entry, project } = accepted;
  let store: HookStore;
  try {
    store = await ctx.openStore(project);
  } catch (err) {
    const missingRuntime = (err as { code?: unknown })?.code === 'E_DEPENDENCY_MISSING';
    keepForLater(ctx, accepted, err, missingRuntime);
    if (missingRuntime) ctx.startRuntimeInstall();
    return { output: '', outcome: 'spooled', delivered: nothing };
  }
  try {
    // Read after its hook gave up waiting (the server was busy): recorded, but no one would take its answer.
    const late = ctx.answersAWaitingHook && Date.now() - entry.at > ctx.config.injection.promptLatencyMs;
    if (!late && entry.event === 'UserPromptSubmit') store.prefetchQuery?.(entry.payload.prompt);
    let outcome: HookReply['outcome'] = 'recorded';
    let workQueued = false;
    try {
      workQueued = recordAfterJournal(store.db, ctx.paths, project, ctx.config, ctx.log, entry).workQueued;
    } catch (err) {
      // A write that cannot happen now (a lock held past the busy timeout, a full disk) waits in the journal; the
      // store can still be read, so the answer is still given.
      keepForLater(ctx, accepted, err);
      outcome = 'spooled';
    }
    if (workQueued) {
      try {
        store.ensureWorker();
      } catch (err) {
        ctx.log.error(`hook:${event}:worker`, err, project.key);
      }
    }
    if (ctx.config.publish.auto && (event === 'SessionEnd' || event === 'PreCompact')) {
      // Opt-in: keep Claude Code's own memory files in step with the memory. Never fails the hook.
      try {
        publishMemory(store.db, {
          mode: ctx.config.publish.mode,
          project,
          home: ctx.home,
          maxTokens: ctx.config.publish.maxTokens,
          dryRun: false,
        });
      } catch (err) {
        ctx.log.error(`hook:${event}:publish`, err, project.key);
      }
    }
    if (!isInjectingEvent(event) || late) return { output: '', outcome, delivered: nothing };
    try {
      const answer = await hookContext(
        {
          injection: { ...ctx.config.injection, promptLatencyMs: ctx.promptLatencyMs },
          now: Date.now,
          withGlobal: store.withGlobal,
          onGlobalError: (err) => ctx.log.error('inject:global', err, project.key),
          recall: store.recall,
        },
        event,
        entry.payload,
        project,
        store.db,
      );
      const output = injectionOutput(event, answer.context);
      if (ctx.answersAWaitingHook) return { output, outcome, delivered: answer.delivered };
      answer.delivered(); // printed by this process, right after
      return { output, outcome, delivered: nothing };
    } catch (err) {
      ctx.log.error(`hook:${event}:inject`, err, project.key);
      return { output: '', outcome, delivered: nothing };
    }
  } finally {
    store.release();
  }
}

/** What the hook prints: Claude Code's hook output with the context, or nothing. */
export function injectionOutput(event: 'SessionStart' | 'UserPromptSubmit', context: string | null): string {
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
