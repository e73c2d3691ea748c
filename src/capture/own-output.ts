// The plugin's own output as it comes back in a session: its MCP tools' calls and results, the context its hooks
// injected (an `attachment` line of the transcript), its slash commands. None of it is memory: stored, it would rank
// above what it was made from and confirm itself. What it showed the session is kept as ids only (session_exposures),
// so a later restatement is known for what it is. Pure.
import { ALL_KINDS } from '../store/kinds.js';

/** The plugin's slash commands (`commands/*.md` of plugin `memory`): `/memory:recall …`, `/memory:status`. */
const OWN_COMMAND = /^\/memory:[\w-]+(?:\s|$)/;

/** A prompt that is one of the plugin's own slash commands: its turn (expansion, reply, tools) is not memory. */
export function isOwnCommand(prompt: string): boolean {
  return OWN_COMMAND.test(prompt.trimStart());
}

/**
 * A background task's completion as Claude Code (2.1.3xx) reports it to the main loop, in a prompt of its own: a
 * `<task-notification>` block. The CLI speaking, not the user.
 */
export const TASK_NOTIFICATION = /<task-notification>[\s\S]*?<\/task-notification>/g;

/** A prompt that is nothing but task notifications: neither a prompt to remember nor one to inject memories into. */
export function isTaskNotification(prompt: string): boolean {
  return prompt.trimStart().startsWith('<task-notification>') && prompt.replace(TASK_NOTIFICATION, '').trim() === '';
}

/** Text the plugin's hooks injected: the SessionStart digest and the prompt's recalled memories both name it so. */
export function isOwnContext(text: string): boolean {
  return /\(claude-memory[);]/.test(text.slice(0, 400));
}

const MEMORY_ID = new RegExp(`\\[(?:global:)?((?:${ALL_KINDS.join('|')}):[\\w.-]+)`, 'g');
const DIGEST_SESSION = /\[session ([\w-]+)\]/g;

/**
 * The memories a piece of the plugin's output shows, by id: `[decision:3, manual]` in the digest and in prompt
 * injection, `- [decision:3] (…)` in a recall answer, and a digest's `[session <id>]` line, which shows its rollup.
 * Global items are left out: their ids name another store.
 */
export function shownMemoryIds(text: string): string[] {
  const ids = new Set<string>();
  for (const m of text.matchAll(MEMORY_ID)) {
    if (m[0].startsWith('[global:')) continue;
    ids.add(m[1]);
  }
  for (const m of text.matchAll(DIGEST_SESSION)) ids.add(`rollup:${m[1]}`);
  return [...ids];
}

/** Claude Code's `<system-reminder>` blocks: the harness speaking (often quoting injected context), never the tool. */
export function withoutSystemReminders(text: string): string {
  return text.includes('<system-reminder>') ? text.replace(/<system-reminder>[\s\S]*?<\/system-reminder>\s*/g, '').trim() : text;
}
