// The SessionStart digest: a compact, readable view of this project's memory within a hard token budget, carrying
// the ids that the MCP tools drill into.
import type { Db } from '../store/connection.js';
import { activeDecisions, activeItems, countActiveDecisions, countActiveItems, type DecisionRow } from '../store/saved-items.js';
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

/**
 * Shares of the budget, in the order sections are written; what a section leaves unused flows to the next, and the
 * share of a section with nothing to show is split among the others.
 */
const SECTION_SHARES = { decisions: 0.3, rules: 0.15, global: 0.1, sessions: 0.3, failures: 0.1, files: 0.05 } as const;
/** House rules: what a developer asked every session to follow. */
const RULE_TYPES = ['preference', 'convention'] as const;
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
  const rules = activeItems(db, RULE_TYPES, 30, decisionFilter);
  const sessions = recentSessions(db, 20, opts.sessionId, sessionFilter);
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  // What the trailers count: everything left out, not only what was fetched.
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    rules: countActiveItems(db, RULE_TYPES, decisionFilter) - rules.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - sessions.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0,
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  // On resume the conversation already has them.
  const globalItems = since ? [] : (opts.globalItems ?? []);
  const firsts = firstPrompts(
    db,
    sessions.filter((s) => !s.rollup).map((s) => s.id),
  );
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !rules.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;

  const header =
    `## Project memory: ${opts.projectName} (claude-memory)\n` +
    `Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), ` +
    `session_timeline(session_id), session_event(event_id).` +
    (opts.source === 'resume' ? ' Only what happened since this session began is listed.' : '');
  const itemLine = (d: DecisionRow) =>
    `- [${d.type}:${d.id}${d.source === 'manual' ? ', manual' : ''}${d.trust === 'candidate' ? ', unconfirmed' : ''}${d.sharedBy ? `, shared by ${d.sharedBy}` : ''}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(' ')}` : ''}] ${rel(oneLine(d.decision, 200))}${d.reason ? ` (because ${rel(oneLine(d.reason, 160))})` : ''}`;
  const sections: { what: keyof typeof unfetched; title: string; lines: string[] }[] = [
    // The order is said, so a reader knows why a bare extracted "go with X" sits last: a decision with its reason says more.
    {
      what: 'decisions',
      title: 'Active decisions (confirmed first, then those with a reason, newest first)',
      lines: decisions.map(itemLine),
    },
    { what: 'rules', title: 'Preferences and conventions', lines: rules.map(itemLine) },
    {
      what: 'global',
      title: 'Across your projects (global memory)',
      lines: globalItems.map((g) => `- [${g.id}] ${oneLine(g.text, 200)}${g.reason ? ` (because ${oneLine(g.reason, 160)})` : ''}`),
    },
    { what: 'sessions', title: 'Recent sessions', lines: sessions.map((s) => rel(sessionLine(s, firsts.get(s.id)))) },
    {
      what: 'failures',
      title: 'Unresolved failures',
      lines: failures.map((f) =>
        rel(
          `- [tool:${f.id}] ${oneLine(f.summary, 140)}${f.error ? `: ${oneLine(f.error, 120)}` : ''} (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`,
        ),
      ),
    },
    { what: 'files', title: 'Hot files', lines: files.map((f) => `- ${rel(f.path)} (${f.count} turns)`) },
  ];
  // Each section gets its share plus what earlier sections left unused; joins cost a token each.
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  const shown = sections.filter((x) => x.lines.length).reduce((sum, x) => sum + SECTION_SHARES[x.what], 0) || 1;
  let remaining = total;
  let carry = 0;
  const parts: string[] = [header];
  for (const { what, title, lines } of sections) {
    if (!lines.length) continue;
    const allowance = Math.min(remaining, Math.floor((total * SECTION_SHARES[what]) / shown) + carry);
    if (allowance <= 0) {
      carry = 0;
      continue;
    }
    const trailer = (n: number) => `… ${n + unfetched[what]} more ${what} (session_recall finds them)`;
    let fitted = fitToBudget(lines, allowance, { header: `\n### ${title}`, trailer });
    if (fitted.omitted === 0 && unfetched[what] > 0) {
      // Every fetched line fits, but more exist than were fetched: the trailer must still say so.
      const tail = `\n${trailer(0)}`;
      const room = fitToBudget(lines, allowance - estimateTokens(tail), { header: `\n### ${title}`, trailer });
      fitted =
        room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
    }
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, allowance - fitted.tokens - 1);
  }
  const text = parts.join('\n').trim();
  return parts.length > 1 ? text : null;
}

function sessionLine(s: SessionRow, firstPrompt: string | undefined): string {
  const what = s.rollup
    ? oneLine(s.rollup, 320)
    : firstPrompt
      ? `asked "${oneLine(firstPrompt, 160)}" (not summarized yet)`
      : 'not summarized yet';
  return `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: ${what}`;
}

/** Shows paths under the project root relative to it (the reader is in that root). */
function relativizer(root: string | undefined): (text: string) => string {
  if (!root || root === '/') return (t) => t;
  const base = root.endsWith('/') ? root : `${root}/`;
  return (t) => t.split(base).join('');
}
