// What every hook does first with its stdin, in the hook process or in a session server that took the event over:
// validate the payload, drop the tools that are not captured, find the project and sanitize. Nothing unsanitized
// goes further than this.
import { type Config, isSkippedTool } from '../config.js';
import type { ErrorLog } from '../log.js';
import type { ProjectIdentity } from '../paths.js';
import { isOwnCommand, isTaskNotification } from './own-output.js';
import { HOOK_EVENTS, type HookEventName, isHookEventName, parseHookPayload } from './payloads.js';
import { sanitizePayload } from './sanitize.js';
import type { SpooledEvent } from './spool.js';

/** An event to record: validated, of a tool not skipped, sanitized, with its project. */
export interface AcceptedEvent {
  event: HookEventName;
  entry: SpooledEvent;
  project: ProjectIdentity;
}

/** Why an event is not recorded: a bad event name or payload (logged), a tool the config skips, or the plugin's own command. */
export type NotAccepted = { outcome: 'rejected' | 'skipped' };

export interface AcceptDeps {
  config: Config;
  log: ErrorLog;
  /** The project of an event, from its payload's cwd (and whatever else the caller knows). */
  project(payloadCwd: unknown): ProjectIdentity;
}

export function acceptHookEvent(eventArg: string, raw: string, at: number, deps: AcceptDeps): AcceptedEvent | NotAccepted {
  if (!isHookEventName(eventArg)) {
    deps.log.error('hook', new Error(`unknown hook event "${eventArg}" (expected one of ${HOOK_EVENTS.join(', ')})`));
    return { outcome: 'rejected' };
  }
  const event: HookEventName = eventArg;
  const parsed = parseHookPayload(event, raw);
  if (!parsed.ok) {
    deps.log.error(`hook:${event}`, new Error(`invalid payload: ${parsed.error}`));
    return { outcome: 'rejected' };
  }
  const payload = parsed.payload;
  if (
    (payload.hook_event_name === 'PostToolUse' || payload.hook_event_name === 'PostToolUseFailure') &&
    isSkippedTool(payload.tool_name, deps.config.capture.skipTools)
  ) {
    return { outcome: 'skipped' };
  }
  // `/memory:recall …` is the plugin asked about itself: neither a prompt to remember nor one to inject memories into.
  if (payload.hook_event_name === 'UserPromptSubmit' && isOwnCommand(payload.prompt)) return { outcome: 'skipped' };
  // A background subagent's `<task-notification>` (Claude Code 2.1.3xx): the CLI's prompt, not the user's.
  if (payload.hook_event_name === 'UserPromptSubmit' && isTaskNotification(payload.prompt)) return { outcome: 'skipped' };
  const project = deps.project(payload.cwd);
  const sanitized = sanitizePayload(payload, deps.config, (note) => deps.log.error(`hook:${event}:bounded`, new Error(note), project.key));
  return { event, entry: { event, payload: sanitized, at } as SpooledEvent, project };
}
