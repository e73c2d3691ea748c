// The SessionStart digest: a compact, readable view of this project's memory within a hard token budget, carrying
// the ids that the MCP tools drill into.
import type { Db } from '../store/connection.js';
import { activeDecisions, activeItems, countActiveDecisions, countActiveItems, type DecisionRow } from '../store/saved-items.js';
import { isTrivialSession, wholeSentences } from '../compress/substance.js';
import {
  countRecentSessions,
  firstPrompts,
  getSession,
  hotFiles,
  recentSessions,
  sessionSubstance,
  toolRunsSince,
  turnGists,
  type SessionRow,
} from '../store/read.js';
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
 * share of a section with nothing to show is split among the others. Decisions 0.2 and sessions 0.4 (0.3 each before):
 * once change statements became decisions, the decision share filled and the session lines that carried answers fell
 * out; picked on the tuning stories (0.15-0.25 the best, +3 probes), then measured once on the held-out ones
 * (devlog-holdout answer seen 0.631 -> 0.646, superseded 0.417 -> 0.500; devlog-val and devlog-infra unchanged).
 */
const SECTION_SHARES = { decisions: 0.2, rules: 0.15, global: 0.1, sessions: 0.4, failures: 0.1, files: 0.05 } as const;
/** House rules: what a developer asked every session to follow. */
const RULE_TYPES = ['preference', 'convention'] as const;
const LOOKBACK_MS = 30 * 86_400_000;
/** Sessions fetched for the listing: trivial ones not judged yet (no rollup) are left out after the fetch. */
const SESSIONS_FETCHED = 20;
/** Longest line of each kind, in characters: whole sentences up to it (only a first sentence past it is cut). */
const LINE_CHARS = { item: 300, reason: 200, session: 360 } as const;

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
  const sessionFilter = { since, nonEmpty: true, substantial: true };
  const failuresSince = Math.max(since, opts.now - LOOKBACK_MS);
  const decisions = activeDecisions(db, 50, decisionFilter);
  const rules = activeItems(db, RULE_TYPES, 30, decisionFilter);
  const fetched = recentSessions(db, SESSIONS_FETCHED, opts.sessionId, sessionFilter);
  // Sessions the worker has not judged yet (no rollup: still open, or just closed) are judged here, by the same rule.
  const unjudged = sessionSubstance(
    db,
    fetched.filter((s) => s.trivial === null).map((s) => s.id),
  );
  const sessions = fetched.filter((s) => !(s.trivial === null && isTrivialSession(unjudged.get(s.id)!)));
  const open = unresolvedFailures(toolRunsSince(db, failuresSince, opts.sessionId));
  const failures = open.slice(0, 10);
  // What the trailers count: everything left out, not only what was fetched.
  const unfetched = {
    decisions: countActiveDecisions(db, decisionFilter) - decisions.length,
    rules: countActiveItems(db, RULE_TYPES, decisionFilter) - rules.length,
    sessions: countRecentSessions(db, opts.sessionId, sessionFilter) - fetched.length,
    failures: open.length - failures.length,
    files: 0,
    global: 0,
  };
  const files = since ? [] : hotFiles(db, opts.now - LOOKBACK_MS, 10);
  // On resume the conversation already has them.
  const globalItems = since ? [] : (opts.globalItems ?? []);
  const unrolled = sessions.filter((s) => !s.rollup).map((s) => s.id);
  const firsts = firstPrompts(db, unrolled);
  const gists = turnGists(db, unrolled);
  const rel = relativizer(opts.projectRoot);
  if (!decisions.length && !rules.length && !sessions.length && !failures.length && !files.length && !globalItems.length) return null;

  const header =
    `## Project memory: ${opts.projectName} (claude-memory)\n` +
    `Past work in this project, from local memory. Drill down with the memory MCP tools: session_recall(topic), ` +
    `session_timeline(session_id), session_event(event_id).` +
    (opts.source === 'resume' ? ' Only what happened since this session began is listed.' : '');
  const itemTag = (d: DecisionRow) =>
    `[${d.type}:${d.id}${d.source === 'manual' ? ', manual' : ''}${d.trust === 'candidate' ? ', unconfirmed' : ''}${d.sharedBy ? `, shared by ${d.sharedBy}` : ''}${d.conflictsWith.length ? `, conflicts with ${d.conflictsWith.join(' ')}` : ''}]`;
  // Each line in full, and the shorter whole-sentence form the first line of a section falls back to when the full one
  // does not fit (an item without its reason, a session's first sentence): never a line cut mid-sentence.
  const withReason = (tag: string, text: string, reason: string): Line => {
    const short = `- ${tag} ${rel(wholeSentences(text, LINE_CHARS.item))}`;
    return reason
      ? { full: `${short} (because ${rel(wholeSentences(reason, LINE_CHARS.reason).replace(/\.$/, ''))})`, short }
      : { full: short };
  };
  const itemLine = (d: DecisionRow) => withReason(itemTag(d), d.decision, d.reason);
  const sections: { what: keyof typeof unfetched; title: string; lines: Line[] }[] = [
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
      lines: globalItems.map((g) => withReason(`[${g.id}]`, g.text, g.reason)),
    },
    { what: 'sessions', title: 'Recent sessions', lines: sessions.map((s) => sessionLine(s, gists.get(s.id), firsts.get(s.id), rel)) },
    {
      what: 'failures',
      title: 'Unresolved failures',
      lines: failures.map((f) => {
        const where = ` (session ${shortId(f.sessionId)}, turn ${f.promptNumber})`;
        const short = rel(`- [tool:${f.id}] ${oneLine(f.summary, 140)}`);
        return f.error
          ? { full: `${short}: ${rel(oneLine(f.error, 120))}${where}`, short: `${short}${where}` }
          : { full: `${short}${where}` };
      }),
    },
    { what: 'files', title: 'Hot files', lines: files.map((f) => ({ full: `- ${rel(f.path)} (${f.count} turns)` })) },
  ];
  // Each section gets its share plus what earlier sections left unused; joins cost a token each. A section whose first
  // line is longer than that may borrow what later sections will not need for their own first lines, so no section
  // with something to show vanishes while the budget has room, and no line is cut.
  const total = opts.budgetTokens - estimateTokens(header) - 8;
  const listed = sections.filter((x) => x.lines.length);
  const shown = listed.reduce((sum, x) => sum + SECTION_SHARES[x.what], 0) || 1;
  const shareOf = (what: keyof typeof unfetched) => Math.floor((total * SECTION_SHARES[what]) / shown);
  const firstLineCost = (x: (typeof sections)[number]) => estimateTokens(`\n### ${x.title}\n${x.lines[0].short ?? x.lines[0].full}`) + 1;
  let remaining = total;
  let carry = 0;
  const parts: string[] = [header];
  // With room for every section's first line, a section borrows only what leaves the later ones theirs; in a budget too
  // small for that, the sections come in order of importance (decisions first) and may take all that is left.
  const roomForAll = listed.reduce((sum, x) => sum + firstLineCost(x), 0) <= total;
  listed.forEach(({ what, title, lines }, i) => {
    const reservedLater = roomForAll ? listed.slice(i + 1).reduce((sum, x) => sum + Math.min(firstLineCost(x), shareOf(x.what)), 0) : 0;
    const fitLines = (texts: string[], allowance: number) => {
      const trailer = (n: number) => `… ${n + unfetched[what]} more ${what} (session_recall finds them)`;
      let fitted = fitToBudget(texts, allowance, { header: `\n### ${title}`, trailer, wholeItems: true });
      if (fitted.omitted === 0 && unfetched[what] > 0) {
        // Every fetched line fits, but more exist than were fetched: the trailer must still say so.
        const tail = `\n${trailer(0)}`;
        const room = fitToBudget(texts, allowance - estimateTokens(tail), { header: `\n### ${title}`, trailer, wholeItems: true });
        fitted =
          room.omitted === 0 && room.included > 0 ? { ...room, text: room.text + tail, tokens: estimateTokens(room.text + tail) } : room;
      }
      return fitted;
    };
    const full = lines.map((l) => l.full);
    const shortened = lines[0].short ? [lines[0].short, ...full.slice(1)] : null;
    const fitWithin = (allowance: number) => {
      const fitted = fitLines(full, allowance);
      return fitted.included === 0 && shortened ? fitLines(shortened, allowance) : fitted;
    };
    const allowance = Math.min(remaining, shareOf(what) + carry);
    let fitted = fitWithin(allowance);
    let granted = allowance;
    if (fitted.included === 0 && remaining - reservedLater > allowance) {
      granted = remaining - reservedLater;
      fitted = fitWithin(granted);
    }
    if (fitted.included > 0) {
      parts.push(fitted.text);
      remaining -= fitted.tokens + 1;
    }
    carry = Math.max(0, granted - fitted.tokens - 1);
  });
  const text = parts.join('\n').trim();
  return parts.length > 1 ? text : null;
}

interface Line {
  full: string;
  /** A shorter form of whole sentences, for a first line whose full form does not fit. */
  short?: string;
}

function sessionLine(s: SessionRow, turnGists: string[] | undefined, firstPrompt: string | undefined, rel: (t: string) => string): Line {
  // A session closed without its SessionEnd is rolled up a moment later; its turns' summaries say what it did meanwhile.
  const told = s.rollup ?? (turnGists?.length ? turnGists.join(' ') : null);
  const head = `- [session ${s.id}] ${day(s.startedAt)}, ${s.promptCount} turns: `;
  if (!told)
    return { full: rel(`${head}${firstPrompt ? `asked "${oneLine(firstPrompt, 160)}" (not summarized yet)` : 'not summarized yet'}`) };
  const full = rel(`${head}${wholeSentences(told, LINE_CHARS.session)}`);
  const short = rel(`${head}${wholeSentences(told, LINE_CHARS.session / 3)}`);
  return short.length < full.length ? { full, short } : { full };
}

/** Shows paths under the project root relative to it (the reader is in that root). */
function relativizer(root: string | undefined): (text: string) => string {
  if (!root || root === '/') return (t) => t;
  const base = root.endsWith('/') ? root : `${root}/`;
  return (t) => t.split(base).join('');
}
