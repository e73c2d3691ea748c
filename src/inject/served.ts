// A prompt handed to the session's server (recall/socket.ts) arrives twice: first as the hook read it, before the
// hook has loaded the rest of its code, sanitized and journaled it; then as the hook journaled it. The server starts
// the prompt's recall on the first (sanitized here, the way the hook sanitizes what it journals), so the search runs
// while the hook works, and the hook's own request settles what is answered.
import { sanitizePrompt } from '../capture/sanitize.js';
import type { Config } from '../config.js';
import type { ProjectIdentity } from '../paths.js';
import { MAX_QUERY_CHARS, type HookRequest } from '../recall/socket-client.js';
import { isExcluded, type HookContextDeps } from './context.js';
import { promptRecallQuery } from './prompt.js';

type InjectionRecall = HookContextDeps['recall'];

/**
 * Starts the injection's recall for a prompt the hook has begun to hand over, and gives the recall to answer it with:
 * one that reuses the search begun here when the hook's journaled prompt asks the same, and searches anew otherwise.
 * Null when there is nothing to begin (a session start, an excluded project, a prompt too short to get anything).
 */
export function beginPromptRecall(begun: HookRequest, config: Config, project: ProjectIdentity, recall: InjectionRecall): InjectionRecall | null {
  if (begun.hook !== 'UserPromptSubmit' || isExcluded(config.injection.excludeProjects, project)) return null;
  const asked = promptRecallQuery(sanitizePrompt(begun.prompt ?? '', config).slice(0, MAX_QUERY_CHARS), config.injection.promptItems);
  if (!asked) return null;
  const early = recall(asked.query, asked.limit, begun.sessionId);
  early.catch(() => undefined); // a hand-over the hook abandons leaves it unread
  return (query, limit, sessionId) => (query === asked.query && limit === asked.limit && sessionId === begun.sessionId ? early : recall(query, limit, sessionId));
}
