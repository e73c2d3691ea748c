// Zero-token extraction of knowledge candidates (decisions, preferences, conventions, discoveries) from one turn.
// Pure and deterministic: sentence rules, no model, no I/O. A noisy extractor is worse than none, so every rule
// asks for explicit language and anything hedged, asked, quoted, temporary or code-like is skipped.
import { sanitizeText, stripPrivate } from '../capture/privacy.js';
import type { TurnEvidence } from '../compress/evidence.js';
import { splitSentences } from '../compress/sentences.js';
import { ACCEPTS, changeIn } from './changes.js';
import {
  canonicalValue,
  normalizePhrase,
  nounKey,
  SETTING_NOUNS,
  slotForExactValue,
  slotForNoun,
  isEverydayWord,
  slotForValue,
  subjectFromNoun,
  type KnowledgeKind,
} from './subjects.js';

export type { KnowledgeKind } from './subjects.js';

export interface TurnMessage {
  text: string;
  /** Transcript line uuid (or prompt id) the text came from, kept as provenance. */
  uuid?: string;
}

export interface TurnInput {
  prompt?: TurnMessage | string;
  assistant?: ReadonlyArray<TurnMessage | string>;
  /** The turn's tool evidence (`extractEvidence`); only edits and commands are read, as provenance. */
  evidence?: Partial<Pick<TurnEvidence, 'filesModified' | 'commands'>>;
}

export type TurnPart = 'prompt' | 'assistant';

/**
 * What in the wording made the candidate: `replacement` (switch from, instead of, no longer, replace with),
 * `decided` (decided, let's go with), `standing` (from now on, always, never, going forward), `fix_applied`
 * (the turn edited files or ran a command that succeeded), `negated` (the statement is a "don't"/"never"),
 * `code_value` (a setting's value as the turn wrote it in code: `SLOT_CAPACITY=18`), `retracted` (the user took an
 * earlier rule back: "forget what I said about squash merges"; it retires any standing rule that names it).
 */
export type Signal = 'replacement' | 'decided' | 'standing' | 'fix_applied' | 'negated' | 'code_value' | 'retracted';

export interface Provenance {
  part: TurnPart;
  /** Index of the message within its part (0 for the prompt). */
  messageIndex: number;
  /** Indices of the quoted sentences within that message's prose. */
  sentenceIndices: number[];
  uuid?: string;
  /** Files the turn edited and commands it ran: the tool evidence that backs a discovery or a decision. */
  filesModified: string[];
  commands: string[];
}

export interface KnowledgeCandidate {
  kind: KnowledgeKind;
  /** The sentence(s) as said (whitespace collapsed, private blocks and secrets removed). */
  text: string;
  /** Normalized subject key: what the item is about ("database", "package manager", "session store"). */
  subject: string;
  /** The value chosen for the subject, when the sentence names one ("pnpm"), canonical form. */
  value?: string;
  /** The old value the wording says is replaced ("switch from npm to pnpm" -> "npm"), canonical form. */
  replaces?: string;
  /** An alternative named without replacement wording ("prefer tabs over spaces" -> "spaces"). */
  contrast?: string;
  polarity: 'positive' | 'negative';
  signals: Signal[];
  origin: 'inferred';
  /** Who said it: a user's words are stated preferences; the assistant's are reports of the work. */
  speaker: Speaker;
  provenance: Provenance;
}

export interface ExtractOptions {
  locale?: string;
  /** Hard cap per turn; a pasted document should not flood the store with candidates. */
  maxCandidates?: number;
}

const DEFAULT_MAX_CANDIDATES = 12;
const MIN_WORDS = 3;
const MAX_WORDS = 70;

// ── sentence-level rejection ──────────────────────────────────────────────────────────────────────────

const INTERROGATIVE_START =
  /^(?:should|shall|can|could|would|will|do|does|did|is|are|was|were|what|why|how|which|who|where|any idea|have you|has anyone)\b(?!\s*:)/;
// Hedged, hypothetical or undecided language: these sentences weigh options, they do not state them.
const HEDGE =
  /\b(?:maybe|perhaps|possibly|probably|presumably|might|i think|i believe|i guess|i suspect|i assume|not sure|unsure|it seems|seems like|seems to|appears to be|could be|may be|likely|hypothetically|in theory|what if|whether|wondering|i wonder|thinking about|considering|consider (?:using|switching|moving)|an option|one option|alternatively|do you want|would you like|shall we|should we|could we|can we|let me know|i'd suggest|i suggest|i recommend|i'd recommend|you could|you might|we could|we might|if you want|if you'd like|worth (?:trying|considering|a try)|tbd|to be decided|undecided|haven't decided|not decided|still deciding|open question|proposal|propose|proposed)\b/;
const TEMPORARY =
  /\b(?:for now|for the time being|for the moment|right now|temporar(?:y|ily)|just (?:for|to) (?:this|today|test|try|see|check)|as a (?:stopgap|quick hack|hack|test)|for this (?:test|experiment|spike|demo|one)|quick experiment|until (?:we|i|it|the)\b)/;
// Someone's words pasted into a prompt: a "> " line or a quoted span.
const PASTED = /^[ \t]*>|["“'‘][^"”'’\n]{8,}["”'’]/m;
// A choice under a condition is not made yet: "a small VM would keep SQLite; otherwise we'd move to Turso".
const CONDITIONAL = /\b(?:would|could|if|otherwise|unless|in case)\b/;
// Someone else's words: docs, errors and other people are not the team deciding.
const REPORTED =
  /\b(?:says|said|saying|claims|claimed|according to|(?:the )?(?:docs|documentation|readme|error|error message|message|log|output|warning|blog|article|tutorial|ticket|issue|changelog)(?: \w+)? (?:says|said|shows|showed|suggests|suggested|recommends|recommended|mentions|mentioned|reads|wants)|stack ?overflow|he wants|she wants|they want|they said|you said|you mentioned|you asked|you wanted|as requested|per your)\b/;
const LOG_LINE =
  /^\s*(?:\$ |> |at [\w.<>$]+ \(|\[\d|\d{4}-\d\d-\d\d[ T]\d|(?:error|warn|info|debug|fatal|trace)[:\]]|npm err|traceback|file ".*", line|\s*\d+ \|)/i;
const CODE_SYMBOLS = /[{}[\]();=<>|&$\\]/g;

function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function looksLikeCode(s: string): boolean {
  const prose = s.replace(/`[^`]*`/g, '');
  const symbols = prose.match(CODE_SYMBOLS)?.length ?? 0;
  if (symbols / Math.max(1, s.length) > 0.08) return true;
  return /=>|\)\s*;\s*$|^\s*(?:import|export|const|let|var|function|def|class|return|if \(|for \(|#include|SELECT|INSERT|UPDATE) /.test(
    prose,
  );
}

function rejectSentence(s: string): boolean {
  const words = wordCount(s);
  if (words < MIN_WORDS || words > MAX_WORDS) return true;
  if (s.includes('?')) return true;
  if (/\[private\]|\[REDACTED/.test(s)) return true;
  if (LOG_LINE.test(s) || looksLikeCode(s)) return true;
  if (/^\s*["“'‘]/.test(s)) return true; // a sentence that opens with a quote is someone's words
  return false;
}

/**
 * A same-length lower-case copy for matching: backticks and markdown emphasis become spaces, and quoted spans of
 * three or more words are blanked so a rule never fires on words someone is quoting.
 */
function scanText(s: string): string {
  const blank = (m: string) => (wordCount(m) >= 3 ? ' '.repeat(m.length) : m.replace(/["“”]/g, ' '));
  return s
    .replace(/"[^"]*"|“[^”]*”/g, blank)
    .replace(/[`*]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, (m) => ' '.repeat(m.length))
    .toLowerCase();
}

// ── phrases ───────────────────────────────────────────────────────────────────────────────────────────

// Words that end a value phrase ("use pnpm instead of npm", "use Redis for caching").
const PHRASE_STOP = new Set(
  (
    'instead rather over for as because since so to in on at with and but from across when which that then now here ' +
    'everywhere throughout going again anymore any more by via unless if until while after before than ' +
    'last next yesterday today tomorrow earlier recently later soon already entirely completely ' +
    'is are was were will would should could be been it its this these those we i you they please too also'
  ).split(' '),
);
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'this', 'that', 'its']);
// Interior underscores are part of a package name (env_logger, python_dateutil); edge ones were blanked as emphasis.
const WORD = /[\p{L}\p{N}@#][\p{L}\p{N}@#._+/:-]*/uy;

interface Phrase {
  text: string;
  end: number;
}

/** Up to `maxWords` words starting at `from`, stopping at punctuation or a boundary word. */
function phraseAt(scan: string, from: number, maxWords = 4, stop: ReadonlySet<string> = PHRASE_STOP): Phrase | undefined {
  let pos = from;
  const words: string[] = [];
  let end = from;
  while (words.length < maxWords) {
    while (pos < scan.length && scan[pos] === ' ') pos++;
    WORD.lastIndex = pos;
    const m = WORD.exec(scan);
    if (!m) break;
    const raw = m[0];
    const word = raw.replace(/[.:]+$/, '');
    if (words.length === 0 && LEADING_ARTICLES.has(word)) {
      pos = m.index + raw.length;
      continue;
    }
    if (stop.has(word)) break;
    words.push(word);
    pos = m.index + raw.length;
    end = m.index + word.length;
    if (word !== raw) break; // trailing period or colon: the sentence or clause ended
  }
  if (words.length === 0) return undefined;
  return { text: words.join(' '), end };
}

const STOP_CONTENT = new Set(
  (
    'the a an our my your their this that these those it its is are was were be been being will would should could ' +
    'must shall can may might do does did done have has had we i you they he she them us me of to in on at for with by ' +
    'from as into onto about and or but not no never always also just only all every each any some new ' +
    'use using used run running make making add adding write writing keep keeping put get set let please ' +
    "instead rather than then when so if because since there here what which who how very really stop quit don't " +
    'everything anything something one rule going forward found bug cause fix fixed now sees see'
  ).split(' '),
);

/** The first few content words of a clause, as a fallback subject ("always run the linter" -> "linter"). */
function topicWords(scan: string, from: number, max = 2): string | undefined {
  const words = scan
    .slice(from)
    .split(/[^\p{L}\p{N}.\-/']+/u)
    .map((w) => w.replace(/^[.\-/']+|[.\-/']+$/g, ''))
    .filter((w) => w.length > 1 && !w.includes("'") && !STOP_CONTENT.has(w) && !/^\d+$/.test(w));
  return words.length ? words.slice(0, max).join(' ') : undefined;
}

const PATH_TOKEN = /(?:^|\s)((?:[\w.-]+\/)+[\w.-]+|[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|rb|go|rs|java|kt|json|ya?ml|toml|sql|css|md|sh))\b/;

/** A slot value or noun mentioned anywhere in the clause ("tabs", "the ORM"): the clause is about that slot. */
function mentionedSlot(scan: string): string | undefined {
  const words = scan
    .split(/[^\p{L}\p{N}.+\-/:]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/[.:]+$/, ''));
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(' ');
      const slot = isEverydayWord(gram) ? undefined : slotForExactValue(gram);
      if (slot) return slot.subject;
    }
  }
  return undefined;
}

// ── rules ─────────────────────────────────────────────────────────────────────────────────────────────

interface Match {
  kind: KnowledgeKind;
  value?: string;
  replaces?: string;
  contrast?: string;
  role?: string;
  polarity: 'positive' | 'negative';
  signals: Signal[];
  /** Where the content after the trigger starts, for a fallback subject. */
  rest: number;
  /** Further choices stated in the same sentence ("X for A and Y for B"). */
  more?: Match[];
  /** Said in a form conversation rarely takes (a root cause, a fix in a turn that changed code): no topic check. */
  strong?: boolean;
}

// Modal or negation right before a trigger verb turns a statement into a question of options or a refusal.
const WEAK_BEFORE =
  /(?:\b(?:could|should|would|might|may|can|cannot|can't|won't|wouldn't|shouldn't|not|never|don't|didn't|doesn't|if|whether|to|want to|wanted to|try to|trying to|consider|considering|otherwise)|'d)\s+(?:\w+\s+)?$/;
// Using a tool to look at something is work, not a choice of technology.
const INSTRUMENTAL =
  /^\s*(?:to|and)\s+(?:find|check|see|search|look|inspect|debug|verify|print|list|read|grep|confirm|figure|get|locate|view|show|open|run|test|reproduce|trace|compare|quickly)\b/;

const SWITCH_FROM =
  /\b(?:switch(?:ed|ing)?|swap(?:ped|ping)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|port(?:ed|ing)?|chang(?:e|ed|ing)|convert(?:ed|ing)?|transition(?:ed|ing)?|go(?:ing)? back)\b([^.;]{0,40}?)\bfrom\s+/g;
const SWITCH_TO = /\b(?:switch(?:ed|ing)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|go(?:ing)? back)\s+(?:over\s+|back\s+)?to\s+/g;
const REPLACE_WITH = /\breplac(?:e|ed|ing)\s+/g;
// Not "move": moving the tests to a folder relocates them, switching them to pytest changes the tool.
const SWITCH_ROLE_TO =
  /\b(?:switch(?:ed|ing)?|migrat(?:e|ed|ing)|port(?:ed|ing)?)\s+((?:(?:the|our|my)\s+)?[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s+(?:over\s+)?to\s+/gu;

/**
 * "loki chokes on the env_logger lines. switch logging to tracing": a change of tool whose sentence names no old value
 * retires the other well-known value of the same slot that its message names, if there is exactly one.
 */
function oldValueNamedNearby(message: string, subject: string, value: string): string | undefined {
  const words = scanText(message)
    .split(/[^\p{L}\p{N}._+/:-]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/[.:]+$/, ''));
  const found = new Set<string>();
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(' ');
      if (isEverydayWord(gram) || slotForExactValue(gram)?.subject !== subject) continue;
      const v = canonicalValue(gram);
      if (v !== value && !value.includes(v) && !v.includes(value)) found.add(v);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** A folder, file or path: where something went, not which tool does the job. */
function isPlace(value: string): boolean {
  return (
    /\/|\b(?:folder|directory|dir|file|module|package|crate|repo|branch|page|section|tab)s?$/.test(value) || PATH_TOKEN.test(` ${value}`)
  );
}

const AUXILIARY = new Set(['has', 'have', 'is', 'are', 'was', 'were', 'got', 'now', 'just', 'all', 'been', 'finally', 'also']);

/** The role noun phrase (at most three words) that the clause opens with, when it names a known slot. */
function slotNounBefore(scan: string, index: number): string | undefined {
  const words = scan
    .slice(0, index)
    .trim()
    .split(/\s+/)
    .filter((w) => w && !AUXILIARY.has(w));
  if (words.length === 0 || words.length > 3) return undefined;
  const phrase = normalizePhrase(words.join(' '));
  return phrase && slotForNoun(phrase) ? phrase : undefined;
}
const CHOOSE =
  /\b(?:let's|let us|we'll|we will|we're going to|we are going to|we're gonna|we're|we are|we've|we have|we|i've|i have|team|i'll|i will|just|please|ok(?:ay)?,?|so,?|then|and)\s+(?:now\s+)?(?:go(?:ing)? with|use|using|used|adopt(?:ed)?|pick(?:ed)?|chose|choose|stick(?:ing)? with|settle(?:d)? on|standardi[sz]e(?:d)? on|went with|opted for|be using)\s+/g;
const IMPERATIVE_USE =
  /^(?:ok(?:ay)?,?\s+|alright,?\s+|so,?\s+|and\s+|also,?\s+|please\s+)*(?:use|go with|stick with|standardi[sz]e on|switch to|move to)\s+/;
const DECIDED = /\b(?:decided|decide|decision (?:is|was|has been)|agreed|settled on|we're going with|final answer)\b/;
const NO_LONGER =
  /\b(?:no longer use|no longer using|stop(?:ped)? using|drop(?:ped|ping)?|ditch(?:ed|ing)?|remov(?:e|ed|ing)|got rid of|get rid of|rip(?:ped)? out|deprecat(?:e|ed|ing))\s+/g;

/** "instead of X", "rather than X", "over X", ", not X" right after a value. */
function alternativeAfter(scan: string, from: number): { replaces?: string; contrast?: string; end: number } {
  const tail = scan.slice(from);
  const m = /^\s*(?:,\s*)?(instead of|in place of|replacing|rather than|over|, not|and not|not)\s+/.exec(tail);
  if (!m) return { end: from };
  const p = phraseAt(scan, from + m[0].length, 4);
  if (!p) return { end: from };
  const word = m[1].replace(/^,\s*/, '');
  if (word === 'instead of' || word === 'in place of' || word === 'replacing' || word === 'not' || word === 'and not') {
    return { replaces: p.text, end: p.end };
  }
  return { contrast: p.text, end: p.end };
}

// "for this repo", "for consistency": the scope or a reason, not the role the value plays.
const NOT_A_ROLE = new Set(
  (
    'repo repository project codebase app application service everything all team us me now good real consistency ' +
    'speed performance simplicity safety reasons reason production prod staging dev development local it ' +
    'them everyone everybody both the whole the rest later today'
  ).split(' '),
);

/** "as our database", "for the ORM", "with Redis for the scheduled job" right after a value. */
function roleSpan(scan: string, from: number): Phrase | undefined {
  const m = /^\s*(?:,\s*)?(?:with\s+[\p{L}\p{N}.-]+(?:\s+[\p{L}\p{N}.-]+)?\s+)?(?:as|for)\s+/u.exec(scan.slice(from));
  if (!m) return undefined;
  const p = phraseAt(scan, from + m[0].length, 3);
  if (!p || NOT_A_ROLE.has(p.text) || NOT_A_ROLE.has(p.text.split(' ')[0])) return undefined;
  return p;
}

function roleAfter(scan: string, from: number): string | undefined {
  return roleSpan(scan, from)?.text;
}

/** "use Twilio for the SMS and Celery for the scheduled job": further value-for-role pairs after the first. */
function moreChoices(scan: string, from: number, signals: Signal[]): Match[] {
  const out: Match[] = [];
  let pos = from;
  for (let i = 0; i < 4; i++) {
    const and = /^\s*(?:,\s*)?(?:and\s+)?(?:use\s+|go with\s+|pick\s+)?/.exec(scan.slice(pos));
    if (!and?.[0].trim()) break;
    const value = phraseAt(scan, pos + and[0].length, 3);
    const role = value ? roleSpan(scan, value.end) : undefined;
    if (!value || !role) break;
    out.push({ kind: 'decision', value: value.text, role: role.text, polarity: 'positive', signals, rest: value.end });
    pos = role.end;
  }
  return out;
}

function precededByWeak(scan: string, index: number): boolean {
  return WEAK_BEFORE.test(scan.slice(Math.max(0, index - 30), index));
}

// "good_job it is", "ok, Postgres it is": the idiom that closes a choice.
const IT_IS =
  /^(?:(?:ok(?:ay)?|alright|fine|right|then|so|yes|yep|great)[,!.]?\s+)*([\p{L}\p{N}@][\p{L}\p{N}@._+/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._+/-]*)?) it is(?: then)?\s*(?:[.!;,]|$)/u;
// "I like uv for dependencies": a user's pick for a named role.
const I_LIKE_FOR = /\bi(?:'d)? (?:like|love|want|would like) (?:to use |using )?/;
// "put the counter in postgres then": where something lives, when that place is a known technology.
const PUT_IN = /^(?:(?:ok|okay|so|then|and|also|please|just)[,]?\s+)*(?:put|keep|store|move|persist|save)\s+/;

// A change of a setting said as a number, without switch vocabulary: "the 30 second download timeout keeps tripping.
// give it 2 minutes", "turns out 30s is too tight; make it 2 minutes", "bump the pool to 16".
const QUANTITY = String.raw`\d+(?:[.,]\d+)?(?:\s*|-)(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|days?|weeks?|%|percent|[kmgt]i?b|x)?(?![\p{L}\p{N}])`;
const SET_TO = new RegExp(
  String.raw`\b(?:make it|give it|set it to|bump it(?: up)? to|raise it to|lower it to|drop it to|increase it to|reduce it to|change it to|take it (?:up |down )?to|up it to|make that|set that to)\s+(${QUANTITY})`,
  'u',
);
const QUANTITY_OF = new RegExp(String.raw`(?:^|[^\p{L}\p{N}.])(${QUANTITY})[ -]+((?:[a-z]+[ -]){0,2}?(${SETTING_NOUNS}))\b`, 'u');
const QUANTITY_TOO = new RegExp(
  String.raw`(?:^|[^\p{L}\p{N}.])(${QUANTITY})\s+(?:is|was|are|were)\s+(?:way |far |much |a bit |too )*(?:too|not enough)\b`,
  'u',
);
const NOUN_OF_SETTING = new RegExp(String.raw`\b((?:[a-z]+ ){0,2}(?:${SETTING_NOUNS}))\b`);

/** The setting a message changes by number, with its old and new value, or undefined. */
function settingChange(message: string, sentence: string): Match | undefined {
  const set = SET_TO.exec(sentence);
  if (!set) return undefined;
  const text = scanText(message.slice(0, Math.max(0, message.toLowerCase().indexOf(set[0])) || message.length));
  const named = QUANTITY_OF.exec(text);
  const old = named?.[1] ?? QUANTITY_TOO.exec(text)?.[1];
  const noun = named?.[2] ?? NOUN_OF_SETTING.exec(text)?.[1];
  if (!old || !noun) return undefined;
  const words = noun
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !PHRASE_STOP.has(w) && !LEADING_ARTICLES.has(w));
  const role = `setting ${normalizePhrase(words.join(' '))}`;
  return {
    kind: 'decision',
    value: set[1],
    replaces: old,
    role,
    polarity: 'positive',
    signals: ['replacement'],
    rest: 0,
    strong: true,
  };
}

// "we're on slog now", "we're back on pgbouncer", "everything runs on Postgres now": the state a change left.
const ON_NOW =
  /\b(?:we(?:'re| are)|everything(?:'s| is)|it(?:'s| is)|all)\s+(?:(now|back|all)\s+)?(?:on|using|running on|back on)\s+([\p{L}\p{N}@][\p{L}\p{N}@._+/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._+/-]*)?)(\s+now)?\b/u;

/** "we're on it now", "on track", "on call": being on something that is not a tool. */
const NOT_A_STATE = new Set(
  'it this that track schedule time call board hold break leave vacation top fire page holiday way same course target'.split(' '),
);

function matchDecision(scan: string, speaker: Speaker): Match | undefined {
  const decided = DECIDED.test(scan);
  const signals: Signal[] = decided ? ['decided'] : [];
  if (/\b(?:from now on|going forward|moving forward|henceforth|from here on)\b/.test(scan)) signals.push('standing');

  const onNow = ON_NOW.exec(scan);
  if (onNow && (onNow[1] || onNow[3] || /\bback on\b/.test(onNow[0])) && !precededByWeak(scan, onNow.index)) {
    const value = phraseAt(scan, onNow.index + onNow[0].length - (onNow[3]?.length ?? 0) - onNow[2].length, 2);
    // Back on a tool (a reverted revert), or on a known one now: said as a state, it is still the change it reports.
    if (value && !NOT_A_STATE.has(value.text.split(' ')[0]))
      return {
        kind: 'decision',
        value: value.text,
        polarity: 'positive',
        signals: [...signals, 'replacement'],
        rest: value.end,
        strong: /\bback\b/.test(onNow[0]) || slotForValue(value.text) !== undefined,
      };
  }

  for (const m of scan.matchAll(SWITCH_FROM)) {
    if (precededByWeak(scan, m.index!) && !decided) continue;
    const from = phraseAt(scan, m.index! + m[0].length, 4);
    if (!from) continue;
    const to = /^\s*(?:to|over to|onto|into|to using)\s+/.exec(scan.slice(from.end));
    if (!to) continue;
    const value = phraseAt(scan, from.end + to[0].length, 4);
    if (!value) continue;
    const between = normalizePhrase(m[1]);
    const role =
      between && !NOT_A_ROLE.has(between) && !/^(?:over|back|it|everything)$/.test(between) ? between : roleAfter(scan, value.end);
    return {
      kind: 'decision',
      value: value.text,
      replaces: from.text,
      role: role || undefined,
      polarity: 'positive',
      signals: [...signals, 'replacement'],
      rest: value.end,
    };
  }
  for (const m of scan.matchAll(REPLACE_WITH)) {
    if (precededByWeak(scan, m.index!) && !decided) continue;
    const old = phraseAt(scan, m.index! + m[0].length, 4);
    if (!old) continue;
    const w = /^\s*(?:with|by)\s+/.exec(scan.slice(old.end));
    if (!w) continue;
    const value = phraseAt(scan, old.end + w[0].length, 4);
    if (!value) continue;
    // The assistant replaces things all day ("replaced those calls with the helper"); only a technology swap or
    // a stated decision is a choice.
    if (speaker === 'assistant' && !decided && !slotForValue(value.text) && !slotForValue(old.text)) continue;
    return {
      kind: 'decision',
      value: value.text,
      replaces: old.text,
      role: roleAfter(scan, value.end),
      polarity: 'positive',
      signals: [...signals, 'replacement'],
      rest: value.end,
    };
  }
  for (const m of scan.matchAll(SWITCH_TO)) {
    if (precededByWeak(scan, m.index!) && !decided) continue;
    const value = phraseAt(scan, m.index! + m[0].length);
    if (!value) continue;
    const alt = alternativeAfter(scan, value.end);
    // "Logging moved to tracing": the role is the known role noun the sentence opens with.
    const role = roleAfter(scan, alt.end) ?? (isPlace(value.text) ? undefined : slotNounBefore(scan, m.index!));
    return {
      kind: 'decision',
      value: value.text,
      replaces: alt.replaces,
      contrast: alt.contrast,
      role,
      polarity: 'positive',
      signals: [...signals, 'replacement'],
      rest: value.end,
    };
  }
  // "we switched the database layer to diesel": a known role noun between the verb and its new value.
  for (const m of scan.matchAll(SWITCH_ROLE_TO)) {
    if (precededByWeak(scan, m.index!) && !decided) continue;
    const role = normalizePhrase(m[1]);
    if (!slotForNoun(role)) continue;
    const value = phraseAt(scan, m.index! + m[0].length);
    if (!value || isPlace(value.text)) continue;
    const alt = alternativeAfter(scan, value.end);
    return {
      kind: 'decision',
      value: value.text,
      replaces: alt.replaces,
      contrast: alt.contrast,
      role,
      polarity: 'positive',
      signals: [...signals, 'replacement'],
      rest: value.end,
    };
  }
  const choice = [...scan.matchAll(CHOOSE)].find((m) => !precededByWeak(scan, m.index!)) ?? IMPERATIVE_USE.exec(scan) ?? undefined;
  if (choice) {
    const start = choice.index! + choice[0].length;
    const value = phraseAt(scan, start);
    if (value && !INSTRUMENTAL.test(scan.slice(value.end))) {
      const alt = alternativeAfter(scan, value.end);
      const role = roleAfter(scan, alt.end);
      const imperative = choice[0] === IMPERATIVE_USE.exec(scan)?.[0] && choice.index === 0;
      const chosen = /\b(?:go(?:ing)? with|adopt|pick|chose|choose|settle|standardi|went with|opted|stick(?:ing)? with)/.test(choice[0]);
      // A package written as one ("use date-fns", "just use mattn/go-sqlite3") is a choice of dependency.
      const packageName = speaker === 'user' && /[/@.-]/.test(value.text) && !/\s/.test(value.text);
      const anchored =
        decided ||
        chosen ||
        packageName ||
        alt.replaces !== undefined ||
        alt.contrast !== undefined ||
        role !== undefined ||
        signals.includes('standing') ||
        slotForValue(value.text) !== undefined;
      // A bare "we use X" or "use X" says nothing about a choice unless it is anchored to a role or an alternative.
      if (
        anchored &&
        (!imperative || chosen || packageName || alt.replaces || alt.contrast || role || decided || signals.includes('standing'))
      ) {
        const extra: Signal[] = alt.replaces ? ['replacement'] : [];
        if (chosen && !signals.includes('decided')) extra.push('decided');
        const roleEnd = roleSpan(scan, alt.end)?.end;
        return {
          kind: 'decision',
          value: value.text,
          replaces: alt.replaces,
          contrast: alt.contrast,
          role,
          polarity: 'positive',
          signals: [...signals, ...extra],
          rest: value.end,
          more: roleEnd ? moreChoices(scan, roleEnd, signals) : undefined,
        };
      }
    }
  }
  for (const m of scan.matchAll(NO_LONGER)) {
    if (precededByWeak(scan, m.index!)) continue;
    const old = phraseAt(scan, m.index! + m[0].length, 3);
    if (!old) continue;
    const favour = /^\s*(?:,\s*)?(?:in favou?r of|for|and use|and switch to|and move to)\s+/.exec(scan.slice(old.end));
    const isNoLonger = /^(?:no longer|stop)/.test(m[0]);
    if (favour) {
      const value = phraseAt(scan, old.end + favour[0].length, 4);
      if (value)
        return {
          kind: 'decision',
          value: value.text,
          replaces: old.text,
          polarity: 'positive',
          signals: [...signals, 'replacement'],
          rest: value.end,
        };
    }
    // "drop the table" is work; only "no longer use X" / "stop using X" retire a choice on their own.
    if (isNoLonger && (slotForValue(old.text) || decided || signals.includes('standing') || /\bwe\b/.test(scan.slice(0, m.index)))) {
      return { kind: 'decision', replaces: old.text, polarity: 'negative', signals: [...signals, 'replacement', 'negated'], rest: old.end };
    }
  }
  const itIs = IT_IS.exec(scan);
  if (itIs && !/^(?:that|this|it|so|which|what|there|here|yes|no|ok|okay|sure|true|right|fine|well|yeah|yep|nope)$/.test(itIs[1])) {
    return { kind: 'decision', value: itIs[1], polarity: 'positive', signals: [...signals, 'decided'], rest: itIs.index + itIs[0].length };
  }
  const put = speaker === 'user' ? PUT_IN.exec(scan) : null;
  if (put) {
    const what = phraseAt(scan, put[0].length, 3);
    const where = what ? /^\s*(?:in|into|on)\s+/.exec(scan.slice(what.end)) : null;
    const value = what && where ? phraseAt(scan, what.end + where[0].length, 2) : undefined;
    if (what && value && slotForExactValue(value.text)) {
      return {
        kind: 'decision',
        value: value.text,
        role: what.text,
        polarity: 'positive',
        signals: [...signals, 'decided'],
        rest: value.end,
      };
    }
  }
  if (speaker === 'user') {
    const like = I_LIKE_FOR.exec(scan);
    const value = like ? phraseAt(scan, like.index + like[0].length, 3) : undefined;
    const role = value ? roleAfter(scan, value.end) : undefined;
    if (like && value && role && (slotForNoun(role) || slotForValue(value.text)) && !precededByWeak(scan, like.index)) {
      return { kind: 'decision', value: value.text, role, polarity: 'positive', signals, rest: value.end };
    }
  }
  if (decided) {
    // "agreed" alone is assent to anything; it decides only when a choice follows ("agreed, no serializable").
    const m =
      /\b(?:decided|decide|decision (?:is|was|has been)|agreed(?=[,:]?\s+(?:no|not|let's|we'll|we will|use|go with|keep|stick|drop)\b)|settled)[,:]?\s+(?:to|on|that|against)?\s*/.exec(
        scan,
      );
    if (
      m &&
      !precededByWeak(scan, m.index) &&
      !/\b(?:haven't|have not|not yet|didn't|did not|still)\s+(?:\w+\s+)?$/.test(scan.slice(0, m.index))
    ) {
      const after = m.index + m[0].length;
      const useM =
        /^(?:not to |to )?(?:use|go with|adopt|keep|switch to|move to|migrate to|stick with|deploy (?:on|to)|host (?:on|with)|run on|build (?:on|with)|write (?:it |everything )?in)\s+/.exec(
          scan.slice(after),
        );
      const negative = /\b(?:against|not to)\b/.test(scan.slice(m.index, after + 8));
      if (useM) {
        const value = phraseAt(scan, after + useM[0].length);
        if (value) {
          const alt = alternativeAfter(scan, value.end);
          return {
            kind: 'decision',
            value: value.text,
            replaces: alt.replaces,
            contrast: alt.contrast,
            role: roleAfter(scan, alt.end),
            polarity: negative ? 'negative' : 'positive',
            signals: alt.replaces ? [...signals, 'replacement'] : signals,
            rest: value.end,
          };
        }
      }
      return { kind: 'decision', polarity: negative ? 'negative' : 'positive', signals, rest: after };
    }
  }
  return undefined;
}

const ROOT_CAUSE = /\b(?:the )?root cause (?:was|is|turned out|here was|of (?:the|this) \w+ (?:was|is))\b|\broot cause:/;
const TURNED_OUT = /\b(?:turned out|it turns out|turns out)\b/;
const CAUSED_BY = /\b(?:was|were|is|are|got) (?:caused|triggered) by\b|\bcame from\b|\bwas due to\b|\bwere due to\b/;
const THE_BUG =
  /\bthe (?:bug|issue|problem|crash|crashes|failure|failures|regression|leak|memory leak|culprit|error|flake|flakiness|race|deadlock|timeout|slowdown|slowness|hang|freeze|lag|delay|mismatch|discrepancy|drift|double sends?|duplicates?) (?:was|were|came from|comes from|come from|turned out|is that|is caused|is due|happened because|occurred because|was that)\b/;
// "Found it: ...", "Found the cause: ...": a finding announced as such.
const FOUND_IT =
  /^(?:ok(?:ay)?,?\s+|so,?\s+)?(?:found it|found the (?:cause|bug|problem|issue|culprit|reason)|bug found|cause found|root cause|cause|why|the reason|reason|fixed|fix)\s*[:—–]\s+\S/;
// "Cross-compiling is the problem, not the Pi": a diagnosis stated as one.
const IS_THE_PROBLEM = /\b(?:is|was|were|are) the (?:real )?(?:problem|culprit|cause|root cause|issue|reason)\b(?! (?:i|we) )/;
// "the cap didn't hold because it lives in a dict": why something did not do its job.
const FAILED_BECAUSE =
  /\b(?:didn't|did not|doesn't|does not|wasn't|weren't|never|couldn't|could not|failed to|fails to)\s+(?:\w+\s+){0,3}?[^.;]{0,60}?\bbecause\b/;
const FIXED_BY =
  /\b(?:fixed|solved|resolved|addressed|worked around) (?:it |this |that |the \w+ |them )?(?:by|with)\b|\bthe (?:fix|solution|workaround) (?:was|is)\b|\bthe fix:|\bwhich fixed\b|\bthat fixed\b|\bthis fixed\b|\bfixes it\b/;

// "The NaN comes from abv() dividing by null": where the reported symptom comes from, once the turn fixed it.
const SYMPTOM_FROM = /^(?:so,?\s+)?(?:the|this|that|these|those) [\w`'.()-]+(?: [\w`'.()-]+)? (?:comes?|came) from\b/;

function matchDiscovery(scan: string, fixApplied: boolean, speaker: Speaker, problem = false): Match | undefined {
  if (speaker === 'assistant' && fixApplied && problem && SYMPTOM_FROM.test(scan))
    return { kind: 'discovery', polarity: 'positive', signals: ['fix_applied'], rest: 0, strong: true };
  const found = FOUND_IT.exec(scan);
  if (found)
    return { kind: 'discovery', polarity: 'positive', signals: fixApplied ? ['fix_applied'] : [], rest: found.index + found[0].length };
  const failed = speaker === 'assistant' && fixApplied ? FAILED_BECAUSE.exec(scan) : null;
  if (failed) return { kind: 'discovery', polarity: 'positive', signals: ['fix_applied'], rest: 0, strong: true };
  for (const re of [ROOT_CAUSE, TURNED_OUT, CAUSED_BY, THE_BUG, FIXED_BY, IS_THE_PROBLEM]) {
    const m = re.exec(scan);
    if (!m) continue;
    // "if it turns out", "to see whether the bug was" are plans, not findings.
    if (
      /\b(?:if|whether|unless|once|when|see|check|find out|figure out|verify|confirm|know|understand|sure)\s+(?:\w+\s+){0,2}$/.test(
        scan.slice(Math.max(0, m.index - 40), m.index),
      )
    )
      continue;
    // Present-tense diagnoses before any fix are hypotheses; past tense or an applied fix makes them findings.
    const present = /\bis (?:that|caused|due)\b|\bare caused\b|\bfixes it\b/.test(m[0]);
    if (present && !fixApplied) continue;
    return {
      kind: 'discovery',
      polarity: 'positive',
      signals: fixApplied ? ['fix_applied'] : [],
      rest: m.index + m[0].length,
      strong: re === ROOT_CAUSE || re === FIXED_BY || (fixApplied && re !== TURNED_OUT),
    };
  }
  return undefined;
}

// Plural subject + plural verb: a statement about all of them ("tests live in test/"), not one file's fix.
const LOCATION_RULE =
  /\b([a-z][\w-]*s)(?: and [a-z][\w-]*s)? (?:live|go|belong|are kept|are stored|are placed|reside|sit|should live|should go|must live|must go|always go|always live)\s+(?:in|under|inside|next to|alongside|beside|with)\b/;
const WE_HABIT =
  /\b(?:we|our team|the team|this (?:repo|codebase|project) )\s*(?:(?:always|usually|generally|consistently|never) [a-z]+|(?:don't |do not )?(?:name|prefix|suffix|keep|store|organi[sz]e|structure|colocate|co-locate|group|write|format|wrap|avoid|prefer|use|put|follow|commit|tag|version|document|squash|rebase|run|log|throw|return|validate|handle))\b/;
const ALL_MUST =
  /\b(?:all|every|each|any)\s+(?:new\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+(?:must|should|need to|needs to|has to|have to|are expected to|shall|are required to|is required to|needs an?|need an?|requires|require)\b/;
const CONVENTION_WORD =
  /\b(?:the|our) (?:convention|rule|pattern|standard|style|naming scheme|policy)\b(?: \w+){0,4} (?:is|says|was)\b|\bby convention\b|\bconventionally\b|\bas a rule\b|\bhouse style\b/;
const CASE_STYLE = /\b(?:in|use|using|uses|are|is)\s+(?:kebab|camel|snake|pascal|screaming[ _-]snake)[ _-]?case\b/;
const MUST_ALWAYS = /\b([a-z][\w-]*s)\s+(?:must|should)\s+(?:always|never)\b/;
const LOCATION_STOP = new Set([
  ...[...PHRASE_STOP].filter((w) => w !== 'in' && w !== 'on'),
  'next',
  'alongside',
  'beside',
  'inside',
  'under',
]);
const CODEBASE_SCOPE = /\b(?:in this (?:repo|repository|codebase|code base|project|monorepo)|here)\b,?\s*(?:we|all|every|each)\b/;

// A rule announced as one: "one house rule: ...", "that's how the other repos do it", "commit style please".
const ANNOUNCED_RULE =
  /\b(?:house|team|project|golden|general|one|our|the) rule\b[^.]{0,30}?:|\bthat's how (?:we|the [\w' -]{1,40}|everyone|everybody) (?:do|does|did|write|name) (?:it|things|them)\b|\b(?:commit|coding|code|naming|comment|branch) (?:style|convention|format)\b[^.]{0,20}\bplease\b|\bplease\b[^.]{0,20}\b(?:commit|coding|code|naming) (?:style|convention)\b/;
// "the one place for user-facing text", "everything a person reads goes through local_hm".
const SINGLE_PLACE =
  /\bthe (?:one|only|single) place (?:for|where)\b|\bsingle source of truth\b|\b(?:all|every|everything|each)\b[^.;]{0,40}\b(?:goes|go|must go|has to go|should go) through\b/;
// "money is always BigDecimal in this codebase", "we use tabs here": a rule scoped to the codebase.
// Scope words and what a clause with them must also say to be a rule.
const CODEBASE_WIDE = /\b(?:in this (?:repo|repository|codebase|code base|project|monorepo|app)|across the (?:codebase|repo|project))\b/;
const HERE = /(?:^|\s)here$/;
const EVERYWHERE = /(?:^|\s)(?:everywhere|throughout)$/;
const HABIT = /\bwe (?:always |never |only )?(?:use|write|name|keep|put|prefer|avoid)\b|\b(?:always|never)\b/;
const IS_SOMETHING = /\b(?:is|are) (?!everywhere|throughout)[a-z]+/;
const EVERYWHERE_IMPERATIVE =
  /^(?:(?:ok|okay|so|and|also|please),?\s+)*(?:use|write|name|prefix|import|put|keep)\b[^;]{0,60}?\b(?:everywhere|throughout|across the (?:codebase|repo|project|board)|in every (?:file|package|module))\b/;
const STANDING_WE =
  /\b(?:from now on|going forward|moving forward|from here on(?: out)?|henceforth|from today)\b[,:]?\s+(?:we|everyone|everybody|all of us)\s+(?!might|may|could|should|would|can|will see|are going to see|(?:will |'ll )?(?:use|go with|switch|move|migrate|adopt|pick|stick with|standardi))(?:always\s+|only\s+)?[a-z]/;
const STANDING_ALL =
  /\b(?:every|all|each)\s+(?:new\s+)?[a-z][\w-]*(?:\s[a-z][\w-]*)?\s+(?:gets?|has|have|is|are|goes|go|uses?|starts? with|ends? with)\b/;

function matchConvention(scan: string): Match | undefined {
  const negative = /\b(?:never|don't|do not|no)\b/.test(scan);
  const polarity = negative ? 'negative' : 'positive';
  const location = LOCATION_RULE.exec(scan);
  if (location && !precededByWeak(scan, location.index)) {
    const where = phraseAt(scan, location.index + location[0].length, 3, LOCATION_STOP);
    return {
      kind: 'convention',
      role: `${nounKey(location[1])} location`,
      value: where?.text,
      polarity,
      signals: [],
      rest: location.index,
    };
  }
  const caseStyle = CASE_STYLE.exec(scan);
  if (caseStyle) {
    const what =
      /\b(files?|file names?|filenames?|variables?|functions?|classes?|types?|components?|columns?|tables?|branches?|routes?|keys?|fields?|modules?|directories|folders?|constants?|methods?|props?)\b/.exec(
        scan,
      );
    const style = /(kebab|camel|snake|pascal|screaming[ _-]snake)/.exec(caseStyle[0])![1];
    return {
      kind: 'convention',
      role: `${nounKey(what?.[1] ?? 'identifier')} naming`,
      value: `${style}-case`,
      polarity,
      signals: ['standing'],
      rest: caseStyle.index,
    };
  }
  // "X are strings everywhere" states a rule only with a rule word somewhere ("never ints", "always", "must").
  const ruleWord = /\b(?:always|never|only|must|should)\b/.test(scan);
  const scopedClause = scan
    .split(/[;,.!]\s*/)
    .map((c) => c.trim())
    .find(
      (clause) =>
        (CODEBASE_WIDE.test(clause) && (HABIT.test(clause) || IS_SOMETHING.test(clause))) ||
        (HERE.test(clause) && HABIT.test(clause)) ||
        (EVERYWHERE.test(clause) && IS_SOMETHING.test(clause) && ruleWord),
    );
  if (scopedClause) return { kind: 'convention', polarity, signals: ['standing'], rest: 0 };
  for (const re of [ANNOUNCED_RULE, SINGLE_PLACE, EVERYWHERE_IMPERATIVE]) {
    const m = re.exec(scan);
    if (!m || precededByWeak(scan, m.index)) continue;
    // "X is gone, everything goes through Y": the one way now, and the one it replaced.
    const through = re === SINGLE_PLACE ? /\b(?:goes|go|must go|has to go|should go) through\s+/.exec(scan) : null;
    const value = through ? phraseAt(scan, through.index + through[0].length, 2) : undefined;
    const gone = value ? GONE_ANYWHERE.exec(scan) : null;
    const replaces = gone
      ? normalizePhrase(gone[1].replace(/^(?:(?:and|or|but|so|also|the|our|my)\s+)+/, ''))
          .split(' ')
          .slice(-3)
          .join(' ')
      : undefined;
    return {
      kind: 'convention',
      polarity,
      value: value?.text,
      replaces: replaces || undefined,
      signals: replaces ? ['standing', 'replacement'] : ['standing'],
      rest: re === ANNOUNCED_RULE ? m.index + m[0].length : m.index,
    };
  }
  if (STANDING.test(scan)) {
    const m = STANDING_ALL.exec(scan);
    if (m) return { kind: 'convention', polarity, signals: ['standing'], rest: m.index };
    // "from now on we rebase-merge": how the team works from here.
    const we = STANDING_WE.exec(scan);
    if (we) return { kind: 'convention', polarity, signals: ['standing'], rest: we.index + we[0].length - 1 };
  }
  for (const re of [ALL_MUST, MUST_ALWAYS]) {
    const m = re.exec(scan);
    if (!m || precededByWeak(scan, m.index)) continue;
    // "all tests should pass now" describes a state, not a rule.
    if (re === ALL_MUST && /\b(?:pass|work|be fixed|be green|be done)\b/.test(scan) && !/\bbefore\b/.test(scan)) continue;
    if (/\b(?:now|today|this time)\b/.test(scan)) continue;
    return { kind: 'convention', role: m[1], polarity, signals: [], rest: m.index };
  }
  for (const re of [CONVENTION_WORD, CODEBASE_SCOPE]) {
    const m = re.exec(scan);
    if (!m) continue;
    return { kind: 'convention', polarity, signals: [], rest: m.index + m[0].length };
  }
  const habit = WE_HABIT.exec(scan);
  // "we put the fix in parser.ts" is what happened; a habit needs an adverb of frequency or a codebase scope.
  if (habit && /\b(?:always|usually|generally|consistently|never|don't|do not)\b/.test(habit[0]) && !precededByWeak(scan, habit.index)) {
    return { kind: 'convention', polarity, signals: ['standing'], rest: habit.index + habit[0].length };
  }
  return undefined;
}

const STANDING =
  /\b(?:from now on|going forward|moving forward|henceforth|from here on(?: out)?|in (?:the )?future|in general|as a rule|every time|each time|whenever)\b/;
const PREFER =
  /\b(?:i|we)(?:'d| would)?\s+(?:really\s+|much\s+|strongly\s+|generally\s+|always\s+)?(?:prefer|rather)\b|\bmy preference is\b|\bi (?:like|want) (?:my|our|all|every|each|it when)\b|\bi(?:'m| am) not a fan of\b|\bi (?:hate|dislike|can't stand) (?:it )?when\b/;
const ALWAYS_NEVER =
  /(?:^|[,;:]\s*|\b(?:please|and|also|but|oh|remember to|make sure to|make sure you|be sure to|you should|you must|you need to)\s+)(?:always|never(?! mind)|do not ever|don't ever)\s+[a-z]/;
const DONT_GENERAL =
  /\b(?:don't|do not|stop|quit|please stop|no more)\s+(?:\w+\s+){0,6}?(?:again|ever|anymore|any more|in this (?:repo|codebase|project)|in (?:the )?future|without (?:asking|checking|talking to|telling) (?:me|us|first)|unless i ask)\b/;
const STOP_DOING = /(?:^|[,;:]\s*|\b(?:and|also|btw|oh|but)\s+)(?:please\s+)?(?:stop|quit)\s+(?:\w+ing)\b/;
// "I want them against a real postgres, not sqlite": what the user wants, against an alternative.
const WANT_NOT = /\bi (?:want|need|'d like|would like)\b[^.;]{3,80}?(?:,\s*not|\brather than|\binstead of)\s+\w/;
const WANT = /\b(?:i|we) (?:want|need|'d like|would like|expect)\b/;
// "I'd like short commit messages", "I want small PRs": a kind of thing, not "the build fixed" or "you to run it".
const WANT_KIND =
  /\bi(?:'d| would)? (?:like|want|prefer)\s+(?!(?:the|you|to|it|this|that|a|an|my|some|more|everything|all)\b)(?:(?!(?:for|as|with|in|on|to|from|of)\b)[a-z-]+\s+){0,2}(?!(?:for|as|with|in|on|to|from|of)\b)[a-z-]+s(?=[\s,.;:!]|$)/;

function matchPreference(scan: string): Match | undefined {
  const negative = /\b(?:never|don't|do not|stop|quit|no more|not a fan|hate|dislike|can't stand)\b/.test(scan);
  const polarity = negative ? 'negative' : 'positive';
  const standing = STANDING.exec(scan);
  const signals: Signal[] = standing ? ['standing'] : [];
  const prefer = PREFER.exec(scan);
  if (prefer && !precededByWeak(scan, prefer.index)) {
    const after = prefer.index + prefer[0].length;
    const object = /^\s*(?:to\s+|using\s+|use\s+|that\s+|it if\s+)?/.exec(scan.slice(after))!;
    const value = phraseAt(scan, after + object[0].length, 3);
    const alt = value ? alternativeAfter(scan, value.end) : { end: after };
    const contrast = alt.contrast ?? alt.replaces;
    const valued = value && (slotForValue(value.text) || contrast);
    return {
      kind: 'preference',
      value: valued ? value!.text : undefined,
      contrast: valued ? contrast : undefined,
      polarity,
      signals,
      rest: after,
    };
  }
  const always = ALWAYS_NEVER.exec(scan);
  if (always) {
    const rest = always.index + always[0].length - 1;
    const use = /^(?:use|go with|stick with|write|format with|indent with)\s+/.exec(scan.slice(rest));
    const value = use ? phraseAt(scan, rest + use[0].length, 3) : undefined;
    const alt = value ? alternativeAfter(scan, value.end) : undefined;
    const valued = value && (slotForValue(value.text) || alt?.replaces || alt?.contrast) ? value.text : undefined;
    return {
      kind: 'preference',
      value: valued,
      contrast: valued ? (alt?.contrast ?? alt?.replaces) : undefined,
      polarity,
      signals: [...signals, 'standing', ...(negative ? (['negated'] as Signal[]) : [])],
      rest,
    };
  }
  if (WANT_NOT.test(scan) && !precededByWeak(scan, scan.search(/\bi /)))
    return { kind: 'preference', polarity, signals, rest: scan.search(/\bi /) + 2 };
  if (standing && WANT.test(scan)) return { kind: 'preference', polarity, signals, rest: standing.index + standing[0].length };
  const kindOf = WANT_KIND.exec(scan);
  if (kindOf && !precededByWeak(scan, kindOf.index))
    return { kind: 'preference', polarity, signals, rest: kindOf.index + kindOf[0].indexOf(' ', 3) };
  const dont = DONT_GENERAL.exec(scan) ?? STOP_DOING.exec(scan);
  if (dont)
    return {
      kind: 'preference',
      polarity: 'negative',
      signals: [...signals, 'standing', 'negated'],
      rest: dont.index + dont[0].split(' ')[0].length,
    };
  // "from now on, run the linter before pushing": a standing instruction in the imperative.
  if (
    standing &&
    /(?:^|[,;:]\s*)(?:please\s+)?(?:[a-z]+\s+)?(?:use|run|write|add|keep|make|put|ask|check|format|commit|name|avoid|include|prefix|test|lint|document|open|create|do|don't|do not|never|always)\b/.test(
      scan.slice(standing.index),
    )
  ) {
    return { kind: 'preference', polarity, signals, rest: standing.index + standing[0].length };
  }
  return undefined;
}

// ── assembly ──────────────────────────────────────────────────────────────────────────────────────────

/** Prose the rules may read: no private blocks or secrets, no blockquotes, indented code or shell transcripts. */
// "Two ways out:", "Options, which combine:": the list items that follow are options, not decisions.
const OPTIONS_INTRO =
  /\b(?:options?|ways?(?: out| to| forward)?|alternatives?|choices?|approaches|possibilities|either)\b[^.\n]{0,40}:\s*$/i;
const LIST_ITEM_LINE = /^\s*(?:[-*+•]|\d{1,2}[.)])\s/;

function readableProse(text: string): string {
  let inOptions = false;
  return sanitizeText(text)
    .split('\n')
    .filter((line) => {
      if (OPTIONS_INTRO.test(line)) {
        inOptions = true;
        return true;
      }
      if (inOptions && LIST_ITEM_LINE.test(line)) return false;
      if (inOptions && line.trim() && !/^\s/.test(line)) inOptions = false;
      return !/^\s*>/.test(line) && !/^(?: {4,}|\t)\S/.test(line) && !LOG_LINE.test(line);
    })
    .join('\n');
}

function subjectFor(m: Match, scan: string): string {
  // A convention's role is the thing the rule is about ("handlers", "test location"), never a technology slot.
  if (m.kind === 'convention' && m.role) return nounKey(m.role) ?? m.role;
  if (m.role?.startsWith('setting ')) return m.role;
  if (m.role) {
    // "use Redis for caching sessions": a purpose phrase whose head is a known role noun.
    const slot = slotForNoun(m.role) ?? slotForNoun(m.role.split(' ')[0]);
    if (slot) return slot.subject;
    // A role the sentence names ("switch the session store from Redis to Postgres") beats the value's usual slot.
    const fromRole = subjectFromNoun(m.role);
    if (fromRole) return fromRole;
  }
  for (const v of [m.value, m.replaces, m.contrast]) {
    const slot = v ? slotForValue(v) : undefined;
    if (slot) return slot.subject;
  }
  if (m.value) return canonicalValue(m.value).split(' ').slice(0, 3).join(' ');
  if (m.replaces) return canonicalValue(m.replaces).split(' ').slice(0, 3).join(' ');
  const mentioned = mentionedSlot(scan);
  if (mentioned) return mentioned;
  const rest = scan.slice(m.rest);
  if (m.kind === 'discovery' || m.kind === 'convention') {
    const path = PATH_TOKEN.exec(scan);
    if (path) return path[1].replace(/[.,;:]+$/, '');
  }
  return topicWords(rest, 0) ?? topicWords(scan, 0) ?? m.kind;
}

function messagesOf(turn: TurnInput): Array<{ part: TurnPart; index: number; text: string; uuid?: string }> {
  const out: Array<{ part: TurnPart; index: number; text: string; uuid?: string }> = [];
  const asMessage = (m: TurnMessage | string): TurnMessage => (typeof m === 'string' ? { text: m } : m);
  if (turn.prompt !== undefined) {
    const p = asMessage(turn.prompt);
    out.push({ part: 'prompt', index: 0, text: p.text ?? '', uuid: p.uuid });
  }
  (turn.assistant ?? []).forEach((m, i) => {
    const a = asMessage(m);
    out.push({ part: 'assistant', index: i, text: a.text ?? '', uuid: a.uuid });
  });
  return out;
}

type Speaker = 'user' | 'assistant';

interface TurnContext {
  speaker: Speaker;
  /** The turn edited files or ran a command that succeeded. */
  fixApplied: boolean;
  /** The user's prompt reports a problem or asks for a fix. */
  problem: boolean;
  /** The user's prompt states a decision. */
  decided: boolean;
  /** What that decision is about: the assistant's report of it is filed under the same subject. */
  decidedSubject?: string;
  /** A discovery was already found in this turn. */
  discovered: boolean;
}

const PROBLEM =
  /\b(?:bugs?|broken|breaks?|fails?|failing|failed|crash\w*|errors?|exceptions?|wrong|incorrect|fix|freez\w*|slow|off by|twice|duplicat\w*|out of order|stuck|hangs?|leak\w*|regression|doesn't work|not working|confus\w*|garbled|missing|late|early|dying|dies|blew up|nan|undefined|blank)\b/;
// "X is now Y", "the store now reads through MMKV": the assistant reporting what a change made true.
const NOW_REPORT =
  /\b(?:installed|configured|set up|wired up|registered) as (?:the|our|a|an)\b|(?:^|[\s`)])(?!(?:i|we|you|me|let me|i'll|we'll|will|can|should|could|and|so|right|just|for)\s)[\w`'.)-]+ now (?!that\b|on\b|is\b|are\b|and\b|i\b|we\b)[a-z]{3,}\b|\b(?:is|are) now\b|\bnow (?:uses?|runs?|reads?|writes?|stores?|sends?|goes|go|lives?|draws?|loads?|counts?|comes?|returns?|points?|refreshes|checks?|calls?|encodes?|rounds?|renders?|keeps?|holds?|shows?|displays?|prints?)\b|\b(?:is|are) [a-z]+ now\b|\bnow (?:stored|counted|encoded|sent|kept|rounded|read|written|drawn|handled|computed|saved|served) (?:in|as|through|with|by|from)\b/;
const NOT_A_CHANGE =
  /\b(?:tests?|suite|build|lint|checks?|ci)\b[^.]{0,40}\b(?:pass|passes|passing|green|clean|fails?)\b|\bnow that\b|\bright now\b|\bjust now\b/;
// A sentence listing a stack ("a booking app: FastAPI, SQLAlchemy 2, Postgres") states several choices at once.
const STACK_CUE =
  /\b(?:stack|building|build(?:ing)? (?:it|this|them|a|an|the)|built (?:with|on|in)|using|written in|on top of|in mind|the plan is)\b/;

/** One candidate per well-known value of a different slot, when a user's sentence lists a stack. */
/** A name that is also a common word ("Render", "Fly") counts when it is written as a proper noun. */
function properNoun(original: string, gram: string): boolean {
  const m = new RegExp(`(^|[^\\p{L}])(${gram.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?![\\p{L}])`, 'iu').exec(original);
  if (!m || !/^\p{Lu}/u.test(m[2])) return false;
  const initial = original.slice(0, m.index + m[1].length).trim() === '';
  return !initial || original.slice(m.index + m[0].length).startsWith(':');
}

function stackListing(scan: string, original: string): Match[] {
  const cueWord = STACK_CUE.exec(scan);
  // "Render: a web service, ...": a value named, then what it brings.
  const valueColon = /^([\p{L}\p{N}.\- ]{1,30}):\s/u.exec(scan);
  const namedFirst = valueColon && properNoun(original, valueColon[1].trim()) && slotForExactValue(valueColon[1].trim());
  if (!cueWord && !namedFirst) return [];
  const seen = new Map<string, string>();
  const words = scan
    .split(/[^\p{L}\p{N}.+\-/]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/[.]+$/, ''));
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const gram = words.slice(i, i + n).join(' ');
      const slot = !isEverydayWord(gram) || properNoun(original, gram) ? slotForExactValue(gram) : undefined;
      if (slot && words.slice(i, i + n).length === n && !seen.has(slot.subject)) {
        seen.set(slot.subject, gram);
        i += n - 1;
        break;
      }
    }
  }
  if (seen.size < 2) return [];
  // The values must be the list itself ("app: FastAPI, SQLAlchemy 2, Postgres"), not words scattered in a remark.
  const colon = scan.indexOf(':', cueWord ? cueWord.index : 0);
  const listStart = colon >= 0 ? colon + 1 : cueWord!.index + cueWord![0].length;
  // "SvelteKit + Drizzle + SQLite is what I have in mind": the list may also come before the cue.
  const listText = cueWord && colon < 0 && /\+|,/.test(scan.slice(0, cueWord.index)) ? scan.slice(0, cueWord.index) : scan.slice(listStart);
  const items = listText
    .split(/,|\band\b|\bplus\b|\s\+\s|\s\/\s/)
    .map((x) => x.trim())
    .filter(Boolean);
  const listed = items.filter((item) =>
    [...seen.values()].some((v) => ` ${item} `.includes(` ${v} `) || item.startsWith(`${v} `) || item === v),
  );
  if (listed.length + (namedFirst ? 1 : 0) < 2 || listed.length * 2 < items.length) return [];
  return [...seen.entries()].map(([subject, value]) => ({
    kind: 'decision' as const,
    value,
    role: subject,
    polarity: 'positive' as const,
    signals: [],
    rest: 0,
  }));
}

// "`SLOT_CAPACITY=12` in app/settings.py", "`RATE_LIMIT_PER_HOUR = 5`": a setting as the change wrote it. Only
// constant-like names (UPPER_CASE or snake_case) in backticks, with a short literal value.
const SETTING =
  /`([A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*|[A-Z][A-Z0-9]{2,})\s*(?::\s*[\w[\]|. ]{1,20}?\s*)?=\s*(['"]?)([^`'"\s=()]{1,24})\2\s*`/g;

function settingValues(original: string): Match[] {
  const out: Match[] = [];
  for (const m of original.matchAll(SETTING)) {
    out.push({
      kind: 'decision',
      role: `setting ${m[1].toLowerCase()}`,
      value: m[3].toLowerCase(),
      polarity: 'positive',
      signals: ['code_value'],
      rest: 0,
      strong: true,
    });
  }
  return out;
}

// "data/raw is gone", "the old bucket was dropped": a retired thing named anywhere in a sentence.
const GONE_ANYWHERE =
  /([\p{L}\p{N}@][\p{L}\p{N}@._/-]*(?: [\p{L}\p{N}@][\p{L}\p{N}@._/-]*){0,2})\s+(?:is|are|was|were) (?:now )?(?:gone|removed|dropped|dead|retired|deleted)\b/u;

// "Celery, kombu and Redis are gone": what a change retired.
const GONE = /^(?:(?:and|also|so),?\s+)?([\p{L}\p{N}@][^;:]{0,80}?)\s+(?:is|are) (?:now )?(?:gone|removed|dropped|uninstalled)\b/u;

function retired(scan: string): Match[] {
  const m = GONE.exec(scan);
  if (!m) return [];
  return m[1]
    .split(/,\s*|\s+and\s+/)
    .map((x) => normalizePhrase(x).replace(/\s+(?:packages?|librar(?:y|ies)|dependenc(?:y|ies)|services?)$/, ''))
    .filter((x) => x && x.split(' ').length <= 3)
    .map((value) => ({
      kind: 'decision' as const,
      replaces: value,
      polarity: 'negative' as const,
      signals: ['replacement', 'negated'] as Signal[],
      rest: 0,
    }));
}

// Project memory is about software work. A sentence with no trace of it ("never give up!", "we usually watch movies")
// is conversation, whatever its grammar. Code-like tokens, the vocabulary of the work, or a known tool pass.
const SOFTWARE_WORDS = new RegExp(
  '\\b(?:' +
    'code|coding|codebase|repo|repository|branch(?:es)?|main|master|commit(?:s|ted|ting)?|push(?:es|ed)?|merg(?:e|es|ed|ing)|rebase|pr|prs|pull requests?|review|' +
    'tests?|testing|specs?|fixtures?|mocks?|lint(?:er|ing)?|format(?:ter|ting)?|types?|typed|typing|build|builds|compile[rd]?|bundle|deploy(?:s|ed|ment|ing)?|releases?|versions?|' +
    'tag(?:s|ged)?|ci|pipeline|staging|prod|production|servers?|hosts?|hosting|containers?|images?|docker|cluster|vm|volumes?|disks?|cloud|' +
    'files?|folders?|directory|directories|paths?|modules?|packages?|librar(?:y|ies)|dependenc(?:y|ies)|deps|imports?|exports?|functions?|methods?|class(?:es)?|components?|' +
    'variables?|constants?|names?|naming|identifiers?|interfaces?|props|hooks?|handlers?|routes?|endpoints?|apis?|requests?|responses?|clients?|sdk|cli|scripts?|' +
    'config(?:uration)?|settings?|env|environment|secrets?|keys?|tokens?|passwords?|auth|login|sessions?|cookies?|users?|accounts?|emails?|sms|notifications?|' +
    'database|db|tables?|columns?|rows?|schemas?|migrations?|quer(?:y|ies)|index(?:es)?|sql|orm|cache|caching|queues?|jobs?|workers?|cron|scheduler|' +
    'logs?|logging|errors?|exceptions?|bugs?|crash(?:es|ed)?|fix(?:es|ed)?|patch|regressions?|timeouts?|latency|memory|cpu|threads?|locks?|race|deadlock|' +
    'docs?|documentation|readme|changelog|comments?|strings?|json|yaml|toml|csv|pdf|html|css|ui|ux|pages?|templates?|frontend|backend|app|apps|application|service|' +
    'indent(?:ation)?|tabs|spaces|quotes|semicolons?|camelcase|kebab-case|snake_case|pascalcase|utc|timezones?|timestamps?|encoding|utf-8|unicode|' +
    'refactor(?:ing)?|rename|legacy|deprecated|feature flags?|flags?|toggles?|stack|framework|runtime|sdk|plugin|extension|lockfile|dependabot|' +
    'integers?|floats?|ints?|booleans?|null|nan|undefined|ids?|uuids?|enums?|transactions?|isolation|serializable|constraints?|triggers?|' +
    'retr(?:y|ies)|rate limits?|backups?|restores?|metrics|monitoring|alerts?|webhooks?|sockets?|ports?|ssh|https?|dns|tls|certs?' +
    ')\\b',
);
const CODE_TOKEN =
  /`[^`]+`|\b[\w-]+\/[\w./-]+|\b\w+\.(?:ts|tsx|js|mjs|py|rb|go|rs|java|kt|ex|exs|sql|json|ya?ml|toml|md|sh|css|html)\b|\b[a-z]+[A-Z]\w*\b|\b\w+_\w+\b|@\w+/;

function aboutSoftware(original: string, scan: string): boolean {
  return CODE_TOKEN.test(original) || SOFTWARE_WORDS.test(scan) || mentionedSlot(scan) !== undefined;
}

// A choice made going forward ("let's", "we'll", "go with X", "sticking with X"), not a story of what someone did.
const FORWARD_CHOICE =
  /\b(?:let's|let us|we'll|we will|we're going|we are going|going forward|from now on|we're (?:going with|sticking with|replacing|switching|moving|dropping|using)|sticking with|going with|decided|agreed)\b|^(?:(?:ok|okay|so|then|and|also|please|but|fine|alright)[,]?\s+)*(?:use|go with|stick with|switch|move|migrate|replace|drop|keep)\b/;

/** A name as written: capitalised, dotted, versioned, scoped or in backticks ("Phoenix.Presence", "`uv`", "fly.io"). */
function nameLike(original: string, phrase: string): boolean {
  if (slotForValue(phrase)) return true;
  const at = original.toLowerCase().indexOf(phrase.split(' ')[0]);
  if (at < 0) return false;
  const written = original.slice(at, at + phrase.length);
  return /\p{Lu}|[\d._/@+-]/u.test(written) || original[at - 1] === '`';
}

/** Conversation passes only the strong forms; everything else must be about the software work. */
function onTopic(m: Match, original: string, scan: string): boolean {
  if (m.strong) return true;
  if (m.kind === 'decision' && (m.value || m.replaces)) {
    if (FORWARD_CHOICE.test(scan) || [m.value, m.replaces].some((v) => v && nameLike(original, v))) return true;
  }
  return aboutSoftware(original, scan);
}

function matchSentence(scan: string, original: string, ctx: TurnContext): Match[] {
  return matchRules(scan, original, ctx).filter((m) => onTopic(m, original, scan));
}

function matchRules(scan: string, original: string, ctx: TurnContext): Match[] {
  if (INTERROGATIVE_START.test(scan.trimStart())) return [];
  if (HEDGE.test(scan) || REPORTED.test(scan)) return [];
  if (/^\s*if\b/.test(scan)) return [];
  const discovery = matchDiscovery(scan, ctx.fixApplied, ctx.speaker, ctx.problem);
  if (discovery) return [discovery];
  if (TEMPORARY.test(scan)) return [];
  // A rule that involves the user ("without checking with me") is how they want to work, not how the code is.
  const personal = ctx.speaker === 'user' && /\b(?:me|my|i|i'm|i'll|i've)\b/.test(scan);
  const preferenceFirst = personal ? matchPreference(scan) : undefined;
  if (preferenceFirst) return [preferenceFirst];
  const convention = matchConvention(scan);
  if (convention?.signals.includes('standing')) return [convention];
  const decision = matchDecision(scan, ctx.speaker);
  if (decision) return [decision, ...(decision.more ?? [])];
  if (convention) return [convention];
  if (ctx.speaker === 'user') {
    // How the user wants things done is the user's to say; the assistant restating it is not new evidence.
    const preference = matchPreference(scan);
    if (preference) return [preference];
    const rule = matchStandingRule(scan);
    if (rule) return [rule];
    return stackListing(scan, original);
  }
  // The assistant's report of a change completes what the user asked for: a fix, or a choice.
  if (ctx.fixApplied && !ctx.problem) {
    const values = settingValues(original);
    if (values.length) return values;
  }
  if (ctx.fixApplied && ctx.decided && !ctx.problem) {
    const gone = retired(scan);
    if (gone.length) return gone;
  }
  if (ctx.fixApplied && NOW_REPORT.test(scan) && !NOT_A_CHANGE.test(scan)) {
    if (ctx.problem || ctx.discovered)
      return [{ kind: 'discovery', polarity: 'positive', signals: ['fix_applied'], rest: 0, strong: true }];
    if (ctx.decided) {
      const role = ctx.decidedSubject ?? mentionedSlot(scan);
      return [{ kind: 'decision', polarity: 'positive', signals: [], rest: 0, strong: true, ...(role ? { role } : {}) }];
    }
  }
  return [];
}

// "forget what I said about squash merges", "scrap the old 30s rule", "ignore my earlier note about X": the user takes
// an earlier rule back; the rule said next in the message replaces it.
const FORGET_EARLIER =
  /\b(?:forget|scrap|drop|ignore|disregard|never ?mind)\s+(?:what i (?:said|told you|wrote|asked) (?:about|regarding|on|for)\s+|my (?:earlier |previous |old )?(?:rule|note|point|comment|ask)s? (?:about|on|for)\s+|the (?:old |earlier |previous )?)([\p{L}\p{N}][\p{L}\p{N} ._/-]{1,40}?)(?:\s+(?:rule|thing|bit|policy|convention|idea|plan|part))?(?=\s*(?:[.;:,!—–-]|\bfrom now on\b|\bgoing forward\b|\band\b|\bnow\b|$))/u;

// ── standing rules in the words people use (issue 22) ─────────────────────────────────────────────────────

// "From now on, …", "From today, …", "Starting today, …", "Going forward, …" opening the sentence, or closing it.
const STANDING_OPEN =
  /^(?:(?:ok(?:ay)?|so|and|also|please|alright)[,]?\s+)*(?:from now on|from today(?: on(?:wards?)?)?|starting (?:today|now)|as of today|going forward|moving forward|henceforth|from here on(?: out)?)\b[,:;—-]?\s*/;
const STANDING_CLOSE = /[,;]?\s*(?:from now on|from today on(?:wards?)?|going forward|from here on(?: out)?)\s*[.!]?$/;
// What a rule says of a kind of thing: "every migration must be idempotent", "migrations must be reversible",
// "all new endpoints need an integration test", "every release gets a changelog entry".
const THING_RULE =
  /^(?:(?:every|each|all|any)\s+)?(?:new\s+)?([a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+(?:must|should|shall|needs? to|has to|have to|needs? an?|needs?|gets?|go(?:es)? through|are to|is to|may never|must never|never)\b/;
// What the user tells the assistant or the team to do: "use pnpm", "we squash merge every PR", "no console.log …".
const DOING_RULE =
  /^(?:please\s+)?(?:we\s+(?:always\s+|only\s+|never\s+)?[a-z]+|(?:always|never|only)\s+[a-z]+|no\s+\S+|don't\s+[a-z]+|do not\s+[a-z]+|(?:use|run|write|add|keep|make|put|ask|check|format|commit|name|avoid|include|prefix|test|lint|document|open|create|squash|rebase|merge|deploy|tag|push|release|review|split|log)\b)/;

/**
 * A standing rule as people say it, where the other rules find nothing: "From now on, every migration must be
 * idempotent." (a convention about migrations), "from today on we squash merge every PR", "From now on use pnpm." (the
 * user's way of working: a preference). The standing phrase is what makes it a rule; the rest must be one.
 */
function matchStandingRule(scan: string): Match | undefined {
  const open = STANDING_OPEN.exec(scan);
  const close = open ? null : STANDING_CLOSE.exec(scan);
  if (!open && !close) return undefined;
  const rest = open ? scan.slice(open[0].length) : scan.slice(0, close!.index);
  const at = open ? open[0].length : 0;
  const polarity = /\b(?:never|no|don't|do not|not)\b/.test(rest) ? 'negative' : 'positive';
  const thing = THING_RULE.exec(rest);
  if (thing && !/^(?:we|i|you|it|this|that|they)$/.test(thing[1]))
    return { kind: 'convention', role: thing[1], polarity, signals: ['standing'], rest: at };
  if (DOING_RULE.test(rest)) {
    const value = /^(?:please\s+)?(?:use|go with|stick with|switch to)\s+([\w@./+-]+)/.exec(rest)?.[1];
    return {
      kind: 'preference',
      ...(value && slotForValue(value) ? { value } : {}),
      polarity,
      signals: polarity === 'negative' ? ['standing', 'negated'] : ['standing'],
      rest: at,
    };
  }
  return undefined;
}

const FINDING_CONNECTIVE =
  /^(?:so|that|this|which|it|they|the fix|fixed|fixing|to fix|because|since|hence|therefore|as a result|that's why|now it|after|once)\b/i;

/**
 * Whether a discovery's next sentence tells more of the same finding (its fix, its consequence) rather than something
 * else that happens to follow: it goes on from the first ("So …", "The fix …", "That …") or shares a word of substance
 * with it. "The root cause was a missing length check in the tokenizer. The release notes now mention Node 22." are
 * two statements, not one.
 */
function continuesFinding(first: string, next: string): boolean {
  if (FINDING_CONNECTIVE.test(next.trim())) return true;
  const words = (t: string) =>
    new Set(
      t
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter((w) => w.length >= 4 && !STOP_CONTENT.has(w))
        .map((w) => w.replace(/(?:ing|ed|es|s)$/, '')),
    );
  const a = words(first);
  for (const w of words(next)) if (a.has(w)) return true;
  return false;
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|fig|et al)\.["')\]]?$/i;

/**
 * Sentences of a message. ICU only ends a sentence before a capital letter, and people type in lower case
 * ("ok lunch time. commit this.") or start with a number ("... same count. 50 tests pass."), so a period, ! or ?
 * followed by a lower-case word or a digit also ends one.
 */
function sentencesOf(text: string, locale: string): string[] {
  const out: string[] = [];
  for (const sentence of splitSentences(readableProse(text), locale, { maxLen: 600, maxPiecesPerSegment: 1 })) {
    let start = 0;
    for (const m of sentence.matchAll(/[.!?]+["')\]]?\s+(?=[a-z0-9])/g)) {
      const end = m.index! + m[0].trimEnd().length;
      if (ABBREVIATION.test(sentence.slice(start, end)) || /\.\w+$/.test(sentence.slice(start, m.index! + 1).replace(/[.]$/, ''))) continue;
      out.push(sentence.slice(start, end).trim());
      start = m.index! + m[0].length;
    }
    out.push(sentence.slice(start).trim());
  }
  return out.filter(Boolean);
}

/**
 * Candidate knowledge items stated in one turn: its prompt and the assistant's text (tool output is never read,
 * only the turn's evidence of edits and commands, as provenance). Returns at most `maxCandidates`, in order.
 */
export function extractCandidates(turn: TurnInput, opts: ExtractOptions = {}): KnowledgeCandidate[] {
  const max = opts.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
  const locale = opts.locale ?? 'en';
  const filesModified = [...(turn.evidence?.filesModified ?? [])];
  const commands = (turn.evidence?.commands ?? []).map((c) => c.command);
  const promptText = typeof turn.prompt === 'string' ? turn.prompt : (turn.prompt?.text ?? '');
  const ctx: TurnContext = {
    speaker: 'user',
    fixApplied: filesModified.length > 0 || (turn.evidence?.commands ?? []).some((c) => c.ok),
    // Mojibake ("JoÃ£o") is a symptom even when the user only pastes what they see.
    problem: PROBLEM.test(scanText(stripPrivate(promptText))) || /Ã[\u0080-\u00bf]|â€/.test(promptText),
    decided: false,
    discovered: false,
  };
  const out: KnowledgeCandidate[] = [];
  const candidateOf = (
    m: Match,
    text: string,
    subject: string,
    msg: { part: TurnPart; index: number; uuid?: string },
    sentenceIndex: number,
  ): KnowledgeCandidate => ({
    kind: m.kind,
    text,
    subject,
    ...(m.value ? { value: canonicalValue(m.value) } : {}),
    ...(m.replaces ? { replaces: canonicalValue(m.replaces) } : {}),
    ...(m.contrast ? { contrast: canonicalValue(m.contrast) } : {}),
    polarity: m.polarity,
    signals: [...new Set(m.signals)],
    origin: 'inferred',
    speaker: ctx.speaker,
    provenance: {
      part: msg.part,
      messageIndex: msg.index,
      sentenceIndices: [sentenceIndex],
      ...(msg.uuid ? { uuid: msg.uuid } : {}),
      filesModified: m.kind === 'discovery' || m.kind === 'decision' ? filesModified : [],
      commands: m.kind === 'discovery' ? commands : [],
    },
  });
  for (const msg of messagesOf(turn)) {
    ctx.speaker = msg.part === 'prompt' ? 'user' : 'assistant';
    let previous: { candidate: KnowledgeCandidate; sentenceIndex: number } | undefined;
    // A rule the user took back in this message: the next rule said replaces it.
    let retracted: string | undefined;
    // A rule given up ("scratch the one-pr-per-ticket rule, small stacked prs are fine now") that no later rule of the
    // message takes over is a rule of its own: it still retires the old one.
    let givenUp: { sentence: string; sentenceIndex: number; old: string } | undefined;
    // A pasted review the user accepts ("> prefer slog over zerolog" ... "fix that"): its words are the decision, quoted
    // lines included (elsewhere they are someone else's words, and left out).
    const accepted = ctx.speaker === 'user' && PASTED.test(msg.text) && ACCEPTS.test(msg.text.toLowerCase());
    const sentences = sentencesOf(accepted ? msg.text.replace(/^[ \t]*>[ \t]?/gm, '') : msg.text, locale);
    sentences.forEach((sentence, sentenceIndex) => {
      if (out.length >= max) return;
      const scan = scanText(sentence);
      const forget = ctx.speaker === 'user' ? FORGET_EARLIER.exec(scan) : null;
      if (forget) retracted = normalizePhrase(forget[1]);
      const rejected = rejectSentence(sentence);
      if (rejected && !accepted) return;
      // A change is stated, not weighed (a question, a hedge, a condition), reported or quoted; a rule taken back by
      // name is FORGET_EARLIER's (the next rule said replaces it).
      const stated =
        accepted ||
        (!sentence.includes('?') &&
          !INTERROGATIVE_START.test(scan.trim()) &&
          !HEDGE.test(scan) &&
          !TEMPORARY.test(scan) &&
          !REPORTED.test(scan) &&
          !CONDITIONAL.test(scan));
      const change = ctx.speaker === 'user' && stated && !forget ? changeIn(accepted ? sentence : scan, accepted, msg.text) : undefined;
      const changed = rejected ? undefined : ctx.speaker === 'user' ? settingChange(msg.text, sentence) : undefined;
      const matches = rejected ? [] : changed ? [changed] : matchSentence(scan, sentence, ctx);
      if (change) {
        // What the sentence retires, read by its shape (changes.ts), completes the items the rules found in it, or
        // is an item of its own when they found none.
        const rules = matches.filter((m) => m.kind !== 'discovery');
        for (const m of rules) {
          // An alternative the rule read as not chosen ("Fly.io rather than Heroku", "tabs over spaces") stays one.
          if (m.replaces || m.contrast) continue;
          m.replaces = change.old;
          m.value ??= change.new;
          m.signals = [...m.signals, 'replacement'];
        }
        // Alone, a change is an item only when it names both sides ("zap" -> "log/slog", 30s -> 12s): "delete the old
        // latency runbook" retires something, but is a task, not a decision worth a line of the digest. What it retires
        // goes to the rule said beside it ("new policy: deploys go out with the release train. no more ad hoc deploys").
        const last = previous?.candidate;
        if (!rules.length && !change.new) {
          if (last && last.kind !== 'discovery' && !last.replaces && !last.contrast) {
            last.replaces = canonicalValue(change.old);
            last.signals = [...new Set([...last.signals, 'replacement' as const])];
          } else if (retracted === undefined) {
            retracted = normalizePhrase(change.old);
            if (change.givenUp) givenUp = { sentence, sentenceIndex, old: retracted };
          }
        }
        if (!rules.length && change.new)
          matches.push({
            kind: 'decision',
            value: change.new,
            replaces: change.old,
            ...(change.setting ? { role: `setting ${change.setting}` } : {}),
            polarity: 'positive',
            signals: ['replacement'],
            rest: 0,
          });
      }
      for (const m of matches) {
        if (retracted && m.kind !== 'discovery' && !m.replaces) {
          m.replaces = retracted;
          m.signals = [...m.signals, 'replacement', 'retracted'];
          retracted = undefined;
        }
        if (out.length >= max) return;
        if (m.kind === 'decision' && msg.part === 'prompt') ctx.decided = true;
        // A root cause and its fix told in consecutive sentences are one discovery.
        if (
          m.kind === 'discovery' &&
          previous?.candidate.kind === 'discovery' &&
          previous.sentenceIndex === sentenceIndex - 1 &&
          previous.candidate.provenance.sentenceIndices.length < 3 &&
          continuesFinding(previous.candidate.text, sentence)
        ) {
          previous.candidate.text = `${previous.candidate.text} ${sentence}`;
          previous.candidate.provenance.sentenceIndices.push(sentenceIndex);
          previous.sentenceIndex = sentenceIndex;
          continue;
        }
        if (m.kind === 'discovery') ctx.discovered = true;
        const subject = subjectFor(m, scan);
        if (m.kind === 'decision' && m.value && !m.replaces && m.signals.includes('replacement')) {
          m.replaces = oldValueNamedNearby(msg.text, subject, canonicalValue(m.value));
        }
        // "give it 2 minutes" says what, the sentence before it with the old value says of what.
        const before =
          m === changed && m.replaces && !scan.includes(m.replaces)
            ? sentences
                .slice(0, sentenceIndex)
                .reverse()
                .find((x) => scanText(x).includes(m.replaces!))
            : undefined;
        const candidate = candidateOf(m, before ? `${before} ${sentence}` : sentence, subject, msg, sentenceIndex);
        out.push(candidate);
        if (candidate.kind === 'decision' && msg.part === 'prompt') ctx.decidedSubject ??= candidate.subject;
        previous = { candidate, sentenceIndex };
      }
    });
    if (givenUp && retracted === givenUp.old && out.length < max) {
      const m: Match = { kind: 'convention', replaces: givenUp.old, polarity: 'negative', signals: ['replacement', 'retracted'], rest: 0 };
      out.push(candidateOf(m, givenUp.sentence, subjectFor(m, scanText(givenUp.sentence)), msg, givenUp.sentenceIndex));
    }
  }
  return out;
}
