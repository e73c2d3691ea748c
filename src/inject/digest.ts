// The SessionStart digest: a compact, readable view of this project's memory within a hard token budget, carrying
// the ids that the MCP tools drill into.
import type { Db } from '../store/connection.js';
import { activeDecisions, countActiveDecisions } from '../store/memory.js';
import { countRecentSessions, firstPrompts, getSession, hotFiles, recentSessions, toolRunsSince, type SessionRow } from '../store/read.js';
import { unresolvedFailures } from './failures.js';
import { estimateTokens, fitToBudget } from './budget.js';

export type StartSource = 'startup' | 'resume' | 'clear' | 'compact';

export interface DigestOptions {
  projectName: string;
  /** The project's root: paths under it are shown relative. */
  projectRoot?: string;
  sessionId: string;
  source: StartSource;
  budgetTokens: number;
  now: number;
  /** Items of the user-wide global memory that hold here too (already without the project's own copies). */
  globalItems?: { id: string; type: string; text: string; reason: string }[];
}

/** Shares of the budget, in the order sections are written; what a section leaves unused flows to the next. */
const SECTION_SHARES = { decisions: 0.35, global: 0.1, sessions: 0.3, failures: 0.15, files: 0.1 } as const;
const LOOKBACK_MS = 30 * 86_400_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shortId = (id: string) => id.slice(0, 8);
const oneLine = (s: string, max: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
};

export function buildDigest(db: Db, opts: DigestOptions): string | null {
  // On resume the conversation already holds what was injected at its start: offer only what happened since.
  const current = getSession(db, opts.sessionId);
  const since = opts.source === 'resume' && current ? current.startedAt : 0;

  // Filtered in SQL, before the limits, so the current session or empty sessions never take the others' places.
  const decisionFilter = { since, exceptSessionId: opts.sessionId };
  const sessionFilter = { since, nonEmpty: true };
  const failuresSince = Math.max(since, opts.now - LOOKBACK_MS);
  const decisions = activeDecisions(db, 50, decisionFilter);
  const sessions = recentSessions(db, 20, opts.sessionId, sessionFilter);
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  // What the trailers count: everything left out, not only what was fetched.
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - sessions.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0,
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  // On resume the conversation already has them.
  const globalItems = since ? [] : (opts.globalItems ?? []);
  const firsts = firstPrompts(db, sessions.filter((s) => !s.rollup).map((s) => s.id));
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;

  const header =
    `## Project memory: ${opts.projectName} (claude-memory)\n` +
    `Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), ` +
    `session_timeline(session_id), session_event(event_id).` +
    (opts.source === 'resume' ? ' Only what happened since this session began is listed.' : '');
  // Each section gets its share plus what earlier sections left unused; joins cost a token each.
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  let remaining = total;
  let carry = 0;
  const parts: string[] = [header];
  const section = (title: string, lines: string[], share: number, what: keyof typeof unfetched) => {
    const allowance = Math.min(remaining, Math.floor(total * share) + carry);
    if (!lines.length || allowance <= 0) {
      carry = Math.max(0, allowance);
      return;
    }
    const trailer = (n: number) => `… ${n + unfetched[what]} more ${what} (session_recall finds them)`;
    let fitted = fitToBudget(lines, allowance, { header: `\n### ${title}`, trailer });
    if (fitted.omitted === 0 && unfetched[what] > 0) {
      // Every fetched line fits, but more exist than were fetched: the trailer must still say so.
      const tail = `\n${trailer(0)}`;
      const room = fitToBudget(lines, allowance - estimateTokens(tail), { header: `\n### ${title}`, trailer });
      fitted = room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
    }
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, allowance - fitted.tokens - 1);
  };
  section(
    'Active decisions',
    decisions.map(
      (d) =>
        `- [decision:${d.id}${d.source === 'manual' ? ', manual' : ''}${d.trust === 'candidate' ? ', unconfirmed' : ''}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(' ')}` : ''}] ${rel(oneLine(d.decision, 200))}${d.reason ? ` (because ${rel(oneLine(d.reason, 160))})` : ''}`,
    ),
    SECTION_SHARES.decisions,
    'decisions',
  );
  section(
    'Across your projects (global memory)',
    globalItems.map((g) => `- [${g.id}] ${oneLine(g.text, 200)}${g.reason ? ` (because ${oneLine(g.reason, 160)})` : ''}`),
    SECTION_SHARES.global,
    'global',
  );
  section('Recent sessions', sessions.map((s) => rel(sessionLine(s, firsts.get(s.id)))), SECTION_SHARES.sessions, 'sessions');
  section(
    'Unresolved failures',
    failures.map((f) => rel(`- [tool:${f.id}] ${oneLine(f.summary, 140)}${f.error ? `: ${oneLine(f.error, 120)}` : ''} (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`)),
    SECTION_SHARES.failures,
    'failures',
  );
  section('Hot files', files.map((f) => `- ${rel(f.path)} (${f.count} turns)`), SECTION_SHARES.files, 'files');
  const text = parts.join('\n').trim();
  return parts.length > 1 ? text : null;
}

function sessionLine(s: SessionRow, firstPrompt: string | undefined): string {
  const what = s.rollup ? oneLine(s.rollup, 320) : firstPrompt ? `asked "${oneLine(firstPrompt, 160)}" (not summarized yet)` : 'not summarized yet';
  return `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: ${what}`;
}

/** Shows paths under the project root relative to it (the reader is in that root). */
function relativizer(root: string | undefined): (text: string) => string {
  if (!root || root === '/') return (t) => t;
  const base = root.endsWith('/') ? root : `${root}/`;
  return (t) => t.split(base).join('');
}
