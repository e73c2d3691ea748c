// What Claude Code writes to a hook's stdin (checked against CLI 2.1.197, see test/fixtures/claude-code-2.1.197/).
// Objects are loose: the CLI adds fields between releases (effort, background_tasks, model, ...) and a capture hook
// must not start failing because of that. Checked by hand rather than with a schema library: a hook parses one
// payload per process, and building zod schemas at start-up cost more than the whole check (BENCHMARKS.md, section 1).
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

/** The events whose hook injects context: the ones a session server can take over from the hook. */
export type InjectingEvent = 'SessionStart' | 'UserPromptSubmit';

export function isInjectingEvent(event: string): event is InjectingEvent {
  return event === 'SessionStart' || event === 'UserPromptSubmit';
}

/** Events whose effects nobody waits for: appended to the journal, replayed by the next hook that opens the store. */
export function isJournalOnlyEvent(event: string): boolean {
  return event === 'PostToolUse' || event === 'PostToolUseFailure' || event === 'SubagentStop';
}

export function isHookEventName(value: unknown): value is HookEventName {
  return typeof value === 'string' && (HOOK_EVENTS as readonly string[]).includes(value);
}

// Optional fields are best effort: a null (PreCompact sends `custom_instructions: null`) or a value of an unexpected
// type becomes undefined instead of rejecting the whole event.
type FieldKind = 'string' | 'nonEmpty' | 'optString' | 'optBoolean' | 'optNumber' | 'unknown';

const COMMON = {
  session_id: 'nonEmpty',
  transcript_path: 'optString',
  cwd: 'string',
  prompt_id: 'optString',
  permission_mode: 'optString',
  agent_id: 'optString',
  agent_type: 'optString',
} as const;

const FIELDS = {
  // source: startup | resume | clear | compact; kept open-ended for future sources.
  SessionStart: { source: 'optString' },
  UserPromptSubmit: { prompt: 'string' },
  // tool_input: never absent in practice, but a tool record without its input is still worth keeping.
  // tool_response: an object for built-in tools, an array of content blocks for MCP tools.
  PostToolUse: {
    tool_name: 'nonEmpty',
    tool_input: 'unknown',
    tool_response: 'unknown',
    tool_use_id: 'nonEmpty',
    duration_ms: 'optNumber',
  },
  PostToolUseFailure: {
    tool_name: 'nonEmpty',
    tool_input: 'unknown',
    tool_use_id: 'nonEmpty',
    error: 'string',
    is_interrupt: 'optBoolean',
    duration_ms: 'optNumber',
  },
  Stop: { last_assistant_message: 'optString', stop_hook_active: 'optBoolean' },
  SubagentStop: { agent_transcript_path: 'optString', last_assistant_message: 'optString', stop_hook_active: 'optBoolean' },
  // trigger: manual | auto
  PreCompact: { trigger: 'optString', custom_instructions: 'optString' },
  // reason: other | clear | logout | prompt_input_exit | ...
  SessionEnd: { reason: 'optString' },
} as const satisfies Record<HookEventName, Record<string, FieldKind>>;

type FieldType<K extends FieldKind> = K extends 'string' | 'nonEmpty'
  ? string
  : K extends 'optString'
    ? string | undefined
    : K extends 'optBoolean'
      ? boolean | undefined
      : K extends 'optNumber'
        ? number | undefined
        : unknown;
type Fields<S extends Record<string, FieldKind>> = { [F in keyof S as S[F] extends 'string' | 'nonEmpty' ? F : never]: FieldType<S[F]> } & {
  [F in keyof S as S[F] extends 'string' | 'nonEmpty' ? never : F]?: FieldType<S[F]>;
};

export type HookPayloadOf<E extends HookEventName> = Fields<typeof COMMON> &
  Fields<(typeof FIELDS)[E]> & { hook_event_name: E; [extra: string]: unknown };
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

  return checkPayload(event, data as Record<string, unknown>);
}

/**
 * Checks a payload read back from the spool journal with the schema that validated it in the hook, so a replayed
 * event has the same type as a live one (and a hand-edited or foreign line is refused, with a reason).
 */
export function parseSpooledPayload(event: HookEventName, payload: unknown): ParseHookPayloadResult {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return { ok: false, error: `${event}: payload is not an object` };
  return checkPayload(event, payload as Record<string, unknown>);
}

/** The payload with this event's name, its optional fields of a wrong type dropped; or what is wrong with it. */
function checkPayload(event: HookEventName, data: Record<string, unknown>): ParseHookPayloadResult {
  const payload: Record<string, unknown> = { ...data, hook_event_name: event };
  const problems: string[] = [];
  const fields: [string, FieldKind][] = [...Object.entries(COMMON), ...Object.entries(FIELDS[event])];
  for (const [name, kind] of fields) {
    const value = payload[name];
    if (kind === 'unknown') continue;
    if (kind === 'string' || kind === 'nonEmpty') {
      if (typeof value !== 'string')
        problems.push(`${name}: ${value === undefined ? 'missing' : `expected string, received ${typeName(value)}`}`);
      else if (kind === 'nonEmpty' && value === '') problems.push(`${name}: must not be empty`);
      continue;
    }
    const expected = kind === 'optString' ? 'string' : kind === 'optBoolean' ? 'boolean' : 'number';
    if (value !== undefined && typeof value !== expected) payload[name] = undefined;
  }
  if (problems.length === 0) return { ok: true, payload: payload as HookPayload };
  const shown = problems.slice(0, MAX_ISSUES_IN_MESSAGE).map((p) => shorten(p, 120));
  if (problems.length > MAX_ISSUES_IN_MESSAGE) shown.push(`(+${problems.length - MAX_ISSUES_IN_MESSAGE} more)`);
  return { ok: false, error: `${event}: ${shown.join('; ')}` };
}

function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function shorten(s: string, max: number): string {
  const oneLine = s.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
