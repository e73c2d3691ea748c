// Schemas for the JSON that Claude Code writes to a hook's stdin (checked against CLI 2.1.197,
// see test/fixtures/claude-code-2.1.197/). Objects are loose: the CLI adds fields between
// releases (effort, background_tasks, model, ...) and a capture hook must not start failing
// because of that. zod/mini: a hook parses this on every event, and the full zod build costs
// tens of milliseconds to load.
import '../zod.js';
import * as z from 'zod/mini';

export const HOOK_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PostToolUse',
  'PostToolUseFailure',
  'Stop',
  'SubagentStop',
  'PreCompact',
  'SessionEnd',
] as const;

export type HookEventName = (typeof HOOK_EVENTS)[number];

export function isHookEventName(value: unknown): value is HookEventName {
  return typeof value === 'string' && (HOOK_EVENTS as readonly string[]).includes(value);
}

// Optional fields are best effort: a null (PreCompact sends `custom_instructions: null`) or a
// value of an unexpected type becomes undefined instead of rejecting the whole event.
const optString = z.catch(z.optional(z.string()), undefined);
const optBoolean = z.catch(z.optional(z.boolean()), undefined);
const optNumber = z.catch(z.optional(z.number()), undefined);
const nonEmpty = () => z.string().check(z.minLength(1));

const common = {
  session_id: nonEmpty(),
  transcript_path: optString,
  cwd: z.string(),
  prompt_id: optString,
  permission_mode: optString,
  agent_id: optString,
  agent_type: optString,
};

const event = <E extends HookEventName, S extends z.core.$ZodLooseShape>(name: E, shape: S) =>
  z.looseObject({ ...common, hook_event_name: z.literal(name), ...shape });

export const SessionStartPayloadSchema = event('SessionStart', {
  // startup | resume | clear | compact; kept open-ended for future sources.
  source: optString,
});

export const UserPromptSubmitPayloadSchema = event('UserPromptSubmit', {
  prompt: z.string(),
});

export const PostToolUsePayloadSchema = event('PostToolUse', {
  tool_name: nonEmpty(),
  // Never absent in practice, but a tool record without its input is still worth keeping.
  tool_input: z.optional(z.unknown()),
  // An object for built-in tools, an array of content blocks for MCP tools.
  tool_response: z.optional(z.unknown()),
  tool_use_id: nonEmpty(),
  duration_ms: optNumber,
});

export const PostToolUseFailurePayloadSchema = event('PostToolUseFailure', {
  tool_name: nonEmpty(),
  tool_input: z.optional(z.unknown()),
  tool_use_id: nonEmpty(),
  error: z.string(),
  is_interrupt: optBoolean,
  duration_ms: optNumber,
});

export const StopPayloadSchema = event('Stop', {
  last_assistant_message: optString,
  stop_hook_active: optBoolean,
});

export const SubagentStopPayloadSchema = event('SubagentStop', {
  agent_transcript_path: optString,
  last_assistant_message: optString,
  stop_hook_active: optBoolean,
});

export const PreCompactPayloadSchema = event('PreCompact', {
  trigger: optString, // manual | auto
  custom_instructions: optString,
});

export const SessionEndPayloadSchema = event('SessionEnd', {
  // other | clear | logout | prompt_input_exit | ...
  reason: optString,
});

export const HOOK_PAYLOAD_SCHEMAS = {
  SessionStart: SessionStartPayloadSchema,
  UserPromptSubmit: UserPromptSubmitPayloadSchema,
  PostToolUse: PostToolUsePayloadSchema,
  PostToolUseFailure: PostToolUseFailurePayloadSchema,
  Stop: StopPayloadSchema,
  SubagentStop: SubagentStopPayloadSchema,
  PreCompact: PreCompactPayloadSchema,
  SessionEnd: SessionEndPayloadSchema,
} as const satisfies Record<HookEventName, z.ZodMiniType>;

export type HookPayloadOf<E extends HookEventName> = z.output<(typeof HOOK_PAYLOAD_SCHEMAS)[E]>;
export type SessionStartPayload = HookPayloadOf<'SessionStart'>;
export type UserPromptSubmitPayload = HookPayloadOf<'UserPromptSubmit'>;
export type PostToolUsePayload = HookPayloadOf<'PostToolUse'>;
export type PostToolUseFailurePayload = HookPayloadOf<'PostToolUseFailure'>;
export type StopPayload = HookPayloadOf<'Stop'>;
export type SubagentStopPayload = HookPayloadOf<'SubagentStop'>;
export type PreCompactPayload = HookPayloadOf<'PreCompact'>;
export type SessionEndPayload = HookPayloadOf<'SessionEnd'>;

/** Any hook payload; narrow it with `payload.hook_event_name`. */
export type HookPayload = { [E in HookEventName]: HookPayloadOf<E> }[HookEventName];

export type ParseHookPayloadResult = { ok: true; payload: HookPayload } | { ok: false; error: string };

const MAX_ISSUES_IN_MESSAGE = 3;

/**
 * Parses a hook's stdin for the event named on the command line. Never throws: a hook must
 * not crash the user's session, so every failure comes back as a short, loggable message.
 * The `event` argument wins over the payload's own hook_event_name, since it is what the
 * plugin's hooks.json registered this command for.
 */
export function parseHookPayload(event: HookEventName, raw: string): ParseHookPayloadResult {
  if (!isHookEventName(event)) {
    return { ok: false, error: `unknown hook event ${JSON.stringify(String(event))}` };
  }
  const text = typeof raw === 'string' ? raw.replace(/^\uFEFF/, '').trim() : '';
  if (text === '') return { ok: false, error: `${event}: empty input` };

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    // V8 quotes the input around the error (`Unexpected token 'h', ..."password": hunter2"...`); the message is
    // logged, and payloads must never be, so the quote is cut.
    const msg = (err instanceof Error ? err.message : String(err)).replace(/,\s*(?:\.\.\.)?"[\s\S]*$/, '');
    return { ok: false, error: `${event}: invalid JSON (${shorten(msg, 120)})` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const got = data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data;
    return { ok: false, error: `${event}: expected a JSON object, got ${got}` };
  }

  const input = { ...(data as Record<string, unknown>), hook_event_name: event };
  const result = HOOK_PAYLOAD_SCHEMAS[event].safeParse(input);
  if (!result.success) return { ok: false, error: `${event}: ${formatIssues(result.error.issues, input)}` };
  return { ok: true, payload: result.data as HookPayload };
}

/**
 * Checks a payload read back from the spool journal with the schema that validated it in the hook, so a replayed
 * event has the same type as a live one (and a hand-edited or foreign line is refused, with a reason).
 */
export function parseSpooledPayload(event: HookEventName, payload: unknown): ParseHookPayloadResult {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return { ok: false, error: `${event}: payload is not an object` };
  const input = { ...(payload as Record<string, unknown>), hook_event_name: event };
  const result = HOOK_PAYLOAD_SCHEMAS[event].safeParse(input);
  if (!result.success) return { ok: false, error: `${event}: ${formatIssues(result.error.issues, input)}` };
  return { ok: true, payload: result.data as HookPayload };
}

/** Readable without zod's locale bundle: the message is built from the issue's code and the input itself. */
function formatIssues(issues: readonly z.core.$ZodIssue[], input: Record<string, unknown>): string {
  const parts = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(payload)';
    const value = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined), input);
    let msg: string;
    if (issue.code === 'invalid_type') msg = value === undefined ? 'missing' : `expected ${issue.expected}, received ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
    else if (issue.code === 'too_small') msg = 'must not be empty';
    else if (issue.code === 'invalid_value') msg = `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    else msg = issue.message || issue.code;
    return `${path}: ${shorten(msg, 100)}`;
  });
  const more = issues.length - MAX_ISSUES_IN_MESSAGE;
  if (more > 0) parts.push(`(+${more} more)`);
  return parts.join('; ');
}

function shorten(s: string, max: number): string {
  const oneLine = s.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
