// Parsing of Claude Code transcript files ($HOME/.claude/projects/<project>/<session>.jsonl and
// <session>/subagents/agent-<id>.jsonl), as written by CLI 2.1.197.
//
// Shape notes that drive the code below:
// - assistant lines hold ONE content block each; the blocks of one API message share message.id.
// - user lines hold either a typed prompt (string content, or text blocks when images are
//   attached) or tool_result blocks answering earlier tool_use blocks.
// - attachment, queue-operation, mode, last-prompt and similar bookkeeping lines carry nothing
//   worth remembering: hook output and listings would only echo what the plugin itself injected. The one kept is
//   the plugin's own injected context, as the ids of what it showed (a `shown` record): never text to remember.
// - A prompt that is one of the plugin's slash commands (`/memory:…`) is an `own_command` record: that turn is the
//   plugin talking to itself, and the store keeps none of it.
//
// Privacy filtering is not done here; callers run the records' text through capture/privacy.
import { isOwnCommand, isOwnContext, shownMemoryIds, TASK_NOTIFICATION, withoutSystemReminders } from './own-output.js';

export type TranscriptRecord =
  | {
      kind: 'prompt';
      uuid: string;
      sessionId: string;
      cwd: string;
      timestamp: string;
      promptId?: string;
      text: string;
      sidechain: boolean;
      agentId?: string;
    }
  | {
      kind: 'assistant_text';
      uuid: string;
      messageId?: string;
      sessionId: string;
      cwd: string;
      timestamp: string;
      text: string;
      sidechain: boolean;
      agentId?: string;
    }
  | {
      kind: 'tool_use';
      uuid: string;
      sessionId: string;
      cwd: string;
      timestamp: string;
      toolUseId: string;
      toolName: string;
      input: unknown;
      sidechain: boolean;
      agentId?: string;
    }
  | {
      kind: 'tool_result';
      uuid: string;
      sessionId: string;
      cwd: string;
      timestamp: string;
      toolUseId: string;
      output: string;
      isError: boolean;
      sidechain: boolean;
      agentId?: string;
    }
  | { kind: 'compact_boundary'; uuid: string; sessionId: string; cwd: string; timestamp: string; summary?: string }
  /** A turn started by one of the plugin's own slash commands: its prompt, reply and tool calls are not memory. */
  | { kind: 'own_command'; uuid: string; sessionId: string; cwd: string; timestamp: string; sidechain: boolean; command: string }
  /** Memories the plugin's hooks showed the session (the ids in an injected context), so restating them is no evidence. */
  | { kind: 'shown'; uuid: string; sessionId: string; cwd: string; timestamp: string; memoryIds: string[] };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

interface LineMeta {
  uuid: string;
  sessionId: string;
  cwd: string;
  timestamp: string;
  sidechain: boolean;
  agentId?: string;
}

/**
 * Parses one transcript line.
 * Returns null when the line is malformed (not JSON, not an object, no `type`, or a
 * user/assistant/system line without uuid and sessionId), and [] for a valid line that holds
 * nothing to keep (blank lines, bookkeeping lines, meta messages).
 *
 * Records from one line get distinct uuids: the line's uuid for the first, `<uuid>:<n>` for
 * later ones (the CLI writes one block per line today, but older transcripts batch them).
 * A compact boundary is keyed by the uuid of the `system/compact_boundary` line; the summary
 * message that follows it yields a second compact_boundary record with the SAME uuid and the
 * summary, so a store can upsert by uuid. parseTranscriptChunk merges the two when it sees both.
 */
export function parseTranscriptLine(line: string): TranscriptRecord[] | null {
  const text = line.replace(/^\uFEFF/, '').trim();
  if (text === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || typeof data.type !== 'string') return null;

  switch (data.type) {
    case 'user':
      return parseUser(data);
    case 'assistant':
      return parseAssistant(data);
    case 'system':
      return data.subtype === 'compact_boundary' ? parseCompactBoundary(data) : [];
    case 'attachment':
      return parseInjectedContext(data);
    default:
      return [];
  }
}

function lineMeta(data: Obj): LineMeta | null {
  const uuid = str(data.uuid);
  const sessionId = str(data.sessionId);
  if (!uuid || !sessionId) return null;
  const meta: LineMeta = {
    uuid,
    sessionId,
    cwd: str(data.cwd) ?? '',
    timestamp: str(data.timestamp) ?? '',
    sidechain: data.isSidechain === true,
  };
  const agentId = str(data.agentId);
  if (agentId) meta.agentId = agentId;
  return meta;
}

function withUniqueUuids(records: TranscriptRecord[]): TranscriptRecord[] {
  return records.map((r, i) => (i === 0 ? r : { ...r, uuid: `${r.uuid}:${i}` }));
}

function parseUser(data: Obj): TranscriptRecord[] | null {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  // Meta lines are injected by the CLI (local-command caveats, expanded slash-command bodies).
  if (data.isMeta === true) return [];
  if (data.isCompactSummary === true) return parseCompactSummary(data, meta, message.content);

  const promptId = str(data.promptId);
  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const prompt = (text: string): TranscriptRecord => ({
    kind: 'prompt',
    uuid,
    sessionId,
    cwd,
    timestamp,
    ...(promptId ? { promptId } : {}),
    text,
    sidechain,
    ...(agentId ? { agentId } : {}),
  });

  const content = message.content;
  const ownCommand = ownCommandOf(content);
  if (ownCommand) return [{ kind: 'own_command', uuid, sessionId, cwd, timestamp, sidechain, command: ownCommand }];
  if (typeof content === 'string') {
    const text = humanPromptText(content);
    return text ? [prompt(text)] : [];
  }
  if (!Array.isArray(content)) return [];

  const records: TranscriptRecord[] = [];
  const texts: string[] = [];
  let promptSlot = -1;
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === 'tool_result') {
      const toolUseId = str(block.tool_use_id);
      if (!toolUseId) continue;
      records.push({
        kind: 'tool_result',
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        // The harness appends reminders to some results (often quoting injected context): not the tool's output.
        output: withoutSystemReminders(toolResultText(block.content)),
        isError: block.is_error === true,
        sidechain,
        ...(agentId ? { agentId } : {}),
      });
    } else if (block.type === 'text' && typeof block.text === 'string') {
      // A prompt with images arrives as text + image blocks; the text blocks form one prompt.
      if (promptSlot < 0) {
        promptSlot = records.length;
        records.push(prompt(''));
      }
      texts.push(block.text);
    }
  }
  if (promptSlot >= 0) {
    const text = humanPromptText(texts.join('\n'));
    if (text) records[promptSlot] = prompt(text);
    else records.splice(promptSlot, 1);
  }
  return withUniqueUuids(records);
}

/**
 * Reduces a user message to what a human typed, or '' when nothing was typed.
 *
 * Judgement calls, all aimed at keeping only what the user said:
 * - `<local-command-stdout|stderr|caveat>`, `<bash-stdout|stderr>` and `<system-reminder>`
 *   blocks are output of the CLI, not typing, and are dropped.
 * - A slash command (`<command-name>/x</command-name>…<command-args>a b</command-args>`)
 *   becomes `/x a b` when it has arguments. A bare `/compact` or `/clear` carries no content
 *   worth remembering and is dropped.
 * - `<bash-input>cmd</bash-input>` (the `!` prefix mode) becomes `! cmd`: the user typed it.
 * - Interruption notices (`[Request interrupted by user…]`) are dropped, and so are `<task-notification>` blocks (a
 *   background subagent's completion, which Claude Code 2.1.3xx reports to the main loop as a prompt of its own).
 */
export function humanPromptText(raw: string): string {
  let text = raw.replace(
    /<(local-command-stdout|local-command-stderr|local-command-caveat|bash-stdout|bash-stderr|system-reminder)>[\s\S]*?<\/\1>/g,
    '',
  );
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(text)?.[1]?.trim();
  const args = /<command-args>([\s\S]*?)<\/command-args>/.exec(text)?.[1]?.trim();
  text = text.replace(/<(command-name|command-message|command-args|command-contents)>[\s\S]*?<\/\1>/g, '');
  text = text.replace(/<bash-input>([\s\S]*?)<\/bash-input>/g, (_m, cmd: string) => `! ${cmd.trim()}`);
  text = text.replace(TASK_NOTIFICATION, '');
  text = text.trim();
  if (name && args) {
    const command = `${name.startsWith('/') ? name : `/${name}`} ${args}`;
    text = text ? `${command}\n${text}` : command;
  }
  if (/^\[Request interrupted by user[^\]]*\]$/.test(text)) return '';
  return text;
}

/** The plugin's slash command a typed prompt runs (`/memory:status`, with or without arguments), or null. */
function ownCommandOf(content: unknown): string | null {
  const raw =
    typeof content === 'string'
      ? content
      : Array.isArray(content)
        ? content
            .filter((b): b is Obj => isObj(b) && b.type === 'text' && typeof b.text === 'string')
            .map((b) => b.text as string)
            .join('\n')
        : '';
  const name = /<command-name>([\s\S]*?)<\/command-name>/.exec(raw)?.[1]?.trim();
  const command = name ? (name.startsWith('/') ? name : `/${name}`) : raw.trim();
  return isOwnCommand(command) ? command.split(/\s/)[0] : null;
}

/** A hook's injected context (`attachment` of type hook_additional_context) when the plugin wrote it: what it showed. */
function parseInjectedContext(data: Obj): TranscriptRecord[] {
  const attachment = data.attachment;
  if (!isObj(attachment) || attachment.type !== 'hook_additional_context') return [];
  const meta = lineMeta(data);
  if (!meta || meta.sidechain) return [];
  const parts = Array.isArray(attachment.content) ? attachment.content : [attachment.content];
  const memoryIds = parts.filter((p): p is string => typeof p === 'string' && isOwnContext(p)).flatMap(shownMemoryIds);
  if (!memoryIds.length) return [];
  return [{ kind: 'shown', uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp, memoryIds }];
}

function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  // Images and other non-text blocks have no searchable text.
  return content
    .filter((b): b is Obj => isObj(b) && b.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text as string)
    .join('\n');
}

function parseAssistant(data: Obj): TranscriptRecord[] | null {
  const meta = lineMeta(data);
  const message = data.message;
  if (!meta || !isObj(message)) return null;
  // Synthetic messages (API errors, "No response requested.") were never said by the model.
  if (data.isApiErrorMessage === true || message.model === '<synthetic>') return [];

  const { uuid, sessionId, cwd, timestamp, sidechain, agentId } = meta;
  const messageId = str(message.id);
  const text = (t: string): TranscriptRecord => ({
    kind: 'assistant_text',
    uuid,
    ...(messageId ? { messageId } : {}),
    sessionId,
    cwd,
    timestamp,
    text: t,
    sidechain,
    ...(agentId ? { agentId } : {}),
  });

  const content = message.content;
  if (typeof content === 'string') return content.trim() ? [text(content)] : [];
  if (!Array.isArray(content)) return [];

  const records: TranscriptRecord[] = [];
  for (const block of content) {
    if (!isObj(block)) continue;
    if (block.type === 'text' && typeof block.text === 'string' && block.text.trim() !== '') {
      records.push(text(block.text));
    } else if (block.type === 'tool_use') {
      const toolUseId = str(block.id);
      const toolName = str(block.name);
      if (!toolUseId || !toolName) continue;
      records.push({
        kind: 'tool_use',
        uuid,
        sessionId,
        cwd,
        timestamp,
        toolUseId,
        toolName,
        input: block.input,
        sidechain,
        ...(agentId ? { agentId } : {}),
      });
    }
    // thinking / redacted_thinking blocks are the model's scratchpad, not part of the record.
  }
  return withUniqueUuids(records);
}

function parseCompactBoundary(data: Obj): TranscriptRecord[] | null {
  const meta = lineMeta(data);
  if (!meta) return null;
  return [{ kind: 'compact_boundary', uuid: meta.uuid, sessionId: meta.sessionId, cwd: meta.cwd, timestamp: meta.timestamp }];
}

function parseCompactSummary(data: Obj, meta: LineMeta, content: unknown): TranscriptRecord[] {
  const raw = typeof content === 'string' ? content : toolResultText(content);
  const summary = extractCompactSummary(raw);
  // The summary's parent is the boundary line; sharing its uuid lets the two be merged.
  const uuid = str(data.parentUuid) ?? meta.uuid;
  return [
    {
      kind: 'compact_boundary',
      uuid,
      sessionId: meta.sessionId,
      cwd: meta.cwd,
      timestamp: meta.timestamp,
      ...(summary ? { summary } : {}),
    },
  ];
}

/** Strips the CLI's fixed preamble and trailing instructions around a compaction summary. */
function extractCompactSummary(raw: string): string {
  let s = raw.replace(/^This session is being continued from a previous conversation[^\n]*\n+/, '');
  s = s.replace(/^Summary:\s*\n/, '');
  s = s.replace(
    /\n+(?:If you need specific details from before compaction|Please continue the conversation from where|Continue the conversation from where it left off)[\s\S]*$/,
    '',
  );
  return s.trim();
}

/**
 * Parses the complete lines of a chunk read from a transcript at some byte offset.
 * A trailing partial line (no `\n` yet: the CLI may be mid-write) is left unread;
 * `consumedBytes` stops after the last newline so the caller can advance its byte cursor
 * by exactly that much and read the rest later. Invalid UTF-8 is decoded with U+FFFD.
 */
export function parseTranscriptChunk(buf: Buffer): {
  records: TranscriptRecord[];
  malformed: number;
  consumedBytes: number;
} {
  const lastNewline = buf.lastIndexOf(0x0a);
  if (lastNewline < 0) return { records: [], malformed: 0, consumedBytes: 0 };

  const records: TranscriptRecord[] = [];
  const boundaries = new Map<string, number>(); // compact_boundary uuid -> index in records
  let malformed = 0;
  let start = 0;
  while (start <= lastNewline) {
    const end = buf.indexOf(0x0a, start);
    const parsed = parseTranscriptLine(buf.toString('utf8', start, end));
    start = end + 1;
    if (parsed === null) {
      malformed++;
      continue;
    }
    for (const rec of parsed) {
      if (rec.kind === 'compact_boundary') {
        const at = boundaries.get(rec.uuid);
        if (at !== undefined) {
          const prev = records[at];
          if (prev.kind === 'compact_boundary' && rec.summary !== undefined && prev.summary === undefined) {
            records[at] = { ...prev, summary: rec.summary };
          }
          continue;
        }
        boundaries.set(rec.uuid, records.length);
      }
      records.push(rec);
    }
  }
  return { records, malformed, consumedBytes: lastNewline + 1 };
}
