// What a session or a sentence carries: a greeting, the plugin's own commands or a reply made of recalled memory carry
// nothing the next session needs, and the digest spends no line on them. Whole sentences within a budget, so a line
// never stops mid-thought ("the next step is to…"). Pure.
import { isOwnCommand } from '../capture/own-output.js';
import { splitSentences } from './sentences.js';

/** Fewer words of substance than this over all of a session's prompts (and no tool use, no item) is a trivial session. */
export const MIN_SUBSTANCE_WORDS = 4;

// Greetings, acknowledgements, filler and function words: what "hello again; ok noted" is made of.
const NO_SUBSTANCE = new Set(
  (
    'hi hello hey hiya howdy yo hallo morning afternoon evening good night again there thanks thank thx ty cheers bye goodbye ' +
    'ok okay k kk sure yes yeah yep yup no nope fine great cool nice awesome perfect noted got it gotcha understood right alright ' +
    'please pls just well so and or but then now too also still lol hmm um uh oh ah wow welcome back you me we i am are is was be ' +
    'the a an to of for on in at with this that it its how what doing going all everything anything nothing something let lets ' +
    'can could would should will do does did done have has had my your our us today tomorrow later soon bit little much more'
  ).split(' '),
);

/** Words that say something: not greetings, acknowledgements or function words, and not the plugin's slash commands. */
export function substanceWords(prompt: string): string[] {
  if (isOwnCommand(prompt)) return [];
  return prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}_./-]+/u)
    .map((w) => w.replace(/^[./-]+|[./-]+$/g, ''))
    .filter((w) => w.length > 0 && !NO_SUBSTANCE.has(w));
}

export interface SessionMaterial {
  /** What the user typed, in order (the plugin's own commands are not recorded). */
  prompts: string[];
  /** Tool calls recorded (the plugin's own tools are not). */
  toolEvents: number;
  /** Knowledge items saved or extracted in the session. */
  items: number;
  /** The assistant's replies, and whether each sentence of them only restates memory the session was shown. */
  replies?: string[];
  isEcho?: (sentence: string) => boolean;
}

/**
 * A session that leaves nothing for the next one: no tool use, no item, and either a few words of substance in all its
 * prompts (a greeting, a thank-you) or replies made only of memory it was shown (a question the memory answered).
 */
export function isTrivialSession(s: SessionMaterial): boolean {
  if (s.toolEvents > 0 || s.items > 0) return false;
  const words = s.prompts.reduce((n, p) => n + substanceWords(p).length, 0);
  if (words < MIN_SUBSTANCE_WORDS) return true;
  return answeredFromMemory({ toolEvents: 0, replies: s.replies ?? [], isEcho: s.isEcho });
}

/**
 * A turn (or session) whose answer is only memory it was shown: no tool use, and every sentence of its replies that
 * says something restates a shown memory ("Let me check memory." says nothing either way).
 */
export function answeredFromMemory(t: { toolEvents: number; replies: string[]; isEcho?: (sentence: string) => boolean }): boolean {
  if (t.toolEvents > 0 || !t.isEcho || !t.replies.length) return false;
  const saying = t.replies.flatMap((r) => splitSentences(r)).filter((x) => substanceWords(x).length >= MIN_SUBSTANCE_WORDS - 1);
  return saying.length > 0 && saying.every((x) => t.isEcho!(x));
}

/**
 * The longest run of whole sentences from the start of `text` within `maxChars` (flattened to one line); the first
 * sentence alone when even it is longer, cut at a clause boundary (`;`, `:`, `,` or a dash) with "…" only then.
 */
export function wholeSentences(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const sentences = splitSentences(flat, 'en', { maxLen: 100_000, maxPiecesPerSegment: 1 });
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > maxChars) break;
    out = next;
  }
  if (out) return out;
  const first = sentences[0] ?? flat;
  const head = first.slice(0, maxChars - 1);
  const clause = Math.max(head.lastIndexOf('; '), head.lastIndexOf(': '), head.lastIndexOf(', '), head.lastIndexOf(' — '));
  const cut = clause > maxChars * 0.4 ? clause : head.lastIndexOf(' ');
  return `${head.slice(0, cut > 0 ? cut : head.length).trimEnd()}…`;
}

/** A text with the sentences that `keep` rejects taken out (the whole text when it rejects none). */
export function keepSentences(text: string, keep: (sentence: string) => boolean): string {
  const sentences = splitSentences(text, 'en', { maxLen: 100_000, maxPiecesPerSegment: 1, keepCode: true });
  const kept = sentences.filter(keep);
  return kept.length === sentences.length ? text : kept.join(' ');
}
